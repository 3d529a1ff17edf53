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
   */
  constructor(code: UsageErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
