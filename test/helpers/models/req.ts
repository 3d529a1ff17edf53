/**
 * Generated requirement models (`req`) with typed Related Artifacts, for
 * round-trip properties.
 */
import fc from 'fast-check';
import { commentText, freeText, frontmatter, inlineLine, paragraphText, uuid } from '../arbitraries.js';
import type { DocumentModel } from './model.js';

const typedRef = (tag: string) => fc.tuple(uuid, paragraphText).map(([id, title]) => `${tag} ${id}: ${title}`);
const item = (text: fc.Arbitrary<string>) => fc.record({ text, notes: fc.array(paragraphText, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['text'] });
const list = (text: fc.Arbitrary<string>, max = 3) => fc.record({ ordered: fc.boolean(), items: fc.array(item(text), { minLength: 1, maxLength: max }) });
const value = <T extends string>(text: fc.Arbitrary<T>) => fc.record({ comment: commentText, value: text }, { requiredKeys: ['value'] });
const relatedArtifacts = fc.record(
  { requirements: list(typedRef('REQ')), decisions: list(typedRef('DEC')), goals: list(typedRef('GOL')), risks: list(typedRef('RSK')) },
  { requiredKeys: [] },
);

const body = fc.record(
  {
    title: inlineLine,
    statement: paragraphText,
    description: freeText,
    characteristics: list(inlineLine, 9),
    level: value(fc.constantFrom('MUST', 'SHOULD', 'MUST NOT', 'SHOULD NOT', 'MAY')),
    priority: value(fc.integer({ min: 0, max: 99 }).map(String)),
    tags: list(paragraphText),
    source: paragraphText,
    relatedArtifacts,
    moreInformation: freeText,
    notes: freeText,
  },
  { requiredKeys: ['title', 'statement', 'characteristics', 'level', 'source'] },
);

/**
 * Whole requirements: statement, one to nine characteristics, an RFC 2119
 * level and a priority with optional comments, typed Related Artifacts.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(reqModels, (m) => expectRoundTrip(req, m)));
 * ```
 */
export const reqModels: fc.Arbitrary<DocumentModel<'req'>> = fc.record({
  frontmatter: frontmatter('req', ['draft', 'proposed', 'accepted', 'superseded', 'deprecated', 'rejected', 'implemented']),
  body,
});
