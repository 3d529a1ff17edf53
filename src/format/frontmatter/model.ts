/**
 * The frontmatter model types after validation (formats.md §3.2, §3.9).
 *
 * @packageDocumentation
 */

/**
 * The frontmatter of a whole-body document after validation: the shared keys
 * with their defaults and normalisations, and any unknown keys as read.
 *
 * @example
 * ```ts
 * const fm: BaseFrontmatter = {
 *   classification: null, created: null, id: null, status: 'draft',
 *   type: 'req', updated: null, version: '1.0.0',
 * };
 * ```
 */
export interface BaseFrontmatter {
  /** Free text, or null. */
  classification: string | null;
  /** Creation timestamp as written, or null. */
  created: string | null;
  /** The document id, or null. */
  id: string | null;
  /** A value of the type's status vocabulary. */
  status: string;
  /** The type code. */
  type: string;
  /** Last-update timestamp as written, or null. */
  updated: string | null;
  /** `1.x.x`. */
  version: string;
  /** Unknown keys, kept as read. */
  [key: string]: unknown;
}

/**
 * The frontmatter of an ADR after validation (formats.md §3.9).
 *
 * @example
 * ```ts
 * const fm: AdrFrontmatter = {
 *   status: 'draft', date: null, 'decision-makers': null, consulted: null,
 *   informed: null, id: null, version: '1.0.0',
 * };
 * ```
 */
export interface AdrFrontmatter {
  /** A value of the adr vocabulary, or `superseded by <id>`. */
  status: string;
  /** Free-form date (MADR uses YYYY-MM-DD), or null. */
  date: string | null;
  /** Free-form, or null (`decision_makers` is read as this key). */
  'decision-makers': string | null;
  /** Free-form, or null. */
  consulted: string | null;
  /** Free-form, or null. */
  informed: string | null;
  /** The ADR id, or null. */
  id: string | null;
  /** `1.x.x`. */
  version: string;
  /** Unknown keys, kept as read. */
  [key: string]: unknown;
}
