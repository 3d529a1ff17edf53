/**
 * Options of repository operations (operations.md §3, §4, §6).
 *
 * @packageDocumentation
 */

import type { DocumentType } from '../format/index.js';
import type { Clock } from '../format/index.js';
import type { DocumentLimits } from '../format/index.js';
import type { Mode } from '../format/index.js';
import type { LanguageRegistry } from '../i18n/index.js';
import type { MessageOption } from '../messages/index.js';
import type { Target } from './checks/targets.js';
import type { Layout } from './layout.js';
import type { DocumentCache } from './persist/document-cache.js';
import type { ParseWorkers } from './parallel/parse-workers.js';
import type { Storage } from './storage/storage.js';
import type { CoverageRule } from './trace/coverage.js';

/**
 * Options of `createRepository`.
 *
 * @example
 * ```ts
 * const options: RepositoryOptions = { storage: memoryStorage(), mode: 'lenient' };
 * ```
 */
export type RepositoryOptions = {
  storage: Storage;
  /** Default `{ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' }`; partial layouts are completed. */
  layout?: Partial<Layout>;
  /** Default: the system clock. */
  clock?: Clock;
  /** How every read parses: `strict` (default) or `lenient`. */
  mode?: Mode;
  /** Heading tables; default the packaged ones. */
  languages?: LanguageRegistry;
  /** Size and nesting limits of every document read or written (default `defaultLimits`). */
  limits?: Partial<DocumentLimits>;
  /**
   * Host document types (`defineDocumentType`), added to the 13 built-in
   * types of this repository only. A host type may not reuse a built-in
   * tag, another host type's tag or a reference tag in use.
   */
  types?: readonly DocumentType<unknown>[];
  /**
   * The words of every text the repository returns or throws: `'default'`
   * (the library's plain English), `'reference'` (the reference
   * implementation's texts, byte for byte) or a host's own profile.
   */
  messages?: MessageOption;
  /**
   * Where parse outcomes are kept between processes (issue 13): for Node,
   * `directoryCache('<root>/node_modules/.cache/specmgr')` from
   * `specmgr/node`; a host may bring its own store. One file per
   * collection, language and scope (library version, mode, limits, the
   * type's definition and heading table, the storage root). Nothing read
   * back is trusted: an outcome is reused when the file's bytes hash to the
   * stored etag, or, in a listing, when the file still shows the identity
   * (size, times, inode) recorded with it and changed at least two seconds
   * before it was recorded. A corrupt or foreign file is ignored and
   * rewritten; a store that fails never fails an operation.
   */
  cache?: DocumentCache;
  /**
   * Parse large cold scans (a list, `checkLinks`, the id index, `warm`) of
   * built-in types off the calling thread: `workerThreads()` from
   * `specmgr/node`, or a host's {@link ParseWorkers}. Results are identical
   * to the in-process parse; host types always parse in-process. The
   * caller owns the pool and closes it.
   */
  workers?: ParseWorkers;
  /**
   * The coverage rules of `checkCoverage()` (issue 14): default
   * `defaultCoverageRules`; `[]` checks nothing.
   */
  coverage?: readonly CoverageRule[];
};

/**
 * Options of `list`.
 *
 * @example
 * ```ts
 * const options: ListOptions = { maxResults: 10, offset: 20, glob: 'dead*' };
 * ```
 */
export type ListOptions = { maxResults?: number; offset?: number; glob?: string; language?: string };

/**
 * Options of `get`.
 *
 * @example
 * ```ts
 * const options: GetOptions = { raw: true, offset: 5, limit: 10, numbered: true };
 * const sourced: GetOptions = { source: true }; // the document with `text` and `source`
 * ```
 */
export type GetOptions = {
  raw?: boolean;
  offset?: number;
  limit?: number;
  numbered?: boolean;
  language?: string;
  allowBroken?: boolean;
  /**
   * Also return the whole file `text` and the parse's `source` ranges
   * (formats.md §8.4) with the parsed document, all from one read. Not
   * with `raw`.
   */
  source?: boolean;
};

/**
 * Options of `create`.
 *
 * @example
 * ```ts
 * const options: CreateOptions = { id: 'feat-12-search' };
 * ```
 */
export type CreateOptions = { id?: string; language?: string; canonical?: Target };

/**
 * Options of `update`.
 *
 * @example
 * ```ts
 * const options: UpdateOptions = { offset: 2, limit: 1, expect: 'old line', ifMatch: etag, dryRun: true };
 * ```
 */
export type UpdateOptions = {
  offset?: number;
  limit?: number;
  ifMatch?: string;
  dryRun?: boolean;
  expect?: string;
  allowBroken?: boolean;
  language?: string;
};

/**
 * Options of `edit`.
 *
 * @example
 * ```ts
 * const options: EditOptions = { replaceAll: true };
 * ```
 */
export type EditOptions = { replaceAll?: boolean; ifMatch?: string; allowBroken?: boolean; language?: string };

/**
 * Options of `setStatus`.
 *
 * @example
 * ```ts
 * const options: SetStatusOptions = { supersededBy: '4f2a0000-0000-4000-8000-00000000000a' };
 * ```
 */
export type SetStatusOptions = { supersededBy?: string; ifMatch?: string; allowBroken?: boolean; language?: string };

/**
 * Options of `setClassification`.
 *
 * @example
 * ```ts
 * const options: SetClassificationOptions = { ifMatch: etag };
 * ```
 */
export type SetClassificationOptions = { ifMatch?: string; allowBroken?: boolean };

/**
 * Options of `delete` and `renameFeat`.
 *
 * @example
 * ```ts
 * const options: IfMatchOptions = { ifMatch: etag };
 * ```
 */
export type IfMatchOptions = { ifMatch?: string };

/**
 * Options of `validate`.
 *
 * @example
 * ```ts
 * const options: RepoValidateOptions = { full: true };
 * ```
 */
export type RepoValidateOptions = { full?: boolean; mode?: Mode; language?: string; languages?: LanguageRegistry };

/**
 * Paging options of the reference listings.
 *
 * @example
 * ```ts
 * const options: PageOptions = { maxResults: 50 };
 * ```
 */
export type PageOptions = { maxResults?: number; offset?: number };
