// Traceability benchmark (issue 14): a tree of ~10,000 documents of mixed
// types on disk (nodeStorage in a temp folder), whose references name
// documents of the tree, so the graph has real links. Measures against a
// cold list of every collection (a fresh repository):
//   - graph build + coverage check, cold (a fresh repository: scan, parse, derive);
//   - the same after a list has filled the cache (derive only);
//   - one incremental update: one document edited, then checkCoverage again.
// Prints the ratios. Usage: node bench/trace.mjs [--quick] (2,000 documents)
// against the built library (npm run build).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idOf, pathOf, tagOf, textOf } from './scale-tree.mjs';

const dist = new URL('../dist/', import.meta.url);
const library = await import(new URL('index.js', dist).href);
const node = await import(new URL('node.js', dist).href);
const TAGS = Object.keys(library.documentTypes);
const COUNT = process.argv.includes('--quick') ? 2_000 : 10_000;

// Reference tag → the type it names.
const TAG_OF = new Map(Object.values(library.documentTypes).flatMap((t) => (t.referenceTag ? [[t.referenceTag, t.tag]] : [])));
const PATTERN = new RegExp(`\\b(${[...TAG_OF.keys()].filter((t) => t !== 'FEAT').join('|')}) [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`, 'g');

function generate(root) {
  rmSync(root, { recursive: true, force: true });
  const byType = new Map();
  for (let i = 0; i < COUNT; i++) {
    const list = byType.get(tagOf(i)) ?? [];
    list.push(i);
    byType.set(tagOf(i), list);
  }
  let links = 0;
  for (let i = 0; i < COUNT; i++) {
    // Every reference of the packaged example names a document of the tree instead, picked by position.
    let n = 0;
    const text = textOf(library.documentTypes, i).replace(PATTERN, (whole, tag) => {
      const pool = byType.get(TAG_OF.get(tag));
      if (pool === undefined) return whole;
      links += 1;
      return `${tag} ${idOf(pool[(i * 7 + n++ * 13) % pool.length])}`;
    });
    const path = join(root, pathOf(i));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return links;
}

async function listAll(repo) {
  for (const tag of TAGS) await repo.list(tag, { maxResults: 1 });
}

const time = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
};
const fresh = (root) => library.createRepository({ storage: node.nodeStorage(root) });
const ms = (v) => `${v.toFixed(1)} ms`;

const root = join(tmpdir(), 'specmgr-bench-trace', String(COUNT));
const references = generate(root);
try {
  await listAll(fresh(root)); // file-system caches warm, as for every figure below
  const cold = await time(() => listAll(fresh(root)));
  const coldGraph = await time(async () => {
    const repo = fresh(root);
    const links = await repo.traceLinks();
    const coverage = await repo.checkCoverage();
    return { repo, links, coverage };
  });
  const warmRepo = fresh(root);
  await listAll(warmRepo);
  const warmGraph = await time(async () => {
    await warmRepo.traceLinks();
    return warmRepo.checkCoverage();
  });
  // One edit: a requirement's statement changes on disk.
  const { repo } = coldGraph.value;
  const target = [...Array(COUNT).keys()].find((i) => tagOf(i) === 'req');
  const file = join(root, pathOf(target));
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^(# .*)$/m, '$1 (edited)'));
  const incremental = await time(async () => {
    const links = await repo.traceLinks();
    await repo.checkCoverage();
    return links;
  });
  const { links, coverage } = coldGraph.value;
  console.log(`\ntrace — ${COUNT} documents on disk (nodeStorage), ${references} references written, ${links.links.length} links, ${coverage.diagnostics.length} coverage findings over ${coverage.checked} documents`);
  console.log(`  cold list of every collection           ${ms(cold.ms)}`);
  console.log(`  graph + coverage, fresh repository      ${ms(coldGraph.ms)}  ratio ${(coldGraph.ms / cold.ms).toFixed(2)} × cold list`);
  console.log(`  graph + coverage after a list           ${ms(warmGraph.ms)}  ratio ${(warmGraph.ms / cold.ms).toFixed(2)} × cold list`);
  console.log(`  one edit, then graph + coverage         ${ms(incremental.ms)}  ratio ${(incremental.ms / cold.ms).toFixed(3)} × cold list (${incremental.value.derived} document derived)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
