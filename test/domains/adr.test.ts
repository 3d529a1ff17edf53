import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adr, type AdrBody } from '../../src/domains/adr/index.js';
import { nestModel } from '../../src/format/outline/projection.js';
import { BodyRenderer } from '../../src/format/render/render-body.js';
import type { CompiledHeading } from '../../src/format/outline/compile-heading.js';
import { serializeDocument } from '../../src/format/serialize-document.js';

// The ADR writer is the outline renderer over the nested (section-shaped) model.
const nestAdrBody = (body: AdrBody): Record<string, unknown> => nestModel(adr.root, body);
const renderAdrBody = (body: AdrBody, headings: ReadonlyMap<string, CompiledHeading>): string => new BodyRenderer(headings).render(adr.root, body);

const serializeAdr = (document: Parameters<typeof serializeDocument<AdrBody>>[1]): string => serializeDocument(adr, document);
import { compileHeadings } from '../../src/format/document-type.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { expectDiagnostics, expectValid, parseWith } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';
import { inReference } from '../helpers/messages.js';

// Most documents here have no frontmatter block, so body lines are document lines.
const MINIMAL = '# Title\n\n## Context and Problem Statement\n\nContext.\n\n## Considered Options\n\n- A\n- B\n\n## Decision Outcome\n\nChosen: A.\n';
//  1 # Title                          7 ## Considered Options     12 ## Decision Outcome
//  3 ## Context and Problem Statement 9 - A                       14 Chosen: A.
//  5 Context.                        10 - B
const MINIMAL_BODY: AdrBody = {
  title: 'Title',
  contextAndProblemStatement: 'Context.',
  consideredOptions: '- A\n- B',
  decisionOutcome: 'Chosen: A.',
};
const DEFAULTS = { status: 'draft', date: null, 'decision-makers': null, consulted: null, informed: null, id: null, version: '1.0.0' };
const ALL_H2 = "'Context and Problem Statement', 'Decision Drivers', 'Considered Options', 'Decision Outcome', 'Pros and Cons of the Options', 'More Information'";

/** `parse(serializeAdr(doc))` deep-equals `doc`; returns the text. */
function expectAdrRoundTrip(document: { frontmatter: Record<string, unknown>; body: AdrBody }): string {
  const text = serializeAdr(document);
  const again = parseWith(adr, text);
  if (!again.ok) throw new Error(`serialized ADR does not parse:\n${again.error}\n---\n${text}`);
  expect(again.document).toEqual(document);
  return text;
}

const fixture = (name: string, file: string): string => readFileSync(new URL(`../fixtures/adr/${name}/${file}`, import.meta.url), 'utf8');

