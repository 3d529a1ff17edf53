/**
 * The row shapes of listings, reference listings, link checks and
 * translation states (operations.md §3.1.2, §6; languages.md §5).
 *
 * @packageDocumentation
 */

import type { DiagnosticBase } from '../diagnostics/index.js';

/**
 * One row of a listing (operations.md §3.1.2). Failed rows have `id: null`,
 * the `<failed to parse>` marker as title and status, and the error text.
 *
 * @example
 * ```ts
 * for (const row of page.results) if (row.error !== null) console.warn(row.ref, row.error);
 * ```
 */
export type DocSummary = {
  id: string | null;
  title: string;
  status: string;
  ref: string;
  path: string;
  error: string | null;
  /** Null only for a member that is a link leaving the root. */
  etag: string | null;
};

/**
 * A risk's 5×5 zone level (formats.md §6.8).
 *
 * @example
 * ```ts
 * const zone: RiskZone = 'very high';
 * ```
 */
export type RiskZone = 'low' | 'medium' | 'high' | 'very high';

/**
 * A rsk row: the summary plus the risk's assessment (null in failed rows).
 *
 * @example
 * ```ts
 * if (row.residualZone === 'very high') escalate(row);
 * ```
 */
export type RskSummary = DocSummary & {
  initialZone: RiskZone | null;
  residualZone: RiskZone | null;
  strategy: string | null;
  scope: string | null;
  residualProbability: number | null;
  residualImpact: number | null;
  residualProduct: number | null;
};

/**
 * A reference found in a document and what it resolves to (operations.md §6.2).
 *
 * @example
 * ```ts
 * const row: ReferenceRow = { type: 'feat', id: 'feat-7', ref: null, title: null, path: null, error: 'no feature found for bare number …' };
 * ```
 */
export type ReferenceRow = {
  type: string;
  id: string;
  ref: string | null;
  title: string | null;
  path: string | null;
  error: string | null;
};

/**
 * A document that refers to a given one (operations.md §6.4).
 *
 * @example
 * ```ts
 * const row: IncomingRow = { type: 'tsk', id: null, ref: 'tsk-x', title: '<failed to parse>', path: '/docs/tsk/tsk-x.md' };
 * ```
 */
export type IncomingRow = { type: string; id: string | null; ref: string; title: string; path: string };

/**
 * The codes of the link check (operations.md §6.5).
 *
 * @example
 * ```ts
 * const code: LinkCheckCode = 'dangling-reference';
 * ```
 */
export type LinkCheckCode = 'dangling-reference' | 'duplicate-id' | 'folder-id-mismatch' | 'parse-failure';

/**
 * A finding of `checkLinks`: a diagnostic plus the file it concerns.
 *
 * @example
 * ```ts
 * for (const d of (await repo.checkLinks()).diagnostics) console.log(d.path, d.message);
 * ```
 */
// TRANSITIONAL: the owner of the repository messages gives link findings their params, end and docs.
export type LinkDiagnostic = Omit<DiagnosticBase, 'end' | 'docs'> & { code: LinkCheckCode; path: string; end?: DiagnosticBase['end']; docs?: string };

/**
 * The outcome of `checkLinks`.
 *
 * @example
 * ```ts
 * const { diagnostics } = await repo.checkLinks();
 * ```
 */
export type LinkCheckResult = { kind: 'link-check'; diagnostics: LinkDiagnostic[] };

/**
 * The translation state of one language of a document (languages.md §5).
 * `error` is set (and `stale` is true) when the variant file exists but
 * could not be read, e.g. a symbolic link leaving the root.
 *
 * @example
 * ```ts
 * const entry: TranslationState = { language: 'de', exists: true, stale: false };
 * ```
 */
export type TranslationState = { language: string; exists: boolean; stale: boolean; error?: string };
