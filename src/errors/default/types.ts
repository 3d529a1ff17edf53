/**
 * The default words of refused document types and host types.
 *
 * @packageDocumentation
 */

import { listOf, literal } from '../../text/index.js';
import type { TypeReasons } from '../reasons/types.js';
import type { RenderersOf } from './renderers.js';
import { shown } from './shown.js';

const hostTypeProblem = (p: TypeReasons['host-type']): string => {
  switch (p.problem) {
    case 'built-in-tag':
      return `${literal(p.tag)} is the tag of a built-in type; give the host type a tag of its own`;
    case 'duplicate-tag':
      return `the tag ${literal(p.tag)} is given twice; give each host type a tag of its own`;
    case 'layout-dir':
      return `layoutDir ${literal(p.layoutDir)} is the folder of a built-in type; leave it out (a host type lives in <docsDir>/${p.tag})`;
    case 'structured':
      return 'a host type cannot have editing: "structured" (only adr has, with its own operations); leave editing out';
    default:
      return `the reference tag ${literal(p.referenceTag)} is already used by ${literal(p.takenBy)}; choose another referenceTag`;
  }
};

/**
 * Default texts of {@link TypeReasons}.
 *
 * @example
 * ```ts
 * typeTexts['unknown-type']({ type: 'tks', expected: ['req', 'tsk'], unsupported: [] });
 * // 'unknown document type "tks"; expected one of req, tsk'
 * ```
 */
export const typeTexts: RenderersOf<TypeReasons> = Object.freeze({
  'unknown-type': (p) => {
    const unsupported = p.unsupported.length === 0 ? '' : ` (${listOf(p.unsupported.map(literal), 'and')} ${p.unsupported.length === 1 ? 'is' : 'are'} not supported here)`;
    return `unknown document type ${shown(p.type)}; expected one of ${p.expected.join(', ')}${unsupported}`;
  },
  'host-type': (p) => `${p.where}: ${hostTypeProblem(p)}`,
  'folder-id-required': (p) =>
    `create(${literal(p.type)}) needs an id: the default id ${literal(p.id)} is not a valid ${p.type} folder name; pass { id } with a folder name that is`,
  'folder-exists': (p) => `${p.noun} folder ${literal(p.id)} already exists at ${p.path}`,
});
