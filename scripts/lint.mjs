#!/usr/bin/env node
// Project rules that no off-the-shelf linter knows: layer direction, layers
// entered only through their index.ts, named exports only, TSDoc on every export (an @example on every
// exported function, class and interface), no code-evaluating YAML loaders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');
// Lower index = lower layer; a file may import only from its own layer or below.
const layers = ['text', 'errors', 'diagnostics', 'format', 'domains', 'i18n', 'messages', 'api', 'repository', 'board', 'check', 'testing', 'mcp', 'cli'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const layerOf = (path) => {
  const top = relative(src, path).split('/')[0];
  return layers.indexOf(top);
};

const problems = [];
const warnings = [];
for (const file of files(src)) {
  const text = readFileSync(file, 'utf8');
  const rel = relative(root, file);
  const lines = text.split('\n');
  const own = layerOf(file);
  for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(dirname(file), match[1]);
    const targetLayer = layerOf(target);
    if (own >= 0 && targetLayer > own) {
      problems.push(`${rel}: imports ${relative(root, target)} from a higher layer (${layers[targetLayer]} above ${layers[own]})`);
    } else if (own >= 0 && targetLayer >= 0 && targetLayer !== own && target.replace(/\.js$/, '.ts') !== join(src, layers[targetLayer], 'index.ts')) {
      problems.push(`${rel}: imports ${relative(root, target)}, an internal file of the ${layers[targetLayer]} layer; import it from src/${layers[targetLayer]}/index.ts (the layer's front door) instead`);
    }
  }
  if (/\bexport default\b/.test(text)) problems.push(`${rel}: default export (named exports only)`);
  if (/gray-matter/.test(text)) problems.push(`${rel}: gray-matter evaluates code; use yaml`);
  const code = lines.filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)).join('\n');
  if (/\bconsole\.(log|error|warn)\(/.test(code)) problems.push(`${rel}: console output in library code`);
  lines.forEach((line, index) => {
    // Re-exports are documented where they are declared.
    if (!/^export (?:async )?(?:function|const|class|interface|type|abstract class) (?!\{)/.test(line)) return;
    let previous = index - 1;
    while (previous >= 0 && /^(?:\s*$|@|\s*\/\/)/.test(lines[previous] ?? '')) previous -= 1;
    const before = lines[previous] ?? '';
    const overload = /^export (?:async )?function (\w+)/.exec(line)?.[1];
    const isOverloadContinuation = overload && new RegExp(`^export (?:async )?function ${overload}\\b`).test(before);
    if (!/\*\/\s*$/.test(before) && !isOverloadContinuation) problems.push(`${rel}:${index + 1}: export without a TSDoc comment: ${line.slice(0, 80)}`);
    // Functions, classes and interfaces are what a user calls or implements: each shows how (the API docs render it).
    const shown = /^export (?:async )?(function|class|interface|abstract class) (\w+)/.exec(line);
    if (shown && !isOverloadContinuation && /\*\/\s*$/.test(before)) {
      let start = previous;
      while (start > 0 && !/\/\*\*/.test(lines[start] ?? '')) start -= 1;
      if (!lines.slice(start, previous + 1).some((text) => /^\s*\*?\s*@example\b/.test(text))) {
        problems.push(`${rel}:${index + 1}: exported ${shown[1]} ${shown[2]} has no @example in its TSDoc; add one that shows a call or an implementation`);
      }
    }
  });
  if (lines.length > 300) warnings.push(`${rel}: ${lines.length} lines (aim for well under 300)`);
}

for (const warning of warnings) console.log(`warning: ${warning}`);
for (const problem of problems) console.log(`error: ${problem}`);
console.log(`lint: ${files(src).length} files, ${problems.length} problem(s), ${warnings.length} warning(s)`);
process.exit(problems.length > 0 ? 1 : 0);
