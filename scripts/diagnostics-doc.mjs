#!/usr/bin/env node
// Writes docs/diagnostics.md from the catalogue of the built library
// (`npm run docs:diagnostics` builds first). With --check it only compares,
// and exits 1 when the file is not what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import * as lib from '../dist/index.js';
import { renderDiagnosticsDoc } from './diagnostics-doc-render.mjs';

const target = new URL('../docs/diagnostics.md', import.meta.url);
const text = renderDiagnosticsDoc(lib);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is simply out of date.
  }
  if (current !== text) {
    console.error('docs/diagnostics.md is out of date: run npm run docs:diagnostics');
    process.exit(1);
  }
  console.log('docs/diagnostics.md is up to date');
} else {
  writeFileSync(target, text);
  console.log(`wrote docs/diagnostics.md (${lib.diagnosticCodes.length} codes)`);
}
