import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qa, type QuestionAndAnswerBody } from '../../src/domains/qa/index.js';
import { QA_CATEGORIES } from '../../src/domains/qa/outline.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const FM = frontmatterFor('qa');
const R = 'QuestionAndAnswer';
const PREFIX = '^\\*\\*\\d\\.\\d{4}\\*\\*:\\s';
const HEADINGS = [
  'Elicitation Context',
  'Functional Suitability',
  'Performance Efficiency',
  'Compatibility',
  'Interaction Capability',
  'Reliability',
  'Security',
  'Maintainability',
  'Flexibility',
  'Safety',
];
const TYPE_NAMES = HEADINGS.map((h) => h.replace(/ /g, ''));

/** The parts of a minimal interview; a category's value is its content (`''` = empty), `null` leaves it out. */
interface Parts {
  general: string | null;
  categories: Record<string, string | null>;
  more: string | null;
}

const GENERAL = '## General\n\n### Introduction\n\nWho was asked, and why.\n\n### Raw Requirements\n\nNone.\n';
// Body lines with every category empty: 1 H1, 3 General, 5 Introduction (7 text), 9 Raw Requirements (11 text),
// then the category headings at 13, 15, ..., 31 (Safety); a further part starts at line 33.
// Content given for a category adds its lines plus one blank line after the heading.

function doc(parts: Partial<Parts> = {}): string {
  const all: Parts = { general: GENERAL, categories: {}, more: null, ...parts };
  const categories = HEADINGS.map((heading) => {
    const content = Object.hasOwn(all.categories, heading) ? all.categories[heading] : '';
    if (content === null || content === undefined) return null;
    return content === '' ? `## ${heading}\n` : `## ${heading}\n\n${content}`;
  });
  const order = ['# Interview\n', all.general, ...categories, all.more];
  return FM + order.filter((part): part is string => part !== null).join('\n');
}

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

describe('qa packaged documents', () => {
  it('template and example leave Compatibility empty and carry a comment and a list under Introduction', () => {
    for (const text of [qa.template, qa.example]) {
      const body = expectValid(qa, text).document.body;
      expect(body.compatibility).toEqual([]);
      expect(body.general.introduction.comment).toMatch(/^<!--/);
      expect(body.general.introduction.content).toMatch(/^- /);
    }
  });
});

