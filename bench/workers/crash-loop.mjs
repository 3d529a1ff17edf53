// Runs one kind of operation in a loop on a real nodeStorage tree until it
// is killed (bench/hardening-crash.mjs sends SIGKILL at a random moment).
// argv: <library> <root> <scenario: rename | create-delete | rewrite> [<bodyA file> <bodyB file> <ref>]
// Sends { ready } once loaded, starts on { go }, sends { ops } now and then.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [library, root, scenario, fileA, fileB, ref] = process.argv.slice(2);
const { createRepository, nodeStorage, NotFoundError } = await import(pathToFileURL(library).href);
const clock = { now: () => new Date('2026-08-30T08:00:00.000Z'), offsetMinutes: () => 0 };
const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }), clock });
const PAIR = ['feat-1-search', 'feat-2-search'];
const NEW = 'feat-1-new';
const FEAT_BODY = readFileSync(new URL('./feat-body.md', import.meta.url), 'utf8');

async function exists(id) {
  try {
    await repo.get('feat', id);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

async function loop() {
  let ops = 0;
  if (scenario === 'rename') {
    let current = (await exists(PAIR[0])) ? PAIR[0] : PAIR[1];
    for (;;) {
      const next = current === PAIR[0] ? PAIR[1] : PAIR[0];
      const result = await repo.renameFeat(current, next);
      if (result.kind !== 'updated') throw new Error(`renameFeat: ${JSON.stringify(result).slice(0, 300)}`);
      current = next;
      process.send({ ops: ++ops });
    }
  }
  if (scenario === 'create-delete') {
    let present = await exists(NEW);
    for (;;) {
      if (present) await repo.delete('feat', NEW);
      else await repo.create('feat', FEAT_BODY, { id: NEW });
      present = !present;
      process.send({ ops: ++ops });
    }
  }
  const bodies = [readFileSync(fileA, 'utf8'), readFileSync(fileB, 'utf8')];
  for (let i = 0; ; i++) {
    const result = await repo.update('tsk', { ref }, bodies[i % 2]);
    if (result.kind !== 'updated') throw new Error(`update: ${JSON.stringify(result).slice(0, 300)}`);
    process.send({ ops: ++ops });
  }
}

process.on('message', (message) => {
  if (message.go === true) loop().catch((error) => process.send({ failed: String(error?.stack ?? error) }));
});
process.send({ ready: true });
