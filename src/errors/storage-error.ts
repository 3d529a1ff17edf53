import type { ErrorParamsByReason, ErrorReason } from './messages.js';
import { SpecmgrError } from './specmgr-error.js';
import { defaultErrorMessages } from './default-messages.js';

/** Codes of {@link StorageError}. */
export type StorageErrorCode = 'io' | 'lock-timeout' | 'path-outside-root' | 'changed' | 'root-missing' | 'root-not-a-directory';

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
   * `io`, `lock-timeout`, `path-outside-root`, `changed` (a `writeAtomic`
   * expectation failed: the file changed since it was read), or, from
   * `nodeStorage(root)`, `root-missing` (no such path) and
   * `root-not-a-directory` (the path is a file); for those two `path` is
   * the resolved absolute root.
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

/**
 * The error of a storage root that cannot serve: missing, or not a folder.
 * Its `path` is the resolved absolute root, which the message names.
 *
 * @param code - `root-missing` or `root-not-a-directory`
 * @param root - the resolved absolute root
 * @returns the error, to be thrown
 * @example
 * ```ts
 * rootError('root-missing', '/srv/projcet').message;
 * // 'The storage root /srv/projcet does not exist. Pass nodeStorage the path of an existing folder.'
 * ```
 */
export function rootError(code: 'root-missing' | 'root-not-a-directory', root: string): StorageError {
  const params: ErrorParamsByReason[typeof code] = { root };
  return new StorageError({ code, path: root, message: defaultErrorMessages[code](params), reason: code, params });
}
