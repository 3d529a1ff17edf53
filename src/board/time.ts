/**
 * Board timestamps (board.md §1): read as RFC 3339 in any offset, written
 * in UTC with milliseconds, shown in list rows truncated to whole seconds.
 *
 * @packageDocumentation
 */

import { formatTimestamp, timestampInstant, type Clock } from '../format/index.js';

// RFC 3339 §5.6 date-time; a space instead of `T` is accepted, as §5.6's note allows.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The instant an RFC 3339 timestamp names, offset-aware. Fractions finer
 * than a millisecond are kept as a fraction of a millisecond, so
 * `…:00.0005Z` is later than `…:00.000Z`. Leap seconds (`:60`) are not
 * accepted.
 *
 * @param value - the text to read
 * @returns epoch milliseconds, or null when the value is not an RFC 3339 timestamp naming a real date and time
 * @example
 * ```ts
 * rfc3339Instant('2026-11-30T12:00:00.000+02:00') === Date.parse('2026-11-30T10:00:00.000Z'); // true
 * rfc3339Instant('2026-11-30');                                                                // null
 * ```
 */
export function rfc3339Instant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = RFC3339.exec(value);
  if (m === null) return null;
  const n = (i: number): number => Number(m[i] ?? '0');
  const [year, month, day, hour, minute, second] = [n(1), n(2), n(3), n(4), n(5), n(6)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || n(9) > 23 || n(10) > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, because Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  const fraction = m[7] === undefined ? 0 : Number(`0${m[7]}`) * 1000;
  const offset = (m[8] === '-' ? -1 : 1) * (n(9) * 60 + n(10));
  return date.getTime() + fraction - offset * 60_000;
}

/**
 * An instant written the board's way: UTC with milliseconds.
 *
 * @param instant - epoch milliseconds (a fraction is dropped)
 * @returns e.g. `2026-11-30T10:00:00.000Z`
 * @example
 * ```ts
 * utcTimestamp(Date.parse('2026-11-30T10:00:00.123Z')); // '2026-11-30T10:00:00.123Z'
 * ```
 */
export function utcTimestamp(instant: number): string {
  return formatTimestamp(new Date(Math.floor(instant)), 0);
}

/**
 * The clock's current instant, written the board's way.
 *
 * @param clock - the board's clock
 * @returns the timestamp
 * @example
 * ```ts
 * nowTimestamp({ now: () => new Date('2026-11-30T10:00:00.123Z') }); // '2026-11-30T10:00:00.123Z'
 * ```
 */
export function nowTimestamp(clock: Clock): string {
  return utcTimestamp(clock.now().getTime());
}

/**
 * Any RFC 3339 timestamp rewritten in UTC with milliseconds.
 *
 * @param value - the timestamp
 * @returns the canonical form, or null when the value is not an RFC 3339 timestamp
 * @example
 * ```ts
 * canonicalTimestamp('2026-11-30T12:00:00+02:00'); // '2026-11-30T10:00:00.000Z'
 * ```
 */
export function canonicalTimestamp(value: unknown): string | null {
  // The board writes this form; it only needs its date checked, not rewriting.
  if (typeof value === 'string' && CANONICAL.test(value)) return rfc3339Instant(value) === null ? null : value;
  const instant = rfc3339Instant(value);
  return instant === null ? null : utcTimestamp(instant);
}

/**
 * A document's `created` or `updated` value (any form the document format
 * reads, legacy forms as UTC) written the board's way.
 *
 * @param value - the frontmatter value
 * @returns the canonical form, or null for null, absent or unreadable values
 * @example
 * ```ts
 * documentTimestamp('2026-08-30 10:00:00.000+02:00'); // '2026-08-30T08:00:00.000Z'
 * documentTimestamp(null);                            // null
 * ```
 */
export function documentTimestamp(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const instant = timestampInstant(value);
  return Number.isNaN(instant) ? canonicalTimestamp(value) : utcTimestamp(instant);
}

/**
 * A timestamp truncated to whole seconds, as list rows show it.
 *
 * @param value - an RFC 3339 timestamp (normally the board's own form)
 * @returns `YYYY-MM-DDTHH:MM:SSZ`, or the value unchanged when it is not a timestamp
 * @example
 * ```ts
 * secondsTimestamp('2026-11-30T10:00:59.999Z'); // '2026-11-30T10:00:59Z'
 * ```
 */
export function secondsTimestamp(value: string): string {
  const instant = rfc3339Instant(value);
  if (instant === null) return value;
  return `${utcTimestamp(Math.floor(instant / 1000) * 1000).slice(0, 19)}Z`;
}
