import { defaultErrorText } from './default-messages.js';
import type { ErrorParamsByReason, ErrorReason } from './messages.js';
import { SpecmgrError } from './specmgr-error.js';

/** Codes of {@link UsageError}: a call the library refuses before touching storage. */
export type UsageErrorCode =
  | 'unknown-type'
  | 'invalid-id'
  | 'invalid-ref'
  | 'invalid-target'
  | 'path-outside-root'
  | 'invalid-arguments'
  | 'edit-identical'
  | 'edit-empty'
  | 'edit-no-match'
  | 'edit-ambiguous'
  | 'invalid-range'
  | 'invalid-language'
  | 'unsupported-language'
  | 'invalid-language-table'
  | 'adr-mandatory-section';

/**
 * A call with wrong arguments: unknown type, malformed id, path injection,
 * an option combination that makes no sense. Thrown before any storage access.
 *
 * @example
 * ```ts
 * try { parse('nope', '') } catch (e) { if (e instanceof UsageError) console.log(e.code) } // 'unknown-type'
 * ```
 */
export class UsageError extends SpecmgrError {
  override readonly name = 'UsageError';
  /** Stable code (operations.md §2.2). */
  readonly code: UsageErrorCode;

  /**
   * @param code - the stable code
   * @param message - the complete, user-facing text
   * @param detail - the reason and params the text was built from, so that a message profile can reword it
   */
  constructor(code: UsageErrorCode, message: string, detail?: { reason: ErrorReason; params: ErrorParamsByReason[ErrorReason] }) {
    super(message, detail);
    this.code = code;
  }
}

/**
 * A usage error worded in the default profile from a reason and its params.
 *
 * @param code - the stable code
 * @param reason - the message shape
 * @param params - its facts
 * @returns the error (to throw)
 * @example
 * ```ts
 * throw usageError('invalid-arguments', someReason, someParams);
 * ```
 */
export function usageError<R extends ErrorReason>(code: UsageErrorCode, reason: R, params: ErrorParamsByReason[R]): UsageError {
  return new UsageError(code, defaultErrorText(reason, params), { reason, params });
}
