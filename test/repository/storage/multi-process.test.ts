import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeStorage } from '../../../src/repository/storage/index.js';
import { exited, killAtRandom, race, start, useBundle } from '../../helpers/processes.js';

// Child processes cannot load TypeScript on Node 20, so the storage is
// bundled once into plain ESM that the workers import.
const workers = fileURLToPath(new URL('./workers', import.meta.url));
const setup = useBundle('multi-process', 'node-storage.mjs', { entry: 'src/repository/storage/node-storage.ts' });

const newRoot = (): string => mkdtempSync(join(setup.scratch, 'root-'));
const worker = (name: string, args: string[]) => start(join(workers, name), [setup.bundle, ...args]);

const TEMP_NAME = /^\.big\.bin\.\d+\.[0-9a-f]{12}\.tmp$/;

describe('nodeStorage across processes', () => {
  it('4 processes x 25 locked increments of one counter lose no update', async () => {
    const root = newRoot();
    writeFileSync(join(root, 'counter.txt'), '0');
    const started = performance.now();
    const { results, racing, finished } = await race([0, 1, 2, 3].map(() => worker('counter-worker.mjs', [root, '25'])));

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
      const { written, finished: done } = await killAtRandom(join(workers, 'rewrite-worker.mjs'), [setup.bundle, root, '200'], 250);
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

  it('a lock holder killed with SIGKILL: its lock is broken at once by the next locker, and no lock file is left', async () => {
    const root = newRoot();
    const storage = nodeStorage(root); // staleLockMs 30 000: only dead-pid detection can help
    for (let round = 0; round < 5; round++) {
      const { child, next } = worker('hold-lock-worker.mjs', [root, 'docs/tsk/.board']);
      await next((m) => m.locked === true);
      await expect(storage.lock('docs/tsk/.board', { timeoutMs: 0 })).rejects.toMatchObject({ code: 'lock-timeout' });
      child.kill('SIGKILL');
      await exited(child);
      // A timeout of 0 allows no waiting: the dead holder's lock must go at once.
      const release = await storage.lock('docs/tsk/.board', { timeoutMs: 0 });
      await release();
      expect(readdirSync(join(root, 'docs', 'tsk'))).toEqual([]);
    }
  });
});
