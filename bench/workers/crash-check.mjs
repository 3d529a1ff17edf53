// The next writer after a kill (bench/hardening-crash.mjs): for each
// { check } message, a fresh repository over the tree runs one write, timed
// (it first finishes or undoes whatever the killed process left, and breaks
// the dead holder's locks), then the tree is inspected through the library
// and on disk. Replies with { result }.
// argv: <library>
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspectFeatures } from './crash-inspect.mjs';

const [library] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(library).href);
const clock = { now: () => new Date('2026-08-30T08:00:00.000Z'), offsetMinutes: () => 0 };
const FEAT_BODY = readFileSync(new URL('./feat-body.md', import.meta.url), 'utf8');
const PAIR = ['feat-1-search', 'feat-2-search'];
const NEW = 'feat-1-new';

async function check({ scenario, root, ref, expected }) {
  const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }), clock });
  const started = performance.now();
  let error = null;
  try {
    if (scenario === 'rename') {
      const current = PAIR.find((id) => existsSync(join(root, '.specmgr', 'feat', id))) ?? PAIR[0];
      await repo.renameFeat(current, current === PAIR[0] ? PAIR[1] : PAIR[0]);
    } else if (scenario === 'create-delete') {
      if (existsSync(join(root, '.specmgr', 'feat', NEW, 'README.md'))) await repo.delete('feat', NEW);
      else await repo.create('feat', FEAT_BODY, { id: NEW });
    } else {
      await repo.update('tsk', { ref }, readFileSync(expected.bodies[0], 'utf8'));
    }
  } catch (e) {
    error = String(e?.message ?? e);
  }
  const waitMs = performance.now() - started;
  const out = { waitMs, error, mismatches: 0, zombies: 0, torn: 0, lost: 0, intentsLeft: 0, temporary: 0 };
  if (scenario === 'rewrite') {
    const dir = join(root, 'docs', 'tsk');
    const text = readFileSync(join(dir, `${ref}.md`), 'utf8');
    if (!expected.files.includes(text)) out.torn++;
    out.temporary = readdirSync(dir).filter((n) => n.endsWith('.tmp')).length;
    return out;
  }
  const fresh = createRepository({ storage: nodeStorage(root), clock });
  const page = await fresh.list('feat');
  const state = inspectFeatures(root);
  out.intentsLeft = state.intents.length;
  out.temporary = state.temporary;
  for (const folder of state.folders) {
    if (folder.text === null) out.zombies++;
    else if (folder.id !== folder.name || folder.variants.some((id) => id !== folder.name)) out.mismatches++;
  }
  for (const row of page.results) {
    if (row.error !== null) out.torn++;
    else if (row.id !== row.ref) out.mismatches++;
  }
  const names = state.folders.map((f) => f.name);
  if (scenario === 'rename') {
    if (PAIR.filter((id) => names.includes(id)).length !== 1) out.lost++;
    for (const folder of state.folders) if (PAIR.includes(folder.name) && folder.text !== expected.readmes[folder.name]) out.torn++;
  } else {
    const folder = state.folders.find((f) => f.name === NEW);
    if (folder !== undefined && folder.text !== null && folder.text !== expected.created) out.torn++;
  }
  if (!names.includes('feat-9-other')) out.lost++;
  return out;
}

process.on('message', (message) => {
  if (message.check === undefined) return;
  check(message.check).then(
    (result) => process.send({ result }),
    (error) => process.send({ result: { failed: String(error?.stack ?? error) } }),
  );
});
process.send({ ready: true });
