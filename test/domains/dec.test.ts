import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../src/domains/dec/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { commentText } from '../helpers/arbitraries.js';
import { describeLayoutVariants, expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const U1 = '6b0e4d27-9a13-4f5c-b8e2-1d7c3a9f0e64';

// Body lines of the minimal decision: 1 `# D`, 3 Context heading, 5 text, 7 Outcome heading, 9 text,
// 11 RASCI heading, 13 Accountable, 15 Alice, 17 Responsible, 19 `- Bob`, 21 Source heading, 23 text.
const RASCI = '## Roles and Responsibilities\n\n### Accountable\n\nAlice\n\n### Responsible\n\n- Bob';
const BASE = {
  head: '# D',
  context: '## Context and Problem Statement\n\nWhy.',
  drivers: '',
  considered: '',
  outcome: '## Decision Outcome\n\nWe chose A.',
  rasci: RASCI,
  tags: '',
  source: '## Source\n\nThe kickoff meeting.',
  related: '',
  prosAndCons: '',
  moreInformation: '',
  updates: '',
};
const doc = (parts: Partial<typeof BASE> = {}): string =>
  frontmatterFor('dec') + Object.values({ ...BASE, ...parts }).filter(Boolean).join('\n\n') + '\n';
const entry = (heading: string): Partial<typeof BASE> => ({ updates: `## Updates\n\n### ${heading}\n\nDone.` });
const E = 'Decision > Updates > UpdateEntry';

describe('dec valid documents', () => {
  it('reads a minimal decision', () => {
    expect(expectValid(dec, doc()).document.body).toEqual({
      title: 'D',
      contextAndProblemStatement: 'Why.',
      decisionOutcome: { text: 'We chose A.' },
      rolesAndResponsibilities: { accountable: 'Alice', responsible: { ordered: false, items: [{ text: 'Bob' }] } },
      source: 'The kickoff meeting.',
    });
  });

  it('reads Outcome children, empty optional roles, options with leading zeros and gaps, and updates', () => {
    const body = expectValid(
      dec,
      doc({
        outcome: '## Decision Outcome\n\nWe chose A.\n\n### Consequences\n\nCheaper.\n\n### Confirmation\n\nAudit.',
        rasci: `${RASCI}\n\n### Support\n\n### Consulted\n\n- Carol\n\n### Informed`,
        prosAndCons: '## Pros and Cons\n\n### Option 01: A\n\nGood.\n\n### Option 7: B\n\n#### Details\n\nBad.',
        updates: '## Updates\n\n### 2026-05-02T10:00:00.000Z - Accepted\n\nYes.\n\n### 2026-05-01 09:00:00.000+02:00 : Proposed\n\nDraft.',
      }),
    ).document.body;
    expect(body.decisionOutcome).toEqual({ text: 'We chose A.', consequences: 'Cheaper.', confirmation: 'Audit.' });
    expect(body.rolesAndResponsibilities).toEqual({
      accountable: 'Alice',
      responsible: { ordered: false, items: [{ text: 'Bob' }] },
      support: { ordered: false, items: [] },
      consulted: { ordered: false, items: [{ text: 'Carol' }] },
      informed: { ordered: false, items: [] },
    });
    expect(body.prosAndCons).toEqual([
      { number: 1, title: 'A', content: 'Good.' },
      { number: 7, title: 'B', content: '#### Details\n\nBad.' },
    ]);
    expect(body.updates?.entries.map((e) => [e.timestamp, e.separator, e.title])).toEqual([
      ['2026-05-02T10:00:00.000Z', '-', 'Accepted'],
      ['2026-05-01 09:00:00.000+02:00', ':', 'Proposed'],
    ]);
  });
});

// Free-form sections keep their bullets verbatim, so the variants start from a text whose lists are all fields.
describeLayoutVariants(dec, dec.example.replace(/## Decision Drivers\n\n[^#]*/, ''));

describe('dec invalid documents: exact diagnostics', () => {
  const noMatch = (path: string, expected: string, line: number, count: number, text: string): string =>
    `${path}: expected ${expected}, found no match; remaining text starts at body line ${line} (${count} line(s)) and begins with:\n${text}`;
  const R = 'Decision > RolesAndResponsibilities';

  it.each<[string, Partial<typeof BASE>, string, number, string, string]>([
    ['text between the H1 and the first H2', { head: '# D\n\nIntro.' }, 'body-no-match', 3, 'Decision > ContextAndProblemStatement', noMatch('Decision > ContextAndProblemStatement', 'ContextAndProblemStatement', 3, 23, 'Intro.\n\n## Context and Problem Statement…')],
    ['a missing Context and Problem Statement', { context: '' }, 'heading-mismatch', 3, 'Decision > ContextAndProblemStatement', "Decision > ContextAndProblemStatement (body line 3): expected heading 'Context and Problem Statement', got heading 'Decision Outcome'"],
    ['a missing Decision Outcome', { outcome: '' }, 'heading-mismatch', 7, 'Decision > DecisionOutcome', "Decision > DecisionOutcome (body line 7): expected heading 'Decision Outcome', got heading 'Roles and Responsibilities'"],
    ['a Decision Outcome without its lead paragraph', { outcome: '## Decision Outcome\n\n### Consequences\n\nx' }, 'body-no-match', 9, 'Decision > DecisionOutcome > Text', noMatch('Decision > DecisionOutcome > Text', 'Text', 9, 3, '### Consequences\n\nx')],
    ['two Decision Outcome paragraphs', { outcome: '## Decision Outcome\n\nA.\n\nB.' }, 'body-leftover', 11, 'Decision > DecisionOutcome', 'Decision > DecisionOutcome: text left over after processing all fields, starting at body line 11:\nB.'],
    ['Confirmation before Consequences', { outcome: '## Decision Outcome\n\nA.\n\n### Confirmation\n\nc\n\n### Consequences\n\nd' }, 'body-leftover', 15, 'Decision > DecisionOutcome', 'Decision > DecisionOutcome: text left over after processing all fields, starting at body line 15:\n### Consequences\n\nd'],
    ['a missing Roles and Responsibilities section', { rasci: '' }, 'heading-mismatch', 11, R, `${R} (body line 11): expected heading 'Roles and Responsibilities', got heading 'Source'`],
    ['an Accountable list', { rasci: RASCI.replace('Alice', '- Alice') }, 'body-no-match', 15, `${R} > Accountable`, noMatch(`${R} > Accountable`, 'Accountable', 15, 1, '- Alice')],
    ['a missing Responsible', { rasci: RASCI.replace('\n\n### Responsible\n\n- Bob', '') }, 'body-no-match', 15, `${R} > Responsible`, `${R} > Responsible: expected Responsible, found no match; nothing remains after body line 15`],
    ['an empty Responsible', { rasci: RASCI.replace('\n\n- Bob', '') }, 'body-no-match', 17, `${R} > Responsible`, `${R} > Responsible: expected list[ListItem], found no match; nothing remains after body line 17`],
    ['Informed before Consulted', { rasci: `${RASCI}\n\n### Informed\n\n- Eve\n\n### Consulted\n\n- Carol` }, 'body-leftover', 25, R, `${R}: text left over after processing all fields, starting at body line 25:\n### Consulted\n\n- Carol`],
    ['a missing Source section', { source: '' }, 'body-no-match', 19, 'Decision > Source', 'Decision > Source: expected Source, found no match; nothing remains after body line 19'],
    ['the ADR heading Pros and Cons of the Options', { prosAndCons: '## Pros and Cons of the Options\n\n### Option 1: A\n\nx' }, 'body-leftover', 25, 'Decision', 'Decision: text left over after processing all fields, starting at body line 25:\n## Pros and Cons of the Options\n\n### Option 1: A…'],
    ['an empty Pros and Cons', { prosAndCons: '## Pros and Cons' }, 'body-no-match', 25, 'Decision > ProsAndCons', 'Decision > ProsAndCons: expected list[Option], found no match; nothing remains after body line 25'],
    ['an H3 that is not an option', { prosAndCons: '## Pros and Cons\n\n### Alternative A\n\nx' }, 'heading-mismatch', 27, 'Decision > ProsAndCons > Option', "Decision > ProsAndCons > Option (body line 27): expected heading 'Option {n}: {title}', got heading 'Alternative A'"],
    ['a section after Updates', { updates: '## Updates\n\n### 2026-05-01T00:00:00.000Z - T\n\nDone.\n\n## More Information\n\nx' }, 'body-leftover', 31, 'Decision', 'Decision: text left over after processing all fields, starting at body line 31:\n## More Information\n\nx'],
    ['an em-dash entry heading', entry('2026-05-01 09:00:00.000Z — Created'), 'heading-mismatch', 27, E, `${E} (body line 27): expected heading '<timestamp> - <title>', got heading '2026-05-01 09:00:00.000Z — Created'`],
    ['a date-only entry heading', entry('2026-05-01 - Created'), 'heading-mismatch', 27, E, `${E} (body line 27): expected heading '<timestamp> - <title>', got heading '2026-05-01 - Created'`],
    ['a free-form entry heading', entry('Created'), 'heading-mismatch', 27, E, `${E} (body line 27): expected heading '<timestamp> - <title>', got heading 'Created'`],
  ])('rejects %s', (_, parts, code, line, field, message) => {
    expectDiagnostics(dec, doc(parts), [{ code: code as 'body-no-match', line, column: 1, field, message }]);
  });

  it('rejects duplicate option numbers, compared as integers', () => {
    const field = 'Decision > ProsAndCons > Option > number';
    expectDiagnostics(dec, doc({ prosAndCons: '## Pros and Cons\n\n### Option 1: A\n\nx\n\n### Option 2: B\n\ny\n\n### Option 001: C\n\nz' }), [
      { code: 'value-duplicate', line: 35, column: 1, field, message: `${field} (body line 35): duplicate 1; first at body line 27` },
    ]);
  });

  it('rejects update entries that are not newest first', () => {
    const updates = '## Updates\n\n### 2026-05-01T00:00:00.000Z - Old\n\nx\n\n### 2026-05-02T00:00:00.000Z - New\n\ny';
    expectDiagnostics(dec, doc({ updates }), [
      {
        code: 'value-order',
        line: 31,
        column: 1,
        field: `${E} > timestamp`,
        message: `${E} > timestamp (body line 31): entry '2026-05-02T00:00:00.000Z' is newer than the entry above it ('2026-05-01T00:00:00.000Z', body line 27); entries must run newest first`,
      },
    ]);
  });

  it('rejects an ADR item under Decisions in strict mode', () => {
    const field = 'Decision > RelatedArtifacts > Decisions > ListItem > text';
    expectDiagnostics(dec, doc({ related: `## Related Artifacts\n\n### Decisions\n\n- ADR ${U1}: Old ADR` }), [
      { code: 'value-pattern', line: 29, column: 3, field, message: `${field} (body line 29): 'ADR ${U1}: Old ADR' does not match ^DEC (<uuid>): (.+)$` },
    ]);
  });
});

describe('dec legacy forms (lenient mode)', () => {
  const warning = (field: string, line: number, older: string, current: string) => ({
    code: 'legacy-form' as const,
    line,
    column: 1,
    field,
    message: `${field} (body line ${line}): older form (${older}) accepted in lenient mode; current form: ${current}`,
  });

  it('accepts a decision written before v0.29: no Roles and Responsibilities, Tags or Source', () => {
    const text = doc({ rasci: '', source: '', moreInformation: '## More Information\n\nx' });
    expectDiagnostics(
      dec,
      text,
      [
        warning('Decision > RolesAndResponsibilities', 11, 'missing Roles and Responsibilities section', '## Roles and Responsibilities'),
        warning('Decision > Source', 11, 'missing Source section', '## Source'),
      ],
      'lenient',
    );
    const body = expectValid(dec, text, 'lenient').document.body;
    expect(body).not.toHaveProperty('rolesAndResponsibilities');
    expect(body).not.toHaveProperty('source');
    // Strict mode reports both absent sections (one pass), each where it was expected.
    expect(parseDocument(dec, text).diagnostics.map((d) => [d.code, d.field, d.line])).toEqual([
      ['heading-mismatch', 'Decision > RolesAndResponsibilities', 11],
      ['heading-mismatch', 'Decision > Source', 11],
    ]);
  });

  it.each<[string, string, string]>([
    ['2026-05-01 - Created', 'date-only entry heading', '2026-05-01'],
    ['Created', 'free-form entry heading', ''],
    // The em-dash form is a feat/sop legacy form (formats.md §8.1); dec reads it as free-form text.
    ['2026-05-01 09:00:00.000Z — Created', 'free-form entry heading', ''],
  ])('accepts the entry heading %j with a warning', (heading, older) => {
    expectDiagnostics(dec, doc(entry(heading)), [warning(E, 27, older, '<timestamp> - <title>')], 'lenient');
  });

  it('keeps legacy entries in the model: date-only as written, free-form with null timestamp and separator', () => {
    const updates = '## Updates\n\n### 2026-05-03 - Accepted\n\nYes.\n\n### Kickoff\n\nGo.';
    expect(expectValid(dec, doc({ updates }), 'lenient').document.body.updates?.entries).toEqual([
      { timestamp: '2026-05-03', separator: '-', title: 'Accepted', content: 'Yes.' },
      { timestamp: null, separator: null, title: 'Kickoff', content: 'Go.' },
    ]);
  });

  it('accepts the untyped Related Artifacts form with Acceptance Criteria', () => {
    const related = `## Related Artifacts\n\n### Decisions\n\n- ADR-${U1}: Old ADR\n- DEC-0042: Untyped\n\n### Acceptance Criteria\n\n- ACC-1: a`;
    const field = 'Decision > RelatedArtifacts > Decisions > ListItem > text';
    expectDiagnostics(
      dec,
      doc({ related }),
      [
        { ...warning(field, 29, 'ADR item under Decisions', 'DEC <uuid>: <title>'), column: 3 },
        { ...warning(field, 30, 'untyped reference item', 'DEC <uuid>: <title>'), column: 3 },
        warning('Decision > RelatedArtifacts > AcceptanceCriteria', 32, 'Acceptance Criteria sub-list', 'no Acceptance Criteria sub-list'),
      ],
      'lenient',
    );
  });
});

describe('dec properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated decisions)', () => {
    fc.assert(
      fc.property(documentModels.dec, (m) => {
        expectRoundTrip(dec, m);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the comment of an Updates section', () => {
    fc.assert(
      fc.property(commentText, (comment) => {
        const text = doc({ updates: `## Updates\n\n${comment}\n\n### 2026-05-01T00:00:00.000Z - T\n\nDone.` });
        expect(expectValid(dec, text).document.body.updates?.comment).toBe(comment);
      }),
      { numRuns: 50 },
    );
  });
});
