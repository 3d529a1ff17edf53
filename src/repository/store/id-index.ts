/**
 * The id → path index of flat collections (operations.md §7.2): confirmed
 * on every hit; a miss first tries the member whose file name carries the id
 * (one listing, one read), and only then scans the collection.
 *
 * @packageDocumentation
 */

import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { listMembers, type Member } from './members.js';
import type { FileRead } from './read-cache.js';
import { scanCollection, type OutcomeItem, type ScanItem } from './scan.js';

/**
 * Scans already made during one call, by type, so one call reads each
 * collection at most once (operations.md §6.3).
 *
 * @example
 * ```ts
 * const scans: ScanMemo = new Map();
 * ```
 */
export type ScanMemo = Map<string, ScanItem[]>;

/**
 * The outcome of an index lookup: the confirmed read, or a miss together
 * with the scan the refresh made (for name recovery).
 *
 * @example
 * ```ts
 * const found = await index.lookup(context, tsk, id, english);
 * if ('read' in found) console.log(found.read.path);
 * ```
 */
export type IndexLookup = { read: FileRead } | { miss: true; items: ScanItem[] };

function carriesId(read: FileRead | null, id: string): read is FileRead {
  return read !== null && read.outcome.ok && read.outcome.document.frontmatter.id === id;
}

/**
 * Whether a member's name carries an id, by the rule of name recovery
 * (operations.md §3.2.1): its ref contains `-<id>-`, starts with `<id>-` or
 * equals `<id>`. A name only nominates a candidate; its frontmatter decides.
 *
 * @param member - a collection member
 * @param id - the id looked for
 * @returns whether the name carries the id
 * @example
 * ```ts
 * namesId({ ref: 'tsk-4f2a…-export', path: 'docs/tsk/tsk-4f2a…-export.md' }, '4f2a…'); // true
 * ```
 */
export function namesId(member: Member, id: string): boolean {
  const { ref } = member;
  return ref.includes(`-${id}-`) || ref.startsWith(`${id}-`) || ref === id;
}

/**
 * One map `id → path` per flat type. With duplicate ids the first member in
 * collection order wins, exactly as a full scan would decide, with one
 * exception the cold path accepts to avoid the scan: a cold lookup takes the
 * first member whose file name carries the id and confirms it, so a
 * duplicate hidden in an earlier file whose name does not carry the id is
 * not preferred until a scan (a miss, `list` or `warm`) rebuilds the map.
 *
 * @example
 * ```ts
 * const index = new IdIndex();
 * const found = await index.lookup(context, tsk, '4f2a0000-0000-4000-8000-00000000000a', english);
 * ```
 */
export class IdIndex {
  private readonly maps = new Map<string, Map<string, string>>();
  // Concurrent lookups of a cold type share one scan.
  private readonly scans = new Map<string, Promise<ScanItem[]>>();

  private async refresh(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, memo?: ScanMemo): Promise<ScanItem[]> {
    const memoised = memo?.get(type.tag);
    if (memoised !== undefined) return memoised;
    let scan = this.scans.get(type.tag);
    if (scan === undefined) {
      // The scan hands its items to absorb(), which replaces this type's map.
      scan = scanCollection(context, type, choice);
      this.scans.set(type.tag, scan);
      const clear = (): void => {
        if (this.scans.get(type.tag) === scan) this.scans.delete(type.tag);
      };
      scan.then(clear, clear);
    }
    const items = await scan;
    memo?.set(type.tag, items);
    return items;
  }

  // The cold path (issue 13): the file name carries the id, so one listing
  // and the read of the members it names usually find the document without
  // reading the collection. Every candidate is confirmed by its frontmatter,
  // so a misnamed file is never returned for the id in its name; among
  // several candidates the first in collection order wins, as in a scan.
  // Any failure (an unlistable folder, an unreadable candidate) returns null
  // and leaves the decision, and the error report, to the scan.
  private async byName(context: RepoContext, type: AnyDocumentType, id: string, choice: LanguageChoice): Promise<FileRead | null> {
    try {
      const members = await listMembers(context.storage, context.layout, type, choice.language);
      for (const member of members) {
        if (!namesId(member, id)) continue;
        const read = await context.cache.read(context.storage, type, member.path, choice);
        if (carriesId(read, id)) return read;
      }
    } catch {
      // The scan reads the same files again and reports the failure per member.
    }
    return null;
  }

