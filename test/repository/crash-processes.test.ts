/**
 * Real processes killed with SIGKILL in the middle of renameFeat and of
 * feature create/delete (nodeStorage): the next operation, in another
 * process with a fresh repository, finds every feature by its folder name
 * with the README and variants carrying that id, no folder without README,
 * and no intent record left.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import { nodeStorage } from '../../src/repository/storage/index.js';
import { exited, sleep, start, useBundle } from '../helpers/processes.js';
import { featDoc, tempRoot } from './helpers/fixtures.js';

const workers = fileURLToPath(new URL('./workers', import.meta.url));
const setup = useBundle('crash-processes', 'repository.mjs', { entry: ["export * from './src/repository/index.ts';", "export { nodeStorage } from './src/node.ts';"], require: true });
// SPECMGR_CRASH_RUNS raises the number of kills per scenario.
const RUNS = Number(process.env.SPECMGR_CRASH_RUNS ?? 6);
const FEAT = '.specmgr/feat';

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const idOf = (text: string): string | undefined => /^id:[ \t]*['"]?([^'"\s]+)/m.exec(text)?.[1];

// Everything wrong with the feature directory on disk, as readable lines.
function problems(root: string): string[] {
  const dir = join(root, FEAT);
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) {
      if (name.startsWith('.intent-')) found.push(`intent record ${name} left`);
      continue;
    }
    const readme = join(path, 'README.md');
    if (!existsSync(readme)) {
      found.push(`zombie folder ${name}: ${readdirSync(path).join(', ')}`);
      continue;
    }
    if (idOf(readFileSync(readme, 'utf8')) !== name) found.push(`${name}/README.md carries id ${idOf(readFileSync(readme, 'utf8'))}`);
    for (const lang of readdirSync(path).filter((n) => /^[a-z]{2}$/.test(n))) {
      const variant = readFileSync(join(path, lang, 'README.md'), 'utf8');
      if (idOf(variant) !== name) found.push(`${name}/${lang}/README.md carries id ${idOf(variant)}`);
    }
  }
  return found;
}

async function killMidLoop(root: string, scenario: string): Promise<number> {
  const worker = start(join(workers, 'crash-loop-worker.mjs'), [setup.bundle, root, scenario]);
  let written = 0;
  worker.child.on('message', (m: Record<string, unknown>) => {
    if (typeof m.written === 'number') written = m.written;
  });
  await worker.next((m) => typeof m.written === 'number');
  await sleep(Math.random() * 60);
  worker.child.kill('SIGKILL');
  await exited(worker.child);
  return written;
}

describe('SIGKILL during feature-folder operations (nodeStorage, real processes)', () => {
  it(`renameFeat killed ${RUNS} times: the next list finds the feature by exactly one id, README and variant ids equal to the folder`, { timeout: 240_000 }, async () => {
    const root = tempRoot();
    write(root, `${FEAT}/feat-9-other/README.md`, featDoc('feat-9-other', 'Other'));
    write(root, `${FEAT}/feat-1-search/README.md`, featDoc('feat-1-search'));
    write(root, `${FEAT}/feat-1-search/history.md`, 'history');
    write(root, `${FEAT}/feat-1-search/de/README.md`, featDoc('feat-1-search', 'Suche'));
    for (let run = 0; run < RUNS; run++) {
      await killMidLoop(root, 'rename');
      const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }) });
      const rows = (await repo.list('feat')).results;
      expect({ run, rows: rows.map((r) => ({ ref: r.ref, id: r.id, error: r.error })).filter((r) => r.ref !== 'feat-9-other') }).toMatchObject({
        run,
        rows: [{ ref: expect.stringMatching(/^feat-[12]-search$/), error: null }],
      });
      expect(rows.every((r) => r.id === r.ref)).toBe(true);
      expect({ run, problems: problems(root) }).toEqual({ run, problems: [] });
    }
  });

  it(`feature create/delete killed ${RUNS} times: no zombie folder, the feature is there or not, and create or delete works next`, { timeout: 240_000 }, async () => {
    const root = tempRoot();
    write(root, `${FEAT}/feat-9-other/README.md`, featDoc('feat-9-other', 'Other'));
    for (let run = 0; run < RUNS; run++) {
      await killMidLoop(root, 'create-delete');
      const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }) });
      const refs = (await repo.list('feat')).results.map((r) => r.ref);
      expect({ run, problems: problems(root) }).toEqual({ run, problems: [] });
      if (refs.includes('feat-1-new')) expect(await repo.delete('feat', 'feat-1-new')).toMatchObject({ kind: 'deleted' });
      else expect(await repo.create('feat', featDoc('x').slice(featDoc('x').indexOf('# Feature')), { id: 'feat-1-new' })).toMatchObject({ kind: 'created' });
      expect({ run, problems: problems(root) }).toEqual({ run, problems: [] });
    }
  });
});
