import { describe, it, expect } from 'vitest';
import { countLines, excerpt, takeCodePoints } from '../../src/diagnostics/index.js';

const emoji = '\u{1f600}';

describe('excerpt', () => {
  it('returns short texts unchanged', () => {
    expect(excerpt('')).toBe('');
    expect(excerpt('one')).toBe('one');
    expect(excerpt('a\nb\nc')).toBe('a\nb\nc');
  });

  it('keeps blank lines inside the first three lines', () => {
    expect(excerpt('### Acceptance Criteria\n\n- ACC-1')).toBe('### Acceptance Criteria\n\n- ACC-1');
  });

  it('does not count a final terminator as a cut', () => {
    expect(excerpt('a\nb\nc\n')).toBe('a\nb\nc');
  });

  it('cuts after three lines and appends an ellipsis', () => {
    expect(excerpt('a\nb\nc\nd')).toBe('a\nb\nc\u2026');
    expect(excerpt('a\n\n\n\n')).toBe('a\n\n\u2026');
  });

  it('joins lines with \\n whatever their terminator', () => {
    expect(excerpt('a\r\nb\rc')).toBe('a\nb\nc');
    expect(excerpt('a\u2028b\u0085c\u2029d')).toBe('a\nb\nc\u2026');
  });

  it('cuts to 200 code points', () => {
    expect(excerpt('x'.repeat(200))).toBe('x'.repeat(200));
    expect(excerpt('x'.repeat(201))).toBe(`${'x'.repeat(200)}\u2026`);
  });

  it('counts the joining newlines as code points', () => {
    const text = `${'a'.repeat(100)}\n${'b'.repeat(100)}`;
    expect(excerpt(text)).toBe(`${'a'.repeat(100)}\n${'b'.repeat(99)}\u2026`);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(excerpt(emoji.repeat(200))).toBe(emoji.repeat(200));
    expect(excerpt(emoji.repeat(201))).toBe(`${emoji.repeat(200)}\u2026`);
  });

  it('appends a single ellipsis when both lines and code points are cut', () => {
    const text = `${'x'.repeat(300)}\nb\nc\nd`;
    expect(excerpt(text)).toBe(`${'x'.repeat(200)}\u2026`);
  });
});

describe('countLines', () => {
  it('counts lines as splitLines does', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\n\nb')).toBe(3);
    expect(countLines('a\r\nb\u2028c')).toBe(3);
  });
});

describe('takeCodePoints', () => {
  it('keeps a text of at most max code points', () => {
    expect(takeCodePoints('abc', 3)).toBe('abc');
    expect(takeCodePoints(emoji.repeat(3), 3)).toBe(emoji.repeat(3));
  });

  it('never splits a surrogate pair', () => {
    expect(takeCodePoints(`a${emoji}b`, 2)).toBe(`a${emoji}`);
    expect(takeCodePoints(`${emoji}${emoji}`, 1)).toBe(emoji);
    expect(takeCodePoints('abc', 0)).toBe('');
  });
});
