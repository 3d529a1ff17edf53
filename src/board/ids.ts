/**
 * Task ids: their shape, their short form in list rows and messages, and
 * lookup by a unique prefix (board.md §3 update, §4).
 *
 * @packageDocumentation
 */

import { UUID_PATTERN } from '../format/index.js';
import { messages } from './messages.js';
import type { Failure } from './results.js';

/**
 * Whether a text is a full task id (8-4-4-4-12 lowercase hex).
 *
 * @param value - the text
 * @returns true for a full id
 * @example
 * ```ts
 * isFullId('0f3c5a1e-2b4d-4c6e-8f90-123456789abc'); // true
 * isFullId('0f3c5a1e');                             // false
 * ```
 */
export function isFullId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The short form of an id: its first 8 hex characters.
 *
 * @param id - a full id (any text works: hyphens are skipped)
 * @returns the short id
 * @example
 * ```ts
 * shortId('0f3c5a1e-2b4d-4c6e-8f90-123456789abc'); // '0f3c5a1e'
 * ```
 */
export function shortId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8);
}

/**
 * A new task id: a random UUID v4.
 *
 * @returns the id, lowercase
 * @example
 * ```ts
 * isFullId(newTaskId()); // true
 * ```
 */
export function newTaskId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Find the one id a caller's text names: a full id or a unique prefix,
 * hyphens ignored, case-insensitive, surrounding spaces ignored.
 *
 * @param given - the caller's text, as passed
 * @param ids - the ids to choose from (the ids on the board)
 * @returns the full id; `not_found` for an empty or unknown prefix; `invalid` for an ambiguous one
 * @example
 * ```ts
 * resolveTaskId('0F3C-5a1e', ['0f3c5a1e-2b4d-4c6e-8f90-123456789abc']); // { ok: true, id: '0f3c5a1e-…' }
 * resolveTaskId('', ids); // { ok: false, failure: { status: 'not_found', message: 'no task id starts with ""' } }
 * ```
 */
export function resolveTaskId(given: unknown, ids: Iterable<string>): { ok: true; id: string } | { ok: false; failure: Failure } {
  const prefix = (typeof given === 'string' ? given : '').trim().replace(/-/g, '').toLowerCase();
  const matches: string[] = [];
  if (prefix !== '') {
    for (const id of ids) if (id.replace(/-/g, '').startsWith(prefix)) matches.push(id);
  }
  const [only] = matches;
  if (matches.length === 1 && only !== undefined) return { ok: true, id: only };
  if (matches.length === 0) return { ok: false, failure: { status: 'not_found', message: messages.unknownTaskId(given) } };
  return { ok: false, failure: { status: 'invalid', message: messages.ambiguousTaskId(given, matches.length) } };
}