  /**
   * Replace a type's map with the ids of a whole scan of its canonical
   * documents (a list, a link check, a rebuild), so a get after any scan
   * finds its file without listing the folder again. The first member in
   * collection order keeps a duplicate id, as in a scan.
   *
   * @param type - the type code
   * @param items - every member of the scan, in collection order
   * @returns nothing
   * @example
   * ```ts
   * context.index.absorb('tsk', await scanOutcomes(context, tsk, english));
   * ```
   */
  absorb(type: string, items: readonly OutcomeItem[]): void {
    const map = new Map<string, string>();
    for (const item of items) {
      if (!('read' in item) || !item.read.outcome.ok) continue;
      const id = item.read.outcome.document.frontmatter.id;
      if (typeof id === 'string' && !map.has(id)) map.set(id, item.member.path);
    }
    this.maps.set(type, map);
  }

  private remember(type: string, id: string, path: string): void {
    let map = this.maps.get(type);
    if (map === undefined) {
      // A partial map: ids found by name. A miss still scans, and the scan replaces it.
      map = new Map();
      this.maps.set(type, map);
    }
    map.set(id, path);
  }

  /**
   * Find the member carrying an id: read the indexed file and confirm it
   * still carries the id; otherwise read the members whose file names carry
   * the id (one listing) and take the first that carries it in its
   * frontmatter; otherwise rescan the collection, which re-reads and
   * re-hashes every member but re-parses only changed ones, and look again.
   * Within a call that already scanned (or will look up many ids, `memo`),
   * the name step is skipped: the call's one scan answers every lookup.
   *
   * @param context - the repository
   * @param type - a flat document type
   * @param id - a checked id
   * @param choice - the English language choice of the type
   * @param memo - scans of the current call, reused instead of rescanning
   * @returns the confirmed read, or a miss with the scanned members
   * @throws StorageError from the storage
   * @example
   * ```ts
   * const found = await index.lookup(context, tsk, id, english);
   * ```
   */
  async lookup(context: RepoContext, type: AnyDocumentType, id: string, choice: LanguageChoice, memo?: ScanMemo): Promise<IndexLookup> {
    const map = this.maps.get(type.tag);
    const indexed = map?.get(id);
    if (indexed !== undefined) {
      const read = await context.cache.read(context.storage, type, indexed, choice);
      if (carriesId(read, id)) return { read };
    }
    if (memo === undefined) {
      const named = await this.byName(context, type, id, choice);
      if (named !== null) {
        this.remember(type.tag, id, named.path);
        return { read: named };
      }
    }
    const items = await this.refresh(context, type, choice, memo);
    const path = this.maps.get(type.tag)?.get(id);
    const hit = items.find((item) => item.member.path === path);
    if (hit !== undefined && 'read' in hit && carriesId(hit.read, id)) return { read: hit.read };
    return { miss: true, items };
  }

  /**
   * Rescan a collection and rebuild its index (warmup).
   *
   * @param context - the repository
   * @param type - a flat document type
   * @param choice - the English language choice of the type
   * @returns the scanned members
   * @throws StorageError from the storage
   * @example
   * ```ts
   * await index.rebuild(context, tsk, english);
   * ```
   */
  rebuild(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Promise<ScanItem[]> {
    return this.refresh(context, type, choice);
  }

  /**
   * Record a document's id after it was created or repaired; an existing
   * entry for the id is kept (it belongs to an earlier member or is confirmed later).
   *
   * @param type - the type code
   * @param id - the document id
   * @param path - its root-relative path
   * @returns nothing
   * @example
   * ```ts
   * index.insert('tsk', id, 'docs/tsk/tsk-….md');
   * ```
   */
  insert(type: string, id: string, path: string): void {
    const map = this.maps.get(type);
    if (map !== undefined && !map.has(id)) map.set(id, path);
  }

  /**
   * Forget every id that points at a path (after `delete`).
   *
   * @param type - the type code
   * @param path - the deleted root-relative path
   * @returns nothing
   * @example
   * ```ts
   * index.removePath('tsk', 'docs/tsk/tsk-….md');
   * ```
   */
  removePath(type: string, path: string): void {
    const map = this.maps.get(type);
    if (map === undefined) return;
    for (const [id, indexed] of map) if (indexed === path) map.delete(id);
  }
}