describe('adr packaged documents', () => {
  it('a document without frontmatter, in another section order, parses to the golden model', () => {
    const result = expectValid(adr, fixture('no-frontmatter', 'input.md'));
    expect(result.source.frontmatter).toBeNull();
    expect(result.document).toEqual(JSON.parse(fixture('no-frontmatter', 'expected.json')));
  });

  it('has a heading table keyed by field path', () => {
    expect(adr.headings).toEqual({
      Adr: '{title}',
      'Adr > ContextAndProblemStatement': 'Context and Problem Statement',
      'Adr > DecisionDrivers': 'Decision Drivers',
      'Adr > ConsideredOptions': 'Considered Options',
      'Adr > DecisionOutcome': 'Decision Outcome',
      'Adr > DecisionOutcome > Consequences': 'Consequences',
      'Adr > DecisionOutcome > Confirmation': 'Confirmation',
      'Adr > Options': 'Pros and Cons of the Options',
      'Adr > Options > Option': 'Option {n}: {title}',
      'Adr > MoreInformation': 'More Information',
    });
  });

  it('serializes in the order of formats.md §6.1 with the ADR frontmatter key order', () => {
    const body: AdrBody = {
      ...MINIMAL_BODY,
      moreInformation: 'More.',
      options: [{ number: 2, title: 'B', content: 'Bad.' }],
      confirmation: 'Reviewed.',
      consequences: 'Good.',
      decisionDrivers: 'Cost.',
    };
    const frontmatter = { ...DEFAULTS, id: '9e4c2b71-5d38-4f0a-b6e2-1a7c93d05f48', date: '2026-02-11', status: 'accepted' };
    expect(serializeAdr({ frontmatter, body })).toBe(
      "---\nstatus: accepted\ndate: '2026-02-11'\nid: 9e4c2b71-5d38-4f0a-b6e2-1a7c93d05f48\nversion: 1.0.0\n---\n\n" +
        '# Title\n\n## Context and Problem Statement\n\nContext.\n\n## Decision Drivers\n\nCost.\n\n## Considered Options\n\n- A\n- B\n\n' +
        '## Decision Outcome\n\nChosen: A.\n\n### Consequences\n\nGood.\n\n### Confirmation\n\nReviewed.\n\n' +
        '## Pros and Cons of the Options\n\n### Option 2: B\n\nBad.\n\n## More Information\n\nMore.\n',
    );
  });

  it('nests the flat model into the outline shape and leaves out an empty options container', () => {
    expect(nestAdrBody({ ...MINIMAL_BODY, consequences: 'Good.', options: [] })).toEqual({
      title: 'Title',
      contextAndProblemStatement: 'Context.',
      consideredOptions: '- A\n- B',
      decisionOutcome: { text: 'Chosen: A.', consequences: 'Good.' },
    });
  });
});

describe('adr valid documents', () => {
  it('reads a minimal ADR without frontmatter', () => {
    const result = expectValid(adr, MINIMAL);
    expect(result.document).toEqual({ frontmatter: DEFAULTS, body: MINIMAL_BODY });
    expect(result.diagnostics).toEqual([]);
  });

  it('maps sections by heading, in any order', () => {
    const canonical =
      MINIMAL + '\n### Consequences\n\nGood.\n\n### Confirmation\n\nReviewed.\n\n## Pros and Cons of the Options\n\n### Option 1: A\n\nFine.\n\n## More Information\n\nMore.\n';
    const shuffled =
      '# Title\n\n## More Information\n\nMore.\n\n## Decision Outcome\n\nChosen: A.\n\n### Confirmation\n\nReviewed.\n\n### Consequences\n\nGood.\n\n' +
      '## Pros and Cons of the Options\n\n### Option 1: A\n\nFine.\n\n## Considered Options\n\n- A\n- B\n\n## Context and Problem Statement\n\nContext.\n';
    expect(expectValid(adr, shuffled).document).toEqual(expectValid(adr, canonical).document);
  });

  it('keeps deeper headings as content', () => {
    const text =
      '# Title\n\n## Context and Problem Statement\n\nContext.\n\n### Background\n\nHistory.\n\n## Considered Options\n\n- A\n\n' +
      '## Decision Outcome\n\nChosen: A.\n\n#### Rationale\n\nCheapest.\n\n### Consequences\n\nGood.\n\n#### Later\n\nRevisit.\n\n' +
      '## Pros and Cons of the Options\n\n### Option 1: A\n\n#### Pros\n\nCheap.\n';
    expect(expectValid(adr, text).document.body).toEqual({
      title: 'Title',
      contextAndProblemStatement: 'Context.\n\n### Background\n\nHistory.',
      consideredOptions: '- A',
      decisionOutcome: 'Chosen: A.\n\n#### Rationale\n\nCheapest.',
      consequences: 'Good.\n\n#### Later\n\nRevisit.',
      options: [{ number: 1, title: 'A', content: '#### Pros\n\nCheap.' }],
    });
  });

  it('accepts blank optional sections, option gaps and an empty options container (read as no options)', () => {
    const text = `${MINIMAL}\n### Consequences\n\n## Decision Drivers\n\n## Pros and Cons of the Options\n\n## More Information\n`;
    expect(expectValid(adr, text).document.body).toEqual({ ...MINIMAL_BODY, decisionDrivers: '', consequences: '', moreInformation: '' });
    const gaps = `${MINIMAL}\n## Pros and Cons of the Options\n\n### Option 3: C\n\n### Option 1: A\n\nFine.\n`;
    expect(expectValid(adr, gaps).document.body.options).toEqual([
      { number: 3, title: 'C', content: '' },
      { number: 1, title: 'A', content: 'Fine.' },
    ]);
  });

  it('an empty Pros and Cons container round-trips: no options key, no container written (fuzz finding)', () => {
    const text = `${MINIMAL}\n## Pros and Cons of the Options\n`;
    const parsed = expectValid(adr, text);
    expect(parsed.document).toEqual({ frontmatter: DEFAULTS, body: MINIMAL_BODY });
    expect(Object.keys(parsed.source.fields)).not.toContain('/body/options');
    const written = serializeAdr(parsed.document);
    expect(written).toBe(`---\nstatus: draft\nversion: 1.0.0\n---\n\n${MINIMAL}`);
    expect(expectValid(adr, written).document).toEqual(parsed.document);
  });

  it('keeps raw HTML as content, as the reference ADR reader does', () => {
    const text = MINIMAL.replace('# Title', '# Expose get_<d> as a tool').replace('Context.', 'The <b>old</b> tool.\n\n<details>\nmore\n</details>');
    const body = expectValid(adr, text).document.body;
    expect(body.title).toBe('Expose get_<d> as a tool');
    expect(body.contextAndProblemStatement).toBe('The <b>old</b> tool.\n\n<details>\nmore\n</details>');
  });

  it('reads ADR frontmatter: aliases, comments and the superseded-by status', () => {
    const text = `---\n# MADR metadata\nstatus: superseded by 0d3e4f5a-1b2c-4d5e-8f90-a1b2c3d4e5f6\ndecision_makers: Ann, Bo\ndate: 2026-02-11\nticket: OPS-12\n---\n\n${MINIMAL}`;
    expect(expectValid(adr, text).document.frontmatter).toEqual({
      ...DEFAULTS,
      status: 'superseded by 0d3e4f5a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      'decision-makers': 'Ann, Bo',
      date: '2026-02-11',
      ticket: 'OPS-12',
    });
  });
});

