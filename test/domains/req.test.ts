import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { req } from '../../src/domains/req/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { describeLayoutVariants, expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference, referenceTexts } from '../helpers/messages.js';

const FIXTURES = new URL('../fixtures/req/', import.meta.url);
const U1 = '3b7e9d21-5c4a-4f8e-a1b6-0d2c9e7f4a15';
const U2 = '8f14c2a0-6e3b-4d97-b5a1-2c9d0e7f6b38';

// The sections of a minimal valid requirement, in outline order; '' leaves a section out.
// Body lines: 1 `# T`, 3 statement, 5 `## Characteristics`, 7 item, 9 `## Level`, 11 MUST, 13 `## Source`, 15 source.
const BASE = {
  head: '# T\n\nThe statement.',
  description: '',
  characteristics: '## Characteristics\n\n1. Safety',
  level: '## Level\n\nMUST',
  priority: '',
  tags: '',
  source: '## Source\n\nA source.',
  relatedArtifacts: '',
  moreInformation: '',
  notes: '',
};
const doc = (parts: Partial<typeof BASE> = {}): string =>
  frontmatterFor('req') + Object.values({ ...BASE, ...parts }).filter(Boolean).join('\n\n') + '\n';
const related = (body: string): Partial<typeof BASE> => ({ relatedArtifacts: `## Related Artifacts\n\n${body}` });
const RA_PATH = 'Requirement > RelatedArtifacts';

describe('req valid documents', () => {
  it('reads a minimal requirement: Description, Priority, Tags and Related Artifacts are optional', () => {
    expect(expectValid(req, doc()).document.body).toEqual({
      title: 'T',
      statement: 'The statement.',
      characteristics: { ordered: true, items: [{ text: 'Safety' }] },
      level: { value: 'MUST' },
      source: 'A source.',
    });
  });

  it.each(['MUST', 'SHOULD', 'MUST NOT', 'SHOULD NOT', 'MAY'])('accepts the level %s', (level) => {
    expect(expectValid(req, doc({ level: `## Level\n\n${level}` })).document.body.level).toEqual({ value: level });
  });

  it.each(['0', '9', '10', '99'])('accepts the priority %s, with or without a comment', (value) => {
    const body = expectValid(req, doc({ priority: `## Priority\n\n<!-- p -->\n\n${value}` })).document.body;
    expect(body.priority).toEqual({ comment: '<!-- p -->', value });
    expect(expectValid(req, doc({ priority: `## Priority\n\n${value}` })).document.body.priority).toEqual({ value });
  });

  it('accepts nine characteristics as bullets and keeps continuation blocks as notes', () => {
    const items = Array.from({ length: 9 }, (_, i) => `- C${i}`).join('\n');
    expect(expectValid(req, doc({ characteristics: `## Characteristics\n\n${items}` })).document.body.characteristics.items).toHaveLength(9);
    const loose = '## Characteristics\n\n1. Safety\n\n   Why it matters.\n\n2. Security';
    expect(expectValid(req, doc({ characteristics: loose })).document.body.characteristics.items).toEqual([
      { text: 'Safety', notes: ['Why it matters.'] },
      { text: 'Security' },
    ]);
  });

  it('reads tags with notes and soft-wrapped typed references in every sub-list', () => {
    const refs = `### Requirements\n\n- REQ ${U1}: First\n  line two\n\n  A note.\n\n### Decisions\n\n- DEC ${U2}: D\n\n### Goals\n\n- GOL ${U1}: G\n\n### Risks\n\n- RSK ${U2}: R`;
    const body = expectValid(req, doc({ tags: '## Tags\n\n- Alpha\n\n  Why.\n\n- Beta', ...related(refs) })).document.body;
    expect(body.tags).toEqual({ ordered: false, items: [{ text: 'Alpha', notes: ['Why.'] }, { text: 'Beta' }] });
    expect(body.relatedArtifacts).toEqual({
      requirements: { ordered: false, items: [{ text: `REQ ${U1}: First\nline two`, notes: ['A note.'] }] },
      decisions: { ordered: false, items: [{ text: `DEC ${U2}: D` }] },
      goals: { ordered: false, items: [{ text: `GOL ${U1}: G` }] },
      risks: { ordered: false, items: [{ text: `RSK ${U2}: R` }] },
    });
  });

  it('accepts a Related Artifacts section without sub-lists', () => {
    expect(expectValid(req, doc({ relatedArtifacts: '## Related Artifacts' })).document.body.relatedArtifacts).toEqual({});
  });
});

