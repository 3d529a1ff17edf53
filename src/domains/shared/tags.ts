/**
 * Tags (formats.md §5.4): req, gol, dec and rsk.
 *
 * @packageDocumentation
 */
import { itemsWithNotes } from '../../format/index.js';
import type { List } from '../../format/index.js';
import { valueSection } from '../../format/index.js';
import type { Field } from '../../format/index.js';

/**
 * `## Tags`: one or more list items, each with optional indented notes
 * paragraphs; item texts are free (soft-wrap allowed). The model is the list.
 *
 * @returns the mandatory field (every domain wraps it in `optional(...)`)
 * @example
 * ```ts
 * optional(tags());
 * ```
 */
export function tags(): Field<'tags', List, false, 'Tags'> {
  return valueSection('tags', { level: 2 }, itemsWithNotes('items'));
}
