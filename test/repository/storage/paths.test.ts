import { describe, expect, it } from 'vitest';
import { StorageError, UsageError } from '../../../src/errors/index.js';
import { referenceText } from '../../helpers/usage-error.js';
import {
  assertInsideRoot,
  baseName,
  isInside,
  joinPath,
  normalizeRelative,
  parentDir,
} from '../../../src/repository/storage/index.js';
import { confineStoragePath } from '../../../src/repository/storage/paths.js';

describe('normalizeRelative', () => {
  it.each([
    ['', ''],
    ['.', ''],
    ['./', ''],
    ['docs/', 'docs'],
    ['./docs//req/./', 'docs/req'],
    ['a/b/../c', 'a/c'],
    ['a/../..', '..'],
    ['../a', '../a'],
    ['a/../../b', '../b'],
    ['/a/./b/', '/a/b'],
    ['/../a', '/a'],
    ['..foo/x', '..foo/x'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeRelative(input)).toBe(expected);
  });
});

describe('joinPath, parentDir, baseName', () => {
  it('joins and normalises, ignoring empty parts', () => {
    expect(joinPath('docs', 'req/', 'a.md')).toBe('docs/req/a.md');
    expect(joinPath('', 'a.md')).toBe('a.md');
    expect(joinPath('a', '/b')).toBe('a/b');
    expect(joinPath()).toBe('');
  });

  it('splits off the last segment', () => {
    expect(parentDir('docs/req/a.md')).toBe('docs/req');
    expect(parentDir('a.md')).toBe('');
    expect(parentDir('')).toBe('');
    expect(parentDir('/a')).toBe('/');
    expect(baseName('docs/req/a.md/')).toBe('a.md');
    expect(baseName('a')).toBe('a');
    expect(baseName('')).toBe('');
  });
});

describe('isInside', () => {
  it.each([
    ['docs/req/a.md', 'docs', true],
    ['docs', 'docs', true],
    ['docs2/a.md', 'docs', false],
    ['doc', 'docs', false],
    ['a.md', '', true],
    ['../a.md', '', false],
    ['docs/../x', 'docs', false],
    ['/docs/a', 'docs', false],
  ] as const)('%j in %j -> %j', (path, dir, expected) => {
    expect(isInside(path, dir)).toBe(expected);
  });
});

describe('assertInsideRoot', () => {
  it('returns the normalised root-relative path', () => {
    expect(assertInsideRoot('docs/./req/a.md', '/')).toBe('docs/req/a.md');
    expect(assertInsideRoot('docs/x/../a.md', '/srv')).toBe('docs/a.md');
  });

  it('accepts an absolute path inside the root and makes it relative', () => {
    expect(assertInsideRoot('/srv/x/docs/a.md', '/srv/x')).toBe('docs/a.md');
    expect(assertInsideRoot('/srv/x', '/srv/x/')).toBe('');
    expect(assertInsideRoot('/docs/a.md', '/')).toBe('docs/a.md');
  });

  it.each([
    ['../outside.md', '/', "path '../outside.md' resolves outside base directory '/'", 'path "../outside.md" resolves outside the root folder "/"'],
    ['a/../../b.md', '/srv/x', "path 'a/../../b.md' resolves outside base directory '/srv/x'", 'path "a/../../b.md" resolves outside the root folder "/srv/x"'],
    ['/srv/xy/a.md', '/srv/x', "path '/srv/xy/a.md' resolves outside base directory '/srv/x'", 'path "/srv/xy/a.md" resolves outside the root folder "/srv/x"'],
    ["it's/../../x", '/', `path "it's/../../x" resolves outside base directory '/'`, `path "it's/../../x" resolves outside the root folder "/"`],
  ])('rejects %j', (path, base, message, plain) => {
    let error: unknown;
    try {
      assertInsideRoot(path, base);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ code: 'path-outside-root', message: plain, reason: 'path-outside-root', params: { path, base } });
    expect(referenceText(error)).toBe(message);
  });
});

describe('confineStoragePath', () => {
  it('normalises inside paths and rejects absolute and escaping ones as StorageError', () => {
    expect(confineStoragePath('a/./b/', '/')).toBe('a/b');
    for (const bad of ['..', '../x', '/x', 'a/../../x']) {
      expect(() => confineStoragePath(bad, '/r')).toThrow(StorageError);
    }
    let error: unknown;
    try {
      confineStoragePath('../x', '/r');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'path-outside-root', path: '../x', message: 'path "../x" resolves outside the root folder "/r"', reason: 'path-outside-root' });
    expect(referenceText(error)).toBe("path '../x' resolves outside base directory '/r'");
  });
});
