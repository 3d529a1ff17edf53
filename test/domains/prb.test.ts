import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prb, type ProblemStatementBody } from '../../src/domains/prb/index.js';
import { expectDiagnostics, expectRoundTrip, expectValid, frontmatterFor, type ExpectedDiagnostic } from '../helpers/documents.js';
import { documentModels } from '../helpers/outline-arbitrary.js';

const FM = frontmatterFor('prb');
const R = 'ProblemStatement';
const STATEMENT_PATTERN = '^(?:.+)\\s+is\\s+causing\\s+(?:.+),\\s+for\\s+(?:.+)\\s+because\\s+(?:.+)\\.$';
const STATEMENT = 'Missing rollbacks is causing broken widgets, for on-call engineers because nothing restores them.';
const LEGACY_STATEMENT =
  'older form (free-form problem statement) accepted in lenient mode; current form: <current state> is causing <issue>, for <stakeholder> because <cause>.';
const MISSING_STATEMENT =
  'older form (missing problem statement paragraph) accepted in lenient mode; current form: one paragraph after the # title, before ## Current State: <current state> is causing <issue>, for <stakeholder> because <cause>.';

/** The parts of a minimal problem statement; `null` leaves a part out. */
interface Parts {
  comment: string | null;
  statement: string | null;
  currentState: string | null;
  gap: string | null;
  impact: string | null;
  futureState: string | null;
  references: string | null;
  more: string | null;
}

const BASE: Parts = {
  comment: null,
  statement: `${STATEMENT}\n`,
  currentState: '## Current State\n\n### Summary\n\nWidgets break.\n',
  gap: '## Gap\n\n4 of 200 fail.\n',
  impact: null,
  futureState: '## Future State\n\nNo widget breaks.\n',
  references: null,
  more: null,
};
// Body lines of BASE: 1 H1, 3 statement, 5 Current State, 7 Summary (9 text), 11 Gap (13 text),
// 15 Future State (17 text); a further part starts at line 19.

function doc(parts: Partial<Parts> = {}): string {
  const all = { ...BASE, ...parts };
  const order = ['# Rollback Failures\n', all.comment, all.statement, all.currentState, all.gap, all.impact, all.futureState, all.references, all.more];
  return FM + order.filter((part): part is string => part !== null).join('\n');
}

const QUESTIONS = [
  ['whatIsTheProblem', 'What Is the Problem?'],
  ['whyIsItAProblem', 'Why Is It a Problem?'],
  ['whereIsTheProblemObserved', 'Where Is the Problem Observed?'],
  ['whoIsImpacted', 'Who Is Impacted?'],
  ['whenWasTheProblemFirstObserved', 'When Was the Problem First Observed?'],
  ['howIsTheProblemObserved', 'How Is the Problem Observed?'],
  ['howOftenIsTheProblemObserved', 'How Often Is the Problem Observed?'],
] as const;

function currentState(questions: readonly (readonly [string, string])[]): string {
  return ['## Current State\n\n### Summary\n\nWidgets break.\n', ...questions.map(([name, heading]) => `### ${heading}\n\nAbout ${name}.\n`)].join('\n');
}

function one(code: ExpectedDiagnostic['code'], line: number, column: number, field: string, message: string): ExpectedDiagnostic[] {
  return [{ code, line, column, field, message }];
}

describe('prb packaged documents', () => {
  it('the example answers all seven questions and lists its references', () => {
    const body = expectValid(prb, prb.example).document.body;
    for (const [name] of QUESTIONS) expect(body.currentState[name]).toBeTypeOf('string');
    expect(body.references).toMatch(/^- /);
  });
});

