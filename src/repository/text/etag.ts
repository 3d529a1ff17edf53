/**
 * Content hashes of stored files (operations.md §1.4).
 *
 * `node:crypto` hashes synchronously and fast; a browser build would swap
 * this one module for `crypto.subtle.digest('SHA-256', …)`, which is
 * asynchronous. Everything else only sees the hex string.
 *
 * @packageDocumentation
 */

import { createHash } from 'node:crypto';

/**
 * The etag of a file: the lowercase hex SHA-256 of its raw bytes, BOM and
 * line endings included, so every storage yields the same etag for the same
 * bytes.
 *
 * @param bytes - the file's raw bytes
 * @returns 64 lowercase hex digits
 * @example
 * ```ts
 * computeEtag(new Uint8Array()); // 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
 * ```
 */
export function computeEtag(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
