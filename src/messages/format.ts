/**
 * The public formatters: a diagnostic as a line, the error texts of a
 * result, and operation labels, in a message profile chosen by name.
 *
 * @packageDocumentation
 */

import {
  formatDiagnostic as formatIn,
  formatErrors as joinErrors,
  formatLabelled as joinLabelled,
  renderDiagnostic,
  renderDiagnostics,
  type Channel,
  type Diagnostic,
  type DiagnosticBase,
  type LabelledOperation,
} from '../diagnostics/index.js';
import { resolveMessages, type MessageOption } from './resolve.js';

/**
 * Options of the formatters.
 *
 * @example
 * ```ts
 * const options: FormatOptions = { messages: 'reference' };
 * ```
 */
export interface FormatOptions {
  /**
   * The profile to word and lay out the text in: `'default'`,
   * `'reference'` or a host's own profile. Given, every diagnostic is
   * reworded in it from its params; absent, each diagnostic's own words are
   * kept and the default layout is used.
   */
  messages?: MessageOption;
}

/**
 * One diagnostic as a line of text for command-line hosts.
 *
 * - default profile: `<documentLine>:<column>  <severity>  <message>  [<code>]`,
 *   continuation lines of a multi-line message indented by four spaces;
 * - reference profile: `<severity> <code> <documentLine>:<column> <message>`,
 *   continuation lines indented by two spaces.
 *
 * The position is the document line, so it points into the file whatever
 * the channel. The layout is for people; it may change between versions.
 * A diagnostic whose code the profile has no renderer for (a link-check
 * finding, whose words come from the repository's profile) keeps its words.
 *
 * @param d - the diagnostic, or a link-check finding
 * @param options - `messages`: the profile (rewords the diagnostic in it)
 * @returns the formatted text
 * @throws UsageError (`invalid-arguments`) for a `messages` value that names no profile
 * @example
 * ```ts
 * formatDiagnostic(d);
 * // '8:9  error  The status "open" is not allowed. Use one of "active", "cancelled", "done" or "draft".  [frontmatter-field]'
 * formatDiagnostic(d, { messages: 'reference' });
 * // "error frontmatter-field 8:9 tsk frontmatter block, field 'status' (document line 8): …"
 * ```
 */
export function formatDiagnostic(d: Diagnostic | (DiagnosticBase & { code: string }), options: FormatOptions = {}): string {
  const profile = resolveMessages(options?.messages);
  const reword = options?.messages !== undefined && Object.hasOwn(profile.diagnostics, d.code);
  return formatIn((reword ? renderDiagnostic(d as Diagnostic, profile) : d) as Diagnostic, profile);
}

/**
 * The unlabelled error text of a result: the messages of the `error`
 * diagnostics, in the order given, joined with `\n` (warnings and infos
 * never appear). It is the `error` of a failed parse and of a failed list
 * row.
 *
 * @param diagnostics - diagnostics in `diagnostics` order
 * @param options - `messages`: the profile to reword them in first
 * @returns the text; `''` when there is no error
 * @throws UsageError (`invalid-arguments`) for a `messages` value that names no profile
 * @example
 * ```ts
 * formatErrors(result.diagnostics, { messages: 'reference' });
 * ```
 */
export function formatErrors(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  if (options?.messages === undefined) return joinErrors(diagnostics);
  return joinErrors(renderDiagnostics(diagnostics, resolveMessages(options.messages)));
}

/**
 * The labelled error text of a validation: every `error` message prefixed
 * with `<label>: `, joined with `\n`, capped at 300 code points (then
 * `... (truncated)`). It is `ValidateResult.errors[0].message`.
 *
 * @param diagnostics - diagnostics in `diagnostics` order
 * @param label - the label, from {@link operationLabel} in the same profile
 * @param options - `messages`: the profile to reword the diagnostics in first
 * @returns the capped text; `''` when there is no error
 * @throws UsageError (`invalid-arguments`) for a `messages` value that names no profile
 * @example
 * ```ts
 * formatLabelled(diagnostics, operationLabel('tsk', 'validate', 'body'));
 * // 'tsk validate (body): …'
 * ```
 */
export function formatLabelled(diagnostics: readonly Diagnostic[], label: string, options: FormatOptions = {}): string {
  if (options?.messages === undefined) return joinLabelled(diagnostics, label);
  return joinLabelled(renderDiagnostics(diagnostics, resolveMessages(options.messages)), label);
}

/**
 * The label of an operation's failure text (operations.md §2.4): the type,
 * the operation, and the channel validated in parentheses.
 *
 * Without `channel` the operation's usual channel is named: `body` for
 * create, update and edit, `frontmatter` for setStatus and
 * setClassification, none for validate (`full: true`) and parseFile.
 * The default profile names the operation as the API does (`tsk create
 * (body)`, `tsk setStatus (frontmatter)`, `tsk parseFile`); the reference
 * profile names the reference's tools (`tsk create_tsk (body)`,
 * `tsk set_status (frontmatter)`, `tsk parse_tsk`).
 *
 * @param type - the type code
 * @param operation - the library operation
 * @param channel - the single channel validated, when it differs from the default
 * @param options - `messages`: the profile
 * @returns the label, without the `: ` separator
 * @throws UsageError (`invalid-arguments`) for a `messages` value that names no profile
 * @example
 * ```ts
 * operationLabel('tsk', 'create');                                // 'tsk create (body)'
 * operationLabel('tsk', 'create', 'body', { messages: 'reference' }); // 'tsk create_tsk (body)'
 * operationLabel('tsk', 'validate');                              // 'tsk validate'
 * ```
 */
export function operationLabel(type: string, operation: LabelledOperation, channel?: Channel, options: FormatOptions = {}): string {
  return resolveMessages(options?.messages).operationLabel(type, operation, channel);
}
