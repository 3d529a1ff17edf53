/**
 * The content-hash read cache (operations.md §7.1): parse outcomes per path,
 * keyed by the etag of the bytes they were parsed from.
 *
 * @packageDocumentation
 */

import type { Mode } from '../../format/index.js';
import { defaultLimits, type DocumentLimits } from '../../format/index.js';
import { parseDocument, type ParseResult } from '../../format/index.js';
import type { LanguageChoice } from '../checks/language.js';
import { isTrusted, sameIdentity } from '../persist/identity.js';
import type { FileIdentity } from '../storage/storage.js';
import { fileRead, type CacheEntry, type FileRead, type KnownOutcome } from './file-read.js';
import type { AnyDocumentType } from '../checks/types.js';
import { computeEtag } from '../text/etag.js';
import { decodeText } from '../text/file-text.js';

export type { CacheEntry, FileRead, KnownOutcome } from './file-read.js';
export { fileRead } from './file-read.js';

/**
 * Parse outcomes by type and path. `read` and `accept` recompute the hash
 * of the bytes, so their results are never stale; only a listing
 * (`store/scan.ts`) may serve an entry without reading the file, through
 * {@link ReadCache.trusted} and the racy-timestamp rule. There is no TTL
 * or size limit. Only parse outcomes are cached, never storage
 * errors. All methods are synchronous around the map, so the map is never
 * locked across I/O.
 *
 * @example
 * ```ts
 * const cache = new ReadCache('strict');
 * const read = await cache.read(storage, tsk, 'docs/tsk/a.md', { language: 'en', headings: tsk.headings });
 * ```
 */
export class ReadCache {
  private readonly byType = new Map<string, Map<string, CacheEntry>>();

  /**
   * @param mode - how every document of this repository parses
   * @param limits - the size and nesting limits of every parse (default `defaultLimits`)
   * @param resolutionMs - the timestamp resolution of the racy-timestamp rule (`persist/identity.ts`)
   */
  constructor(
    private readonly mode: Mode,
    private readonly limits: DocumentLimits = defaultLimits,
    private readonly resolutionMs?: number,
  ) {}

  private entries(type: string): Map<string, CacheEntry> {
    let map = this.byType.get(type);
    if (map === undefined) {
      map = new Map();
      this.byType.set(type, map);
    }
    return map;
  }

  /**
   * Read a file once, hash its bytes and return the cached parse outcome on
   * an etag match, or parse and store it.
   *
   * @param storage - where to read
   * @param type - the document type to parse as
   * @param path - root-relative path
   * @param choice - language and heading table
   * @returns the read, or null when the file does not exist
   * @throws StorageError from the storage
   * @example
   * ```ts
   * const read = await cache.read(storage, tsk, path, english);
   * ```
   */
  async read(
    storage: { read(path: string): Promise<Uint8Array | null> },
    type: AnyDocumentType,
    path: string,
    choice: LanguageChoice,
  ): Promise<FileRead | null> {
    const bytes = await storage.read(path);
    if (bytes === null) return null;
    return this.accept(type, path, bytes, choice);
  }

  /**
   * Offer bytes already in hand (just written, or read by someone else):
   * peek at the cached outcome on an etag match, or parse and store them.
   *
   * @param type - the document type
   * @param path - root-relative path
   * @param bytes - the file's bytes
   * @param choice - language and heading table
   * @returns the read
   * @example
   * ```ts
   * const read = cache.accept(tsk, path, written, english);
   * ```
   */
  accept(type: AnyDocumentType, path: string, bytes: Uint8Array, choice: LanguageChoice): FileRead {
    const etag = computeEtag(bytes);
    const known = this.known(type.tag, path, etag, choice.language);
    if (known !== null) return fileRead(path, etag, bytes, known);
    const text = decodeText(bytes);
    const outcome = this.parse(type, text, choice);
    this.entries(type.tag).set(path, { etag, language: choice.language, outcome });
    return { path, etag, bytes, text, outcome };
  }

  /**
   * Parse a text the way every read of this cache does (its mode, limits,
   * and the language's heading table).
   *
   * @param type - the document type
   * @param text - the decoded file
   * @param choice - language and heading table
   * @returns the outcome
   * @example
   * ```ts
   * const outcome = cache.parse(tsk, text, english);
   * ```
   */
  parse(type: AnyDocumentType, text: string, choice: LanguageChoice): ParseResult {
    return parseDocument(type, text, { mode: this.mode, headings: choice.headings, language: choice.language, limits: this.limits });
  }

  /**
   * The cached outcome of exactly these bytes (by etag), or null.
   *
   * @param type - the type code
   * @param path - root-relative path
   * @param etag - the etag of the bytes in hand
   * @param language - the language they are read as
   * @returns the shared outcome, or null on a miss
   * @example
   * ```ts
   * cache.known('tsk', path, computeEtag(bytes), 'en');
   * ```
   */
  known(type: string, path: string, etag: string, language: string): ParseResult | null {
    const cached = this.byType.get(type)?.get(path);
    return cached !== undefined && cached.etag === etag && cached.language === language ? cached.outcome : null;
  }

