import { describe, it, expect } from 'vitest';
import { frontmatterLocation } from '../../src/messages/reference/frontmatter.js';
import {
  bodyLocation,
  legacyCurrentForm,
  legacyForm,
  legacyForms,
} from '../../src/diagnostics/index.js';
import type { LegacyFormName } from '../../src/diagnostics/index.js';

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

describe('legacyForm', () => {
  it('builds the warning for a frontmatter location', () => {
    expect(
      legacyForm(frontmatterLocation('req', 'created', 3), 'date-only timestamp', legacyCurrentForm('date-only timestamp')),
    ).toEqual({
      message: `req frontmatter block, field 'created' (document line 3): older form (date-only timestamp) accepted in lenient mode; current form: ${TIMESTAMP}`,
    });
  });

  it('builds the warning for a body location', () => {
    expect(
      legacyForm(
        bodyLocation('Requirement > RelatedArtifacts > Requirements > ListItem > text', 30),
        'untyped reference item',
        legacyCurrentForm('untyped reference item', 'REQ'),
      ).message,
    ).toBe(
      'Requirement > RelatedArtifacts > Requirements > ListItem > text (body line 30): older form (untyped reference item) accepted in lenient mode; current form: REQ <uuid>: <title>',
    );
  });
});
