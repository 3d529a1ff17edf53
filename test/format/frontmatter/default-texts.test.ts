/**
 * The default profile's words for the split, YAML, frontmatter and limit
 * codes: exact texts, hints, params and ends (the reference texts are
 * checked where the diagnostics are made and in test/messages).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from '../../../src/api/parse.js';
import type { Diagnostic, DiagnosticPlace } from '../../../src/diagnostics/index.js';
import { defaultMessages } from '../../../src/diagnostics/index.js';
import { readFrontmatter } from '../../../src/format/frontmatter/read.js';
import { timestampSuggestion } from '../../../src/format/frontmatter/timestamp.js';
import { splitDocument } from '../../../src/format/split.js';
import { statusRules } from '../../helpers/statuses.js';

const BODY = '# T\n\n- [ ] Task 001.001: x\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - U\n\nx\n';
const seen: string[] = [];

/** The one diagnostic of a tsk document (default profile). */
function one(text: string): Diagnostic {
  const result = parse('tsk', text);
  expect(result.diagnostics).toHaveLength(1);
  const d = result.diagnostics[0] as Diagnostic;
  seen.push(d.message);
  // The hint is the fix sentence alone, and the message ends with it.
  if (d.hint !== undefined) expect(d.message.endsWith(` ${d.hint}`)).toBe(true);
  expect(d.docs).toBe(`docs/diagnostics.md#${d.code}`);
  return d;
}

const fm = (yaml: string): string => `---\n${yaml}---\n${BODY}`;
const end = (line: number, column: number) => ({ line, column, documentLine: line });

