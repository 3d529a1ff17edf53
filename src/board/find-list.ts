/**
 * Finding the task list `create` and `adopt` name (board.md §3): by its
 * full tsk id, among the documents that parse, then among those that do
 * not (through the repository's lookup, which finds broken documents by
 * name).
 *
 * @packageDocumentation
 */

import { NotFoundError } from '../errors/index.js';
import type { BoardDocument } from './documents.js';
import { isFullId } from './ids.js';
import { messages } from './messages.js';
import type { BoardRepository } from './repository-port.js';
import type { Failure } from './results.js';

/**
 * Find a task list.
 *
 * @param repo - the repository
 * @param documents - the documents that parse, in collection order
 * @param given - the `list` argument as passed
 * @returns the first document with that id (a document without an id
 *   answers to its ref); `not_found` for an unknown list; `invalid` with
 *   the parse error for a list that does not parse; `stale` when the
 *   document appeared since the documents were read
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const found = await findList(repo, snapshot.documents, args.list);
 * if (found.kind === 'failure') return found.failure;
 * ```
 */
export async function findList(
  repo: BoardRepository,
  documents: readonly BoardDocument[],
  given: unknown,
): Promise<{ kind: 'found'; document: BoardDocument } | { kind: 'failure'; failure: Failure } | { kind: 'stale' }> {
  const list = typeof given === 'string' ? given.trim() : '';
  const document = documents.find((d) => d.list === list && list !== '');
  if (document !== undefined) return { kind: 'found', document };
  const unknown = { kind: 'failure' as const, failure: { status: 'not_found' as const, message: messages.unknownList(given) } };
  // Only a well-formed id can name a broken document: the lookup throws on anything else.
  if (!isFullId(list)) return unknown;
  try {
    const result = await repo.get('tsk', { id: list });
    if (result.kind === 'parse-failure') {
      return { kind: 'failure', failure: { status: 'invalid', message: messages.listBroken(list, result.error) } };
    }
    return { kind: 'stale' };
  } catch (error) {
    if (error instanceof NotFoundError) return unknown;
    throw error;
  }
}
