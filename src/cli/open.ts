/**
 * Opening the repository a command works on. Every command but `validate`
 * opens it here, so there is one place that decides storage, layout, parse
 * mode, the persisted cache and the worker pool.
 *
 * @packageDocumentation
 */

import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openTree } from '../check/index.js';
import type { DocumentCache, Mode, Repository } from '../index.js';
import { directoryCache, workerThreads } from '../node.js';
import type { CliIO } from './command.js';

// A root that is a file (ENOTDIR) is not this function's to report: the repository's first operation reports it.
function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/**
 * Where a command keeps parse results between runs. Decision: a tree that
 * has a `node_modules` folder keeps them in `node_modules/.cache/specmgr`
 * (where tools keep caches and version control ignores them); a tree
 * without one gets no persisted cache, so a command never creates folders
 * in a specification tree on its own. `SPECMGR_CACHE_DIR` names another
 * folder (relative to the working directory), or `off` turns the cache off.
 *
 * @param root - the absolute root
 * @param io - the command's working directory and environment
 * @returns the cache store, or undefined for none
 * @example
 * ```ts
 * const cache = commandCache('/srv/project', io); // node_modules/.cache/specmgr below it, when node_modules exists
 * ```
 */
export function commandCache(root: string, io: CliIO): DocumentCache | undefined {
  const chosen = io.env['SPECMGR_CACHE_DIR']?.trim();
  if (chosen === 'off') return undefined;
  if (chosen !== undefined && chosen !== '') return directoryCache(resolve(io.cwd, chosen));
  return isFolder(join(root, 'node_modules')) ? directoryCache(join(root, 'node_modules', '.cache', 'specmgr')) : undefined;
}

// The pool's thread script is built next to the command (dist/); the command run from its sources (tests) parses in-process.
const canStartWorkers = (): boolean => existsSync(new URL('./parse-worker.js', import.meta.url));

/**
 * A repository over a folder on disk (through `openTree`): the folder
 * resolved against the command's working directory, the layout from
 * `SPECMGR_DOCS_DIR`, `SPECMGR_ADR_DIR` and `SPECMGR_FEAT_DIR` of the
 * command's environment, the cache of {@link commandCache}, and a pool of
 * worker threads for large cold scans (its threads start only for a scan of
 * at least 200 uncached documents and never keep the process alive).
 *
 * @param root - the `--root` value (default `.`), relative to `io.cwd` or absolute
 * @param io - the command's working directory and environment
 * @param mode - how documents are read (`strict` unless `--lenient`)
 * @param messages - the message profile of results and errors (`--messages`)
 * @returns the repository and the absolute root
 * @throws StorageError `root-missing` / `root-not-a-directory` for a root that is not a folder
 * @example
 * ```ts
 * const { repo } = openRoot(values.root ?? '.', io, values.lenient ? 'lenient' : 'strict', 'default');
 * ```
 */
export function openRoot(root: string, io: CliIO, mode: Mode, messages: 'default' | 'reference'): { repo: Repository; root: string } {
  const absolute = resolve(io.cwd, root);
  const cache = commandCache(absolute, io);
  const repo = openTree(absolute, { mode, messages, env: io.env, ...(canStartWorkers() ? { workers: workerThreads() } : {}), ...(cache === undefined ? {} : { cache }) });
  return { repo, root: absolute };
}
