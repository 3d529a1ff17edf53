import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sysrs } from '../../src/domains/sysrs/index.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const ROOT = 'SystemRequirementsSpecification';
const id = (n: number): string => `4f2a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// The body's parts in outline order; `doc` joins them with one empty line.
const ORDER = [
  'title',
  'purpose',
  'scope',
  'business',
  'stakeholder',
  'operational',
  'decisions',
  'risks',
  'assumptions',
  'overview',
  'modes',
  'requirements',
  'other',
  'verification',
  'references',
  'more',
  'appendix',
  'definitions',
  'updates',
] as const;
type Part = (typeof ORDER)[number];

const MINIMAL: Partial<Record<Part, string>> = {
  title: '# Spec',
  purpose: '## System Purpose\n\nPurpose.',
  scope: '## System Scope\n\nScope.',
  business: `## Business Context and Goals\n\n### Goals\n\n- GOL ${id(1)}: Goal`,
  overview: '## System Overview\n\n### System Context\n\nContext.\n\n### System Functions\n\nFunctions.',
  requirements: `## Requirements\n\n### Security\n\n- REQ ${id(2)}: Requirement`,
};
// Body lines of the minimal document:
//  1 # Spec            11 ## Business Context and Goals   21 Context.
//  3 ## System Purpose 13 ### Goals                       23 ### System Functions
//  5 Purpose.          15 - GOL …                         25 Functions.
//  7 ## System Scope   17 ## System Overview              27 ## Requirements
//  9 Scope.            19 ### System Context              29 ### Security
//                                                         31 - REQ …

function bodyOf(parts: Partial<Record<Part, string | null>> = {}): string {
  return ORDER.map((part) => (part in parts ? parts[part] : MINIMAL[part]))
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .join('\n\n');
}

const doc = (parts: Partial<Record<Part, string | null>> = {}): string => `${frontmatterFor('sysrs')}${bodyOf(parts)}\n`;

/** The 1-based body line of the first line containing `needle`. */
function lineOf(parts: Partial<Record<Part, string | null>>, needle: string): number {
  const index = bodyOf(parts)
    .split('\n')
    .findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`'${needle}' not in the body`);
  return index + 1;
}

describe('sysrs packaged documents', () => {
  it('the template populates every section', () => {
    const body = expectValid(sysrs, sysrs.template).document.body as Record<string, unknown>;
    expect(Object.keys(body)).toHaveLength(19);
    expect(Object.keys(body.requirements as object)).toHaveLength(9);
    expect(Object.keys(body.otherCharacteristics as object)).toHaveLength(6);
  });

  it('has a heading table entry for every section', () => {
    expect(sysrs.headings[ROOT]).toBe('{title}');
    expect(sysrs.headings[`${ROOT} > BusinessContextAndGoals`]).toBe('Business Context and Goals');
    expect(sysrs.headings[`${ROOT} > OtherCharacteristics > PackagingHandlingShippingAndTransportation`]).toBe(
      'Packaging, Handling, Shipping and Transportation',
    );
    expect(Object.keys(sysrs.headings)).toHaveLength(41);
  });
});

describe('sysrs valid documents', () => {
  it('reads a minimal document', () => {
    expect(expectValid(sysrs, doc()).document.body).toEqual({
      title: 'Spec',
      systemPurpose: 'Purpose.',
      systemScope: 'Scope.',
      businessContextAndGoals: { goals: { ordered: false, items: [{ text: `GOL ${id(1)}: Goal` }] } },
      systemOverview: { systemContext: 'Context.', systemFunctions: 'Functions.' },
      requirements: { security: { ordered: false, items: [{ text: `REQ ${id(2)}: Requirement` }] } },
    });
  });

  it('keeps soft-wrapped titles and notes paragraphs of reference items', () => {
    const decisions = `## Decisions\n\n- DEC ${id(3)}: A title that wraps\n  onto a second line\n\n  First note.\n\n  Second note.\n\n- ADR ${id(4)}: An ADR`;
    expect(expectValid(sysrs, doc({ decisions })).document.body.decisions).toEqual({
      ordered: false,
      items: [
        { text: `DEC ${id(3)}: A title that wraps\nonto a second line`, notes: ['First note.', 'Second note.'] },
        { text: `ADR ${id(4)}: An ADR` },
      ],
    });
  });

  it('accepts Other Characteristics without any H3', () => {
    expect(expectValid(sysrs, doc({ other: '## Other Characteristics' })).document.body.otherCharacteristics).toEqual({});
  });

  it('accepts plain reference items and free-form sections with deeper headings', () => {
    const references = '## References\n\n1. ISO/IEC/IEEE 29148:2018\n2. Any text, no pattern';
    const more = '## More Information\n\n### Background\n\nText.\n\n```mermaid\nflowchart LR\n```';
    const body = expectValid(sysrs, doc({ references, more })).document.body;
    expect(body.references).toEqual({ ordered: true, items: [{ text: 'ISO/IEC/IEEE 29148:2018' }, { text: 'Any text, no pattern' }] });
    expect(body.moreInformation).toBe('### Background\n\nText.\n\n```mermaid\nflowchart LR\n```');
  });
});

