import { describe, it, expect } from 'vitest';
import { createDiagnostic, legacyCurrentForm, legacyForms, renderDiagnostic } from '../../src/diagnostics/index.js';
import type { DiagnosticPlace, LegacyFormName } from '../../src/diagnostics/index.js';
import { referenceMessages } from '../../src/messages/index.js';

const TIMESTAMP = 'yyyy-MM-ddTHH:mm:ss.fff with Z or \u00b1HH:mm';

// formats.md §8.1, written out by hand ("same" resolved to the row above).
const table: [LegacyFormName, string][] = [
  ['timestamp with 6 fraction digits and no offset', TIMESTAMP],
  ['timestamp without fraction and offset', TIMESTAMP],
  ['date-only timestamp', TIMESTAMP],
  ['date-only entry heading', '<timestamp> - <title>'],
  ['em-dash entry heading', '<timestamp> - <title>'],
  ['free-form entry heading', '<timestamp> - <title>'],
  ['oldest-first entries', 'newest entry first'],
  ['untyped reference item', '<TAG> <uuid>: <title>'],
  ['hyphenated reference item', '<TAG> <uuid>: <title>'],
  ['ADR item under Decisions', 'DEC <uuid>: <title>'],
  ['Acceptance Criteria sub-list', 'no Acceptance Criteria sub-list'],
  ['unnumbered question', '**<d>.<NNNN>**: <question>'],
  ['free-form problem statement', '<current state> is causing <issue>, for <stakeholder> because <cause>.'],
  ['missing problem statement paragraph', 'one paragraph after the # title, before ## Current State: <current state> is causing <issue>, for <stakeholder> because <cause>.'],
  ['unpadded phase number', 'Phase <NNN>: <title>'],
  ['unpadded task number', 'Task <NNN>.<MMM>: <text>'],
  ['unnumbered task item', 'Task <NNN>.<MMM>: <text>'],
  ['missing Source section', '## Source'],
  ['missing Roles and Responsibilities section', '## Roles and Responsibilities'],
];

describe('legacyForms', () => {
  it('holds exactly the rows of formats.md §8.1', () => {
    expect(Object.entries(legacyForms)).toEqual(table);
  });
});

describe('legacyCurrentForm', () => {
  it('fills in the sub-list tag of typed references', () => {
    expect(legacyCurrentForm('untyped reference item', 'REQ')).toBe('REQ <uuid>: <title>');
    expect(legacyCurrentForm('hyphenated reference item', 'RSK')).toBe('RSK <uuid>: <title>');
  });

  it('keeps <TAG> without a tag and ignores a tag elsewhere', () => {
    expect(legacyCurrentForm('untyped reference item')).toBe('<TAG> <uuid>: <title>');
    expect(legacyCurrentForm('date-only timestamp', 'REQ')).toBe(TIMESTAMP);
  });
});

function place(field: string, line: number, channel: 'body' | 'frontmatter'): DiagnosticPlace {
  const documentLine = channel === 'body' ? line + 10 : line;
  return { channel, field, line, column: 1, documentLine, end: { line, column: 5, documentLine } };
}

describe('legacy-form', () => {
  it('reference: the warning for a frontmatter location', () => {
    const params = { form: 'date-only timestamp', currentForm: legacyCurrentForm('date-only timestamp'), written: '2026-08-27', type: 'req' };
    const d = renderDiagnostic(createDiagnostic('legacy-form', params, place('created', 3, 'frontmatter')), referenceMessages);
    expect(d.message).toBe(
      `req frontmatter block, field 'created' (document line 3): older form (date-only timestamp) accepted in lenient mode; current form: ${TIMESTAMP}`,
    );
    expect(d.hint).toBeUndefined();
  });

  it('reference: the warning for a body location', () => {
    const params = { form: 'untyped reference item', currentForm: legacyCurrentForm('untyped reference item', 'REQ') };
    const at = place('Requirement > RelatedArtifacts > Requirements > ListItem > text', 30, 'body');
    expect(renderDiagnostic(createDiagnostic('legacy-form', params, at), referenceMessages).message).toBe(
      'Requirement > RelatedArtifacts > Requirements > ListItem > text (body line 30): older form (untyped reference item) accepted in lenient mode; current form: REQ <uuid>: <title>',
    );
  });

  it('default: names the older form, lenient mode and the current form, with a hint', () => {
    const body = createDiagnostic('legacy-form', { form: 'date-only entry heading', currentForm: '<timestamp> - <title>' }, place('Task > RecentUpdates > UpdateEntry', 7, 'body'));
    expect(body.severity).toBe('warning');
    expect(body.message).toBe(
      `This is an older form (date-only entry heading), accepted because of mode: 'lenient'; the current form is "<timestamp> - <title>". Rewrite it in the current form.`,
    );
    expect(body.hint).toBe('Rewrite it in the current form.');
    const frontmatter = createDiagnostic(
      'legacy-form',
      { form: 'date-only timestamp', currentForm: TIMESTAMP, written: '2026-08-27', type: 'req' },
      place('created', 3, 'frontmatter'),
    );
    expect(frontmatter.message).toBe(
      `"2026-08-27" is an older form (date-only timestamp), accepted because of mode: 'lenient'; the current form is "${TIMESTAMP}". Rewrite it in the current form.`,
    );
  });
});
