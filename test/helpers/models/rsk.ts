/**
 * Generated risk models (`rsk`) with derived assessment levels, for
 * round-trip properties.
 */
import fc from 'fast-check';
import { riskLevel } from '../../../src/domains/rsk/index.js';
import { commentText, freeText, frontmatter, inlineLine, list, paragraphText } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const rating = fc.record({ value: fc.integer({ min: 1, max: 5 }), content: fc.oneof(fc.constant(''), freeText) });
const assessmentModel = fc.record({ probability: rating, impact: rating }).map((a) => ({ ...a, level: riskLevel(a.probability.value, a.impact.value) }));
const withNotes = fc.record({ text: inlineLine, notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] });

const body = fc.record(
  {
    title: inlineLine,
    comment: commentText,
    cause: freeText,
    trigger: freeText,
    consequence: freeText,
    scope: list(),
    initialAssessment: assessmentModel,
    strategy: fc.constantFrom('transfer', 'accept', 'reduce', 'avoid'),
    mitigation: freeText,
    residualAssessment: assessmentModel,
    owner: paragraphText,
    tags: fc.record({ ordered: fc.boolean(), items: fc.array(withNotes, { minLength: 1, maxLength: 3 }) }),
    source: paragraphText,
    moreInformation: freeText,
  },
  { requiredKeys: ['title', 'cause', 'trigger', 'consequence', 'scope', 'initialAssessment', 'strategy', 'mitigation', 'residualAssessment', 'source'] },
);

/**
 * Whole risks: both assessments with their derived level, a TARA strategy,
 * optional owner, tags and More Information.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rskModels, (m) => expectRoundTrip(rsk, m)));
 * ```
 */
export const rskModels = fc.record({
  frontmatter: frontmatter('rsk', ['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped']),
  body,
}) as unknown as fc.Arbitrary<DocumentModel<'rsk'>>;
