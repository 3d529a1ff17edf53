// Atomic pulls across processes (board.md §3 pull, §5): four Node processes
// pull from one board over one nodeStorage; every task goes out exactly once.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { race, start, useBundle } from '../helpers/processes.js';
import { listId, marker, taskId, tskDocument } from './helpers.js';

// Child processes cannot load TypeScript on Node 20: the board, the
// repository and the Node storage are bundled once into one CommonJS file.
const worker = fileURLToPath(new URL('./workers/pull-worker.mjs', import.meta.url));
const setup = useBundle('board', 'board.cjs', {
  entry: [
    "export { createBoard } from './src/board/index.ts';",
    "export { createRepository } from './src/repository/index.ts';",
    "export { nodeStorage } from './src/node.ts';",
  ],
  format: 'cjs',
});

describe('board across processes', () => {
  it('4 processes x 25 pulls over 100 todo tasks: each task assigned exactly once', async () => {
    const root = mkdtempSync(join(setup.scratch, 'root-'));
    mkdirSync(join(root, 'docs/tsk'), { recursive: true });
    const all: string[] = [];
    for (let list = 1; list <= 4; list++) {
      const items = Array.from({ length: 25 }, (_, i) => {
        all.push(taskId(list, i + 1));
        return `- [ ] Task ${list}.${i + 1} ${marker(taskId(list, i + 1))}`;
      });
      writeFileSync(join(root, `docs/tsk/tsk-${listId(list)}-list.md`), tskDocument({ id: listId(list), items }));
    }
    const documents = readdirSync(join(root, 'docs/tsk')).map((name) => readFileSync(join(root, 'docs/tsk', name), 'utf8'));
    const started = performance.now();
    const { results, racing, finished } = await race([0, 1, 2, 3].map(() => start(worker, [setup.bundle, root, '25'])));

    const got = results.flatMap((r) => r.tasks as string[]);
    expect(results.flatMap((r) => r.others as unknown[])).toEqual([]);
    expect(got).toHaveLength(100);
    expect(new Set(got).size).toBe(100);
    expect([...got].sort()).toEqual([...all].sort());
    // The state file agrees: every task in progress under the process that received it.
    const state = JSON.parse(readFileSync(join(root, 'docs/tsk/.board.json'), 'utf8')) as {
      tasks: Record<string, { status: string; owner: string }>;
      agents: Record<string, string>;
    };
    for (const r of results) for (const id of r.tasks as string[]) expect(state.tasks[id]).toMatchObject({ status: 'in_progress', owner: r.agent });
    expect(Object.keys(state.agents).sort()).toEqual(results.map((r) => r.agent as string).sort());
    // Pulls touch only the state file; no lock or temporary file is left behind.
    expect(readdirSync(join(root, 'docs/tsk')).filter((name) => !name.endsWith('.md'))).toEqual(['.board.json']);
    const after = readdirSync(join(root, 'docs/tsk'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(join(root, 'docs/tsk', name), 'utf8'));
    expect(after).toEqual(documents);
    const durations = results.flatMap((r) => r.durations as number[]);
    console.info(
      `[board multi-process] 4x25 pulls -> ${got.length} distinct tasks of ${all.length}; ` +
        `per process ${results.map((r) => (r.tasks as string[]).length).join('/')}; ` +
        `contended phase ${(finished - racing).toFixed(0)} ms, total incl. spawn ${(finished - started).toFixed(0)} ms; ` +
        `pull max ${Math.max(...durations).toFixed(1)} ms, mean ${(durations.reduce((a, b) => a + b, 0) / durations.length).toFixed(1)} ms`,
    );
  });
});
