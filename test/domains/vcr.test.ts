import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vcr } from '../../src/domains/vcr/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference } from '../helpers/messages.js';

const FM = frontmatterFor('vcr');
const ID = '4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d';
const REF = `REQ ${ID}: Revoke keys within one second`;
const R = 'VerificationCaseRecord';
const AC = `${R} > AcceptanceCriteria > AcceptanceCriterion`;

/** The parts of a minimal record; `null` leaves a part out. */
interface Parts {
  h1: string | null;
  verifies: string | null;
  coverage: string | null;
  criteria: string | null;
  more: string | null;
  updates: string | null;
}

const BASE: Parts = {
  h1: '# Key Revocation\n',
  verifies: `## Verifies\n\n${REF}\n\nWhy this is verified.\n`,
  coverage: '## Coverage\n\nfull\n',
  criteria: '## Acceptance Criteria\n\n### AC-001 (Test): Revocation is fast\n\nMeasured at the gateway.\n',
  more: null,
  updates: null,
};
// Body lines of BASE: 1 H1, 3 Verifies, 5 reference, 7 paraphrase, 9 Coverage, 11 value,
// 13 Acceptance Criteria, 15 AC-001, 17 description; a further part starts at line 19.

function doc(parts: Partial<Parts> = {}): string {
  const all = { ...BASE, ...parts };
  const order = [all.h1, all.verifies, all.coverage, all.criteria, all.more, all.updates];
  return FM + order.filter((part): part is string => part !== null).join('\n');
}

const criteria = (...sections: string[]): string => `## Acceptance Criteria\n\n${sections.join('\n')}`;
const UPDATES_COMMENT = '<!-- Newest entry first -- prepend new entries directly below this comment. -->';

function fixture(name: string, file: string): string {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'vcr', name, file), 'utf8');
}

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

describe('vcr formats.md §9.3', () => {
  const text = fixture('spec-9-3', 'input.md');

  it('parses valid in strict mode to the golden model', () => {
    const result = expectValid(vcr, text);
    expect(result.diagnostics).toEqual([]);
    expect(result.document).toEqual(JSON.parse(fixture('spec-9-3', 'expected.json')));
  });

  it('has the shape §9.3 describes', () => {
    const result = expectValid(vcr, text);
    const body = result.document.body;
    expect(result.source.fields['/body/verifies/reference']?.line).toBe(7 + 9);
    expect(body.verifies.reference).toBe('REQ 4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d: Revoke API key within 1s of agent action');
    expect(body.verifies.paraphrase.split('\n')).toHaveLength(3);
    expect(body.coverage).toBe('partial');
    expect(body.acceptanceCriteria.map((c) => [c.number, c.method, c.description !== undefined, c.testSteps?.items.length])).toEqual([
      [1, 'Test', true, 4],
      [2, 'Analysis', true, undefined],
      [3, 'Inspection', false, 2],
      [4, 'Special', true, undefined],
    ]);
    expect(body.updates?.entries.map((e) => e.timestamp)).toEqual(['2026-08-31 07:40:12.500+02:00']);
    expectRoundTrip(vcr, result.document);
  });
});

describe('vcr golden fixtures', () => {
  const root = join(import.meta.dirname, '..', 'fixtures', 'vcr');
  const cases = readdirSync(root).filter((name) => existsSync(join(root, name, 'input.md')));

  it.each(cases)('%s parses to expected.json and round-trips in its mode', (name) => {
    const options = existsSync(join(root, name, 'options.json')) ? (JSON.parse(fixture(name, 'options.json')) as { mode: 'lenient' }) : {};
    const result = parseDocument(vcr, fixture(name, 'input.md'), options);
    const expected: unknown = JSON.parse(fixture(name, 'expected.json'));
    if (result.ok) expect(result.document).toEqual(expected);
    else expect(inReference(result.diagnostics)).toMatchObject(expected as object);
    if (!result.ok) return;
    const again = parseDocument(vcr, serializeDocument(vcr, result.document), options);
    expect(again.ok ? again.document : again.error).toEqual(result.document);
  });
});

