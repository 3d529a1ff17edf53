import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeStorage } from '../../../src/repository/storage/index.js';

// Child processes cannot load TypeScript on Node 20, so the storage is
// bundled once into plain ESM that the workers import.
const here = dirname(fileURLToPath(import.meta.url));
const workers = join(here, 'workers');
const repoRoot = resolve(here, '../../..');
let scratch = '';
let bundle = '';

beforeAll(() => {
  scratch = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-multi-process-')));
  bundle = join(scratch, 'node-storage.mjs');
  buildSync({
    entryPoints: [join(repoRoot, 'src/repository/storage/node-storage.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    logLevel: 'silent',
  });
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const newRoot = (): string => mkdtempSync(join(scratch, 'root-'));

type Message = Record<string, unknown>;

function start(worker: string, args: string[]): { child: ChildProcess; next: (test: (m: Message) => boolean) => Promise<Message> } {
  const child = fork(join(workers, worker), [bundle, ...args], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
      child.once('exit', (code, signal) => reject(new Error(`${worker} exited (${code ?? signal}) before the expected message`)));
    });
  };
  return { child, next };
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const TEMP_NAME = /^\.big\.bin\.\d+\.[0-9a-f]{12}\.tmp$/;

describe('nodeStorage across processes', () => {
  it('4 processes x 25 locked increments of one counter lose no update', async () => {
    const root = newRoot();
    writeFileSync(join(root, 'counter.txt'), '0');
    const started = performance.now();
    const procs = [0, 1, 2, 3].map(() => start('counter-worker.mjs', [root, '25']));
    await Promise.all(procs.map((p) => p.next((m) => m.ready === true)));
    const racing = performance.now();
    for (const p of procs) p.child.send({ go: true });
    const results = await Promise.all(procs.map((p) => p.next((m) => m.done === true)));
    await Promise.all(procs.map((p) => exited(p.child)));
    const finished = performance.now();

    expect(readFileSync(join(root, 'counter.txt'), 'utf8')).toBe('100');
    expect(results.reduce((sum, r) => sum + (r.overlaps as number), 0)).toBe(0);
    expect(readdirSync(root).sort()).toEqual(['counter.txt']);
    const waits = results.flatMap((r) => r.waits as number[]);
    console.info(
      `[multi-process counter] 4x25 increments -> ${readFileSync(join(root, 'counter.txt'), 'utf8')}; ` +
        `contended phase ${(finished - racing).toFixed(0)} ms, total incl. spawn ${(finished - started).toFixed(0)} ms; ` +
        `lock wait max ${Math.max(...waits).toFixed(1)} ms, mean ${(waits.reduce((a, b) => a + b, 0) / waits.length).toFixed(1)} ms`,
    );
  });

  it('SIGKILL during repeated 1 MB atomic rewrites always leaves one complete content', async () => {
    const { contentA, contentB } = (await import(pathToFileURL(join(workers, 'contents.mjs')).href)) as {
      contentA: () => Uint8Array;
      contentB: () => Uint8Array;
    };
    const a = Buffer.from(contentA());
    const b = Buffer.from(contentB());
    const root = newRoot();
    await nodeStorage(root).writeAtomic('big.bin', a);
    const runs = 20;
    const writtenAtKill: number[] = [];
    let midSequence = 0;
    let leftovers = 0;
    const started = performance.now();
    for (let run = 0; run < runs; run++) {
      const { child, next } = start('rewrite-worker.mjs', [root, '200']);
      let written = 0;
      let done = false;
      child.on('message', (m: Message) => {
        if (typeof m.written === 'number') written = m.written;
        if (m.done === true) done = true;
      });
      await next((m) => m.ready === true);
      await sleep(Math.random() * 250);
      child.kill('SIGKILL');
      await exited(child);
      writtenAtKill.push(written);
      if (!done) midSequence++;

      const bytes = readFileSync(join(root, 'big.bin'));
      const matches = bytes.equals(a) || bytes.equals(b);
      expect(matches, `run ${run}: ${bytes.length} bytes after ${written} writes`).toBe(true);
      // A kill between creating and renaming the temporary file leaves it
      // behind: harmless (never a .md name), and cleared here between runs.
      for (const name of readdirSync(root)) {
        if (name === 'big.bin') continue;
        expect(name).toMatch(TEMP_NAME);
        leftovers++;
        rmSync(join(root, name));
      }
    }
    const elapsed = performance.now() - started;
    console.info(
      `[multi-process crash] ${runs} SIGKILLs, ${midSequence} mid-sequence; writes completed at kill: ` +
        `${writtenAtKill.join(',')}; orphaned temp files ${leftovers}; ${elapsed.toFixed(0)} ms`,
    );
    expect(midSequence).toBeGreaterThan(runs / 2);
  });

  it('a lock holder killed with SIGKILL blocks the next locker only until its pid is found dead', async () => {
    const root = newRoot();
    const storage = nodeStorage(root); // staleLockMs 30 000: only dead-pid detection can help
    const delays: number[] = [];
    for (let round = 0; round < 5; round++) {
      const { child, next } = start('hold-lock-worker.mjs', [root, 'docs/tsk/.board']);
      await next((m) => m.locked === true);
      let acquiredAt = 0;
      const waiter = storage.lock('docs/tsk/.board', { timeoutMs: 20_000 }).then((release) => {
        acquiredAt = performance.now();
        return release;
      });
      await sleep(150);
      expect(acquiredAt).toBe(0); // still held by the live child
      const killedAt = performance.now();
      child.kill('SIGKILL');
      await exited(child);
      const release = await waiter;
      delays.push(acquiredAt - killedAt);
      await release();
    }
    console.info(
      `[multi-process dead holder] acquire after SIGKILL: ${delays.map((d) => d.toFixed(0)).join(', ')} ms (staleLockMs 30000)`,
    );
    expect(Math.max(...delays)).toBeLessThan(2000);
    expect(readdirSync(join(root, 'docs', 'tsk'))).toEqual([]);
  });
});
