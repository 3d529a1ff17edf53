/**
 * The shape every model arbitrary generates: a whole document model as
 * `parse` returns it (formats.md §4.8).
 */
import type { BodyOf, DocumentTag } from '../../../src/domains/registry.js';

/**
 * A document model of one type: frontmatter and body.
 *
 * @example
 * ```ts
 * const m: DocumentModel<'tsk'> = { frontmatter: { type: 'tsk' }, body };
 * ```
 */
export interface DocumentModel<T extends DocumentTag> {
  /** The frontmatter mapping. */
  frontmatter: Record<string, unknown>;
  /** The body model. */
  body: BodyOf<T>;
}
