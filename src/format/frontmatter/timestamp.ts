/**
 * Timestamps: the read pattern, calendar checks, legacy forms, instants and
 * the canonical write form (formats.md §3.3, §3.8; operations.md §1.2, §1.8).
 *
 * @packageDocumentation
 */

/**
 * The source of time: the instant, and optionally the UTC offset written
 * timestamps use (operations.md §1.2).
 *
 * @example
 * ```ts
 * const fixed: Clock = { now: () => new Date('2026-08-30T08:00:00.123Z'), offsetMinutes: () => 120 };
 * ```
 */
export interface Clock {
  /** The current instant, with the milliseconds the `Date` holds. */
  now(): Date;
  /** The UTC offset in minutes for an instant; without it, the `Date`'s local offset. */
  offsetMinutes?(at: Date): number;
}

/**
 * The system clock: `new Date()` at the local UTC offset.
 *
 * @example
 * ```ts
 * clockTimestamp(systemClock); // e.g. '2026-08-30T10:00:00.123+02:00'
 * ```
 */
export const systemClock: Clock = Object.freeze({ now: (): Date => new Date() });

/**
 * The read pattern of `created`, `updated` and entry headings (formats.md §3.3):
 * `T` or a space, exactly three fraction digits, `Z` or `±HH:mm`.
 *
 * @example
 * ```ts
 * TIMESTAMP_PATTERN.test('2026-08-30 10:00:00.000Z'); // true
 * ```
 */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The older timestamp forms lenient mode accepts, named by their `<older>`
 * text of formats.md §8.1.
 *
 * @example
 * ```ts
 * const form: LegacyTimestampForm = 'date-only timestamp';
 * ```
 */
export type LegacyTimestampForm =
  | 'timestamp with 6 fraction digits and no offset'
  | 'timestamp without fraction and offset'
  | 'date-only timestamp';

const LEGACY_FORMS: readonly (readonly [RegExp, LegacyTimestampForm])[] = [
  [/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}\.\d{6}$/, 'timestamp with 6 fraction digits and no offset'],
  [/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}$/, 'timestamp without fraction and offset'],
  [/^\d{4}-\d{2}-\d{2}$/, 'date-only timestamp'],
];

// Every numeric field of any of the shapes above; absent parts are undefined.
const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}|\d{6}))?)?(?:Z|([+-])(\d{2}):(\d{2}))?$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
}

