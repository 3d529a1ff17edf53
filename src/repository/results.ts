/**
 * The result shapes of repository operations (operations.md §2.5, §3, §4).
 * Every returned result carries a `kind` discriminator.
 *
 * @packageDocumentation
 */

import type { Diagnostic } from '../diagnostics/index.js';
import type { SourceInfo } from '../format/index.js';

export type { ValidateResult } from '../api/index.js';
export type { PagedResult } from './text/paging.js';
export type {
  DocSummary,
  IncomingRow,
  LinkCheckCode,
  LinkCheckResult,
  LinkDiagnostic,
  LinkParamsByCode,
  ReferenceRow,
  RiskZone,
  RskSummary,
  TranslationState,
} from './row-types.js';

/**
 * A document that does not parse (operations.md §2.5). `error` is the
 * unlabelled rendering, byte-identical to the failed list row's `error`.
 *
 * @example
 * ```ts
 * if (result.kind === 'parse-failure') console.error(result.error);
 * ```
 */
export type ParseFailureResult = {
  kind: 'parse-failure';
  error: string;
  diagnostics: Diagnostic[];
  path: string;
  /** The requested id echoed; null for a ref lookup. */
  id: string | null;
  ref: string;
  etag: string;
};

/**
 * A parsed document (`get` without `raw`, `parseFile`).
 *
 * @example
 * ```ts
 * const r = await repo.get('tsk', id);
 * if (r.kind === 'document') console.log(r.body.title);
 * const s = await repo.get('tsk', id, { source: true });
 * if (s.kind === 'document' && s.source !== undefined) s.text?.slice(s.source.body.start, s.source.body.end); // the body
 * ```
 */
export type DocumentResult = {
  kind: 'document';
  type: string;
  id: string | null;
  ref: string;
  path: string;
  etag: string;
  frontmatter: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Warnings only (a document with errors is a parse failure). */
  diagnostics: Diagnostic[];
  /**
   * With `get(…, { source: true })`: the whole file as read (decoded, a
   * leading U+FEFF included), from the same bytes as `etag` and the models.
   */
  text?: string;
  /**
   * With `get(…, { source: true })`: where the parts and every value read
   * are in `text` (formats.md §8.4); offsets index into `text`.
   */
  source?: SourceInfo;
};

/**
 * A raw read: the body verbatim, or a window of it.
 *
 * @example
 * ```ts
 * const r = await repo.get('tsk', id, { raw: true, numbered: true });
 * ```
 */
export type RawResult = {
  kind: 'raw';
  type: string;
  /** The document's id; for a broken document the requested id (null for a ref). */
  id: string | null;
  ref: string;
  path: string;
  etag: string;
  text: string;
  /** Present when a broken document was read with `allowBroken`. */
  parseFailure?: ParseFailureResult;
};

/**
 * A status outside the type's vocabulary (operations.md §4.5).
 *
 * @example
 * ```ts
 * const r: InvalidStatusResult = { kind: 'invalid-status', valid: false, type: 'tsk', status: 'x', allowedValues: ['active', 'cancelled', 'done', 'draft'], message: "Invalid status 'x' for type 'tsk'. Allowed values: active, cancelled, done, draft" };
 * ```
 */
export type InvalidStatusResult = {
  kind: 'invalid-status';
  valid: false;
  type: string;
  status: string;
  allowedValues: string[];
  message: string;
};

/**
 * An optimistic-concurrency or `expect` mismatch; nothing was written.
 *
 * @example
 * ```ts
 * if (r.kind === 'conflict') await retry(r.etag);
 * ```
 */
export type ConflictResult = {
  kind: 'conflict';
  reason: 'etag' | 'expect';
  /** The current etag. */
  etag: string;
  /** For `expect`: the addressed lines as an unnumbered raw window. */
  current?: string;
  message: string;
};

/**
 * A successful mutation of an existing document (operations.md §4.1 M12).
 *
 * @example
 * ```ts
 * const r = await repo.setStatus('tsk', id, 'done');
 * if (r.kind === 'updated' && r.written) console.log(r.etag);
 * ```
 */
export type MutationResult = {
  kind: 'updated';
  type: string;
  id: string | null;
  ref: string;
  path: string;
  /** The new etag; the current one when nothing was written. */
  etag: string;
  frontmatter: Record<string, unknown>;
  written: boolean;
  /** The range update's snippet; null otherwise. */
  snippet: string | null;
  /** adr mutations: the full parsed ADR body. */
  adr?: Record<string, unknown>;
};

/**
 * A created document.
 *
 * @example
 * ```ts
 * const r = await repo.create('tsk', body);
 * console.log(r.id, r.path);
 * ```
 */
export type CreateResult = {
  kind: 'created';
  type: string;
  id: string;
  ref: string;
  path: string;
  etag: string;
  frontmatter: Record<string, unknown>;
};

/**
 * A deleted document; `path` is the file, or the folder for feat.
 *
 * @example
 * ```ts
 * const r = await repo.delete('tsk', { ref });
 * ```
 */
export type DeleteResult = { kind: 'deleted'; type: string; ref: string; path: string };

/**
 * The outcome of `formatFile`.
 *
 * @example
 * ```ts
 * const r: FormatResult = { kind: 'formatted', changed: false, etag: 'e3b0…' };
 * ```
 */
export type FormatResult = { kind: 'formatted'; changed: boolean; etag: string };
