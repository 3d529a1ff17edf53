import { describe, it, expect } from 'vitest';
import { capLabelled, defaultMessages, formatErrors, formatLabelled, sortDiagnostics } from '../../src/diagnostics/index.js';
import type { Diagnostic, MessageProfile } from '../../src/diagnostics/index.js';
import { formatDiagnostic, operationLabel, referenceMessages } from '../../src/messages/index.js';
import * as publicFormatters from '../../src/messages/index.js';

function diag(overrides: Partial<Diagnostic>): Diagnostic {
  return {
    code: 'value-pattern',
    severity: 'error',
    channel: 'body',
    field: 'Requirement > Priority > value',
    message: 'm',
    line: 1,
    column: 1,
    documentLine: 10,
    end: { line: 1, column: 2, documentLine: 10 },
    docs: 'docs/diagnostics.md#value-pattern',
    params: { value: 'x', pattern: 'y' },
    ...overrides,
  } as Diagnostic;
}

const emoji = '\u{1f600}';

describe('formatErrors', () => {
  it('joins the error messages in order and leaves warnings and infos out', () => {
    const list = [
      diag({ message: 'first' }),
      diag({ severity: 'warning', code: 'legacy-form', message: 'warned' }),
      diag({ message: 'second\nwith excerpt' }),
      diag({ severity: 'info', message: 'noted' }),
    ];
    expect(formatErrors(list)).toBe('first\nsecond\nwith excerpt');
  });

  it('is empty without errors', () => {
    expect(formatErrors([])).toBe('');
    expect(formatErrors([diag({ severity: 'warning', message: 'w' })])).toBe('');
  });
});

describe('formatLabelled', () => {
  it('prefixes every error message with the label', () => {
    const list = [diag({ message: 'a' }), diag({ severity: 'warning', message: 'w' }), diag({ message: 'b' })];
    expect(formatLabelled(list, 'tsk validate (body)')).toBe('tsk validate (body): a\ntsk validate (body): b');
  });

  it('is empty without errors', () => {
    expect(formatLabelled([diag({ severity: 'warning' })], 'tsk validate')).toBe('');
  });

  it('keeps a text of exactly 300 code points', () => {
    const label = 'tsk validate'; // with ': ' 14 code points
    const text = formatLabelled([diag({ message: 'x'.repeat(286) })], label);
    expect(text).toBe(`tsk validate: ${'x'.repeat(286)}`);
    expect([...text].length).toBe(300);
  });

  it('cuts a longer text to 300 code points and marks it', () => {
    const text = formatLabelled([diag({ message: 'x'.repeat(287) })], 'tsk validate');
    expect(text).toBe(`tsk validate: ${'x'.repeat(286)}... (truncated)`);
  });

  it('counts astral characters as one code point each', () => {
    // 14 + 286 emoji = 300 code points but 586 UTF-16 units: not cut.
    const kept = formatLabelled([diag({ message: emoji.repeat(286) })], 'tsk validate');
    expect(kept).toBe(`tsk validate: ${emoji.repeat(286)}`);
    const cut = formatLabelled([diag({ message: emoji.repeat(300) })], 'tsk validate');
    expect(cut).toBe(`tsk validate: ${emoji.repeat(286)}... (truncated)`);
  });

  it('caps the joined text, not each message', () => {
    const list = [diag({ message: 'a'.repeat(200) }), diag({ message: 'b'.repeat(200) })];
    const text = formatLabelled(list, 'req parse_req');
    const head = `req parse_req: ${'a'.repeat(200)}\nreq parse_req: `;
    expect(text).toBe(`${head}${'b'.repeat(300 - head.length)}... (truncated)`);
  });
});

describe('capLabelled', () => {
  it('leaves short texts alone', () => {
    expect(capLabelled('')).toBe('');
    expect(capLabelled('y'.repeat(300))).toBe('y'.repeat(300));
  });

  it('never splits a surrogate pair at the cut', () => {
    expect(capLabelled(`${'y'.repeat(299)}${emoji}${emoji}`)).toBe(`${'y'.repeat(299)}${emoji}... (truncated)`);
  });
});

