/**
 * Generated architecture-decision-record models (`adr`) with the ADR
 * frontmatter, for round-trip properties.
 */
import fc from 'fast-check';
import { freeText, inlineLine, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const optionalText = fc.oneof(freeText, fc.constant(''));
const options = fc
  .uniqueArray(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 4 })
  .chain((numbers) => fc.tuple(...numbers.map((number) => fc.record({ number: fc.constant(number), title: inlineLine, content: optionalText }))));

const body = fc.record(
  {
    title: inlineLine,
    contextAndProblemStatement: freeText,
    decisionDrivers: optionalText,
    consideredOptions: freeText,
    decisionOutcome: freeText,
    consequences: optionalText,
    confirmation: optionalText,
    options,
    moreInformation: optionalText,
  },
  { requiredKeys: ['title', 'contextAndProblemStatement', 'consideredOptions', 'decisionOutcome'] },
);
const frontmatter = fc.record({
  status: fc.oneof(fc.constantFrom('draft', 'proposed', 'rejected', 'accepted', 'deprecated', 'superseded'), uuid.map((id) => `superseded by ${id}`)),
  date: fc.option(fc.constantFrom('2026-02-11', '2025-12-31'), { nil: null }),
  'decision-makers': fc.option(inlineLine, { nil: null }),
  consulted: fc.option(inlineLine, { nil: null }),
  informed: fc.option(inlineLine, { nil: null }),
  id: fc.option(uuid, { nil: null }),
  version: fc.constant('1.0.0'),
});

/**
 * Whole ADRs: blank or filled optional sections, one to four options with
 * unique numbers, every ADR status including `superseded by <id>`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(adrModels, (m) => expectAdrRoundTrip(m)));
 * ```
 */
export const adrModels = fc.record({ frontmatter, body }) as unknown as fc.Arbitrary<DocumentModel<'adr'>>;
