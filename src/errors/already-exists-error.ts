import type { ErrorParamsByReason, ErrorReason } from './messages.js';
import { SpecmgrError } from './specmgr-error.js';

/**
 * A create or rename would overwrite an existing document or folder.
 *
 * @example
 * ```ts
 * const e = new AlreadyExistsError({ path: '/.specmgr/feat/feat-1-x', message: 'feature folder already exists' });
 * e.code; // 'already-exists'
 * ```
 */
export class AlreadyExistsError extends SpecmgrError {
  override readonly name = 'AlreadyExistsError';
  /** Always `already-exists`. */
  readonly code = 'already-exists' as const;
  /** The path (as reported to users) that already exists. */
  readonly path: string;

  /**
   * @param details - the existing path and the complete message; the reason and params the message was built from, so that a message profile can reword it
   */
  constructor(details: { path: string; message: string; reason?: ErrorReason; params?: ErrorParamsByReason[ErrorReason] }) {
    super(details.message, details.reason === undefined ? undefined : { reason: details.reason, params: details.params });
    this.path = details.path;
  }
}
