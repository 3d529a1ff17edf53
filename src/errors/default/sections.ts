/**
 * The default words of refused section edits and ADR edits.
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import type { SectionKind, SectionOperation, SectionReasons } from '../reasons/sections.js';
import type { RenderersOf } from './renderers.js';
import { shown } from './shown.js';

/**
 * What a kind of place is, in words.
 *
 * @param kind - the kind
 * @returns the words
 * @example
 * ```ts
 * sectionKindText('elements'); // 'a repeated section'
 * ```
 */
export function sectionKindText(kind: SectionKind): string {
  if (kind === 'element') return 'one element of a repeated section';
  if (kind === 'elements') return 'a repeated section';
  return 'a section';
}

/**
 * What to do instead, per section operation.
 *
 * @example
 * ```ts
 * SECTION_KIND_FIX.removeSection; // 'use removeElement'
 * ```
 */
export const SECTION_KIND_FIX: Readonly<Record<SectionOperation, string>> = Object.freeze({
  replaceSection: 'use appendElement or removeElement for its elements',
  removeSection: 'use removeElement',
  appendElement: 'name a repeated section, e.g. its container',
  removeElement: 'name one element, e.g. /options/0',
});

const pointerExpected = (p: SectionReasons['section-pointer']): string => {
  switch (p.expected) {
    case 'pointer':
      return `a JSON pointer such as ${literal(p.example)}`;
    case 'index':
      return `an element index after ${literal(p.after)}`;
    case 'nothing-below':
      return `no path below ${literal(p.below)}, which holds no sections`;
    default:
      return `one of ${listOf(p.pointers.map(literal))}`;
  }
};

const article = (word: string): string => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Default texts of {@link SectionReasons}.
 *
 * @example
 * ```ts
 * sectionTexts['adr-mandatory-section']({ key: 'decision' });
 * // 'section "decision" is mandatory in an ADR and cannot be removed'
 * ```
 */
export const sectionTexts: RenderersOf<SectionReasons> = Object.freeze({
  'section-pointer': (p) => `${literal(p.pointer)} names no section of a ${p.type} body; expected ${pointerExpected(p)}`,
  'section-kind': (p) => `${p.operation}: ${literal(p.pointer)} is ${sectionKindText(p.kind)}; ${SECTION_KIND_FIX[p.operation]}`,
  'section-value': (p) => `${p.operation}: the value for ${literal(p.pointer)} does not fit the ${p.type} model: ${p.issues}`,
  'mandatory-section': (p) => `removeSection: ${literal(p.pointer)} is a mandatory section of a ${p.type} and cannot be removed`,
  'adr-section': (p) => `unknown ADR section ${shown(p.key)}; expected one of ${p.expected.join(', ')}`,
  'adr-mandatory-section': (p) => `section ${literal(p.key)} is mandatory in an ADR and cannot be removed`,
  'adr-frontmatter': (p) => `frontmatter must be a plain object, got ${shown(p.frontmatter)}`,
  'adr-content': (p) => `create("adr") takes { frontmatter, body } with an Adr body model, got ${p.received === 'undefined' ? 'undefined' : article(p.received)}`,
});
