/**
 * The outline vocabulary, item by item, on a small document type defined
 * here: every builder parses, reports its failures and renders back.
 */
import { describe, expect, it } from 'vitest';
import { defineDocumentType } from '../../src/format/document-type.js';
import { blockQuote, codeBlock, comment, items, itemsWithNotes, opaque, paragraph, paragraphs, qaPairs } from '../../src/format/outline/fields.js';
import { integer, literal, template, text } from '../../src/format/outline/heading.js';
import { anyOrder, arraySection, freeSection, lenientOnly, liftedSection, missingIsLegacy, optional, repeated, section, valueSection } from '../../src/format/outline/sections.js';
import { nestModel } from '../../src/format/outline/projection.js';
import type { ValueOf } from '../../src/format/outline/types.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { pattern, vocabulary } from '../../src/format/outline/values.js';
import { parseDocument } from '../../src/format/parse-document.js';
import type { Diagnostic } from '../../src/diagnostics/index.js';
import type { DocumentType } from '../../src/format/document-type.js';
import { expectDiagnostics, expectRoundTrip, expectValid, type ExpectedDiagnostic } from '../helpers/documents.js';
import { inReference } from '../helpers/messages.js';

/** Parse and require exactly these diagnostics, worded in the reference profile. */
function expectReference<B>(type: DocumentType<B>, text: string, expected: ExpectedDiagnostic[], mode: 'strict' | 'lenient' = 'strict'): void {
  const keys = Object.keys(expected[0] ?? {});
  const found = parseDocument(type, text, { mode }).diagnostics;
  // Until every code's reference renderer is written (value codes: helper values), a placeholder's '' keeps the text as built.
  const worded = inReference(found).map((d, i) => (d.message === '' ? (found[i] as Diagnostic) : d));
  const actual = worded.map((d) => Object.fromEntries(keys.map((key) => [key, d[key as keyof Diagnostic]])));
  expect(actual).toEqual(expected);
}

const steps = arraySection(
  'steps',
  { level: 2 },
  repeated(freeSection('', { level: 3, typeName: 'Step', heading: template('Step {n}: {title}', { n: integer('number'), title: text('title') }) }), { min: 1 }),
);

const sampleRoot = section(
  '',
  {
    level: 1,
    typeName: 'Sample',
    heading: template('Sample: {title}', { title: text('title') }),
    checks: [
      (context) => {
        const value = context.value as { steps?: { number: number }[] };
        const seen = new Set<number>();
        (value.steps ?? []).forEach((step, index) => {
          if (seen.has(step.number)) {
            const params = { value: step.number, element: 'step', firstLine: context.lineOf(`/steps/${index - 1}`) };
            context.report({ code: 'value-duplicate', pointer: `/steps/${index}`, field: 'Sample > Steps > Step > number', params });
          }
          seen.add(step.number);
        });
      },
    ],
  },
  [
    paragraph('lead', { value: pattern(/^Lead: .+$/, '^Lead: .+$', {
        expectedForm: 'a lead "Lead: <text>"',
        legacy: (t) => (t.startsWith('lead') ? { older: 'lowercase lead', current: 'Lead: <text>' } : null),
      }) }),
    valueSection('level', { level: 2, comment: true }, paragraph('value', { value: vocabulary(['low', 'high'] as const) })),
    valueSection('notes', { level: 2 }, paragraphs('value')),
    optional(valueSection('quote', { level: 2 }, blockQuote('value'))),
    optional(valueSection('snippet', { level: 2 }, codeBlock('value'))),
    section('details', { level: 2, heading: literal('Details and More') }, [optional(comment()), itemsWithNotes('points', { max: 2 })]),
    steps,
    lenientOnly(optional(valueSection('oldThings', { level: 2 }, items('value'))), { older: 'Old Things section', current: 'no Old Things section' }),
    missingIsLegacy(freeSection('source', { level: 2 }), { older: 'missing Source section', current: '## Source' }),
    optional(valueSection('interview', { level: 2 }, qaPairs('value', { question: pattern(/^Q\d: /, '^Q\\d: ', { expectedForm: 'a question "Q<d>: <question>"' }) }))),
    optional(section('rest', { level: 2 }, [opaque('content')])),
  ],
);

