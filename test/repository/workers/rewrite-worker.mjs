// Rewrites one large document through the repository, alternating two
// bodies, with a fixed clock so each version's bytes are known, until it is
// killed. argv: <bundle> <root> <count> <ref> <bodyA file> <bodyB file>
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundle, root, count, ref, fileA, fileB] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(bundle).href);
const clock = { now: () => new Date('2026-08-30T08:00:00.000Z'), offsetMinutes: () => 0 };
const repo = createRepository({ storage: nodeStorage(root), clock });
const bodies = [readFileSync(fileA, 'utf8'), readFileSync(fileB, 'utf8')];

process.send({ ready: true });
for (let i = 0; i < Number(count); i++) {
  const result = await repo.update('tsk', { ref }, bodies[i % 2]);
  if (result.kind !== 'updated') throw new Error(`update failed: ${JSON.stringify(result).slice(0, 500)}`);
  process.send({ written: i + 1 });
}
process.send({ done: true }, () => process.disconnect());
