/**
 * The reference implementation's words of refused option combinations and
 * option values (operations.md §2.2), byte for byte.
 *
 * @packageDocumentation
 */

import { renderValue } from '../python-repr.js';
import type { OptionReasons, RenderersOf } from '../../../errors/index.js';

/**
 * Reference texts of the option reasons.
 *
 * @example
 * ```ts
 * optionReference['expect-without-offset']({}); // 'expect is only valid with offset, got offset=None'
 * ```
 */
export const optionReference: RenderersOf<OptionReasons> = Object.freeze({
  'raw-only-option': (p) =>
    p.option === 'offset/limit'
      ? `offset/limit are only valid with raw=True, got offset=${renderValue(p.offset)}, limit=${renderValue(p.limit)}`
      : `${p.option} is only valid with raw=True, got ${p.option}=True`,
  'limit-without-offset': (p) => `limit must be given together with offset, got offset=None, limit=${renderValue(p.limit)}`,
  'expect-without-offset': () => 'expect is only valid with offset, got offset=None',
  'successor-without-pattern': (p) =>
    `superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type=${renderValue(p.type)} with superseded_by=${renderValue(p.supersededBy)}`,
  'id-option-not-folder': (p) =>
    `id is only accepted for type='feat' (every other type gets a server-generated UUID), got type=${renderValue(p.type)} with id=${renderValue(p.id)}`,
  'canonical-without-language': (p) => `canonical is only valid with a language other than 'en', got language=${renderValue(p.language)}`,
  'canonical-required': (p) => `language=${renderValue(p.language)} requires canonical (the document this variant translates), got canonical=None`,
  'layout-path': (p) => `layout.${p.key} must be a root-relative POSIX path without '..', got ${renderValue(p.value)}`,
  'invalid-mode': (p) => `mode must be 'strict' or 'lenient', got ${renderValue(p.mode)}`,
});
