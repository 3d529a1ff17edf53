#!/usr/bin/env node
// The demo: read every specification document under examples/specs with the
// built library, report what each one is and what is wrong with it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTypes, formatDiagnostic, parse } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const specs = join(here, 'specs');

function markdownFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : [];
    });
}

// A file's type: its frontmatter `type`, else the nearest folder named like a type.
function typeOf(path, text) {
  const declared = /^type:\s*['"]?([a-z]+)['"]?\s*$/m.exec(text)?.[1];
  if (declared && declared in documentTypes) return declared;
  return relative(specs, path).split('/').reverse().find((part) => part in documentTypes);
}

function summary(type, document) {
  const { frontmatter, body } = document;
  const parts = [`"${body.title}"`, `status ${frontmatter.status}`];
  if (type === 'tsk') {
    const done = body.tasks.items.filter((item) => item.checked).length;
    const latest = body.recentUpdates.entries[0];
    parts.push(`${done}/${body.tasks.items.length} tasks done`, `latest update ${latest.timestamp} "${latest.title}"`);
  }
  return parts.join(', ');
}

let failed = 0;
const files = markdownFiles(specs);
console.log(`specmgr demo: ${files.length} document(s) under ${relative(process.cwd(), specs) || '.'}\n`);
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const type = typeOf(path, text);
  const name = relative(specs, path);
  if (!type) {
    console.log(`?     ${name}: no document type (frontmatter 'type' or folder)`);
    continue;
  }
  const result = parse(type, text);
  if (result.ok) {
    console.log(`ok    ${type.padEnd(5)} ${name}\n      ${summary(type, result.document)}`);
  } else {
    failed += 1;
    console.log(`FAIL  ${type.padEnd(5)} ${name}`);
    for (const diagnostic of result.diagnostics) console.log(`      ${formatDiagnostic(diagnostic).replace(/\n/g, '\n      ')}`);
  }
}
console.log(`\n${files.length - failed} valid, ${failed} with errors (the broken sample is there on purpose).`);
