/**
 * The public `parse` function.
 *
 * @packageDocumentation
 */
import type { BodyOf, FrontmatterOf, KnownType } from '../domains/registry.js';
import type { Mode } from '../format/outline/types.js';
import { parseDocument, type ParseResult } from '../format/parse-document.js';
import { headingTable, packagedLanguages, type LanguageRegistry } from '../i18n/registry.js';
import { checkArguments } from '../errors/arguments.js';
import { pureSignatures, requireMode, requireType } from './usage.js';

/** Options of {@link parse}. */
export interface ParseOptions {
  /** `strict` (default) or `lenient` (legacy forms parse with a `legacy-form` warning). */
  mode?: Mode;
  /** The document's language (default `en`): its headings are read through that language's table. */
  language?: string;
  /** The language registry (default: the packaged tables). */
  languages?: LanguageRegistry;
}

/**
 * Parse a document of a given type into its model.
 *
 * Content problems never throw: any string yields a result, `ok: false`
 * with the diagnostics and the error text when the document is invalid.
 * Only usage errors throw (unknown type, invalid mode or language).
 *
 * @param type - the type code, e.g. `tsk`
 * @param text - the whole file's text (frontmatter and body)
 * @param options - mode, language and language registry
 * @returns `{ ok: true, document, diagnostics, source }` or `{ ok: false, error, diagnostics }`
 * @throws UsageError for an unknown type, an invalid mode or an unsupported language
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) console.log(result.document.body.title);
 * else console.error(result.error);
 * ```
 */
export function parse<T extends KnownType>(type: T, text: string, options: ParseOptions = {}): ParseResult<FrontmatterOf<T>, BodyOf<T>> {
  const documentType = requireType(type);
  checkArguments('parse', pureSignatures.parse, [type, text, options]);
  options ??= {};
  const mode = requireMode(options.mode);
  const language = options.language ?? 'en';
  const headings = headingTable(documentType.tag, language, options.languages ?? packagedLanguages);
  const result = parseDocument(documentType, typeof text === 'string' ? text : String(text), { mode, headings, language });
  return result as ParseResult<FrontmatterOf<T>, BodyOf<T>>;
}
