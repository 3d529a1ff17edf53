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
   * @param details - the existing path and the complete message
   */
  constructor(details: { path: string; message: string }) {
    super(details.message);
    this.path = details.path;
  }
}
