/**
 * The default words of refused ids, refs, targets and paths.
 *
 * @packageDocumentation
 */

import { literal } from '../../text/index.js';
import type { TargetReasons } from '../reasons/targets.js';
import type { RenderersOf } from './renderers.js';
import { characterText, shown } from './shown.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PREFIXED = /^([A-Za-z]+-)(.*)$/;

// The fix of a malformed UUID, shown as the value rewritten where it can be:
// without its type prefix, or in lowercase.
const uuidFix = (id: unknown): string => {
  if (typeof id === 'string') {
    const prefixed = PREFIXED.exec(id);
    if (prefixed !== null && UUID.test((prefixed[2] ?? '').toLowerCase())) {
      return `drop the ${literal(prefixed[1])} prefix: pass ${literal((prefixed[2] ?? '').toLowerCase())}`;
    }
    if (UUID.test(id.toLowerCase())) return `pass it in lowercase: ${literal(id.toLowerCase())}`;
  }
  return "pass the id from the document's frontmatter";
};

const idProblem = (p: TargetReasons['invalid-id']): string => {
  switch (p.problem) {
    case 'empty':
      return `id ${shown(p.id)} is empty; a non-empty id is required`;
    case 'traversal':
      return `id ${shown(p.id)} contains a path separator or a ".." traversal sequence; a bare id is expected`;
    case 'not-uuid':
      return `id ${shown(p.id)} is not a canonical lowercase-hex UUID (8-4-4-4-12); ${uuidFix(p.id)}`;
    case 'too-long':
      return `id ${literal(p.id)} is ${p.id.length} characters long; a ${p.type} id is a folder name of at most ${p.max}`;
    default:
      return p.typeText?.(shown(p.id)) ?? `id ${shown(p.id)} is not a well-formed ${p.type} folder name; list the ${p.type} collection to find the exact id`;
  }
};

const refProblem = (p: TargetReasons['invalid-ref']): string => {
  const ref = literal(p.ref);
  switch (p.problem) {
    case 'empty':
      return `ref ${ref} is empty; a non-empty ref is required`;
    case 'traversal':
      return `ref ${ref} contains a path separator or a ".." traversal sequence; a bare ref is expected`;
    case 'collection':
      return `ref ${ref} names the collection folder itself; a bare ref is expected`;
    case 'drive-letter':
      return `ref ${ref} starts with a drive letter; a bare ref is expected`;
    case 'characters':
      return `ref ${ref} ${characterText(p.characters)}; a bare ref is expected`;
    case 'too-long':
      return `ref ${ref} is ${p.bytes} bytes long in UTF-8; a ref is at most ${p.max} bytes`;
    default:
      return `ref ${ref} does not name one member of ${literal(p.folder)}; a bare ref is expected`;
  }
};

/**
 * What is wrong with a path, in words; `quote` is how the slash is quoted
 * (the profiles differ only there).
 *
 * @param p - the params of `invalid-path`
 * @param quote - `"` (default words) or `'` (reference words)
 * @returns the words after the path
 * @example
 * ```ts
 * pathProblem({ path: 'a\\b', problem: 'backslash' }, '"'); // 'contains a backslash; separate folders with "/"'
 * ```
 */
export const pathProblem = (p: TargetReasons['invalid-path'], quote: '"' | "'"): string => {
  switch (p.problem) {
    case 'characters':
      return `${characterText(p.characters)}; a root-relative POSIX path is expected`;
    case 'backslash':
      return `contains a backslash; separate folders with ${quote}/${quote}`;
    case 'too-long':
      return `is longer than ${p.max} bytes in UTF-8`;
    case 'drive-letter':
      return 'starts with a drive letter; a root-relative POSIX path is expected';
    case 'segment-too-long':
      return `has a segment longer than ${p.max} bytes in UTF-8`;
    default:
      return 'names the root folder; the path of a file is expected';
  }
};

/**
 * Default texts of {@link TargetReasons}.
 *
 * @example
 * ```ts
 * targetTexts['invalid-target']({ id: undefined, ref: undefined });
 * // 'exactly one of id and ref must be given, got neither; pass { id } or { ref }'
 * ```
 */
export const targetTexts: RenderersOf<TargetReasons> = Object.freeze({
  'invalid-id': idProblem,
  'invalid-target': (p) => {
    const neither = (p.id === undefined || p.id === null) && (p.ref === undefined || p.ref === null);
    return neither
      ? 'exactly one of id and ref must be given, got neither; pass { id } or { ref }'
      : `exactly one of id and ref must be given, got both (id ${shown(p.id)}, ref ${shown(p.ref)}); pass only one of them`;
  },
  'invalid-ref': refProblem,
  'invalid-path': (p) => `path ${literal(p.path)} ${pathProblem(p, '"')}`,
  'path-outside-root': (p) => `path ${literal(p.path)} resolves outside the root folder ${literal(p.base)}`,
  'file-and-folder': (p) => `memoryStorage: ${literal(p.path)} is given both as a file and as a folder`,
});
