/**
 * The one base class of every error the library throws on purpose.
 *
 * @packageDocumentation
 */

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
   * @param message - the complete, user-facing text
   * @param options - the underlying cause, when there is one
   */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
