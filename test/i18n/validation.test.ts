/**
 * languages.md §2: the language is checked before anything is read, shape
 * first (`invalid-language`), then availability (`unsupported-language`),
 * after the type, target and argument checks; exact texts.
 */
import { describe, expect, it } from 'vitest';
import { availableLanguages, createLanguageRegistry, parse, serialize, validate } from '../../src/index.js';
import { documentTags } from '../helpers/statuses.js';
import { tskNl } from './helpers/dutch-tsk.js';
import { untouchableStorage, usageErrorOf } from './helpers/usage-error.js';
import { createRepository } from '../../src/repository/index.js';

const TASKS = '---\ntype: tsk\n---\n\n# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - K\n\nx\n';
const BODY = '# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - K\n\nx';
const ID = '7d1f2c3a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const shape = (rendered: string): [string, string] => ['invalid-language', `language ${rendered} is not a two-letter lowercase code (^[a-z]{2}$)`];
const unsupported = (rendered: string, type: string, available = 'de, en, es, fr'): [string, string] => [
  'unsupported-language',
  `language ${rendered} has no heading table for '${type}'; available: ${available}`,
];

// The value as given, and its rendering (operations.md §2.2: Python repr).
const MALFORMED: [unknown, string][] = [
  ['DE', "'DE'"],
  ['de-CH', "'de-CH'"],
  ['../x', "'../x'"],
  ['', "''"],
  ['d', "'d'"],
  ['deu', "'deu'"],
  [' de', "' de'"],
  ['de\n', "'de\\n'"],
  ["d'", '"d\'"'],
  ['dé', "'dé'"],
  ['d\u00a0', "'d\\xa0'"],
  [5, '5'],
];

describe('§2.1 shape: invalid-language', () => {
  it.each(MALFORMED)('parse rejects %j', async (language, rendered) => {
    expect(await usageErrorOf(() => parse('tsk', TASKS, { language: language as string }))).toEqual(shape(rendered));
  });

  it.each(MALFORMED)('serialize rejects %j', async (language, rendered) => {
    const en = parse('tsk', TASKS);
    if (!en.ok) throw new Error(en.error);
    expect(await usageErrorOf(() => serialize('tsk', en.document, { language: language as string }))).toEqual(shape(rendered));
  });

  it.each(MALFORMED)('validate rejects %j', async (language, rendered) => {
    expect(await usageErrorOf(() => validate('tsk', BODY, { language: language as string }))).toEqual(shape(rendered));
  });

  it('rejects a malformed code even when a shape-valid one would be unsupported: shape is checked first', async () => {
    expect(await usageErrorOf(() => parse('tsk', TASKS, { language: 'ZZ' }))).toEqual(shape("'ZZ'"));
  });

  it('createLanguageRegistry rejects a malformed language code of its tables', async () => {
    expect(await usageErrorOf(() => createLanguageRegistry({ NL: { tsk: tskNl } }))).toEqual(shape("'NL'"));
    expect(await usageErrorOf(() => createLanguageRegistry({ '../nl': { tsk: tskNl } }))).toEqual(shape("'../nl'"));
  });
});

describe('§2.2 availability: unsupported-language', () => {
  it.each(documentTags)('%s: a shape-valid code without a table lists the available languages', async (type) => {
    expect(await usageErrorOf(() => parse(type, '', { language: 'zz' }))).toEqual(unsupported("'zz'", type));
  });

  it('lists the languages of the registry in use, in code-point order', async () => {
    const languages = createLanguageRegistry({ nl: { tsk: tskNl } });
    expect(await usageErrorOf(() => parse('tsk', TASKS, { language: 'zz', languages }))).toEqual(unsupported("'zz'", 'tsk', 'de, en, es, fr, nl'));
    // nl has no uc table, so it is not available for uc.
    expect(await usageErrorOf(() => parse('uc', '', { language: 'nl', languages }))).toEqual(unsupported("'nl'", 'uc'));
  });

  it('serialize and validate check availability too', async () => {
    const en = parse('tsk', TASKS);
    if (!en.ok) throw new Error(en.error);
    expect(await usageErrorOf(() => serialize('tsk', en.document, { language: 'it' }))).toEqual(unsupported("'it'", 'tsk'));
    expect(await usageErrorOf(() => validate('tsk', BODY, { language: 'it' }))).toEqual(unsupported("'it'", 'tsk'));
  });

  it('en is always available and is the canonical behaviour', () => {
    expect(parse('tsk', TASKS, { language: 'en' })).toEqual(parse('tsk', TASKS));
    for (const type of documentTags) expect(availableLanguages(type)).toContain('en');
  });
});

describe('§2 order: type before language', () => {
  it('an unknown type is reported before a malformed language', async () => {
    const [code] = await usageErrorOf(() => parse('nope' as 'tsk', TASKS, { language: 'DE' }));
    expect(code).toBe('unknown-type');
  });
});

describe('§2 in a repository: checked before any storage access', () => {
  const repo = createRepository({ storage: untouchableStorage() as never });

  it('list rejects a malformed and an unsupported language', async () => {
    expect(await usageErrorOf(() => repo.list('tsk', { language: 'DE' }))).toEqual(shape("'DE'"));
    expect(await usageErrorOf(() => repo.list('tsk', { language: 'zz' }))).toEqual(unsupported("'zz'", 'tsk'));
  });

  it('get rejects a malformed and an unsupported language', async () => {
    expect(await usageErrorOf(() => repo.get('tsk', { id: ID }, { language: '../x' }))).toEqual(shape("'../x'"));
    expect(await usageErrorOf(() => repo.get('tsk', { id: ID }, { language: 'zz' }))).toEqual(unsupported("'zz'", 'tsk'));
  });

  it('checks the type and the target first', async () => {
    expect((await usageErrorOf(() => repo.get('nope' as 'tsk', { id: ID }, { language: 'DE' })))[0]).toBe('unknown-type');
    expect((await usageErrorOf(() => repo.get('tsk', { id: '' }, { language: 'DE' })))[0]).toBe('invalid-id');
  });
});
