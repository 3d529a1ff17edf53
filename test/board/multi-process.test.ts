// Atomic pulls across processes (board.md §3 pull, §5): four Node processes
// pull from one board over one nodeStorage; every task goes out exactly once.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listId, marker, taskId, tskDocument } from './helpers.js';

// Child processes cannot load TypeScript on Node 20: the board, the
// repository and the Node storage are bundled once into one CommonJS file.
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
let scratch = '';
let bundle = '';

beforeAll(async () => {
  scratch = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-board-')));
  bundle = join(scratch, 'board.cjs');
  await build({
    stdin: {
      contents: [
        "export { createBoard } from './src/board/index.ts';",
        "export { createRepository, nodeStorage } from './src/repository/index.ts';",
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: bundle,
    logLevel: 'silent',
  });
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

type Message = Record<string, unknown>;

function start(args: string[]): { child: ChildProcess; next: (test: (m: Message) => boolean) => Promise<Message> } {
  const child = fork(join(here, 'workers', 'pull-worker.mjs'), [bundle, ...args], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox: Message[] = [];
  const waiting: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  child.on('message', (raw) => {
    const message = raw as Message;
    const index = waiting.findIndex((w) => w.test(message));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
    else inbox.push(message);
  });
  const next = (test: (m: Message) => boolean): Promise<Message> => {
    const index = inbox.findIndex(test);
    if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0] as Message);
    return new Promise((resolve, reject) => {
      waiting.push({ test, resolve });
      child.once('exit', (code, signal) => reject(new Error(`pull-worker exited (${code ?? signal}) before the expected message`)));
    });
  };
  return { child, next };
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));

describe('board across processes', () => {
  it('4 processes x 25 pulls over 100 todo tasks: each task assigned exactly once', async () => {
    const root = mkdtempSync(join(scratch, 'root-'));
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
    const procs = [0, 1, 2, 3].map(() => start([root, '25']));
    await Promise.all(procs.map((p) => p.next((m) => m.ready === true)));
    const racing = performance.now();
    for (const p of procs) p.child.send({ go: true });
    const results = await Promise.all(procs.map((p) => p.next((m) => m.done === true)));
    await Promise.all(procs.map((p) => exited(p.child)));
    const finished = performance.now();

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
