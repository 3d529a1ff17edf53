/**
 * Step M3 of the mutation pipeline (operations.md §4.1): resolve, take the
 * document lock, and re-verify under the lock that the file still is the
 * addressed document.
 *
 * @packageDocumentation
 */

import type { LanguageChoice } from '../checks/language.js';
import type { CheckedTarget } from '../checks/targets.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { notFound, notFoundByIdMessage, notFoundByRefMessage } from '../messages.js';
import { memberPath } from '../store/members.js';
import type { FileRead } from '../store/read-cache.js';
import { resolveDocument, type Resolution } from '../store/resolve.js';

const RETRY = Symbol('retry');
// One re-resolution after a failed re-verification, as operations.md §4.1 M3 asks, plus
// one more in case the document moves again while we wait for the lock.
const ATTEMPTS = 3;

function stillAddressed(resolution: Resolution, read: FileRead | null): read is FileRead {
  if (read === null) return false;
  const { target } = resolution;
  if (target.kind === 'ref' || resolution.choice.language !== 'en') return true;
  if (read.outcome.ok) return read.outcome.document.frontmatter.id === target.id;
  // A broken file found by name (or the broken file of a member folder) stays the target while it stays broken.
  return resolution.type.storage.kind === 'folder' || !resolution.read.outcome.ok;
}

/**
 * Run work on a document under its lock, with a read made under the lock.
 *
 * @param context - the repository
 * @param type - the document type
 * @param target - the checked target
 * @param choice - the language of the file to change
 * @param work - what to do; receives the resolution with the fresh read
 * @returns the work's result
 * @throws NotFoundError when the document does not resolve (also after re-resolving)
 * @example
 * ```ts
 * await withDocumentLock(context, tsk, target, english, async (found) => write(found));
 * ```
 */
export async function withDocumentLock<T>(
  context: RepoContext,
  type: AnyDocumentType,
  target: CheckedTarget,
  choice: LanguageChoice,
  work: (resolution: Resolution) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const resolution = await resolveDocument(context, type, target, choice);
    const outcome = await context.locks.run(context.storage, resolution.lockKey, async () => {
      const read = await context.cache.read(context.storage, type, resolution.path, resolution.choice);
      if (!stillAddressed(resolution, read)) return RETRY;
      return { value: await work({ ...resolution, read }) };
    });
    if (outcome !== RETRY) return outcome.value;
  }
  const folderPath = context.storage.absolute(memberPath(type, context.layout, target.kind === 'id' ? target.id : target.ref));
  const message =
    target.kind === 'id' ? notFoundByIdMessage(type, target.id, folderPath) : notFoundByRefMessage(type, target.ref);
  throw notFound(type, target, message);
}
