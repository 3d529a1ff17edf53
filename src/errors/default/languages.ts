/**
 * The default words of refused languages and heading tables.
 *
 * @packageDocumentation
 */

import { literal } from '../../text/index.js';
import type { LanguageReasons } from '../reasons/languages.js';
import type { RenderersOf } from './renderers.js';
import { shown } from './shown.js';

/**
 * Placeholders as a table writes them: `{title}, {id}`, or `(none)`.
 *
 * @param names - the placeholder names
 * @returns the list
 * @example
 * ```ts
 * placeholderList(['title']); // '{title}'
 * ```
 */
export function placeholderList(names: readonly string[]): string {
  return names.length === 0 ? '(none)' : names.map((name) => `{${name}}`).join(', ');
}

const tableProblem = (p: LanguageReasons['language-table']): string => {
  switch (p.problem) {
    case 'unknown-type':
      return 'unknown document type';
    case 'missing-entry':
      return `missing entry ${literal(p.entry)}`;
    case 'unknown-entry':
      return `unknown entry ${literal(p.entry)}`;
    case 'placeholders':
      return `entry ${literal(p.entry)} must use the placeholders ${placeholderList(p.expected)}, got ${placeholderList(p.received)}`;
    default:
      return `entries ${literal(p.entries[0])} and ${literal(p.entries[1])} collide`;
  }
};

/**
 * Default texts of {@link LanguageReasons}.
 *
 * @example
 * ```ts
 * languageTexts['invalid-language']({ language: 'DE' });
 * // 'language "DE" is not a two-letter lowercase code such as "de"'
 * ```
 */
export const languageTexts: RenderersOf<LanguageReasons> = Object.freeze({
  'invalid-language': (p) => `language ${shown(p.language)} is not a two-letter lowercase code such as "de"`,
  'unsupported-language': (p) =>
    `language ${literal(p.language)} has no heading table for ${literal(p.type)}; available: ${p.available.join(', ')}`,
  'language-table': (p) => `heading table ${literal(p.language)} for ${literal(p.type)}: ${tableProblem(p)}`,
});
