/**
 * The reference implementation's words of refused document types and host
 * types (operations.md §2.2), byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import type { RenderersOf, TypeReasons } from '../../../errors/index.js';

const hostTypeProblem = (p: TypeReasons['host-type']): string => {
  switch (p.problem) {
    case 'built-in-tag':
      return `${renderValue(p.tag)} is the tag of a built-in type; give the host type a tag of its own`;
    case 'duplicate-tag':
      return `the tag ${renderValue(p.tag)} is given twice`;
    case 'layout-dir':
      return `layoutDir ${renderValue(p.layoutDir)} is the folder of a built-in type; leave it out (a host type lives in <docsDir>/${p.tag})`;
    case 'structured':
      return "a host type cannot be 'structured' (only adr is, with its own operations); leave editing out";
    default:
      return `the reference tag ${renderValue(p.referenceTag)} is already used by ${renderValue(p.takenBy)}`;
  }
};

/**
 * Reference texts of the type reasons.
 *
 * @example
 * ```ts
 * typeReference['unknown-type']({ type: 'adr', expected: ['tsk'], unsupported: ['adr'] });
 * // "unknown document type 'adr'; expected one of tsk ('adr' is not supported)"
 * ```
 */
export const typeReference: RenderersOf<TypeReasons> = Object.freeze({
  'unknown-type': (p) => {
    const suffix = p.unsupported.length === 0 ? '' : ` (${p.unsupported.map((tag) => renderValue(tag)).join(', ')} is not supported)`;
    return `unknown document type ${renderValue(p.type)}; expected one of ${p.expected.join(', ')}${suffix}`;
  },
  'host-type': (p) => `${p.where}: ${hostTypeProblem(p)}`,
  'folder-id-required': (p) =>
    `create(${renderValue(p.type)}) needs an id: the default id ${renderValue(p.id)} does not match ${p.pattern}; pass { id } with a folder name that does`,
  'folder-exists': (p) => `${p.noun} folder ${renderValue(p.id)} already exists at ${p.path}`,
});
