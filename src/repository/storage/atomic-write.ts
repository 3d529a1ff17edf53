/**
 * Crash-safe file replacement (operations.md §8.3): the target holds
 * its old bytes or its new bytes, never a truncated or mixed file.
 *
 * @packageDocumentation
 */

import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, linkSync, openSync, readSync, renameSync, unlinkSync } from 'node:fs';
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sameBytes } from './options.js';
import { errorCode, nameStem as stem } from './node-fs.js';

// Keeps `.<name>.<pid>.<random>.tmp` well under the usual 255-byte limit.

/**
 * Options of {@link writeFileAtomic}.
 *
 * @example
 * ```ts
 * const options: AtomicWriteOptions = { expect: previousBytes };
 * ```
 */
export type AtomicWriteOptions = {
  /** The bytes the target must still hold right before the rename; `null`: it must not exist. */
  expect?: Uint8Array | null | undefined;
  /** An open handle of the target's folder, fsynced after the rename (else the folder is opened by path). */
  folder?: FileHandle | undefined;
};

/**
 * Replace a file atomically: write the bytes to a temporary file in the same
 * folder, fsync it, rename it over the target, then fsync the folder (best
 * effort). On failure the temporary file is removed and the target is
 * untouched. A process killed midway can leave the temporary file behind;
 * its name, `.<name>.<pid>.<random>.tmp`, never ends in `.md`, so no listing
 * mistakes it for a document (the lock sweep removes old ones).
 *
 * With `expect`, the target's current bytes are compared right before the
 * rename, and the compare and the rename run synchronously back to back, so
 * nothing else in this process runs between them. The replaced file stays
 * open from the compare to just after the rename: when a writer that
 * ignores the lock wrote to it in between (its size or modification time
 * moved), its version is put back, provided ours is still unchanged, and the
 * write reports `false` as if the compare had failed. What remains is a
 * writer that opened the old file before the rename and writes to it only
 * after that last look: its edit is lost. A target that must not exist
 * (`expect: null`) is linked into place instead, which fails atomically when
 * the name is taken.
 *
 * The permissions of an existing target are kept; a new file gets the
 * process's default (umask) permissions.
 *
 * @param target - OS path of the file to replace; its folder must exist
 * @param bytes - the complete new content
 * @param options - the expectation and the folder's handle
 * @returns true once the new content is in place; false when the
 *   expectation failed (the target untouched, the temporary file removed)
 * @throws the underlying Node system error (`ENOENT` for a missing folder, `EISDIR`, …)
 * @example
 * ```ts
 * await writeFileAtomic('/srv/repo/docs/req/a.md', new TextEncoder().encode('# A\n'));
 * ```
 */
export async function writeFileAtomic(target: string, bytes: Uint8Array, options: AtomicWriteOptions = {}): Promise<boolean> {
  const outcome = await replaceFile(target, bytes, options.expect, true);
  if (outcome === 'changed') return false;
  let late: Uint8Array | undefined;
  if (outcome !== 'written') {
    // The replaced file is watched once right after the rename and once
    // more after the folder's fsync, which takes a while: a writer that
    // opened it before the rename and wrote a little later is caught too.
    try {
      late = outcome.lateWrite();
      await syncFolder(dirname(target), options.folder);
      late ??= outcome.lateWrite();
    } finally {
      outcome.close();
    }
  } else {
    await syncFolder(dirname(target), options.folder);
  }
  if (late === undefined) return true;
  // A writer that ignores the lock wrote to the file we replaced, after the
  // compare: put its version back (only if ours is still there) and report
  // "changed", so the caller runs again on it. If ours was changed
  // meanwhile too, ours stands and that late edit is lost.
  const undone = await replaceFile(target, late, bytes, false);
  await syncFolder(dirname(target), options.folder);
  return undone !== 'written';
}

type Watched = { lateWrite: () => Uint8Array | undefined; close: () => void };

/**
 * One temporary file and rename. With an expectation: `changed` when it
 * failed; with `watch`, a handle on the replaced file that tells whether
 * something wrote to it after the compare (its size or modification time
 * moved) and gives its final bytes.
 */
async function replaceFile(
  target: string,
  bytes: Uint8Array,
  expect: Uint8Array | null | undefined,
  watch: boolean,
): Promise<'written' | 'changed' | Watched> {
  const folder = dirname(target);
  const temp = join(folder, `.${stem(basename(target))}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = await stat(target).then(
    (stats) => (stats.isFile() ? stats.mode & 0o7777 : undefined),
    () => undefined,
  );
  try {
    const handle = await open(temp, 'wx');
    try {
      if (mode !== undefined) await handle.chmod(mode);
      await handle.writeFile(bytes);
      // Without this, a power loss after the rename could expose an empty file.
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (expect === undefined) {
      await rename(temp, target);
      return 'written';
    }
    const outcome = replaceIfUnchanged(temp, target, expect, watch);
    if (outcome === 'changed') await unlink(temp).catch(() => undefined);
    return outcome;
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

// Synchronous on purpose: see writeFileAtomic.
function replaceIfUnchanged(temp: string, target: string, expect: Uint8Array | null, watch: boolean): 'written' | 'changed' | Watched {
  if (expect === null) {
    try {
      linkSync(temp, target);
      unlinkSync(temp);
      return 'written';
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return 'changed';
      if (!NO_LINKS.has(errorCode(error) ?? '')) throw error;
    }
  }
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' && expect === null) {
      renameSync(temp, target);
      return 'written';
    }
    // Missing although expected, or a link planted at the name: changed.
    if (code === 'ENOENT' || code === 'ELOOP') return 'changed';
    throw error;
  }
  let keep = false;
  try {
    const before = fstatSync(fd, { bigint: true });
    const current = before.isFile() ? readAll(fd, Number(before.size)) : undefined;
    if (current === undefined || expect === null || !sameBytes(current, expect)) return 'changed';
    renameSync(temp, target);
    if (!watch) return 'written';
    keep = true;
    const watched = fd;
    return {
      lateWrite: () => {
        try {
          const after = fstatSync(watched, { bigint: true });
          if (after.size === before.size && after.mtimeNs === before.mtimeNs) return undefined;
          return readAll(watched, Number(after.size)) ?? readAll(watched, Number(fstatSync(watched).size));
        } catch {
          return undefined; // our write is in place; a failed look must not undo it
        }
      },
      close: () => closeSync(watched),
    };
  } finally {
    if (!keep) closeSync(fd);
  }
}

const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

// Exactly `size` bytes from the start, or undefined when the file is not
// that long any more or longer (it changed while being read).
function readAll(fd: number, size: number): Uint8Array | undefined {
  const out = new Uint8Array(size);
  let filled = 0;
  while (filled < out.length) {
    const n = readSync(fd, out, filled, out.length - filled, filled);
    if (n === 0) return undefined;
    filled += n;
  }
  if (readSync(fd, new Uint8Array(1), 0, 1, filled) !== 0) return undefined;
  return out;
}



// Makes the rename itself durable; some platforms cannot fsync a folder, and
// the new content is already in place, so a failure here is ignored.
async function syncFolder(folder: string, pinned: FileHandle | undefined): Promise<void> {
  if (pinned !== undefined) {
    await pinned.sync().catch(() => undefined);
    return;
  }
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}
