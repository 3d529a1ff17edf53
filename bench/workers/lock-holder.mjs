// Rewrites one document through the repository in a loop (each rewrite
// under its lock) until it is killed. argv: <library> <root> <ref>
import { pathToFileURL } from 'node:url';

const [library, root, ref] = process.argv.slice(2);
const { createRepository, nodeStorage } = await import(pathToFileURL(library).href);
const repo = createRepository({ storage: nodeStorage(root) });
process.send({ ready: true });
for (let i = 0; ; i++) {
  await repo.update('tsk', { ref }, `- [ ] holder ${process.pid} ${i}`, { offset: 4, limit: 1 });
}
