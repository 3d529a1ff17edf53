/**
 * Local copies of the shared `## Source` (formats.md §5.2) and `## Tags`
 * (§5.4) sections, for rsk; to be folded into the shared shapes later.
 *
 * @packageDocumentation
 */
import { itemsWithNotes, paragraph } from '../../format/outline/fields.js';
import { valueSection } from '../../format/outline/sections.js';

/**
 * `## Source`: exactly one paragraph naming the origin or authority of the
 * document; its text is not checked. The model is the paragraph's text.
 *
 * @returns the field
 * @example
 * ```ts
 * missingIsLegacy(riskSource(), { older: 'missing Source section', current: '## Source' });
 * ```
 */
export function riskSource() {
  return valueSection('source', { level: 2 }, paragraph('value'));
}

/**
 * `## Tags`: one or more list items, each with optional indented notes paragraphs.
 *
 * @returns the field
 * @example
 * ```ts
 * optional(riskTags());
 * ```
 */
export function riskTags() {
  return valueSection('tags', { level: 2 }, itemsWithNotes('value'));
}
