import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sop } from '../../src/domains/sop/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { describeLayoutVariants, expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const U1 = 'e1a5c3f7-2b9d-4e60-8c14-6f0d2a7b9e35';
const ROOT = 'StandardOperatingProcedure';

// Body lines of the minimal procedure: 1 `# S`, 3 Purpose heading, 5 text, 7 Procedure heading, 9 step heading, 11 text.
const BASE = {
  head: '# S',
  purpose: '## Purpose\n\nWhy.',
  scope: '',
  definitions: '',
  rasci: '',
  safety: '',
  procedure: '## Procedure\n\n### Step 1: Do it\n\nDone.',
  related: '',
  moreInformation: '',
  updates: '',
};
const doc = (parts: Partial<typeof BASE> = {}): string =>
  frontmatterFor('sop') + Object.values({ ...BASE, ...parts }).filter(Boolean).join('\n\n') + '\n';
const E = `${ROOT} > Updates > UpdateEntry`;
const EM_OLDEST_FIRST = '## Updates\n\n### 2025-05-01 09:47:23.658+02:00 — Created\n\nx\n\n### 2025-06-01 10:00:00.000+02:00 — Revised\n\ny';

describe('sop valid documents', () => {
  it('reads a minimal procedure', () => {
    expect(expectValid(sop, doc()).document.body).toEqual({ title: 'S', purpose: 'Why.', procedure: [{ number: 1, title: 'Do it', content: 'Done.' }] });
  });

  it('reads steps with leading zeros and gaps, deeper headings as step content, and a Sops sub-list last', () => {
    const procedure = '## Procedure\n\n### Step 01: First\n\n#### Detail\n\nx\n\n### Step 5: Last\n\ny';
    const related = `## Related Artifacts\n\n### Risks\n\n- RSK ${U1}: R\n\n### Sops\n\n- SOP ${U1}: Related procedure`;
    const body = expectValid(sop, doc({ procedure, related, rasci: '## Roles and Responsibilities\n\n### Accountable\n\nLead\n\n### Responsible\n\n- Engineer' })).document.body;
    expect(body.procedure).toEqual([
      { number: 1, title: 'First', content: '#### Detail\n\nx' },
      { number: 5, title: 'Last', content: 'y' },
    ]);
    expect(body.relatedArtifacts).toEqual({
      risks: { ordered: false, items: [{ text: `RSK ${U1}: R` }] },
      sops: { ordered: false, items: [{ text: `SOP ${U1}: Related procedure` }] },
    });
    expect(body.rolesAndResponsibilities).toEqual({ accountable: 'Lead', responsible: { ordered: false, items: [{ text: 'Engineer' }] } });
  });
});