describe('qa valid documents', () => {
  it('reads a minimal interview with every category empty', () => {
    const body = expectValid(qa, doc()).document.body;
    expect(body).toEqual({
      title: 'Interview',
      general: { introduction: { content: 'Who was asked, and why.' }, rawRequirements: 'None.' },
      ...Object.fromEntries(QA_CATEGORIES.map((name) => [name, []])),
    });
  });

  it('reads the comments of General and Introduction and keeps the remainder verbatim', () => {
    const general =
      '## General\n\n<!-- g -->\n\n### Introduction\n\n<!-- i -->\n\n* Interviewee: Ann\n\n#### Setting\n\nOn site.\n\n### Raw Requirements\n\n- keep ids\n';
    expect(expectValid(qa, doc({ general })).document.body.general).toEqual({
      comment: '<!-- g -->',
      introduction: { comment: '<!-- i -->', content: '* Interviewee: Ann\n\n#### Setting\n\nOn site.' },
      rawRequirements: '- keep ids',
    });
  });

  it('accepts an Introduction that is empty or holds only a comment, and an empty Raw Requirements', () => {
    const empty = '## General\n\n### Introduction\n\n### Raw Requirements\n';
    expect(expectValid(qa, doc({ general: empty })).document.body.general).toEqual({ introduction: {}, rawRequirements: '' });
    const commentOnly = '## General\n\n### Introduction\n\n<!-- to do -->\n\n### Raw Requirements\n\nNone.\n';
    expect(expectValid(qa, doc({ general: commentOnly })).document.body.general.introduction).toEqual({ comment: '<!-- to do -->' });
  });

  it('splits a category into pairs of comment, question and answer blocks', () => {
    const content =
      '<!-- asked first -->\n> **1.0010**: What must the tool do?\n\nMigrate widgets.\n\n- one at a time\n\n```text\nmigrate --all\n```\n\n> **1.0020**: And on failure?\n> Think of rollbacks.\n\n<!-- c1 -->\n\n<!-- c2 -->\n\n> **1.0030**: Who decides?\n\n<!-- trailing -->\n';
    expect(expectValid(qa, doc({ categories: { 'Functional Suitability': content } })).document.body.functionalSuitability).toEqual([
      { comment: '<!-- asked first -->', question: '**1.0010**: What must the tool do?', answer: 'Migrate widgets.\n\n- one at a time\n\n```text\nmigrate --all\n```' },
      { question: '**1.0020**: And on failure?\nThink of rollbacks.' },
      { comment: '<!-- c1 -->' },
      { comment: '<!-- c2 -->', question: '**1.0030**: Who decides?' },
      { comment: '<!-- trailing -->' },
    ]);
  });

  it('reads an answer without a question as a pair of its own', () => {
    const content = 'Notes taken before the first question.\n\n> **6.0010**: Who may migrate?\n\nOn-call only.\n';
    expect(expectValid(qa, doc({ categories: { Security: content } })).document.body.security).toEqual([
      { answer: 'Notes taken before the first question.' },
      { question: '**6.0010**: Who may migrate?', answer: 'On-call only.' },
    ]);
  });

  it('reads a line of only U+2028, U+00A0 or U+FEFF as a blank line, not as an empty answer (fuzz finding)', () => {
    for (const blank of ['\u2028', '\u00a0', '\ufeff', ' \u00a0\u2028 ']) {
      const content = `${blank}\n<!-- c -->\n\n> **2.0010**: How fast?\n\n${blank}\n\n> **2.0020**: How many?\n`;
      const parsed = expectValid(qa, doc({ categories: { 'Performance Efficiency': content } }));
      const pairs = [{ comment: '<!-- c -->', question: '**2.0010**: How fast?' }, { question: '**2.0020**: How many?' }];
      expect(parsed.document.body.performanceEfficiency).toEqual(pairs);
      expect(expectRoundTrip(qa, parsed.document)).toContain('## Performance Efficiency\n\n<!-- c -->\n\n> **2.0010**: How fast?\n\n> **2.0020**: How many?\n\n## Compatibility');
    }
  });

  it('rejects a question whose text continues lazily with a line of = signs (fuzz finding)', () => {
    const field = `${R} > Security > QaPair > question`;
    // Security is the seventh category: its heading is body line 25, its content starts at line 27.
    expectDiagnostics(qa, doc({ categories: { Security: '> **6.0010**: Who may migrate?\n===\n' } }), one('body-no-match', 28, 1, field,
      `${field} (body line 28): a line of '=' signs continues the block quote's text without its '>' marker; inside the block quote it would turn the text into a heading; fix: join it onto the line above, or start it with '> ' and escape it as '\\==='`));
  });

  it('checks only the prefix of a question, not its digit, uniqueness or order', () => {
    const content = '> **9.0020**: Second?\n\n> **9.0020**: Again?\n\n> **3.0010**:\tTabbed and in the wrong section?\n';
    expect(expectValid(qa, doc({ categories: { Reliability: content } })).diagnostics).toEqual([]);
  });

  it('reads More Information verbatim', () => {
    expect(expectValid(qa, doc({ more: '## More Information\n\nSee the\nrecording.\n' })).document.body.moreInformation).toBe('See the\nrecording.');
  });
});

describe('qa layout variants parse to the canonical model', () => {
  const canonical = doc({
    general: '## General\n\n<!-- g -->\n\n### Introduction\n\nWho.\n\n### Raw Requirements\n\nNone.\n',
    categories: { Security: '<!-- s -->\n\n> **6.0010**: Who?\n> Really?\n\nOps.\n' },
  });
  const model = expectValid(qa, canonical).document;

  it.each([
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext H1 and H2', canonical.replace('# Interview\n', 'Interview\n=========\n').replace('## General\n', 'General\n-------\n').replace('## Safety\n', 'Safety\n---\n')],
    ['extra blank lines', canonical.replace('<!-- s -->\n', '\n\n<!-- s -->\n\n\n').replace('## Safety\n', '\n\n## Safety\n')],
    ['a comment directly above its question', canonical.replace('<!-- s -->\n\n>', '<!-- s -->\n>')],
    ['a lazy question continuation', canonical.replace('> Really?', 'Really?')],
  ])('%s', (_, text) => {
    expect(expectValid(qa, text).document).toEqual(model);
  });

  it('keeps answer lists verbatim, whatever their bullet', () => {
    for (const bullet of ['-', '*', '+']) {
      const text = doc({ categories: { Safety: `> **9.0010**: Harm?\n\n${bullet} none\n` } });
      expect(expectValid(qa, text).document.body.safety).toEqual([{ question: '**9.0010**: Harm?', answer: `${bullet} none` }]);
    }
  });
});

