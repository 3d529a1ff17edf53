/**
 * Generated standard-operating-procedure models (`sop`) with RASCI, steps
 * and typed Related Artifacts, for round-trip properties.
 */
import fc from 'fast-check';
import { freeText, frontmatter, inlineLine, list, paragraphText, updates, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const typedRef = (tag: string) => fc.tuple(uuid, paragraphText).map(([id, title]) => `${tag} ${id}: ${title}`);
const refList = (tag: string) =>
  fc.record({
    ordered: fc.boolean(),
    items: fc.array(fc.record({ text: typedRef(tag), notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] }), {
      minLength: 1,
      maxLength: 3,
    }),
  });
const role = fc.oneof(list(1, 3), fc.constant({ ordered: false, items: [] as { text: string }[] }));
const steps = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 5 })
  .chain((numbers) => fc.tuple(...numbers.map((number) => fc.record({ number: fc.constant(number), title: inlineLine, content: freeText }))));

const body = fc.record(
  {
    title: inlineLine,
    purpose: freeText,
    scope: freeText,
    definitions: freeText,
    rolesAndResponsibilities: fc.record(
      { accountable: paragraphText, responsible: list(1, 3), support: role, consulted: role, informed: role },
      { requiredKeys: ['accountable', 'responsible'] },
    ),
    safetyAndPrecautions: freeText,
    procedure: steps,
    relatedArtifacts: fc.record(
      { requirements: refList('REQ'), decisions: refList('DEC'), goals: refList('GOL'), risks: refList('RSK'), sops: refList('SOP') },
      { requiredKeys: [] },
    ),
    moreInformation: freeText,
    updates,
  },
  { requiredKeys: ['title', 'purpose', 'procedure'] },
);

/**
 * Whole procedures: one to five steps with unique numbers, optional RASCI,
 * typed Related Artifacts including Sops, Updates.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(sopModels, (m) => expectRoundTrip(sop, m)));
 * ```
 */
export const sopModels: fc.Arbitrary<DocumentModel<'sop'>> = fc.record({
  frontmatter: frontmatter('sop', ['draft', 'review', 'approved', 'active', 'retired']),
  body,
});