afterAll(() => {
  // No Python forms in the default texts.
  for (const message of seen) expect(message).not.toMatch(/=True|=None|=False|\['|None/);
});

describe('default texts: the split', () => {
  it('missing-frontmatter', () => {
    expect(one(BODY)).toMatchObject({
      code: 'missing-frontmatter', severity: 'error', line: 1, column: 1, end: end(1, 4), params: { type: 'tsk' },
      message: 'The document has no frontmatter block: its first non-blank line must be "---". Start the file with a "---" line, the frontmatter keys and a closing "---" line.',
      hint: 'Start the file with a "---" line, the frontmatter keys and a closing "---" line.',
    });
  });

  it('frontmatter-unclosed', () => {
    expect(one(`---\nstatus: draft\n${BODY}`)).toMatchObject({
      code: 'frontmatter-unclosed', line: 1, column: 1, end: end(1, 4), params: { type: 'tsk', openingLine: 1 },
      message: 'The frontmatter block is not closed: no "---" line follows this one. Add a "---" line after the last frontmatter key.',
      hint: 'Add a "---" line after the last frontmatter key.',
    });
  });

  it('frontmatter-offset', () => {
    expect(one(`\n\n${fm('status: draft\n')}`)).toMatchObject({
      code: 'frontmatter-offset', severity: 'warning', line: 3, column: 1, end: end(3, 4), params: { type: 'tsk', openingLine: 3 },
      message: 'The frontmatter block starts after 2 blank lines; its "---" must be the first line. Remove the blank lines above it.',
      hint: 'Remove the blank lines above it.',
    });
    expect(one(`\n${fm('status: draft\n')}`).message).toBe(
      'The frontmatter block starts after 1 blank line; its "---" must be the first line. Remove the blank lines above it.',
    );
  });
});

describe('default texts: YAML syntax', () => {
  it.each([
    ['status: draft\nstatus: done\n', 3, 1, 'DUPLICATE_KEY', 'map keys must be unique', 'Keep one line per key: remove or rename the repeated one.'],
    ['a:\n\tb: 1\n', 3, 1, 'TAB_AS_INDENT', 'tabs are not allowed as indentation', 'Indent with spaces, not tabs.'],
    ['classification: "x\n', 3, 1, 'MISSING_CHAR', 'missing closing "quote', 'Close the quote that was opened.'],
    ['classification: a: b\n', 2, 17, 'BLOCK_AS_IMPLICIT_KEY', 'nested mappings are not allowed in compact mappings', 'Quote a value that contains ": ", e.g. title: "a: b".'],
    ['just text\nstatus: draft\n', 2, 1, 'MULTILINE_IMPLICIT_KEY', 'implicit keys need to be on a single line', 'Write each line as "key: value", and indent the continuation lines of a value.'],
    ['a:\n  b: 1\n c: 2\n', 4, 1, 'BAD_INDENT', 'all mapping items must start at the same column', 'Start the keys of one level at the same column, indented with spaces.'],
    ['a: @x\n', 2, 4, 'BAD_SCALAR_START', 'plain value cannot start with reserved character @', 'Quote the value.'],
  ])('%j: the reason in plain words, with the fix of its kind', (yaml, line, column, yamlCode, reason, hint) => {
    const d = one(fm(yaml));
    expect(d).toMatchObject({ code: 'yaml-syntax', line, column, params: { type: 'tsk', yamlCode }, hint });
    expect(d.message).toBe(`The frontmatter is not valid YAML: ${reason}. ${hint}`);
    expect(d.end.line > d.line || d.end.column > d.column).toBe(true);
  });

  it('underlines a repeated key', () => {
    expect(one(fm('status: draft\nstatus: done\n')).end).toEqual(end(3, 7));
    expect(one(fm("'a b': 1\n'a b': 2\n")).end).toEqual(end(3, 6));
  });

  it('leaves the hint out where the kind has no known fix', () => {
    const d = one(fm('- a\nb: 1\n'));
    expect(d).toMatchObject({ code: 'yaml-syntax', params: { yamlCode: 'UNEXPECTED_TOKEN' } });
    expect(d.hint).toBeUndefined();
    expect(d.message).toBe('The frontmatter is not valid YAML: unexpected scalar at node end.');
  });
});

describe('default texts: frontmatter fields', () => {
  it('a status outside the type vocabulary, named by the type noun', () => {
    expect(one(fm('status: open\n'))).toMatchObject({
      code: 'frontmatter-field', field: 'status', line: 2, column: 1, end: end(2, 13),
      params: { type: 'tsk', noun: 'task list', key: 'status', problem: { kind: 'not-one-of', expected: ['draft', 'active', 'done', 'cancelled'], received: 'open', receivedText: 'open' } },
      message: 'The status "open" is not a task list status. Use "draft", "active", "done" or "cancelled".',
      hint: 'Use "draft", "active", "done" or "cancelled".',
    });
  });

  it('names the status by the noun of each type', () => {
    const adr = parse('adr', '---\nstatus: done\n---\n# Use X\n');
    expect(adr.diagnostics[0]?.message.startsWith('The status "done" is not an ADR status. Use "draft", ')).toBe(true);
    const uc = parse('uc', '---\nstatus: nope\n---\n# U\n');
    expect(uc.diagnostics.find((d) => d.code === 'frontmatter-field')?.message).toMatch(/^The status "nope" is not a use case status\. Use "/);
  });

  it('a version that is a number, a YAML 1.0 shown as the JavaScript 1', () => {
    expect(one(fm('version: 1.0\n'))).toMatchObject({
      code: 'frontmatter-field', end: end(2, 13),
      params: { key: 'version', problem: { kind: 'not-a-string', nullable: false, example: '1.0.0', received: 1, receivedText: '1.0' } },
      message: 'The "version" value is 1, a number; it must be a string such as "1.0.0". Quote it: version: "1.0.0".',
      hint: 'Quote it: version: "1.0.0".',
    });
  });

  it('values that are not strings: scalars, null and lists', () => {
    expect(one(fm('id: 5\n'))).toMatchObject({
      message: 'The "id" value is 5, a number; it must be a string or null. Quote it: id: "5".', hint: 'Quote it: id: "5".',
    });
    expect(one(fm('classification: true\n')).message).toBe(
      'The "classification" value is true, a boolean; it must be a string or null. Quote it: classification: "true".',
    );
    expect(one(fm('type: ~\n'))).toMatchObject({
      end: end(2, 8), message: 'The "type" value is null; it must be a string. Write a value after "type:", or remove the line.',
    });
    expect(one(fm('status: [draft]\n'))).toMatchObject({
      end: end(2, 16), message: 'The "status" value is ["draft"], a list; it must be a string. Write a single text value after "status:".',
    });
    expect(one(fm('id: {a: 1e3, b: [x, ~]}\n')).message).toBe(
      'The "id" value is {"a": 1000, "b": ["x", null]}, a mapping; it must be a string or null. Write a single text value after "id:".',
    );
  });

  it('frontmatter-type-mismatch', () => {
    expect(one(fm('type: req\n'))).toMatchObject({
      code: 'frontmatter-type-mismatch', field: 'type', end: end(2, 10), params: { type: 'tsk', expected: 'tsk', received: 'req', receivedText: 'req' },
      message: 'The "type" value "req" does not match the document type "tsk". Write "type: tsk", or remove the line.',
      hint: 'Write "type: tsk", or remove the line.',
    });
  });

  it('version-unsupported', () => {
    expect(one(fm('version: 2.0.0\n'))).toMatchObject({
      code: 'version-unsupported', end: end(2, 15), params: { type: 'tsk', received: '2.0.0', receivedText: '2.0.0' },
      message: 'The version "2.0.0" is not one this library reads: it must be 1.<minor>.<patch>, such as "1.0.0". Write "version: 1.0.0".',
      hint: 'Write "version: 1.0.0".',
    });
  });

  it('a block that is not a mapping', () => {
    expect(one(fm('- a\n- b\n'))).toMatchObject({
      code: 'frontmatter-field', field: '', line: 1, end: end(1, 4), params: { key: '', problem: { kind: 'not-a-mapping', received: 'sequence' } },
      message: 'The frontmatter is a YAML list, not a set of "key: value" lines. Write one "key: value" line per key.',
    });
  });

  it('a key without a value is underlined over its whole line', () => {
    const split = splitDocument('---\nid:   \n---\n# T\n', 'req');
    const r = readFrontmatter(split, { tag: 'req', kind: 'base', statuses: statusRules.req, keys: {} }, 'strict');
    expect(r.ok).toBe(true);
    const bad = readFrontmatter(splitDocument('---\ncreated: 5\n---\n# T\n', 'req'), { tag: 'req', kind: 'base', statuses: statusRules.req }, 'strict');
    expect(bad.diagnostics[0]?.end).toEqual(end(2, 11));
  });

  it('required keys, other refusals (renderers)', () => {
    const at: DiagnosticPlace = { channel: 'frontmatter', field: 'owner', line: 1, column: 1, documentLine: 1, end: end(1, 4) };
    expect(defaultMessages.diagnostics['frontmatter-field']({ type: 'nte', key: 'owner', problem: { kind: 'required' } }, at)).toEqual({
      message: 'The frontmatter has no "owner" key. Add a line "owner: <value>" to the frontmatter.',
      hint: 'Add a line "owner: <value>" to the frontmatter.',
    });
    expect(defaultMessages.diagnostics['frontmatter-field']({ type: 'nte', key: 'id', problem: { kind: 'required' } }, at).hint).toBe(
      'Add a line "id: <uuid>" to the frontmatter.',
    );
    expect(defaultMessages.diagnostics['frontmatter-field']({ type: 'nte', key: 'rank', problem: { kind: 'other', detail: 'Too small: expected number to be >=1', received: 0 } }, at)).toEqual({
      message: 'The "rank" value 0 is not valid: too small: expected number to be >=1.',
    });
  });
});

describe('default texts: timestamps (issue items 5 and 7)', () => {
  it.each([
    ['2026-01-05T10:00:00Z', '2026-01-05T10:00:00.000Z'],
    ['2026-01-05 10:00:00+02:00', '2026-01-05T10:00:00.000+02:00'],
    ['2026-01-05T10:00:00.123456Z', '2026-01-05T10:00:00.123Z'],
  ])('%s still fails in strict mode, with the value rewritten in the hint', (value, suggestion) => {
    const d = one(fm(`created: ${value}\n`));
    expect(d).toMatchObject({
      code: 'invalid-timestamp', field: 'created', line: 2, column: 1, end: end(2, 10 + value.length),
      params: { channel: 'frontmatter', type: 'tsk', key: 'created', received: value, problem: 'shape', suggestion },
      message: `The "created" value "${value}" is not a timestamp of the form yyyy-MM-ddTHH:mm:ss.fff followed by Z or an offset such as +02:00. Write it as "${suggestion}".`,
      hint: `Write it as "${suggestion}".`,
    });
    expect(d.params).not.toHaveProperty('legacyForm');
  });

  it.each([
    ['2026-01-05', 'date-only timestamp', '2026-01-05T00:00:00.000Z'],
    ['2026-01-05T10:00:00.123456', 'timestamp with 6 fraction digits and no offset', '2026-01-05T10:00:00.123Z'],
    ['2026-01-05 10:00:00', 'timestamp without fraction and offset', '2026-01-05T10:00:00.000Z'],
  ])('the older form %s is named in strict mode, with the current form and mode: lenient', (value, form, suggestion) => {
    const d = one(fm(`updated: ${value}\n`));
    const currentForm = 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm';
    expect(d).toMatchObject({
      code: 'invalid-timestamp', severity: 'error',
      params: { key: 'updated', problem: 'shape', suggestion, legacyForm: { form, currentForm } },
      message: `The "updated" value "${value}" has an older form (${form}); the current form is ${currentForm}, e.g. "${suggestion}". Write it as "${suggestion}", or parse with mode: 'lenient' to accept it.`,
      hint: `Write it as "${suggestion}", or parse with mode: 'lenient' to accept it.`,
    });
    expect(parse('tsk', fm(`updated: ${value}\n`), { mode: 'lenient' }).ok).toBe(true);
  });

  it('gives an example where no rewrite is unambiguous', () => {
    for (const value of ['yesterday', '2026-01-05T10:00:00.000']) {
      const d = one(fm(`created: ${value}\n`));
      expect(d.params).not.toHaveProperty('suggestion');
      expect(d.hint).toBe('Write a timestamp such as "2026-01-05T10:00:00.000Z".');
    }
  });

  it('an impossible date, in the frontmatter and in the body', () => {
    const hint = 'Write a date and time that exist: months 01 to 12, days within the month, hours 00 to 23, minutes and seconds 00 to 59.';
    expect(one(fm('created: 2026-02-30T10:00:00.000Z\n'))).toMatchObject({
      params: { problem: 'impossible' }, message: `The "created" value "2026-02-30T10:00:00.000Z" names a date or time that does not exist. ${hint}`, hint,
    });
    const at: DiagnosticPlace = { channel: 'body', field: 'Task > RecentUpdates > UpdateEntry > timestamp', line: 7, column: 5, documentLine: 10, end: { line: 7, column: 29, documentLine: 10 } };
    expect(defaultMessages.diagnostics['invalid-timestamp']({ channel: 'body', received: '2026-02-30 10:00:00.000Z', problem: 'impossible' }, at)).toEqual({
      message: `The timestamp "2026-02-30 10:00:00.000Z" names a date or time that does not exist. ${hint}`, hint,
    });
  });

  it('timestampSuggestion rewrites only unambiguous values', () => {
    expect(timestampSuggestion('2026-01-05T10:00Z')).toBe('2026-01-05T10:00:00.000Z');
    expect(timestampSuggestion('2026-01-05t10:00:00.5z')).toBe('2026-01-05T10:00:00.500Z');
    expect(timestampSuggestion('2026-01-05T10:00:00+0200')).toBe('2026-01-05T10:00:00.000+02:00');
    expect(timestampSuggestion('2026-01-05T10:00:00.000Z')).toBeNull();
    expect(timestampSuggestion('2026-02-30T10:00:00Z')).toBeNull();
    expect(timestampSuggestion('2026-01-05T10:00:00.000')).toBeNull();
    expect(timestampSuggestion('soon')).toBeNull();
  });
});

describe('default texts: limits', () => {
  it('document-too-large spans the whole document', () => {
    const result = parse('tsk', fm('status: draft\n') + 'é'.repeat(100) + '\n', { limits: { maxBytes: 100 } });
    const d = result.diagnostics[0] as Diagnostic;
    seen.push(d.message);
    expect(d).toMatchObject({
      code: 'document-too-large', line: 1, column: 1, end: end(14, 1), params: { limit: 100, actual: 306 },
      message: 'The document is 306 bytes (UTF-8), more than the limit of 100 bytes, and is not read. Split it into smaller documents, or raise the limit with the limits: { maxBytes } option.',
      hint: 'Split it into smaller documents, or raise the limit with the limits: { maxBytes } option.',
    });
  });

  it('nesting-too-deep in the body and in the frontmatter', () => {
    expect(one(fm('status: draft\n') + '>'.repeat(120) + ' x\n')).toMatchObject({
      code: 'nesting-too-deep', channel: 'body', line: 10, documentLine: 13, end: { line: 10, column: 123, documentLine: 13 }, params: { where: 'body', limit: 100 },
      message: 'This line is nested in more than 100 block quotes and list items. Nest it less deeply, or raise the limit with the limits: { maxDepth } option.',
    });
    expect(one(fm(`a: ${'['.repeat(101)}${']'.repeat(101)}\n`))).toMatchObject({
      code: 'nesting-too-deep', channel: 'frontmatter', line: 2, column: 103, end: end(2, 104), params: { where: 'frontmatter', type: 'tsk', limit: 100, viaAliases: false },
      message: 'The frontmatter nests YAML lists and mappings more than 100 levels deep. Nest them less deeply, or raise the limit with the limits: { maxDepth } option.',
      hint: 'Nest them less deeply, or raise the limit with the limits: { maxDepth } option.',
    });
  });

  it('input-too-complex in the body and in the frontmatter', () => {
    expect(one(fm('status: draft\n') + '\ny ' + '[a]('.repeat(1001) + '\n')).toMatchObject({
      code: 'input-too-complex', line: 11, end: { line: 11, column: 4007, documentLine: 14 }, params: { where: 'body', construct: 'brackets', count: 1001, limit: 1000 },
      message: 'This paragraph has 1001 "[" brackets, more than the limit of 1000: reading them would take too long. Split the paragraph with blank lines, or put the text in a code block.',
      hint: 'Split the paragraph with blank lines, or put the text in a code block.',
    });
    const split = splitDocument('---\na: &a [x, x, x]\nb: [*a, *a]\n---\n# T\n', 'req');
    const r = readFrontmatter(split, { tag: 'req', kind: 'base', statuses: statusRules.req }, 'strict', { maxAliasValues: 5 });
    expect(r.diagnostics[0]).toMatchObject({
      code: 'input-too-complex', line: 3, params: { where: 'frontmatter', type: 'req', limit: 5 },
      message: "The frontmatter's YAML aliases expand to more than 5 values. Write the values out, or use fewer aliases.",
    });
  });
});