describe('qa structure failures', () => {
  it('requires ## General and its two H3s', () => {
    expectDiagnostics(qa, doc({ general: null }), one('heading-mismatch', 3, 1, `${R} > General`, `${R} > General (body line 3): expected heading 'General', got heading 'Elicitation Context'`));
    expectDiagnostics(
      qa,
      doc({ general: '## General\n\n### Raw Requirements\n\nNone.\n' }),
      one('heading-mismatch', 5, 1, `${R} > General > Introduction`, `${R} > General > Introduction (body line 5): expected heading 'Introduction', got heading 'Raw Requirements'`),
    );
    expectDiagnostics(
      qa,
      doc({ general: '## General\n\n### Introduction\n\nWho.\n' }),
      one('body-no-match', 7, 1, `${R} > General > RawRequirements`, `${R} > General > RawRequirements: expected RawRequirements, found no match; nothing remains after body line 7`),
    );
  });

  it('rejects content between General and Introduction other than one comment', () => {
    expectDiagnostics(
      qa,
      doc({ general: '## General\n\nStray text.\n\n### Introduction\n\n### Raw Requirements\n' }),
      one(
        'body-no-match',
        5,
        1,
        `${R} > General > Introduction`,
        `${R} > General > Introduction: expected Introduction, found no match; remaining text starts at body line 5 (5 line(s)) and begins with:\nStray text.\n\n### Introduction…`,
      ),
    );
  });

  it.each(HEADINGS.slice(0, 9).map((heading, i) => [heading, i] as const))('requires ## %s', (heading, i) => {
    const next = HEADINGS[i + 1] as string;
    const field = `${R} > ${TYPE_NAMES[i]}`;
    expectDiagnostics(
      qa,
      doc({ categories: { [heading]: null } }),
      one('heading-mismatch', 13 + 2 * i, 1, field, `${field} (body line ${13 + 2 * i}): expected heading '${heading}', got heading '${next}'`),
    );
  });

  it('requires ## Safety', () => {
    expectDiagnostics(qa, doc({ categories: { Safety: null } }), one('body-no-match', 29, 1, `${R} > Safety`, `${R} > Safety: expected Safety, found no match; nothing remains after body line 29`));
  });

  it('rejects a category heading in another case and categories out of order', () => {
    expectDiagnostics(
      qa,
      doc().replace('## Functional Suitability', '## Functional suitability'),
      one('heading-mismatch', 15, 1, `${R} > FunctionalSuitability`, `${R} > FunctionalSuitability (body line 15): expected heading 'Functional Suitability', got heading 'Functional suitability'`),
    );
    expectDiagnostics(
      qa,
      doc().replace('## Security\n\n## Maintainability', '## Maintainability\n\n## Security'),
      one('heading-mismatch', 25, 1, `${R} > Security`, `${R} > Security (body line 25): expected heading 'Security', got heading 'Maintainability'`),
    );
  });

  it('rejects a heading inside a category and a heading-less text after More Information', () => {
    expectDiagnostics(
      qa,
      doc({ categories: { Compatibility: '> **3.0010**: Browsers?\n\n### Details\n\nAll.\n' } }),
      one('body-leftover', 23, 1, `${R} > Compatibility`, `${R} > Compatibility: text left over after processing all fields, starting at body line 23:\n### Details\n\nAll.`),
    );
    expectDiagnostics(
      qa,
      doc({ more: '## More Information\n\nx\n\n## Appendix\n' }),
      one('body-leftover', 37, 1, R, `${R}: text left over after processing all fields, starting at body line 37:\n## Appendix`),
    );
  });
});

