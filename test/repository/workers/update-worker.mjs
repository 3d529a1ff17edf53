// Inserts task lines into one document through the repository, each update
// guarded by ifMatch, and reports every attempt.
// argv: <bundle> <root> <worker> <attempts> <ref>
import { pathToFileURL } from 'node:url';

const [bundle, root, worker, attempts, ref] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(bundle).href);
const repo = createRepository({ storage: nodeStorage(root, { lockTimeoutMs: 30_000 }) });

process.send({ ready: true });
await new Promise((resolve) => process.once('message', resolve));

const results = [];
for (let i = 0; i < Number(attempts); i++) {
  const current = await repo.get('tsk', { ref }, { raw: true });
  const line = `- [ ] w${worker}-${i}`;
  const result = await repo.update('tsk', { ref }, line, { offset: 4, limit: 0, ifMatch: current.etag });
  results.push({ line, from: current.etag, kind: result.kind, reason: result.reason ?? null, to: result.etag, written: result.written ?? false });
}
process.send({ done: true, results }, () => process.disconnect());