describe('vcr valid documents', () => {
  it('reads a minimal record', () => {
    expect(expectValid(vcr, doc()).document.body).toEqual({
      title: 'Key Revocation',
      verifies: { reference: REF, paraphrase: 'Why this is verified.' },
      coverage: 'full',
      acceptanceCriteria: [{ number: 1, method: 'Test', text: 'Revocation is fast', description: 'Measured at the gateway.' }],
    });
  });

  it('accepts a record comment, a Verifies comment, a UC reference and a soft-wrapped title', () => {
    const verifies = `## Verifies\n\n<!-- why -->\n\nUC ${ID}: Revoke a key\nfrom the console\n\nWhy.\n`;
    const result = expectValid(vcr, doc({ h1: '# Key Revocation\n\n<!-- record -->\n', verifies }));
    expect(result.document.body.comment).toBe('<!-- record -->');
    expect(result.document.body.verifies).toEqual({ comment: '<!-- why -->', reference: `UC ${ID}: Revoke a key\nfrom the console`, paraphrase: 'Why.' });
  });

  it.each(['full', 'partial', 'none'])('accepts coverage %s', (word) => {
    expect(expectValid(vcr, doc({ coverage: `## Coverage\n\n${word}\n` })).document.body.coverage).toBe(word);
  });

  it('accepts every DTAIS method, number gaps, and criteria with steps only or no content', () => {
    const text = criteria(
      '### AC-000 (Demonstration): a\n\n#### Test Steps\n\n- one\n- two\n',
      '### AC-007 (Test): b\n',
      '### AC-010 (Analysis): c\n\nd\n',
      '### AC-999 (Inspection): e\n\nf\n\n#### Test Steps\n\n1. one\n',
      '### AC-100 (Special): (g): h\n',
    );
    expect(expectValid(vcr, doc({ criteria: text })).document.body.acceptanceCriteria).toEqual([
      { number: 0, method: 'Demonstration', text: 'a', testSteps: { ordered: false, items: [{ text: 'one' }, { text: 'two' }] } },
      { number: 7, method: 'Test', text: 'b' },
      { number: 10, method: 'Analysis', text: 'c', description: 'd' },
      { number: 999, method: 'Inspection', text: 'e', description: 'f', testSteps: { ordered: true, items: [{ text: 'one' }] } },
      { number: 100, method: 'Special', text: '(g): h' },
    ]);
  });

  it('keeps further blocks of a test step as its notes', () => {
    const text = criteria('### AC-001 (Test): a\n\n#### Test Steps\n\n1. Run it\n\n   ```sh\n   make\n   ```\n');
    expect(expectValid(vcr, doc({ criteria: text })).document.body.acceptanceCriteria[0]?.testSteps).toEqual({
      ordered: true,
      items: [{ text: 'Run it', notes: ['```sh\nmake\n```'] }],
    });
  });

  it('reads More Information verbatim and Updates with comment, `:` separators and equal timestamps', () => {
    const more = '## More Information\n\nFree text.\n\n### Any heading\n\n- any list\n';
    const log = `## Updates\n\n${UPDATES_COMMENT}\n\n### 2026-04-02T10:00:00.000+02:00 : Two\n\nb\n\n### 2026-04-02T08:00:00.000Z - One\n\n- a\n- list\n`;
    const body = expectValid(vcr, doc({ more, updates: log })).document.body;
    expect(body.moreInformation).toBe('Free text.\n\n### Any heading\n\n- any list');
    expect(body.updates).toEqual({
      comment: UPDATES_COMMENT,
      entries: [
        { timestamp: '2026-04-02T10:00:00.000+02:00', separator: ':', title: 'Two', content: 'b' },
        { timestamp: '2026-04-02T08:00:00.000Z', separator: '-', title: 'One', content: '- a\n- list' },
      ],
    });
  });
});

describe('vcr layout variants parse to the canonical model', () => {
  const steps = criteria('### AC-001 (Test): a\n\ndescribed\n\n#### Test Steps\n\n- one\n- two\n');
  // Entry content is verbatim Markdown, so the entry holds a paragraph, not a list.
  const log = '## Updates\n\n### 2026-04-02T08:00:00.000Z - One\n\na\n';
  const canonical = doc({ criteria: steps, updates: log });
  const model = expectValid(vcr, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- /gm, '* ')],
    ['+ bullets', canonical.replace(/^- /gm, '+ ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext headings', canonical.replace('# Key Revocation\n', 'Key Revocation\n==============\n').replace('## Coverage\n', 'Coverage\n---\n')],
    ['extra blank lines', canonical.replace('\n## Coverage', '\n\n\n## Coverage').replace('- one\n', '- one\n\n')],
  ])('%s', (_, text) => {
    expect(expectValid(vcr, text).document).toEqual(model);
  });
});

