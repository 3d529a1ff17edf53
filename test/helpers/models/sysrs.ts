/**
 * Generated system-requirements-specification models (`sysrs`) with typed
 * references in every slot, for round-trip properties.
 */
import fc from 'fast-check';
import { freeText, frontmatter, inlineLine, list, paragraphText, updates, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const referenceItem = (tags: readonly [string, ...string[]]) =>
  fc.record(
    {
      text: fc.tuple(fc.constantFrom(...tags), uuid, paragraphText).map(([tag, id, title]) => `${tag} ${id}: ${title}`),
      notes: fc.array(paragraphText, { minLength: 1, maxLength: 1 }),
    },
    { requiredKeys: ['text'] },
  );
const references = (...tags: [string, ...string[]]) => fc.record({ ordered: fc.boolean(), items: fc.array(referenceItem(tags), { minLength: 1, maxLength: 2 }) });

const requirementLists = fc
  .record(
    {
      functionalSuitability: references('REQ'),
      performanceEfficiency: references('REQ'),
      compatibility: references('REQ'),
      interactionCapability: references('REQ'),
      reliability: references('REQ'),
      security: references('REQ'),
      maintainability: references('REQ'),
      flexibility: references('REQ'),
      safety: references('REQ'),
    },
    { requiredKeys: [] },
  )
  .filter((lists) => Object.keys(lists).length > 0);
const otherLists = fc.record(
  {
    physicalCharacteristics: references('REQ'),
    environmentalConditions: references('REQ'),
    informationManagement: references('REQ'),
    policyAndRegulation: references('REQ'),
    systemLifeCycleSustainment: references('REQ'),
    packagingHandlingShippingAndTransportation: references('REQ'),
  },
  { requiredKeys: [] },
);

const body = fc.record(
  {
    title: inlineLine,
    systemPurpose: freeText,
    systemScope: freeText,
    businessContextAndGoals: fc.record({ businessContext: freeText, goals: references('GOL'), problemStatement: references('PRB') }, { requiredKeys: ['goals'] }),
    stakeholderNeedsAndElicitation: references('QA'),
    operationalConceptAndScenarios: references('UC'),
    decisions: references('DEC', 'ADR'),
    risks: references('RSK'),
    assumptionsAndDependencies: freeText,
    systemOverview: fc.record(
      { systemContext: freeText, systemFunctions: freeText, userCharacteristics: freeText, systemIntegration: freeText },
      { requiredKeys: ['systemContext', 'systemFunctions'] },
    ),
    systemModesAndStates: freeText,
    requirements: requirementLists,
    otherCharacteristics: otherLists,
    verification: references('VCR'),
    references: list(1, 3),
    moreInformation: freeText,
    appendix: freeText,
    definitionsAndAcronyms: freeText,
    updates,
  },
  { requiredKeys: ['title', 'systemPurpose', 'systemScope', 'businessContextAndGoals', 'systemOverview', 'requirements'] },
);

/**
 * Whole specifications: every optional section, at least one Requirements
 * H3, the allowed tags of each reference slot.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(sysrsModels, (m) => expectRoundTrip(sysrs, m)));
 * ```
 */
export const sysrsModels: fc.Arbitrary<DocumentModel<'sysrs'>> = fc.record({
  frontmatter: frontmatter('sysrs', ['draft', 'review', 'approved', 'active', 'retired']),
  body,
});
