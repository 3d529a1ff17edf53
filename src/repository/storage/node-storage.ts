/**
 * The file-system {@link Storage} for Node (operations.md §1.2, §8.2, §8.3).
 *
 * @packageDocumentation
 */

import { mkdir, readdir, readFile, readlink, realpath, rename, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pythonStringRepr } from '../../diagnostics/python-repr.js';
import { StorageError } from '../../errors/index.js';
import { writeFileAtomic } from './atomic-write.js';
import { acquireLockFile } from './lock-file.js';
import { confineStoragePath } from './paths.js';
import type { Storage, StorageEntry } from './storage.js';

/**
 * Options of {@link nodeStorage}.
 *
 * @example
 * ```ts
 * const options: NodeStorageOptions = { lockTimeoutMs: 2_000, staleLockMs: 30_000 };
 * ```
 */
export type NodeStorageOptions = {
  /** Default wait of `lock` before `lock-timeout`, in milliseconds (10 000). */
  lockTimeoutMs?: number;
  /** Age after which an unrefreshed lock file counts as abandoned, in milliseconds (30 000). */
  staleLockMs?: number;
};

// Enough hops for any sane chain of dangling links; more means a loop.
const MAX_LINK_HOPS = 40;

/**
 * Create a storage over the folder `rootDir`.
 *
 * Every path is confined to the root: an absolute or `..`-escaping path, and
 * any path that reaches outside the root through a symbolic link (checked
 * with `realpath` of the nearest existing ancestor, dangling links followed),
 * rejects with `StorageError('path-outside-root')`. Links inside the root
 * work. `writeAtomic` writes `.<name>.<pid>.<random>.tmp` beside the target,
 * fsyncs it, renames it over the target and fsyncs the folder; writing to a
 * link replaces the link's target, not the link.
 *
 * Locks are lock files named `<key>.lock` beside the key's path, as
 * operations.md §8.2 lays out (`docs/req/x.md.lock`, `<featDir>/.create.lock`);
 * the key `''` locks with `.lock` in the root. A missing folder for a lock
 * file is created, since only mutations take locks.
 *
 * @param rootDir - the root folder; relative paths resolve against the working directory
 * @param options - `lockTimeoutMs` (default 10 000) and `staleLockMs` (default 30 000)
 * @returns the storage
 * @example
 * ```ts
 * const storage = nodeStorage('/srv/project');
 * await storage.mkdirp('docs/req');
 * await storage.writeAtomic('docs/req/a.md', new TextEncoder().encode('# A\n'));
 * storage.absolute('docs/req/a.md'); // '/srv/project/docs/req/a.md'
 * ```
 */
