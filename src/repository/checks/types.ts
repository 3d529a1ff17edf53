/**
 * Which document types an operation accepts, and the `unknown-type` usage
 * error (operations.md §2.2).
 *
 * @packageDocumentation
 */

import { renderValue } from '../../diagnostics/python-repr.js';
import { findDocumentType, registeredTypes } from '../../domains/registry.js';
import { UsageError } from '../../errors/index.js';
import type { DocumentType } from '../../format/document-type.js';

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
 * Where the repository finds document types. The default is the library's
 * registry; tests and hosts with extra types may pass their own.
 *
 * @example
 * ```ts
 * const source: TypeSource = { find: (tag) => (tag === 'tsk' ? tsk : undefined), tags: () => ['tsk'] };
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
 * The library's registry as a {@link TypeSource}.
 *
 * @example
 * ```ts
 * registryTypes.find('tsk')?.noun; // 'task list'
 * ```
 */
export const registryTypes: TypeSource = Object.freeze({
  find: (tag: string) => findDocumentType(tag),
  tags: () => registeredTypes(),
});

/**
 * The types an operation takes: `all` (the 13 types) or `whole-body`
 * (adr excluded, and the error says so).
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
 * @param value - the type the caller gave (rendered as in §2.2; `None` when absent)
 * @param scope - the operation's types
 * @returns the error, to be thrown
 * @example
 * ```ts
 * unknownTypeError(registryTypes, 'adr', 'whole-body').message;
 * // "unknown document type 'adr'; expected one of tsk ('adr' is not supported)" (with only tsk registered)
 * ```
 */
export function unknownTypeError(types: TypeSource, value: unknown, scope: TypeScope): UsageError {
  const expected = types.tags().filter((tag) => scope === 'all' || tag !== 'adr');
  const suffix = scope === 'whole-body' ? " ('adr' is not supported)" : '';
  return new UsageError(
    'unknown-type',
    `unknown document type ${renderValue(value)}; expected one of ${expected.join(', ')}${suffix}`,
  );
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
  if (typeof value === 'string' && (scope === 'all' || value !== 'adr')) {
    const found = types.find(value);
    if (found !== undefined) return found;
  }
  throw unknownTypeError(types, value, scope);
}
