// Repository benchmark (operations.md §7): get(id) in a repository of
// 10,000 tsk documents with a warm cache and index, against parsing one
// document; list of 10,000 documents, cold and warm. memoryStorage, so the
// figures measure the library, not the disk.
//
// Usage: node bench/repository.mjs [--dist] [--count N]
//   By default the script bundles src/repository (plus the public parse) with
//   esbuild into .bench-tmp/, so it runs before the lead wires the public
//   exports. With --dist it imports the built library from ../dist/index.js
//   (run `npm run build` first).
import { Bench } from 'tinybench';
import { args, loadLibrary } from './bundle.mjs';

const countAt = args.indexOf('--count');
const COUNT = countAt >= 0 ? Number(args[countAt + 1]) : 10_000;

const { createRepository, memoryStorage, parse } = await loadLibrary({
  name: 'repository.mjs',
  contents: "export * from './src/repository/index.ts';\nexport { parse } from './src/api/parse.ts';\n",
  sourcefile: 'bench-entry.ts',
});

const idOf = (i) => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const docOf = (i) => `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: ${idOf(i)}
status: active
type: tsk
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Task list ${i}

- [x] Task 1: Collect the requirements
- [ ] Task 2: Write the plan

## Recent Updates

### 2026-08-15T00:00:00.000Z - Kickoff

Started task list ${i}.
`;

const files = {};
for (let i = 0; i < COUNT; i++) files[`docs/tsk/tsk-${idOf(i)}-task-list-${i}.md`] = docOf(i);
const storage = memoryStorage(files);
const ms = (value) => `${value.toFixed(value < 1 ? 4 : 1)} ms`;

// Cold list: a fresh repository parses every document once.
const coldStarted = performance.now();
const repo = createRepository({ storage });
const first = await repo.list('tsk', { maxResults: 100 });
const coldList = performance.now() - coldStarted;
if (first.total !== COUNT || first.errorCount !== 0) throw new Error(`unexpected listing: ${first.total} rows, ${first.errorCount} failed`);
// The id index is built on the first lookup by id (one more read and hash of every member).
const indexStarted = performance.now();
await repo.get('tsk', idOf(0));
const indexBuild = performance.now() - indexStarted;

let next = 0;
const bench = new Bench({ time: 2000, warmupTime: 200 });
bench
  .add(`get(id), warm, ${COUNT} documents`, async () => {
    next = (next * 7919 + 1) % COUNT;
    const result = await repo.get('tsk', idOf(next));
    if (result.kind !== 'document') throw new Error(result.kind);
  })
  .add('parse one document (baseline)', () => {
    if (!parse('tsk', docOf(next)).ok) throw new Error('parse failed');
  })
  .add(`list, warm, ${COUNT} documents (page of 25)`, async () => {
    await repo.list('tsk');
  });
await bench.run();

console.log(`specmgr repository bench: ${COUNT} tsk documents in memoryStorage, node ${process.version}`);
console.log(`list, cold (fresh repository, parses every document): ${ms(coldList)}`);
console.log(`id index build (first get by id after the cold list):   ${ms(indexBuild)}`);
console.table(
  bench.tasks.map((task) => ({
    task: task.name,
    'mean (ms)': Number(task.result.latency.mean.toFixed(4)),
    'p99 (ms)': Number(task.result.latency.p99.toFixed(4)),
    'ops/s': Math.round(task.result.throughput.mean),
    samples: task.result.latency.samplesCount ?? task.result.latency.samples?.length,
  })),
);
