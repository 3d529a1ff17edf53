/**
 * Which document types an operation accepts, and the `unknown-type` usage
 * error (operations.md §2.2).
 *
 * @packageDocumentation
 */

import { findDocumentType, withHostTypes } from '../../domains/index.js';
import { describeValue } from '../../errors/index.js';
import { usageError, UsageError } from '../../errors/index.js';
import { isDocumentType, type DocumentType } from '../../format/index.js';

/**
 * A document type as the repository uses it (its body model left open).
 *
 * @example
 * ```ts
 * const type: AnyDocumentType | undefined = registryTypes.find('tsk');
 * ```
 */
export type AnyDocumentType = DocumentType<Record<string, unknown>>;

/**
 * A type as the repository's helpers take it: its record, or the tag of a
 * built-in type (so code written for a built-in type may name it).
 *
 * @example
 * ```ts
 * const ref: TypeRef = documentTypes.tsk; // or 'tsk'
 * ```
 */
export type TypeRef = string | AnyDocumentType;

/**
 * The record of a {@link TypeRef}: the record itself, or the built-in type
 * of a tag.
 *
 * @param type - a record or a built-in tag
 * @returns the record, or undefined for a tag that no built-in type has
 * @example
 * ```ts
 * typeRecord('feat')?.storage.kind; // 'folder'
 * ```
 */
export function typeRecord(type: TypeRef): AnyDocumentType | undefined {
  return typeof type === 'string' ? findDocumentType(type) : type;
}

/**
 * Where the repository finds document types: the built-in ones plus the
 * host's (`createRepository({ types })`).
 *
 * @example
 * ```ts
 * const source: TypeSource = typeSource([note]);
 * source.find('nte') === note; // true
 * ```
 */
export interface TypeSource {
  /**
   * Look a type up by its code.
   *
   * @param tag - the type code
   * @returns the type, or undefined
   */
  find(tag: string): AnyDocumentType | undefined;
  /**
   * The codes of every available type, in canonical order (adr last).
   *
   * @returns the codes
   */
  tags(): readonly string[];
}

/**
 * The types of one repository: the 13 built-in types, then the host's in
 * the order given, checked by `withHostTypes` (the rules a host type must
 * keep are written there). Nothing is registered globally: the source
 * belongs to the repository it is made for.
 *
 * @param hostTypes - the host's document types (`createRepository({ types })`)
 * @returns the type source
 * @throws UsageError `invalid-arguments` for a value that is no document type, or a tag or reference tag in use
 * @example
 * ```ts
 * typeSource([note]).tags(); // ['req', …, 'adr', 'nte']
 * ```
 */
export function typeSource(hostTypes: readonly unknown[]): TypeSource {
  if (!Array.isArray(hostTypes)) {
    throw new UsageError('invalid-arguments', `types must be an array of document types (defineDocumentType), got ${describeValue(hostTypes)}`);
  }
  const byTag = withHostTypes(hostTypes) as Map<string, AnyDocumentType>;
  const tags = Object.freeze([...byTag.keys()]);
  return Object.freeze({ find: (tag: string) => byTag.get(tag), tags: () => tags });
}

/**
 * The library's registry as a {@link TypeSource}.
 *
 * @example
 * ```ts
 * registryTypes.find('tsk')?.noun; // 'task list'
 * ```
 */
export const registryTypes: TypeSource = typeSource([]);

/**
 * The types an operation takes: `all`, or `whole-body` (the structured
 * types, i.e. adr, excluded, and the error says so).
 *
 * @example
 * ```ts
 * const scope: TypeScope = 'whole-body';
 * ```
 */
export type TypeScope = 'all' | 'whole-body';

/**
 * The `unknown-type` error of an operation.
 *
 * @param types - the type source
 * @param value - the type the caller gave (`undefined` when absent)
 * @param scope - the operation's types
 * @returns the error, to be thrown
 * @example
 * ```ts
 * unknownTypeError(registryTypes, 'adr', 'whole-body').message;
 * // 'unknown document type "adr"; expected one of tsk ("adr" is not supported here)' (with only tsk registered)
 * ```
 */
export function unknownTypeError(types: TypeSource, value: unknown, scope: TypeScope): UsageError {
  const structured = types.tags().filter((tag) => types.find(tag)?.editing === 'structured');
  const expected = types.tags().filter((tag) => scope === 'all' || !structured.includes(tag));
  const unsupported = scope === 'whole-body' ? structured : [];
  return usageError('unknown-type', 'unknown-type', { type: value, expected, unsupported });
}

/**
 * Check an operation's type argument (the first usage check of every
 * operation).
 *
 * @param types - the type source
 * @param value - the caller's type code
 * @param scope - `all` or `whole-body`
 * @returns the document type
 * @throws UsageError `unknown-type`
 * @example
 * ```ts
 * requireOperationType(registryTypes, 'tsk', 'whole-body').tag; // 'tsk'
 * ```
 */
export function requireOperationType(types: TypeSource, value: unknown, scope: TypeScope): AnyDocumentType {
  // A record is taken when it is this repository's own (the same object), so a type given to another repository stays unknown here.
  const code = isDocumentType(value) ? value.tag : value;
  if (typeof code === 'string') {
    const found = types.find(code);
    if (found !== undefined && (value === code || value === found) && (scope === 'all' || found.editing !== 'structured')) return found;
  }
  throw unknownTypeError(types, isDocumentType(value) ? value.tag : value, scope);
}

const lists = new WeakMap<TypeSource, readonly AnyDocumentType[]>();

/**
 * The records of a type source in its canonical order (one array per
 * source, so what is built from it — e.g. the reference patterns — is
 * built once).
 *
 * @param types - the type source
 * @returns the records
 * @example
 * ```ts
 * typesOf(registryTypes).length; // 13
 * ```
 */
export function typesOf(types: TypeSource): readonly AnyDocumentType[] {
  let list = lists.get(types);
  if (list === undefined) {
    list = Object.freeze(types.tags().flatMap((tag) => types.find(tag) ?? []));
    lists.set(types, list);
  }
  return list;
}