describe('prb valid documents', () => {
  it('reads a minimal problem statement', () => {
    expect(expectValid(prb, doc()).document.body).toEqual({
      title: 'Rollback Failures',
      statement: STATEMENT,
      currentState: { summary: 'Widgets break.' },
      gap: '4 of 200 fail.',
      futureState: 'No widget breaks.',
    });
  });

  it('reads the comment, every question in order and the optional sections verbatim', () => {
    const body = expectValid(
      prb,
      doc({
        comment: '<!-- raised in review -->\n',
        currentState: currentState(QUESTIONS),
        impact: '## Impact\n\n40 minutes per case.\n',
        references: '## References\n\n* ticket 12\n* ticket 14\n',
        more: '## More Information\n\n### Timeline\n\nSee below.\n',
      }),
    ).document.body;
    expect(body.comment).toBe('<!-- raised in review -->');
    expect(body.currentState).toEqual({ summary: 'Widgets break.', ...Object.fromEntries(QUESTIONS.map(([name]) => [name, `About ${name}.`])) });
    expect(body.impact).toBe('40 minutes per case.');
    expect(body.references).toBe('* ticket 12\n* ticket 14');
    expect(body.moreInformation).toBe('### Timeline\n\nSee below.');
  });

  it('accepts any subset of the seven questions', () => {
    const subset = [QUESTIONS[1], QUESTIONS[4], QUESTIONS[6]] as const;
    expect(Object.keys(expectValid(prb, doc({ currentState: currentState(subset) })).document.body.currentState)).toEqual([
      'summary',
      'whyIsItAProblem',
      'whenWasTheProblemFirstObserved',
      'howOftenIsTheProblemObserved',
    ]);
  });

  it('accepts a statement whose joiners are soft-wrapped, and keeps its line breaks', () => {
    const statement = 'Missing rollbacks is\ncausing broken widgets,\nfor on-call engineers\nbecause nothing restores them.\n';
    expect(expectValid(prb, doc({ statement })).document.body.statement).toBe(statement.trimEnd());
  });

  it('keeps deeper headings and an empty section verbatim', () => {
    const body = expectValid(prb, doc({ gap: '## Gap\n', futureState: '## Future State\n\n#### Target\n\nZero.\n' })).document.body;
    expect(body.gap).toBe('');
    expect(body.futureState).toBe('#### Target\n\nZero.');
  });
});

describe('prb layout variants parse to the canonical model', () => {
  const canonical = doc({ comment: '<!-- c -->\n', currentState: currentState([QUESTIONS[0]]) });
  const model = expectValid(prb, canonical).document;

  it.each([
    ['CRLF line endings', canonical.replace(/\n/g, '\r\n')],
    ['a byte-order mark', `\uFEFF${canonical}`],
    ['setext H1 and H2', canonical.replace('# Rollback Failures\n', 'Rollback Failures\n=================\n').replace('## Gap\n', 'Gap\n---\n')],
    ['extra blank lines', canonical.replace('<!-- c -->\n', '<!-- c -->\n\n\n').replace('## Gap\n\n', '\n## Gap\n\n\n')],
    ['ATX closing sequences', canonical.replace('### What Is the Problem?\n', '### What Is the Problem? ###\n')],
  ])('%s', (_, text) => {
    expect(expectValid(prb, text).document).toEqual(model);
  });
});

describe('prb structure failures', () => {
  it('requires ## Current State and its Summary', () => {
    expectDiagnostics(prb, doc({ currentState: null }), one('heading-mismatch', 5, 1, `${R} > CurrentState`, `${R} > CurrentState (body line 5): expected heading 'Current State', got heading 'Gap'`));
    expectDiagnostics(
      prb,
      doc({ currentState: '## Current State\n\n### What Is the Problem?\n\nIt breaks.\n' }),
      one('heading-mismatch', 7, 1, `${R} > CurrentState > Summary`, `${R} > CurrentState > Summary (body line 7): expected heading 'Summary', got heading 'What Is the Problem?'`),
    );
    expectDiagnostics(
      prb,
      doc({ currentState: '## Current State\n' }),
      one('body-no-match', 5, 1, `${R} > CurrentState > Summary`, `${R} > CurrentState > Summary: expected Summary, found no match; nothing remains after body line 5`),
    );
  });

  it('rejects questions out of order or with other headings', () => {
    expectDiagnostics(
      prb,
      doc({ currentState: currentState([QUESTIONS[3], QUESTIONS[0]]) }),
      one(
        'body-leftover',
        15,
        1,
        `${R} > CurrentState`,
        `${R} > CurrentState: text left over after processing all fields, starting at body line 15:\n### What Is the Problem?\n\nAbout whatIsTheProblem.`,
      ),
    );
    expectDiagnostics(
      prb,
      doc({ currentState: currentState([['whatIsTheProblem', 'What is the problem?']]) }),
      one('body-leftover', 11, 1, `${R} > CurrentState`, `${R} > CurrentState: text left over after processing all fields, starting at body line 11:\n### What is the problem?\n\nAbout whatIsTheProblem.`),
    );
  });

  it('requires ## Gap and ## Future State', () => {
    expectDiagnostics(prb, doc({ gap: null }), one('heading-mismatch', 11, 1, `${R} > Gap`, `${R} > Gap (body line 11): expected heading 'Gap', got heading 'Future State'`));
    expectDiagnostics(
      prb,
      doc({ gap: null, impact: '## Impact\n\nCosts.\n' }),
      one('heading-mismatch', 11, 1, `${R} > Gap`, `${R} > Gap (body line 11): expected heading 'Gap', got heading 'Impact'`),
    );
    expectDiagnostics(prb, doc({ futureState: null }), one('body-no-match', 13, 1, `${R} > FutureState`, `${R} > FutureState: expected FutureState, found no match; nothing remains after body line 13`));
    expectDiagnostics(
      prb,
      doc({ futureState: null, more: '## More Information\n\nx\n' }),
      one('heading-mismatch', 15, 1, `${R} > FutureState`, `${R} > FutureState (body line 15): expected heading 'Future State', got heading 'More Information'`),
    );
  });

  it('rejects a Root Cause section, which the format leaves out by design', () => {
    expectDiagnostics(
      prb,
      doc({ more: '## Root Cause\n\nNo rollback.\n' }),
      one('body-leftover', 19, 1, R, `${R}: text left over after processing all fields, starting at body line 19:\n## Root Cause\n\nNo rollback.`),
    );
  });

  it('rejects a second paragraph after the statement and a second comment', () => {
    expectDiagnostics(
      prb,
      doc({ statement: `${STATEMENT}\n\nMore detail.\n` }),
      one(
        'body-no-match',
        5,
        1,
        `${R} > CurrentState`,
        `${R} > CurrentState: expected CurrentState, found no match; remaining text starts at body line 5 (15 line(s)) and begins with:\nMore detail.\n\n## Current State…`,
      ),
    );
    expectDiagnostics(
      prb,
      doc({ comment: '<!-- a -->\n\n<!-- b -->\n' }),
      one(
        'body-no-match',
        5,
        1,
        `${R} > Statement`,
        `${R} > Statement: expected Statement, found no match; remaining text starts at body line 5 (17 line(s)) and begins with:\n<!-- b -->\n\n${STATEMENT}…`,
      ),
    );
  });
});

