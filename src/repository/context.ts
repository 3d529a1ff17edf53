/**
 * What every repository operation works with: storage, layout, clock, mode,
 * language registry, document types, and the per-repository cache, index
 * and locks. There is no global state: each repository has its own.
 *
 * @packageDocumentation
 */

import type { MessageProfile } from '../diagnostics/index.js';
import type { Clock } from '../format/index.js';
import type { DocumentLimits } from '../format/index.js';
import type { Mode } from '../format/index.js';
import type { LanguageRegistry } from '../i18n/index.js';
import type { TypeSource } from './checks/types.js';
import type { Layout } from './layout.js';
import type { PersistedCollections } from './persist/persisted-cache.js';
import type { ParseWorkers } from './parallel/parse-workers.js';
import type { Storage } from './storage/storage.js';
import type { IdIndex } from './store/id-index.js';
import type { LockTable } from './store/locks.js';
import type { ReadCache } from './store/read-cache.js';

/**
 * The shared state of one repository.
 *
 * @example
 * ```ts
 * const context: RepoContext = { storage, layout, clock, mode: 'strict', limits: defaultLimits, languages, types: registryTypes, cache, index, locks, messages: defaultMessages };
 * ```
 */
export interface RepoContext {
  readonly storage: Storage;
  readonly layout: Layout;
  readonly clock: Clock;
  readonly mode: Mode;
  /** Size and nesting limits of every parse. */
  readonly limits: DocumentLimits;
  readonly languages: LanguageRegistry;
  readonly types: TypeSource;
  readonly cache: ReadCache;
  /** The persisted cache (the `cache` option), or absent. */
  readonly persisted?: PersistedCollections;
  readonly index: IdIndex;
  readonly locks: LockTable;
  /**
   * The profile every returned text is worded in (at the output boundary:
   * the cache keeps the default wording).
   */
  readonly messages: MessageProfile;
  /** Where large cold scans parse (`createRepository({ workers })`); absent: in-process. */
  readonly workers?: ParseWorkers | undefined;
}