const sample = defineDocumentType({ tag: 'smp', noun: 'sample', statuses: { values: ['draft'], default: 'draft' }, root: sampleRoot, template: '', example: '' });

const FM = '---\ntype: smp\n---\n\n';
const BODY = [
  '# Sample: Everything',
  'Lead: the lead paragraph',
  '## Level',
  '<!-- one of low, high -->',
  'high',
  '## Notes',
  'first note',
  'second note\nwrapped',
  '## Quote',
  '> quoted **text**\n> second line',
  '## Snippet',
  '```ts\nconst x = 1;\n```',
  '## Details and More',
  '- point one\n\n  a note\n\n- point two',
  '## Steps',
  '### Step 1: Begin',
  'Do the first thing.',
  '### Step 2: End',
  '## Source',
  'Our own tests.',
  '## Interview',
  '<!-- c -->',
  '> Q1: why?',
  'Because.',
  '> Q2: how?',
  '## Rest',
  'anything *at all*\n\n1. even lists',
].join('\n\n');

describe('outline vocabulary', () => {
  it('parses every field kind into the model', () => {
    const result = expectValid(sample, FM + BODY);
    expect(result.document.body).toEqual({
      title: 'Everything',
      lead: 'Lead: the lead paragraph',
      level: { comment: '<!-- one of low, high -->', value: 'high' },
      notes: ['first note', 'second note\nwrapped'],
      quote: 'quoted **text**\nsecond line',
      snippet: '```ts\nconst x = 1;\n```',
      details: { points: { ordered: false, items: [{ text: 'point one', notes: ['a note'] }, { text: 'point two' }] } },
      steps: [
        { number: 1, title: 'Begin', content: 'Do the first thing.' },
        { number: 2, title: 'End', content: '' },
      ],
      source: 'Our own tests.',
      interview: [{ comment: '<!-- c -->', question: 'Q1: why?', answer: 'Because.' }, { question: 'Q2: how?' }],
      rest: { content: 'anything *at all*\n\n1. even lists' },
    });
    expectRoundTrip(sample, result.document);
  });

  it('reports value rules, cardinality and cross-checks together, in document order', () => {
    const body = BODY.replace('Lead: the', 'Lede the')
      .replace('\n\nhigh\n', '\n\nmedium\n')
      .replace('- point two', '- point two\n- point three')
      .replace('### Step 2: End', '### Step 1: End')
      .replace('> Q2: how?', '> how?');
    expectDiagnostics(sample, FM + body, [
      { code: 'value-pattern', line: 3, column: 1, field: 'Sample > lead', message: "Sample > lead (body line 3): 'Lede the lead paragraph' does not match ^Lead: .+$" },
      { code: 'value-vocabulary', line: 9, column: 1, field: 'Sample > Level > value', message: "Sample > Level > value (body line 9): 'medium' is not one of 'low', 'high'" },
      {
        code: 'value-cardinality',
        line: 29,
        column: 1,
        field: 'Sample > Details > Points',
        message: 'Sample > Details > Points (body line 29): expected 1..2 items, found 3',
      },
      { code: 'value-duplicate', line: 44, column: 1, field: 'Sample > Steps > Step > number', message: 'Sample > Steps > Step > number (body line 44): duplicate 1; first at body line 40' },
      { code: 'value-pattern', line: 58, column: 1, field: 'Sample > Interview > QaPair > question', message: "Sample > Interview > QaPair > question (body line 58): 'how?' does not match ^Q\\d: " },
    ]);
  });

  it('names the mandatory element list when a container is empty', () => {
    const body = BODY.replace('### Step 1: Begin\n\nDo the first thing.\n\n### Step 2: End\n\n', '');
    expectReference(sample, FM + body, [
      {
        code: 'body-no-match',
        line: 37,
        column: 1,
        field: 'Sample > Steps',
        message: 'Sample > Steps: expected list[Step], found no match; nothing remains after body line 37',
      },
    ]);
  });

  it('ignores a lenient-only section in strict mode (the next field then fails) and warns in lenient mode', () => {
    const body = BODY.replace('## Source', '## Old Things\n\n- x\n\n## Source');
    expectReference(sample, FM + body, [
      { code: 'heading-mismatch', line: 45, column: 1, field: 'Sample > Source', message: "Sample > Source (body line 45): expected heading 'Source', got heading 'Old Things'" },
    ]);
    expectDiagnostics(
      sample,
      FM + body,
      [{ code: 'legacy-form', line: 45, column: 1, field: 'Sample > OldThings', message: 'Sample > OldThings (body line 45): older form (Old Things section) accepted in lenient mode; current form: no Old Things section' }],
      'lenient',
    );
  });

  it('requires a missing-is-legacy section in strict mode and warns in lenient mode', () => {
    const body = BODY.replace('## Source\n\nOur own tests.\n\n', '');
    expectReference(sample, FM + body, [
      { code: 'heading-mismatch', line: 45, column: 1, field: 'Sample > Source', message: "Sample > Source (body line 45): expected heading 'Source', got heading 'Interview'" },
    ]);
    expectDiagnostics(
      sample,
      FM + body,
      [{ code: 'legacy-form', line: 45, column: 1, field: 'Sample > Source', message: 'Sample > Source (body line 45): older form (missing Source section) accepted in lenient mode; current form: ## Source' }],
      'lenient',
    );
  });

  it('accepts a lowercase lead only in lenient mode, as a legacy form', () => {
    const body = BODY.replace('Lead: the', 'lead the');
    expect(expectDiagnosticsCodes(body, 'strict')).toEqual([['value-pattern', 'Sample']]);
    expect(expectDiagnosticsCodes(body, 'lenient')).toEqual([['legacy-form', 'Sample']]);
  });

  it('reports a structure failure alone after the value diagnostics before it', () => {
    const body = BODY.replace('Lead: the', 'Lede the').replace('## Notes', '## Remarks');
    expect(expectDiagnosticsCodes(body, 'strict')).toEqual([
      ['value-pattern', 'Sample'],
      ['heading-mismatch', 'Sample'],
    ]);
  });
});

