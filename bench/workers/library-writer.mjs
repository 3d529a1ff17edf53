// One library process of the hand-edit race: alternates update (inserting a
// unique task line) and setStatus on one document, and reports each line
// whose update was acknowledged. argv: <library> <root> <worker> <ops> <ref>
import { pathToFileURL } from 'node:url';

const [library, root, worker, ops, ref] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(library).href);
const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 60_000 }) });
process.send({ ready: true });
await new Promise((resolve) => process.once('message', resolve));
const acked = [];
let failed = 0;
const statuses = ['active', 'draft'];
for (let i = 0; i < Number(ops); i++) {
  try {
    if (i % 2 === 0) {
      const line = `- [ ] w${worker}-${i}`;
      const result = await repo.update('tsk', { ref }, line, { offset: 4, limit: 0 });
      if (result.kind === 'updated' && result.written) acked.push(line);
      else failed++;
    } else {
      const result = await repo.setStatus('tsk', { ref }, statuses[(i >> 1) % 2]);
      if (result.kind !== 'updated') failed++;
    }
  } catch {
    failed++; // e.g. StorageError changed after 5 attempts: not acknowledged
  }
}
process.send({ done: true, acked, failed }, () => process.disconnect());
