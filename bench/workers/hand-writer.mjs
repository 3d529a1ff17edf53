// The hand writer of the hand-edit race: appends a marker line to the file
// with plain fs.writeFileSync (no lock), every few milliseconds, until told
// to stop; reports every marker whose write returned.
// argv: <file> <tag> <minDelayMs> <maxDelayMs>
import { writeFileSync } from 'node:fs';

const [file, tag, minDelay, maxDelay] = process.argv.slice(2);
const acked = [];
let stop = false;
process.on('message', (m) => {
  if (m.stop) stop = true;
});
process.send({ ready: true });
while (!stop) {
  const marker = `hand-${tag}-${acked.length}`;
  writeFileSync(file, `${marker}\n`, { flag: 'a' });
  acked.push(marker);
  const wait = Number(minDelay) + Math.random() * (Number(maxDelay) - Number(minDelay));
  await new Promise((r) => setTimeout(r, wait));
}
process.send({ done: true, acked }, () => process.disconnect());
