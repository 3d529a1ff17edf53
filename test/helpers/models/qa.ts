/**
 * Generated question-and-answer models (`qa`) whose pairs read back as the
 * same pairs, for round-trip properties.
 */
import fc from 'fast-check';
import { QA_CATEGORIES } from '../../../src/domains/qa/outline.js';
import type { QaPair } from '../../../src/format/outline/fields.js';
import { commentText, freeText, frontmatter, inlineLine, paragraphText } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

/**
 * Make generated pairs canonical: they must read back as the same pairs
 * (formats.md §6.5 boundaries).
 *
 * @param pairs - generated pairs
 * @returns the pairs without empty ones, with a question or comment added where a reader would merge two pairs
 * @example
 * ```ts
 * canonicalPairs([{ comment: '<!-- a -->' }, { answer: 'x' }]); // the second pair gets a question
 * ```
 */
export function canonicalPairs(pairs: QaPair[]): QaPair[] {
  const out = pairs.filter((pair) => Object.keys(pair).length > 0).map((pair) => ({ ...pair }));
  out.forEach((pair, index) => {
    const previous = out[index - 1];
    // Only a comment or a question starts a new pair; a lone comment absorbs a following comment-less pair.
    if (index > 0 && pair.comment === undefined && pair.question === undefined) pair.question = '**0.0010**: Filled in?';
    if (previous && previous.question === undefined && previous.answer === undefined && pair.comment === undefined) pair.comment = '<!-- next -->';
  });
  return out;
}

const question = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9999 }), paragraphText)
  .map(([d, n, text]) => `**${d}.${String(n).padStart(4, '0')}**: ${text}`);
const pair = fc.record({ comment: commentText, question, answer: freeText }, { requiredKeys: [] });
const pairs = fc.array(pair, { maxLength: 3 }).map(canonicalPairs);
const categories = Object.fromEntries(QA_CATEGORIES.map((name) => [name, pairs])) as Record<(typeof QA_CATEGORIES)[number], typeof pairs>;

const body = fc.record(
  {
    title: inlineLine,
    general: fc.record(
      {
        comment: commentText,
        introduction: fc.record({ comment: commentText, content: freeText }, { requiredKeys: [] }),
        rawRequirements: fc.oneof(fc.constant(''), freeText),
      },
      { requiredKeys: ['introduction', 'rawRequirements'] },
    ),
    ...categories,
    moreInformation: freeText,
  },
  { requiredKeys: ['title', 'general', ...QA_CATEGORIES] },
);

/**
 * Whole interviews: General with optional comments, up to three numbered
 * Q&A pairs per category, optional More Information.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(qaModels, (m) => expectRoundTrip(qa, m)));
 * ```
 */
export const qaModels = fc.record({
  frontmatter: frontmatter('qa', ['draft', 'active', 'done', 'cancelled']),
  body,
}) as unknown as fc.Arbitrary<DocumentModel<'qa'>>;
