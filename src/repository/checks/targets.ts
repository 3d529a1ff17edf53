/**
 * Id, ref and target checks (operations.md §1.3, §2.2), all run before any
 * storage access.
 *
 * @packageDocumentation
 */

import { usageError } from '../../errors/index.js';
import { checkRefName } from './paths.js';
import { UUID_PATTERN as UUID_ID } from '../../format/index.js';
import { typeRecord, type TypeRef } from './types.js';

/**
 * The shape of UUID ids (every file-stored type); the format layer's one
 * pattern.
 *
 * @example
 * ```ts
 * UUID_PATTERN.test('4f2a0000-0000-4000-8000-00000000000a'); // true
 * ```
 */
export const UUID_PATTERN = UUID_ID;

/**
 * How a caller names a document: `{ id }`, `{ ref }`, or a plain string id.
 *
 * @example
 * ```ts
 * const byRef: Target = { ref: 'tsk-4f2a0000-0000-4000-8000-00000000000a-export' };
 * ```
 */
export type Target = string | { id: string; ref?: undefined } | { ref: string; id?: undefined };

/**
 * A checked target.
 *
 * @example
 * ```ts
 * const t: CheckedTarget = { kind: 'id', id: 'feat-1-x' };
 * ```
 */
export type CheckedTarget = { kind: 'id'; id: string } | { kind: 'ref'; ref: string };

const BLANK = /^\s*$/;
// The id of a folder-stored type is a folder name, and a file name is at most 255 bytes (feat ids are ASCII).
const MAX_FOLDER_ID_LENGTH = 255;
const hasTraversal = (value: string): boolean => value.includes('/') || value.includes('\\') || value.includes('..');

/**
 * Check an id for a type: empty, then traversal, then shape (the record's
 * `idPattern`: a lowercase UUID, or the folder name of a folder-stored type
 * such as feat, at most 255 characters).
 *
 * @param type - the document type, or a built-in tag (a code no type has is checked as a UUID)
 * @param id - the caller's id
 * @returns the id
 * @throws UsageError `invalid-id`
 * @example
 * ```ts
 * checkId('feat', 'feat-31-feature'); // 'feat-31-feature'
 * checkId('tsk', '../x'); // throws: id "../x" contains a path separator or a ".." traversal sequence; a bare id is expected
 * ```
 */
export function checkId(type: TypeRef, id: unknown): string {
  const record = typeRecord(type);
  const folder = record?.storage.kind === 'folder';
  if (typeof id === 'string') {
    if (BLANK.test(id)) throw usageError('invalid-id', 'invalid-id', { problem: 'empty', id });
    if (hasTraversal(id)) throw usageError('invalid-id', 'invalid-id', { problem: 'traversal', id });
    if (record !== undefined && folder ? record.idPattern.test(id) && id.length <= MAX_FOLDER_ID_LENGTH : UUID_PATTERN.test(id)) return id;
  }
  if (record !== undefined && folder) {
    if (typeof id === 'string' && id.length > MAX_FOLDER_ID_LENGTH) {
      throw usageError('invalid-id', 'invalid-id', { problem: 'too-long', id, type: record.tag, max: MAX_FOLDER_ID_LENGTH });
    }
    const typeText = record.idMessages?.invalid;
    throw usageError('invalid-id', 'invalid-id', { problem: 'folder-name', id, type: record.tag, pattern: String(record.idPattern), ...(typeText === undefined ? {} : { typeText }) });
  }
  throw usageError('invalid-id', 'invalid-id', { problem: 'not-uuid', id });
}

/**
 * Check a ref: a bare name inside its collection (see
 * {@link checkRefName} for the rules: non-empty, no `/`, `\\` or `..`, not
 * `.`, no control character or drive letter, NFC, at most 252 bytes).
 *
 * @param ref - the caller's ref
 * @returns the ref
 * @throws UsageError `invalid-ref`
 * @example
 * ```ts
 * checkRef('tsk-4f2a-export'); // 'tsk-4f2a-export'
 * checkRef('a/b'); // throws: ref "a/b" contains a path separator or a ".." traversal sequence; a bare ref is expected
 * ```
 */
export function checkRef(ref: unknown): string {
  return checkRefName(ref);
}

/**
 * Check a target: exactly one of `id` and `ref`, then that value.
 *
 * @param type - the document type (or a built-in tag)
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @returns the checked target
 * @throws UsageError `invalid-target`, `invalid-id` or `invalid-ref`
 * @example
 * ```ts
 * checkTarget('tsk', { ref: 'x' }); // { kind: 'ref', ref: 'x' }
 * checkTarget('tsk', { id: 'a', ref: 'b' }); // throws: exactly one of id and ref must be given, got both (id "a", ref "b"); …
 * ```
 */
export function checkTarget(type: TypeRef, target: unknown): CheckedTarget {
  if (typeof target !== 'object' || target === null) return { kind: 'id', id: checkId(type, target) };
  const { id, ref } = target as { id?: unknown; ref?: unknown };
  // null counts as absent, as None does in the reference's keyword arguments.
  const hasId = id !== undefined && id !== null;
  if (hasId === (ref !== undefined && ref !== null)) {
    throw usageError('invalid-target', 'invalid-target', { id, ref });
  }
  return hasId ? { kind: 'id', id: checkId(type, id) } : { kind: 'ref', ref: checkRef(ref) };
}
