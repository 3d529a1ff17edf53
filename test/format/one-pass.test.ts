/**
 * Every problem in one pass (issue 11 item 4): frontmatter and body are
 * checked together, the body matcher recovers at section boundaries without
 * follow-on errors, and a document reports at most
 * MAX_DIAGNOSTICS_PER_DOCUMENT diagnostics plus one `too-many-problems`.
 */
import { describe, expect, it } from 'vitest';
import { parse, validate } from '../../src/api/index.js';
import { documentTypes } from '../../src/domains/index.js';
import type { Diagnostic } from '../../src/diagnostics/index.js';
import { MAX_DIAGNOSTICS_PER_DOCUMENT, type DocumentType } from '../../src/format/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { frontmatterFor } from '../helpers/documents.js';
import { inReference } from '../helpers/messages.js';

const errors = (list: readonly Diagnostic[]) => list.filter((d) => d.severity === 'error');
const where = (list: readonly Diagnostic[]) => list.map((d) => ({ code: d.code, channel: d.channel, documentLine: d.documentLine }));

// The 1-based line of the first line of `text` that starts with `prefix`.
function lineOf(text: string, prefix: string, from = 1): number {
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length; i += 1) if (lines[i]?.startsWith(prefix)) return i + 1;
  throw new Error(`no line starting with ${JSON.stringify(prefix)}`);
}

const requirement = (status: string, characteristics: string, level: string, tags: string) =>
  `${frontmatterFor('req', `status: ${status}\n`)}# Sessions Expire

THE portal SHALL expire idle sessions.

## Characteristics

${characteristics}

## Level

<!-- RFC 2119 Requirement Keyword. Mandatory. -->

${level}

## Tags

${tags}

## Source

The security policy.
`;

