/**
 * The outline vocabulary, item by item, on a small document type defined
 * here: every builder parses, reports its failures and renders back.
 */
import { describe, expect, it } from 'vitest';
import { defineDocumentType } from '../../src/format/document-type.js';
import { blockQuote, codeBlock, comment, items, itemsWithNotes, opaque, paragraph, paragraphs, qaPairs } from '../../src/format/outline/fields.js';
import { integer, literal, template, text } from '../../src/format/outline/heading.js';
import { arraySection, freeSection, lenientOnly, missingIsLegacy, optional, repeated, section, valueSection } from '../../src/format/outline/sections.js';
import { pattern, vocabulary } from '../../src/format/outline/values.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { expectDiagnostics, expectRoundTrip, expectValid } from '../helpers/documents.js';

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
            context.report({ code: 'value-duplicate', pointer: `/steps/${index}`, field: 'Sample > Steps > Step > number', message: `duplicate step ${step.number}` });
          }
          seen.add(step.number);
        });
      },
    ],
  },
  [
    paragraph('lead', { value: pattern(/^Lead: .+$/, '^Lead: .+$', (t) => (t.startsWith('lead') ? { older: 'lowercase lead', current: 'Lead: <text>' } : null)) }),
    valueSection('level', { level: 2, comment: true }, paragraph('value', { value: vocabulary(['low', 'high'] as const) })),
    valueSection('notes', { level: 2 }, paragraphs('value')),
    optional(valueSection('quote', { level: 2 }, blockQuote('value'))),
    optional(valueSection('snippet', { level: 2 }, codeBlock('value'))),
    section('details', { level: 2, heading: literal('Details and More') }, [optional(comment()), itemsWithNotes('points', { max: 2 })]),
    steps,
    lenientOnly(optional(valueSection('oldThings', { level: 2 }, items('value'))), { older: 'Old Things section', current: 'no Old Things section' }),
    missingIsLegacy(freeSection('source', { level: 2 }), { older: 'missing Source section', current: '## Source' }),
    optional(valueSection('interview', { level: 2 }, qaPairs('value', { question: pattern(/^Q\d: /, '^Q\\d: ') }))),
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
      { code: 'value-duplicate', line: 44, column: 1, field: 'Sample > Steps > Step > number', message: 'duplicate step 1' },
      { code: 'value-pattern', line: 58, column: 1, field: 'Sample > Interview > QaPair > question', message: "Sample > Interview > QaPair > question (body line 58): 'how?' does not match ^Q\\d: " },
    ]);
  });

  it('names the mandatory element list when a container is empty', () => {
    const body = BODY.replace('### Step 1: Begin\n\nDo the first thing.\n\n### Step 2: End\n\n', '');
    expectDiagnostics(sample, FM + body, [
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
    expectDiagnostics(sample, FM + body, [
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
    expectDiagnostics(sample, FM + body, [
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