describeLayoutVariants(req, req.example);

describe('req invalid documents: exact diagnostics', () => {
  const remaining = (path: string, expected: string, line: number, count: number, text: string): string =>
    `${path}: expected ${expected}, found no match; remaining text starts at body line ${line} (${count} line(s)) and begins with:\n${text}`;

  it.each<[string, Partial<typeof BASE>, string, number, string, string]>([
    ['a missing statement', { head: '# T' }, 'body-no-match', 3, 'Requirement > Statement', remaining('Requirement > Statement', 'Statement', 3, 11, '## Characteristics\n\n1. Safety…')],
    ['a missing Characteristics section', { characteristics: '' }, 'heading-mismatch', 5, 'Requirement > Characteristics', "Requirement > Characteristics (body line 5): expected heading 'Characteristics', got heading 'Level'"],
    ['a missing Level section', { level: '' }, 'heading-mismatch', 9, 'Requirement > Level', "Requirement > Level (body line 9): expected heading 'Level', got heading 'Source'"],
    ['a missing Source section', { source: '' }, 'body-no-match', 11, 'Requirement > Source', 'Requirement > Source: expected Source, found no match; nothing remains after body line 11'],
    ['a second statement paragraph', { head: '# T\n\nOne.\n\nTwo.' }, 'body-no-match', 5, 'Requirement > Characteristics', remaining('Requirement > Characteristics', 'Characteristics', 5, 13, 'Two.\n\n## Characteristics…')],
    ['an empty Characteristics section', { characteristics: '## Characteristics' }, 'body-no-match', 5, 'Requirement > Characteristics', 'Requirement > Characteristics: expected list[ListItem], found no match; nothing remains after body line 5'],
    ['a wrong heading', { characteristics: '## Characteristic\n\n1. Safety' }, 'heading-mismatch', 5, 'Requirement > Characteristics', "Requirement > Characteristics (body line 5): expected heading 'Characteristics', got heading 'Characteristic'"],
    ['a Level with only its comment', { level: '## Level\n\n<!-- c -->' }, 'body-no-match', 11, 'Requirement > Level', 'Requirement > Level: expected Value, found no match; nothing remains after body line 11'],
    ['two Level paragraphs', { level: '## Level\n\nMUST\n\nSHOULD' }, 'body-leftover', 13, 'Requirement > Level', 'Requirement > Level: text left over after processing all fields, starting at body line 13:\nSHOULD'],
    ['a Source list', { source: '## Source\n\n- a' }, 'body-no-match', 15, 'Requirement > Source', remaining('Requirement > Source', 'Source', 15, 1, '- a')],
    ['a second H1', { notes: '## Notes\n\nN.\n\n# Second' }, 'body-leftover', 21, 'Requirement', 'Requirement: text left over after processing all fields, starting at body line 21:\n# Second'],
    ['a section out of order', { notes: '## Description\n\nLate.' }, 'body-leftover', 17, 'Requirement', 'Requirement: text left over after processing all fields, starting at body line 17:\n## Description\n\nLate.'],
    ['an empty reference sub-list', related('### Requirements'), 'body-no-match', 19, `${RA_PATH} > Requirements`, `${RA_PATH} > Requirements: expected list[ListItem], found no match; nothing remains after body line 19`],
    ['sub-lists out of order', related(`### Goals\n\n- GOL ${U1}: x\n\n### Requirements\n\n- REQ ${U2}: y`), 'body-leftover', 23, RA_PATH, `${RA_PATH}: text left over after processing all fields, starting at body line 23:\n### Requirements\n\n- REQ ${U2}: y`],
    ['a Sops sub-list (sop only)', related(`### Sops\n\n- SOP ${U1}: x`), 'body-leftover', 19, RA_PATH, `${RA_PATH}: text left over after processing all fields, starting at body line 19:\n### Sops\n\n- SOP ${U1}: x`],
  ])('rejects %s', (_, parts, code, line, field, message) => {
    expectDiagnostics(req, doc(parts), [{ code: code as 'body-no-match', line, column: 1, field, message }]);
  });

  it('rejects a list inside tag notes', () => {
    expectDiagnostics(req, doc({ tags: '## Tags\n\n- a\n\n  - nested' }), [
      { code: 'nested-list', line: 17, column: 3, field: 'Requirement > Tags > ListItem', message: 'Requirement > Tags > ListItem (body line 17): item notes may contain only paragraphs, found a nested list' },
    ]);
  });

  it.each(['must', 'MUST <!-- x -->', 'SHALL'])('rejects the level %j', (value) => {
    expectDiagnostics(req, doc({ level: `## Level\n\n${value}` }), [
      {
        code: 'value-vocabulary',
        line: 11,
        column: 1,
        field: 'Requirement > Level > value',
        message: `Requirement > Level > value (body line 11): '${value}' is not one of 'MUST', 'SHOULD', 'MUST NOT', 'SHOULD NOT', 'MAY'`,
      },
    ]);
  });

  it.each(['100', '07', '-1', 'high'])('rejects the priority %j', (value) => {
    expectDiagnostics(req, doc({ priority: `## Priority\n\n${value}` }), [
      { code: 'value-pattern', line: 15, column: 1, field: 'Requirement > Priority > value', message: `Requirement > Priority > value (body line 15): '${value}' does not match ^(0|[1-9][0-9]?)$` },
    ]);
  });

  it('rejects more than nine characteristics (value-cardinality at the section heading)', () => {
    const items = Array.from({ length: 10 }, (_, i) => `${i + 1}. C${i}`).join('\n');
    expectDiagnostics(req, doc({ characteristics: `## Characteristics\n\n${items}` }), [
      { code: 'value-cardinality', line: 5, column: 1, field: 'Requirement > Characteristics', message: 'Requirement > Characteristics (body line 5): expected 1..9 items, found 10' },
    ]);
  });

  it.each<[string, string, string]>([
    ['Requirements', `- DEC ${U1}: wrong tag`, '^REQ (<uuid>): (.+)$'],
    ['Decisions', `- ADR ${U1}: an ADR`, '^DEC (<uuid>): (.+)$'],
    ['Goals', `- GOL ${U1.toUpperCase()}: upper-case id`, '^GOL (<uuid>): (.+)$'],
    ['Risks', `- RSK ${U1}:`, '^RSK (<uuid>): (.+)$'],
  ])('rejects an item under %s that is not a typed reference of its tag', (sub, item, display) => {
    const field = `${RA_PATH} > ${sub} > ListItem > text`;
    expectDiagnostics(req, doc(related(`### ${sub}\n\n${item}`)), [
      { code: 'value-pattern', line: 21, column: 3, field, message: `${field} (body line 21): '${item.slice(2)}' does not match ${display}` },
    ]);
  });
});

