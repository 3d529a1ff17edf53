/**
 * The reference implementation's words of refused frontmatter edits and of
 * lookups inside a document that found nothing, byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import type { EditReasons, RenderersOf } from '../../../errors/index.js';

const LEAD = 'frontmatter YAML cannot be edited in place';

/**
 * Reference texts of the edit reasons.
 *
 * @example
 * ```ts
 * editReference['frontmatter-edit-alias']({ key: 'b' });
 * // "frontmatter YAML cannot be edited in place: the edit would also change key 'b'; write its value out instead of an alias and retry"
 * ```
 */
export const editReference: RenderersOf<EditReasons> = Object.freeze({
  'frontmatter-value-too-deep': (p) =>
    `frontmatter key ${renderValue(p.key)} holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)`,
  'frontmatter-edit-alias': (p) => `${LEAD}: the edit would also change key ${renderValue(p.key)}; write its value out instead of an alias and retry`,
  'frontmatter-edit-read-back': (p) => `${LEAD}: key ${renderValue(p.key)} does not read back as ${renderValue(p.value)}`,
  'section-missing': (p) => `${p.noun} ${renderValue(p.document)} has no section ${renderValue(p.parentPointer)} to hold ${renderValue(p.pointer)}; write that section first`,
  'element-missing': (p) => `${p.noun} ${renderValue(p.document)} has no element ${renderValue(p.pointer)}; ${renderValue(p.elementsPointer)} has ${p.count} element(s)`,
  'adr-option-missing': (p) => `no option ${renderValue(p.title)} found in ADR ${renderValue(p.id)}`,
});
