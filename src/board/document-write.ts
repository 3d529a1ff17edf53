/**
 * Writing a task list through the repository's mutation pipeline (board.md
 * §5): document lock, validation, `updated` refresh, atomic write, cache
 * and index update. `ifMatch` pins the write to the version the board read.
 *
 * @packageDocumentation
 */

import { formatErrors } from '../diagnostics/index.js';
import { NotFoundError } from '../errors/index.js';
import type { BoardDocument } from './documents.js';
import type { LineEdit } from './document-edits.js';
import type { BoardRepository } from './repository-port.js';

/**
 * The outcome of a document write: written; `stale` when the document
 * changed or vanished since the board read it (the caller re-reads and
 * tries again); `invalid` with the unlabelled error text when the result
 * would not validate.
 *
 * @example
 * ```ts
 * const outcome: WriteOutcome = { kind: 'invalid', error: 'Task > Tasks > TaskItem > text (body line 5): …' };
 * ```
 */
export type WriteOutcome = { kind: 'written' } | { kind: 'stale' } | { kind: 'invalid'; error: string };

/**
 * Apply a line edit to a document.
 *
 * @param repo - the repository
 * @param document - the document as the board read it (its etag guards the write)
 * @param edit - the lines to replace
 * @returns the outcome
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const outcome = await writeLines(repo, document, markEdit(document, item, true));
 * if (outcome.kind === 'stale') continue; // read again
 * ```
 */
export async function writeLines(repo: BoardRepository, document: BoardDocument, edit: LineEdit): Promise<WriteOutcome> {
  try {
    const result = await repo.update('tsk', { ref: document.ref }, edit.content, {
      offset: edit.offset,
      limit: edit.limit,
      ifMatch: document.etag,
    });
    switch (result.kind) {
      case 'updated':
        return { kind: 'written' };
      case 'validation':
        return { kind: 'invalid', error: formatErrors(result.diagnostics) };
      default:
        // conflict (etag), a parse failure or anything else: the document is not what was read.
        return { kind: 'stale' };
    }
  } catch (error) {
    if (error instanceof NotFoundError) return { kind: 'stale' };
    throw error;
  }
}
