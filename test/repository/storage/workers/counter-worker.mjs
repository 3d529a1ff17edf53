// Increments a counter file under storage.lock, many times, in its own process.
// argv: <bundle> <root> <iterations>
import { writeFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, root, iterations] = process.argv.slice(2);
const { nodeStorage } = await import(pathToFileURL(bundle).href);
const storage = nodeStorage(root);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

process.send({ ready: true });
await new Promise((resolve) => process.once('message', resolve));

const waits = [];
let overlaps = 0;
for (let i = 0; i < Number(iterations); i++) {
  const started = performance.now();
  const release = await storage.lock('counter.txt', { timeoutMs: 30_000 });
  waits.push(performance.now() - started);
  try {
    // A marker created exclusively inside the critical section: if two
    // processes were ever inside at once, the second creation fails.
    try {
      writeFileSync(join(root, 'inside.marker'), String(process.pid), { flag: 'wx' });
    } catch {
      overlaps++;
    }
    const value = Number(decoder.decode(await storage.read('counter.txt')));
    await new Promise((resolve) => setTimeout(resolve, 1));
    await storage.writeAtomic('counter.txt', encoder.encode(String(value + 1)));
    try {
      unlinkSync(join(root, 'inside.marker'));
    } catch {
      overlaps++;
    }
  } finally {
    await release();
  }
}
process.send({ done: true, waits, overlaps }, () => process.disconnect());
