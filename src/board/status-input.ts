/**
 * Reading a status given by a caller (board.md §1): trimmed, compared
 * case-insensitively, with the hyphenated and joined spellings of
 * in_progress accepted.
 *
 * @packageDocumentation
 */

import type { TaskStatus } from './model.js';

const SPELLINGS: ReadonlyMap<string, TaskStatus> = new Map<string, TaskStatus>([
  ['todo', 'todo'],
  ['in_progress', 'in_progress'],
  ['in-progress', 'in_progress'],
  ['inprogress', 'in_progress'],
  ['blocked', 'blocked'],
  ['done', 'done'],
]);

/**
 * The canonical status a caller's text names.
 *
 * @param given - the status as passed
 * @returns the canonical status, or null when the text names none
 * @example
 * ```ts
 * parseStatus(' In-Progress '); // 'in_progress'
 * parseStatus('finished');      // null
 * ```
 */
export function parseStatus(given: unknown): TaskStatus | null {
  if (typeof given !== 'string') return null;
  return SPELLINGS.get(given.trim().toLowerCase()) ?? null;
}
