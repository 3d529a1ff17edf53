/**
 * `delete(type, target, opts)` (operations.md §4.7).
 *
 * @packageDocumentation
 */

import { NotFoundError } from '../../errors/index.js';
import { checkTarget, type CheckedTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import type { IfMatchOptions } from '../options.js';
import type { ConflictResult, DeleteResult } from '../results.js';
import { joinPath } from '../storage/paths.js';
import { FEAT_TOMBSTONE, underIntent, withFolderCreateLock } from '../store/intents.js';
import { englishChoice } from '../store/resolve.js';
import { withDocumentLock } from './locked.js';
import { etagConflict } from './mutate.js';

// A folder without its file (README.md) is no member, so resolution cannot find it;
// delete still removes it (a zombie of an interrupted create or delete, or
// someone's files under a feature name), since removing that folder is what
// deleting the feature means. The listing check keeps the path to a real
// entry of the feature directory.
async function deleteZombie(context: RepoContext, type: AnyDocumentType, file: string, target: CheckedTarget): Promise<DeleteResult | null> {
  const { storage } = context;
  const ref = target.kind === 'id' ? target.id : target.ref;
  const dir = collectionDir(context.layout, type);
  if (!(await storage.list(dir)).some((entry) => entry.kind === 'dir' && entry.name === ref)) return null;
  const folder = joinPath(dir, ref);
  if ((await storage.read(joinPath(folder, file))) !== null) return null;
  await underIntent(context, type, { op: 'delete', id: ref }, () => storage.removeTree(folder));
  context.cache.invalidate(type.tag, folder);
  return { kind: 'deleted', type: type.tag, ref, path: storage.absolute(folder) };
}

async function deleteFolder(
  context: RepoContext,
  type: AnyDocumentType,
  file: string,
  target: CheckedTarget,
  options: IfMatchOptions,
): Promise<DeleteResult | ConflictResult> {
  const { storage } = context;
  try {
    return await withDocumentLock(context, type, target, englishChoice(context, type), async (resolution) => {
      const conflict = etagConflict(options.ifMatch, resolution.read.etag);
      if (conflict !== null) return conflict;
      const folder = joinPath(collectionDir(context.layout, type), resolution.ref);
      await underIntent(context, type, { op: 'delete', id: resolution.ref }, async () => {
        await storage.rename(resolution.path, joinPath(folder, FEAT_TOMBSTONE));
        await storage.removeTree(folder);
      });
      context.cache.invalidate(type.tag, folder);
      return { kind: 'deleted', type: type.tag, ref: resolution.ref, path: storage.absolute(folder) } satisfies DeleteResult;
    });
  } catch (error) {
    // With ifMatch the caller names a version; a folder without README has none.
    if (!(error instanceof NotFoundError) || (options.ifMatch !== undefined && options.ifMatch !== null)) throw error;
    const removed = await deleteZombie(context, type, file, target);
    if (removed === null) throw error;
    return removed;
  }
}

/**
 * Delete a document: a flat file, or a whole member folder (feat). A broken
 * document can be deleted: resolution does not need a successful parse.
 *
 * A member of a folder-stored type is deleted under that type's create lock and an intent record
 * (store/intents.ts): its README is first renamed to a non-member name,
 * then the tree is removed, then the record. A delete cut short after the
 * rename is finished by the next operation on the feat collection; one cut
 * short before it leaves the feature as it was. An acknowledged delete never
 * leaves a folder behind. A folder without README (a zombie left before
 * intent records existed, or files under a feature name) is removed too,
 * unless `ifMatch` is given (then it is not found, as it has no etag).
 *
 * @param context - the repository
 * @param type - a whole-body type
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param options - ifMatch
 * @returns the deleted path (the member folder of a folder-stored type), or a conflict
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
  const checked = checkTarget(documentType, target);
  const { storage: kind } = documentType;
  if (kind.kind === 'folder') {
    return withFolderCreateLock(context, documentType, () => deleteFolder(context, documentType, kind.file, checked, options));
  }
  return withDocumentLock(context, documentType, checked, englishChoice(context, documentType), async (resolution) => {
    const conflict = etagConflict(options.ifMatch, resolution.read.etag);
    if (conflict !== null) return conflict;
    const { storage } = context;
    await storage.remove(resolution.path);
    context.cache.invalidate(documentType.tag, resolution.path);
    context.index.removePath(documentType.tag, resolution.path);
    return { kind: 'deleted', type: documentType.tag, ref: resolution.ref, path: storage.absolute(resolution.path) };
  });
}
