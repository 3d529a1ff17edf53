/**
 * What a read of a document file yields, and what the read cache keeps of
 * it (operations.md §7.1, issue 13).
 *
 * @packageDocumentation
 */

import type { ParseResult } from '../../format/index.js';
import type { FileIdentity } from '../storage/storage.js';
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

/**
 * What a listing needs of one file: its etag and parse outcome, without
 * its bytes (a file served by its identity was not read). A
 * {@link FileRead} is one too.
 *
 * @example
 * ```ts
 * const known: KnownOutcome = { path: 'docs/tsk/a.md', etag, outcome };
 * ```
 */
export type KnownOutcome = { path: string; etag: string; outcome: ParseResult };

/**
 * One cache entry: the outcome of the bytes with `etag`, and, when the
 * storage reports identities, the file's identity taken right before those
 * bytes were read and the moment (`recordedAt`, ms) taken before that.
 *
 * @example
 * ```ts
 * const entry: CacheEntry = { etag, language: 'en', outcome, identity: { size: 3, mtimeMs: 1, ctimeMs: 1, ino: '1' }, recordedAt: 5000 };
 * ```
 */
export type CacheEntry = { etag: string; language: string; outcome: ParseResult; identity?: FileIdentity; recordedAt?: number };

/**
 * A read whose text is decoded on first use (listings of a warm cache only
 * need the outcome).
 *
 * @param path - root-relative path
 * @param etag - the etag of `bytes`
 * @param bytes - the bytes as read
 * @param outcome - the parse of exactly those bytes
 * @returns the read
 * @example
 * ```ts
 * const read = fileRead(path, computeEtag(bytes), bytes, outcome);
 * ```
 */
export function fileRead(path: string, etag: string, bytes: Uint8Array, outcome: ParseResult): FileRead {
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

