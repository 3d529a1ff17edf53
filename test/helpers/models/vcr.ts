/**
 * Generated verification-case-record models (`vcr`) with unique criterion
 * numbers, for round-trip properties.
 */
import fc from 'fast-check';
import { commentText, freeText, frontmatter, inlineLine, list, paragraphText, updates, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const reference = fc.tuple(fc.constantFrom('REQ', 'UC'), uuid, fc.oneof(inlineLine, paragraphText)).map(([tag, id, title]) => `${tag} ${id}: ${title}`);
const criterion = (number: number) =>
  fc.record(
    {
      number: fc.constant(number),
      method: fc.constantFrom('Demonstration', 'Test', 'Analysis', 'Inspection', 'Special'),
      text: inlineLine,
      description: paragraphText,
      testSteps: list(1, 4),
    },
    { requiredKeys: ['number', 'method', 'text'] },
  );
const acceptanceCriteria = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 4 }).chain((numbers) => fc.tuple(...numbers.map(criterion)));

const body = fc.record(
  {
    title: inlineLine,
    comment: commentText,
    verifies: fc.record({ comment: commentText, reference, paraphrase: paragraphText }, { requiredKeys: ['reference', 'paraphrase'] }),
    coverage: fc.constantFrom('full', 'partial', 'none'),
    acceptanceCriteria,
    moreInformation: freeText,
    updates,
  },
  { requiredKeys: ['title', 'verifies', 'coverage', 'acceptanceCriteria'] },
);

/**
 * Whole verification case records: REQ or UC reference, coverage, one to
 * four criteria with every DTAIS method, optional More Information and Updates.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(vcrModels, (m) => expectRoundTrip(vcr, m)));
 * ```
 */
export const vcrModels = fc.record({
  frontmatter: frontmatter('vcr', ['draft', 'progress', 'complete', 'approved']),
  body,
}) as unknown as fc.Arbitrary<DocumentModel<'vcr'>>;
