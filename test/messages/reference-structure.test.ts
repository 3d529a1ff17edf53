import { describe, it, expect } from 'vitest';
import { bodyLocation, excerpt } from '../../src/diagnostics/index.js';
import type { DiagnosticPlace, StructureParams } from '../../src/diagnostics/index.js';
import { startsWithListMarker } from '../../src/format/match/failures.js';
import { referenceMessages } from '../../src/messages/index.js';

/** The reference words of a structure code, for a field at a body line. */
function ref<C extends keyof StructureParams>(code: C, params: StructureParams[C], field: string, line: number): { message: string; hint?: string } {
  const at: DiagnosticPlace = { channel: 'body', field, line, column: 1, documentLine: line + 5, end: { line, column: 1, documentLine: line + 5 } };
  const render = referenceMessages.diagnostics[code] as (p: StructureParams[C], a: DiagnosticPlace) => { message: string; hint?: string };
  return render(params, at);
}

function leftover(field: string, line: number, text: string): { message: string; hint?: string } {
  return ref('body-leftover', { excerpt: excerpt(text), listMarker: startsWithListMarker(text) }, field, line);
}

const MISSING = { reason: 'missing', expected: { kind: 'text' } } as const;

const LIKELY_CAUSE =
  " likely cause: a line starting with '-', '*', or '+' begins a new CommonMark list, which the declared fields have nothing left to consume; if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead.";
const LEFTOVER_HINT =
  'if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead';

describe('bodyLocation', () => {
  it('appends the body line to the path', () => {
    expect(bodyLocation('Requirement > Level > value', 12)).toBe('Requirement > Level > value (body line 12)');
  });
});

describe('expectedType', () => {
  it('is the <Expected> word as given (list[...] for repeated fields)', () => {
    expect(ref('body-no-match', { ...MISSING, expectedType: 'list[ListItem]' }, 'X', 1).message).toContain('expected list[ListItem], found');
    expect(ref('body-no-match', { ...MISSING, expectedType: 'Level' }, 'X', 1).message).toContain('expected Level, found');
  });
});

describe('bodyNoMatch', () => {
  it('quotes the excerpt of the remaining text', () => {
    const text = 'Some text\nline 2\nline 3\nline 4\nline 5';
    expect(ref('body-no-match', { ...MISSING, expectedType: 'list[ListItem]', found: { excerpt: excerpt(text), lineCount: 5 } }, 'Requirement > Characteristics', 7)).toEqual({
      message:
        'Requirement > Characteristics: expected list[ListItem], found no match; remaining text starts at body line 7 (5 line(s)) and begins with:\nSome text\nline 2\nline 3\u2026',
    });
  });

  it('says when nothing remains', () => {
    expect(ref('body-no-match', { ...MISSING, expectedType: 'Source' }, 'Requirement > Source', 20)).toEqual({
      message: 'Requirement > Source: expected Source, found no match; nothing remains after body line 20',
    });
  });
});

describe('bodyLeftover', () => {
  it('quotes the leftover text', () => {
    expect(
      leftover(
        'Requirement > RelatedArtifacts',
        45,
        '### Acceptance Criteria\n\n- ACC-1234: Temperature Measurements on running combustion engines',
      ),
    ).toEqual({
      message:
        'Requirement > RelatedArtifacts: text left over after processing all fields, starting at body line 45:\n### Acceptance Criteria\n\n- ACC-1234: Temperature Measurements on running combustion engines',
    });
  });

  it('cuts a long leftover to its excerpt', () => {
    expect(leftover('Task', 9, 'p1\np2\np3\np4').message).toBe(
      'Task: text left over after processing all fields, starting at body line 9:\np1\np2\np3\u2026',
    );
  });

  it.each(['- extra item', '* extra item', '+ extra item', '   - indented item'])(
    'appends the likely cause for a list marker: %j',
    (text) => {
      expect(leftover('Requirement > Tags', 20, text)).toEqual({
        message: `Requirement > Tags: text left over after processing all fields, starting at body line 20:\n${text}${LIKELY_CAUSE}`,
        hint: LEFTOVER_HINT,
      });
    },
  );

  it('appends the likely cause after the ellipsis of a cut excerpt', () => {
    expect(leftover('Requirement', 3, '- a\n- b\n- c\n- d').message).toBe(
      `Requirement: text left over after processing all fields, starting at body line 3:\n- a\n- b\n- c\u2026${LIKELY_CAUSE}`,
    );
  });

  it.each(['1. ordered', '    - code block', 'text - with a dash', '#- heading'])('adds no likely cause for %j', (text) => {
    const result = leftover('Requirement', 3, text);
    expect(result.message.endsWith(text)).toBe(true);
    expect(result.hint).toBeUndefined();
  });
});

