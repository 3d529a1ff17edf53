import { describe, expect, it } from 'vitest';
import {
  TIMESTAMP_PATTERN,
  checkLegacyTimestamp,
  checkTimestamp,
  clockTimestamp,
  formatTimestamp,
  legacyTimestampForm,
  systemClock,
  timestampInstant,
} from '../../../src/format/frontmatter/timestamp.js';

describe('checkTimestamp (operations.md §10.13)', () => {
  it.each([
    ['2026-08-30T10:00:00.000+02:00', 'ok'],
    ['2026-08-30 10:00:00.000Z', 'ok'],
    ['2024-02-29T23:59:59.999-12:30', 'ok'],
    ['2000-02-29T00:00:00.000Z', 'ok'],
    ['2026-08-30T10:00:00.000+23:59', 'ok'],
    ['2026-08-30', 'shape'],
    ['2026-08-30T10:00:00.000000Z', 'shape'],
    ['2026-08-05T08:15:42', 'shape'],
    ['2026-08-30T10:00:00.00Z', 'shape'],
    ['2026-08-30T10:00:00.000', 'shape'],
    ['2026-08-30t10:00:00.000Z', 'shape'],
    ['2026-08-30T10:00:00.000+0200', 'shape'],
    ['2026-08-30  10:00:00.000Z', 'shape'],
    ['２026-08-30T10:00:00.000Z', 'shape'],
    ['2026-02-30T10:00:00.000Z', 'impossible'],
    ['2026-08-30T24:00:00.000Z', 'impossible'],
    ['2026-08-30T10:00:60.000Z', 'impossible'],
    ['2026-08-30T10:60:00.000Z', 'impossible'],
    ['2026-13-01T10:00:00.000Z', 'impossible'],
    ['2026-00-01T10:00:00.000Z', 'impossible'],
    ['2026-04-31T10:00:00.000Z', 'impossible'],
    ['2026-01-00T10:00:00.000Z', 'impossible'],
    ['2025-02-29T10:00:00.000Z', 'impossible'],
    ['1900-02-29T10:00:00.000Z', 'impossible'],
    ['2026-08-30T10:00:00.000+24:00', 'impossible'],
    ['2026-08-30T10:00:00.000+02:60', 'impossible'],
  ])('%s -> %s', (value, expected) => {
    expect(checkTimestamp(value)).toBe(expected);
    expect(TIMESTAMP_PATTERN.test(value)).toBe(expected !== 'shape');
  });
});

describe('legacy timestamp forms (formats.md §3.8, §8.1)', () => {
  it.each([
    ['2026-08-05T08:15:42.123456', 'timestamp with 6 fraction digits and no offset'],
    ['2026-08-05 08:15:42.123456', 'timestamp with 6 fraction digits and no offset'],
    ['2026-08-16 08:15:42', 'timestamp without fraction and offset'],
    ['2026-08-16T08:15:42', 'timestamp without fraction and offset'],
    ['2026-08-27', 'date-only timestamp'],
    ['2026-08-27T08:15:42.123Z', null],
    ['2026-08-27T08:15:42.123456Z', null],
    ['2026-08-27T08:15:42Z', null],
    ['2026-8-27', null],
    ['', null],
  ])('%s -> %s', (value, form) => {
    expect(legacyTimestampForm(value)).toBe(form);
  });

  it('checks legacy values against the calendar', () => {
    expect(checkLegacyTimestamp('2026-08-27')).toBe('ok');
    expect(checkLegacyTimestamp('2026-08-16 08:15:42')).toBe('ok');
    expect(checkLegacyTimestamp('2026-02-30')).toBe('impossible');
    expect(checkLegacyTimestamp('2026-08-16 24:15:42')).toBe('impossible');
    expect(checkLegacyTimestamp('2026-08-05T08:15:42.123Z')).toBe('shape');
    expect(checkLegacyTimestamp('later')).toBe('shape');
  });
});

describe('timestampInstant', () => {
  it('is offset-aware and accepts both separators', () => {
    expect(timestampInstant('2026-08-30T10:00:00.000+02:00')).toBe(Date.parse('2026-08-30T08:00:00.000Z'));
    expect(timestampInstant('2026-08-30 08:00:00.123Z')).toBe(Date.parse('2026-08-30T08:00:00.123Z'));
    expect(timestampInstant('2026-08-30T05:30:00.000-02:30')).toBe(Date.parse('2026-08-30T08:00:00.000Z'));
  });

  it('keeps years below 100 as written', () => {
    expect(new Date(timestampInstant('0099-01-01T00:00:00.000Z')).getUTCFullYear()).toBe(99);
  });

  it('is NaN for values that name no instant', () => {
    expect(timestampInstant('2026-02-30T10:00:00.000Z')).toBeNaN();
    expect(timestampInstant('yesterday')).toBeNaN();
  });
});

describe('formatTimestamp and clocks', () => {
  const at = new Date('2026-08-30T08:00:00.123Z');

  it('writes Z for offset zero and ±HH:mm otherwise (operations.md §10.13)', () => {
    expect(formatTimestamp(at, 0)).toBe('2026-08-30T08:00:00.123Z');
    expect(formatTimestamp(at, -0)).toBe('2026-08-30T08:00:00.123Z');
    expect(formatTimestamp(at, 120)).toBe('2026-08-30T10:00:00.123+02:00');
    expect(formatTimestamp(at, -570)).toBe('2026-08-29T22:30:00.123-09:30');
    expect(formatTimestamp(new Date('2026-12-31T23:59:59.999Z'), 60)).toBe('2027-01-01T00:59:59.999+01:00');
  });

  it('round-trips through the read pattern', () => {
    const text = formatTimestamp(at, 345);
    expect(checkTimestamp(text)).toBe('ok');
    expect(timestampInstant(text)).toBe(at.getTime());
  });

  it('uses the clock offset, or the Date local offset without one', () => {
    expect(clockTimestamp({ now: () => at, offsetMinutes: () => 120 })).toBe('2026-08-30T10:00:00.123+02:00');
    expect(clockTimestamp({ now: () => at, offsetMinutes: () => 0 })).toBe('2026-08-30T08:00:00.123Z');
    expect(clockTimestamp({ now: () => at })).toBe(formatTimestamp(at, -at.getTimezoneOffset()));
  });

  it('reads the system clock', () => {
    const before = Date.now();
    const value = clockTimestamp(systemClock);
    expect(checkTimestamp(value)).toBe('ok');
    expect(timestampInstant(value)).toBeGreaterThanOrEqual(before);
    expect(timestampInstant(value)).toBeLessThanOrEqual(Date.now());
  });
});
