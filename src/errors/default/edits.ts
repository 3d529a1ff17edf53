/**
 * The default words of refused frontmatter edits and of lookups inside a
 * document that found nothing.
 *
 * @packageDocumentation
 */

import { literal } from '../../text/index.js';
import type { EditReasons } from '../reasons/edits.js';
import type { RenderersOf } from './renderers.js';

/**
 * Default texts of the edit reasons.
 *
 * @example
 * ```ts
 * editTexts['adr-option-missing']({ title: 'Use SQLite', id: '3f0c…' });
 * // 'the ADR "3f0c…" has no option "Use SQLite"; list its options with repo.adr.listOptions'
 * ```
 */
export const editTexts: RenderersOf<EditReasons> = Object.freeze({
  'frontmatter-value-too-deep': (p) =>
    `the frontmatter key ${literal(p.key)} holds a value nested too deeply to be written as YAML; nest it less deeply (reads allow 100 levels by default)`,
  'frontmatter-edit-alias': (p) =>
    `the frontmatter cannot be edited in place: the edit would also change the key ${literal(p.key)}, which refers to the edited value through a YAML alias; write that value out instead of the alias and retry`,
  'frontmatter-edit-read-back': (p) =>
    `the frontmatter cannot be edited in place: the key ${literal(p.key)} would not read back as ${literal(p.value)}; write the block out by hand`,
  'section-missing': (p) =>
    `the ${p.noun} ${literal(p.document)} has no section ${literal(p.parentPointer)} to hold ${literal(p.pointer)}; write that section first`,
  'element-missing': (p) =>
    `the ${p.noun} ${literal(p.document)} has no element ${literal(p.pointer)}: ${literal(p.elementsPointer)} has ${p.count} ${p.count === 1 ? 'element' : 'elements'}`,
  'adr-option-missing': (p) => `the ADR ${literal(p.id)} has no option ${literal(p.title)}; list its options with repo.adr.listOptions`,
});
