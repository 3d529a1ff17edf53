// The persisted cache between processes (issue 13 item 2), as users meet
// it: each list runs in a new `node` process over the built package
// (dist/, `npm test` builds first), over the same folder and cache folder.
// A hand edit made between two processes is always seen, also one of the
// same size whose modification time was put back; a process that finds
// the tree unchanged and settled reads no file.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { built } from '../helpers/built.js';
import { tempRoot, tskDoc } from './helpers/fixtures.js';

const run = promisify(execFile);
const worker = new URL('./workers/cached-list-worker.mjs', import.meta.url).pathname;
const idOf = (i: number): string => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const fileOf = (i: number): string => `docs/tsk/tsk-${idOf(i)}-doc-${i}.md`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Seen = { titles: string[]; etags: string[]; reads: string[] };

async function listInNewProcess(root: string): Promise<Seen> {
  const { stdout } = await run(process.execPath, [worker, built('index.js'), built('node.js'), root, join(root, 'node_modules/.cache/specmgr'), 'tsk']);
  return JSON.parse(stdout) as Seen;
}

describe('the persisted cache across processes (issue 13)', () => {
  it('sees every hand edit made between two processes, and reads nothing of a settled, unchanged tree', async () => {
    const root = tempRoot();
    mkdirSync(join(root, 'docs/tsk'), { recursive: true });
    // Whole-second modification times, so utimes can put one back exactly.
    const mtime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    for (let i = 0; i < 8; i++) {
      writeFileSync(join(root, fileOf(i)), tskDoc(idOf(i), `Title ${i}`));
      utimesSync(join(root, fileOf(i)), mtime, mtime);
    }
    const titles = Array.from({ length: 8 }, (_, i) => `Title ${i}`);

    const first = await listInNewProcess(root);
    expect(first.titles).toEqual(titles);
    expect(first.reads).toHaveLength(8);

    // A longer edit, seen by the next process.
    writeFileSync(join(root, fileOf(1)), tskDoc(idOf(1), 'Rewritten by hand'));
    utimesSync(join(root, fileOf(1)), mtime, mtime);
    const second = await listInNewProcess(root);
    expect(second.titles[1]).toBe('Rewritten by hand');

    // Once every file's last change is a timestamp resolution (2 s) old, a process that finds nothing changed reads nothing.
    await sleep(2300);
    await listInNewProcess(root);
    const settled = await listInNewProcess(root);
    expect(settled.reads).toEqual([]);
    expect(settled.titles).toEqual(['Title 0', 'Rewritten by hand', ...titles.slice(2)]);

    // A same-size edit with the modification time put back: only the change time tells, and it does.
    const path = join(root, fileOf(5));
    const before = statSync(path);
    writeFileSync(path, tskDoc(idOf(5), 'Title X'));
    utimesSync(path, mtime, mtime);
    expect(statSync(path)).toMatchObject({ size: before.size, ino: before.ino, mtimeMs: before.mtimeMs });
    const edited = await listInNewProcess(root);
    expect(edited.titles[5]).toBe('Title X');
    expect(edited.reads).toEqual([fileOf(5)]);
    expect(edited.etags[5]).not.toBe(settled.etags[5]);
    expect(readFileSync(path, 'utf8')).toContain('# Title X');
  });
});
