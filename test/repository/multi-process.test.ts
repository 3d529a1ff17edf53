import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tsk } from '../../src/domains/tsk/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { computeEtag } from '../../src/repository/text/etag.js';
import { ID, tskBody, tskDoc } from './helpers/fixtures.js';
import { killAtRandom, race, start, useBundle } from '../helpers/processes.js';

// Child processes cannot load TypeScript on Node 20: the repository is
// bundled once into plain ESM; yaml's CommonJS parts need `require`.
const workers = fileURLToPath(new URL('./workers', import.meta.url));
const setup = useBundle('repo-processes', 'repository.mjs', { entry: ["export * from './src/repository/index.ts';", "export { nodeStorage } from './src/node.ts';"], require: true });

const REF = `tsk-${ID.a}-task-list`;
// SPECMGR_CRASH_RUNS raises the number of kills (e.g. 200 for a long soak).
const CRASH_RUNS = Number(process.env.SPECMGR_CRASH_RUNS ?? 20);

function newRoot(text: string): string {
  const root = mkdtempSync(join(setup.scratch, 'root-'));
  mkdirSync(join(root, 'docs', 'tsk'), { recursive: true });
  writeFileSync(join(root, 'docs', 'tsk', `${REF}.md`), text);
  return root;
}

type Attempt = { line: string; from: string; kind: string; reason: string | null; to: string; written: boolean };

describe('§8.2 repository mutations across processes (nodeStorage)', () => {
  it('4 processes x 25 ifMatch updates: no lost update, every loser got a conflict, the file always parses', async () => {
    const root = newRoot(tskDoc(ID.a));
    const file = join(root, 'docs', 'tsk', `${REF}.md`);
    const initial = computeEtag(readFileSync(file));
    const started = performance.now();
    const { results: done } = await race([0, 1, 2, 3].map((w) => start(join(workers, 'update-worker.mjs'), [setup.bundle, root, String(w), '25', REF])));
    const attempts = done.flatMap((m) => m.results as Attempt[]);
    const wins = attempts.filter((a) => a.kind === 'updated');
    const losses = attempts.filter((a) => a.kind !== 'updated');

    expect(attempts).toHaveLength(100);
    expect(wins.every((a) => a.written)).toBe(true);
    expect(losses.every((a) => a.kind === 'conflict' && a.reason === 'etag')).toBe(true);
    // The successes form one chain of etags from the initial file to the final one.
    const byFrom = new Map(wins.map((a) => [a.from, a]));
    expect(byFrom.size).toBe(wins.length);
    const chain: string[] = [initial];
    for (let at = byFrom.get(initial); at !== undefined; at = byFrom.get(at.to)) chain.push(at.to);
    expect(chain).toHaveLength(wins.length + 1);
    const finalBytes = readFileSync(file);
    expect(chain.at(-1)).toBe(computeEtag(finalBytes));
    const parsed = parseDocument(tsk, finalBytes.toString('utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const items = (parsed.document.body.tasks as { items: { text: string }[] }).items.map((i) => `- [ ] ${i.text}`);
    // Every insert lands at line 4, right below the fixture's own first task.
    expect(items[0]).toBe('- [ ] Task 1');
    expect(items.slice(1).sort()).toEqual(wins.map((a) => a.line).sort());
    expect(readdirSync(join(root, 'docs', 'tsk'))).toEqual([`${REF}.md`]);
    console.info(
      `[repository multi-process] 4x25 ifMatch updates: ${wins.length} written, ${losses.length} conflicts, ` +
        `chain of ${chain.length - 1} etags, ${(performance.now() - started).toFixed(0)} ms`,
    );
  });

  it('SIGKILL at random moments during repeated rewrites leaves the old or the new complete file, every time', async () => {
    // About 64 KB, mostly a fenced block, which the format engine parses fast
    // enough for several rewrites per run.
    const block = (tag: string) => Array.from({ length: 1000 }, (_, l) => `${tag} line ${l}: ${'lorem ipsum dolor '.repeat(3)}`).join('\n');
    const bodyA = tskBody('Large A', `Version A.\n\n\`\`\`text\n${block('alpha')}\n\`\`\``);
    const bodyB = tskBody('Large B', `Version B.\n\n\`\`\`text\n${block('bravo')}\n\`\`\``);
    writeFileSync(join(setup.scratch, 'a.md'), bodyA);
    writeFileSync(join(setup.scratch, 'b.md'), bodyB);
    const stamp = "updated: '2026-08-30T08:00:00.000Z'";
    const fileA = tskDoc(ID.a, 'x').replace(/# x[\s\S]*$/, `${bodyA}\n`).replace("updated: '2026-01-01T00:00:00.000Z'", stamp);
    const fileB = fileA.replace(`${bodyA}\n`, `${bodyB}\n`);
    const root = newRoot(fileA);
    const file = join(root, 'docs', 'tsk', `${REF}.md`);
    const runs = CRASH_RUNS;
    let midSequence = 0;
    let leftovers = 0;
    const writtenAtKill: number[] = [];
    const started = performance.now();
    for (let run = 0; run < runs; run++) {
      const args = [setup.bundle, root, '200', REF, join(setup.scratch, 'a.md'), join(setup.scratch, 'b.md')];
      const { written, finished } = await killAtRandom(join(workers, 'rewrite-worker.mjs'), args, 700);
      writtenAtKill.push(written);
      if (!finished) midSequence++;
      const text = readFileSync(file, 'utf8');
      expect(text === fileA || text === fileB, `run ${run}: ${text.length} chars after ${written} writes`).toBe(true);
      expect(parseDocument(tsk, text).ok).toBe(true);
      for (const name of readdirSync(join(root, 'docs', 'tsk'))) {
        if (name === `${REF}.md`) continue;
        // A kill between the temporary write and the rename, or inside the
        // lock, leaves a temp or lock file: never a member (not *.md).
        expect(name.endsWith('.md')).toBe(false);
        leftovers++;
        rmSync(join(root, 'docs', 'tsk', name));
      }
    }
    console.info(
      `[repository crash] ${runs} SIGKILLs, ${midSequence} mid-sequence; rewrites completed at kill: ${writtenAtKill.join(',')}; ` +
        `leftover temp/lock files ${leftovers}; ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(midSequence).toBeGreaterThan(runs / 2);
  }, 20_000 + CRASH_RUNS * 3_000);
});
