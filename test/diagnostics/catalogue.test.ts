import { describe, it, expect } from 'vitest';
import { categoryOf, diagnosticCatalogue, diagnosticCodes } from '../../src/diagnostics/index.js';
import type { DiagnosticCategory, DiagnosticCode } from '../../src/diagnostics/index.js';

// operations.md §2.3 and formats.md §4.7, written out by hand.
const expected: [DiagnosticCode, 'error' | 'warning' | 'info', string[], DiagnosticCategory][] = [
  ['missing-frontmatter', 'error', ['frontmatter'], 'split'],
  ['frontmatter-unclosed', 'error', ['frontmatter'], 'split'],
  ['frontmatter-offset', 'warning', ['frontmatter'], 'split'],
  ['yaml-syntax', 'error', ['frontmatter'], 'yaml'],
  ['frontmatter-field', 'error', ['frontmatter'], 'frontmatter'],
  ['frontmatter-type-mismatch', 'error', ['frontmatter'], 'frontmatter'],
  ['version-unsupported', 'error', ['frontmatter'], 'frontmatter'],
  ['invalid-timestamp', 'error', ['frontmatter', 'body'], 'frontmatter'],
  ['body-no-match', 'error', ['body'], 'structure'],
  ['body-leftover', 'error', ['body'], 'structure'],
  ['heading-mismatch', 'error', ['body'], 'structure'],
  ['foreign-heading', 'error', ['body'], 'structure'],
  ['raw-html', 'error', ['body'], 'structure'],
  ['soft-wrapped-list-item', 'error', ['body'], 'structure'],
  ['nested-list', 'error', ['body'], 'structure'],
  ['adr-unknown-heading', 'error', ['body'], 'structure'],
  ['adr-duplicate-heading', 'error', ['body'], 'structure'],
  ['value-pattern', 'error', ['body'], 'value'],
  ['value-vocabulary', 'error', ['body'], 'value'],
  ['value-order', 'error', ['body'], 'value'],
  ['value-duplicate', 'error', ['body'], 'value'],
  ['value-cardinality', 'error', ['body'], 'value'],
  ['value-cross-check', 'error', ['body'], 'value'],
  ['empty-content', 'error', ['body'], 'value'],
  ['adr-duplicate-option', 'error', ['body'], 'value'],
  ['adr-blank-section', 'error', ['body'], 'value'],
  ['legacy-form', 'warning', ['frontmatter', 'body'], 'legacy'],
  ['document-too-large', 'error', ['frontmatter', 'body'], 'limit'],
  ['nesting-too-deep', 'error', ['frontmatter', 'body'], 'limit'],
  ['input-too-complex', 'error', ['frontmatter', 'body'], 'limit'],
  ['too-many-problems', 'info', ['frontmatter', 'body'], 'limit'],
];

describe('diagnosticCatalogue', () => {
  it('lists exactly the 31 codes, in the order of operations.md §2.3 (and too-many-problems last)', () => {
    expect(diagnosticCodes).toEqual(expected.map(([code]) => code));
  });

  it.each(expected)('%s: %s on %j, category %s', (code, severity, channels, category) => {
    expect(diagnosticCatalogue[code]).toMatchObject({ severity, channels, category });
  });

  it('has one info code: the note that closes a capped list', () => {
    expect(diagnosticCodes.filter((c) => diagnosticCatalogue[c].severity === 'info')).toEqual(['too-many-problems']);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(diagnosticCatalogue)).toBe(true);
    expect(Object.isFrozen(diagnosticCatalogue['raw-html'])).toBe(true);
    expect(Object.isFrozen(diagnosticCodes)).toBe(true);
    expect(Object.isFrozen(diagnosticCatalogue['raw-html'].params)).toBe(true);
    expect(Object.isFrozen(diagnosticCatalogue['raw-html'].wrong)).toBe(true);
    expect(Object.isFrozen(diagnosticCatalogue['document-too-large'].wrong.limits)).toBe(true);
  });
});

describe('the catalogue as documentation', () => {
  it.each(diagnosticCodes)('%s has a title, a one-sentence summary and its param names', (code) => {
    const e = diagnosticCatalogue[code];
    expect(e.title).toMatch(/^[A-Z][^.]*[^.\s]$/);
    expect(e.summary).toMatch(/^[A-Z`].*\.$/);
    expect(e.summary.replace(/e\.g\.|\.\.\./g, '').slice(0, -1)).not.toMatch(/\.\s/);
    expect(e.params.every((p) => /^[a-zA-Z]+\??$/.test(p))).toBe(true);
    expect(new Set(e.params).size).toBe(e.params.length);
  });

  it.each(diagnosticCodes)('%s says why it has no hint whenever it does not always have one', (code) => {
    const e = diagnosticCatalogue[code];
    expect(['always', 'sometimes', 'never']).toContain(e.hint);
    if (e.hint === 'always') expect(e.hintWhy).toBeUndefined();
    else expect(e.hintWhy).toMatch(/^[a-z].*[^.]$/);
  });

  it.each(diagnosticCodes)('%s has a wrong and a right example of a packaged type', (code) => {
    const { wrong, right } = diagnosticCatalogue[code];
    for (const example of [wrong, right]) {
      expect(['adr', 'dec', 'feat', 'gol', 'prb', 'qa', 'req', 'rsk', 'sop', 'sysrs', 'tsk', 'uc', 'vcr']).toContain(example.type);
      expect(example.text.endsWith('\n')).toBe(true);
    }
    expect(wrong.text === right.text && JSON.stringify(wrong.limits) === JSON.stringify(right.limits)).toBe(false);
  });

  it('gives all but the counting note a hint at least sometimes', () => {
    expect(diagnosticCodes.filter((c) => diagnosticCatalogue[c].hint === 'never')).toEqual(['too-many-problems']);
  });
});

describe('categoryOf', () => {
  it('treats invalid-timestamp on the body channel as a value diagnostic', () => {
    expect(categoryOf('invalid-timestamp', 'body')).toBe('value');
    expect(categoryOf('invalid-timestamp', 'frontmatter')).toBe('frontmatter');
  });

  it('otherwise returns the catalogue category', () => {
    expect(categoryOf('legacy-form', 'body')).toBe('legacy');
    expect(categoryOf('legacy-form', 'frontmatter')).toBe('legacy');
    expect(categoryOf('raw-html', 'body')).toBe('structure');
    expect(categoryOf('yaml-syntax', 'frontmatter')).toBe('yaml');
  });
});
