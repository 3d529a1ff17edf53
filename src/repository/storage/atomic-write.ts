/**
 * Crash-safe file replacement (operations.md §8.3, §9.1): the target holds
 * its old bytes or its new bytes, never a truncated or mixed file.
 *
 * @packageDocumentation
 */

import { randomBytes } from 'node:crypto';
import { open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Keeps `.<name>.<pid>.<random>.tmp` well under the usual 255-byte limit.
const MAX_STEM_BYTES = 100;

/**
 * Replace a file atomically: write the bytes to a temporary file in the same
 * folder, fsync it, rename it over the target, then fsync the folder (best
 * effort). On failure the temporary file is removed and the target is
 * untouched. A process killed midway can leave the temporary file behind;
 * its name, `.<name>.<pid>.<random>.tmp`, never ends in `.md`, so no listing
 * mistakes it for a document.
 *
 * The permissions of an existing target are kept; a new file gets the
 * process's default (umask) permissions.
 *
 * @param target - OS path of the file to replace; its folder must exist
 * @param bytes - the complete new content
 * @returns nothing, once the new content is in place
 * @throws the underlying Node system error (`ENOENT` for a missing folder, `EISDIR`, …)
 * @example
 * ```ts
 * await writeFileAtomic('/srv/repo/docs/req/a.md', new TextEncoder().encode('# A\n'));
 * ```
 */
export async function writeFileAtomic(target: string, bytes: Uint8Array): Promise<void> {
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
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncFolder(folder);
}

// Cuts by code point and by UTF-8 length, since name limits count bytes and a
// split surrogate pair would not survive the encoding.
function stem(name: string): string {
  let out = '';
  let bytes = 0;
  for (const char of name) {
    bytes += Buffer.byteLength(char);
    if (bytes > MAX_STEM_BYTES) break;
    out += char;
  }
  return out;
}

// Makes the rename itself durable; some platforms cannot fsync a folder, and
// the new content is already in place, so a failure here is ignored.
async function syncFolder(folder: string): Promise<void> {
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