describe('heading messages', () => {
  it('headingMismatch', () => {
    expect(ref('heading-mismatch', { expected: 'Level', expectedHeading: '## Level', template: false, heading: 'Levels', foundHeading: '## Levels' }, 'Requirement > Level', 9)).toEqual({
      message: "Requirement > Level (body line 9): expected heading 'Level', got heading 'Levels'",
    });
  });

  it('headingMismatch renders a pattern template and quotes', () => {
    expect(ref('heading-mismatch', { expected: 'Probability {n}', expectedHeading: '### Probability <n>', template: true, heading: "Owner's view", foundHeading: "### Owner's view" }, 'Risk > Assessment > Probability', 14).message).toBe(
      `Risk > Assessment > Probability (body line 14): expected heading 'Probability {n}', got heading "Owner's view"`,
    );
  });

  it('foreignHeading', () => {
    expect(ref('foreign-heading', { language: 'de', expected: 'Stufe', expectedHeading: '## Stufe', heading: 'Level', foundHeading: '## Level' }, 'Requirement > Level', 9)).toEqual({
      message: "Requirement > Level (body line 9): expected the 'de' heading 'Stufe', got the English heading 'Level'",
    });
  });

  it('adrUnknownHeading lists the allowed headings in the given order', () => {
    expect(ref('adr-unknown-heading', { level: 3, heading: 'Risks', allowed: ['Consequences', 'Confirmation'], allowedHeadings: ['### Consequences', '### Confirmation'] }, 'Adr > DecisionOutcome', 14)).toEqual({
      message:
        "Adr > DecisionOutcome (body line 14): unrecognised H3 heading 'Risks'; expected one of 'Consequences', 'Confirmation'",
    });
  });

  it('adrDuplicateHeading', () => {
    expect(ref('adr-duplicate-heading', { heading: 'More Information', foundHeading: '## More Information', firstLine: 12, duplicateOf: 'section' }, 'Adr', 20)).toEqual({
      message: "Adr (body line 20): duplicate heading 'More Information'; first at body line 12",
    });
  });
});

describe('rawHtml', () => {
  it('quotes the node once and shows it raw in both examples', () => {
    expect(ref('raw-html', { kind: 'html_inline', html: '<b>' }, '', 4)).toEqual({
      message:
        "raw HTML is not permitted in a parsed document at body line 4: html_inline '<b>'; fix: wrap it in a code span (e.g. `<b>`) or write it as an HTML comment (e.g. `<!-- <b> -->`) instead",
      hint: 'wrap it in a code span (e.g. `<b>`) or write it as an HTML comment (e.g. `<!-- <b> -->`) instead',
    });
  });

  it('renders the quoted first line as a Python repr', () => {
    expect(ref('raw-html', { kind: 'html_block', html: "<div class='x'>" }, '', 11).message).toBe(
      `raw HTML is not permitted in a parsed document at body line 11: html_block "<div class='x'>"; fix: wrap it in a code span (e.g. \`<div class='x'>\`) or write it as an HTML comment (e.g. \`<!-- <div class='x'> -->\`) instead`,
    );
  });
});

describe('list item messages', () => {
  it('softWrappedListItem', () => {
    expect(ref('soft-wrapped-list-item', { reason: 'wrapped', item: 'task' }, 'Task > Tasks > TaskItem', 6)).toEqual({
      message:
        'Task > Tasks > TaskItem (body line 6): soft-wrapped/lazy-continuation list items are not supported; fix: join the item text onto one physical line',
      hint: 'join the item text onto one physical line',
    });
  });

  it('nestedList for a task item', () => {
    expect(ref('nested-list', { kind: 'list', notes: false }, 'Task > Tasks > TaskItem', 7)).toEqual({
      message:
        'Task > Tasks > TaskItem (body line 7): a task item may contain only paragraphs, fenced code blocks and block quotes, found a nested list; fix: make the nested items separate tasks or write them as text',
      hint: 'make the nested items separate tasks or write them as text',
    });
  });

  it('nestedList for item notes has no fix', () => {
    expect(ref('nested-list', { kind: 'indented-code', notes: true }, 'Requirement > Tags > ListItem', 8)).toEqual({
      message: 'Requirement > Tags > ListItem (body line 8): item notes may contain only paragraphs, found an indented code block',
    });
  });
});