describe('adr layout variants parse to the canonical model', () => {
  const canonical = `---\nstatus: proposed\n---\n\n${MINIMAL}\n### Consequences\n\n- Good\n- Bad\n\n## Pros and Cons of the Options\n\n### Option 1: A\n\n- Good\n`;
  const model = expectValid(adr, canonical).document;

  it.each([
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext headings', canonical.replace('# Title\n', 'Title\n=====\n').replace('## Decision Outcome\n', 'Decision Outcome\n----------------\n')],
    ['extra blank lines', canonical.replace('## Decision Outcome\n\n', '## Decision Outcome\n\n\n\n').replace('- Good\n- Bad\n', '- Good\n- Bad\n\n\n')],
  ])('%s', (_, text) => {
    expect(expectValid(adr, text).document).toEqual(model);
  });

  // Every ADR section is free-form, so list markers stay as written (formats.md §4.8: verbatim text).
  it.each(['*', '+'])('%s bullets keep the structure and their text verbatim', (marker) => {
    const body = expectValid(adr, canonical.replace(/^- /gm, `${marker} `)).document.body;
    const rewrite = (text: string): string => text.replace(/^- /gm, `${marker} `);
    expect(body).toEqual({
      ...model.body,
      consideredOptions: rewrite(model.body.consideredOptions),
      consequences: rewrite(model.body.consequences ?? ''),
      options: model.body.options?.map((option) => ({ ...option, content: rewrite(option.content) })),
    });
  });
});

