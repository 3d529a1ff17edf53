// Rewrites one big file with writeAtomic, alternating two full contents,
// until it is killed. argv: <bundle> <root> <count>
import { pathToFileURL } from 'node:url';

const [bundle, root, count] = process.argv.slice(2);
const { nodeStorage } = await import(pathToFileURL(bundle).href);
const { contentA, contentB } = await import('./contents.mjs');
const storage = nodeStorage(root);
const a = contentA();
const b = contentB();

process.send({ ready: true });
for (let i = 0; i < Number(count); i++) {
  await storage.writeAtomic('big.bin', i % 2 === 0 ? b : a);
  process.send({ written: i + 1 });
}
process.send({ done: true }, () => process.disconnect());