describe('operationLabel (reference profile)', () => {
  it.each([
    ['create', undefined, 'tsk create_tsk (body)'],
    ['create', 'body', 'tsk create_tsk (body)'],
    ['update', undefined, 'tsk update (body)'],
    ['update', 'frontmatter', 'tsk update (frontmatter)'],
    ['edit', undefined, 'tsk edit (body)'],
    ['setStatus', undefined, 'tsk set_status (frontmatter)'],
    ['setClassification', undefined, 'tsk set_classification (frontmatter)'],
    ['validate', undefined, 'tsk validate'],
    ['validate', 'body', 'tsk validate (body)'],
    ['parseFile', undefined, 'tsk parse_tsk'],
  ] as const)('%s with channel %s → %s', (operation, channel, label) => {
    expect(operationLabel('tsk', operation, channel, { messages: 'reference' })).toBe(label);
    expect(referenceMessages.operationLabel('tsk', operation, channel)).toBe(label);
  });

  it('names the tool after the type', () => {
    expect(operationLabel('sysrs', 'create', undefined, { messages: 'reference' })).toBe('sysrs create_sysrs (body)');
    expect(operationLabel('feat', 'parseFile', undefined, { messages: 'reference' })).toBe('feat parse_feat');
  });
});

describe('operationLabel (default profile)', () => {
  it.each([
    ['create', undefined, 'tsk create (body)'],
    ['create', 'body', 'tsk create (body)'],
    ['update', undefined, 'tsk update (body)'],
    ['update', 'frontmatter', 'tsk update (frontmatter)'],
    ['edit', undefined, 'tsk edit (body)'],
    ['setStatus', undefined, 'tsk setStatus (frontmatter)'],
    ['setClassification', undefined, 'tsk setClassification (frontmatter)'],
    ['validate', undefined, 'tsk validate'],
    ['validate', 'body', 'tsk validate (body)'],
    ['parseFile', undefined, 'tsk parseFile'],
  ] as const)('%s with channel %s → %s', (operation, channel, label) => {
    expect(operationLabel('tsk', operation, channel)).toBe(label);
    expect(operationLabel('tsk', operation, channel, { messages: 'default' })).toBe(label);
    expect(defaultMessages.operationLabel('tsk', operation, channel)).toBe(label);
  });

  it('never names a tool', () => {
    for (const op of ['create', 'update', 'edit', 'setStatus', 'setClassification', 'validate', 'parseFile'] as const) {
      expect(operationLabel('sysrs', op)).not.toMatch(/_/);
    }
  });

  it('refuses a messages value that names no profile', () => {
    expect(() => operationLabel('tsk', 'create', undefined, { messages: 'klingon' as never })).toThrow(
      expect.objectContaining({ code: 'invalid-arguments' }),
    );
  });
});

describe('formatDiagnostic (reference profile layout)', () => {
  const reference = (d: Diagnostic): string => referenceMessages.formatDiagnostic(d);

  it('shows severity, code, document position and message', () => {
    const d = diag({ message: "X (body line 35): 'high' does not match ^x$", line: 35, column: 3, documentLine: 44 });
    expect(reference(d)).toBe("error value-pattern 44:3 X (body line 35): 'high' does not match ^x$");
  });

  it('indents continuation lines of a multi-line message', () => {
    const d = diag({ code: 'body-leftover', severity: 'error', message: 'Task: left over:\np1\np2', documentLine: 7 });
    expect(reference(d)).toBe('error body-leftover 7:1 Task: left over:\n  p1\n  p2');
  });

  it('shows warnings with their severity', () => {
    const d = diag({ code: 'frontmatter-offset', severity: 'warning', channel: 'frontmatter', message: 'w', line: 3, documentLine: 3 });
    expect(reference(d)).toBe('warning frontmatter-offset 3:1 w');
  });
});

