#!/usr/bin/env node
// Hardening benchmark of the public boundary (issue 9, items 6 and 6b):
// glob matching time against the length of the ids, for patterns that made
// the old regular-expression matcher backtrack (`*a*a*a*a*b` against a
// 207-character feature id took 61 s). The goal is a time ratio <= 2.3 per
// doubling of the id length.
//
// Usage: npx tsup && node bench/hardening-boundary.mjs
// Imports the built library from ../dist/index.js; memoryStorage, so the
// figures measure the library, not the disk.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist', 'index.js');
if (!existsSync(dist)) {
  console.error('dist/index.js is missing: run `npx tsup` first');
  process.exit(1);
}
const { createRepository, memoryStorage } = await import(pathToFileURL(dist).href);

const DOCS = 100;
const REPEAT = 15;
const GOAL = 2.3;

// The benches' one feature body (bench/workers/feat-body.md), titled Long.
const FEAT_BODY = readFileSync(join(root, 'bench', 'workers', 'feat-body.md'), 'utf8').replace('# Feature: Search', '# Feature: Long');

function featDoc(id) {
  return `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: ${id}
status: planning
type: feat
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

${FEAT_BODY}`;
}

// DOCS feature folders whose ids are `feat-1-` followed by `a` up to length n:
// every `*a` matches everywhere, and the final `b` never does.
async function repoWithIds(n) {
  const files = {};
  for (let d = 0; d < DOCS; d++) {
    const id = `feat-${d + 1}-`.padEnd(n, 'a');
    files[`.specmgr/feat/${id}/README.md`] = featDoc(id);
  }
  const repo = createRepository({ storage: memoryStorage(files) });
  const warm = await repo.list('feat', { maxResults: 100 });
  if (warm.total !== DOCS || warm.errorCount !== 0) throw new Error(`expected ${DOCS} features, got ${warm.total} (${warm.results[0]?.error})`);
  return repo;
}

// CPU time of this process (user + system), which other processes on a busy
// machine disturb far less than wall-clock time.
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

async function fastestMs(repo, glob) {
  const times = [];
  for (let r = 0; r < REPEAT; r++) {
    const start = process.cpuUsage();
    const page = await repo.list('feat', { glob, maxResults: 100 });
    times.push(cpuMs(start));
    if (page.total !== 0) throw new Error(`glob ${glob} matched ${page.total} ids`);
  }
  times.sort((a, b) => a - b);
  return times[0];
}

// The list call without a glob: what the filter adds is the difference.
async function baselineMs(repo) {
  const times = [];
  for (let r = 0; r < REPEAT; r++) {
    const start = process.cpuUsage();
    await repo.list('feat', { maxResults: 100 });
    times.push(cpuMs(start));
  }
  times.sort((a, b) => a - b);
  return times[0];
}

// The last one is this matcher's own worst case, O(n·m): every retry of the star re-reads 64 characters.
const patterns = ['*a*a*a*a*b', `${'*a'.repeat(8)}*b`, `${'*a'.repeat(16)}*b`, `*${'a'.repeat(64)}b`];
const lengths = [2_000, 4_000, 8_000, 16_000];
console.log(`glob matching (node ${process.version}): ${DOCS} feature ids per length, CPU time (user + system) of the fastest of ${REPEAT} list calls; goal: ratio <= ${GOAL} per doubling`);
console.log('(the old matcher needed 61 s for `*a*a*a*a*b` against one 207-character id)');
let worst = 0;
// Warm the JIT on the matcher first, so the smallest size is not timed cold.
{
  const repo = await repoWithIds(lengths[0]);
  for (const pattern of patterns) await fastestMs(repo, pattern);
}
for (const pattern of patterns) {
  const rows = [];
  for (const n of lengths) {
    const repo = await repoWithIds(n);
    const base = await baselineMs(repo);
    const total = await fastestMs(repo, pattern);
    rows.push({ n, total, glob: Math.max(total - base, 0.001) });
  }
  console.log(`pattern ${JSON.stringify(pattern)} (${pattern.length} characters)`);
  rows.forEach((row, i) => {
    const ratio = i === 0 ? '' : `  ratio ${(row.total / rows[i - 1].total).toFixed(2)}`;
    if (i > 0) worst = Math.max(worst, row.total / rows[i - 1].total);
    console.log(`  id length ${String(row.n).padStart(6)}: list with glob ${row.total.toFixed(2)} ms CPU (glob part ~${row.glob.toFixed(2)} ms)${ratio}`);
  });
}
console.log(`worst doubling ratio: ${worst.toFixed(2)} (goal <= ${GOAL}) ${worst <= GOAL ? 'OK' : 'ABOVE GOAL'}`);
