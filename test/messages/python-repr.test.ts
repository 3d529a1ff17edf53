import { describe, it, expect } from 'vitest';
import { pythonStringRepr, renderValue } from '../../src/messages/reference/python-repr.js';
import { PyFloat } from '../../src/messages/reference/python-repr.js';

describe('renderValue: non-strings', () => {
  it('renders absent values as None', () => {
    expect(renderValue(undefined)).toBe('None');
    expect(renderValue(null)).toBe('None');
  });

  it('renders booleans as True and False', () => {
    expect(renderValue(true)).toBe('True');
    expect(renderValue(false)).toBe('False');
  });

  it('renders integers in decimal', () => {
    expect(renderValue(0)).toBe('0');
    expect(renderValue(42)).toBe('42');
    expect(renderValue(-7)).toBe('-7');
    expect(renderValue(1000)).toBe('1000');
    expect(renderValue(755)).toBe('755');
    expect(renderValue(-0)).toBe('0');
    expect(renderValue(12345678901234567890n)).toBe('12345678901234567890');
  });

  it('renders integers beyond 2^53 in full digits, not in exponent notation', () => {
    expect(renderValue(2 ** 70)).toBe('1180591620717411303424');
  });

  it('renders other numbers as Python prints floats', () => {
    expect(renderValue(1.5)).toBe('1.5');
    expect(renderValue(2.5)).toBe('2.5');
    expect(renderValue(0.0001)).toBe('0.0001');
    expect(renderValue(0.00001)).toBe('1e-05');
    expect(renderValue(-1.25e-7)).toBe('-1.25e-07');
    expect(renderValue(Number.NaN)).toBe('nan');
    expect(renderValue(Number.POSITIVE_INFINITY)).toBe('inf');
    expect(renderValue(Number.NEGATIVE_INFINITY)).toBe('-inf');
  });

  it('renders a PyFloat as a Python float even when it is integral', () => {
    expect(renderValue(new PyFloat(1))).toBe('1.0');
    expect(renderValue(new PyFloat(1000))).toBe('1000.0');
    expect(renderValue(new PyFloat(1e15))).toBe('1000000000000000.0');
    expect(renderValue(new PyFloat(1e16))).toBe('1e+16');
    expect(renderValue(new PyFloat(1.5e16))).toBe('1.5e+16');
    expect(renderValue(new PyFloat(-0))).toBe('-0.0');
  });

  it('renders arrays and plain objects like Python lists and dicts', () => {
    expect(renderValue(['a', 1, null, true])).toBe("['a', 1, None, True]");
    expect(renderValue([1, 'a', null, [true]])).toBe("[1, 'a', None, [True]]");
    expect(renderValue([])).toBe('[]');
    expect(renderValue({ a: 1, "b'": [false] })).toBe(`{'a': 1, "b'": [False]}`);
    expect(renderValue({ k: 'v', n: new PyFloat(2) })).toBe("{'k': 'v', 'n': 2.0}");
    expect(renderValue({})).toBe('{}');
    expect(renderValue(Object.create(null) as object)).toBe('{}');
  });

  it('renders a Map like a Python dict whose keys keep their types', () => {
    expect(renderValue(new Map<unknown, unknown>([[1, 'x'], [null, []]]))).toBe("{1: 'x', None: []}");
    expect(renderValue(new Map())).toBe('{}');
  });

  it('renders a Date as the repr of its ISO text and other objects through String()', () => {
    expect(renderValue(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(renderValue(new Set())).toBe("'[object Set]'");
  });
});

describe('renderValue: strings are Python repr', () => {
  it('single-quotes by default', () => {
    expect(renderValue('draft')).toBe("'draft'");
    expect(renderValue('')).toBe("''");
  });

  it('double-quotes a string with a single quote and no double quote', () => {
    expect(renderValue("it's")).toBe(`"it's"`);
  });

  it('keeps single quotes for a string with a double quote', () => {
    expect(renderValue('say "hi"')).toBe(`'say "hi"'`);
  });

  it('escapes the single quote when both quote kinds occur', () => {
    expect(renderValue(`it's "x"`)).toBe(`'it\\'s "x"'`);
  });

  it('does not escape the other quote kind', () => {
    expect(renderValue(`"it's"`)).toBe(`'"it\\'s"'`);
    expect(renderValue("'")).toBe(`"'"`);
    expect(renderValue('"')).toBe(`'"'`);
  });

  it('escapes backslashes', () => {
    expect(renderValue('a\\b')).toBe("'a\\\\b'");
  });

  it('uses the named escapes for newline, carriage return and tab', () => {
    expect(renderValue('a\nb\rc\td')).toBe("'a\\nb\\rc\\td'");
    expect(renderValue('a\\b\n\r\t')).toBe("'a\\\\b\\n\\r\\t'");
  });

  it('escapes other control characters as \\xNN', () => {
    expect(renderValue('\x00')).toBe("'\\x00'");
    expect(renderValue('\x1b[0m')).toBe("'\\x1b[0m'");
    expect(renderValue('\x7f')).toBe("'\\x7f'");
    expect(renderValue('\v\f')).toBe("'\\x0b\\x0c'");
    expect(renderValue('\u0085\u00a0\u2028\u0007')).toBe("'\\x85\\xa0\\u2028\\x07'");
  });

  it('escapes non-printable Latin-1 characters as \\xNN', () => {
    expect(renderValue('\x85')).toBe("'\\x85'");
    expect(renderValue('a\xa0b')).toBe("'a\\xa0b'");
    expect(renderValue('\xad')).toBe("'\\xad'");
  });

  it('escapes non-printable BMP characters as \\uNNNN', () => {
    expect(renderValue('\u2028')).toBe("'\\u2028'");
    expect(renderValue('\u2029')).toBe("'\\u2029'");
    expect(renderValue('\u200b')).toBe("'\\u200b'");
    expect(renderValue('\ufeff')).toBe("'\\ufeff'");
    expect(renderValue('\u3000')).toBe("'\\u3000'");
    expect(renderValue('\ue000')).toBe("'\\ue000'");
    expect(renderValue('\u0378')).toBe("'\\u0378'");
  });

  it('escapes lone surrogates as \\uNNNN', () => {
    expect(renderValue('\ud800')).toBe("'\\ud800'");
    expect(renderValue('x\udfffy')).toBe("'x\\udfffy'");
  });

  it('escapes non-printable astral characters as \\UNNNNNNNN', () => {
    expect(renderValue('\u{e0001}')).toBe("'\\U000e0001'");
    expect(renderValue('\u{f0000}')).toBe("'\\U000f0000'");
    expect(renderValue('\u{e0001}é😀')).toBe("'\\U000e0001é😀'");
  });

  it('keeps the ASCII space and printable non-ASCII characters', () => {
    expect(renderValue('a b')).toBe("'a b'");
    expect(renderValue('Größe 中文 é')).toBe("'Größe 中文 é'");
    expect(renderValue('😀 done ✅')).toBe("'😀 done ✅'");
    expect(renderValue('±…')).toBe("'±…'");
  });

  it('agrees with pythonStringRepr for strings', () => {
    expect(pythonStringRepr("it's\n")).toBe(`"it's\\n"`);
    expect(renderValue("it's\n")).toBe(pythonStringRepr("it's\n"));
  });
});
