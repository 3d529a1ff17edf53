/**
 * Resolving a target to one file (operations.md §3.2 step 1, §3.2.1, §7.2;
 * languages.md §1): by id through the index with name recovery, by ref
 * through the member path, a folder-stored type (feat) through its folder,
 * then the language variant.
 *
 * @packageDocumentation
 */

import { usageError } from '../../errors/index.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import type { CheckedTarget } from '../checks/targets.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import {
  folderMismatchMessage,
  notFound,
  notFoundByIdMessage,
  notFoundByRefMessage,
  variantNotFoundMessage,
} from '../messages.js';
import { isInside, joinPath, parentDir } from '../storage/paths.js';
import type { ScanMemo } from './id-index.js';
import { recoverFolderIntents } from './intents.js';
import { memberPath } from './members.js';
import type { FileRead } from './read-cache.js';
import type { ScanItem } from './scan.js';

/**
 * A resolved target: the file to read or change and its current read.
 *
 * @example
 * ```ts
 * const found = await resolveDocument(context, tsk, { kind: 'id', id }, english);
 * found.read.outcome.ok; // false for a broken document found by name
 * ```
 */
export type Resolution = {
  type: AnyDocumentType;
  target: CheckedTarget;
  /** The canonical document's ref (file name without `.md`, or the member folder). */
  ref: string;
  /** Root-relative path of the file read: the canonical one, or the variant. */
  path: string;
  /** The read of that file. */
  read: FileRead;
  /** The document lock key: the file, or the member folder of a folder-stored type. */
  lockKey: string;
  /** The language of the file read. */
  choice: LanguageChoice;
};

/**
 * The English language choice of a type (its canonical documents).
 *
 * @param context - the repository
 * @param type - the document type
 * @returns the choice
 * @example
 * ```ts
 * englishChoice(context, tsk).language; // 'en'
 * ```
 */
export function englishChoice(context: RepoContext, type: AnyDocumentType): LanguageChoice {
  return checkLanguage(type, 'en', context.languages);
}

/**
 * Refuse a path outside its collection folder (defence in depth: paths are
 * built from checked ids and refs, so this never fires for them).
 *
 * @param context - the repository
 * @param type - the document type
 * @param path - a root-relative path
 * @returns nothing when the path is inside
 * @throws UsageError `path-outside-root`
 * @example
 * ```ts
 * confineToCollection(context, tsk, 'docs/tsk/a.md');
 * ```
 */
export function confineToCollection(context: RepoContext, type: AnyDocumentType, path: string): void {
  if (isInside(path, collectionDir(context.layout, type))) return;
  const base = context.storage.absolute('');
  throw usageError('path-outside-root', 'path-outside-root', { path, base });
}

/**
 * Refuse a resolution whose member is not exactly one entry of its
 * collection folder: the member folder `<dir>/<ref>` of a folder-stored type
 * (never `<dir>` itself, which a ref `.` once named, so that delete removed
 * every feature) or the flat file `<dir>/<ref>.md`. Defence in depth behind
 * the ref check.
 *
 * @param context - the repository
 * @param type - the document type
 * @param ref - the resolved ref
 * @param path - the resolved canonical file
 * @returns nothing when the member is one entry of the folder
 * @throws UsageError `invalid-ref`
 * @example
 * ```ts
 * confineMember(context, feat, 'feat-1-a', '.specmgr/feat/feat-1-a/README.md');
 * ```
 */
export function confineMember(context: RepoContext, type: AnyDocumentType, ref: string, path: string): void {
  const dir = collectionDir(context.layout, type);
  const { storage } = type;
  const folder = storage.kind === 'folder';
  const expected = folder ? `${joinPath(dir, ref)}/${storage.file}` : joinPath(dir, `${ref}.md`);
  const oneEntry = ref !== '' && ref !== '.' && ref !== '..' && !ref.includes('/') && !ref.includes('\\');
  if (oneEntry && path === expected && parentDir(folder ? parentDir(path) : path) === dir) return;
  throw usageError('invalid-ref', 'invalid-ref', { problem: 'not-member', ref, folder: dir });
}

const refOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');

/**
 * Name recovery (operations.md §3.2.1): the first member whose ref contains
 * `-<id>-`, starts with `<id>-` or equals `<id>`, if it is broken.
 *
 * @param items - the scanned members, in collection order
 * @param id - the id looked for
 * @returns the broken member's read, or null
 * @example
 * ```ts
 * recoverByName(items, id)?.path;
 * ```
 */