describe('frontmatter and body in one pass', () => {
  const good = requirement('draft', '1. Security', 'MUST', '- Authentication');

  it('reads the fixture as valid when nothing is broken', () => {
    expect(parse('req', good)).toMatchObject({ ok: true, diagnostics: [] });
  });

  it('reports a frontmatter error and three independent body errors, each at its own line', () => {
    const text = requirement('open', 'Security and more', 'PERHAPS', '- Authentication\n\n      indented code');
    const result = parse('req', text);
    expect(result.ok).toBe(false);
    expect(where(result.diagnostics)).toEqual([
      { code: 'frontmatter-field', channel: 'frontmatter', documentLine: lineOf(text, 'status:') },
      { code: 'body-no-match', channel: 'body', documentLine: lineOf(text, 'Security and more') },
      { code: 'value-vocabulary', channel: 'body', documentLine: lineOf(text, 'PERHAPS') },
      { code: 'nested-list', channel: 'body', documentLine: lineOf(text, '      indented code') },
    ]);
    expect(result.diagnostics.map((d) => d.field)).toEqual([
      'status',
      'Requirement > Characteristics',
      'Requirement > Level > value',
      'Requirement > Tags > ListItem',
    ]);
    // `error` lists every error, one per line, in the same order.
    if (!result.ok) expect(result.error.split('\n')).toEqual(result.diagnostics.map((d) => d.message));
  });

  it('validate reports the same body problems as parse, whole document or body alone', () => {
    const text = requirement('open', 'Security and more', 'PERHAPS', '- Authentication\n\n      indented code');
    const parsed = parse('req', text).diagnostics;
    const whole = validate('req', text, { full: true });
    expect(whole.valid).toBe(false);
    expect(where(whole.diagnostics)).toEqual(where(parsed));
    const body = text.slice(text.indexOf('# Sessions'));
    const alone = validate('req', body);
    expect(alone.diagnostics.map((d) => [d.code, d.field])).toEqual(parsed.filter((d) => d.channel === 'body').map((d) => [d.code, d.field]));
  });

  it('words the four in the reference profile too', () => {
    const text = requirement('open', 'Security and more', 'PERHAPS', '- Authentication\n\n      indented code');
    const result = parse('req', text, { messages: 'reference' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(inReference(parse('req', text).diagnostics).map((d) => d.code));
    expect(result.diagnostics.map((d) => d.message)).toEqual(inReference(parse('req', text).diagnostics).map((d) => d.message));
  });

  it('stops at a frontmatter block that cannot be found: the body cannot be found either', () => {
    const unclosed = `---\ntype: req\n\n# Sessions Expire\n\n## Characteristics\n\nnot a list\n`;
    expect(where(parse('req', unclosed).diagnostics)).toEqual([{ code: 'frontmatter-unclosed', channel: 'frontmatter', documentLine: 1 }]);
    const missing = `# Sessions Expire\n\n## Characteristics\n\nnot a list\n`;
    expect(where(parse('req', missing).diagnostics)).toEqual([{ code: 'missing-frontmatter', channel: 'frontmatter', documentLine: 1 }]);
  });

  it('checks the body below a block that has blank lines above it', () => {
    const text = `\n${requirement('draft', 'Security and more', 'MUST', '- Authentication')}`;
    expect(where(parse('req', text).diagnostics)).toEqual([
      { code: 'frontmatter-offset', channel: 'frontmatter', documentLine: 2 },
      { code: 'body-no-match', channel: 'body', documentLine: lineOf(text, 'Security and more') },
    ]);
  });
});

describe('recovery at section boundaries', () => {
  it('reports a misspelled section once, without "missing" for the sections after it', () => {
    const text = requirement('draft', '1. Security', 'MUST', '- Authentication').replace('## Level', '## Levle');
    const result = parse('req', text);
    expect(where(result.diagnostics)).toEqual([{ code: 'heading-mismatch', channel: 'body', documentLine: lineOf(text, '## Levle') }]);
  });

  it('reports an absent section once and reads the ones after it', () => {
    const text = requirement('draft', '1. Security', 'MUST', '- Authentication').replace('## Characteristics\n\n1. Security\n\n', '');
    const result = parse('req', text);
    expect(where(result.diagnostics)).toEqual([{ code: 'heading-mismatch', channel: 'body', documentLine: lineOf(text, '## Level') }]);
  });

  it('skips text that stands where a section should be and reads that section after it', () => {
    const text = requirement('draft', '1. Security', 'MUST', '- Authentication').replace('## Characteristics', 'A stray paragraph.\n\n## Characteristics');
    const result = parse('req', text);
    expect(where(result.diagnostics)).toEqual([{ code: 'body-no-match', channel: 'body', documentLine: lineOf(text, 'A stray paragraph.') }]);
  });

  it('reports text left at the end of a section in that section only', () => {
    const text = requirement('draft', '1. Security', 'MUST', '- Authentication').replace('## Level', 'A stray paragraph.\n\n## Level');
    const result = parse('req', text);
    expect(where(result.diagnostics)).toEqual([{ code: 'body-leftover', channel: 'body', documentLine: lineOf(text, 'A stray paragraph.') }]);
    expect(result.diagnostics[0]?.field).toBe('Requirement > Characteristics');
  });

  it('still checks the sections under a title that does not read', () => {
    const example = documentTypes.feat.example;
    const h2 = lineOf(example, '## ');
    const text = example.replace(/^# Feature: /m, '# Feat ').replace(/^## .*$/m, '## Misspelled');
    const result = parse('feat', text);
    expect(where(errors(result.diagnostics))).toEqual([
      { code: 'heading-mismatch', channel: 'body', documentLine: lineOf(text, '# Feat ') },
      { code: 'heading-mismatch', channel: 'body', documentLine: h2 },
    ]);
  });

  it('keeps reporting value problems in sections after a failed one', () => {
    const text = requirement('draft', 'not a list', 'PERHAPS', '- Authentication');
    expect(where(parse('req', text).diagnostics).map((d) => d.code)).toEqual(['body-no-match', 'value-vocabulary']);
  });

  it('reports each unknown or broken section of an any-order outline (adr) on its own', () => {
    const example = documentTypes.adr.example;
    const text = example.replace(/^## (.*)$/m, '## Misspelled One').replace(/^(## .*\n)(?![\s\S]*^## )/m, '## Misspelled Two\n');
    const result = parse('adr', text);
    expect(where(errors(result.diagnostics))).toEqual([
      { code: 'adr-unknown-heading', channel: 'body', documentLine: lineOf(text, '## Misspelled One') },
      { code: 'adr-unknown-heading', channel: 'body', documentLine: lineOf(text, '## Misspelled Two') },
    ]);
  });

  // Every packaged example broken in two of its H2 sections (the first and the last) reports
  // exactly two errors, one at each broken heading: nothing from the sections between or after.
  const several = (Object.values(documentTypes) as DocumentType<unknown>[]).filter((type) => (type.example.match(/^## /gm) ?? []).length >= 2);
  it.each(several.map((type) => [type.tag, type] as const))('recovers in every type with several sections: %s', (_tag, type) => {
    const example = type.example;
    const lines = example.split('\n');
    const h2 = lines.flatMap((line, i) => (line.startsWith('## ') ? [i] : []));
    const first = h2[0] as number;
    const last = h2[h2.length - 1] as number;
    lines[first] = '## Misspelled One';
    lines[last] = '## Misspelled Two';
    const broken = lines.join('\n');
    expect(parseDocument(type, example).ok).toBe(true);
    const result = parseDocument(type, broken);
    expect(result.ok).toBe(false);
    expect(errors(result.diagnostics).map((d) => d.documentLine)).toEqual([first + 1, last + 1]);
  });

  it('recovers between the task list and the updates of a task list (tsk)', () => {
    const example = documentTypes.tsk.example;
    const broken = example.replace('- [x] Task 2:', '- [o] Task 2:').replace('### 2026-03-02T09:12:40.118Z', '### 2026-03-02');
    const result = parseDocument(documentTypes.tsk, broken);
    expect(errors(result.diagnostics).map((d) => d.documentLine)).toEqual([lineOf(broken, '- [o] Task 2:'), lineOf(broken, '### 2026-03-02 ')]);
  });
});

describe('the cap on diagnostics per document', () => {
  const unknownSections = (count: number) =>
    documentTypes.adr.example + Array.from({ length: count }, (_, i) => `\n## Unknown ${i + 1}\n\nText.\n`).join('');

  it('is 100', () => {
    expect(MAX_DIAGNOSTICS_PER_DOCUMENT).toBe(100);
  });

  it('keeps the first 100 of 150 problems and closes the list with too-many-problems', () => {
    const text = unknownSections(150);
    const result = parse('adr', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(101);
    const shown = result.diagnostics.slice(0, 100);
    expect(shown.every((d) => d.code === 'adr-unknown-heading')).toBe(true);
    expect(shown.map((d) => d.documentLine)).toEqual(shown.map((_, i) => lineOf(text, `## Unknown ${i + 1}\n`.trim())));
    const note = result.diagnostics[100] as Diagnostic<'too-many-problems'>;
    const firstLeftOut = lineOf(text, '## Unknown 101');
    expect(note).toEqual({
      code: 'too-many-problems',
      severity: 'info',
      message: '… and 50 more problems.',
      field: '',
      line: note.line,
      column: 1,
      documentLine: firstLeftOut,
      end: note.end,
      channel: 'body',
      docs: 'docs/diagnostics.md#too-many-problems',
      params: { shown: 100, more: 50 },
    });
    expect(note.end.documentLine).toBe(firstLeftOut);
    expect(note.hint).toBeUndefined();
    // The note is not an error: `error` lists the 100 errors shown.
    if (!result.ok) expect(result.error.split('\n')).toHaveLength(100);
  });

  it('says "problem" for one more, and is worded the same in the reference profile', () => {
    const result = parse('adr', unknownSections(101), { messages: 'reference' });
    expect(result.diagnostics.at(-1)).toMatchObject({ code: 'too-many-problems', message: '… and 1 more problem.', params: { shown: 100, more: 1 } });
  });

  it('leaves exactly 100 problems as they are', () => {
    const result = parse('adr', unknownSections(100));
    expect(result.diagnostics).toHaveLength(100);
    expect(result.diagnostics.some((d) => d.code === 'too-many-problems')).toBe(false);
  });
});

describe('lenient mode', () => {
  it('still downgrades only the legacy forms, and reports the other problems as errors', () => {
    const example = documentTypes.tsk.example;
    const text = example.replace('### 2026-03-02T09:12:40.118Z', '### 2026-03-02').replace('status: active', 'status: open');
    const lenient = parse('tsk', text, { mode: 'lenient' });
    expect(lenient.ok).toBe(false);
    expect(lenient.diagnostics.map((d) => [d.code, d.severity, d.documentLine])).toEqual([
      ['frontmatter-field', 'error', lineOf(text, 'status:')],
      ['legacy-form', 'warning', lineOf(text, '### 2026-03-02 ')],
    ]);
    const strict = parse('tsk', text);
    expect(strict.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['frontmatter-field', 'error'],
      [strict.diagnostics[1]?.code, 'error'],
    ]);
  });

  it('is ok with only legacy forms', () => {
    const text = documentTypes.tsk.example.replace('### 2026-03-02T09:12:40.118Z', '### 2026-03-02');
    expect(parse('tsk', text, { mode: 'lenient' })).toMatchObject({ ok: true, diagnostics: [{ code: 'legacy-form', severity: 'warning' }] });
  });
});