describe('sysrs layout variants parse to the canonical model', () => {
  const canonical = doc({
    decisions: `## Decisions\n\n- DEC ${id(3)}: Decision\n\n  Note.\n\n- ADR ${id(4)}: Record`,
    updates: '## Updates\n\n### 2026-03-01T10:00:00.000Z - Created\n\nFirst draft.',
  });
  const model = expectValid(sysrs, canonical).document;

  it.each([
    ['* bullets', canonical.replace(/^- /gm, '* ')],
    ['+ bullets', canonical.replace(/^- /gm, '+ ')],
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext headings', canonical.replace('# Spec\n', 'Spec\n====\n').replace('## System Purpose\n', 'System Purpose\n--------------\n')],
  ])('%s', (_, text) => {
    expect(expectValid(sysrs, text).document).toEqual(model);
  });
});

describe('sysrs structure: exact diagnostics', () => {
  it.each([
    ['System Purpose', { purpose: null }, 'heading-mismatch', 3, `${ROOT} > SystemPurpose`, `${ROOT} > SystemPurpose (body line 3): expected heading 'System Purpose', got heading 'System Scope'`],
    ['System Scope', { scope: null }, 'heading-mismatch', 7, `${ROOT} > SystemScope`, `${ROOT} > SystemScope (body line 7): expected heading 'System Scope', got heading 'Business Context and Goals'`],
    [
      'Business Context and Goals',
      { business: null },
      'heading-mismatch',
      11,
      `${ROOT} > BusinessContextAndGoals`,
      `${ROOT} > BusinessContextAndGoals (body line 11): expected heading 'Business Context and Goals', got heading 'System Overview'`,
    ],
    [
      'Goals',
      { business: '## Business Context and Goals\n\n### Business Context\n\nText.' },
      'body-no-match',
      15,
      `${ROOT} > BusinessContextAndGoals > Goals`,
      `${ROOT} > BusinessContextAndGoals > Goals: expected Goals, found no match; nothing remains after body line 15`,
    ],
    ['System Overview', { overview: null }, 'heading-mismatch', 17, `${ROOT} > SystemOverview`, `${ROOT} > SystemOverview (body line 17): expected heading 'System Overview', got heading 'Requirements'`],
    [
      'System Context',
      { overview: '## System Overview\n\n### System Functions\n\nFunctions.' },
      'heading-mismatch',
      19,
      `${ROOT} > SystemOverview > SystemContext`,
      `${ROOT} > SystemOverview > SystemContext (body line 19): expected heading 'System Context', got heading 'System Functions'`,
    ],
    [
      'System Functions',
      { overview: '## System Overview\n\n### System Context\n\nContext.' },
      'body-no-match',
      21,
      `${ROOT} > SystemOverview > SystemFunctions`,
      `${ROOT} > SystemOverview > SystemFunctions: expected SystemFunctions, found no match; nothing remains after body line 21`,
    ],
    ['Requirements', { requirements: null }, 'body-no-match', 25, `${ROOT} > Requirements`, `${ROOT} > Requirements: expected Requirements, found no match; nothing remains after body line 25`],
  ] as const)('a missing %s section fails', (_, parts, code, line, field, message) => {
    expectDiagnostics(sysrs, doc(parts), [{ code, line, column: 1, field, message }]);
  });

  it('matches literal headings exactly', () => {
    const business = `## Business Context And Goals\n\n### Goals\n\n- GOL ${id(1)}: Goal`;
    expectDiagnostics(sysrs, doc({ business }), [
      {
        code: 'heading-mismatch',
        line: 11,
        column: 1,
        field: `${ROOT} > BusinessContextAndGoals`,
        message: `${ROOT} > BusinessContextAndGoals (body line 11): expected heading 'Business Context and Goals', got heading 'Business Context And Goals'`,
      },
    ]);
  });

  it('keeps the section order strict', () => {
    const parts = { decisions: `## Risks\n\n- RSK ${id(5)}: Risk\n\n## Decisions\n\n- DEC ${id(6)}: Decision` };
    expectDiagnostics(sysrs, doc(parts), [
      {
        code: 'heading-mismatch',
        line: 21,
        column: 1,
        field: `${ROOT} > SystemOverview`,
        message: `${ROOT} > SystemOverview (body line 21): expected heading 'System Overview', got heading 'Decisions'`,
      },
    ]);
  });

  it('rejects text after the last section and an unknown H3', () => {
    expectDiagnostics(sysrs, doc({ appendix: '## Appendix\n\nA.', updates: '# Second' }), [
      { code: 'body-leftover', line: 37, column: 1, field: ROOT, message: `${ROOT}: text left over after processing all fields, starting at body line 37:\n# Second` },
    ]);
    expectDiagnostics(sysrs, doc({ requirements: `${MINIMAL.requirements}\n\n### Usability\n\n- REQ ${id(7)}: Usable` }), [
      {
        code: 'body-leftover',
        line: 33,
        column: 1,
        field: `${ROOT} > Requirements`,
        message: `${ROOT} > Requirements: text left over after processing all fields, starting at body line 33:\n### Usability\n\n- REQ ${id(7)}: Usable`,
      },
    ]);
  });

  it('rejects text between the Requirements heading and its first H3 without a cardinality error', () => {
    expectDiagnostics(sysrs, doc({ requirements: `## Requirements\n\nSee below.\n\n### Security\n\n- REQ ${id(2)}: Requirement` }), [
      {
        code: 'body-leftover',
        line: 29,
        column: 1,
        field: `${ROOT} > Requirements`,
        message: `${ROOT} > Requirements: text left over after processing all fields, starting at body line 29:\nSee below.\n\n### Security…`,
      },
    ]);
  });

  it('requires a list in a reference section and paragraphs only as notes', () => {
    expectDiagnostics(sysrs, doc({ business: '## Business Context and Goals\n\n### Goals\n\nnot a list' }), [
      {
        code: 'body-no-match',
        line: 15,
        column: 1,
        field: `${ROOT} > BusinessContextAndGoals > Goals`,
        message: `${ROOT} > BusinessContextAndGoals > Goals: expected list[ListItem], found no match; remaining text starts at body line 15 (1 line(s)) and begins with:\nnot a list`,
      },
    ]);
    expectDiagnostics(sysrs, doc({ verification: `## Verification\n\n- VCR ${id(8)}: Record\n\n  - nested` }), [
      {
        code: 'nested-list',
        line: 37,
        column: 3,
        field: `${ROOT} > Verification > ListItem`,
        message: `${ROOT} > Verification > ListItem (body line 37): item notes may contain only paragraphs, found a nested list`,
      },
    ]);
  });

  it('rejects raw HTML', () => {
    expectDiagnostics(sysrs, doc({ purpose: '## System Purpose\n\nPurpose <b>now</b>.' }), [
      {
        code: 'raw-html',
        line: 5,
        column: 9,
        field: '',
        message:
          "raw HTML is not permitted in a parsed document at body line 5: html_inline '<b>'; fix: wrap it in a code span (e.g. `<b>`) or write it as an HTML comment (e.g. `<!-- <b> -->`) instead",
      },
    ]);
  });
});

