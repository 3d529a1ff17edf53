/**
 * The default words of refused option combinations and option values.
 *
 * @packageDocumentation
 */

import { literal } from '../../text/index.js';
import type { OptionReasons } from '../reasons/options.js';
import { shown } from './shown.js';
import type { RenderersOf } from './renderers.js';

/**
 * Default texts of {@link OptionReasons}.
 *
 * @example
 * ```ts
 * optionTexts['limit-without-offset']({ limit: 2 });
 * // 'limit is only valid together with offset, got limit 2 without offset; pass offset (the first line, from 1) as well'
 * ```
 */
export const optionTexts: RenderersOf<OptionReasons> = Object.freeze({
  'raw-only-option': (p) =>
    p.option === 'offset/limit'
      ? `offset and limit are only valid with raw: true, got offset ${literal(p.offset)}, limit ${literal(p.limit)}; pass raw: true to read a window of the raw text`
      : p.option === 'numbered'
        ? 'numbered: true is only valid with raw: true; pass raw: true to number the lines of the raw text'
        : 'allowBroken: true is only valid with raw: true; pass raw: true to read the raw text of a document that does not parse',
  'limit-without-offset': (p) =>
    `limit is only valid together with offset, got limit ${literal(p.limit)} without offset; pass offset (the first line, from 1) as well`,
  'expect-without-offset': () => 'expect is only valid together with offset, the first line of the range it is compared with; pass offset as well',
  'successor-without-pattern': (p) =>
    `supersededBy is only accepted for a type whose status names a successor (adr: "superseded by <id>"), got type ${literal(p.type)} with supersededBy ${shown(p.supersededBy)}; leave supersededBy out`,
  'id-option-not-folder': (p) =>
    `id is only accepted for a folder-stored type such as "feat", whose id is its folder name; type ${literal(p.type)} gets a generated UUID, got id ${shown(p.id)}; leave id out`,
  'canonical-without-language': (p) =>
    `canonical is only valid with a language other than "en", got language ${shown(p.language)}; pass the translation's language (e.g. language: "de"), or leave canonical out`,
  'canonical-required': (p) =>
    `language ${shown(p.language)} needs canonical, the English document this one translates; pass canonical: { id } as well`,
  'layout-path': (p) => `layout.${p.key} must be a root-relative POSIX path without "..", got ${shown(p.value)}`,
  'invalid-mode': (p) => `mode must be "strict" or "lenient", got ${shown(p.mode)}`,
});
