/**
 * The reference implementation's words of refused section edits and ADR
 * edits, byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import { SECTION_KIND_FIX, sectionKindText, type RenderersOf, type SectionReasons } from '../../../errors/index.js';

const pointerExpected = (p: SectionReasons['section-pointer']): string => {
  switch (p.expected) {
    case 'pointer':
      return `a JSON pointer such as '${p.example}'`;
    case 'index':
      return `an element index after ${renderValue(p.after)}`;
    case 'nothing-below':
      return `no path below ${renderValue(p.below)}, which holds no sections`;
    default:
      return `one of ${p.pointers.map((pointer) => renderValue(pointer)).join(', ')}`;
  }
};

/**
 * Reference texts of the section reasons.
 *
 * @example
 * ```ts
 * sectionReference['adr-mandatory-section']({ key: 'decision' });
 * // "section 'decision' is mandatory in an ADR and cannot be removed"
 * ```
 */
export const sectionReference: RenderersOf<SectionReasons> = Object.freeze({
  'section-pointer': (p) => `${renderValue(p.pointer)} names no section of a ${p.type} body; expected ${pointerExpected(p)}`,
  'section-kind': (p) => `${p.operation}: ${renderValue(p.pointer)} is ${sectionKindText(p.kind)}; ${SECTION_KIND_FIX[p.operation]}`,
  'section-value': (p) => `${p.operation}: the value for ${renderValue(p.pointer)} does not fit the ${p.type} model: ${p.issues}`,
  'mandatory-section': (p) => `removeSection: ${renderValue(p.pointer)} is a mandatory section of a ${p.type} and cannot be removed`,
  'adr-section': (p) => `unknown ADR section ${renderValue(p.key)}; expected one of ${p.expected.join(', ')}`,
  'adr-mandatory-section': (p) => `section ${renderValue(p.key)} is mandatory in an ADR and cannot be removed`,
  'adr-frontmatter': (p) => `frontmatter must be a mapping, got ${renderValue(p.frontmatter)}`,
  'adr-content': (p) => `create('adr') takes { frontmatter, body } with an Adr body model, got ${renderValue(p.received)}`,
});
