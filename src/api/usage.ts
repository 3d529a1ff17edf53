/**
 * Argument checks shared by the pure functions: type and mode.
 *
 * @packageDocumentation
 */
import { renderValue } from '../diagnostics/python-repr.js';
import { findDocumentType, registeredTypes } from '../domains/registry.js';
import { anything, arg, boolean, custom, oneOf, options, record, text, type ArgumentSpec, type Rule } from '../errors/arguments.js';
import { UsageError } from '../errors/usage-error.js';
import type { DocumentType } from '../format/document-type.js';
import type { Mode } from '../format/outline/types.js';

/**
 * The document type of a tag, or an `unknown-type` usage error.
 *
 * @param type - the type code given by the caller
 * @param options - `adrExcluded`: append ` ('adr' is not supported)` (operations that take the 12 whole-body types)
 * @returns the registered type
 * @example
 * ```ts
 * requireType('tsk').noun; // 'task list'
 * ```
 */
export function requireType(type: unknown, options: { adrExcluded?: boolean } = {}): DocumentType<Record<string, unknown>> {
  const found = typeof type === 'string' && !(options.adrExcluded && type === 'adr') ? findDocumentType(type) : undefined;
  if (found) return found;
  const expected = registeredTypes()
    .filter((tag) => !(options.adrExcluded && tag === ('adr' as string)))
    .join(', ');
  const suffix = options.adrExcluded ? " ('adr' is not supported)" : '';
  throw new UsageError('unknown-type', `unknown document type ${renderValue(type)}; expected one of ${expected}${suffix}`);
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
  throw new UsageError('invalid-arguments', `mode must be 'strict' or 'lenient', got ${renderValue(mode)}`);
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
const formatOptions = { mode: anything, language: anything, languages: registryRule, limits: record };

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
