import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors/index.js';
import { compileGlob, globMatches } from '../../src/repository/text/glob.js';
import { normalizePaging, paginate } from '../../src/repository/text/paging.js';
import { slugify } from '../../src/repository/text/slug.js';
import { checkRange, rangeSnippet, spliceLines } from '../../src/repository/text/splice.js';
import { textWindow } from '../../src/repository/text/window.js';
import { computeEtag } from '../../src/repository/text/etag.js';
import { splitLines } from '../../src/text/lines.js';
import { WINDOW_CASES } from './helpers/windows.js';

describe('§10.1 paging', () => {
  it.each([
    [undefined, 25],
    [0, 1],
    [-7, 1],
    [1, 1],
    [100, 100],
    [500, 100],
  ])('maxResults %s -> %s', (given, applied) => {
    expect(normalizePaging(given, undefined).maxResults).toBe(applied);
  });

  it.each([
    [undefined, 0],
    [-3, 0],
    [40, 40],
  ])('offset %s -> %s', (given, applied) => {
    expect(normalizePaging(undefined, given).offset).toBe(applied);
  });

  it.each([
    [0, 2, ['a', 'b'], true],
    [3, 2, ['d', 'e'], false],
    [4, 2, ['e'], false],
    [5, 2, [], false],
    [10, 25, [], false],
    [0, 25, ['a', 'b', 'c', 'd', 'e'], false],
  ])('offset %s, maxResults %s', (offset, maxResults, results, truncated) => {
    const page = paginate(['a', 'b', 'c', 'd', 'e'], { offset, maxResults }, 0);
    expect(page).toEqual({ kind: 'page', total: 5, offset, maxResults, truncated, results, errorCount: 0 });
  });
});

describe('§3.1.3 glob syntax', () => {
  const matches = (pattern: string, id: string | null): boolean => globMatches(id, compileGlob(pattern));
  it('matches whole ids case-insensitively', () => {
    expect(matches('dead*', 'DEADBEEF-1')).toBe(true);
    expect(matches('DEAD*', 'deadbeef')).toBe(true);
    expect(matches('dead', 'deadbeef')).toBe(false);
    expect(matches('*', null)).toBe(false);
    expect(matches('', '')).toBe(true);
    expect(matches('', 'x')).toBe(false);
  });
  it('supports ?, sets, negated sets, ranges, and literal specials', () => {
    expect(matches('a?c', 'abc')).toBe(true);
    expect(matches('a?c', 'ac')).toBe(false);
    expect(matches('[!d]*', 'deadbeef')).toBe(false);
    expect(matches('[!d]*', '0e15')).toBe(true);
    expect(matches('[a-c]x', 'bx')).toBe(true);
    expect(matches('[c-a]x', 'bx')).toBe(false);
    expect(matches('[]]', ']')).toBe(true);
    expect(matches('a[b', 'a[b')).toBe(true);
    expect(matches('a.b', 'axb')).toBe(false);
    expect(matches('a\\*', 'a\\bc')).toBe(true);
    expect(matches('{a,b}', '{a,b}')).toBe(true);
    expect(matches('*/x', 'a/b/x')).toBe(true);
  });
});

describe('§10.3 windows', () => {
  const B = 'l1\nl2\nl3\nl4\n';
  it.each(WINDOW_CASES)('offset %s limit %s numbered %s', (offset, limit, numbered, expected) => {
    expect(textWindow(B, offset, limit, numbered)).toBe(expected);
  });
  it('adds the final newline and numbers empty lines with a trailing space', () => {
    expect(textWindow('a\nb')).toBe('a\nb\n');
    expect(textWindow('a\n\nb', undefined, undefined, true)).toBe('1: a\n2: \n3: b\n');
    expect(textWindow(B, 1, 2) + textWindow(B, 3, 2)).toBe(B);
  });
});

describe('§10.4 splice', () => {
  const lines = ['l1', 'l2', 'l3', 'l4'];
  it.each([
    [2, 1, 'x', 'l1\nx\nl3\nl4\n'],
    [3, 0, 'i', 'l1\nl2\ni\nl3\nl4\n'],
    [5, undefined, 'a', 'l1\nl2\nl3\nl4\na\n'],
    [2, 2, '', 'l1\nl4\n'],
    [1, undefined, 'new', 'new\n'],
  ])('offset %s limit %s content %j', (offset, limit, content, expected) => {
    checkRange({ offset, limit }, 4);
    expect(spliceLines(lines, { offset, limit }, content)).toBe(expected);
  });
  it('an empty result is a single newline', () => {
    expect(spliceLines(['a'], { offset: 1 }, '')).toBe('\n');
  });
  it.each([
    [6, 0, 'offset must be in 1..5 for this 4-line body (N+1 = 5 is the virtual end-of-body position), got 6'],
    [0, 1, 'offset must be in 1..5, got 0'],
    [1, -1, 'limit must be in 0..4, got -1'],
    [3, 3, 'offset + limit - 1 must be <= 4 for this 4-line body, got offset=3, limit=3'],
  ])('offset %s limit %s is refused', (offset, limit, message) => {
    expect(() => checkRange({ offset, limit }, 4)).toThrow(new UsageError('invalid-range', message));
    try {
      checkRange({ offset, limit }, 4);
    } catch (error) {
      expect((error as UsageError).code).toBe('invalid-range');
    }
  });
});

describe('§10.5 snippets', () => {
  const before = ['l1', 'l2', 'l3', 'l4'];
  it.each([
    [2, 1, 'x', '  1: l1\n- 2: l2\n+ 2: x\n  3: l3\n  4: l4\n'],
    [2, 1, 'a\nb\nc', '  1: l1\n- 2: l2\n+ 2: a\n+ 3: b\n+ 4: c\n  5: l3\n  6: l4\n'],
    [3, 0, 'i', '  1: l1\n  2: l2\n+ 3: i\n  4: l3\n  5: l4\n'],
    [2, 2, '', '  1: l1\n- 2: l2\n- 3: l3\n  2: l4\n'],
    [5, 0, 'z', '  3: l3\n  4: l4\n+ 5: z\n'],
    [5, undefined, 'a', '  3: l3\n  4: l4\n+ 5: a\n'],
    [1, undefined, 'anything', null],
  ])('offset %s limit %s content %j', (offset, limit, content, expected) => {
    const after = splitLines(spliceLines(before, { offset, limit }, content));
    expect(rangeSnippet(before, after, { offset, limit }, splitLines(content).length)).toBe(expected);
  });
});

describe('§10.9 slugs', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  --Foo__Bar--  ', 'foo-bar'],
    ['Ünïcode Title', 'n-code-title'],
    ['!!!', 'doc'],
    [`${'x'.repeat(59)} yz`, 'x'.repeat(59)],
    ['Temperatur über 80 °C!', 'temperatur-ber-80-c'],
    ['Replace domain-specific validate tools with a generic type-dispatched validate tool', 'replace-domain-specific-validate-tools-with-a-generic-type-d'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
  it('falls back to adr for ADRs', () => {
    expect(slugify('!!!', 'adr')).toBe('adr');
  });
});

describe('§1.4 etag', () => {
  it('is the lowercase hex SHA-256 of the raw bytes', () => {
    expect(computeEtag(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(computeEtag(new TextEncoder().encode('a\r\n'))).not.toBe(computeEtag(new TextEncoder().encode('a\n')));
  });
});
