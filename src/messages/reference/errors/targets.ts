/**
 * The reference implementation's words of refused ids, refs, targets and
 * paths (operations.md §2.2, §2.6), byte for byte.
 *
 * @packageDocumentation
 */

import { pythonStringRepr, renderValue } from '../python-repr.js';
import { characterText, describeValue, pathProblem, type RenderersOf, type TargetReasons } from '../../../errors/index.js';

// Objects are described, not rendered: a cyclic one would never end.
const shown = (value: unknown): string =>
  (typeof value === 'object' && value !== null) || typeof value === 'function' ? describeValue(value) : renderValue(value);
const clipped = (text: string, max: number): string => pythonStringRepr(text.length > max ? `${text.slice(0, max)}…` : text);

const idProblem = (p: TargetReasons['invalid-id']): string => {
  switch (p.problem) {
    case 'empty':
      return `id ${shown(p.id)} is empty; a non-empty id is required`;
    case 'traversal':
      return `id ${shown(p.id)} contains a path separator or a '..' traversal sequence; a bare id is expected`;
    case 'not-uuid':
      return `id ${shown(p.id)} is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected`;
    case 'too-long':
      return `id ${renderValue(p.id.slice(0, 60))}… is ${p.id.length} characters long; a ${p.type} id is a folder name of at most ${p.max}`;
    default:
      return p.typeText?.(shown(p.id)) ?? `id ${shown(p.id)} is not a well-formed ${p.type} folder name (it must match ${p.pattern})`;
  }
};

const refProblem = (p: TargetReasons['invalid-ref']): string => {
  if (p.problem === 'not-member') return `ref ${pythonStringRepr(p.ref)} does not name one member of ${pythonStringRepr(p.folder)}; a bare ref is expected`;
  const ref = clipped(p.ref, 80);
  switch (p.problem) {
    case 'empty':
      return `ref ${ref} is empty; a non-empty ref is required`;
    case 'traversal':
      return `ref ${ref} contains a path separator or a '..' traversal sequence; a bare ref is expected`;
    case 'collection':
      return `ref ${ref} names the collection folder itself; a bare ref is expected`;
    case 'drive-letter':
      return `ref ${ref} starts with a drive letter; a bare ref is expected`;
    case 'characters':
      return `ref ${ref} ${characterText(p.characters)}; a bare ref is expected`;
    default:
      return `ref ${ref} is ${p.bytes} bytes long in UTF-8; a ref is at most ${p.max} bytes`;
  }
};

/**
 * Reference texts of the target reasons.
 *
 * @example
 * ```ts
 * targetReference['invalid-target']({ id: undefined, ref: undefined });
 * // 'exactly one of id and ref must be given, got id=None, ref=None'
 * ```
 */
export const targetReference: RenderersOf<TargetReasons> = Object.freeze({
  'invalid-id': idProblem,
  'invalid-target': (p) => `exactly one of id and ref must be given, got id=${shown(p.id)}, ref=${shown(p.ref)}`,
  'invalid-ref': refProblem,
  'invalid-path': (p) => `path ${clipped(p.path, 120)} ${pathProblem(p, "'")}`,
  'path-outside-root': (p) => `path ${pythonStringRepr(p.path)} resolves outside base directory ${pythonStringRepr(p.base)}`,
  'file-and-folder': (p) => `memoryStorage: ${pythonStringRepr(p.path)} is given both as a file and as a folder`,
});