// Free-form sections keep their bullets verbatim, so the variants start from a text whose lists are all fields.
describeLayoutVariants(sop, sop.example.replace(/## Definitions\n\n[^#]*/, ''));

describe('sop invalid documents: exact diagnostics', () => {
  const P = `${ROOT} > Procedure`;

  it.each<[string, Partial<typeof BASE>, string, number, string, string]>([
    ['a missing Purpose', { purpose: '' }, 'heading-mismatch', 3, `${ROOT} > Purpose`, `${ROOT} > Purpose (body line 3): expected heading 'Purpose', got heading 'Procedure'`],
    ['a missing Procedure', { procedure: '' }, 'body-no-match', 5, P, `${P}: expected Procedure, found no match; nothing remains after body line 5`],
    ['an empty Procedure', { procedure: '## Procedure' }, 'body-no-match', 7, P, `${P}: expected list[Step], found no match; nothing remains after body line 7`],
    ['text before the first step', { procedure: '## Procedure\n\nIntro.\n\n### Step 1: A\n\nx' }, 'body-no-match', 9, P, `${P}: expected list[Step], found no match; remaining text starts at body line 9 (5 line(s)) and begins with:\nIntro.\n\n### Step 1: A…`],
    ['an H3 that is not a step', { procedure: '## Procedure\n\n### First: A\n\nx' }, 'heading-mismatch', 9, `${P} > Step`, `${P} > Step (body line 9): expected heading 'Step {n}: {title}', got heading 'First: A'`],
    ['a misspelt Safety and Precautions', { safety: '## Safety And Precautions\n\nCare.' }, 'heading-mismatch', 7, P, `${P} (body line 7): expected heading 'Procedure', got heading 'Safety And Precautions'`],
    ['Scope after Definitions', { scope: '', definitions: '## Definitions\n\nd\n\n## Scope\n\ns' }, 'heading-mismatch', 11, P, `${P} (body line 11): expected heading 'Procedure', got heading 'Scope'`],
    ['Roles and Responsibilities without Accountable', { rasci: '## Roles and Responsibilities\n\n### Responsible\n\n- x' }, 'heading-mismatch', 9, `${ROOT} > RolesAndResponsibilities > Accountable`, `${ROOT} > RolesAndResponsibilities > Accountable (body line 9): expected heading 'Accountable', got heading 'Responsible'`],
    ['Sops before Risks', { related: `## Related Artifacts\n\n### Sops\n\n- SOP ${U1}: s\n\n### Risks\n\n- RSK ${U1}: r` }, 'body-leftover', 19, `${ROOT} > RelatedArtifacts`, `${ROOT} > RelatedArtifacts: text left over after processing all fields, starting at body line 19:\n### Risks\n\n- RSK ${U1}: r`],
    ['an em-dash entry heading', { updates: '## Updates\n\n### 2025-05-01 09:47:23.658+02:00 — Created\n\nx' }, 'heading-mismatch', 15, E, `${E} (body line 15): expected heading '<timestamp> - <title>', got heading '2025-05-01 09:47:23.658+02:00 — Created'`],
  ])('rejects %s', (_, parts, code, line, field, message) => {
    expectDiagnostics(sop, doc(parts), [{ code: code as 'body-no-match', line, column: 1, field, message }]);
  });

  it('rejects duplicate step numbers, compared as integers', () => {
    const field = `${P} > Step > number`;
    expectDiagnostics(sop, doc({ procedure: '## Procedure\n\n### Step 2: A\n\nx\n\n### Step 02: B\n\ny' }), [
      { code: 'value-duplicate', line: 13, column: 1, field, message: `${field} (body line 13): duplicate 2; first at body line 9` },
    ]);
  });

  it('rejects a free-text Sops item in strict mode', () => {
    const field = `${ROOT} > RelatedArtifacts > Sops > ListItem > text`;
    expectDiagnostics(sop, doc({ related: '## Related Artifacts\n\n### Sops\n\n- SOP-0042: Offboarding' }), [
      { code: 'value-pattern', line: 17, column: 3, field, message: `${field} (body line 17): 'SOP-0042: Offboarding' does not match ^SOP (<uuid>): (.+)$` },
    ]);
  });
});

describe('sop legacy forms', () => {
  const warning = (field: string, line: number, older: string, current: string, column = 1) => ({
    code: 'legacy-form' as const,
    line,
    column,
    field,
    message: `${field} (body line ${line}): older form (${older}) accepted in lenient mode; current form: ${current}`,
  });

  it('accepts an em-dash entry heading in lenient mode, keeping the em dash as the separator', () => {
    const text = doc({ updates: '## Updates\n\n### 2025-05-01 09:47:23.658+02:00 — Created\n\nx' });
    expectDiagnostics(sop, text, [warning(E, 15, 'em-dash entry heading', '<timestamp> - <title>')], 'lenient');
    expect(expectValid(sop, text, 'lenient').document.body.updates?.entries).toEqual([
      { timestamp: '2025-05-01 09:47:23.658+02:00', separator: '—', title: 'Created', content: 'x' },
    ]);
  });

  it('rejects oldest-first em-dash entries in strict mode', () => {
    expect(parseDocument(sop, doc({ updates: EM_OLDEST_FIRST })).diagnostics.map((d) => [d.code, d.line])).toEqual([['heading-mismatch', 15]]);
  });

  // Em-dash entries carry full timestamps, so they take part in the newest-first check (formats.md §5.1).
  it('accepts oldest-first em-dash entries in lenient mode with one warning for the section', () => {
    expectDiagnostics(
      sop,
      doc({ updates: EM_OLDEST_FIRST }),
      [
        warning(`${ROOT} > Updates`, 13, 'oldest-first entries', 'newest entry first'),
        warning(E, 15, 'em-dash entry heading', '<timestamp> - <title>'),
        warning(E, 19, 'em-dash entry heading', '<timestamp> - <title>'),
      ],
      'lenient',
    );
  });

  it('does not accept date-only entry headings, even in lenient mode (not a sop legacy form)', () => {
    const result = parseDocument(sop, doc({ updates: '## Updates\n\n### 2025-05-01 - Created\n\nx' }), { mode: 'lenient' });
    expect(result.diagnostics.map((d) => [d.code, d.line, d.field])).toEqual([['heading-mismatch', 15, E]]);
  });

  it('accepts the untyped Related Artifacts form with Acceptance Criteria and free-text Sops in lenient mode', () => {
    const related = '## Related Artifacts\n\n### Goals\n\n- GOL-0007: Day-one access\n\n### Acceptance Criteria\n\n- ACC-1: Closed in a day\n\n### Sops\n\n- SOP-0042: Offboarding';
    const RA = `${ROOT} > RelatedArtifacts`;
    expectDiagnostics(
      sop,
      doc({ related }),
      [
        warning(`${RA} > Goals > ListItem > text`, 17, 'untyped reference item', 'GOL <uuid>: <title>', 3),
        warning(`${RA} > AcceptanceCriteria`, 19, 'Acceptance Criteria sub-list', 'no Acceptance Criteria sub-list'),
        warning(`${RA} > Sops > ListItem > text`, 25, 'untyped reference item', 'SOP <uuid>: <title>', 3),
      ],
      'lenient',
    );
    expect(Object.keys(expectValid(sop, doc({ related }), 'lenient').document.body.relatedArtifacts ?? {})).toEqual(['goals', 'acceptanceCriteria', 'sops']);
  });
});

describe('sop properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated procedures)', () => {
    fc.assert(
      fc.property(documentModels.sop, (m) => {
        expectRoundTrip(sop, m);
      }),
      { numRuns: 500 },
    );
  });
});
