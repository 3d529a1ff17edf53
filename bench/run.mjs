#!/usr/bin/env node
// `npm run bench`: every benchmark of the project, against the built library.
import { existsSync } from 'node:fs';
import { runFormatBench } from './format.mjs';

console.log(`specmgr benchmarks — node ${process.version}, ${new Date().toISOString()}`);
await runFormatBench();
const repository = new URL('./repository.mjs', import.meta.url);
if (existsSync(repository)) await import(repository.href);
// Real files: generated trees of 1,000 to 100,000 documents (--quick or
// SPECMGR_BENCH_SIZES=1000,10000 to skip 100,000; see bench/README.md).
await import(new URL('./scale.mjs', import.meta.url).href);
await import(new URL('./trace.mjs', import.meta.url).href);