describe('vcr frontmatter', () => {
  it('defaults the status to draft and rejects statuses of other types', () => {
    expect(expectValid(vcr, doc()).document.frontmatter['status']).toBe('draft');
    expectDiagnostics(vcr, FM.replace('version: 1.0.0\n', 'version: 1.0.0\nstatus: done\n') + doc().slice(FM.length), one('frontmatter-field', 8, 1, 'status',
      "vcr frontmatter block, field 'status' (document line 8): status must be one of ['approved', 'complete', 'draft', 'progress'], got 'done'"));
  });
});

describe('vcr structure: exact diagnostics', () => {
  it('requires content to start with the H1', () => {
    expectDiagnostics(vcr, `${FM}Intro.\n\n${doc().slice(FM.length)}`, one('body-no-match', 1, 1, R,
      `${R}: expected ${R}, found no match; remaining text starts at body line 1 (19 line(s)) and begins with:\nIntro.\n\n# Key Revocation…`));
  });

  it('requires ## Verifies', () => {
    expectDiagnostics(vcr, doc({ verifies: null }), one('heading-mismatch', 3, 1, `${R} > Verifies`,
      `${R} > Verifies (body line 3): expected heading 'Verifies', got heading 'Coverage'`));
  });

  it('names the expected heading when another H2 stands in place of Verifies', () => {
    expectDiagnostics(vcr, doc({ verifies: `## Verified\n\n${REF}\n\nWhy.\n` }), one('heading-mismatch', 3, 1, `${R} > Verifies`,
      `${R} > Verifies (body line 3): expected heading 'Verifies', got heading 'Verified'`));
  });

  it('allows only one comment before ## Verifies', () => {
    expectDiagnostics(vcr, doc({ h1: '# Key Revocation\n\n<!-- a -->\n\n<!-- b -->\n' }), one('body-no-match', 5, 1, `${R} > Verifies`,
      `${R} > Verifies: expected Verifies, found no match; remaining text starts at body line 5 (17 line(s)) and begins with:\n<!-- b -->\n\n## Verifies…`));
  });

  it('requires the reference paragraph, not a list item', () => {
    expectDiagnostics(vcr, doc({ verifies: `## Verifies\n\n- ${REF}\n\nWhy.\n` }), one('body-no-match', 5, 1, `${R} > Verifies > Reference`,
      `${R} > Verifies > Reference: expected Reference, found no match; remaining text starts at body line 5 (3 line(s)) and begins with:\n- ${REF}\n\nWhy.`));
  });

  it('allows only one comment in ## Verifies', () => {
    expectDiagnostics(vcr, doc({ verifies: `## Verifies\n\n<!-- a -->\n\n<!-- b -->\n\n${REF}\n\nWhy.\n` }), one('body-no-match', 7, 1, `${R} > Verifies > Reference`,
      `${R} > Verifies > Reference: expected Reference, found no match; remaining text starts at body line 7 (5 line(s)) and begins with:\n<!-- b -->\n\n${REF}…`));
  });

  it('requires the paraphrase paragraph', () => {
    expectDiagnostics(vcr, doc({ verifies: `## Verifies\n\n${REF}\n` }), one('body-no-match', 5, 1, `${R} > Verifies > Paraphrase`,
      `${R} > Verifies > Paraphrase: expected Paraphrase, found no match; nothing remains after body line 5`));
  });

  it('rejects a second paraphrase paragraph', () => {
    expectDiagnostics(vcr, doc({ verifies: `## Verifies\n\n${REF}\n\nWhy.\n\nMore.\n` }), one('body-leftover', 9, 1, `${R} > Verifies`,
      `${R} > Verifies: text left over after processing all fields, starting at body line 9:\nMore.`));
  });

  it('requires ## Coverage', () => {
    expectDiagnostics(vcr, doc({ coverage: null }), one('heading-mismatch', 9, 1, `${R} > Coverage`,
      `${R} > Coverage (body line 9): expected heading 'Coverage', got heading 'Acceptance Criteria'`));
  });

  it('requires the coverage value as the only content of ## Coverage', () => {
    expectDiagnostics(vcr, doc({ coverage: '## Coverage\n\n<!-- c -->\n\nfull\n' }), one('body-no-match', 11, 1, `${R} > Coverage`,
      `${R} > Coverage: expected Coverage, found no match; remaining text starts at body line 11 (3 line(s)) and begins with:\n<!-- c -->\n\nfull`));
    expectDiagnostics(vcr, doc({ coverage: '## Coverage\n\nfull\n\nsince May\n' }), one('body-leftover', 13, 1, `${R} > Coverage`,
      `${R} > Coverage: text left over after processing all fields, starting at body line 13:\nsince May`));
  });

  it('requires ## Acceptance Criteria', () => {
    expectDiagnostics(vcr, doc({ criteria: null }), one('body-no-match', 11, 1, `${R} > AcceptanceCriteria`,
      `${R} > AcceptanceCriteria: expected AcceptanceCriteria, found no match; nothing remains after body line 11`));
    expectDiagnostics(vcr, doc({ criteria: null, more: '## More Information\n\nx\n' }), one('heading-mismatch', 13, 1, `${R} > AcceptanceCriteria`,
      `${R} > AcceptanceCriteria (body line 13): expected heading 'Acceptance Criteria', got heading 'More Information'`));
  });

  it('requires at least one acceptance criterion', () => {
    expectDiagnostics(vcr, doc({ criteria: '## Acceptance Criteria\n' }), one('body-no-match', 13, 1, `${R} > AcceptanceCriteria`,
      `${R} > AcceptanceCriteria: expected list[AcceptanceCriterion], found no match; nothing remains after body line 13`));
  });

  it.each([
    ['a two-digit number', 'AC-01 (Test): x'],
    ['a four-digit number', 'AC-1000 (Test): x'],
    ['an unknown method', 'AC-001 (Review): x'],
    ['a lowercase method', 'AC-001 (test): x'],
    ['no criterion text', 'AC-001 (Test):'],
  ])('rejects an acceptance-criterion heading with %s', (_, heading) => {
    expectDiagnostics(vcr, doc({ criteria: criteria(`### ${heading}\n`) }), one('heading-mismatch', 15, 1, AC,
      `${AC} (body line 15): expected heading 'AC-{nnn} ({method}): {text}', got heading '${heading}'`));
  });

  it('rejects a lazy line of = signs in a test step, which would be written back as a heading underline (fuzz finding)', () => {
    const steps = (items: string): string => criteria(`### AC-001 (Test): a\n\n#### Test Steps\n\n${items}`);
    const field = `${AC} > TestSteps > ListItem`;
    expectDiagnostics(vcr, doc({ criteria: steps('1. Run it\n===\n2. Check it\n') }), one('soft-wrapped-list-item', 20, 1, field,
      `${field} (body line 20): a line of '=' signs continues the list item's text without its indentation; inside the list item it would turn the text into a heading; fix: join it onto the line above, or indent it and escape it as '\\==='`));
    const escaped = expectValid(vcr, doc({ criteria: steps('1. Run it\n   \\===\n2. Check it\n') }));
    expect(escaped.document.body.acceptanceCriteria[0]?.testSteps?.items).toEqual([{ text: 'Run it\n\\===' }, { text: 'Check it' }]);
    expectRoundTrip(vcr, escaped.document);
  });

  it('reports a malformed criterion after a valid one as left over', () => {
    expectDiagnostics(vcr, doc({ criteria: criteria('### AC-001 (Test): a\n', '### AC-2 (Test): b\n') }), one('body-leftover', 17, 1, `${R} > AcceptanceCriteria`,
      `${R} > AcceptanceCriteria: text left over after processing all fields, starting at body line 17:\n### AC-2 (Test): b`));
  });

  it('allows one description paragraph only', () => {
    expectDiagnostics(vcr, doc({ criteria: criteria('### AC-001 (Test): a\n\nFirst.\n\nSecond.\n') }), one('body-leftover', 19, 1, AC,
      `${AC}: text left over after processing all fields, starting at body line 19:\nSecond.`));
  });

  it('rejects other sub-sections of a criterion', () => {
    expectDiagnostics(vcr, doc({ criteria: criteria('### AC-001 (Test): a\n\n#### Notes\n\nx\n') }), one('body-leftover', 17, 1, AC,
      `${AC}: text left over after processing all fields, starting at body line 17:\n#### Notes\n\nx`));
  });

  it('requires list items under #### Test Steps', () => {
    expectDiagnostics(vcr, doc({ criteria: criteria('### AC-001 (Test): a\n\n#### Test Steps\n') }), one('body-no-match', 17, 1, `${AC} > TestSteps`,
      `${AC} > TestSteps: expected list[ListItem], found no match; nothing remains after body line 17`));
    expectDiagnostics(vcr, doc({ criteria: criteria('### AC-001 (Test): a\n\n#### Test Steps\n\nRun it.\n') }), one('body-no-match', 19, 1, `${AC} > TestSteps`,
      `${AC} > TestSteps: expected list[ListItem], found no match; remaining text starts at body line 19 (1 line(s)) and begins with:\nRun it.`));
  });

  it('requires Updates to be the last section', () => {
    const log = '## Updates\n\n### 2026-04-02T08:00:00.000Z - One\n\na\n';
    expectDiagnostics(vcr, doc({ more: log, updates: '## More Information\n\nx\n' }), one('body-leftover', 25, 1, R,
      `${R}: text left over after processing all fields, starting at body line 25:\n## More Information\n\nx`));
  });

  it('rejects a second H1', () => {
    expectDiagnostics(vcr, doc({ more: '# Another\n' }), one('body-leftover', 19, 1, R,
      `${R}: text left over after processing all fields, starting at body line 19:\n# Another`));
  });
});

