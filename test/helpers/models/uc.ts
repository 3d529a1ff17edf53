/**
 * Generated use-case models (`uc`) whose cross-checks hold by construction,
 * for round-trip properties.
 */
import fc from 'fast-check';
import { frontmatter, inlineLine, list, paragraphText } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const paras = fc.array(paragraphText, { minLength: 1, maxLength: 2 });
const withNotes = fc.record({ text: inlineLine, notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] });
const notesList = fc.record({ ordered: fc.boolean(), items: fc.array(withNotes, { minLength: 1, maxLength: 3 }) });

const characteristicInformation = fc.record(
  {
    goalInContext: paras,
    scope: paras,
    level: fc.constantFrom(['Summary'], ['User Goal'], ['Subfunction']),
    preconditions: list(),
    successEndCondition: list(),
    failedEndCondition: list(),
    primaryActor: paras,
    secondaryActors: list(),
    trigger: paras,
    frequency: paras,
    priority: paras,
    performanceTarget: paras,
    channelsToPrimaryActor: list(),
    channelsToSecondaryActors: list(),
    relatedUseCases: list(),
  },
  { requiredKeys: ['goalInContext', 'scope', 'level', 'preconditions', 'successEndCondition', 'primaryActor', 'trigger'] },
);

// Cross-checks hold by construction: references name existing steps and never repeat.
const body = fc.integer({ min: 1, max: 6 }).chain((steps) => {
  const refs = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: steps }), fc.constantFrom('', 'a', 'b', 'c')).map(([n, l]) => `${n}${l}`), {
    maxLength: 4,
  });
  const extension = (ref: string) => fc.record({ ref: fc.constant(ref), condition: inlineLine, actions: notesList });
  const extensions = fc.record({ intro: paragraphText, entries: refs.chain((rs) => fc.tuple(...rs.map(extension))) }, { requiredKeys: ['entries'] });
  const subVariations = fc
    .uniqueArray(fc.integer({ min: 1, max: steps }), { maxLength: 3 })
    .chain((ns) => fc.tuple(...ns.map((number) => fc.record({ number: fc.constant(number), text: inlineLine, variations: list() }))));
  return fc.record(
    {
      title: inlineLine,
      characteristicInformation,
      mainSuccessScenario: fc.record({ ordered: fc.boolean(), items: fc.array(withNotes, { minLength: steps, maxLength: steps }) }),
      extensions,
      subVariations,
      openIssues: list(),
      relatedInformation: fc.record({ notes: list(), assumptions: list() }, { requiredKeys: [] }),
    },
    { requiredKeys: ['title', 'characteristicInformation', 'mainSuccessScenario'] },
  );
});

/**
 * Whole use cases: every characteristic, extensions and sub-variations that
 * name existing scenario steps, open issues and related information.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(ucModels, (m) => expectRoundTrip(uc, m)));
 * ```
 */
export const ucModels = fc.record({
  frontmatter: frontmatter('uc', ['draft', 'proposed', 'accepted', 'deprecated', 'superseded']),
  body,
}) as unknown as fc.Arbitrary<DocumentModel<'uc'>>;
