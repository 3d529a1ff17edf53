import { describe, expect, it } from 'vitest';
import { PyFloat, renderValue } from '../../../src/format/frontmatter/render-value.js';

describe('renderValue (operations.md §2.2)', () => {
  it('renders None, booleans and integers', () => {
    expect(renderValue(null)).toBe('None');
    expect(renderValue(undefined)).toBe('None');
    expect(renderValue(true)).toBe('True');
    expect(renderValue(false)).toBe('False');
    expect(renderValue(755)).toBe('755');
    expect(renderValue(-0)).toBe('0');
    expect(renderValue(2 ** 70)).toBe('1180591620717411303424');
  });

  it('renders floats as Python does', () => {
    expect(renderValue(new PyFloat(1))).toBe('1.0');
    expect(renderValue(new PyFloat(1000))).toBe('1000.0');
    expect(renderValue(2.5)).toBe('2.5');
    expect(renderValue(new PyFloat(1e16))).toBe('1e+16');
    expect(renderValue(new PyFloat(1.5e16))).toBe('1.5e+16');
    expect(renderValue(new PyFloat(1e15))).toBe('1000000000000000.0');
    expect(renderValue(0.0001)).toBe('0.0001');
    expect(renderValue(0.00001)).toBe('1e-05');
    expect(renderValue(-1.25e-7)).toBe('-1.25e-07');
    expect(renderValue(new PyFloat(-0))).toBe('-0.0');
    expect(renderValue(Infinity)).toBe('inf');
    expect(renderValue(-Infinity)).toBe('-inf');
    expect(renderValue(Number.NaN)).toBe('nan');
  });

  it('renders strings as repr', () => {
    expect(renderValue('draft')).toBe("'draft'");
    expect(renderValue("it's")).toBe('"it\'s"');
    expect(renderValue('say "hi"')).toBe("'say \"hi\"'");
    expect(renderValue(`it's "x"`)).toBe(`'it\\'s "x"'`);
    expect(renderValue('a\\b\n\r\t')).toBe("'a\\\\b\\n\\r\\t'");
    expect(renderValue('\u0085\u00a0\u2028\u0007')).toBe("'\\x85\\xa0\\u2028\\x07'");
    expect(renderValue('\u{e0001}é😀')).toBe("'\\U000e0001é😀'");
    expect(renderValue('\ud800')).toBe("'\\ud800'");
  });

  it('renders lists and dicts', () => {
    expect(renderValue([1, 'a', null, [true]])).toBe("[1, 'a', None, [True]]");
    expect(renderValue({ k: 'v', n: new PyFloat(2) })).toBe("{'k': 'v', 'n': 2.0}");
    expect(renderValue(new Map<unknown, unknown>([[1, 'x'], [null, []]]))).toBe("{1: 'x', None: []}");
    expect(renderValue({})).toBe('{}');
  });
});