describe('adr structure: exact diagnostics', () => {
  it('requires the H1 first', () => {
    expectDiagnostics(adr, MINIMAL.replace('# Title\n\n', ''), [
      {
        code: 'body-no-match',
        line: 1,
        column: 1,
        field: 'Adr',
        message: 'Adr: expected Adr, found no match; remaining text starts at body line 1 (12 line(s)) and begins with:\n## Context and Problem Statement\n\nContext.…',
      },
    ]);
    expectDiagnostics(adr, `Intro.\n\n${MINIMAL}`, [
      {
        code: 'body-no-match',
        line: 1,
        column: 1,
        field: 'Adr',
        message: 'Adr: expected Adr, found no match; remaining text starts at body line 1 (16 line(s)) and begins with:\nIntro.\n\n# Title…',
      },
    ]);
  });

  it('requires a body and a title', () => {
    expectDiagnostics(adr, '---\nstatus: draft\n---\n', [
      { code: 'body-no-match', line: 1, column: 1, field: 'Adr', message: 'Adr: expected Adr, found no match; nothing remains after body line 1' },
    ]);
    expectDiagnostics(adr, MINIMAL.replace('# Title', '#'), [
      {
        code: 'body-no-match',
        line: 1,
        column: 1,
        field: 'Adr',
        message: 'Adr: expected Adr, found no match; remaining text starts at body line 1 (14 line(s)) and begins with:\n#\n\n## Context and Problem Statement…',
      },
    ]);
  });

  it('rejects text between the title and the first section', () => {
    expectDiagnostics(adr, MINIMAL.replace('# Title\n', '# Title\n\nStray.\n'), [
      { code: 'body-leftover', line: 3, column: 1, field: 'Adr', message: 'Adr: text left over after processing all fields, starting at body line 3:\nStray.' },
    ]);
  });

  it('rejects a second H1', () => {
    expectDiagnostics(adr, `${MINIMAL}\n# Again\n`, [
      { code: 'adr-duplicate-heading', line: 16, column: 1, field: 'Adr', message: "Adr (body line 16): duplicate heading 'Again'; first at body line 1" },
    ]);
  });

  it('rejects an unknown H2', () => {
    expectDiagnostics(adr, `${MINIMAL}\n## Risks\n\nNone.\n`, [
      { code: 'adr-unknown-heading', line: 16, column: 1, field: 'Adr', message: `Adr (body line 16): unrecognised H2 heading 'Risks'; expected one of ${ALL_H2}` },
    ]);
    expectDiagnostics(adr, MINIMAL.replace('## Decision Outcome', '## Decision outcome'), [
      { code: 'adr-unknown-heading', line: 12, column: 1, field: 'Adr', message: `Adr (body line 12): unrecognised H2 heading 'Decision outcome'; expected one of ${ALL_H2}` },
    ]);
  });

  it('rejects an unknown H3 under Decision Outcome', () => {
    expectDiagnostics(adr, `${MINIMAL}\n### Risks\n\nNone.\n`, [
      {
        code: 'adr-unknown-heading',
        line: 16,
        column: 1,
        field: 'Adr > DecisionOutcome',
        message: "Adr > DecisionOutcome (body line 16): unrecognised H3 heading 'Risks'; expected one of 'Consequences', 'Confirmation'",
      },
    ]);
  });

  it.each(['Option 1', 'Option A: Cheap', 'option 1: Cheap', 'Option 1:Cheap', '<!-- title of option -->'])('rejects the option heading %j', (heading) => {
    expectDiagnostics(adr, `${MINIMAL}\n## Pros and Cons of the Options\n\n### ${heading}\n\nGood.\n`, [
      {
        code: 'adr-unknown-heading',
        line: 18,
        column: 1,
        field: 'Adr > Options',
        message: `Adr > Options (body line 18): unrecognised H3 heading '${heading}'; expected one of 'Option {n}: {title}'`,
      },
    ]);
  });

  it('rejects duplicate headings', () => {
    expectDiagnostics(adr, `${MINIMAL}\n## Considered Options\n\n- C\n`, [
      { code: 'adr-duplicate-heading', line: 16, column: 1, field: 'Adr', message: "Adr (body line 16): duplicate heading 'Considered Options'; first at body line 7" },
    ]);
    expectDiagnostics(adr, `${MINIMAL}\n### Consequences\n\nGood.\n\n### Consequences\n\nBad.\n`, [
      {
        code: 'adr-duplicate-heading',
        line: 20,
        column: 1,
        field: 'Adr > DecisionOutcome',
        message: "Adr > DecisionOutcome (body line 20): duplicate heading 'Consequences'; first at body line 16",
      },
    ]);
    expectDiagnostics(adr, `${MINIMAL}\n## Pros and Cons of the Options\n\n### Option 1: A\n\nx\n\n### Option 1: A\n\ny\n`, [
      { code: 'adr-duplicate-heading', line: 22, column: 1, field: 'Adr > Options', message: "Adr > Options (body line 22): duplicate heading 'Option 1: A'; first at body line 18" },
    ]);
  });

  it('rejects text before the first option', () => {
    expectDiagnostics(adr, `${MINIMAL}\n## Pros and Cons of the Options\n\nIntro.\n\n### Option 1: A\n\nx\n`, [
      {
        code: 'body-leftover',
        line: 18,
        column: 1,
        field: 'Adr > Options',
        message: 'Adr > Options: text left over after processing all fields, starting at body line 18:\nIntro.',
      },
    ]);
  });

  it('keeps value errors found before a structure failure and drops the missing-section check', () => {
    const text = '# Title\n\n## Context and Problem Statement\n\n## Pros and Cons of the Options\n\n### Option 1: A\n\n### Option 1: B\n\n## Risks\n';
    expectDiagnostics(adr, text, [
      {
        code: 'adr-blank-section',
        line: 3,
        column: 1,
        field: 'Adr > ContextAndProblemStatement',
        message: "Adr > ContextAndProblemStatement (body line 3): mandatory section 'Context and Problem Statement' is blank",
      },
      {
        code: 'adr-duplicate-option',
        line: 9,
        column: 1,
        field: 'Adr > Options > Option > number',
        message: 'Adr > Options > Option > number (body line 9): duplicate option number 1; first at body line 7',
      },
      { code: 'adr-unknown-heading', line: 11, column: 1, field: 'Adr', message: `Adr (body line 11): unrecognised H2 heading 'Risks'; expected one of ${ALL_H2}` },
    ]);
  });
});