describe('prb statement', () => {
  it.each([
    ['Widgets break.'],
    ['Missing rollbacks is causing broken widgets, for on-call engineers because nothing restores them'],
    ['Missing rollbacks is causing broken widgets for on-call engineers because nothing restores them.'],
    ['Missing rollbacks causes broken widgets, for on-call engineers because nothing restores them.'],
  ])('rejects %s in strict mode', (statement) => {
    expectDiagnostics(
      prb,
      doc({ statement: `${statement}\n` }),
      one('value-pattern', 3, 1, `${R} > statement`, `${R} > statement (body line 3): '${statement}' does not match ${STATEMENT_PATTERN}`),
    );
  });

  it('accepts a free-form statement in lenient mode with a warning, keeping its text', () => {
    const text = doc({ statement: 'Widgets break during migration.\n' });
    expectDiagnostics(prb, text, [{ code: 'legacy-form', line: 3, column: 1, field: `${R} > statement`, message: `${R} > statement (body line 3): ${LEGACY_STATEMENT}`, severity: 'warning' }], 'lenient');
    expect(expectValid(prb, text, 'lenient').document.body.statement).toBe('Widgets break during migration.');
  });

  it('requires the statement in strict mode; lenient mode reads older documents without one', () => {
    const text = doc({ statement: null, comment: '<!-- older document -->\n' });
    expectDiagnostics(
      prb,
      text,
      one(
        'body-no-match',
        5,
        1,
        `${R} > Statement`,
        `${R} > Statement: expected Statement, found no match; remaining text starts at body line 5 (13 line(s)) and begins with:\n## Current State\n\n### Summary…`,
      ),
    );
    expectDiagnostics(prb, text, [{ code: 'legacy-form', line: 5, column: 1, field: `${R} > Statement`, message: `${R} > Statement (body line 5): ${MISSING_STATEMENT}`, severity: 'warning' }], 'lenient');
    expect(expectValid(prb, text, 'lenient').document.body).not.toHaveProperty('statement');
  });

  it('says the statement paragraph is missing, not free-form, when the title is followed by the first section', () => {
    const text = doc({ statement: null });
    expectDiagnostics(prb, text, [{ code: 'legacy-form', line: 3, column: 1, field: `${R} > Statement`, message: `${R} > Statement (body line 3): ${MISSING_STATEMENT}`, severity: 'warning' }], 'lenient');
  });
});

describe('prb properties', () => {
  // Every run parses a whole generated document; the timeout leaves room for a loaded machine.
  it('parse(serialize(m)) deep-equals m (500 generated problem statements)', () => {
    fc.assert(
      fc.property(documentModels.prb, (m) => {
        expectRoundTrip(prb, m as unknown as { frontmatter: Record<string, unknown>; body: ProblemStatementBody });
      }),
      { numRuns: 500 },
    );
  }, 180_000);
});
