/**
 * Generated decision models (`dec`) with RASCI, typed Related Artifacts and
 * options, for round-trip properties.
 */
import fc from 'fast-check';
import { freeText, frontmatter, inlineLine, list, paragraphText, updates, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const typedRef = (tag: string) => fc.tuple(uuid, paragraphText).map(([id, title]) => `${tag} ${id}: ${title}`);
const refList = (tag: string) =>
  fc.record({
    ordered: fc.boolean(),
    items: fc.array(fc.record({ text: typedRef(tag), notes: fc.array(paragraphText, { maxLength: 2, minLength: 1 }) }, { requiredKeys: ['text'] }), {
      minLength: 1,
      maxLength: 3,
    }),
  });
const role = fc.oneof(list(1, 3), fc.constant({ ordered: false, items: [] as { text: string }[] }));
const options = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 4 })
  .chain((numbers) => fc.tuple(...numbers.map((number) => fc.record({ number: fc.constant(number), title: inlineLine, content: freeText }))));

const body = fc.record(
  {
    title: inlineLine,
    contextAndProblemStatement: freeText,
    decisionDrivers: freeText,
    consideredOptions: freeText,
    decisionOutcome: fc.record({ text: paragraphText, consequences: freeText, confirmation: freeText }, { requiredKeys: ['text'] }),
    rolesAndResponsibilities: fc.record(
      { accountable: paragraphText, responsible: list(1, 3), support: role, consulted: role, informed: role },
      { requiredKeys: ['accountable', 'responsible'] },
    ),
    tags: list(1, 3),
    source: paragraphText,
    relatedArtifacts: fc.record({ requirements: refList('REQ'), decisions: refList('DEC'), goals: refList('GOL'), risks: refList('RSK') }, { requiredKeys: [] }),
    prosAndCons: options,
    moreInformation: freeText,
    updates,
  },
  { requiredKeys: ['title', 'contextAndProblemStatement', 'decisionOutcome', 'rolesAndResponsibilities', 'source'] },
);

/**
 * Whole decisions: outcome with consequences and confirmation, RASCI with
 * present-but-empty roles, typed Related Artifacts, options, Updates.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(decModels, (m) => expectRoundTrip(dec, m)));
 * ```
 */
export const decModels: fc.Arbitrary<DocumentModel<'dec'>> = fc.record({
  frontmatter: frontmatter('dec', ['draft', 'proposed', 'accepted', 'rejected', 'deprecated', 'superseded']),
  body,
});
