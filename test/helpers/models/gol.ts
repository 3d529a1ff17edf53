/**
 * Generated goal models (`gol`) with typed Related Artifacts, for
 * round-trip properties.
 */
import fc from 'fast-check';
import { commentText, freeText, frontmatter, inlineLine, paragraphText, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const typedRef = (tag: string) => fc.tuple(uuid, paragraphText).map(([id, title]) => `${tag} ${id}: ${title}`);
const list = (text: fc.Arbitrary<string>) =>
  fc.record({
    ordered: fc.boolean(),
    items: fc.array(fc.record({ text, notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] }), { minLength: 1, maxLength: 3 }),
  });

const body = fc.record(
  {
    title: inlineLine,
    statement: paragraphText,
    description: freeText,
    priority: fc.record({ comment: commentText, value: fc.integer({ min: 0, max: 99 }).map(String) }, { requiredKeys: ['value'] }),
    tags: list(paragraphText),
    source: paragraphText,
    relatedArtifacts: fc.record(
      { requirements: list(typedRef('REQ')), decisions: list(typedRef('DEC')), goals: list(typedRef('GOL')), risks: list(typedRef('RSK')) },
      { requiredKeys: [] },
    ),
    moreInformation: freeText,
    notes: freeText,
  },
  { requiredKeys: ['title', 'statement', 'source'] },
);

/**
 * Whole goals: statement, optional description, priority, tags, typed
 * Related Artifacts, More Information and Notes.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(golModels, (m) => expectRoundTrip(gol, m)));
 * ```
 */
export const golModels: fc.Arbitrary<DocumentModel<'gol'>> = fc.record({
  frontmatter: frontmatter('gol', ['draft', 'proposed', 'accepted', 'superseded', 'deprecated', 'rejected', 'implemented']),
  body,
});