describe('sysrs values: typed references', () => {
  const requirementHeadings = [
    ['functionalSuitability', 'Functional Suitability'],
    ['performanceEfficiency', 'Performance Efficiency'],
    ['compatibility', 'Compatibility'],
    ['interactionCapability', 'Interaction Capability'],
    ['reliability', 'Reliability'],
    ['security', 'Security'],
    ['maintainability', 'Maintainability'],
    ['flexibility', 'Flexibility'],
    ['safety', 'Safety'],
  ] as const;
  const otherHeadings = [
    ['physicalCharacteristics', 'Physical Characteristics'],
    ['environmentalConditions', 'Environmental Conditions'],
    ['informationManagement', 'Information Management'],
    ['policyAndRegulation', 'Policy and Regulation'],
    ['systemLifeCycleSustainment', 'System Life Cycle Sustainment'],
    ['packagingHandlingShippingAndTransportation', 'Packaging, Handling, Shipping and Transportation'],
  ] as const;
  const typeName = (property: string): string => property.charAt(0).toUpperCase() + property.slice(1);

  // [slot, document part, section text for an item, allowed tags, a wrong tag, model path, field path of the list]
  const slots: [string, Part, (item: string) => string, string[], string, string[], string][] = [
    ['Goals', 'business', (item) => `## Business Context and Goals\n\n### Goals\n\n- ${item}`, ['GOL'], 'REQ', ['businessContextAndGoals', 'goals'], `${ROOT} > BusinessContextAndGoals > Goals`],
    [
      'Problem Statement',
      'business',
      (item) => `${MINIMAL.business}\n\n### Problem Statement\n\n- ${item}`,
      ['PRB'],
      'GOL',
      ['businessContextAndGoals', 'problemStatement'],
      `${ROOT} > BusinessContextAndGoals > ProblemStatement`,
    ],
    ['Stakeholder Needs and Elicitation', 'stakeholder', (item) => `## Stakeholder Needs and Elicitation\n\n- ${item}`, ['QA'], 'UC', ['stakeholderNeedsAndElicitation'], `${ROOT} > StakeholderNeedsAndElicitation`],
    ['Operational Concept and Scenarios', 'operational', (item) => `## Operational Concept and Scenarios\n\n- ${item}`, ['UC'], 'QA', ['operationalConceptAndScenarios'], `${ROOT} > OperationalConceptAndScenarios`],
    ['Decisions', 'decisions', (item) => `## Decisions\n\n- ${item}`, ['DEC', 'ADR'], 'REQ', ['decisions'], `${ROOT} > Decisions`],
    ['Risks', 'risks', (item) => `## Risks\n\n- ${item}`, ['RSK'], 'REQ', ['risks'], `${ROOT} > Risks`],
    ...requirementHeadings.map(([property, heading]): [string, Part, (item: string) => string, string[], string, string[], string] => [
      `Requirements > ${heading}`,
      'requirements',
      (item) => `## Requirements\n\n### ${heading}\n\n- ${item}`,
      ['REQ'],
      'GOL',
      ['requirements', property],
      `${ROOT} > Requirements > ${typeName(property)}`,
    ]),
    ...otherHeadings.map(([property, heading]): [string, Part, (item: string) => string, string[], string, string[], string] => [
      `Other Characteristics > ${heading}`,
      'other',
      (item) => `## Other Characteristics\n\n### ${heading}\n\n- ${item}`,
      ['REQ'],
      'VCR',
      ['otherCharacteristics', property],
      `${ROOT} > OtherCharacteristics > ${typeName(property)}`,
    ]),
    ['Verification', 'verification', (item) => `## Verification\n\n- ${item}`, ['VCR'], 'REQ', ['verification'], `${ROOT} > Verification`],
  ];

  it.each(slots)('%s accepts its tags and rejects another', (_, part, section, tags, wrong, modelPath, listPath) => {
    for (const tag of tags) {
      const text = `${tag} ${id(9)}: Referenced document`;
      let value: unknown = expectValid(sysrs, doc({ [part]: section(text) })).document.body;
      for (const key of modelPath) value = (value as Record<string, unknown>)[key];
      expect(value).toEqual({ ordered: false, items: [{ text }] });
    }
    const text = `${wrong} ${id(9)}: Referenced document`;
    const parts = { [part]: section(text) };
    const line = lineOf(parts, text);
    const display = tags.length === 1 ? tags[0] : `(${tags.join('|')})`;
    expectDiagnostics(sysrs, doc(parts), [
      {
        code: 'value-pattern',
        line,
        column: 3,
        field: `${listPath} > ListItem > text`,
        message: `${listPath} > ListItem > text (body line ${line}): '${text}' does not match ^${display} (<uuid>): (.+)$`,
      },
    ]);
  });

  it.each([
    ['an uppercase UUID', `DEC ${id(9).toUpperCase()}: Title`],
    ['a hyphen after the tag', `DEC-${id(9)}: Title`],
    ['a lowercase tag', `dec ${id(9)}: Title`],
    ['no title', `DEC ${id(9)}:`],
    ['no colon', `DEC ${id(9)} Title`],
    ['a short UUID', 'DEC 4f2a0000-0000-4000-8000: Title'],
  ])('rejects %s', (_, text) => {
    const parts = { decisions: `## Decisions\n\n- DEC ${id(3)}: Fine\n- ${text}` };
    expectDiagnostics(sysrs, doc(parts), [
      {
        code: 'value-pattern',
        line: 20,
        column: 3,
        field: `${ROOT} > Decisions > ListItem > text`,
        message: `${ROOT} > Decisions > ListItem > text (body line 20): '${text}' does not match ^(DEC|ADR) (<uuid>): (.+)$`,
      },
    ]);
  });

  it('reports every failing item, not only the first', () => {
    const parts = { risks: `## Risks\n\n- RSK-${id(1)}: One\n- RSK ${id(2)}: Two\n- Three` };
    const result = parseDocument(sysrs, doc(parts));
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['value-pattern', 19],
      ['value-pattern', 21],
    ]);
  });
});

