/**
 * File-system helpers of {@link nodeStorage}: removing a tree through
 * descriptors, the lexical real location of a missing path, and the
 * storage's error values.
 *
 * @packageDocumentation
 */

import { constants, type Dirent } from 'node:fs';
import { open, readdir, readlink, realpath, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { StorageError } from '../../errors/index.js';

// Enough hops for any sane chain of links; more means a loop.
const MAX_LINK_HOPS = 40;
const O_DIR_NOFOLLOW = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

type Frame = { handle: FileHandle; base: string; parentBase: string; name: string; entries: Dirent[]; index: number; rereads: number };

/**
 * Delete the folder `name` inside the folder reached by `parentBase`,
 * walking it through descriptors: every folder is opened with `O_NOFOLLOW`
 * and its entries are removed through `/proc/self/fd/<fd>/<entry>` (with
 * `useFds`; else by path), so a link is removed itself and never followed.
 * Iterative, one open descriptor per level.
 *
 * @param parentBase - the path prefix that reaches the opened parent folder
 * @param name - the folder's name in it
 * @param useFds - whether `/proc/self/fd` paths work here
 * @returns nothing, once the folder is gone
 * @throws the underlying Node system error
 * @example
 * ```ts
 * await deleteTree('/proc/self/fd/21', '.feat-1-x.4242.0123456789ab.removing', true);
 * ```
 */
export async function deleteTree(parentBase: string, name: string, useFds: boolean): Promise<void> {
  const stack: Frame[] = [];
  const enter = async (parent: string, entry: string): Promise<boolean> => {
    let handle: FileHandle;
    try {
      handle = await open(`${parent}/${entry}`, O_DIR_NOFOLLOW);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT') return false;
      if (code !== 'ELOOP' && code !== 'ENOTDIR') throw error;
      // Not a folder (any more): removed itself.
      await unlink(`${parent}/${entry}`).catch((e: unknown) => {
        if (!isMissing(e)) throw e;
      });
      return false;
    }
    const base = useFds ? `/proc/self/fd/${handle.fd}` : `${parent}/${entry}`;
    try {
      stack.push({ handle, base, parentBase: parent, name: entry, entries: await readdir(base, { withFileTypes: true }), index: 0, rereads: 0 });
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    return true;
  };
  try {
    await enter(parentBase, name);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame;
      const entry = top.entries[top.index];
      if (entry !== undefined) {
        top.index++;
        if (entry.isDirectory()) await enter(top.base, entry.name);
        else {
          await unlink(`${top.base}/${entry.name}`).catch((error: unknown) => {
            const code = errorCode(error);
            if (code === 'EISDIR' || code === 'EPERM') return enter(top.base, entry.name); // became a folder meanwhile
            if (!isMissing(error)) throw error;
            return undefined;
          });
        }
        continue;
      }
      try {
        await rmdir(`${top.parentBase}/${top.name}`);
      } catch (error) {
        const code = errorCode(error);
        if ((code === 'ENOTEMPTY' || code === 'EEXIST') && top.rereads < 3) {
          // Something was added while we walked: go over the folder again.
          top.rereads++;
          top.entries = await readdir(top.base, { withFileTypes: true });
          top.index = 0;
          continue;
        }
        if (!isMissing(error)) throw error;
      }
      stack.pop();
      await top.handle.close().catch(() => undefined);
    }
  } finally {
    for (const frame of stack) await frame.handle.close().catch(() => undefined);
  }
}

/**
 * Where an OS path really points: `realpath` of its nearest existing
 * ancestor plus the part that does not exist yet. A dangling link is followed
 * by its text, so a write cannot create a file outside through it.
 *
 * @param osPath - the OS path
 * @param rel - the root-relative path, for errors
 * @returns the real location, and whether the path exists
 * @throws StorageError `io` for a loop of links or an unreadable ancestor
 * @example
 * ```ts
 * await realLocation('/srv/p/docs/new.md', 'docs/new.md'); // { real: '/srv/p/docs/new.md', exists: false }
 * ```
 */
export async function realLocation(osPath: string, rel: string): Promise<{ real: string; exists: boolean }> {
  let current = osPath;
  const tail: string[] = [];
  for (let hops = 0; ; ) {
    try {
      const real = await realpath(current);
      return { real: tail.length === 0 ? real : join(real, ...tail.reverse()), exists: tail.length === 0 };
    } catch (error) {
      if (!isMissing(error)) throw ioError('resolve', rel, error);
    }
    const linkText = await readlink(current).catch(() => undefined);
    if (linkText !== undefined) {
      if (++hops > MAX_LINK_HOPS) {
        throw ioError('resolve', rel, systemError('ELOOP', 'too many symbolic links'));
      }
      current = resolve(dirname(current), linkText);
      continue;
    }
    const parent = dirname(current);
    if (parent === current) return { real: join(current, ...tail.reverse()), exists: false };
    tail.push(basename(current));
    current = parent;
  }
}

/**
 * Whether a Node error means "no such file or folder" (a file in the way counts).
 *
 * @param error - any error
 * @returns true for `ENOENT` and `ENOTDIR`
 * @example
 * ```ts
 * isMissing(Object.assign(new Error(), { code: 'ENOENT' })); // true
 * ```
 */
export function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The `code` of a Node system error.
 *
 * @param error - any error
 * @returns the code, or undefined
 * @example
 * ```ts
 * errorCode(Object.assign(new Error(), { code: 'EEXIST' })); // 'EEXIST'
 * ```
 */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * The storage's `io` error.
 *
 * @param operation - what failed, e.g. `write`
 * @param path - the root-relative path in the message
 * @param cause - the underlying error
 * @param about - the path the error is about (`StorageError.path`)
 * @returns the error
 * @example
 * ```ts
 * ioError('read', 'docs/a.md', new Error('EIO')).message; // 'could not read docs/a.md: EIO'
 * ```
 */
export function ioError(operation: string, path: string, cause: unknown, about = path): StorageError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StorageError({ code: 'io', path: about, message: `could not ${operation} ${path}: ${reason}`, cause });
}

/**
 * A refusal of our own with a Node-style code, like the errors of `fs`.
 *
 * @param code - the code, e.g. `EPERM`
 * @param message - the reason
 * @returns the error
 * @example
 * ```ts
 * systemError('EPERM', 'refusing to remove the storage root').message; // 'EPERM: refusing to remove the storage root'
 * ```
 */
export function systemError(code: string, message: string): Error {
  return Object.assign(new Error(`${code}: ${message}`), { code });
}

// Temporary and lock file names carry at most this much of the target's name.
const MAX_STEM_BYTES = 100;

/**
 * The start of a file name, for the names of temporary and lock-family files
 * beside it: cut by code point and by UTF-8 length, since name limits count
 * bytes and a split surrogate pair would not survive the encoding.
 *
 * @param name - a file name
 * @returns at most 100 bytes of it, whole code points only
 * @example
 * ```ts
 * nameStem('a.md'); // 'a.md'
 * ```
 */
export function nameStem(name: string): string {
  let out = '';
  let bytes = 0;
  for (const char of name) {
    bytes += Buffer.byteLength(char);
    if (bytes > MAX_STEM_BYTES) break;
    out += char;
  }
  return out;
}

/**
 * Whether a process with this id runs on this host. `EPERM` means it exists
 * but belongs to someone else, so only `ESRCH` counts as gone.
 *
 * @param pid - a process id
 * @returns false only when no such process exists
 * @example
 * ```ts
 * processAlive(process.pid); // true
 * ```
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) !== 'ESRCH';
  }
}
