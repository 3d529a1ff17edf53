/**
 * The reference implementation's words of refused languages and heading
 * tables (languages.md §3), byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import { placeholderList, type LanguageReasons, type RenderersOf } from '../../../errors/index.js';

const tableProblem = (p: LanguageReasons['language-table']): string => {
  switch (p.problem) {
    case 'unknown-type':
      return 'unknown document type';
    case 'missing-entry':
      return `missing entry ${renderValue(p.entry)}`;
    case 'unknown-entry':
      return `unknown entry ${renderValue(p.entry)}`;
    case 'placeholders':
      return `entry ${renderValue(p.entry)} must use the placeholders ${placeholderList(p.expected)}, got ${placeholderList(p.received)}`;
    default:
      return `entries ${renderValue(p.entries[0])} and ${renderValue(p.entries[1])} collide`;
  }
};

/**
 * Reference texts of the language reasons.
 *
 * @example
 * ```ts
 * languageReference['invalid-language']({ language: 'DE' });
 * // "language 'DE' is not a two-letter lowercase code (^[a-z]{2}$)"
 * ```
 */
export const languageReference: RenderersOf<LanguageReasons> = Object.freeze({
  'invalid-language': (p) => `language ${renderValue(p.language)} is not a two-letter lowercase code (^[a-z]{2}$)`,
  'unsupported-language': (p) =>
    `language ${renderValue(p.language)} has no heading table for ${renderValue(p.type)}; available: ${p.available.join(', ')}`,
  'language-table': (p) => `heading table ${renderValue(p.language)} for ${renderValue(p.type)}: ${tableProblem(p)}`,
});
