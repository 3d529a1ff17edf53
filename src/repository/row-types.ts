/**
 * The row shapes of listings, reference listings, link checks and
 * translation states (operations.md §3.1.2, §6; languages.md §5).
 *
 * @packageDocumentation
 */

import type { Diagnostic, DiagnosticBase } from '../diagnostics/index.js';
import type { RepoText } from './worded.js';

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
export type LinkCheckCode = 'dangling-reference' | 'duplicate-id' | 'folder-id-mismatch' | 'parse-failure' | 'no-collections';

/**
 * The facts of each link-check code, so that a host never parses the
 * message.
 *
 * @example
 * ```ts
 * const p: LinkParamsByCode['dangling-reference'] = { type: 'req', id: '4f2a…', problem: { reason: 'not-found-id', params: { type: 'req', noun: 'requirement', id: '4f2a…' } } };
 * ```
 */
export interface LinkParamsByCode {
  /** A reference whose target does not resolve: the target type and id, and why (absent when the target could not be read at all). */
  'dangling-reference': { readonly type: string; readonly id: string; readonly problem?: RepoText };
  /** A second document of a type with an id already seen: the first one's path. */
  'duplicate-id': { readonly type: string; readonly id: string; readonly firstPath: string };
  /** A member folder (feat) whose file carries another id than the folder's name. */
  'folder-id-mismatch': { readonly type: string; readonly id: string; readonly frontmatterId: unknown };
  /** A member that does not parse (its diagnostics), or that could not be read or checked (none). */
  'parse-failure': { readonly type: string; readonly diagnostics: readonly Diagnostic[] };
  /** No collection folder of the layout exists under the storage root: every folder looked for. */
  'no-collections': { readonly root: string; readonly dirs: readonly string[] };
}

/**
 * A finding of `checkLinks`: a diagnostic plus the file it concerns, with
 * `params` typed by its code, an `end`, and `docs`
 * (`docs/diagnostics.md#<code>`). Its message is worded in the repository's
 * profile. `no-collections` concerns no file: its `path` is the storage
 * root and its position line 1, column 1.
 *
 * @example
 * ```ts
 * for (const d of (await repo.checkLinks()).diagnostics) console.log(d.path, d.message);
 * ```
 */
export type LinkDiagnostic<C extends LinkCheckCode = LinkCheckCode> = C extends LinkCheckCode
  ? DiagnosticBase & { code: C; params: LinkParamsByCode[C]; path: string }
  : never;

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