function expectDiagnosticsCodes(body: string, mode: 'strict' | 'lenient'): [string, string][] {
  return parseDocument(sample, FM + body, { mode }).diagnostics.map((d) => [d.code, d.field.slice(0, 6)]);
}

// An any-order outline that is not ADR: the vocabulary is generic.
const journalRoot = anyOrder(
  section('', { level: 1, typeName: 'Journal', heading: template('Journal: {title}', { title: text('title') }) }, [
    freeSection('summary', { level: 2 }),
    liftedSection('outcome', { level: 2 }, opaque('text'), [optional(freeSection('risks', { level: 3 })), optional(freeSection('followUp', { level: 3 }))]),
    optional(section('appendix', { level: 2 }, [optional(freeSection('links', { level: 3 }))])),
    optional(arraySection('days', { level: 2 }, repeated(freeSection('', { level: 3, typeName: 'Day', heading: template('Day {n}', { n: integer('number') }) }), { min: 1 }))),
  ]),
);
const journal = defineDocumentType({ tag: 'jrn', noun: 'journal', statuses: { values: ['draft'], default: 'draft' }, root: journalRoot, template: '', example: '' });
const JFM = '---\ntype: jrn\n---\n\n';
const CANONICAL =
  '# Journal: Week 1\n\n## Summary\n\nCalm.\n\n## Outcome\n\nShipped.\n\n### Risks\n\nNone.\n\n### Follow Up\n\nTuesday.\n\n' +
  '## Appendix\n\n### Links\n\n- a\n\n## Days\n\n### Day 2\n\nRain.\n\n### Day 1\n\nSun.\n';
const SHUFFLED =
  '# Journal: Week 1\n\n## Days\n\n### Day 2\n\nRain.\n\n### Day 1\n\nSun.\n\n## Outcome\n\nShipped.\n\n### Follow Up\n\nTuesday.\n\n### Risks\n\nNone.\n\n' +
  '## Appendix\n\n### Links\n\n- a\n\n## Summary\n\nCalm.\n';
const FLAT = {
  title: 'Week 1',
  summary: 'Calm.',
  outcome: 'Shipped.',
  risks: 'None.',
  followUp: 'Tuesday.',
  appendix: { links: '- a' },
  days: [
    { number: 2, content: 'Rain.' },
    { number: 1, content: 'Sun.' },
  ],
};

