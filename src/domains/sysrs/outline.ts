/**
 * sysrs — System Requirements Specification (formats.md §6.13): an
 * aggregator whose sections are mostly typed cross-reference lists to the
 * goals, problems, interviews, use cases, decisions, risks, requirements and
 * verification records it brings together.
 *
 * @packageDocumentation
 */
import { items } from '../../format/index.js';
import { literal, template, text } from '../../format/index.js';
import { freeSection, optional, section, valueSection } from '../../format/index.js';
import type { CheckContext } from '../../format/index.js';
import { updates } from '../../format/index.js';
import { referenceList } from '../shared/reference-list.js';

/**
 * `## Requirements` must hold at least one of its (individually optional)
 * H3 lists (formats.md §6.13). The check runs on the whole body so that a
 * structure failure inside Requirements, which leaves the section unmatched,
 * is not also reported as an empty section.
 *
 * @param context - the matched body (or the part matched before a structure failure)
 * @example
 * ```ts
 * section('', { level: 1, typeName: 'SystemRequirementsSpecification', checks: [atLeastOneRequirementList] }, fields);
 * ```
 */
export function atLeastOneRequirementList(context: CheckContext): void {
  const requirements = (context.value as { requirements?: Record<string, unknown> }).requirements;
  if (requirements === undefined) return;
  const found = Object.values(requirements).filter((list) => list !== undefined).length;
  if (found > 0) return;
  const path = `${context.path} > Requirements`;
  const params = { min: 1, unit: 'section', found, heading: context.headingOf('/requirements') } as const;
  context.report({ code: 'value-cardinality', pointer: '/requirements', field: path, params });
}

// One optional `### <Characteristic>` list of requirements; the heading is the
// name's words unless given.
function requirementList<N extends string>(name: N, heading?: string) {
  return optional(referenceList(name, { level: 3, tags: ['REQ'], ...(heading === undefined ? {} : { heading: literal(heading) }) }));
}

// The ISO/IEC 25010 characteristics, in the order the Requirements container lists them.
const requirementLists = [
  requirementList('functionalSuitability'),
  requirementList('performanceEfficiency'),
  requirementList('compatibility'),
  requirementList('interactionCapability'),
  requirementList('reliability'),
  requirementList('security'),
  requirementList('maintainability'),
  requirementList('flexibility'),
  requirementList('safety'),
] as const;

const otherCharacteristicLists = [
  requirementList('physicalCharacteristics'),
  requirementList('environmentalConditions'),
  requirementList('informationManagement'),
  requirementList('policyAndRegulation', 'Policy and Regulation'),
  requirementList('systemLifeCycleSustainment'),
  requirementList('packagingHandlingShippingAndTransportation', 'Packaging, Handling, Shipping and Transportation'),
] as const;

/**
 * The sysrs outline's H1 section (field paths `SystemRequirementsSpecification > …`).
 *
 * @example
 * ```ts
 * defineDocumentType({ tag: 'sysrs', root: systemRequirementsSpecificationOutline, ... });
 * ```
 */
export const systemRequirementsSpecificationOutline = section(
  '',
  {
    level: 1,
    typeName: 'SystemRequirementsSpecification',
    heading: template('{title}', { title: text('title') }),
    checks: [atLeastOneRequirementList],
  },
  [
    freeSection('systemPurpose', { level: 2 }),
    freeSection('systemScope', { level: 2 }),
    section('businessContextAndGoals', { level: 2, heading: literal('Business Context and Goals') }, [
      optional(freeSection('businessContext', { level: 3 })),
      referenceList('goals', { level: 3, tags: ['GOL'] }),
      optional(referenceList('problemStatement', { level: 3, tags: ['PRB'] })),
    ]),
    optional(referenceList('stakeholderNeedsAndElicitation', { level: 2, tags: ['QA'], heading: literal('Stakeholder Needs and Elicitation') })),
    optional(referenceList('operationalConceptAndScenarios', { level: 2, tags: ['UC'], heading: literal('Operational Concept and Scenarios') })),
    optional(referenceList('decisions', { level: 2, tags: ['DEC', 'ADR'] })),
    optional(referenceList('risks', { level: 2, tags: ['RSK'] })),
    optional(freeSection('assumptionsAndDependencies', { level: 2, heading: literal('Assumptions and Dependencies') })),
    section('systemOverview', { level: 2 }, [
      freeSection('systemContext', { level: 3 }),
      freeSection('systemFunctions', { level: 3 }),
      optional(freeSection('userCharacteristics', { level: 3 })),
      optional(freeSection('systemIntegration', { level: 3 })),
    ]),
    optional(freeSection('systemModesAndStates', { level: 2, heading: literal('System Modes and States') })),
    section('requirements', { level: 2 }, requirementLists),
    optional(section('otherCharacteristics', { level: 2 }, otherCharacteristicLists)),
    optional(referenceList('verification', { level: 2, tags: ['VCR'] })),
    optional(valueSection('references', { level: 2 }, items('items'))),
    optional(freeSection('moreInformation', { level: 2 })),
    optional(freeSection('appendix', { level: 2 })),
    optional(freeSection('definitionsAndAcronyms', { level: 2, heading: literal('Definitions and Acronyms') })),
    optional(updates('updates', { level: 2, legacy: { dateOnly: true } })),
  ],
);
