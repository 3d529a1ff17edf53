/**
 * The `language` option: shape and availability (languages.md §2), checked
 * after the type, target and argument checks and before any storage access.
 *
 * @packageDocumentation
 */

import type { HeadingTable } from '../../format/index.js';
import { headingTable, type LanguageRegistry } from '../../i18n/index.js';
import type { AnyDocumentType } from './types.js';

/**
 * A checked language with the heading table that reads and writes it.
 *
 * @example
 * ```ts
 * const english: LanguageChoice = { language: 'en', headings: tsk.headings };
 * ```
 */
export type LanguageChoice = { language: string; headings: HeadingTable };

/**
 * Check a `language` option for a type.
 *
 * `en` (or an absent option) is the canonical document, read through the
 * type's own English table, so types that are not yet in the registry still
 * work in English; any other code must be two lowercase letters and have a
 * table for the type in the registry.
 *
 * @param type - the document type
 * @param language - the caller's option (absent → `en`)
 * @param registry - the repository's language registry
 * @returns the language and its heading table
 * @throws UsageError `invalid-language` or `unsupported-language`
 * @example
 * ```ts
 * checkLanguage(tsk, undefined, packagedLanguages).language; // 'en'
 * checkLanguage(tsk, 'DE', packagedLanguages); // throws: language "DE" is not a two-letter lowercase code such as "de"
 * ```
 */
export function checkLanguage(type: AnyDocumentType, language: unknown, registry: LanguageRegistry): LanguageChoice {
  if (language === undefined || language === null || language === 'en') {
    return { language: 'en', headings: registry.tables.get('en')?.get(type.tag) ?? type.headings };
  }
  return { language: language as string, headings: headingTable(type, language as string, registry) };
}
