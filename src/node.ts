/**
 * specmgr/node — what needs Node: {@link nodeStorage}, a storage over a
 * folder on disk (atomic writes, lock files, confinement to the root), and
 * {@link directoryCache}, a store for the persisted parse cache
 * (`createRepository({ cache })`).
 * {@link workerThreads}, a pool of threads that parses large cold scans.
 *
 * Everything else comes from the main entry, `specmgr`; both share one copy
 * of every class, so an error from `nodeStorage` is `instanceof
 * StorageError` imported from `specmgr`.
 *
 * @example
 * ```ts
 * import { createRepository } from 'specmgr';
 * import { directoryCache, nodeStorage } from 'specmgr/node';
 *
 * const repo = createRepository({ storage: nodeStorage('/srv/project') });
 * const cached = createRepository({
 *   storage: nodeStorage('/srv/project'),
 *   cache: directoryCache('/srv/project/node_modules/.cache/specmgr'),
 * });
 * import { nodeStorage, workerThreads } from 'specmgr/node';
 * const repo = createRepository({ storage: nodeStorage('/srv/project'), workers: workerThreads() });
 * ```
 *
 * @packageDocumentation
 */

export { nodeStorage } from './repository/storage/index.js';
export type { NodeStorageOptions } from './repository/storage/index.js';
export { directoryCache } from './repository/persist/directory-cache.js';
export { workerThreads } from './repository/parallel/pool.js';
export type { WorkerThreadsOptions } from './repository/parallel/pool.js';
