// Pulls tasks from a board over a Node storage shared with other processes.
// argv: <bundle> <root> <pulls>
import { pathToFileURL } from 'node:url';

const [bundle, root, pulls] = process.argv.slice(2);
const { createBoard, createRepository, nodeStorage } = await import(pathToFileURL(bundle).href);
const board = createBoard(createRepository({ storage: nodeStorage(root) }));
const agent = `worker-${process.pid}`;

process.send({ ready: true });
await new Promise((resolve) => process.once('message', resolve));

const tasks = [];
const others = [];
const durations = [];
for (let i = 0; i < Number(pulls); i++) {
  const started = performance.now();
  const result = await board.pull({ agent });
  durations.push(performance.now() - started);
  if (result.status === 'ok') tasks.push(result.task.id);
  else others.push(result);
}
process.send({ done: true, agent, tasks, others, durations }, () => process.disconnect());