describe('outline vocabulary: any order and lifted sections', () => {
  it('reads sections by heading in any order into the flat model, in outline order, and writes them in outline order', () => {
    const result = expectValid(journal, `${JFM}${SHUFFLED}`);
    expect(result.document.body).toEqual(FLAT);
    expect(Object.keys(result.document.body)).toEqual(['title', 'summary', 'outcome', 'risks', 'followUp', 'appendix', 'days']);
    expect(serializeDocument(journal, result.document).endsWith(`---\n\n${CANONICAL}`)).toBe(true);
    expectRoundTrip(journal, result.document);
  });

  it('derives the flat schema and type from the outline', () => {
    expect(Object.keys((journalRoot.schema as unknown as { shape: object }).shape)).toEqual(['title', 'summary', 'outcome', 'risks', 'followUp', 'appendix', 'days']);
    const body: ValueOf<typeof journalRoot> = { title: 'T', summary: 'S', outcome: 'O', risks: 'R' };
    expect(journalRoot.schema.safeParse(body).success).toBe(true);
    expect(journalRoot.schema.safeParse({ ...body, risks: 3 }).success).toBe(false);
  });

  it('gives the lifted children flat source ranges', () => {
    const result = expectValid(journal, `${JFM}${CANONICAL}`);
    const at = (pointer: string): string => {
      const range = result.source.fields[`/body${pointer}`];
      return range === undefined ? '' : `${JFM}${CANONICAL}`.slice(range.start, range.end);
    };
    expect(at('/outcome')).toBe('## Outcome\n\nShipped.');
    expect(at('/risks')).toBe('### Risks\n\nNone.');
    expect(at('/appendix/links')).toBe('### Links\n\n- a');
    expect(at('/days/1')).toBe('### Day 1\n\nSun.');
  });

  it('nests the flat model for the renderer and leaves out an empty container', () => {
    expect(nestModel(journal.root, { ...FLAT, days: [] })).toEqual({
      title: 'Week 1',
      summary: 'Calm.',
      outcome: { text: 'Shipped.', risks: 'None.', followUp: 'Tuesday.' },
      appendix: { links: '- a' },
    });
  });

  it('reports a repeated, an unknown and a missing section, and raw HTML without rawHtml: content', () => {
    expectReference(journal, `${JFM}# Journal: W\n\n## Summary\n\nA.\n\n## Outcome\n\nB.\n\n## Summary\n\nC.\n`, [
      { code: 'adr-duplicate-heading', line: 11, column: 1, field: 'Journal', message: "Journal (body line 11): duplicate heading 'Summary'; first at body line 3" },
    ]);
    expectReference(journal, `${JFM}# Journal: W\n\n## Summary\n\nA.\n\n## Outcome\n\nB.\n\n### Costs\n\nC.\n`, [
      {
        code: 'adr-unknown-heading',
        line: 11,
        column: 1,
        field: 'Journal > Outcome',
        message: "Journal > Outcome (body line 11): unrecognised H3 heading 'Costs'; expected one of 'Risks', 'Follow Up'",
      },
    ]);
    expectReference(journal, `${JFM}# Journal: W\n\n## Outcome\n\n\n## Appendix\n\nStray.\n`, [
      { code: 'adr-blank-section', line: 3, column: 1, field: 'Journal > Outcome', message: "Journal > Outcome (body line 3): mandatory section 'Outcome' is blank" },
      { code: 'body-leftover', line: 8, column: 1, field: 'Journal > Appendix', message: 'Journal > Appendix: text left over after processing all fields, starting at body line 8:\nStray.' },
    ]);
    expectDiagnostics(journal, `${JFM}# Journal: W\n\n## Outcome\n\nB.\n`, [
      { code: 'adr-blank-section', line: 5, column: 1, field: 'Journal > Summary', message: "Journal > Summary: mandatory section 'Summary' is missing" },
    ]);
    const html = parseDocument(journal, `${JFM}# Journal: W\n\n## Summary\n\n<b>A</b>\n\n## Outcome\n\nB.\n`);
    expect(html.diagnostics.map((d) => d.code)).toEqual(['raw-html']);
  });

  it('refuses outlines it cannot read in any order', () => {
    expect(() => anyOrder(section('', { level: 1, typeName: 'X' }, [paragraph('lead')]))).toThrow(new TypeError("'X': an any-order section holds sections only"));
    expect(() => liftedSection('x', { level: 2 }, paragraph('lead'), [])).toThrow(new TypeError("liftedSection 'x' needs an opaque lead field"));
  });
});
