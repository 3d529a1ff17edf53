/**
 * Content hashes of stored files (operations.md §1.4).
 *
 * @packageDocumentation
 */

import { sha256Hex } from '../../text/index.js';

/**
 * The etag of a file: the lowercase hex SHA-256 of its raw bytes, BOM and
 * line endings included, so every storage yields the same etag for the same
 * bytes.
 *
 * The hash is the library's own SHA-256 (`src/text/sha256.ts`), not
 * `node:crypto` and not `crypto.subtle`: the main entry must run in a
 * browser, and `crypto.subtle.digest` is asynchronous where etags are needed
 * synchronously. It hashes about 100 MB/s where `node:crypto` manages over
 * 1 GB/s, i.e. some 8 µs for a 400-byte document, well below the cost of
 * parsing it. A storage does not supply its own digest on purpose: every
 * storage must give the same etag for the same bytes, and one hash for all
 * keeps that true by construction.
 *
 * @param bytes - the file's raw bytes
 * @returns 64 lowercase hex digits
 * @example
 * ```ts
 * computeEtag(new Uint8Array()); // 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
 * ```
 */
export function computeEtag(bytes: Uint8Array): string {
  return sha256Hex(bytes);
}
