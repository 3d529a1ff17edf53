// Swaps folders of a storage root between the real folder and a symbolic
// link to an outside folder, as fast as it can, until told to stop.
// argv: <root> <outside> <rel>... ; reports { swaps } when it gets 'stop'.
import { existsSync, lstatSync, renameSync, symlinkSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

const [root, outside, ...rels] = process.argv.slice(2);
const slots = rels.map((rel) => {
  const at = join(root, rel);
  const parked = join(dirname(at), `.${basename(at)}.parked`);
  const link = join(dirname(at), `.${basename(at)}.link`);
  if (!existsSync(link)) symlinkSync(join(outside, basename(at)), link);
  return { at, parked, link };
});
let swaps = 0;
let stop = false;
process.on('message', () => {
  stop = true;
});
const kind = (path) => {
  try {
    const stats = lstatSync(path);
    return stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'dir' : 'other';
  } catch {
    return 'none';
  }
};
let extras = 0;
// One swap: the real folder at the name becomes the link, or back. The
// storage may create the folder anew while the name is empty (mkdirp):
// such a folder is moved aside too, so the real one is always the parked one.
function swap(slot) {
  try {
    const now = kind(slot.at);
    if (now === 'link') {
      renameSync(slot.at, slot.link);
      if (kind(slot.parked) === 'dir') renameSync(slot.parked, slot.at);
    } else if (now === 'dir') {
      if (kind(slot.parked) === 'none') renameSync(slot.at, slot.parked);
      else renameSync(slot.at, `${slot.parked}.extra-${extras++}`);
      if (kind(slot.link) === 'link') renameSync(slot.link, slot.at);
    } else if (now === 'none' && kind(slot.parked) === 'dir') {
      renameSync(slot.parked, slot.at);
    }
    swaps++;
  } catch {
    // A storage operation holds a name for a moment: try again.
  }
}
function restore(slot) {
  if (kind(slot.at) === 'link') renameSync(slot.at, slot.link);
  if (kind(slot.at) === 'none' && kind(slot.parked) === 'dir') renameSync(slot.parked, slot.at);
}
process.send({ ready: true });
while (!stop) {
  for (let i = 0; i < 200; i++) for (const slot of slots) swap(slot);
  await new Promise((r) => setImmediate(r));
}
for (const slot of slots) restore(slot);
process.send({ swaps, extras }, () => process.disconnect());