describe('sysrs values: cardinality and updates', () => {
  it('requires at least one H3 under Requirements', () => {
    expectDiagnostics(sysrs, doc({ requirements: '## Requirements' }), [
      {
        code: 'value-cardinality',
        line: 27,
        column: 1,
        field: `${ROOT} > Requirements`,
        message: `${ROOT} > Requirements (body line 27): expected at least 1 section, found 0`,
      },
    ]);
  });

  it('keeps the cardinality error when a later section fails', () => {
    const result = parseDocument(sysrs, doc({ requirements: '## Requirements', verification: '## Verification\n\nprose' }));
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['value-cardinality', 27],
      ['body-no-match', 31],
    ]);
  });

  const updatesPart = (entries: string): string => `## Updates\n\n<!-- Newest entry first -- prepend new entries directly below this comment. -->\n\n${entries}`;
  const PATH = `${ROOT} > Updates > UpdateEntry`;

  it('requires entries newest first with content', () => {
    const entries = '### 2026-03-01T10:00:00.000Z - Older\n\nx\n\n### 2026-03-02T10:00:00.000+01:00 - Newer\n\n### 2026-02-30T10:00:00.000Z - Impossible\n\ny';
    expectDiagnostics(sysrs, doc({ updates: updatesPart(entries) }), [
      { code: 'empty-content', line: 41, column: 1, field: `${PATH} > content`, message: `${PATH} > content (body line 41): content is blank; write at least one line below the heading` },
      {
        code: 'value-order',
        line: 41,
        column: 1,
        field: `${PATH} > timestamp`,
        message: `${PATH} > timestamp (body line 41): entry '2026-03-02T10:00:00.000+01:00' is newer than the entry above it ('2026-03-01T10:00:00.000Z', body line 37); entries must run newest first`,
      },
      { code: 'invalid-timestamp', line: 43, column: 1, field: `${PATH} > timestamp`, message: `${PATH} > timestamp (body line 43): '2026-02-30T10:00:00.000Z' names an impossible date or time` },
    ]);
  });

  it('rejects a date-only entry heading in strict mode and warns in lenient mode', () => {
    const text = doc({ updates: updatesPart('### 2026-03-01 - Created\n\nFirst draft.') });
    expectDiagnostics(sysrs, text, [
      { code: 'heading-mismatch', line: 37, column: 1, field: PATH, message: `${PATH} (body line 37): expected heading '<timestamp> - <title>', got heading '2026-03-01 - Created'` },
    ]);
    expectDiagnostics(
      sysrs,
      text,
      [
        {
          code: 'legacy-form',
          line: 37,
          column: 1,
          field: PATH,
          message: `${PATH} (body line 37): older form (date-only entry heading) accepted in lenient mode; current form: <timestamp> - <title>`,
          severity: 'warning',
        },
      ],
      'lenient',
    );
    const entry = expectValid(sysrs, text, 'lenient').document.body.updates?.entries[0];
    expect(entry).toEqual({ timestamp: '2026-03-01', separator: '-', title: 'Created', content: 'First draft.' });
  });

  it.each([
    ['an em-dash entry heading', '2026-03-01T10:00:00.000Z — Created'],
    ['a free-form entry heading', 'Created the document'],
  ])('rejects %s even in lenient mode', (_, heading) => {
    for (const mode of ['strict', 'lenient'] as const) {
      expectDiagnostics(
        sysrs,
        doc({ updates: updatesPart(`### ${heading}\n\nFirst draft.`) }),
        [{ code: 'heading-mismatch', line: 37, column: 1, field: PATH, message: `${PATH} (body line 37): expected heading '<timestamp> - <title>', got heading '${heading}'` }],
        mode,
      );
    }
  });

  it('rejects a status outside the sysrs vocabulary', () => {
    const text = doc().replace('type: sysrs\n', 'status: implemented\ntype: sysrs\n');
    expectDiagnostics(sysrs, text, [
      {
        code: 'frontmatter-field',
        line: 5,
        column: 1,
        field: 'status',
        message: "sysrs frontmatter block, field 'status' (document line 5): status must be one of ['active', 'approved', 'draft', 'retired', 'review'], got 'implemented'",
      },
    ]);
  });
});

describe('sysrs properties', () => {
  it('parse(serialize(m)) deep-equals m (500 generated specifications)', () => {
    fc.assert(
      fc.property(documentModels.sysrs, (m) => {
        expectRoundTrip(sysrs, m);
      }),
      { numRuns: 500 },
    );
    // Whole specifications are large: parsing 500 of them takes tens of seconds.
  }, 180_000);
});