describe('req legacy Related Artifacts forms', () => {
  const spec91 = readFileSync(new URL('spec-9-1/input.md', FIXTURES), 'utf8');
  const legacyItems = related(`### Requirements\n\n- REQ-${U1}: hyphenated\n- REQ-0001: untyped\n\n### Decisions\n\n- ADR ${U2}: adr\n- ADR-${U2}: adr hyphenated`);
  const item = (sub: string, line: number): { field: string; at: string } => {
    const field = `${RA_PATH} > ${sub} > ListItem > text`;
    return { field, at: `${field} (body line ${line})` };
  };

  it('formats.md §9.1 strict: exactly the four errors, in order', () => {
    const result = parseDocument(req, spec91);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.documentLine, d.field, d.channel])).toEqual([
      ['value-pattern', 'error', 35, 3, 44, `${RA_PATH} > Requirements > ListItem > text`, 'body'],
      ['value-pattern', 'error', 39, 3, 48, `${RA_PATH} > Decisions > ListItem > text`, 'body'],
      ['value-pattern', 'error', 43, 3, 52, `${RA_PATH} > Goals > ListItem > text`, 'body'],
      ['body-leftover', 'error', 45, 1, 54, RA_PATH, 'body'],
    ]);
    const messages = [
      `${item('Requirements', 35).at}: 'REQ-9687: Maximum temperatures of running engines in civil vehicles' does not match ^REQ (<uuid>): (.+)$`,
      `${item('Decisions', 39).at}: 'DEC-2703: Usage of metal conductors in moving engine parts' does not match ^DEC (<uuid>): (.+)$`,
      `${item('Goals', 43).at}: 'GOL-0007: Competitive Engines in Consumer Vehicles' does not match ^GOL (<uuid>): (.+)$`,
      `${RA_PATH}: text left over after processing all fields, starting at body line 45:\n### Acceptance Criteria\n\n- ACC-1234: Temperature Measurements on running combustion engines`,
    ];
    expect(referenceTexts(result.diagnostics)).toEqual(messages);
    expect(!result.ok && result.error).toBe(result.diagnostics.map((d) => d.message).join('\n'));
    expect({ diagnostics: inReference(result.diagnostics) }).toMatchObject(JSON.parse(readFileSync(new URL('spec-9-1/expected.json', FIXTURES), 'utf8')));
  });

  it('formats.md §9.1 lenient: four legacy-form warnings, texts kept, acceptanceCriteria in the model', () => {
    const result = expectValid(req, spec91, 'lenient');
    const warning = (at: string, older: string, current: string): string => `${at}: older form (${older}) accepted in lenient mode; current form: ${current}`;
    expect(inReference(result.diagnostics).map((d) => [d.code, d.severity, d.line, d.field, d.message])).toEqual([
      ['legacy-form', 'warning', 35, item('Requirements', 35).field, warning(item('Requirements', 35).at, 'untyped reference item', 'REQ <uuid>: <title>')],
      ['legacy-form', 'warning', 39, item('Decisions', 39).field, warning(item('Decisions', 39).at, 'untyped reference item', 'DEC <uuid>: <title>')],
      ['legacy-form', 'warning', 43, item('Goals', 43).field, warning(item('Goals', 43).at, 'untyped reference item', 'GOL <uuid>: <title>')],
      ['legacy-form', 'warning', 45, `${RA_PATH} > AcceptanceCriteria`, warning(`${RA_PATH} > AcceptanceCriteria (body line 45)`, 'Acceptance Criteria sub-list', 'no Acceptance Criteria sub-list')],
    ]);
    expect(result.document.body.relatedArtifacts?.acceptanceCriteria).toEqual({
      ordered: false,
      items: [{ text: 'ACC-1234: Temperature Measurements on running combustion engines' }],
    });
    expect(result.document.body.relatedArtifacts?.requirements?.items[0]?.text).toBe('REQ-9687: Maximum temperatures of running engines in civil vehicles');
    expect(result.document).toEqual(JSON.parse(readFileSync(new URL('spec-9-1-lenient/expected.json', FIXTURES), 'utf8')));
  });

  it('rejects hyphenated, untyped and ADR items in strict mode', () => {
    const pattern = (sub: string, line: number, text: string, tag: string) =>
      ({ code: 'value-pattern' as const, line, column: 3, field: item(sub, line).field, message: `${item(sub, line).at}: '${text}' does not match ^${tag} (<uuid>): (.+)$` });
    expectDiagnostics(req, doc(legacyItems), [
      pattern('Requirements', 21, `REQ-${U1}: hyphenated`, 'REQ'),
      pattern('Requirements', 22, 'REQ-0001: untyped', 'REQ'),
      pattern('Decisions', 26, `ADR ${U2}: adr`, 'DEC'),
      pattern('Decisions', 27, `ADR-${U2}: adr hyphenated`, 'DEC'),
    ]);
  });

  it('accepts them in lenient mode, one warning per item, keeping the texts', () => {
    const legacy = (sub: string, line: number, older: string, current: string) =>
      ({ code: 'legacy-form' as const, line, column: 3, field: item(sub, line).field, message: `${item(sub, line).at}: older form (${older}) accepted in lenient mode; current form: ${current}` });
    expectDiagnostics(
      req,
      doc(legacyItems),
      [
        legacy('Requirements', 21, 'hyphenated reference item', 'REQ <uuid>: <title>'),
        legacy('Requirements', 22, 'untyped reference item', 'REQ <uuid>: <title>'),
        legacy('Decisions', 26, 'ADR item under Decisions', 'DEC <uuid>: <title>'),
        legacy('Decisions', 27, 'ADR item under Decisions', 'DEC <uuid>: <title>'),
      ],
      'lenient',
    );
    expect(expectValid(req, doc(legacyItems), 'lenient').document.body.relatedArtifacts?.decisions?.items.map((i) => i.text)).toEqual([
      `ADR ${U2}: adr`,
      `ADR-${U2}: adr hyphenated`,
    ]);
  });
});

describe('req properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated requirements)', () => {
    fc.assert(
      fc.property(documentModels.req, (m) => {
        expectRoundTrip(req, m);
      }),
      { numRuns: 500 },
    );
  });
});