describe('adr values: exact diagnostics', () => {
  it('reports every duplicate option number against the first', () => {
    const text = `${MINIMAL}\n## Pros and Cons of the Options\n\n### Option 2: A\n\n### Option 2: B\n\n### Option 2: C\n`;
    expectDiagnostics(adr, text, [
      {
        code: 'adr-duplicate-option',
        line: 20,
        column: 1,
        field: 'Adr > Options > Option > number',
        message: 'Adr > Options > Option > number (body line 20): duplicate option number 2; first at body line 18',
      },
      {
        code: 'adr-duplicate-option',
        line: 22,
        column: 1,
        field: 'Adr > Options > Option > number',
        message: 'Adr > Options > Option > number (body line 22): duplicate option number 2; first at body line 18',
      },
    ]);
  });

  it('requires option numbers above zero', () => {
    expectDiagnostics(adr, `${MINIMAL}\n## Pros and Cons of the Options\n\n### Option 0: A\n`, [
      {
        code: 'value-pattern',
        line: 18,
        column: 1,
        field: 'Adr > Options > Option > number',
        message: "Adr > Options > Option > number (body line 18): '0' does not match ^[1-9][0-9]*$",
      },
    ]);
  });

  it.each([
    ['Context and Problem Statement', 'ContextAndProblemStatement', MINIMAL.replace('Context.\n\n', ''), 3],
    ['Considered Options', 'ConsideredOptions', MINIMAL.replace('- A\n- B\n\n', ''), 7],
    ['Decision Outcome', 'DecisionOutcome', MINIMAL.replace('Chosen: A.\n', '### Consequences\n\nGood.\n'), 12],
  ])('rejects a blank %s section', (heading, type, text, line) => {
    expectDiagnostics(adr, text, [
      { code: 'adr-blank-section', line, column: 1, field: `Adr > ${type}`, message: `Adr > ${type} (body line ${line}): mandatory section '${heading}' is blank` },
    ]);
  });

  it('reports every missing mandatory section at the last body line', () => {
    expectDiagnostics(adr, '---\nstatus: draft\n---\n\n# Title\n\n## More Information\n\nMore.\n', [
      {
        code: 'adr-blank-section',
        line: 5,
        column: 1,
        field: 'Adr > ContextAndProblemStatement',
        message: "Adr > ContextAndProblemStatement: mandatory section 'Context and Problem Statement' is missing",
        documentLine: 9,
      },
      { code: 'adr-blank-section', line: 5, column: 1, field: 'Adr > ConsideredOptions', message: "Adr > ConsideredOptions: mandatory section 'Considered Options' is missing", documentLine: 9 },
      { code: 'adr-blank-section', line: 5, column: 1, field: 'Adr > DecisionOutcome', message: "Adr > DecisionOutcome: mandatory section 'Decision Outcome' is missing", documentLine: 9 },
    ]);
  });

  it('rejects a status outside the ADR vocabulary', () => {
    expectDiagnostics(adr, `---\nstatus: done\n---\n\n${MINIMAL}`, [
      {
        code: 'frontmatter-field',
        line: 2,
        column: 1,
        field: 'status',
        message: "adr frontmatter block, field 'status' (document line 2): status must be one of ['accepted', 'deprecated', 'draft', 'proposed', 'rejected', 'superseded'], got 'done'",
      },
    ]);
  });
});