function parts(value: string): Parts | null {
  const m = PARTS.exec(value);
  if (m === null) return null;
  const num = (i: number): number => Number(m[i] ?? '0');
  const offsetHours = num(9);
  const offsetMins = num(10);
  if (offsetHours > 23 || offsetMins > 59) return null;
  const sign = m[8] === '-' ? -1 : 1;
  return {
    year: num(1),
    month: num(2),
    day: num(3),
    hour: num(4),
    minute: num(5),
    second: num(6),
    millisecond: Number((m[7] ?? '0').slice(0, 3)),
    offsetMinutes: sign * (offsetHours * 60 + offsetMins),
  };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function possible(value: string): boolean {
  const p = parts(value);
  return (
    p !== null &&
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth(p.year, p.month) &&
    p.hour <= 23 &&
    p.minute <= 59 &&
    p.second <= 59
  );
}

/**
 * Check a value against the current timestamp form.
 *
 * @param value - the timestamp as written
 * @returns `ok`; `shape` when it does not match {@link TIMESTAMP_PATTERN};
 *   `impossible` when it matches but names an impossible date or time (month
 *   13, 31 April, 29 February of a common year, hour 24, minute or second 60,
 *   offset hours above 23 or minutes above 59)
 * @example
 * ```ts
 * checkTimestamp('2026-08-30T10:00:00.000+02:00'); // 'ok'
 * checkTimestamp('2026-08-30');                    // 'shape'
 * checkTimestamp('2026-02-30T10:00:00.000Z');      // 'impossible'
 * ```
 */
export function checkTimestamp(value: string): 'ok' | 'shape' | 'impossible' {
  if (!TIMESTAMP_PATTERN.test(value)) return 'shape';
  return possible(value) ? 'ok' : 'impossible';
}

/**
 * The older form a value is written in, judged by its shape alone.
 *
 * @param value - the timestamp as written
 * @returns the `<older>` text of formats.md §8.1, or null when the value has none of the three legacy shapes
 * @example
 * ```ts
 * legacyTimestampForm('2026-08-05T08:15:42.123456'); // 'timestamp with 6 fraction digits and no offset'
 * legacyTimestampForm('2026-08-16 08:15:42');        // 'timestamp without fraction and offset'
 * legacyTimestampForm('2026-08-27');                 // 'date-only timestamp'
 * legacyTimestampForm('2026-08-27T08:15:42.123Z');   // null
 * ```
 */
export function legacyTimestampForm(value: string): LegacyTimestampForm | null {
  for (const [pattern, form] of LEGACY_FORMS) if (pattern.test(value)) return form;
  return null;
}

/**
 * Check a value against the legacy timestamp forms, the way
 * {@link checkTimestamp} checks the current one.
 *
 * @param value - the timestamp as written
 * @returns `ok` for a legacy shape naming a real date and time, `impossible`
 *   for a legacy shape that does not, `shape` for anything else
 * @example
 * ```ts
 * checkLegacyTimestamp('2026-08-27'); // 'ok'
 * checkLegacyTimestamp('2026-02-30'); // 'impossible'
 * checkLegacyTimestamp('yesterday');  // 'shape'
 * ```
 */
export function checkLegacyTimestamp(value: string): 'ok' | 'shape' | 'impossible' {
  if (legacyTimestampForm(value) === null) return 'shape';
  return possible(value) ? 'ok' : 'impossible';
}

/**
 * The instant a timestamp names, offset-aware.
 *
 * @param value - a timestamp of the current form (legacy forms are read as UTC)
 * @returns epoch milliseconds, or `NaN` for a value that is not a possible timestamp
 * @example
 * ```ts
 * timestampInstant('2026-08-30T10:00:00.000+02:00') === Date.parse('2026-08-30T08:00:00.000Z'); // true
 * ```
 */
export function timestampInstant(value: string): number {
  const p = parts(value);
  if (p === null || !possible(value)) return Number.NaN;
  const date = new Date(0);
  // setUTCFullYear, because Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(p.year, p.month - 1, p.day);
  date.setUTCHours(p.hour, p.minute, p.second, p.millisecond);
  return date.getTime() - p.offsetMinutes * 60_000;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * Format an instant in the canonical write form `yyyy-MM-ddTHH:mm:ss.SSS`
 * followed by `Z` (offset zero) or `±HH:mm`: the wall-clock time at that
 * offset, with the milliseconds the `Date` holds.
 *
 * @param date - the instant
 * @param offsetMinutes - the UTC offset in minutes (east positive); rounded to whole minutes
 * @returns the timestamp text
 * @example
 * ```ts
 * formatTimestamp(new Date('2026-08-30T08:00:00.123Z'), 120); // '2026-08-30T10:00:00.123+02:00'
 * formatTimestamp(new Date('2026-08-30T08:00:00.123Z'), 0);   // '2026-08-30T08:00:00.123Z'
 * ```
 */
export function formatTimestamp(date: Date, offsetMinutes: number): string {
  const offset = Math.round(offsetMinutes);
  const wall = new Date(date.getTime() + offset * 60_000);
  const text =
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `.${pad(wall.getUTCMilliseconds(), 3)}`;
  if (offset === 0) return `${text}Z`;
  const abs = Math.abs(offset);
  return `${text}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The canonical timestamp of a clock's current instant (operations.md §1.8).
 *
 * @param clock - the clock; without `offsetMinutes`, the `Date`'s local offset (`-getTimezoneOffset()`) is used
 * @returns the timestamp text
 * @example
 * ```ts
 * clockTimestamp({ now: () => new Date('2026-08-30T08:00:00.123Z'), offsetMinutes: () => 120 });
 * // '2026-08-30T10:00:00.123+02:00'
 * ```
 */
export function clockTimestamp(clock: Clock): string {
  const at = clock.now();
  const offset = clock.offsetMinutes ? clock.offsetMinutes(at) : -at.getTimezoneOffset();
  return formatTimestamp(at, offset);
}

// A date and time close to the current form: any separator case, optional
// seconds, any count of fraction digits, an offset with or without its colon.
const NEAR =
  /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,](\d+))?)?[ ]?(?:([Zz])|([+-])(\d{2}):?(\d{2})?)?$/;

/**
 * The value rewritten in the current form (`T`, three fraction digits, the
 * offset kept), when that rewrite is unambiguous: missing seconds or
 * milliseconds are zero, extra fraction digits are cut (as lenient mode
 * reads them), `+0200` and `+02` are `+02:00`. A value without an offset
 * is rewritten only when it has one of the legacy forms, which lenient
 * mode reads as UTC (`Z`).
 *
 * @param value - the value as written
 * @returns the rewritten value, or null when there is no unambiguous one
 *   (or the value is already in the current form, or names an impossible date)
 * @example
 * ```ts
 * timestampSuggestion('2026-01-05T10:00:00Z');          // '2026-01-05T10:00:00.000Z'
 * timestampSuggestion('2026-01-05 10:00:00.123456+02:00'); // '2026-01-05T10:00:00.123+02:00'
 * timestampSuggestion('2026-01-05');                    // '2026-01-05T00:00:00.000Z'
 * timestampSuggestion('2026-01-05T10:00:00.000');       // null (no offset: which one?)
 * ```
 */
export function timestampSuggestion(value: string): string | null {
  const m = NEAR.exec(value.trim());
  if (m === null) return null;
  const [, date, hour, minute, second, fraction, zulu, sign, offsetHours, offsetMinutes] = m;
  let offset: string;
  if (zulu !== undefined) offset = 'Z';
  else if (sign !== undefined) offset = `${sign}${offsetHours ?? '00'}:${offsetMinutes ?? '00'}`;
  else if (legacyTimestampForm(value) !== null) offset = 'Z';
  else return null;
  if (hour === undefined && sign !== undefined) return null;
  const time = `${hour ?? '00'}:${minute ?? '00'}:${second ?? '00'}.${(fraction ?? '').padEnd(3, '0').slice(0, 3)}`;
  const rewritten = `${date as string}T${time}${offset}`;
  return rewritten !== value && checkTimestamp(rewritten) === 'ok' ? rewritten : null;
}
