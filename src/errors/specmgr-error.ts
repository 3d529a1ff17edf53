/**
 * The one base class of every error the library throws on purpose.
 *
 * @packageDocumentation
 */

import type { ErrorParamsByReason, ErrorReason } from './messages.js';

/**
 * The base of every error specmgr throws on purpose: {@link UsageError},
 * {@link NotFoundError}, {@link AlreadyExistsError}, {@link StorageError} and
 * `FrontmatterEditError`. Catch it to tell the library's errors from bugs
 * and from errors of other code; switch on `code` (stable across releases)
 * rather than on the class or the message, since messages may be reworded.
 *
 * It is abstract: each subclass fixes its own codes and extra fields
 * (`path`, `type`, `id`, …).
 *
 * @example
 * ```ts
 * try {
 *   await repo.get('tsk', 'not-a-uuid');
 * } catch (error) {
 *   if (error instanceof SpecmgrError) console.log(error.code); // 'invalid-id'
 *   else throw error;
 * }
 * ```
 */
export abstract class SpecmgrError extends Error {
  /** The class name, e.g. `UsageError`. */
  abstract override readonly name: string;
  /** The stable code, e.g. `invalid-id`, `not-found`, `lock-timeout`. */
  abstract readonly code: string;
  /**
   * Which message shape the text has, when a message profile may word it
   * differently (see {@link ErrorParamsByReason}); absent for texts that
   * read the same in every profile.
   */
  readonly reason?: ErrorReason;
  /** The facts the text was built from, typed by `reason`. */
  readonly params?: ErrorParamsByReason[ErrorReason];

  /**
   * @param message - the complete, user-facing text
   * @param options - the underlying cause, and the reason and params of the text
   */
  constructor(message: string, options?: { cause?: unknown; reason?: ErrorReason; params?: ErrorParamsByReason[ErrorReason] }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.reason !== undefined) {
      this.reason = options.reason;
      this.params = options.params;
    }
  }
}
