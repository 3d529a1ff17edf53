/**
 * The files `specmgr validate` is given: files as named, folders as every
 * Markdown file below them.
 *
 * @packageDocumentation
 */

import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ArgumentError } from '../argument-error.js';

// Folders that never hold specification documents and can be huge.
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

function markdownBelow(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : markdownBelow(path);
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : [];
  });
}

/**
 * The absolute paths of the files to validate, in the order given (a
 * folder's files sorted by path), each once.
 *
 * @param args - the file and folder arguments
 * @param cwd - what relative arguments are relative to
 * @returns the files, and which of them came from expanding a folder
 * @throws ArgumentError naming every argument that is neither a file nor a folder
 * @example
 * ```ts
 * const { files } = filesToValidate(['docs/req', 'notes/x.md'], io.cwd);
 * ```
 */
export function filesToValidate(args: readonly string[], cwd: string): { files: string[]; expanded: Set<string> } {
  const missing = args.filter((arg) => statSync(resolve(cwd, arg), { throwIfNoEntry: false }) === undefined);
  if (missing.length > 0) {
    throw new ArgumentError(`no such file or folder: ${missing.map((arg) => JSON.stringify(arg)).join(', ')}`);
  }
  const files: string[] = [];
  const expanded = new Set<string>();
  for (const arg of args) {
    const path = resolve(cwd, arg);
    const found = statSync(path).isDirectory() ? markdownBelow(path) : [path];
    for (const file of found) {
      if (files.includes(file)) continue;
      files.push(file);
      if (file !== path) expanded.add(file);
    }
  }
  return { files, expanded };
}
