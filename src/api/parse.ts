/**
 * The public `parse` function.
 *
 * @packageDocumentation
 */
import type { Mode } from '../format/index.js';
import { resolveLimits, type DocumentLimits } from '../format/index.js';
import { parseDocument, type ParseResult } from '../format/index.js';
import { headingTable, packagedLanguages, type LanguageRegistry } from '../i18n/index.js';
import type { BodyOf, FrontmatterOf } from '../domains/index.js';
import { checkArguments, rewordError, SpecmgrError } from '../errors/index.js';
import { pureSignatures, requireMode, requireType, type TypeArgument } from './usage.js';
import { defaultMessages, formatErrors, renderDiagnostics, type MessageProfile } from '../diagnostics/index.js';
import { resolveMessages, type MessageOption } from '../messages/index.js';

/**
 * A parse result worded in a profile: its diagnostics and its error text.
 *
 * @param result - a parse result (worded in the default profile)
 * @param profile - the profile
 * @returns the result in that profile
 * @example
 * ```ts
 * rewordParse(parseDocument(tsk, text, options), referenceMessages).error;
 * ```
 */
export function rewordParse<R extends ParseResult<unknown, unknown>>(result: R, profile: MessageProfile): R {
  if (profile === defaultMessages) return result;
  const diagnostics = [...renderDiagnostics(result.diagnostics, profile)];
  // The error text is the worded diagnostics' errors, so it always matches them.
  return (result.ok ? { ...result, diagnostics } : { ...result, diagnostics, error: formatErrors(diagnostics) }) as R;
}

/**
 * Options of {@link parse}.
 *
 * @example
 * ```ts
 * const result = parse('tsk', text, { mode: 'lenient', language: 'de' });
 * ```
 */
export interface ParseOptions {
  /** `strict` (default) or `lenient` (legacy forms parse with a `legacy-form` warning). */
  mode?: Mode;
  /** The document's language (default `en`): its headings are read through that language's table. */
  language?: string;
  /** The language registry (default: the packaged tables). */
  languages?: LanguageRegistry;
  /** Size and nesting limits (default `defaultLimits`: 5 MiB of UTF-8, 100 nested block quotes and list items). */
  limits?: Partial<DocumentLimits>;
  /**
   * The words of the diagnostics: `'default'` (the library's plain English),
   * `'reference'` (the reference implementation's texts) or a host's own
   * {@link MessageProfile}.
   */
  messages?: MessageOption;
}

/**
 * Parse a document of a given type into its model.
 *
 * Content problems never throw: any string yields a result, `ok: false`
 * with the diagnostics and the error text when the document is invalid.
 * Only usage errors throw (unknown type, invalid mode, language or limits).
 * A text over `limits.maxBytes` gives one `document-too-large` diagnostic,
 * a body nested more deeply than `limits.maxDepth` one `nesting-too-deep`,
 * and a body past a fixed complexity limit one `input-too-complex`; such a
 * document is not read further.
 *
 * @param type - the type code, e.g. `tsk`, or a host type's record (`defineDocumentType`)
 * @param text - the whole file's text (frontmatter and body)
 * @param options - mode, language, language registry and limits
 * @returns `{ ok: true, document, diagnostics, source }` or `{ ok: false, error, diagnostics }`
 * @throws UsageError for an unknown type, an invalid mode, an unsupported language, a limit that is not a positive integer, or a `messages` value that names no profile; worded in the `messages` profile
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) console.log(result.document.body.title);
 * else console.error(result.error);
 * ```
 */
export function parse<T extends TypeArgument>(type: T, text: string, options: ParseOptions = {}): ParseResult<FrontmatterOf<T>, BodyOf<T>> {
  return inProfile(options?.messages, () => parseIn(type, text, options));
}

/**
 * Run a pure function with a `messages` option: a library error it throws
 * is rethrown worded in that profile (a `messages` value that names no
 * profile is itself a usage error, in the default words).
 *
 * @param messages - the `messages` option as given
 * @param run - the function
 * @returns what `run` returns
 * @example
 * ```ts
 * inProfile('reference', () => parseIn(type, text, options));
 * ```
 */
export function inProfile<R>(messages: unknown, run: () => R): R {
  try {
    return run();
  } catch (error) {
    if (messages === undefined || messages === 'default' || !(error instanceof SpecmgrError)) throw error;
    let profile: MessageProfile;
    try {
      profile = resolveMessages(messages);
    } catch {
      throw error;
    }
    throw rewordError(error, profile.errors);
  }
}

function parseIn<T extends TypeArgument>(type: T, text: string, options: ParseOptions): ParseResult<FrontmatterOf<T>, BodyOf<T>> {
  const documentType = requireType(type);
  checkArguments('parse', pureSignatures.parse, [type, text, options]);
  options ??= {};
  const mode = requireMode(options.mode);
  const limits = resolveLimits(options.limits);
  const language = options.language ?? 'en';
  const headings = headingTable(documentType, language, options.languages ?? packagedLanguages);
  const profile = resolveMessages(options.messages);
  const result = parseDocument(documentType, typeof text === 'string' ? text : String(text), { mode, headings, language, limits });
  return rewordParse(result, profile) as ParseResult<FrontmatterOf<T>, BodyOf<T>>;
}
