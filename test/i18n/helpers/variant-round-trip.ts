/**
 * The round-trip suite of one packaged language (languages.md §4, §5): for
 * every document type, the packaged example and generated models written in
 * that language read back to the same canonical model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTypes, parse, serialize } from '../../../src/index.js';
import { documentTags, type DocumentTag } from '../../helpers/statuses.js';
import { documentModels, type DocumentModel } from '../../helpers/outline-arbitrary.js';

/**
 * Generated models per type and language: languages × types × runs whole
 * documents are parsed, so keep it modest.
 *
 * @example
 * ```ts
 * describeVariantRoundTrips('de', VARIANT_RUNS);
 * ```
 */
export const VARIANT_RUNS = 200;

// A run parses a whole generated document; leave room for a loaded machine.
const PROPERTY_TIMEOUT = 180_000;

function parsed(type: DocumentTag, text: string, language: string): unknown {
  const result = parse(type, text, { language });
  return result.ok ? result.document : result.error;
}

/**
 * Define the variant round-trip tests of one language for all 13 types.
 *
 * @param language - a packaged language code other than `en`
 * @param numRuns - generated models per type
 * @returns nothing; registers `describe` blocks
 * @example
 * ```ts
 * describeVariantRoundTrips('de');
 * ```
 */
export function describeVariantRoundTrips(language: string, numRuns: number = VARIANT_RUNS): void {
  describe(`'${language}' variants read back to the canonical model`, () => {
    for (const type of documentTags) {
      describe(type, () => {
        it('the packaged example, written in the language, parses to the English model', () => {
          const english = parse(type, documentTypes[type].example);
          if (!english.ok) throw new Error(english.error);
          const text = serialize(type, english.document as never, { language });
          expect(text).not.toBe(serialize(type, english.document as never));
          expect(parsed(type, text, language)).toEqual(english.document);
        });

        it(`parse(serialize(m, '${language}'), '${language}') deep-equals m (${numRuns} generated models)`, () => {
          const models = documentModels[type] as fc.Arbitrary<DocumentModel<DocumentTag>>;
          fc.assert(
            fc.property(models, (m) => {
              expect(parsed(type, serialize(type, m as never, { language }), language)).toEqual(m);
            }),
            { numRuns },
          );
        }, PROPERTY_TIMEOUT);
      });
    }
  });
}
