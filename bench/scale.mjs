#!/usr/bin/env node
// Scale benchmark on real files (issue 13 item 5): trees of 1,000, 10,000
// and 100,000 documents of mixed types on disk (bench/scale-tree.mjs,
// generated once under os.tmpdir() and reused), each figure measured in
// fresh child processes (bench/scale-child.mjs) against its baseline, and
// printed as a ratio next to its goal. Needs the built library (`npm run
// build`; `npm run bench` builds first).
//
//   node bench/scale.mjs [--quick]
//   SPECMGR_BENCH_SIZES=1000,10000 node bench/scale.mjs
//
// --quick (or SPECMGR_BENCH_SIZES) skips the 100,000-document tree, whose
// generation and cold lists take minutes. Figures that need a persisted
// cache (`directoryCache` from specmgr/node) print "n/a" in a build
// without one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureTree, idOf, pathOf, tagOf } from './scale-tree.mjs';

const quick = process.argv.includes('--quick');
const sizes = (process.env.SPECMGR_BENCH_SIZES ?? (quick ? '1000,10000' : '1000,10000,100000'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isSafeInteger(n) && n > 0)
  .sort((a, b) => a - b);
const dist = new URL('../dist/', import.meta.url);
const library = await import(new URL('index.js', dist).href);
const node = await import(new URL('node.js', dist).href);
const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
const child = fileURLToPath(new URL('./scale-child.mjs', import.meta.url));
const hasCache = typeof node.directoryCache === 'function';

function run(task, root, ...rest) {
  const out = execFileSync(process.execPath, [child, task, root, ...rest.map(String)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').at(-1));
}

const rows = [];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`);
function figure(name, value, baseline, goal, unit = fmt) {
  const ratio = value / baseline;
  rows.push({ figure: name, value: unit(value), baseline: unit(baseline), ratio: ratio.toFixed(2), goal: `≤ ${goal}`, met: ratio <= goal ? 'yes' : 'NO' });
}
const na = (name, goal, why) => rows.push({ figure: name, value: 'n/a', baseline: '', ratio: '', goal: `≤ ${goal}`, met: why });

console.log(`\nspecmgr scale bench: nodeStorage trees of ${sizes.join(', ')} documents (13 types mixed), node ${process.version}, ${(await import('node:os')).availableParallelism()} cores`);
const cold = new Map();
for (const count of sizes) {
  const tree = ensureTree({ documentTypes: library.documentTypes, parse: library.parse, version }, count);
  console.log(`\n${count} documents: ${tree.root} (${tree.generated ? `generated in ${fmt(tree.ms)}` : 'reused'})`);
  const readAll = run('read-all', tree.root);
  const remark = run('read-remark', tree.root);
  const threaded = run('list', tree.root, 1, 0);
  const single = count <= 10_000 ? run('list', tree.root, 0, 0) : null;
  console.log(`  read all files: ${fmt(readAll.ms)} (${readAll.files} files, ${(readAll.bytes / 1e6).toFixed(1)} MB); read all + bare remark parse: ${fmt(remark.ms)}`);
  const usage = (m) => `${fmt(m.ms)} (CPU of all threads ${fmt(m.cpuMs)}, RSS ${m.maxRssMb.toFixed(0)} MB)`;
  console.log(`  read all + bare remark parse: CPU ${fmt(remark.cpuMs)}`);
  console.log(`  cold list, every collection: ${single === null ? '' : `in-process ${usage(single)}, `}workerThreads() ${usage(threaded)}; ${threaded.rows} rows, ${threaded.errors} failed`);
  if (threaded.rows !== count || threaded.errors !== 0) throw new Error(`the cold list saw ${threaded.rows} rows (${threaded.errors} failed), expected ${count}`);
  cold.set(count, threaded);
  if (count === 10_000 || (count === sizes.filter((n) => n <= 10_000).at(-1) && !sizes.includes(10_000))) {
    const label = count.toLocaleString('en');
    let at = 0;
    while (tagOf(at) !== 'tsk') at += 1;
    at += Math.floor(count / 2) - (Math.floor(count / 2) % 100);
    while (tagOf(at) !== 'tsk') at += 1;
    const get = run('get', tree.root, 'tsk', idOf(at));
    const dirParse = run('dir-parse', tree.root, 'tsk', pathOf(at));
    figure(`cold get(id) in a fresh process, ${label} ÷ (one dir listing + one parse)`, get.ms, dirParse.ms, 2);
    if (hasCache) {
      run('list', tree.root, 0, 1);
      const fresh = run('list', tree.root, 0, 1);
      figure(`fresh process listing a known ${label} tree ÷ reading all files`, fresh.ms, readAll.ms, 1);
    } else na(`fresh process listing a known ${label} tree ÷ reading all files`, 1, 'n/a: no persisted cache in this build');
    const warm = run('warm', tree.root, 'tsk', count);
    figure(`warm list, nothing changed ÷ reading all files (${label})`, warm.warmListMs, warm.readAllMs, 0.5);
    figure(`cold list on workerThreads() ÷ (read all + bare remark parse, one core) (${label})`, threaded.ms, remark.ms, 0.65);
    if (single !== null) rows.push({ figure: `  (for reference: cold list in-process ÷ the same baseline)`, value: fmt(single.ms), baseline: fmt(remark.ms), ratio: (single.ms / remark.ms).toFixed(2), goal: '', met: '' });
    figure(`warm get(id) ÷ one parse (${label})`, warm.warmGetMs, warm.parseMs, 0.5);
  }
}
if (cold.has(10_000) && cold.has(100_000)) figure('100,000 ÷ 10,000 documents, cold list time', cold.get(100_000).ms, cold.get(10_000).ms, 11);
else na('100,000 ÷ 10,000 documents, cold list time', 11, 'n/a: needs sizes 10000 and 100000');
const mb = (value) => `${value.toFixed(0)} MB`;
for (const [count, limit] of [[10_000, 300], [100_000, 1500]]) {
  const label = `peak RSS, cold list of ${count.toLocaleString('en')} documents`;
  if (cold.has(count)) rows.push({ figure: label, value: mb(cold.get(count).maxRssMb), baseline: '', ratio: '', goal: `≤ ${limit} MB`, met: cold.get(count).maxRssMb <= limit ? 'yes' : 'NO' });
  else na(label, `${limit} MB`, `n/a: size ${count} not run`);
}
// What a pool can gain on this machine at best: the cores' combined throughput on pure computation.
const capacity = JSON.parse(execFileSync(process.execPath, [fileURLToPath(new URL('./scale-capacity.mjs', import.meta.url))], { encoding: 'utf8' }).trim());
console.log(`\nThis machine: ${capacity.threads} threads busy at once do ${capacity.gain.toFixed(2)}× the work of one (a CPU-bound loop: ${fmt(capacity.one)} on one thread, ${fmt(capacity.all)} for ${capacity.threads} copies at once); a cold list on every core can reach at best (in-process ratio) ÷ ${capacity.gain.toFixed(2)} here.`);
console.log(`\nFigures (each against its baseline, in one run; load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}):`);
console.table(rows);
