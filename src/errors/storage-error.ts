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
   * @param details - code, path, message and the underlying cause
   */
  constructor(details: { code: StorageErrorCode; path: string; message: string; cause?: unknown }) {
    super(details.message);
    this.code = details.code;
    this.path = details.path;
    this.cause = details.cause;
  }
}
