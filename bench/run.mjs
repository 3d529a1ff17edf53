#!/usr/bin/env node
// `npm run bench`: every benchmark of the project, against the built library.
import { existsSync } from 'node:fs';
import { runFormatBench } from './format.mjs';

console.log(`specmgr benchmarks — node ${process.version}, ${new Date().toISOString()}`);
await runFormatBench();
const repository = new URL('./repository.mjs', import.meta.url);
if (existsSync(repository)) await import(repository.href);
