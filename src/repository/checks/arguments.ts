/**
 * Argument-combination checks of reads and writes (operations.md §2.2,
 * §3.2, §4.3, §4.5, §4.2), run before any storage access.
 *
 * @packageDocumentation
 */

import { usageError } from '../../errors/index.js';
import { typeRecord, type TypeRef } from './types.js';

const given = (value: unknown): boolean => value !== undefined && value !== null;
const tagOf = (type: TypeRef): string => (typeof type === 'string' ? type : type.tag);

/**
 * Check the read arguments of `get`: without `raw`, windows, `numbered` and
 * `allowBroken` are refused; the first match wins.
 *
 * @param options - the caller's get options
 * @returns nothing when the combination is valid
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkReadArguments({ offset: 2, limit: 5, numbered: true });
 * // throws: offset and limit are only valid with raw: true, got offset 2, limit 5; …
 * ```
 */
export function checkReadArguments(options: {
  raw?: boolean | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
  numbered?: boolean | undefined;
  allowBroken?: boolean | undefined;
}): void {
  if (options.raw === true) return;
  if (given(options.offset) || given(options.limit)) {
    throw usageError('invalid-arguments', 'raw-only-option', { option: 'offset/limit', offset: options.offset ?? undefined, limit: options.limit ?? undefined });
  }
  if (options.numbered === true) throw usageError('invalid-arguments', 'raw-only-option', { option: 'numbered' });
  if (options.allowBroken === true) throw usageError('invalid-arguments', 'raw-only-option', { option: 'allowBroken' });
}

/**
 * Check the range arguments of `update`: `limit` and `expect` need `offset`.
 *
 * @param options - the caller's update options
 * @returns nothing when the combination is valid
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkUpdateArguments({ limit: 2 }); // throws: limit is only valid together with offset, got limit 2 without offset; …
 * ```
 */
export function checkUpdateArguments(options: { offset?: number | undefined; limit?: number | undefined; expect?: string | undefined }): void {
  if (given(options.offset)) return;
  if (given(options.limit)) {
    throw usageError('invalid-arguments', 'limit-without-offset', { limit: options.limit as number });
  }
  if (given(options.expect)) throw usageError('invalid-arguments', 'expect-without-offset', {});
}

/**
 * Check `supersededBy` of `setStatus`: only for a type whose status rule
 * has a pattern (adr's `superseded by <id>`).
 *
 * @param type - the document type (or a built-in tag)
 * @param supersededBy - the caller's successor id
 * @returns nothing when allowed
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkSupersededBy('req', '4f2a…');
 * // throws: supersededBy is only accepted for a type whose status names a successor …
 * ```
 */
export function checkSupersededBy(type: TypeRef, supersededBy: unknown): void {
  if (!given(supersededBy) || typeRecord(type)?.statuses.pattern !== undefined) return;
  throw usageError('invalid-arguments', 'successor-without-pattern', { type: tagOf(type), supersededBy });
}

/**
 * Check the `id` option of `create`: only for a folder-stored type (feat,
 * whose id is its folder name).
 *
 * @param type - the document type (or a built-in tag)
 * @param id - the caller's id option
 * @returns nothing when allowed
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkCreateId('tsk', 'x');
 * // throws: id is only accepted for a folder-stored type such as "feat" …
 * ```
 */
export function checkCreateId(type: TypeRef, id: unknown): void {
  if (!given(id) || typeRecord(type)?.storage.kind === 'folder') return;
  throw usageError('invalid-arguments', 'id-option-not-folder', { type: tagOf(type), id });
}

/**
 * Check the variant arguments of `create` (languages.md §5): `canonical`
 * only with a language other than `en`, and such a language only with
 * `canonical`.
 *
 * @param language - the caller's language (absent means `en`)
 * @param canonical - the caller's canonical target
 * @returns nothing when the combination is valid
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkVariantArguments('de', undefined);
 * // throws: language "de" needs canonical, the English document this one translates; …
 * ```
 */
export function checkVariantArguments(language: unknown, canonical: unknown): void {
  const english = language === undefined || language === null || language === 'en';
  if (english && given(canonical)) {
    throw usageError('invalid-arguments', 'canonical-without-language', { language: language ?? 'en' });
  }
  if (!english && !given(canonical)) throw usageError('invalid-arguments', 'canonical-required', { language });
}
