import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors/index.js';
import { inReferenceWords, referenceText } from '../helpers/usage-error.js';
import {
  collectionDir,
  defaultLayout,
  layoutFromEnv,
  normalizeLayout,
} from '../../src/repository/layout.js';

describe('defaultLayout', () => {
  it('is the reference default and cannot be changed', () => {
    expect(defaultLayout).toEqual({ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' });
    expect(Object.isFrozen(defaultLayout)).toBe(true);
  });
});

describe('normalizeLayout', () => {
  it('fills missing keys with the defaults', () => {
    expect(normalizeLayout()).toEqual(defaultLayout);
    expect(normalizeLayout({})).toEqual(defaultLayout);
    expect(normalizeLayout({ docsDir: 'spec' })).toEqual({ ...defaultLayout, docsDir: 'spec' });
  });

  it('drops a trailing slash, empty and . segments', () => {
    expect(normalizeLayout({ docsDir: './spec//docs/', adrDir: 'a/./b/', featDir: '.' })).toEqual({
      docsDir: 'spec/docs',
      adrDir: 'a/b',
      featDir: '',
    });
  });

  it.each([
    ['docsDir', '/abs', "layout.docsDir must be a root-relative POSIX path without '..', got '/abs'", 'layout.docsDir must be a root-relative POSIX path without "..", got "/abs"'],
    ['adrDir', '../adr', "layout.adrDir must be a root-relative POSIX path without '..', got '../adr'", 'layout.adrDir must be a root-relative POSIX path without "..", got "../adr"'],
    ['featDir', 'a/../b', "layout.featDir must be a root-relative POSIX path without '..', got 'a/../b'", 'layout.featDir must be a root-relative POSIX path without "..", got "a/../b"'],
    ['docsDir', "it's/..", `layout.docsDir must be a root-relative POSIX path without '..', got "it's/.."`, `layout.docsDir must be a root-relative POSIX path without "..", got "it's/.."`],
    ['docsDir', null, "layout.docsDir must be a root-relative POSIX path without '..', got None", 'layout.docsDir must be a root-relative POSIX path without "..", got null'],
    ['adrDir', 7, "layout.adrDir must be a root-relative POSIX path without '..', got 7", 'layout.adrDir must be a root-relative POSIX path without "..", got 7'],
  ])('rejects %s = %j', (key, value, message, plain) => {
    let error: unknown;
    try {
      normalizeLayout({ [key]: value } as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ code: 'invalid-arguments', message: plain, reason: 'layout-path', params: { key, value } });
    expect(referenceText(error)).toBe(message);
  });

  it('accepts names that merely start with dots', () => {
    expect(normalizeLayout({ docsDir: '..docs/...' }).docsDir).toBe('..docs/...');
  });
});

describe('layoutFromEnv', () => {
  it('reads the three variables of the given object only', () => {
    expect(
      layoutFromEnv({ SPECMGR_DOCS_DIR: 'spec', SPECMGR_ADR_DIR: 'spec/decisions', SPECMGR_FEAT_DIR: 'features' }),
    ).toEqual({ docsDir: 'spec', adrDir: 'spec/decisions', featDir: 'features' });
  });

  it('falls back to the default for absent or empty variables', () => {
    expect(layoutFromEnv({})).toEqual(defaultLayout);
    expect(layoutFromEnv({ SPECMGR_DOCS_DIR: '', SPECMGR_ADR_DIR: undefined, SPECMGR_FEAT_DIR: 'f' })).toEqual({
      ...defaultLayout,
      featDir: 'f',
    });
  });

  it('leaves validation to normalizeLayout', () => {
    const layout = layoutFromEnv({ SPECMGR_ADR_DIR: '../adr' });
    expect(layout.adrDir).toBe('../adr');
    expect(inReferenceWords(() => normalizeLayout(layout))).toThrow("layout.adrDir must be a root-relative POSIX path without '..', got '../adr'");
  });
});

describe('collectionDir', () => {
  it('maps flat types below docsDir, adr to adrDir and feat to featDir', () => {
    expect(collectionDir(defaultLayout, 'req')).toBe('docs/req');
    expect(collectionDir(defaultLayout, 'sysrs')).toBe('docs/sysrs');
    expect(collectionDir(defaultLayout, 'adr')).toBe('docs/adr');
    expect(collectionDir(defaultLayout, 'feat')).toBe('.specmgr/feat');
    const custom = normalizeLayout({ docsDir: 'x/', adrDir: 'y', featDir: 'z' });
    expect(collectionDir(custom, 'tsk')).toBe('x/tsk');
    expect(collectionDir(custom, 'adr')).toBe('y');
    expect(collectionDir(custom, 'feat')).toBe('z');
    expect(collectionDir(normalizeLayout({ docsDir: '.' }), 'req')).toBe('req');
  });
});
