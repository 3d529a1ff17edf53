import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gol } from '../../src/domains/gol/index.js';
import { describeLayoutVariants, expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const U1 = '5d2a8c14-3f6e-4b90-a7d1-9e0c2b6f8a37';
const U2 = '7f3c1e92-0b5d-4a68-8e24-c6a9d1f0b573';

// Body lines of the minimal goal: 1 `# G`, 3 statement, 5 `## Source`, 7 source; optional parts slot in between.
const BASE = { head: '# G\n\nThe goal.', description: '', priority: '', tags: '', source: '## Source\n\nThe board.', relatedArtifacts: '', moreInformation: '', notes: '' };
const doc = (parts: Partial<typeof BASE> = {}): string =>
  frontmatterFor('gol') + Object.values({ ...BASE, ...parts }).filter(Boolean).join('\n\n') + '\n';
const related = (body: string): Partial<typeof BASE> => ({ relatedArtifacts: `## Related Artifacts\n\n${body}` });
const RA = 'Goal > RelatedArtifacts';

describe('gol valid documents', () => {
  it('reads a minimal goal: everything but the statement and Source is optional', () => {
    expect(expectValid(gol, doc()).document.body).toEqual({ title: 'G', statement: 'The goal.', source: 'The board.' });
  });

  it('reads every optional section', () => {
    const body = expectValid(
      gol,
      doc({
        description: '## Description\n\nWhy.',
        priority: '## Priority\n\n<!-- c -->\n\n0',
        tags: '## Tags\n\n1. Growth\n\n   A note.',
        ...related(`### Requirements\n\n- REQ ${U1}: R\n\n### Decisions\n\n- DEC ${U2}: D\n\n### Goals\n\n- GOL ${U1}: G\n\n### Risks\n\n- RSK ${U2}: K`),
        moreInformation: '## More Information\n\nMore.',
        notes: '## Notes\n\nNoted.',
      }),
    ).document.body;
    expect(body).toMatchObject({
      description: 'Why.',
      priority: { comment: '<!-- c -->', value: '0' },
      tags: { ordered: true, items: [{ text: 'Growth', notes: ['A note.'] }] },
      moreInformation: 'More.',
      notes: 'Noted.',
    });
    expect(Object.keys(body.relatedArtifacts ?? {})).toEqual(['requirements', 'decisions', 'goals', 'risks']);
  });
});

describeLayoutVariants(gol, gol.example);

describe('gol invalid documents: exact diagnostics', () => {
  it.each<[string, Partial<typeof BASE>, string, number, string, string]>([
    ['a missing statement', { head: '# G' }, 'body-no-match', 3, 'Goal > Statement', 'Goal > Statement: expected Statement, found no match; remaining text starts at body line 3 (3 line(s)) and begins with:\n## Source\n\nThe board.'],
    ['a missing Source section', { source: '' }, 'body-no-match', 3, 'Goal > Source', 'Goal > Source: expected Source, found no match; nothing remains after body line 3'],
    ['a wrong heading', { source: '## Sources\n\nThe board.' }, 'heading-mismatch', 5, 'Goal > Source', "Goal > Source (body line 5): expected heading 'Source', got heading 'Sources'"],
    ['Characteristics (req only)', { description: '## Characteristics\n\n1. Safety' }, 'heading-mismatch', 5, 'Goal > Source', "Goal > Source (body line 5): expected heading 'Source', got heading 'Characteristics'"],
    ['two Source paragraphs', { source: '## Source\n\nOne.\n\nTwo.' }, 'body-leftover', 9, 'Goal > Source', 'Goal > Source: text left over after processing all fields, starting at body line 9:\nTwo.'],
    ['text after the last section', { notes: '## Notes\n\nN.\n\n# Again' }, 'body-leftover', 13, 'Goal', 'Goal: text left over after processing all fields, starting at body line 13:\n# Again'],
    ['the legacy Acceptance Criteria sub-list', related('### Acceptance Criteria\n\n- ACC-7: x'), 'body-leftover', 11, RA, `${RA}: text left over after processing all fields, starting at body line 11:\n### Acceptance Criteria\n\n- ACC-7: x`],
  ])('rejects %s', (_, parts, code, line, field, message) => {
    expectDiagnostics(gol, doc(parts), [{ code: code as 'body-no-match', line, column: 1, field, message }]);
  });

  it.each(['100', '01', 'top'])('rejects the priority %j', (value) => {
    expectDiagnostics(gol, doc({ priority: `## Priority\n\n<!-- c -->\n\n${value}` }), [
      { code: 'value-pattern', line: 9, column: 1, field: 'Goal > Priority > value', message: `Goal > Priority > value (body line 9): '${value}' does not match ^(0|[1-9][0-9]?)$` },
    ]);
  });

  it.each<[string, string, string]>([
    ['Requirements', `GOL ${U1}: wrong tag`, 'REQ'],
    ['Decisions', `DEC-${U1}: hyphenated`, 'DEC'],
    ['Goals', 'GOL-0007: untyped', 'GOL'],
    ['Risks', `ADR ${U1}: an ADR`, 'RSK'],
  ])('rejects a non-typed item under %s in strict mode', (sub, text, tag) => {
    const field = `${RA} > ${sub} > ListItem > text`;
    expectDiagnostics(gol, doc(related(`### ${sub}\n\n- ${text}`)), [
      { code: 'value-pattern', line: 13, column: 3, field, message: `${field} (body line 13): '${text}' does not match ^${tag} (<uuid>): (.+)$` },
    ]);
  });
});

describe('gol legacy forms (lenient mode)', () => {
  it.each<[string, string, string, string]>([
    ['Requirements', `GOL ${U1}: wrong tag`, 'untyped reference item', 'REQ <uuid>: <title>'],
    ['Decisions', `DEC-${U1}: hyphenated`, 'hyphenated reference item', 'DEC <uuid>: <title>'],
    ['Decisions', `ADR-${U1}: an ADR`, 'ADR item under Decisions', 'DEC <uuid>: <title>'],
    ['Goals', 'GOL-0007: untyped', 'untyped reference item', 'GOL <uuid>: <title>'],
    ['Risks', `ADR ${U1}: an ADR`, 'untyped reference item', 'RSK <uuid>: <title>'],
  ])('accepts %s item %j with a warning', (sub, text, older, current) => {
    const field = `${RA} > ${sub} > ListItem > text`;
    const message = `${field} (body line 13): older form (${older}) accepted in lenient mode; current form: ${current}`;
    expectDiagnostics(gol, doc(related(`### ${sub}\n\n- ${text}`)), [{ code: 'legacy-form', line: 13, column: 3, field, message }], 'lenient');
  });

  it('accepts the Acceptance Criteria sub-list between Goals and Risks, one warning for the sub-list', () => {
    const text = doc(related(`### Goals\n\n- GOL ${U1}: G\n\n### Acceptance Criteria\n\n- ACC-1: a\n- ACC-2: b\n\n### Risks\n\n- RSK ${U2}: K`));
    const at = `${RA} > AcceptanceCriteria`;
    const message = `${at} (body line 15): older form (Acceptance Criteria sub-list) accepted in lenient mode; current form: no Acceptance Criteria sub-list`;
    expectDiagnostics(gol, text, [{ code: 'legacy-form', line: 15, column: 1, field: at, message }], 'lenient');
    expect(expectValid(gol, text, 'lenient').document.body.relatedArtifacts).toEqual({
      goals: { ordered: false, items: [{ text: `GOL ${U1}: G` }] },
      acceptanceCriteria: { ordered: false, items: [{ text: 'ACC-1: a' }, { text: 'ACC-2: b' }] },
      risks: { ordered: false, items: [{ text: `RSK ${U2}: K` }] },
    });
  });
});

describe('gol properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated goals)', () => {
    fc.assert(
      fc.property(documentModels.gol, (m) => {
        expectRoundTrip(gol, m);
      }),
      { numRuns: 500 },
    );
  });
});
