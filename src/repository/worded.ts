/**
 * Texts at the output boundary: the cache keeps every parse outcome in the
 * default profile's words, and what a method returns is worded in the
 * repository's profile here.
 *
 * @packageDocumentation
 */

import { defaultMessages, formatErrors, renderDiagnostics, type Diagnostic, type MessageProfile } from '../diagnostics/index.js';
import { defaultErrorMessages, errorText, type ErrorParamsByReason, type ErrorReason, type SpecmgrError } from '../errors/index.js';
import type { RepoContext } from './context.js';

/**
 * A text by reason and params, worded when it is shown (not-found texts,
 * link-check findings).
 *
 * @example
 * ```ts
 * const text: RepoText = { reason: 'not-found-ref', params: { type: 'tsk', noun: 'task list', ref: 'x' } };
 * ```
 */
export type RepoText = { [R in ErrorReason]: { readonly reason: R; readonly params: ErrorParamsByReason[R] } }[ErrorReason];

/**
 * Diagnostics in the repository's words: fresh copies (callers cannot
 * corrupt the cache), reworded when the profile is not the default one.
 *
 * @param context - the repository
 * @param list - diagnostics in the default profile's words
 * @returns the worded copies
 * @example
 * ```ts
 * const diagnostics = wordedDiagnostics(context, read.outcome.diagnostics);
 * ```
 */
export function wordedDiagnostics(context: RepoContext, list: readonly Diagnostic[]): Diagnostic[] {
  return context.messages === defaultMessages ? structuredClone([...list]) : [...renderDiagnostics(list, context.messages)].map((d) => structuredClone(d));
}

/**
 * The unlabelled error text of a failed parse in the repository's words:
 * the same text for a list row and for `get`, in every profile.
 *
 * @param context - the repository
 * @param outcome - the failed parse (default words)
 * @returns the text
 * @example
 * ```ts
 * row.error = wordedError(context, read.outcome);
 * ```
 */
export function wordedError(context: RepoContext, outcome: { readonly error: string; readonly diagnostics: readonly Diagnostic[] }): string {
  return context.messages === defaultMessages ? outcome.error : formatErrors(renderDiagnostics(outcome.diagnostics, context.messages));
}

/**
 * A reason's text in the repository's words.
 *
 * @param context - the repository
 * @param text - the reason and its params
 * @returns the text
 * @example
 * ```ts
 * wordedText(context, { reason: 'not-found-ref', params });
 * ```
 */
export function wordedText(context: RepoContext, text: RepoText): string {
  return errorText({ message: '', reason: text.reason, params: text.params }, context.messages.errors);
}

/**
 * A library error's message in the repository's words (an error reported
 * in a result rather than thrown, e.g. a member that is a link leaving the
 * root).
 *
 * @param context - the repository
 * @param error - the error
 * @returns its text
 * @example
 * ```ts
 * row.error = wordedErrorMessage(context, item.outside);
 * ```
 */
export function wordedErrorMessage(context: RepoContext, error: SpecmgrError): string {
  return errorText(error, context.messages.errors);
}

// Result texts (conflicts, invalid statuses) remember their reason here, so
// that the repository's boundary can reword them without a field of their own.
const resultTexts = new WeakMap<object, RepoText>();

/**
 * A result whose `message` is a reason's text in the default words,
 * remembered so that {@link wordedResult} can reword it.
 *
 * @param result - the result, without its message
 * @param text - the reason and params of the message
 * @returns the result with `message`
 * @example
 * ```ts
 * return textResult({ kind: 'conflict', reason: 'etag', etag }, { reason: 'etag-conflict', params: { ifMatch, etag } });
 * ```
 */
export function textResult<T extends object>(result: T, text: RepoText): T & { message: string } {
  const out = { ...result, message: errorText({ message: '', reason: text.reason, params: text.params }, defaultErrorMessages) };
  resultTexts.set(out, text);
  return out;
}

/**
 * A returned value in a profile: a result made by {@link textResult} gets
 * its message in the profile's words; anything else is returned as it is.
 *
 * @param result - what a method returned
 * @param profile - the repository's profile
 * @returns the result, reworded when it has a remembered text
 * @example
 * ```ts
 * wordedResult(await op(), referenceMessages);
 * ```
 */
export function wordedResult<R>(result: R, profile: MessageProfile): R {
  if (typeof result !== 'object' || result === null) return result;
  const text = resultTexts.get(result);
  if (text === undefined) return result;
  return { ...result, message: errorText({ message: '', reason: text.reason, params: text.params }, profile.errors) };
}
