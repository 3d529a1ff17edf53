// Takes one lock over and over; inside, checks that nobody else is inside
// (an exclusive marker naming its pid), increments a counter file and, once
// the lock is released, acknowledges the value it wrote.
// argv: <library> <root> <cycles> ; messages: { ack: value }, { overlap: 1 }, { done }
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [library, root, cycles] = process.argv.slice(2);
const { nodeStorage } = await import(pathToFileURL(library).href);
const storage = nodeStorage(root, { lockTimeoutMs: 60_000 });
const marker = join(root, 'inside.marker');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
};
const enter = () => {
  try {
    writeFileSync(marker, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    // Left by a holder that was killed inside: not an overlap. A live one is.
    const pid = Number(readFileSync(marker, 'utf8'));
    if (pid > 0 && alive(pid)) return false;
    writeFileSync(marker, String(process.pid));
    return true;
  }
};
process.send({ ready: true });
for (let i = 0; i < Number(cycles); i++) {
  const release = await storage.lock('counter.txt');
  let value;
  try {
    if (!enter()) process.send({ overlap: 1 });
    const bytes = await storage.read('counter.txt');
    value = Number(new TextDecoder().decode(bytes)) + 1;
    await new Promise((r) => setTimeout(r, 1 + Math.random() * 2));
    await storage.writeAtomic('counter.txt', new TextEncoder().encode(String(value)));
    unlinkSync(marker);
  } finally {
    await release();
  }
  process.send({ ack: value });
}
process.send({ done: true }, () => process.disconnect());
