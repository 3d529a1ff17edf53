/**
 * `checkTree(root, options)`: the whole-tree check of `specmgr check`, for
 * a test to call.
 *
 * @packageDocumentation
 */

import { checkRepository, openTree, type CheckOptions, type CheckReport, type OpenTreeOptions } from '../check/index.js';
import { describeValue, UsageError } from '../errors/index.js';
import type { Repository } from '../repository/index.js';

/**
 * Options of {@link checkTree}: what to check (`types`, `hostTypes`,
 * `links`, `onProgress`) and, for a folder, how to open it (`mode`,
 * `layout` or `env`, `messages`).
 *
 * @example
 * ```ts
 * const options: CheckTreeOptions = { mode: 'lenient', types: ['req', 'vcr'] };
 * ```
 */
export type CheckTreeOptions = CheckOptions & OpenTreeOptions;

// How a repository was opened is fixed when it was created.
const OPENING_OPTIONS = ['mode', 'env', 'layout', 'messages', 'cache', 'workers'] as const;

function isRepository(value: unknown): value is Repository {
  const candidate = value as Partial<Repository> | null;
  return typeof value === 'object' && candidate !== null && typeof candidate.collection === 'function' && typeof candidate.checkLinks === 'function' && typeof candidate.storage === 'object';
}

/**
 * Check a whole specification tree as `specmgr check` does: every document
 * of every collection of the layout (the type from its folder) with its
 * parse diagnostics, and the links between them (dangling references,
 * duplicate ids, feature folders whose name and id differ). Paths in the
 * report are relative to the tree's root.
 *
 * `root` is a folder (opened with `nodeStorage`, strict unless
 * `mode: 'lenient'`, the default layout unless `layout` or `env` says
 * otherwise) or a repository you made, e.g. over `memoryStorage` (its
 * mode, layout and messages are its own; passing them here is refused).
 *
 * @param root - the tree's root folder, or a repository
 * @param options - types, host types, links, progress; for a folder also mode, layout, env, messages
 * @returns the report: files in path order with their findings, the tree's own findings, and totals
 * @throws UsageError for an unknown type, a bad layout, a root of another kind, or opening options given with a repository
 * @throws StorageError `root-missing` or `root-not-a-directory` for a folder that cannot be opened
 * @example
 * ```ts
 * import { expect, it } from 'vitest';
 * import { checkTree } from 'specmgr/testing';
 *
 * it('keeps the specifications clean', async () => {
 *   const report = await checkTree('docs/..', { mode: 'lenient' });
 *   expect(report.summary.errors).toBe(0);
 * });
 * ```
 */
export async function checkTree(root: string | Repository, options: CheckTreeOptions = {}): Promise<CheckReport> {
  const { mode, env, layout, messages, cache, workers, hostTypes, ...checkOptions } = options ?? {};
  const withHosts = hostTypes === undefined ? checkOptions : { ...checkOptions, hostTypes };
  if (typeof root === 'string') {
    const opening: OpenTreeOptions = {};
    if (mode !== undefined) opening.mode = mode;
    if (env !== undefined) opening.env = env;
    if (layout !== undefined) opening.layout = layout;
    if (messages !== undefined) opening.messages = messages;
    if (cache !== undefined) opening.cache = cache;
    if (workers !== undefined) opening.workers = workers;
    if (hostTypes !== undefined) opening.hostTypes = hostTypes;
    return checkRepository(openTree(root, opening), withHosts);
  }
  if (!isRepository(root)) {
    throw new UsageError('invalid-arguments', `checkTree: argument "root" must be the path of a folder or a repository (createRepository), got ${describeValue(root)}`);
  }
  const given = OPENING_OPTIONS.filter((key) => options?.[key] !== undefined);
  if (given.length > 0) {
    throw new UsageError(
      'invalid-arguments',
      `checkTree: ${given.length === 1 ? 'option' : 'options'} ${given.map((key) => `"${key}"`).join(', ')} ${given.length === 1 ? 'applies' : 'apply'} only when root is a folder; a repository keeps the ones it was created with (set them in createRepository)`,
    );
  }
  return checkRepository(root, withHosts);
}
