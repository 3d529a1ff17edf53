// Board benchmark (board.md): list pages and pull/update cycles on a board of
// 1,000 tasks in 20 task lists, over memoryStorage, so the figures measure
// the library, not the disk.
//
// Usage: node bench/board.mjs [--dist] [--lists N] [--tasks N]
//   By default the script bundles src/board and src/repository with esbuild
//   into .bench-tmp/; with --dist it imports the built library from
//   ../dist/index.js (run `npm run build` first).
import { Bench } from 'tinybench';
import { args, loadLibrary } from './bundle.mjs';

const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const LISTS = option('--lists', 20);
const TASKS = option('--tasks', 50);

const { createBoard, createRepository, memoryStorage } = await loadLibrary({
  name: 'board.mjs',
  contents: "export { createBoard } from './src/board/index.ts';\nexport { createRepository, memoryStorage } from './src/repository/index.ts';\n",
  sourcefile: 'bench-board-entry.ts',
});

const hex = (n, width) => n.toString(16).padStart(width, '0');
const listId = (l) => `${hex(l, 8)}-0000-4000-8000-${hex(l, 12)}`;
const taskId = (l, t) => `${hex(l * 65536 + t, 8)}-1111-4111-8111-${hex(l * 65536 + t, 12)}`;
const files = {};
for (let l = 1; l <= LISTS; l++) {
  const items = Array.from({ length: TASKS }, (_, t) => `- [ ] Task ${l}.${t} <!-- task:${taskId(l, t)} -->`).join('\n');
  files[`docs/tsk/tsk-${listId(l)}-list.md`] = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: ${listId(l)}
status: active
type: tsk
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Task list ${l}

${items}

## Recent Updates

### 2026-01-01T00:00:00.000Z - Created

Created the task list.
`;
}

const repo = createRepository({ storage: memoryStorage(files) });
const board = createBoard(repo);
const cold = performance.now();
await board.list({ agent: 'bench' });
console.log(`board: ${LISTS * TASKS} tasks in ${LISTS} lists; first list (cold) ${(performance.now() - cold).toFixed(1)} ms`);

let n = 0;
const bench = new Bench({ time: 1000 });
bench
  .add('list, first page of 20', async () => {
    await board.list({ agent: 'bench' });
  })
  .add('list, status filter + cursor page', async () => {
    await board.list({ agent: 'bench', status: 'todo', limit: 50, before: '2026-06-01T00:00:00.000Z' });
  })
  .add('pull + update to done (writes the document)', async () => {
    const pulled = await board.pull({ agent: `agent-${n++ % 4}` });
    if (pulled.status === 'ok') await board.update({ agent: pulled.task.owner, taskId: pulled.task.id, status: 'done' });
  })
  .add('boardStatus', async () => {
    await board.boardStatus({ agent: 'bench' });
  });
await bench.run();
console.table(bench.table());
