/**
 * `openTree(root, options)`: the one place a specification tree on disk is
 * opened as a repository, for `specmgr` and `checkTree`.
 *
 * @packageDocumentation
 */

import type { MessageOption } from '../messages/index.js';
import type { DocumentType, Mode } from '../format/index.js';
import { nodeStorage } from '../node.js';
import { createRepository, layoutFromEnv, type DocumentCache, type Layout, type ParseWorkers, type Repository } from '../repository/index.js';

/**
 * How a folder is opened as a repository (by `checkTree` and the `specmgr` command).
 *
 * @example
 * ```ts
 * const options: OpenTreeOptions = { mode: 'lenient', env: process.env };
 * ```
 */
export type OpenTreeOptions = {
  /** How every document parses: `strict` (default) or `lenient`. */
  mode?: Mode;
  /**
   * Environment variables to take the layout from (`SPECMGR_DOCS_DIR`,
   * `SPECMGR_ADR_DIR`, `SPECMGR_FEAT_DIR`, as the reference implementation
   * reads them); never `process.env` implicitly. Ignored when `layout` is given.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** The layout, partial layouts completed (default: from `env`, else the default layout). */
  layout?: Partial<Layout>;
  /** Host document types (`defineDocumentType`), as `createRepository({ types })`. */
  hostTypes?: readonly DocumentType<unknown>[];
  /** The words of every text: `'default'`, `'reference'` or a profile. */
  messages?: MessageOption;
  /** Parse results kept between processes, as `createRepository({ cache })` (e.g. `directoryCache(…)`). */
  cache?: DocumentCache;
  /** Threads for large cold scans, as `createRepository({ workers })` (e.g. `workerThreads()`); the caller closes them. */
  workers?: ParseWorkers;
};

/**
 * Open the tree below a folder as a repository over `nodeStorage(root)`.
 * Nothing is read until the first operation.
 *
 * @param root - the tree's root folder (absolute, or relative to the process's working directory)
 * @param options - mode, layout (or the environment to read it from), host types, messages, cache, workers
 * @returns the repository
 * @throws UsageError `invalid-arguments` for a bad layout (e.g. `SPECMGR_DOCS_DIR=../x`)
 * @example
 * ```ts
 * const repo = openTree('examples/specs', { mode: 'lenient', env: process.env });
 * const report = await checkRepository(repo);
 * ```
 */
export function openTree(root: string, options: OpenTreeOptions = {}): Repository {
  const layout = options.layout ?? (options.env === undefined ? undefined : layoutFromEnv({ ...options.env }));
  return createRepository({
    storage: nodeStorage(root),
    ...(layout === undefined ? {} : { layout }),
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    ...(options.hostTypes === undefined ? {} : { types: options.hostTypes }),
    ...(options.messages === undefined ? {} : { messages: options.messages }),
    ...(options.cache === undefined ? {} : { cache: options.cache }),
    ...(options.workers === undefined ? {} : { workers: options.workers }),
  });
}
