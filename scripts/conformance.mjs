#!/usr/bin/env node
// `npm run conformance -- <dir> [--lenient]`: parse every Markdown document
// under a directory with the built library and report, per document type,
// how many parsed and why the others failed. Exit code 0 only if nothing failed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { documentTypes, formatDiagnostic, parse } from '../dist/index.js';

const args = process.argv.slice(2);
const lenient = args.includes('--lenient');
const dir = args.find((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error('usage: npm run conformance -- <dir> [--lenient]');
  process.exit(2);
}
const root = resolve(dir);
const mode = lenient ? 'lenient' : 'strict';

function markdownFiles(folder) {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : [];
    });
}

// A file's type: its frontmatter `type`, else the nearest ancestor folder named like a type.
function typeOf(path, text) {
  const frontmatter = /^\uFEFF?\s*---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[1] ?? '';
  const declared = /^type:[ \t]*['"]?([A-Za-z]+)['"]?[ \t]*$/m.exec(frontmatter)?.[1];
  if (declared && Object.hasOwn(documentTypes, declared)) return declared;
  return relative(root, path).split(sep).slice(0, -1).reverse().find((part) => Object.hasOwn(documentTypes, part));
}

// MANIFEST.tsv (path, domain, kind, commit, bytes, note), when the directory has one.
const manifestPath = join(root, 'MANIFEST.tsv');
const manifest = new Map();
if (existsSync(manifestPath)) {
  for (const line of readFileSync(manifestPath, 'utf8').split('\n').slice(1)) {
    const [path, domain, kind, , , note = ''] = line.split('\t');
    if (path) manifest.set(path, { domain, kind, note });
  }
}
const isCurrent = (entry) => entry && ['document', 'template', 'example'].includes(entry.kind) && !entry.note.startsWith('older format');

const perType = new Map();
const untyped = [];
let failures = 0;
let currentFailures = 0;
for (const path of markdownFiles(root)) {
  const rel = relative(root, path).split(sep).join('/');
  const text = readFileSync(path, 'utf8');
  const type = typeOf(path, text);
  if (!type) {
    untyped.push(rel);
    continue;
  }
  // An ADR folder's README.md is its generated table of contents, not an ADR (formats.md §2.5).
  if (type === 'adr' && rel.split('/').pop() === 'README.md') {
    untyped.push(rel);
    continue;
  }
  const row = perType.get(type) ?? { files: 0, parsed: 0, failed: 0, warnings: 0, reports: [] };
  perType.set(type, row);
  row.files += 1;
  const result = parse(type, text, { mode });
  const entry = manifest.get(rel);
  const label = entry ? `${entry.kind}${entry.note ? `; ${entry.note}` : ''}` : '';
  row.warnings += result.diagnostics.filter((d) => d.severity === 'warning').length;
  if (result.ok) {
    row.parsed += 1;
    const warnings = result.diagnostics.filter((d) => d.severity !== 'error');
    if (warnings.length > 0) row.reports.push({ rel, label, ok: true, diagnostics: warnings });
  } else {
    row.failed += 1;
    failures += 1;
    if (isCurrent(entry)) currentFailures += 1;
    row.reports.push({ rel, label, ok: false, diagnostics: result.diagnostics });
  }
}

console.log(`specmgr conformance: ${root} (${mode} mode)\n`);
const table = [...perType.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([type, row]) => ({ type, files: row.files, parsed: row.parsed, failed: row.failed, warnings: row.warnings }));
console.table(table);
for (const [type, row] of [...perType.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  for (const report of row.reports) {
    console.log(`${report.ok ? 'WARN' : 'FAIL'}  ${type}  ${report.rel}${report.label ? `  [${report.label}]` : ''}`);
    for (const d of report.diagnostics) console.log(`      ${formatDiagnostic(d).replace(/\n/g, '\n      ')}`);
  }
}
if (untyped.length > 0) {
  const shown = untyped.length <= 10 ? `: ${untyped.join(', ')}` : ` (first: ${untyped.slice(0, 5).join(', ')}, …)`;
  console.log(`\nskipped ${untyped.length} file(s) that are not documents (no type, or an ADR folder's README.md)${shown}`);
}
const total = table.reduce((sum, row) => sum + row.files, 0);
console.log(`\n${total} document(s): ${total - failures} parsed, ${failures} failed.`);
if (manifest.size > 0) console.log(`MANIFEST: ${currentFailures} current document(s) (kind document/template/example, not "older format") failed.`);
process.exit(failures === 0 ? 0 : 1);
