/**
 * Argument checks shared by the pure functions: type and mode.
 *
 * @packageDocumentation
 */
import { documentTypes, findDocumentType, type DocumentTag } from '../domains/index.js';
import { anything, arg, boolean, custom, describeValue, oneOf, options, record, text, type ArgumentSpec, type Rule } from '../errors/index.js';
import { usageError, UsageError } from '../errors/index.js';
import { isDocumentType, type DocumentType } from '../format/index.js';
import type { Mode } from '../format/index.js';

/**
 * What the pure functions take as a type: a built-in tag, or a record made
 * by `defineDocumentType` (a host type; nothing is registered, the record
 * is used as given).
 *
 * @example
 * ```ts
 * const byTag: TypeArgument = 'tsk';
 * const byRecord: TypeArgument = note; // defineDocumentType({ tag: 'nte', … })
 * ```
 */
export type TypeArgument = DocumentTag | DocumentType<unknown, string, string>;

const structured = (type: DocumentType<unknown>): boolean => type.editing === 'structured';

/**
 * The document type of a tag or a record, or an `unknown-type` usage error
 * (`invalid-arguments` for an object that is not a `defineDocumentType`
 * record).
 *
 * @param type - the type code or record given by the caller
 * @param options - `adrExcluded`: refuse the structured types (adr) and append ` ('adr' is not supported)` (operations that take the whole-body types)
 * @returns the type
 * @example
 * ```ts
 * requireType('tsk').noun; // 'task list'
 * ```
 */
export function requireType(type: unknown, options: { adrExcluded?: boolean } = {}): DocumentType<Record<string, unknown>> {
  if (typeof type === 'object' && type !== null && !isDocumentType(type)) {
    throw new UsageError('invalid-arguments', `type must be a document type code or a record made by defineDocumentType, got ${describeValue(type)}`);
  }
  const found = isDocumentType(type) ? (type as DocumentType<Record<string, unknown>>) : typeof type === 'string' ? findDocumentType(type) : undefined;
  if (found && !(options.adrExcluded && structured(found))) return found;
  const types: DocumentType<unknown>[] = Object.values(documentTypes);
  const expected = types
    .filter((t) => !(options.adrExcluded && structured(t)))
    .map((t) => t.tag);
  const unsupported = options.adrExcluded ? types.filter(structured).map((t) => t.tag) : [];
  throw usageError('unknown-type', 'unknown-type', { type: found?.tag ?? type, expected, unsupported });
}

/**
 * The parse mode, or an `invalid-arguments` usage error.
 *
 * @param mode - the mode given by the caller (undefined → `strict`)
 * @returns the mode
 * @example
 * ```ts
 * requireMode(undefined); // 'strict'
 * ```
 */
export function requireMode(mode: unknown): Mode {
  if (mode === undefined) return 'strict';
  if (mode === 'strict' || mode === 'lenient') return mode;
  throw usageError('invalid-arguments', 'invalid-mode', { mode });
}

/**
 * A language registry from `createLanguageRegistry` (or `packagedLanguages`).
 *
 * @example
 * ```ts
 * registryRule.check(packagedLanguages, []); // true
 * ```
 */
export const registryRule: Rule = custom('a language registry (createLanguageRegistry())', (value) => {
  const tables = (value as { tables?: unknown }).tables;
  return typeof value === 'object' && tables instanceof Map;
});

// mode and language keep their own checks and messages (requireMode, headingTable);
// `limits` is the size and nesting option of the format layer, checked there.
const formatOptions = { mode: anything, language: anything, languages: registryRule, limits: record, messages: anything };

/**
 * The argument descriptions of the pure functions, checked right after the
 * type (so `unknown-type` still comes first).
 *
 * @example
 * ```ts
 * checkArguments('parse', pureSignatures.parse, ['tsk', 12]);
 * // throws: parse: argument "text" must be a string, got number 12
 * ```
 */
export const pureSignatures: Readonly<Record<'parse' | 'serialize' | 'validate' | 'toJsonSchema', readonly ArgumentSpec[]>> = Object.freeze({
  parse: [arg('type', anything), arg('text', text), arg('options', options(formatOptions))],
  serialize: [
    arg('type', anything),
    arg('document', record),
    arg('options', options({ language: anything, languages: registryRule, limits: record })),
  ],
  validate: [arg('type', anything), arg('content', text), arg('options', options({ ...formatOptions, full: boolean }))],
  toJsonSchema: [arg('type', anything), arg('options', options({ part: oneOf(['frontmatter', 'body', 'document']) }))],
});
