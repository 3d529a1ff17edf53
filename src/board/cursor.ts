/**
 * The `before` argument of `list` (board.md §3 list): a `nextBefore` cursor
 * `<updatedAt>|<full id>` or a bare RFC 3339 timestamp.
 *
 * @packageDocumentation
 */

import { isFullId } from './ids.js';
import { rfc3339Instant } from './time.js';

/**
 * A parsed `before`: a row position (strictly after it in the order) or an
 * instant (strictly older than it).
 *
 * @example
 * ```ts
 * const cursor: Cursor = { instant: Date.parse('2026-11-30T10:00:00.000Z'), id: '0f3c5a1e-2b4d-4c6e-8f90-123456789abc' };
 * ```
 */
export type Cursor = { instant: number; id: string | null };

/** The three reasons of board.md §4 "bad cursor". */
const REASONS = Object.freeze({
  shape: "expected '<timestamp>|<task id>' or an RFC 3339 timestamp",
  timestamp: "the part before '|' is not an RFC 3339 timestamp",
  id: "the part after '|' is not a full task id",
});

/**
 * Read a `before` value.
 *
 * @param before - the value as passed (a string)
 * @returns the cursor, or the reason it is invalid (the `<reason>` of board.md §4)
 * @example
 * ```ts
 * parseCursor('2026-11-30T10:00:00.000Z|0f3c5a1e-2b4d-4c6e-8f90-123456789abc'); // { ok: true, cursor: { instant: …, id: '0f3c5a1e-…' } }
 * parseCursor('2026-11-30T10:00:00Z');  // { ok: true, cursor: { instant: …, id: null } }
 * parseCursor('yesterday');             // { ok: false, reason: "expected '<timestamp>|<task id>' or an RFC 3339 timestamp" }
 * ```
 */
export function parseCursor(before: string): { ok: true; cursor: Cursor } | { ok: false; reason: string } {
  const bar = before.indexOf('|');
  if (bar < 0) {
    const instant = rfc3339Instant(before);
    return instant === null ? { ok: false, reason: REASONS.shape } : { ok: true, cursor: { instant, id: null } };
  }
  const instant = rfc3339Instant(before.slice(0, bar));
  if (instant === null) return { ok: false, reason: REASONS.timestamp };
  const id = before.slice(bar + 1).toLowerCase();
  if (!isFullId(id)) return { ok: false, reason: REASONS.id };
  return { ok: true, cursor: { instant, id } };
}

/**
 * The cursor of a row: where the next page starts.
 *
 * @param updatedAt - the row's full `updatedAt`
 * @param id - the row's full id
 * @returns `<updatedAt>|<id>`
 * @example
 * ```ts
 * cursorOf('2026-11-30T10:00:00.000Z', '0f3c5a1e-2b4d-4c6e-8f90-123456789abc');
 * // '2026-11-30T10:00:00.000Z|0f3c5a1e-2b4d-4c6e-8f90-123456789abc'
 * ```
 */
export function cursorOf(updatedAt: string, id: string): string {
  return `${updatedAt}|${id}`;
}

/**
 * Whether a row lies strictly beyond a cursor in the newest-first order of
 * `(updatedAt, id)`.
 *
 * @param cursor - the parsed `before`
 * @param instant - the row's `updatedAt` instant
 * @param id - the row's full id
 * @returns true when the row belongs to the pages after the cursor
 * @example
 * ```ts
 * isBeyond({ instant: 2000, id: null }, 1000, 'a…'); // true: older
 * isBeyond({ instant: 2000, id: 'b…' }, 2000, 'a…'); // true: same instant, smaller id
 * ```
 */
export function isBeyond(cursor: Cursor, instant: number, id: string): boolean {
  if (instant !== cursor.instant) return instant < cursor.instant;
  return cursor.id !== null && id < cursor.id;
}
