/**
 * Parse outcomes kept between processes (issue 13 item 2): one cache file
 * per collection scope in a host's {@link DocumentCache}, loaded into the
 * repository's read cache before a scan and written after it.
 *
 * @packageDocumentation
 */

import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { decodeCacheFile, encodeCacheFile, type PersistedEntry } from './cache-file.js';
import type { DocumentCache } from './document-cache.js';
import { cacheKey, scopeHash } from './fingerprint.js';

type Scope = { type: AnyDocumentType; headings: LanguageChoice['headings']; hash: string; key: string };

/**
 * The persisted side of a repository's cache. What it loads is only ever a
 * claim: an outcome is reused when the file's bytes hash to the entry's
 * etag, or, without reading, when the file still shows the identity
 * recorded with those bytes and that identity passes the racy-timestamp
 * rule (`persist/identity.ts`). A cache file that fails validation is
 * ignored and replaced after the scan. Reading and writing the store never
 * fail an operation: a store that throws is a store without entries.
 *
 * Trust: the checksum and the strict shape check catch corruption,
 * truncation, foreign files and hand edits, not forgery. Whoever can write
 * a well-formed cache file with a matching identity can make a listing
 * show rows its files do not hold, so the cache belongs where only those
 * who can edit the documents can write (`node_modules/.cache` of the
 * checkout). Operations that write a document or return its text always
 * read the file itself.
 *
 * @example
 * ```ts
 * const persisted = new PersistedCollections(directoryCache('node_modules/.cache/specmgr'));
 * await persisted.load(context, tsk, english, livePaths);
 * ```
 */
export class PersistedCollections {
  private readonly scopes = new Map<string, Scope>();
  private readonly loads = new Map<string, Promise<void>>();
  // What the store holds per scope key as far as this process knows, so an unchanged scan writes nothing.
  private readonly written = new Map<string, string>();

  /**
   * @param store - where cache files are kept
   */
  constructor(private readonly store: DocumentCache) {}

  private scope(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Scope {
    const id = `${type.tag}\0${choice.language}`;
    const known = this.scopes.get(id);
    if (known !== undefined && known.type === type && known.headings === choice.headings) return known;
    const scope = { root: String(context.storage.absolute('')), type, choice, mode: context.mode, limits: context.limits };
    const hash = scopeHash(scope);
    const made: Scope = { type, headings: choice.headings, hash, key: cacheKey(scope, hash) };
    this.scopes.set(id, made);
    return made;
  }

  /**
   * Load a collection's cache file into the read cache, once per scope and
   * process: entries of live members the read cache does not hold yet are
   * added (the read cache's own entries are newer).
   *
   * @param context - the repository
   * @param type - the document type
   * @param choice - the language of the scan
   * @param livePaths - the members' paths
   * @returns when the entries are in the read cache (or the file was ignored)
   * @example
   * ```ts
   * await persisted.load(context, tsk, english, new Set(paths));
   * ```
   */
  load(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, livePaths: ReadonlySet<string>): Promise<void> {
    const scope = this.scope(context, type, choice);
    let loading = this.loads.get(scope.key);
    if (loading === undefined) {
      loading = this.readScope(context, scope, choice, livePaths);
      this.loads.set(scope.key, loading);
    }
    return loading;
  }

  private async readScope(context: RepoContext, scope: Scope, choice: LanguageChoice, livePaths: ReadonlySet<string>): Promise<void> {
    let bytes: Uint8Array | null;
    try {
      bytes = await this.store.read(scope.key);
    } catch {
      return;
    }
    const entries = bytes === null ? null : decodeCacheFile(bytes, scope.hash);
    if (entries === null) return;
    this.written.set(scope.key, signature(entries));
    for (const entry of entries) {
      if (!livePaths.has(entry.path) || context.cache.entry(scope.type.tag, entry.path) !== undefined) continue;
      context.cache.store(scope.type.tag, entry.path, {
        etag: entry.etag,
        language: choice.language,
        outcome: entry.outcome,
        ...(entry.identity === null || entry.recordedAt === null ? {} : { identity: entry.identity, recordedAt: entry.recordedAt }),
      });
    }
  }

  /**
   * Write a collection's entries after a scan, when they differ from what
   * the store holds. A failure to write is swallowed: the next process
   * simply finds the older file, or none.
   *
   * @param context - the repository
   * @param type - the document type
   * @param choice - the language of the scan
   * @param paths - the members' paths, in collection order
   * @returns when the file is written (or left as it is)
   * @example
   * ```ts
   * await persisted.save(context, tsk, english, members.map((m) => m.path));
   * ```
   */
  async save(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, paths: readonly string[]): Promise<void> {
    const scope = this.scope(context, type, choice);
    const entries: PersistedEntry[] = [];
    for (const path of paths) {
      const entry = context.cache.entry(type.tag, path);
      if (entry === undefined || entry.language !== choice.language) continue;
      const identified = entry.identity !== undefined && entry.recordedAt !== undefined;
      entries.push({
        path,
        etag: entry.etag,
        outcome: entry.outcome,
        identity: identified ? (entry.identity ?? null) : null,
        recordedAt: identified ? (entry.recordedAt ?? null) : null,
      });
    }
    const now = signature(entries);
    if (this.written.get(scope.key) === now) return;
    try {
      await this.store.write(scope.key, encodeCacheFile(scope.hash, entries));
      this.written.set(scope.key, now);
    } catch {
      // The cache only saves work; the operation has its result already.
    }
  }
}

function signature(entries: readonly PersistedEntry[]): string {
  return entries.map((e) => `${e.path}\0${e.etag}\0${e.recordedAt ?? ''}\0${e.identity === null ? '' : `${e.identity.size}:${e.identity.mtimeMs}:${e.identity.ctimeMs}:${e.identity.ino}`}`).join('\n');
}