describe('vcr values: exact diagnostics', () => {
  it.each([
    ['a hyphenated reference', `REQ-${ID}: t`],
    ['another tag', `GOL ${ID}: t`],
    ['an uppercase UUID', `REQ ${ID.toUpperCase()}: t`],
    ['a missing title', `REQ ${ID}:`],
    ['a free-text id', 'REQ-0042: t'],
  ])('rejects %s', (_, reference) => {
    expectDiagnostics(vcr, doc({ verifies: `## Verifies\n\n${reference}\n\nWhy.\n` }), one('value-pattern', 5, 1, `${R} > Verifies > reference`,
      `${R} > Verifies > reference (body line 5): '${reference}' does not match ^(REQ|UC) (<uuid>): (.+)$`));
  });

  it('rejects a coverage outside the vocabulary', () => {
    expectDiagnostics(vcr, doc({ coverage: '## Coverage\n\nPartial\n' }), one('value-vocabulary', 11, 1, `${R} > Coverage > value`,
      `${R} > Coverage > value (body line 11): 'Partial' is not one of 'full', 'partial', 'none'`));
  });

  it('rejects duplicate acceptance-criterion numbers, each pointing at the first', () => {
    const text = criteria('### AC-002 (Test): a\n', '### AC-003 (Test): b\n', '### AC-002 (Analysis): c\n', '### AC-002 (Test): d\n');
    const field = `${AC} > number`;
    expectDiagnostics(vcr, doc({ criteria: text }), [
      { code: 'value-duplicate', line: 19, column: 1, field, message: `${field} (body line 19): duplicate 2; first at body line 15` },
      { code: 'value-duplicate', line: 21, column: 1, field, message: `${field} (body line 21): duplicate 2; first at body line 15` },
    ]);
  });

  it('reports duplicate numbers of criteria matched before a structure failure', () => {
    const text = criteria('### AC-001 (Test): a\n', '### AC-001 (Test): b\n', '### AC-2 (Test): c\n');
    const field = `${AC} > number`;
    expectDiagnostics(vcr, doc({ criteria: text }), [
      { code: 'value-duplicate', line: 17, column: 1, field, message: `${field} (body line 17): duplicate 1; first at body line 15` },
      { code: 'body-leftover', line: 19, column: 1, field: `${R} > AcceptanceCriteria`, message: `${R} > AcceptanceCriteria: text left over after processing all fields, starting at body line 19:\n### AC-2 (Test): c` },
    ]);
  });

  it('reports value diagnostics matched before a structure failure', () => {
    const verifies = `## Verifies\n\nREQ-1: t\n\nWhy.\n`;
    expectDiagnostics(vcr, doc({ verifies, coverage: '## Coverage\n\nmost\n', criteria: '## Acceptance Criteria\n' }), [
      { code: 'value-pattern', line: 5, column: 1, field: `${R} > Verifies > reference`, message: `${R} > Verifies > reference (body line 5): 'REQ-1: t' does not match ^(REQ|UC) (<uuid>): (.+)$` },
      { code: 'value-vocabulary', line: 11, column: 1, field: `${R} > Coverage > value`, message: `${R} > Coverage > value (body line 11): 'most' is not one of 'full', 'partial', 'none'` },
      { code: 'body-no-match', line: 13, column: 1, field: `${R} > AcceptanceCriteria`, message: `${R} > AcceptanceCriteria: expected list[AcceptanceCriterion], found no match; nothing remains after body line 13` },
    ]);
  });
});

