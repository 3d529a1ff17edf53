import type { ErrorParamsByReason, ErrorReason } from './messages.js';
import { SpecmgrError } from './specmgr-error.js';

/** Codes of {@link NotFoundError}: no document, no option inside an ADR, or no section or element for a section edit. */
export type NotFoundErrorCode = 'not-found' | 'option-not-found' | 'section-not-found';

/**
 * No document resolves for the given id or ref (operations.md §2.6), or an
 * ADR has no option of the given number or title (`option-not-found`, §4.9),
 * or a section edit names an element, or a section's enclosing section,
 * that the document does not have (`section-not-found`).
 *
 * @example
 * ```ts
 * const e = new NotFoundError({ type: 'tsk', id: 'x', message: 'No task list found with id "x".' });
 * e.code; // 'not-found'
 * // A repository words its not-found errors from a reason:
 * // e.reason === 'not-found-id', e.params → { type: 'tsk', noun: 'task list', id: 'x' }
 * ```
 */
export class NotFoundError extends SpecmgrError {
  override readonly name = 'NotFoundError';
  /** `not-found`, or `option-not-found` for a missing ADR option. */
  readonly code: NotFoundErrorCode;
  /** The document type looked in. */
  readonly type: string;
  /** The id looked for, when the lookup was by id. */
  readonly id?: string;
  /** The ref looked for, when the lookup was by ref. */
  readonly ref?: string;

  /**
   * @param details - type, id or ref, the complete message, the code (default `not-found`), and the reason and params the message was built from (`not-found-id`, `not-found-folder`, `not-found-ref`, `variant-not-found`, `folder-id-mismatch`), so that a message profile can reword it
   */
  constructor(details: {
    type: string;
    id?: string;
    ref?: string;
    message: string;
    code?: NotFoundErrorCode;
    reason?: ErrorReason;
    params?: ErrorParamsByReason[ErrorReason];
  }) {
    super(details.message, details.reason === undefined ? undefined : { reason: details.reason, ...(details.params === undefined ? {} : { params: details.params }) });
    this.code = details.code ?? 'not-found';
    this.type = details.type;
    if (details.id !== undefined) this.id = details.id;
    if (details.ref !== undefined) this.ref = details.ref;
  }
}
