/**
 * The structured facts of error messages, so that a message profile can word
 * an error its own way (the `reference` profile, a host's own).
 *
 * @packageDocumentation
 */

import type { LanguageReasons } from './reasons/languages.js';
import type { OptionReasons } from './reasons/options.js';
import type { SectionReasons } from './reasons/sections.js';
import type { TargetReasons } from './reasons/targets.js';
import type { TypeReasons } from './reasons/types.js';
import type { RepositoryReasons } from './reasons/repository.js';
import type { EditReasons } from './reasons/edits.js';

/**
 * The params of each error reason: the facts one kind of refused call or
 * failed lookup carries. A reason names one message shape; an error without a
 * reason reads the same in every profile.
 *
 * @example
 * ```ts
 * type P = ErrorParamsByReason[ErrorReason];
 * ```
 */
// One block per theme (reasons/*.ts), so that a reason is one declaration
// next to its neighbours.
export interface ErrorParamsByReason extends OptionReasons, TargetReasons, TypeReasons, LanguageReasons, SectionReasons, RepositoryReasons, EditReasons {}

/** A key of {@link ErrorParamsByReason}. */
export type ErrorReason = keyof ErrorParamsByReason;

/**
 * One text per error reason, built from its params.
 *
 * @example
 * ```ts
 * const renderers: Partial<ErrorRenderers> = {};
 * ```
 */
export type ErrorRenderers = { readonly [R in ErrorReason]: (params: ErrorParamsByReason[R]) => string };

/**
 * The text of an error in a profile's words: its reason's renderer applied
 * to its params, or its message when it has no reason.
 *
 * @param error - an error the library threw
 * @param renderers - a profile's error renderers
 * @returns the text
 * @example
 * ```ts
 * errorText(error, referenceMessages.errors);
 * ```
 */
export function errorText(error: { message: string; reason?: ErrorReason; params?: unknown }, renderers: ErrorRenderers): string {
  if (error.reason === undefined) return error.message;
  const render = renderers[error.reason] as ((params: unknown) => string) | undefined;
  return render === undefined ? error.message : render(error.params);
}

/**
 * The same error worded by other renderers: an object of the same class,
 * with the same code, fields, cause and stack, whose `message` is replaced.
 * An error without a reason comes back unchanged.
 *
 * @param error - an error the library threw
 * @param renderers - a profile's error renderers
 * @returns the reworded error
 * @example
 * ```ts
 * throw rewordError(error, referenceMessages.errors);
 * ```
 */
export function rewordError<E extends Error & { reason?: ErrorReason; params?: unknown }>(error: E, renderers: ErrorRenderers): E {
  const message = errorText(error, renderers);
  if (message === error.message) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as E;
  for (const key of Reflect.ownKeys(error)) {
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(error, key) as PropertyDescriptor);
  }
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true, configurable: true });
  if (typeof error.stack === 'string') {
    Object.defineProperty(copy, 'stack', { value: error.stack.replace(error.message, message), enumerable: false, writable: true, configurable: true });
  }
  return copy;
}
