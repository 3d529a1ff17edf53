/**
 * The default renderers of the structure codes, fed params directly: the
 * branches whole documents rarely reach (legacy forms named in strict mode,
 * templates, a single allowed heading).
 */
import { describe, expect, it } from 'vitest';
import { defaultMessages, type DiagnosticPlace, type StructureParams } from '../../src/diagnostics/index.js';

const AT: DiagnosticPlace = { channel: 'body', field: 'Task > RecentUpdates', line: 7, column: 1, documentLine: 17, end: { line: 7, column: 30, documentLine: 17 } };

function words<C extends keyof StructureParams>(code: C, params: StructureParams[C]): { message: string; hint?: string } {
  const render = defaultMessages.diagnostics[code] as (p: StructureParams[C], at: DiagnosticPlace) => { message: string; hint?: string };
  return render(params, AT);
}

const DATE_ONLY = { form: 'date-only entry heading', currentForm: '<timestamp> - <title>' };
const CURRENT = "Write it in the current form, or parse with mode: 'lenient' to accept it.";

describe('structure codes in the default profile: legacy forms in strict mode', () => {
  it('body-leftover names the older form and mode: lenient', () => {
    expect(words('body-leftover', { excerpt: '### 2026-08-15 - Begun\n\nStarted.', section: '## Recent Updates', listMarker: false, legacyForm: DATE_ONLY })).toEqual({
      message:
        'The "## Recent Updates" section ends with text it has no place for: "### 2026-08-15 - Begun". This is the older date-only entry heading form; the current form is "<timestamp> - <title>". ' +
        CURRENT,
      hint: CURRENT,
    });
  });

  it('heading-mismatch names the older form', () => {
    const result = words('heading-mismatch', {
      expected: '<timestamp> - <title>',
      expectedHeading: '### <timestamp> - <title>',
      template: true,
      heading: '2026-08-15 - Begun',
      foundHeading: '### 2026-08-15 - Begun',
      legacyForm: DATE_ONLY,
    });
    expect(result.hint).toBe(CURRENT);
    expect(result.message).toBe(
      'Expected the heading "### <timestamp> - <title>" here, found "### 2026-08-15 - Begun". This is the older date-only entry heading form; the current form is "<timestamp> - <title>". ' + CURRENT,
    );
  });

  it('body-no-match names the older form of the text found', () => {
    const result = words('body-no-match', {
      reason: 'missing',
      expected: { kind: 'section', heading: '### <timestamp> - <title>' },
      expectedType: 'list[UpdateEntry]',
      section: '## Recent Updates',
      found: { excerpt: '### 2026-08-15 - Begun', lineCount: 1 },
      legacyForm: DATE_ONLY,
    });
    expect(result.message.startsWith('Expected a "### <timestamp> - <title>" section under "## Recent Updates", found "### 2026-08-15 - Begun". This is the older')).toBe(true);
    expect(result.hint).toBe(CURRENT);
  });
});

describe('structure codes in the default profile: other branches', () => {
  it('heading-mismatch asks for the form of a template heading', () => {
    expect(
      words('heading-mismatch', { expected: 'Phase {n}: {title}', expectedHeading: '### Phase <n>: <title>', template: true, heading: 'Stage 1', foundHeading: '### Stage 1' }),
    ).toEqual({
      message: 'Expected the heading "### Phase <n>: <title>" here, found "### Stage 1". Write the heading in the form "### Phase <n>: <title>".',
      hint: 'Write the heading in the form "### Phase <n>: <title>".',
    });
  });

  it('adr-unknown-heading with one allowed heading names it in the hint', () => {
    expect(words('adr-unknown-heading', { level: 3, heading: 'Day one', allowed: ['Day {n}'], allowedHeadings: ['### Day <n>'] })).toEqual({
      message: 'The heading "### Day one" is not allowed here; expected "### Day <n>". Rename it to "### Day <n>", or remove it.',
      hint: 'Rename it to "### Day <n>", or remove it.',
    });
  });

  it('body-no-match names the kinds of block in words', () => {
    const kinds = ['list-item', 'qa-pair', 'paragraph', 'comment', 'block-quote', 'code', 'text'] as const;
    expect(kinds.map((kind) => words('body-no-match', { reason: 'missing', expected: { kind }, expectedType: 'X' }).message)).toEqual([
      'Expected a list item here, but the body ends. Add a list item at the end of the body.',
      'Expected a question ("> <question>") with its answer here, but the body ends. Add a question ("> <question>") with its answer at the end of the body.',
      'Expected a paragraph here, but the body ends. Add a paragraph at the end of the body.',
      'Expected an HTML comment here, but the body ends. Add an HTML comment at the end of the body.',
      'Expected a block quote here, but the body ends. Add a block quote at the end of the body.',
      'Expected a fenced code block here, but the body ends. Add a fenced code block at the end of the body.',
      'Expected some text here, but the body ends. Add some text at the end of the body.',
    ]);
  });

  it('soft-wrapped-list-item for a plain list item', () => {
    expect(words('soft-wrapped-list-item', { reason: 'wrapped', item: 'list' }).message).toBe(
      'This list item continues on the next line without indentation; a list item must be one line. Join the item onto one line.',
    );
  });

  it('foreign-heading names a language without a packaged name by its code', () => {
    expect(words('foreign-heading', { language: 'nl', expected: 'Taken', expectedHeading: '## Taken', heading: 'Tasks', foundHeading: '## Tasks' }).message).toBe(
      'The heading is in English ("## Tasks"); this document is in "nl", where it is "## Taken". Rename the heading to "## Taken".',
    );
  });
});