describe('qa question numbering', () => {
  const FS = `${R} > FunctionalSuitability > QaPair > question`;

  it.each([
    ['**1.10**: Short number?'],
    ['**1.00100**: Long number?'],
    ['1.0010: Not bold?'],
    ['**1.0010** Missing colon?'],
    ['**1.0010**:No space?'],
    ['**1.0010**:'],
    ['**١.٠٠١٠**: Arabic-Indic digits?'],
  ])('rejects %s', (question) => {
    expectDiagnostics(
      qa,
      doc({ categories: { 'Functional Suitability': `> ${question}\n\nAnswer.\n` } }),
      one('value-pattern', 17, 1, FS, `${FS} (body line 17): '${question}' does not match ${PREFIX}`),
    );
  });

  it('reports every failing question, in document order, and keeps checking after a later structure failure', () => {
    const content = '> **1.1**: a\n\n> **1.0010**: b\n\n> c\n\n### Stray\n';
    expectDiagnostics(qa, doc({ categories: { 'Functional Suitability': content } }), [
      { code: 'value-pattern', line: 17, column: 1, field: FS, message: `${FS} (body line 17): '**1.1**: a' does not match ${PREFIX}` },
      { code: 'value-pattern', line: 21, column: 1, field: FS, message: `${FS} (body line 21): 'c' does not match ${PREFIX}` },
      { code: 'body-leftover', line: 23, column: 1, field: `${R} > FunctionalSuitability`, message: `${R} > FunctionalSuitability: text left over after processing all fields, starting at body line 23:\n### Stray` },
    ]);
  });

  it('quotes a long multi-line question as an excerpt', () => {
    const content = '> Line one\n> line two\n> line three\n> line four\n';
    expectDiagnostics(
      qa,
      doc({ categories: { 'Functional Suitability': content } }),
      one('value-pattern', 17, 1, FS, `${FS} (body line 17): 'Line one\\nline two\\nline three…' does not match ${PREFIX}`),
    );
  });
});

describe('qa legacy forms', () => {
  const EC = `${R} > ElicitationContext > QaPair > question`;
  const legacy = doc({ categories: { 'Elicitation Context': '> Who was interviewed?\n\nThe platform lead.\n', Safety: '> Any harm?\n\nNone.\n' } });

  it('rejects unnumbered questions in strict mode', () => {
    expectDiagnostics(qa, legacy, [
      { code: 'value-pattern', line: 15, column: 1, field: EC, message: `${EC} (body line 15): 'Who was interviewed?' does not match ${PREFIX}` },
      { code: 'value-pattern', line: 37, column: 1, field: `${R} > Safety > QaPair > question`, message: `${R} > Safety > QaPair > question (body line 37): 'Any harm?' does not match ${PREFIX}` },
    ]);
  });

  it('accepts them in lenient mode with one warning per question, keeping the text', () => {
    const current = 'current form: **<d>.<NNNN>**: <question>';
    expectDiagnostics(
      qa,
      legacy,
      [
        { code: 'legacy-form', line: 15, column: 1, field: EC, message: `${EC} (body line 15): older form (unnumbered question) accepted in lenient mode; ${current}`, severity: 'warning' },
        {
          code: 'legacy-form',
          line: 37,
          column: 1,
          field: `${R} > Safety > QaPair > question`,
          message: `${R} > Safety > QaPair > question (body line 37): older form (unnumbered question) accepted in lenient mode; ${current}`,
          severity: 'warning',
        },
      ],
      'lenient',
    );
    expect(expectValid(qa, legacy, 'lenient').document.body.elicitationContext).toEqual([{ question: 'Who was interviewed?', answer: 'The platform lead.' }]);
  });

  it('still rejects a malformed number in lenient mode', () => {
    expectDiagnostics(
      qa,
      doc({ categories: { 'Elicitation Context': '> **0.10**: Who?\n' } }),
      one('value-pattern', 15, 1, EC, `${EC} (body line 15): '**0.10**: Who?' does not match ${PREFIX}`),
      'lenient',
    );
  });
});

describe('qa properties', () => {
  // Every run parses a whole generated document; the timeout leaves room for a loaded machine.
  it('parse(serialize(m)) deep-equals m (500 generated interviews)', () => {
    fc.assert(
      fc.property(documentModels.qa, (m) => {
        expectRoundTrip(qa, m as unknown as { frontmatter: Record<string, unknown>; body: QuestionAndAnswerBody });
      }),
      { numRuns: 500 },
    );
  }, 180_000);
});
