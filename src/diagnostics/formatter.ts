/**
 * The one formatter of diagnostic texts (operations.md §2.4) and the
 * diagnostic order of §2.3.
 *
 * @packageDocumentation
 */

import type { Channel, Diagnostic } from './diagnostic.js';
import type { LabelledOperation, MessageProfile } from './profile.js';
import { takeCodePoints } from './excerpt.js';

/** Labelled texts longer than this many code points are cut (reference issue #110). */
export const LABELLED_MAX_CODE_POINTS = 300;

/** Appended to a labelled text that was cut. */
export const TRUNCATION_MARK = '... (truncated)';


function errorMessages(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
}

/**
 * The unlabelled rendering: the messages of the `error` diagnostics, in the
 * order given, joined with `\n`. Warnings and infos never appear in it.
 *
 * @param diagnostics - diagnostics in `diagnostics` order (see {@link sortDiagnostics})
 * @returns the text; `''` when there is no error
 * @example
 * ```ts
 * formatErrors(result.diagnostics); // the `error` of a failed parse
 * ```
 */
export function formatErrors(diagnostics: readonly Diagnostic[]): string {
  return errorMessages(diagnostics).join('\n');
}

/**
 * Cut a text to {@link LABELLED_MAX_CODE_POINTS} code points and append
 * {@link TRUNCATION_MARK} when it was longer.
 *
 * @param text - a labelled rendering
 * @returns the text, capped
 * @example
 * ```ts
 * capLabelled('x'.repeat(301)); // 'x'.repeat(300) + '... (truncated)'
 * ```
 */
export function capLabelled(text: string): string {
  const kept = takeCodePoints(text, LABELLED_MAX_CODE_POINTS);
  return kept.length < text.length ? kept + TRUNCATION_MARK : text;
}

/**
 * The labelled rendering: every `error` message prefixed with
 * `<label>: `, joined with `\n`, then capped at 300 code points. It is the
 * text of `ValidateResult.errors[].message`.
 *
 * @param diagnostics - diagnostics in `diagnostics` order
 * @param label - the label, from a profile's `operationLabel`
 * @returns the capped text; `''` when there is no error
 * @example
 * ```ts
 * formatLabelled(diagnostics, defaultMessages.operationLabel('tsk', 'validate', 'body'));
 * // 'tsk validate (body): Task > RecentUpdates: …'
 * ```
 */
export function formatLabelled(diagnostics: readonly Diagnostic[], label: string): string {
  return capLabelled(errorMessages(diagnostics).map((m) => `${label}: ${m}`).join('\n'));
}

// The channel an operation validates when the caller does not name one;
// undefined for operations that validate the whole document.
const DEFAULT_CHANNELS: Readonly<Record<LabelledOperation, Channel | undefined>> = {
  create: 'body',
  update: 'body',
  edit: 'body',
  setStatus: 'frontmatter',
  setClassification: 'frontmatter',
  validate: undefined,
  validateAdr: undefined,
  parseFile: undefined,
};

/**
 * The channel an operation's label names (operations.md §2.4): the given
 * one, else the operation's usual one — `body` for create, update and edit,
 * `frontmatter` for setStatus and setClassification, none for validate (the
 * `full: true` form) and parseFile. Every profile's `operationLabel` uses it,
 * so that profiles differ in words only.
 *
 * @param operation - the library operation
 * @param channel - the single channel validated, when it differs from the default
 * @returns the channel to name, or `undefined` for none
 * @example
 * ```ts
 * labelChannel('setStatus');          // 'frontmatter'
 * labelChannel('validate', 'body');   // 'body'
 * ```
 */
export function labelChannel(operation: LabelledOperation, channel?: Channel): Channel | undefined {
  return channel ?? DEFAULT_CHANNELS[operation];
}

/**
 * The label of an operation in a profile: `profile.operationLabel`.
 *
 * @param type - the type code
 * @param operation - the library operation
 * @param channel - the single channel validated, when it differs from the default
 * @param profile - the message profile
 * @returns the label, without the `: ` separator
 * @example
 * ```ts
 * operationLabel('tsk', 'create', 'body', defaultMessages);   // 'tsk create (body)'
 * operationLabel('tsk', 'create', 'body', referenceMessages); // 'tsk create_tsk (body)'
 * ```
 */
export function operationLabel(type: string, operation: LabelledOperation, channel: Channel | undefined, profile: MessageProfile): string {
  return profile.operationLabel(type, operation, channel);
}

/**
 * The default profile's line of one diagnostic, for command-line hosts:
 * `<documentLine>:<column>  <severity>  <message>  [<code>]`.
 *
 * The position is the document line, so it points into the file whatever
 * the channel. A multi-line message (an excerpt) keeps its first line on
 * the diagnostic's line, followed by the code, and its continuation lines
 * indented by four spaces, so every diagnostic starts at the beginning of a
 * line with its position. Not part of any result text.
 *
 * @param d - the diagnostic
 * @returns the formatted text
 * @example
 * ```ts
 * defaultDiagnosticLine(d);
 * // '44:15  error  The priority "high" is not a number from 0 to 99. Write a number such as 1.  [value-pattern]'
 * ```
 */
export function defaultDiagnosticLine(d: Diagnostic): string {
  const [first = '', ...rest] = d.message.split('\n');
  const head = `${d.documentLine}:${d.column}  ${d.severity}  ${first}  [${d.code}]`;
  return rest.length === 0 ? head : `${head}\n${rest.map((line) => `    ${line}`).join('\n')}`;
}

/**
 * One diagnostic as a line in a profile: `profile.formatDiagnostic` (the
 * default profile's {@link defaultDiagnosticLine}; the reference profile's
 * `<severity> <code> <documentLine>:<column> <message>`). The message is
 * taken as the diagnostic carries it; reword it first
 * ({@link renderDiagnostic}) to show it in another profile's words.
 *
 * @param d - the diagnostic
 * @param profile - the message profile
 * @returns the formatted text
 * @example
 * ```ts
 * formatDiagnostic(d, defaultMessages);
 * ```
 */
export function formatDiagnostic(d: Diagnostic, profile: MessageProfile): string {
  return profile.formatDiagnostic(d);
}

const CHANNEL_RANK: Readonly<Record<Channel, number>> = { frontmatter: 0, body: 1 };

/**
 * Diagnostics in `diagnostics` order (operations.md §2.3): the frontmatter
 * channel, then the body channel, each by line, then column. Ties keep their
 * given order.
 *
 * @param list - diagnostics in any order (not modified)
 * @returns a new, sorted array
 * @example
 * ```ts
 * sortDiagnostics([bodyWarning, frontmatterError]); // [frontmatterError, bodyWarning]
 * ```
 */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => CHANNEL_RANK[a.channel] - CHANNEL_RANK[b.channel] || a.line - b.line || a.column - b.column,
  );
}
