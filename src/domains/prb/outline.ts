/**
 * prb — Problem Statement, Six Sigma / 5W2H (formats.md §6.6): a one-
 * sentence statement, the current state with its seven optional questions,
 * the gap, the impact and the future state.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { comment, paragraph } from '../../format/index.js';
import { literal, template, text } from '../../format/index.js';
import { freeSection, missingIsLegacy, optional, section } from '../../format/index.js';
import type { LegacyForm } from '../../format/index.js';
import { pattern } from '../../format/index.js';

const FREE_FORM_STATEMENT: LegacyForm = {
  older: 'free-form problem statement',
  current: legacyCurrentForm('free-form problem statement'),
};

// A document written before the statement rule has no statement paragraph at
// all; its warning names the gap, not a free-form text that is not there.
const MISSING_STATEMENT: LegacyForm = {
  older: 'missing problem statement paragraph',
  current: legacyCurrentForm('missing problem statement paragraph'),
};

/**
 * The statement template `[Current state] is causing [specific issue], for
 * [stakeholder] because [underlying cause].`; joiners may be soft-wrapped.
 * In lenient mode any other statement is the legacy form `free-form problem
 * statement`.
 *
 * @example
 * ```ts
 * statementRule.schema.safeParse('Slow builds is causing missed releases, for the team because caches are cold.').success; // true
 * ```
 */
export const statementRule = pattern(
  /^(?:.+)\s+is\s+causing\s+(?:.+),\s+for\s+(?:.+)\s+because\s+(?:.+)\.$/s,
  '^(?:.+)\\s+is\\s+causing\\s+(?:.+),\\s+for\\s+(?:.+)\\s+because\\s+(?:.+)\\.$',
  {
    expectedForm: 'a statement of the form "<current state> is causing <issue>, for <stakeholder> because <cause>."',
    legacy: () => FREE_FORM_STATEMENT,
  },
);

// The 5W2H questions end with `?` and have lowercase words, so their headings are literal.
function question<N extends string>(name: N, heading: string) {
  return optional(freeSection(name, { level: 3, heading: literal(heading) }));
}

/**
 * `## Current State`: a mandatory summary, then the seven 5W2H questions,
 * each optional, in this order.
 *
 * @example
 * ```ts
 * currentState.def.typeName; // 'CurrentState'
 * ```
 */
export const currentState = section('currentState', { level: 2 }, [
  freeSection('summary', { level: 3 }),
  question('whatIsTheProblem', 'What Is the Problem?'),
  question('whyIsItAProblem', 'Why Is It a Problem?'),
  question('whereIsTheProblemObserved', 'Where Is the Problem Observed?'),
  question('whoIsImpacted', 'Who Is Impacted?'),
  question('whenWasTheProblemFirstObserved', 'When Was the Problem First Observed?'),
  question('howIsTheProblemObserved', 'How Is the Problem Observed?'),
  question('howOftenIsTheProblemObserved', 'How Often Is the Problem Observed?'),
]);

/**
 * The prb outline's H1 section (formats.md §4.8 `ProblemStatement`). Documents written
 * before the statement rule have no statement paragraph at all; lenient
 * mode reads them with the legacy form `missing problem statement paragraph`,
 * whose warning says where the paragraph belongs and the sentence it takes.
 *
 * @example
 * ```ts
 * problemStatementOutline.def.typeName; // 'ProblemStatement'
 * ```
 */
export const problemStatementOutline = section(
  '',
  { level: 1, typeName: 'ProblemStatement', heading: template('{title}', { title: text('title') }) },
  [
    optional(comment()),
    missingIsLegacy(paragraph('statement', { value: statementRule }), MISSING_STATEMENT),
    currentState,
    freeSection('gap', { level: 2 }),
    optional(freeSection('impact', { level: 2 })),
    freeSection('futureState', { level: 2 }),
    optional(freeSection('references', { level: 2 })),
    optional(freeSection('moreInformation', { level: 2 })),
  ],
);
