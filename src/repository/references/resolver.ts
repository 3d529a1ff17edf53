/**
 * Resolving extracted references to documents (operations.md §6.2). One
 * resolver serves one call, so each target collection is read at most once
 * and each (type, id) resolved once. Resolution never throws for content.
 *
 * @packageDocumentation
 */

import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import { bareIdMessage, folderMismatchMessage, notFoundByIdMessage } from '../messages.js';
import type { ReferenceRow } from '../results.js';
import type { ScanMemo } from '../store/id-index.js';
import { listMembers, memberPath, type Member } from '../store/members.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice, recoverByName } from '../store/resolve.js';
import { titleOf } from '../ops/shape.js';
import { memberFailure } from '../store/scan.js';
import { wordedErrorMessage, wordedText, type RepoText } from '../worded.js';

/**
 * A resolved reference: its row (its `error` worded in the repository's
 * profile), the root-relative path of the target (null when unresolved),
 * whether the target exists but is broken, and for an unresolved one the
 * reason and params of its error (absent for a storage failure).
 *
 * @example
 * ```ts
 * const r: ResolvedReference = { row, targetPath: 'docs/req/req-x.md', broken: false };
 * ```
 */
export type ResolvedReference = { row: ReferenceRow; targetPath: string | null; broken: boolean; problem?: RepoText };

/**
 * Resolves references for one call.
 *
 * @example
 * ```ts
 * const resolver = new ReferenceResolver(context);
 * const { row } = await resolver.resolve('req', '4f2a0000-0000-4000-8000-00000000000a');
 * ```
 */
export class ReferenceResolver {
  private readonly memo: ScanMemo = new Map();
  private readonly results = new Map<string, Promise<ResolvedReference>>();
  private readonly folders = new Map<string, Promise<Member[]>>();

  /**
   * @param context - the repository
   */
  constructor(private readonly context: RepoContext) {}

  /**
   * Resolve one reference (cached per call).
   *
   * @param type - the target type code
   * @param id - the extracted id token
   * @returns the row and target
   * @throws StorageError for storage failures (never for content)
   * @example
   * ```ts
   * await resolver.resolve('feat', 'feat-12');
   * ```
   */
  resolve(type: string, id: string): Promise<ResolvedReference> {
    const key = `${type}\u0000${id}`;
    let result = this.results.get(key);
    if (result === undefined) {
      // Resolution never throws (operations.md §6.2): a target that cannot be read is unresolved, with the reason.
      result = this.compute(type, id).catch((error: unknown) => this.unresolved(type, id, memberFailure(`${type} ${id}`, error), true));
      this.results.set(key, result);
    }
    return result;
  }

  private found(type: AnyDocumentType, id: string, ref: string, read: FileRead): ResolvedReference {
    const body = read.outcome.ok ? read.outcome.document.body : {};
    const row = { type: type.tag, id, ref, title: titleOf(type, body), path: this.context.storage.absolute(read.path), error: null };
    return { row, targetPath: read.path, broken: false };
  }

  private unresolved(type: string, id: string, why: RepoText | ReturnType<typeof memberFailure>, broken: boolean): ResolvedReference {
    const problem = 'reason' in why && !(why instanceof Error) ? why : undefined;
    const error = problem === undefined ? wordedErrorMessage(this.context, why as ReturnType<typeof memberFailure>) : wordedText(this.context, problem);
    const row: ReferenceRow = { type, id, ref: null, title: null, path: null, error };
    return problem === undefined ? { row, targetPath: null, broken } : { row, targetPath: null, broken, problem };
  }

  private async compute(tag: string, id: string): Promise<ResolvedReference> {
    const { context } = this;
    const type = context.types.find(tag);
    if (type === undefined) return this.unresolved(tag, id, notFoundByIdMessage(tag, id), false);
    if (type.storage.kind === 'folder') return this.folder(type, id);
    const choice = englishChoice(context, type);
    const found = await context.index.lookup(context, type, id, choice, this.memo);
    if ('read' in found) return this.found(type, id, found.read.path.slice(found.read.path.lastIndexOf('/') + 1, -3), found.read);
    const broken = recoverByName(found.items, id) !== null;
    return this.unresolved(tag, id, notFoundByIdMessage(type, id), broken);
  }

  // A folder-stored type (feat): a whole id names its folder; a shorter
  // token (a bare number, `feat-12`) the first folder starting with `<token>-`.
  private async folder(type: AnyDocumentType, id: string): Promise<ResolvedReference> {
    const { context } = this;
    const { tag } = type;
    if (!type.idPattern.test(id)) {
      const message = bareIdMessage(type, id, collectionDir(context.layout, type));
      let members = this.folders.get(tag);
      if (members === undefined) {
        members = listMembers(context.storage, context.layout, type);
        this.folders.set(tag, members);
      }
      for (const member of await members) {
        if (!member.ref.startsWith(`${id}-`)) continue;
        const read = await context.cache.read(context.storage, type, member.path, englishChoice(context, type));
        if (read === null) continue;
        return read.outcome.ok ? this.found(type, id, member.ref, read) : this.unresolved(tag, id, message, true);
      }
      return this.unresolved(tag, id, message, false);
    }
    const path = memberPath(type, context.layout, id);
    const shown = context.storage.absolute(path);
    const read = await context.cache.read(context.storage, type, path, englishChoice(context, type));
    if (read === null) return this.unresolved(tag, id, notFoundByIdMessage(type, id, shown), false);
    if (!read.outcome.ok) return this.unresolved(tag, id, notFoundByIdMessage(type, id, shown), true);
    const frontmatterId = read.outcome.document.frontmatter.id;
    if (frontmatterId !== id) return this.unresolved(tag, id, folderMismatchMessage(type, id, shown, frontmatterId), false);
    return this.found(type, id, id, read);
  }
}