export function recoverByName(items: readonly ScanItem[], id: string): FileRead | null {
  const candidate = items.find(({ member: { ref } }) => ref.includes(`-${id}-`) || ref.startsWith(`${id}-`) || ref === id);
  if (candidate === undefined || !('read' in candidate)) return null;
  return candidate.read.outcome.ok ? null : candidate.read;
}

async function resolveFolder(context: RepoContext, type: AnyDocumentType, target: CheckedTarget, choice: LanguageChoice): Promise<FileRead> {
  const ref = target.kind === 'id' ? target.id : target.ref;
  const path = memberPath(type, context.layout, ref);
  let read = await context.cache.read(context.storage, type, path, choice);
  // A miss may be an interrupted renameFeat, create or delete: finish it first (store/intents.ts).
  const carries = (r: FileRead | null): boolean => r !== null && !(target.kind === 'id' && r.outcome.ok && r.outcome.document.frontmatter.id !== ref);
  if (!carries(read) && (await recoverFolderIntents(context, type))) read = await context.cache.read(context.storage, type, path, choice);
  const shown = context.storage.absolute(path);
  if (read === null) {
    throw notFound(type, target, target.kind === 'id' ? notFoundByIdMessage(type, ref, shown) : notFoundByRefMessage(type, ref));
  }
  const frontmatterId = read.outcome.ok ? read.outcome.document.frontmatter.id : undefined;
  if (target.kind === 'id' && read.outcome.ok && frontmatterId !== ref) {
    throw notFound(type, target, folderMismatchMessage(type, ref, shown, frontmatterId));
  }
  return read;
}

async function resolveFlat(
  context: RepoContext,
  type: AnyDocumentType,
  target: CheckedTarget,
  choice: LanguageChoice,
  memo?: ScanMemo,
): Promise<FileRead> {
  if (target.kind === 'ref') {
    // The index file (adr's table of contents) is no member, so no ref names it.
    const read =
      type.storage.kind === 'file' && type.storage.indexFile === `${target.ref}.md`
        ? null
        : await context.cache.read(context.storage, type, memberPath(type, context.layout, target.ref), choice);
    if (read === null) throw notFound(type, target, notFoundByRefMessage(type, target.ref));
    return read;
  }
  const found = await context.index.lookup(context, type, target.id, choice, memo);
  if ('read' in found) return found.read;
  const broken = recoverByName(found.items, target.id);
  if (broken === null) throw notFound(type, target, notFoundByIdMessage(type, target.id));
  return broken;
}

/**
 * Resolve a checked target to its canonical file (and, for a language other
 * than English, to the variant file of the same basename).
 *
 * @param context - the repository
 * @param type - the document type
 * @param target - a checked target
 * @param choice - the language to read (English: the canonical document)
 * @param memo - scans of the current call
 * @returns the resolution
 * @throws NotFoundError when no document (or no variant) resolves
 * @throws StorageError from the storage
 * @example
 * ```ts
 * const found = await resolveDocument(context, tsk, { kind: 'ref', ref: 'tsk-a' }, english);
 * ```
 */
export async function resolveDocument(
  context: RepoContext,
  type: AnyDocumentType,
  target: CheckedTarget,
  choice: LanguageChoice,
  memo?: ScanMemo,
): Promise<Resolution> {
  const english = choice.language === 'en' ? choice : englishChoice(context, type);
  const folder = type.storage.kind === 'folder';
  const canonical = folder ? await resolveFolder(context, type, target, english) : await resolveFlat(context, type, target, english, memo);
  const ref = folder ? (target.kind === 'id' ? target.id : target.ref) : refOf(canonical.path);
  const folderKey = joinPath(collectionDir(context.layout, type), ref);
  confineToCollection(context, type, canonical.path);
  confineMember(context, type, ref, canonical.path);
  if (choice.language === 'en') {
    return { type, target, ref, path: canonical.path, read: canonical, lockKey: folder ? folderKey : canonical.path, choice };
  }
  const path = memberPath(type, context.layout, ref, choice.language);
  const read = await context.cache.read(context.storage, type, path, choice);
  if (read === null) {
    throw notFound(type, target, variantNotFoundMessage(type, choice.language, target, context.storage.absolute(path)));
  }
  return { type, target, ref, path, read, lockKey: folder ? folderKey : path, choice };
}
