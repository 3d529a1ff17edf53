/**
 * `assertValidDocument`: parse a document and throw, with every diagnostic
 * as a line, when it is not valid.
 *
 * @packageDocumentation
 */

import { parse, type ParseOptions, type TypeArgument } from '../api/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { BodyOf, FrontmatterOf } from '../domains/index.js';
import { anything, arg, boolean, checkArguments, options as optionsRule, text as aString } from '../errors/index.js';
import type { ParsedDocument } from '../format/index.js';
import type { MessageOption } from '../messages/index.js';
import { countText, problemLine } from './diagnostic-lines.js';

/**
 * Options of {@link assertValidDocument}: those of `parse` (`mode`,
 * `language`, `languages`, `limits`, `messages`), the file's path to show,
 * and whether warnings fail too.
 *
 * @example
 * ```ts
 * const options: AssertValidDocumentOptions = { mode: 'lenient', path: 'docs/tsk/a.md', failOnWarnings: true };
 * ```
 */
export interface AssertValidDocumentOptions extends ParseOptions {
  /** The file the text is from, put in front of every line of the message (`path:line:column`). */
  path?: string;
  /** Fail on warnings as well as on errors (default `false`: a document with warnings parses, so it is valid). */
  failOnWarnings?: boolean;
}

/**
 * A document was not valid where a test required it to be. The message is
 * a summary line and then every diagnostic as the library formats it,
 * `path:line:column  severity  message  [code]`; `diagnostics` holds them.
 *
 * It is not a `SpecmgrError`: that class marks a refused call, which a host
 * may catch and report, while this is a failed test assertion, which must
 * reach the test runner.
 *
 * @example
 * ```ts
 * try {
 *   assertValidDocument('tsk', text);
 * } catch (error) {
 *   if (error instanceof DocumentAssertionError) console.log(error.diagnostics.map((d) => d.code));
 * }
 * ```
 */
export class DocumentAssertionError extends Error {
  override readonly name = 'DocumentAssertionError';
  /** Stable: always `invalid-document`. */
  readonly code = 'invalid-document';
  /** The type code the text was parsed as. */
  readonly type: string;
  /** The path given in the options, if any. */
  readonly path: string | undefined;
  /** Every diagnostic of the parse, warnings included, in order. */
  readonly diagnostics: readonly Diagnostic[];

  /**
   * @param message - the complete text
   * @param details - the type, the path and the diagnostics
   */
  constructor(message: string, details: { type: string; path: string | undefined; diagnostics: readonly Diagnostic[] }) {
    super(message);
    this.type = details.type;
    this.path = details.path;
    this.diagnostics = details.diagnostics;
  }
}

const ownOptions = { mode: anything, language: anything, languages: anything, limits: anything, messages: anything, path: aString, failOnWarnings: boolean };

/**
 * Parse a document and require it to be valid: no `error` diagnostic (no
 * warning either with `failOnWarnings`). Strict unless `mode: 'lenient'`.
 *
 * @param type - the type code, e.g. `tsk`, or a host type's record
 * @param text - the whole file's text
 * @param options - `parse` options, `path` (shown in the message) and `failOnWarnings`
 * @returns the parsed document, typed for the type
 * @throws DocumentAssertionError (`invalid-document`) when the document is not valid; its message is a summary and every diagnostic as a line
 * @throws UsageError for an unknown type, a text that is not a string or an option that does not fit
 * @example
 * ```ts
 * const task = assertValidDocument('tsk', await readFile('docs/tsk/tsk-1-ci.md', 'utf8'), { path: 'docs/tsk/tsk-1-ci.md' });
 * task.body.tasks.items.length; // typed: TaskBody
 * // on failure, the message reads:
 * // docs/tsk/tsk-1-ci.md: not a valid tsk document (strict mode): 1 error
 * // docs/tsk/tsk-1-ci.md:5:1  error  The status "open" is not a task list status. Use …  [frontmatter-field]
 * ```
 */
export function assertValidDocument<T extends TypeArgument>(
  type: T,
  text: string,
  options: AssertValidDocumentOptions = {},
): ParsedDocument<FrontmatterOf<T>, BodyOf<T>> {
  checkArguments('assertValidDocument', [arg('type', anything), arg('text', aString), arg('options', optionsRule(ownOptions))], [type, text, options]);
  const { path, failOnWarnings, ...parseOptions } = options ?? {};
  const result = parse(type, text, parseOptions);
  const failing = result.diagnostics.some((d) => d.severity === 'error' || (failOnWarnings === true && d.severity === 'warning'));
  if (result.ok && !failing) return result.document;
  const tag = typeof type === 'string' ? type : type.tag;
  throw new DocumentAssertionError(invalidText(tag, result.diagnostics, { path, mode: parseOptions.mode, messages: parseOptions.messages, failOnWarnings }), {
    type: tag,
    path,
    diagnostics: result.diagnostics,
  });
}

/**
 * The message of a failed assertion: a summary line, then one line per
 * diagnostic.
 *
 * @param tag - the type code
 * @param diagnostics - the parse's diagnostics
 * @param how - path, mode, profile and whether warnings failed it
 * @returns the text
 * @example
 * ```ts
 * invalidText('tsk', diagnostics, {}); // 'not a valid tsk document (strict mode): 1 error\n5:1  error  …'
 * ```
 */
function invalidText(
  tag: string,
  diagnostics: readonly Diagnostic[],
  how: { path?: string | undefined; mode?: string | undefined; messages?: MessageOption | undefined; failOnWarnings?: boolean | undefined },
): string {
  const summary = `not a valid ${tag} document (${how.mode ?? 'strict'} mode${how.failOnWarnings === true ? ', warnings fail' : ''}): ${countText(diagnostics)}`;
  const lines = diagnostics.map((d) => problemLine(d, how.path, how.messages));
  return [how.path === undefined ? summary : `${how.path}: ${summary}`, ...lines].join('\n');
}
