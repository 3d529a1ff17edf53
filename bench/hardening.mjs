#!/usr/bin/env node
// `npm run bench:hardening`: every figure of the hardening work (hostile
// input, fuzzing, the public boundary, storage races, crashes), each script
// in its own process, one after the other, so one script's load does not
// distort another's times. Pass script names to run only those, e.g.
// `npm run bench:hardening -- fuzz hardening-crash`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scripts = ['hostile-body', 'hostile-yaml', 'hardening-boundary', 'fuzz', 'hardening-storage', 'hardening-crash'];
const wanted = process.argv.slice(2);
const chosen = wanted.length === 0 ? scripts : scripts.filter((name) => wanted.includes(name));
const unknown = wanted.filter((name) => !scripts.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${scripts.join(', ')}`);
  process.exit(2);
}

console.log(`specmgr hardening benchmarks — node ${process.version}, ${new Date().toISOString()}`);
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(here, `${name}.mjs`)], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) failed++;
  console.log(`=== ${name}: exit ${run.status ?? run.signal}, ${seconds} s`);
}
process.exit(failed === 0 ? 0 : 1);