  /**
   * The outcome of a file that was not read, when its identity vouches for
   * it: the entry's recorded identity equals the current one and passes the
   * racy-timestamp rule.
   *
   * @param type - the type code
   * @param path - root-relative path
   * @param language - the language of the listing
   * @param identity - the file's identity now
   * @returns the entry's etag and outcome, or null when the file must be read
   * @example
   * ```ts
   * const hit = cache.trusted('tsk', path, 'en', await storage.identity(path));
   * ```
   */
  trusted(type: string, path: string, language: string, identity: FileIdentity): KnownOutcome | null {
    const cached = this.byType.get(type)?.get(path);
    if (cached?.identity === undefined || cached.recordedAt === undefined || cached.language !== language) return null;
    if (!sameIdentity(cached.identity, identity) || !isTrusted(cached.identity, cached.recordedAt, this.resolutionMs)) return null;
    return { path, etag: cached.etag, outcome: cached.outcome };
  }

  /**
   * Store an outcome with the identity the file had right before its bytes
   * were read. An identity belongs to the bytes it was taken with, so it is
   * dropped when none is given.
   *
   * @param type - the type code
   * @param path - root-relative path
   * @param entry - etag, language, outcome, and identity with its moment
   * @returns nothing
   * @example
   * ```ts
   * cache.store('tsk', path, { etag, language: 'en', outcome, identity, recordedAt });
   * ```
   */
  store(type: string, path: string, entry: CacheEntry): void {
    this.entries(type).set(path, entry);
  }

  /**
   * The entry of a path (for writing the persisted cache), or undefined.
   *
   * @param type - the type code
   * @param path - root-relative path
   * @returns the entry
   * @example
   * ```ts
   * cache.entry('tsk', 'docs/tsk/a.md')?.etag;
   * ```
   */
  entry(type: string, path: string): CacheEntry | undefined {
    return this.byType.get(type)?.get(path);
  }

  /**
   * Store the outcome of bytes just written, so the next read of the same
   * bytes is a cache hit without parsing them again.
   *
   * @param type - the document type
   * @param path - root-relative path
   * @param bytes - the written bytes
   * @param choice - language and heading table the outcome was parsed with
   * @param outcome - the parse of exactly those bytes' text
   * @returns the read of the written file
   * @example
   * ```ts
   * cache.put(tsk, path, bytes, english, parsed);
   * ```
   */
  put(type: AnyDocumentType, path: string, bytes: Uint8Array, choice: LanguageChoice, outcome: ParseResult): FileRead {
    // No identity: the next listing asks the storage and reads the file once.
    const etag = computeEtag(bytes);
    this.entries(type.tag).set(path, { etag, language: choice.language, outcome });
    return { path, etag, bytes, text: decodeText(bytes), outcome };
  }

  /**
   * Drop the entries of a type and language whose paths are no longer members.
   *
   * @param type - the type code
   * @param livePaths - the paths of the current members
   * @param language - the language the listing was of (other languages' entries stay)
   * @returns nothing
   * @example
   * ```ts
   * cache.reconcile('tsk', new Set(members.map((m) => m.path)), 'en');
   * ```
   */
  reconcile(type: string, livePaths: ReadonlySet<string>, language: string): void {
    const map = this.byType.get(type);
    if (map === undefined) return;
    for (const [path, entry] of map) if (entry.language === language && !livePaths.has(path)) map.delete(path);
  }

  /**
   * Forget a path and every entry below it (after `delete`; a feat folder
   * takes its README and its language variants along).
   *
   * @param type - the type code
   * @param path - root-relative file or folder path
   * @returns nothing
   * @example
   * ```ts
   * cache.invalidate('feat', '.specmgr/feat/feat-1-a');
   * ```
   */
  invalidate(type: string, path: string): void {
    const map = this.byType.get(type);
    if (map === undefined) return;
    for (const key of [...map.keys()]) if (key === path || key.startsWith(`${path}/`)) map.delete(key);
  }

  /**
   * Move every entry at or below a path to a new path (after `renameFeat`).
   *
   * @param type - the type code
   * @param from - the old root-relative path (a file or folder)
   * @param to - the new path
   * @returns nothing
   * @example
   * ```ts
   * cache.move('feat', '.specmgr/feat/feat-1-a', '.specmgr/feat/feat-2-a');
   * ```
   */
  move(type: string, from: string, to: string): void {
    const map = this.byType.get(type);
    if (map === undefined) return;
    for (const [path, entry] of [...map]) {
      if (path !== from && !path.startsWith(`${from}/`)) continue;
      map.delete(path);
      map.set(to + path.slice(from.length), entry);
    }
  }
}
