/**
 * Generated problem-statement models (`prb`) with template-shaped
 * statements, for round-trip properties.
 */
import fc from 'fast-check';
import { commentText, freeText, frontmatter, inlineLine } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

/** The model properties of the seven optional 5W2H questions, in outline order. */
const QUESTION_PROPERTIES = [
  'whatIsTheProblem',
  'whyIsItAProblem',
  'whereIsTheProblemObserved',
  'whoIsImpacted',
  'whenWasTheProblemFirstObserved',
  'howIsTheProblemObserved',
  'howOftenIsTheProblemObserved',
] as const;

const statement = fc
  .tuple(inlineLine, inlineLine, inlineLine, inlineLine, fc.constantFrom(' ', '\n'))
  .map(([state, issue, who, cause, joiner]) => `${state} is causing ${issue},${joiner}for ${who} because ${cause}.`);
const questions = Object.fromEntries(QUESTION_PROPERTIES.map((name) => [name, freeText]));

const body = fc.record(
  {
    title: inlineLine,
    comment: commentText,
    statement,
    currentState: fc.record({ summary: freeText, ...questions }, { requiredKeys: ['summary'] }),
    gap: freeText,
    impact: freeText,
    futureState: freeText,
    references: freeText,
    moreInformation: freeText,
  },
  { requiredKeys: ['title', 'statement', 'currentState', 'gap', 'futureState'] },
);

/**
 * Whole problem statements: template-shaped statement (soft-wrapped or
 * not), any subset of the seven questions, every optional section.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(prbModels, (m) => expectRoundTrip(prb, m)));
 * ```
 */
export const prbModels = fc.record({
  frontmatter: frontmatter('prb', ['draft', 'active', 'resolved', 'cancelled']),
  body,
}) as unknown as fc.Arbitrary<DocumentModel<'prb'>>;
