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
import type { AnyDocumentType } from '../checks/types.js';
import { computeEtag } from '../text/etag.js';
import { decodeText } from '../text/file-text.js';

/**
 * One read of a file: its bytes, etag, text and parse outcome, all from the
 * same bytes. `outcome` is shared with the cache and must not be modified;
 * results handed to callers are copies.
 *
 * @example
 * ```ts
 * const read = await cache.read(storage, tsk, 'docs/tsk/a.md', english);
 * if (read?.outcome.ok) console.log(read.outcome.document.frontmatter.id);
 * ```
 */
export type FileRead = {
  /** Root-relative path. */
  path: string;
  etag: string;
  /** The bytes exactly as read (a conditional write expects them still there). */
  bytes: Uint8Array;
  /** The decoded file, BOM included. */
  text: string;
  outcome: ParseResult;
};

type Entry = { etag: string; language: string; outcome: ParseResult };

// Listings of a warm cache only need the outcome, so the text of a cache hit
// is decoded on first use.
function lazyRead(path: string, etag: string, bytes: Uint8Array, outcome: ParseResult): FileRead {
  let text: string | undefined;
  return {
    path,
    etag,
    bytes,
    outcome,
    get text(): string {
      text ??= decodeText(bytes);
      return text;
    },
  };
}

/**
 * Parse outcomes by type and path. The hash is recomputed on every read, so
 * a stale result is impossible; there is no TTL, size limit or
 * modification-time shortcut. Only parse outcomes are cached, never storage
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
  private readonly byType = new Map<string, Map<string, Entry>>();

  /**
   * @param mode - how every document of this repository parses
   * @param limits - the size and nesting limits of every parse (default `defaultLimits`)
   */
  constructor(
    private readonly mode: Mode,
    private readonly limits: DocumentLimits = defaultLimits,
  ) {}

  private entries(type: string): Map<string, Entry> {
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
    const map = this.entries(type.tag);
    const cached = map.get(path);
    if (cached !== undefined && cached.etag === etag && cached.language === choice.language) {
      return lazyRead(path, etag, bytes, cached.outcome);
    }
    const text = decodeText(bytes);
    const outcome = parseDocument(type, text, { mode: this.mode, headings: choice.headings, language: choice.language, limits: this.limits });
    map.set(path, { etag, language: choice.language, outcome });
    return { path, etag, bytes, text, outcome };
  }

  /**
   * The cached read of bytes in hand, without parsing on a miss (a scan
   * collects its misses and parses them as one batch, then `put`s them).
   *
   * @param type - the document type
   * @param path - root-relative path
   * @param bytes - the file's bytes
   * @param choice - language and heading table
   * @returns the read on an etag match, else null
   * @example
   * ```ts
   * const hit = cache.lookup(tsk, path, bytes, english);
   * ```
   */
  lookup(type: AnyDocumentType, path: string, bytes: Uint8Array, choice: LanguageChoice): FileRead | null {
    const cached = this.byType.get(type.tag)?.get(path);
    if (cached === undefined || cached.language !== choice.language) return null;
    const etag = computeEtag(bytes);
    return cached.etag === etag ? lazyRead(path, etag, bytes, cached.outcome) : null;
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
