/**
 * When a file's identity may stand in for its content (issue 13): the
 * racy-timestamp rule git applies to its index.
 *
 * @packageDocumentation
 */

import type { FileIdentity } from '../storage/storage.js';

/**
 * How coarse a storage's timestamps may be, in milliseconds. Two seconds is
 * the coarsest resolution in common use (FAT, some network file systems);
 * ext4, APFS, NTFS and tmpfs are far finer. The figure is deliberately not
 * measured per storage: measuring needs writes, and a wrong measurement
 * would serve stale content, while a too-large figure only re-reads files
 * changed in the last two seconds.
 *
 * @example
 * ```ts
 * isTrusted(identity, Date.now(), TIMESTAMP_RESOLUTION_MS);
 * ```
 */
export const TIMESTAMP_RESOLUTION_MS = 2000;

/**
 * Whether two identities describe the same unchanged file: same size,
 * modification time, change time and inode.
 *
 * @param a - one identity
 * @param b - the other
 * @returns whether all four agree
 * @example
 * ```ts
 * sameIdentity({ size: 1, mtimeMs: 5, ctimeMs: 5, ino: '7' }, { size: 1, mtimeMs: 5, ctimeMs: 5, ino: '7' }); // true
 * ```
 */
export function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/**
 * The racy-timestamp rule: an identity recorded at `recordedAtMs` vouches
 * for the content read with it only when the file's last change (the later
 * of its modification and change times) lies at least one timestamp
 * resolution before that moment. A file changed closer to the recording
 * (or, with a skewed clock, after it) could change again without its
 * timestamps moving, so it is "racily clean" and must be read again; the
 * read that follows records a new moment, so the file becomes trusted once
 * it has been left alone for a resolution.
 *
 * `recordedAtMs` must be taken before the identity was asked for, and the
 * identity before the content was read.
 *
 * @param identity - the identity recorded with the content
 * @param recordedAtMs - when it was recorded, on the storage's clock
 * @param resolutionMs - the timestamp resolution (default {@link TIMESTAMP_RESOLUTION_MS})
 * @returns whether a file still showing this identity may be served without reading it
 * @example
 * ```ts
 * isTrusted({ size: 3, mtimeMs: 1000, ctimeMs: 1000, ino: '1' }, 3000); // true (changed 2 s before)
 * isTrusted({ size: 3, mtimeMs: 1000, ctimeMs: 1000, ino: '1' }, 2999); // false (racily clean)
 * ```
 */
export function isTrusted(identity: FileIdentity, recordedAtMs: number, resolutionMs = TIMESTAMP_RESOLUTION_MS): boolean {
  const changedAt = Math.max(identity.mtimeMs, identity.ctimeMs);
  return Number.isFinite(changedAt) && changedAt <= recordedAtMs - resolutionMs;
}
