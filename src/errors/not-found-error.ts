/**
 * No document resolves for the given id or ref (operations.md §2.6).
 *
 * @example
 * ```ts
 * const e = new NotFoundError({ type: 'tsk', id: 'x', message: "no task list found with id 'x'" });
 * e.code; // 'not-found'
 * ```
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  /** Always `not-found`. */
  readonly code = 'not-found' as const;
  /** The document type looked in. */
  readonly type: string;
  /** The id looked for, when the lookup was by id. */
  readonly id?: string;
  /** The ref looked for, when the lookup was by ref. */
  readonly ref?: string;

  /**
   * @param details - type, id or ref, and the complete message
   */
  constructor(details: { type: string; id?: string; ref?: string; message: string }) {
    super(details.message);
    this.type = details.type;
    if (details.id !== undefined) this.id = details.id;
    if (details.ref !== undefined) this.ref = details.ref;
  }
}
