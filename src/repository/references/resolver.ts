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
import { bareFeatMessage, featMismatchMessage, notFoundByIdMessage } from '../messages.js';
import type { ReferenceRow } from '../results.js';
import type { ScanMemo } from '../store/id-index.js';
import { listMembers, memberPath, type Member } from '../store/members.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice, recoverByName } from '../store/resolve.js';
import { titleOf } from '../ops/shape.js';
import { memberFailure } from '../store/scan.js';

/**
 * A resolved reference: its row, the root-relative path of the target
 * (null when unresolved) and whether the target exists but is broken.
 *
 * @example
 * ```ts
 * const r: ResolvedReference = { row, targetPath: 'docs/req/req-x.md', broken: false };
 * ```
 */
export type ResolvedReference = { row: ReferenceRow; targetPath: string | null; broken: boolean };

const BARE_FEAT = /^feat-[0-9]+$/;

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
  private featFolders: Promise<Member[]> | undefined;

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
      result = this.compute(type, id).catch((error: unknown) => this.unresolved(type, id, memberFailure(`${type} ${id}`, error).message, true));
      this.results.set(key, result);
    }
    return result;
  }

  private found(type: AnyDocumentType, id: string, ref: string, read: FileRead): ResolvedReference {
    const body = read.outcome.ok ? read.outcome.document.body : {};
    const row = { type: type.tag, id, ref, title: titleOf(type, body), path: this.context.storage.absolute(read.path), error: null };
    return { row, targetPath: read.path, broken: false };
  }

  private unresolved(type: string, id: string, error: string, broken: boolean): ResolvedReference {
    return { row: { type, id, ref: null, title: null, path: null, error }, targetPath: null, broken };
  }

  private async compute(tag: string, id: string): Promise<ResolvedReference> {
    const { context } = this;
    const type = context.types.find(tag);
    if (tag === 'feat') return this.feat(type, id);
    if (type === undefined) return this.unresolved(tag, id, notFoundByIdMessage(tag, id), false);
    const choice = englishChoice(context, type);
    const found = await context.index.lookup(context, type, id, choice, this.memo);
    if ('read' in found) return this.found(type, id, found.read.path.slice(found.read.path.lastIndexOf('/') + 1, -3), found.read);
    const broken = recoverByName(found.items, id) !== null;
    return this.unresolved(tag, id, notFoundByIdMessage(tag, id), broken);
  }

  private async feat(type: AnyDocumentType | undefined, id: string): Promise<ResolvedReference> {
    const { context } = this;
    const dir = collectionDir(context.layout, 'feat');
    if (BARE_FEAT.test(id)) {
      const message = bareFeatMessage(id, dir);
      if (type === undefined) return this.unresolved('feat', id, message, false);
      this.featFolders ??= listMembers(context.storage, context.layout, 'feat');
      for (const member of await this.featFolders) {
        if (!member.ref.startsWith(`${id}-`)) continue;
        const read = await context.cache.read(context.storage, type, member.path, englishChoice(context, type));
        if (read === null) continue;
        return read.outcome.ok ? this.found(type, id, member.ref, read) : this.unresolved('feat', id, message, true);
      }
      return this.unresolved('feat', id, message, false);
    }
    const path = memberPath('feat', context.layout, id);
    const shown = context.storage.absolute(path);
    if (type === undefined) return this.unresolved('feat', id, notFoundByIdMessage('feat', id, shown), false);
    const read = await context.cache.read(context.storage, type, path, englishChoice(context, type));
    if (read === null) return this.unresolved('feat', id, notFoundByIdMessage('feat', id, shown), false);
    if (!read.outcome.ok) return this.unresolved('feat', id, notFoundByIdMessage('feat', id, shown), true);
    const frontmatterId = read.outcome.document.frontmatter.id;
    if (frontmatterId !== id) return this.unresolved('feat', id, featMismatchMessage(id, shown, frontmatterId), false);
    return this.found(type, id, id, read);
  }
}
