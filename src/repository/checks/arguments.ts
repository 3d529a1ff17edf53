/**
 * Argument-combination checks of reads and writes (operations.md §2.2,
 * §3.2, §4.3, §4.5, §4.2), run before any storage access.
 *
 * @packageDocumentation
 */

import { renderValue } from '../../diagnostics/index.js';
import { UsageError } from '../../errors/index.js';
import { typeRecord, type TypeRef } from './types.js';

const invalid = (message: string): UsageError => new UsageError('invalid-arguments', message);
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
 * // throws: offset/limit are only valid with raw=True, got offset=2, limit=5
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
    throw invalid(
      `offset/limit are only valid with raw=True, got offset=${renderValue(options.offset)}, limit=${renderValue(options.limit)}`,
    );
  }
  if (options.numbered === true) throw invalid('numbered is only valid with raw=True, got numbered=True');
  if (options.allowBroken === true) throw invalid('allowBroken is only valid with raw=True, got allowBroken=True');
}

/**
 * Check the range arguments of `update`: `limit` and `expect` need `offset`.
 *
 * @param options - the caller's update options
 * @returns nothing when the combination is valid
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkUpdateArguments({ limit: 2 }); // throws: limit must be given together with offset, got offset=None, limit=2
 * ```
 */
export function checkUpdateArguments(options: { offset?: number | undefined; limit?: number | undefined; expect?: string | undefined }): void {
  if (given(options.offset)) return;
  if (given(options.limit)) {
    throw invalid(`limit must be given together with offset, got offset=None, limit=${renderValue(options.limit)}`);
  }
  if (given(options.expect)) throw invalid('expect is only valid with offset, got offset=None');
}

/**
 * Check `supersededBy` of `setStatus`: only for a type whose status rule
 * has a pattern (adr's `superseded by <id>`). The message keeps the
 * reference implementation's wording, which names adr.
 *
 * @param type - the document type (or a built-in tag)
 * @param supersededBy - the caller's successor id
 * @returns nothing when allowed
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkSupersededBy('req', '4f2a…');
 * // throws: superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type='req' with superseded_by='4f2a…'
 * ```
 */
export function checkSupersededBy(type: TypeRef, supersededBy: unknown): void {
  if (!given(supersededBy) || typeRecord(type)?.statuses.pattern !== undefined) return;
  throw invalid(
    `superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type=${renderValue(tagOf(type))} with superseded_by=${renderValue(supersededBy)}`,
  );
}

/**
 * Check the `id` option of `create`: only for a folder-stored type (feat,
 * whose id is its folder name). The message keeps the reference
 * implementation's wording, which names feat.
 *
 * @param type - the document type (or a built-in tag)
 * @param id - the caller's id option
 * @returns nothing when allowed
 * @throws UsageError `invalid-arguments`
 * @example
 * ```ts
 * checkCreateId('tsk', 'x');
 * // throws: id is only accepted for type='feat' (every other type gets a server-generated UUID), got type='tsk' with id='x'
 * ```
 */
export function checkCreateId(type: TypeRef, id: unknown): void {
  if (!given(id) || typeRecord(type)?.storage.kind === 'folder') return;
  throw invalid(
    `id is only accepted for type='feat' (every other type gets a server-generated UUID), got type=${renderValue(tagOf(type))} with id=${renderValue(id)}`,
  );
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
 * // throws: language='de' requires canonical (the document this variant translates), got canonical=None
 * ```
 */
export function checkVariantArguments(language: unknown, canonical: unknown): void {
  const english = language === undefined || language === null || language === 'en';
  if (english && given(canonical)) {
    throw invalid(`canonical is only valid with a language other than 'en', got language=${renderValue(language ?? 'en')}`);
  }
  if (!english && !given(canonical)) {
    throw invalid(
      `language=${renderValue(language)} requires canonical (the document this variant translates), got canonical=None`,
    );
  }
}