describe('formatDiagnostic (default profile layout)', () => {
  it('shows the document position, severity, message and code', () => {
    const d = diag({ message: 'The priority "high" is not a number.', line: 35, column: 3, documentLine: 44 });
    expect(formatDiagnostic(d)).toBe('44:3  error  The priority "high" is not a number.  [value-pattern]');
  });

  it('keeps the code on the first line and indents continuation lines', () => {
    const d = diag({ code: 'body-leftover', message: 'Text is left over:\np1\np2', documentLine: 7 });
    expect(formatDiagnostic(d)).toBe('7:1  error  Text is left over:  [body-leftover]\n    p1\n    p2');
  });

  it('shows warnings and infos with their severity', () => {
    const d = diag({ code: 'frontmatter-offset', severity: 'warning', channel: 'frontmatter', message: 'w', line: 3, documentLine: 3 });
    expect(formatDiagnostic(d)).toBe('3:1  warning  w  [frontmatter-offset]');
  });

  it('rewords the diagnostic in a named profile from its params', () => {
    const shouting: MessageProfile = {
      ...defaultMessages,
      name: 'shouting',
      diagnostics: { ...defaultMessages.diagnostics, 'value-pattern': (p) => ({ message: `BAD ${p.value}!` }) },
      formatDiagnostic: (d) => `${d.code}: ${d.message}`,
    };
    expect(formatDiagnostic(diag({ message: 'kept' }), { messages: shouting })).toBe('value-pattern: BAD x!');
    // A code the profile has no renderer for (a link-check finding) keeps its words.
    const link = { ...diag({ message: 'No requirement found.' }), code: 'dangling-reference', path: '/x.md' };
    expect(formatDiagnostic(link as never, { messages: shouting })).toBe('dangling-reference: No requirement found.');
    // Without messages, the diagnostic's own words are kept.
    expect(formatDiagnostic(diag({ message: 'kept' }))).toBe('10:1  error  kept  [value-pattern]');
  });
});

describe('formatErrors and formatLabelled with a profile', () => {
  const upper: MessageProfile = {
    ...defaultMessages,
    name: 'upper',
    diagnostics: { ...defaultMessages.diagnostics, 'value-pattern': (p) => ({ message: p.value.toUpperCase() }) },
  };

  it('reword the diagnostics first when messages is given', () => {
    const list = [diag({ message: 'a', params: { value: 'one', pattern: 'p', expectedForm: '<p>' } }), diag({ message: 'b', params: { value: 'two', pattern: 'p', expectedForm: '<p>' } })];
    expect(publicFormatters.formatErrors(list)).toBe('a\nb');
    expect(publicFormatters.formatErrors(list, { messages: upper })).toBe('ONE\nTWO');
    expect(publicFormatters.formatLabelled(list, 'tsk validate', { messages: upper })).toBe('tsk validate: ONE\ntsk validate: TWO');
    expect(publicFormatters.formatLabelled(list, 'tsk validate')).toBe('tsk validate: a\ntsk validate: b');
  });
});

describe('sortDiagnostics', () => {
  it('puts the frontmatter channel first, then orders by line and column, stably', () => {
    const b1 = diag({ message: 'b1', line: 5, column: 2 });
    const b2 = diag({ message: 'b2', line: 5, column: 1 });
    const b3 = diag({ message: 'b3', line: 2, column: 9 });
    const b4 = diag({ message: 'b4', line: 5, column: 1 });
    const f1 = diag({ message: 'f1', channel: 'frontmatter', line: 7, column: 1 });
    const f2 = diag({ message: 'f2', channel: 'frontmatter', line: 3, column: 4 });
    const input = [b1, b2, f1, b3, b4, f2];
    const sorted = sortDiagnostics(input);
    expect(sorted.map((d) => d.message)).toEqual(['f2', 'f1', 'b3', 'b2', 'b4', 'b1']);
    expect(input.map((d) => d.message)).toEqual(['b1', 'b2', 'f1', 'b3', 'b4', 'f2']);
    expect(sorted).not.toBe(input);
  });

  it('orders frontmatter before body even when the body line is smaller', () => {
    const body = diag({ message: 'body', line: 1 });
    const fm = diag({ message: 'fm', channel: 'frontmatter', line: 4 });
    expect(sortDiagnostics([body, fm]).map((d) => d.message)).toEqual(['fm', 'body']);
  });
});