export function nodeStorage(rootDir: string, options: NodeStorageOptions = {}): Storage {
  const root = resolve(rootDir);
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  const staleLockMs = options.staleLockMs ?? 30_000;
  let realRoot: string | undefined;

  const rootReal = async (): Promise<string> => {
    if (realRoot !== undefined) return realRoot;
    const found = await realLocation(root, '');
    // Only an existing root is final: a later mkdir could still add links.
    if (found.exists) realRoot = found.real;
    return found.real;
  };

  /** Confines a path lexically and through links; returns the OS path and its real location. */
  const resolvePath = async (path: string): Promise<{ rel: string; os: string; real: string }> => {
    const rel = confineStoragePath(path, root);
    const os = rel === '' ? root : join(root, rel);
    const base = await rootReal();
    const { real } = await realLocation(os, rel);
    const inside = relative(base, real);
    // `relative` yields an absolute path across Windows drives.
    if (inside === '' || (!inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside))) {
      return { rel, os, real };
    }
    throw new StorageError({
      code: 'path-outside-root',
      path,
      message: `path ${pythonStringRepr(path)} resolves outside base directory ${pythonStringRepr(root)}`,
    });
  };

  return {
    async read(path) {
      const { rel, os } = await resolvePath(path);
      try {
        const buffer = await readFile(os);
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw ioError('read', rel, error);
      }
    },

    async writeAtomic(path, bytes) {
      const { rel, real } = await resolvePath(path);
      if (rel === '') throw ioError('write', rel, systemError('EISDIR', 'is the storage root'));
      // Writing to a link's real location keeps the link and updates its target.
      await writeFileAtomic(real, bytes).catch((error: unknown) => {
        throw ioError('write', rel, error);
      });
    },

    async list(dir) {
      const { rel, os } = await resolvePath(dir);
      let dirents;
      try {
        dirents = await readdir(os, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw ioError('list', rel, error);
      }
      const entries: StorageEntry[] = [];
      for (const dirent of dirents) {
        if (dirent.isFile()) entries.push({ name: dirent.name, kind: 'file' });
        else if (dirent.isDirectory()) entries.push({ name: dirent.name, kind: 'dir' });
        else if (dirent.isSymbolicLink()) {
          // A link lists as what it points to; dangling links and links to
          // sockets or devices hold no documents and are left out.
          const target = await stat(join(os, dirent.name)).catch(() => undefined);
          if (target?.isFile()) entries.push({ name: dirent.name, kind: 'file' });
          else if (target?.isDirectory()) entries.push({ name: dirent.name, kind: 'dir' });
        }
      }
      return entries;
    },

    async remove(path) {
      const { rel, os } = await resolvePath(path);
      try {
        await unlink(os);
      } catch (error) {
        if (!isMissing(error)) throw ioError('remove', rel, error);
      }
    },

    async removeTree(dir) {
      const { rel, os } = await resolvePath(dir);
      if (rel === '') throw ioError('remove', rel, systemError('EPERM', 'refusing to remove the storage root'));
      await rm(os, { recursive: true, force: true }).catch((error: unknown) => {
        throw ioError('remove', rel, error);
      });
    },

    async rename(from, to) {
      const source = await resolvePath(from);
      const target = await resolvePath(to);
      if (source.rel === '') throw ioError('rename', source.rel, systemError('EBUSY', 'cannot move the storage root'));
      await rename(source.os, target.os).catch((error: unknown) => {
        throw ioError(`rename ${source.rel} to`, target.rel, error, source.rel);
      });
    },

    async mkdirp(dir) {
      const { rel, os } = await resolvePath(dir);
      await mkdir(os, { recursive: true }).catch((error: unknown) => {
        throw ioError('create folder', rel, error);
      });
    },

    async lock(key, lockOptions) {
      const rel = confineStoragePath(key, root);
      const lockFile = await resolvePath(rel === '' ? '.lock' : `${rel}.lock`);
      return acquireLockFile(lockFile.os, {
        key: rel,
        timeoutMs: lockOptions?.timeoutMs ?? lockTimeoutMs,
        staleLockMs,
      });
    },

    async changeToken(path) {
      const { rel, os } = await resolvePath(path);
      try {
        const stats = await stat(os, { bigint: true });
        return `${stats.size}:${stats.mtimeNs}:${stats.ino}`;
      } catch (error) {
        if (isMissing(error)) return null;
        throw ioError('stat', rel, error);
      }
    },

    absolute(path) {
      const rel = confineStoragePath(path, root);
      return rel === '' ? root : join(root, rel);
    },
  };
}

/**
 * Where an OS path really points: `realpath` of its nearest existing
 * ancestor plus the part that does not exist yet. A dangling link is followed
 * by its text, so a write cannot create a file outside through it.
 */
async function realLocation(osPath: string, rel: string): Promise<{ real: string; exists: boolean }> {
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

function isMissing(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function ioError(operation: string, path: string, cause: unknown, about = path): StorageError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StorageError({ code: 'io', path: about, message: `could not ${operation} ${path}: ${reason}`, cause });
}

// Refusals of our own carry a Node-style code, like the errors of `fs`.
function systemError(code: string, message: string): Error {
  return Object.assign(new Error(`${code}: ${message}`), { code });
}