describe('adr language variants', () => {
  const german = { ...adr.headings, 'Adr > MoreInformation': 'Weitere Informationen', 'Adr > Options > Option': 'Variante {n}: {title}' };

  it('reads and writes the variant headings and names an English heading', () => {
    const text = `${MINIMAL}\n## Pros and Cons of the Options\n\n### Variante 1: A\n\nx\n\n## Weitere Informationen\n\nMehr.\n`;
    const result = parseDocument(adr, text, { headings: german, language: 'de' });
    expect(result.ok && result.document.body).toEqual({ ...MINIMAL_BODY, options: [{ number: 1, title: 'A', content: 'x' }], moreInformation: 'Mehr.' });
    if (result.ok) expect(renderAdrBody(result.document.body, compileHeadings(adr, german))).toBe(text);
    const english = parseDocument(adr, `${MINIMAL}\n## More Information\n\nMore.\n`, { headings: german, language: 'de' });
    expect(inReference(english.diagnostics).map((d) => [d.code, d.line, d.field, d.message])).toEqual([
      [
        'foreign-heading',
        16,
        'Adr > MoreInformation',
        "Adr > MoreInformation (body line 16): expected the 'de' heading 'Weitere Informationen', got the English heading 'More Information'",
      ],
    ]);
  });
});

describe('adr properties', () => {
  it('parse(serializeAdr(m)) deep-equals m (500 generated ADRs)', () => {
    fc.assert(
      fc.property(documentModels.adr, (m) => {
        expectAdrRoundTrip(m as { frontmatter: Record<string, unknown>; body: AdrBody });
      }),
      { numRuns: 500 },
    );
  });

  it('parse never throws for arbitrary text (500 runs each)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => void parseDocument(adr, text)), { numRuns: 500 });
    const pieces = fc.constantFrom(
      '---\n',
      'status: draft\n',
      '# T\n',
      '## Context and Problem Statement\n',
      '## Decision Outcome\n',
      '### Consequences\n',
      '## Pros and Cons of the Options\n',
      '### Option 1: A\n',
      '### Option 0: B\n',
      'x\n',
      '\n',
      '- a\n',
      '```\n',
      '<b>\n',
      '\r\n',
      '\uFEFF',
    );
    fc.assert(fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => void parseDocument(adr, parts.join(''))), { numRuns: 500 });
  });
});
