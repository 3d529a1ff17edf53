/**
 * `delete(type, target, opts)` (operations.md §4.7).
 *
 * @packageDocumentation
 */

import { checkTarget } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import type { IfMatchOptions } from '../options.js';
import type { ConflictResult, DeleteResult } from '../results.js';
import { joinPath } from '../storage/paths.js';
import { englishChoice } from '../store/resolve.js';
import { withDocumentLock } from './locked.js';
import { etagConflict } from './mutate.js';

// Not `*.md` and not `README.md`: a crash between the rename and the tree
// removal leaves a folder that no listing counts as a feature.
const FEAT_TOMBSTONE = '.README.deleting';

/**
 * Delete a document: a flat file, or a whole feature folder (its README is
 * first renamed to a non-member name, then the tree is removed). A broken
 * document can be deleted: resolution does not need a successful parse.
 *
 * @param context - the repository
 * @param type - one of the 12 whole-body types
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param options - ifMatch
 * @returns the deleted path (the folder for feat), or a conflict
 * @throws UsageError before any storage access; NotFoundError; StorageError
 * @example
 * ```ts
 * await deleteDocument(context, 'tsk', { ref: 'tsk-…-export' });
 * ```
 */
export async function deleteDocument(
  context: RepoContext,
  type: string,
  target: unknown,
  options: IfMatchOptions = {},
): Promise<DeleteResult | ConflictResult> {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  const checked = checkTarget(documentType.tag, target);
  return withDocumentLock(context, documentType, checked, englishChoice(context, documentType), async (resolution) => {
    const conflict = etagConflict(options.ifMatch, resolution.read.etag);
    if (conflict !== null) return conflict;
    const { storage } = context;
    if (documentType.tag === 'feat') {
      const folder = joinPath(collectionDir(context.layout, 'feat'), resolution.ref);
      await storage.rename(resolution.path, joinPath(folder, FEAT_TOMBSTONE));
      await storage.removeTree(folder);
      context.cache.invalidate('feat', folder);
      return { kind: 'deleted', type: 'feat', ref: resolution.ref, path: storage.absolute(folder) };
    }
    await storage.remove(resolution.path);
    context.cache.invalidate(documentType.tag, resolution.path);
    context.index.removePath(documentType.tag, resolution.path);
    return { kind: 'deleted', type: documentType.tag, ref: resolution.ref, path: storage.absolute(resolution.path) };
  });
}
