import type { ErrorParamsByReason, ErrorReason } from './messages.js';
import { SpecmgrError } from './specmgr-error.js';

/** Codes of {@link StorageError}. */
export type StorageErrorCode = 'io' | 'lock-timeout' | 'path-outside-root' | 'changed';

/**
 * A storage operation failed for a reason other than a missing file.
 *
 * @example
 * ```ts
 * const e = new StorageError({ code: 'lock-timeout', path: 'docs/tsk/a.md', message: 'could not lock docs/tsk/a.md within 10000 ms' });
 * e.code; // 'lock-timeout'
 * ```
 */
export class StorageError extends SpecmgrError {
  override readonly name = 'StorageError';
  /**
   * `io`, `lock-timeout`, `path-outside-root`, or `changed` (a `writeAtomic`
   * expectation failed: the file changed since it was read).
   */
  readonly code: StorageErrorCode;
  /** The root-relative path the operation was about. */
  readonly path: string;
  /** The underlying error, when there is one. */
  override readonly cause: unknown;

  /**
   * @param details - code, path, message and the underlying cause; the reason and params the message was built from, so that a message profile can reword it
   */
  constructor(details: { code: StorageErrorCode; path: string; message: string; cause?: unknown; reason?: ErrorReason; params?: ErrorParamsByReason[ErrorReason] }) {
    super(details.message, details.reason === undefined ? undefined : { reason: details.reason, params: details.params });
    this.code = details.code;
    this.path = details.path;
    this.cause = details.cause;
  }
}