describe('vcr Updates', () => {
  const updatesDoc = (entries: string): string => doc({ updates: `## Updates\n\n${entries}` });
  const ENTRY = `${R} > Updates > UpdateEntry`;

  it('requires entries newest first', () => {
    expectDiagnostics(vcr, updatesDoc('### 2026-04-01T08:00:00.000Z - Old\n\na\n\n### 2026-04-02T08:00:00.000Z - New\n\nb\n'), one('value-order', 25, 1, `${ENTRY} > timestamp`,
      `${ENTRY} > timestamp (body line 25): entry '2026-04-02T08:00:00.000Z' is newer than the entry above it ('2026-04-01T08:00:00.000Z', body line 21); entries must run newest first`));
  });

  it('rejects blank content and impossible timestamps', () => {
    expectDiagnostics(vcr, updatesDoc('### 2026-04-31T08:00:00.000Z - Impossible\n\na\n\n### 2026-04-01T08:00:00.000Z - Blank\n'), [
      { code: 'invalid-timestamp', line: 21, column: 1, field: `${ENTRY} > timestamp`, message: `${ENTRY} > timestamp (body line 21): '2026-04-31T08:00:00.000Z' names an impossible date or time` },
      { code: 'empty-content', line: 25, column: 1, field: `${ENTRY} > content`, message: `${ENTRY} > content (body line 25): content is blank; write at least one line below the heading` },
    ]);
  });

  it('requires at least one entry', () => {
    expectDiagnostics(vcr, updatesDoc(`${UPDATES_COMMENT}\n`), one('body-no-match', 21, 1, `${R} > Updates`,
      `${R} > Updates: expected list[UpdateEntry], found no match; nothing remains after body line 21`));
  });

  const legacy: [string, string, string, { timestamp: string | null; separator: '-' | null; title: string }][] = [
    ['date-only entry heading', '2026-04-02 - Created', 'date-only', { timestamp: '2026-04-02', separator: '-', title: 'Created' }],
    ['free-form entry heading', 'Created the record', 'free-form', { timestamp: null, separator: null, title: 'Created the record' }],
    ['free-form entry heading', '2025-05-01 09:47:23.658+02:00 — Created', 'em-dash (free-form in vcr)', { timestamp: null, separator: null, title: '2025-05-01 09:47:23.658+02:00 — Created' }],
  ];

  it.each(legacy)('rejects a %s in strict mode (%s)', (_, heading) => {
    expectDiagnostics(vcr, updatesDoc(`### ${heading}\n\na\n`), one('heading-mismatch', 21, 1, ENTRY,
      `${ENTRY} (body line 21): expected heading '<timestamp> - <title>', got heading '${heading}'`));
  });

  it.each(legacy)('accepts a %s in lenient mode with a warning (%s)', (older, heading, _, entry) => {
    const text = updatesDoc(`### ${heading}\n\na\n`);
    expectDiagnostics(vcr, text, one('legacy-form', 21, 1, ENTRY,
      `${ENTRY} (body line 21): older form (${older}) accepted in lenient mode; current form: <timestamp> - <title>`), 'lenient');
    const result = expectValid(vcr, text, 'lenient');
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(result.document.body.updates?.entries).toEqual([{ ...entry, content: 'a' }]);
  });

  it('leaves legacy entries out of the newest-first check', () => {
    const entries = '### 2026-04-01T08:00:00.000Z - Old\n\na\n\n### Undated\n\nb\n\n### 2026-04-01 - Dated\n\nc\n';
    expect(expectValid(vcr, updatesDoc(entries), 'lenient').diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['legacy-form', 25],
      ['legacy-form', 29],
    ]);
  });
});

describe('vcr properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated records)', () => {
    fc.assert(
      fc.property(documentModels.vcr, (m) => {
        const result = parseDocument(vcr, serializeDocument(vcr, m));
        expect(result.ok ? result.document : result.error).toEqual(m);
      }),
      { numRuns: 500 },
    );
  });
});
