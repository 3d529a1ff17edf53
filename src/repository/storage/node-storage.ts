/**
 * The file-system {@link Storage} for Node (operations.md §1.2, §8.2, §8.3).
 *
 * @packageDocumentation
 */

import { randomBytes } from 'node:crypto';
import { constants, lstatSync, statSync, type BigIntStats, type Dirent } from 'node:fs';
import { lstat, mkdir, open, readdir, readlink, realpath, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { defaultErrorText, rootError, StorageError } from '../../errors/index.js';
import { writeFileAtomic } from './atomic-write.js';
import { acquireLockFile, sweepLockFolder } from './lock-file.js';
import { changedError, checkFactoryArguments, checkLockOptions, checkString, checkWriteArguments } from './options.js';
import { deleteTree, errorCode, ioError, isMissing, processAlive, realLocation, systemError } from './node-fs.js';
import { baseName, confineStoragePath, parentDir } from './paths.js';
import type { FileIdentity, Storage, StorageEntry } from './storage.js';

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

// Enough hops for any sane chain of links; more means a loop.
const MAX_LINK_HOPS = 40;
// A folder is swept of crash leftovers at most this often per storage (or every staleLockMs, if longer).
const MIN_SWEEP_INTERVAL_MS = 1000;
const O_DIR = constants.O_RDONLY | constants.O_DIRECTORY;
// O_NONBLOCK: opening a FIFO planted at a document's name must not hang.
const O_READ = constants.O_RDONLY | constants.O_NONBLOCK;

// Whole milliseconds exactly, then the fraction: Number(ns) / 1e6 alone
// would round away sub-microsecond differences of present-day times.
const nsToMs = (ns: bigint): number => Number(ns / 1_000_000n) + Number(ns % 1_000_000n) / 1e6;
const identityOf = (stats: BigIntStats): FileIdentity => ({ size: Number(stats.size), mtimeMs: nsToMs(stats.mtimeNs), ctimeMs: nsToMs(stats.ctimeNs), ino: String(stats.ino) });
// Names a folder's identities are taken for between two turns of the event loop.
const STAT_SLICE = 256;
// A name that vanished, is no regular file (a link among them), or cannot be examined has no identity: the scan
// reads it and reports its error. With segments, the name and every segment but the last must be real folders.
function nestedFileStats(path: string, segments: readonly string[]): BigIntStats | undefined {
  try {
    let at = path;
    for (const segment of segments) {
      if (lstatSync(at, { throwIfNoEntry: false })?.isDirectory() !== true) return undefined;
      at = `${at}/${segment}`;
    }
    const stats = lstatSync(at, { bigint: true, throwIfNoEntry: false });
    return stats?.isFile() === true ? stats : undefined;
  } catch {
    return undefined;
  }
}

// Whether /proc/self/fd/<fd> names an open folder (Linux); found out once.
let procFds: boolean | undefined;

/** An opened folder, and the path prefix that reaches entries inside exactly that folder. */
type Dir = { handle: FileHandle; base: string; real: string };

// `removeTree` moves a folder aside as `.<name>.<pid>.<random>.removing`
// before deleting it; a process killed meanwhile leaves it behind.
const REMOVING = /^\..*\.(\d+)\.[0-9a-f]{12}\.removing$/;

// Deletes the trees of removals whose process is gone (or that are older
// than staleLockMs), through descriptors like removeTree itself.
async function sweepRemovals(base: string, staleLockMs: number, useFds: boolean, prefix = ''): Promise<void> {
  const names = await readdir(base).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(REMOVING.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid === process.pid) continue;
    const stats = await lstat(`${base}/${name}`).catch(() => undefined);
    if (stats === undefined || !stats.isDirectory()) continue;
    if (processAlive(pid) && Date.now() - stats.mtimeMs <= staleLockMs) continue;
    await deleteTree(base, name, useFds).catch(() => undefined);
  }
}

/**
 * Create a storage over the folder `rootDir`.
 *
 * Every path is confined to the root: an absolute or `..`-escaping path, and
 * any path that reaches outside the root through a symbolic link, rejects
 * with `StorageError('path-outside-root')`. Links inside the root work.
 *
 * Confinement has no check-then-use gap on Linux: each operation opens the
 * folder it works in (following links, as the path says), asks the kernel
 * where the opened folder really is (`/proc/self/fd/<fd>`), refuses it when
 * that is outside the real root, and then works through
 * `/proc/self/fd/<fd>/<name>`, which stays that folder whatever is swapped
 * in at the path later. Files are read through a descriptor whose real
 * location is checked the same way. `removeTree` first renames the folder to
 * a unique hidden name inside its opened parent, then deletes that tree
 * through descriptors, never following a link. So a symbolic link swapped in
 * mid-operation can make an operation fail, but never read, write or delete
 * anything outside the root. Where `/proc/self/fd` is not available (other
 * systems), folders are checked with `realpath` when they are opened and
 * then used by that real path: a link swapped in between the check and the
 * use is not caught there.
 *
 * `writeAtomic` writes `.<name>.<pid>.<random>.tmp` beside the target,
 * fsyncs it, renames it over the target and fsyncs the folder; writing to a
 * link replaces the link's target, not the link. With `expect`, the target's
 * bytes are compared right before the rename (`changed` when they differ).
 *
 * Locks are lock files named `<key>.lock` beside the key's path, as
 * operations.md §8.2 lays out (`docs/req/x.md.lock`, `<featDir>/.create.lock`);
 * the key `''` locks with `.lock` in the root. A missing folder for a lock
 * file is created, since only mutations take locks. After a lock is taken,
 * its folder is swept of crash leftovers (lock files of dead processes, old
 * `.tmp` and `.stale` files, see `sweepLockFolder`; and the trees `removeTree`
 * had moved aside as `.<name>.<pid>.<random>.removing` when its process
 * died), at most once per folder
 * and `max(staleLockMs, 1 s)` per storage.
 *
 * @param rootDir - the root folder; relative paths resolve against the working directory
 * @param options - `lockTimeoutMs` (default 10 000) and `staleLockMs` (default 30 000):
 *   finite numbers of milliseconds, 0 or more
 * @returns the storage
 * @throws UsageError `invalid-arguments` for a root that is not a non-empty string, or a bad option
 * @throws StorageError `root-missing` when the root does not exist, `root-not-a-directory` when it
 *   is not a folder (a link to a folder is a folder); the message names the resolved absolute path
 * @example
 * ```ts
 * const storage = nodeStorage('/srv/project');
 * await storage.mkdirp('docs/req');
 * await storage.writeAtomic('docs/req/a.md', new TextEncoder().encode('# A\n'));
 * storage.absolute('docs/req/a.md'); // '/srv/project/docs/req/a.md'
 * ```
 */
export function nodeStorage(rootDir: string, options?: NodeStorageOptions): Storage {
  checkFactoryArguments('nodeStorage', [rootDir, options]);
  const lockTimeoutMs = options?.lockTimeoutMs ?? 10_000;
  const staleLockMs = options?.staleLockMs ?? 30_000;
  const root = resolve(rootDir);
  // A mistyped root must fail here, not list as an empty repository.
  const rootStat = statSync(root, { throwIfNoEntry: false });
  if (rootStat === undefined) throw rootError('root-missing', root);
  if (!rootStat.isDirectory()) throw rootError('root-not-a-directory', root);
  const sweptAt = new Map<string, number>();
  let realRoot: string | undefined;

  const osOf = (rel: string): string => (rel === '' ? root : join(root, rel));
  const confine = (method: string, name: string, path: unknown): string => confineStoragePath(checkString(method, name, path), root);
  const outside = (path: string): StorageError =>
    new StorageError({
      code: 'path-outside-root',
      path,
      message: defaultErrorText('path-outside-root', { path, base: root }),
      reason: 'path-outside-root',
      params: { path, base: root },
    });

  const rootReal = async (): Promise<string | undefined> => {
    if (realRoot !== undefined) return realRoot;
    // Only an existing root is final: a later mkdir could still add links.
    realRoot = await realpath(root).catch(() => undefined);
    return realRoot;
  };
  const isInsideReal = (real: string, base: string): boolean =>
    real === base || real.startsWith(base.endsWith(sep) ? base : `${base}${sep}`);

  /** Where an open descriptor really is; the fallback asks `realpath` of the path it was opened by. */
  const realOf = async (handle: FileHandle, osPath: string): Promise<string> => {
    if (procFds !== false) {
      try {
        const real = await readlink(`/proc/self/fd/${handle.fd}`);
        procFds = true;
        return real;
      } catch {
        procFds = false;
      }
    }
    return realpath(osPath);
  };

  /** Refuses a descriptor outside the real root (the descriptor, not the path, is checked). */
  const verify = async (handle: FileHandle, osPath: string, path: string): Promise<string> => {
    const base = await rootReal();
    const real = await realOf(handle, osPath);
    if (base === undefined || !isInsideReal(real, base)) throw outside(path);
    return real;
  };

  /** Opens and verifies a folder; null when it does not exist (or is not a folder). */
  const openDir = async (osPath: string, rel: string, path: string, operation: string, flags = O_DIR): Promise<Dir | null> => {
    let handle: FileHandle;
    try {
      handle = await open(osPath, flags);
    } catch (error) {
      if (isMissing(error)) return null;
      throw ioError(operation, rel, error);
    }
    try {
      const real = await verify(handle, osPath, path);
      return { handle, base: procFds === true ? `/proc/self/fd/${handle.fd}` : real, real };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  };

  /**
   * The lexical check of the old design, for paths that do not exist: a
   * dangling link that points outside still reports `path-outside-root`.
   * Nothing is done through a missing path, so no gap matters here.
   */
  const checkMissing = async (rel: string, path: string): Promise<void> => {
    const base = (await rootReal()) ?? root;
    const { real } = await realLocation(osOf(rel), rel);
    if (!isInsideReal(real, base)) throw outside(path);
  };

  /** Refuses a link (found at `name` in an opened folder) whose target leaves the root. */
  const checkLinkTarget = async (dir: Dir, name: string, rel: string, path: string): Promise<void> => {
    const text = await readlink(`${dir.base}/${name}`);
    const { real } = await realLocation(resolve(dir.real, text), rel);
    const base = await rootReal();
    if (base === undefined || !isInsideReal(real, base)) throw outside(path);
  };

  /** The folder and name a write lands on, following links at the name (the link's target is replaced). */
  const writeTarget = async (rel: string, path: string): Promise<{ dir: Dir; name: string }> => {
    let folder = osOf(parentDir(rel));
    let name = baseName(rel);
    for (let hops = 0; hops <= MAX_LINK_HOPS; hops++) {
      const dir = await openDir(folder, rel, path, 'write');
      if (dir === null) {
        await checkMissing(rel, path);
        throw ioError('write', rel, systemError('ENOENT', 'no such file or directory (the parent folder does not exist)'));
      }
      let linkText: string | undefined;
      try {
        const stats = await lstat(`${dir.base}/${name}`).catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw ioError('write', rel, error);
        });
        if (stats === undefined || !stats.isSymbolicLink()) return { dir, name };
        linkText = await readlink(`${dir.base}/${name}`);
      } catch (error) {
        await dir.handle.close().catch(() => undefined);
        throw error instanceof StorageError ? error : ioError('write', rel, error);
      }
      const next = resolve(dir.real, linkText);
      await dir.handle.close().catch(() => undefined);
      const base = await rootReal();
      if (base === undefined || !isInsideReal(next, base)) throw outside(path);
      folder = dirname(next);
      name = basename(next);
    }
    throw ioError('write', rel, systemError('ELOOP', 'too many symbolic links'));
  };

  const ensureRoot = async (rel: string): Promise<void> => {
    await mkdir(root, { recursive: true }).catch((error: unknown) => {
      throw ioError('create folder', rel, error);
    });
  };

  /** Creates folders one at a time below opened, verified folders. */
  const makeFolders = async (rel: string, path: string, hops: number): Promise<void> => {
    await ensureRoot(rel);
    let current = await openDir(root, '', path, 'create folder');
    if (current === null) throw ioError('create folder', rel, systemError('ENOENT', 'the storage root does not exist'));
    try {
      for (const segment of rel === '' ? [] : rel.split('/')) {
        const at = `${current.base}/${segment}`;
        await mkdir(at).catch((error: unknown) => {
          if (errorCode(error) !== 'EEXIST') throw ioError('create folder', rel, error);
        });
        let next = await openDir(at, rel, path, 'create folder');
        if (next === null) {
          const stats = await lstat(at).catch(() => undefined);
          if (stats?.isSymbolicLink() !== true) {
            throw ioError('create folder', rel, systemError('ENOTDIR', `'${segment}' is not a folder`));
          }
          // A dangling link inside the root: create the folder it names.
          const target = resolve(current.real, await readlink(at));
          const base = await rootReal();
          if (base === undefined || !isInsideReal(target, base)) throw outside(path);
          if (hops >= MAX_LINK_HOPS) throw ioError('create folder', rel, systemError('ELOOP', 'too many symbolic links'));
          await makeFolders(relative(base, target).split(sep).join('/'), path, hops + 1);
          next = await openDir(at, rel, path, 'create folder');
          if (next === null) throw ioError('create folder', rel, systemError('ENOENT', `'${segment}' vanished`));
        }
        await current.handle.close().catch(() => undefined);
        current = next;
      }
    } finally {
      await current.handle.close().catch(() => undefined);
    }
  };

  /** Opens a file through its path and verifies the descriptor; null when missing. */
  const openFile = async (rel: string, path: string, operation: string): Promise<FileHandle | null> => {
    let handle: FileHandle;
    try {
      handle = await open(osOf(rel), O_READ);
    } catch (error) {
      if (!isMissing(error)) throw ioError(operation, rel, error);
      await checkMissing(rel, path);
      return null;
    }
    try {
      await verify(handle, osOf(rel), path);
      return handle;
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error instanceof StorageError ? error : ioError(operation, rel, error);
    }
  };

  const sweep = async (dir: Dir): Promise<void> => {
    const now = Date.now();
    const last = sweptAt.get(dir.real);
    if (last !== undefined && now - last < Math.max(staleLockMs, MIN_SWEEP_INTERVAL_MS)) return;
    sweptAt.set(dir.real, now);
    await sweepLockFolder(dir.base, staleLockMs);
    await sweepRemovals(dir.base, staleLockMs, procFds === true);
  };

  return {
    async read(path) {
      const rel = confine('read', 'path', path);
      const handle = await openFile(rel, path, 'read');
      if (handle === null) return null;
      try {
        const buffer = await handle.readFile();
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        throw ioError('read', rel, error);
      } finally {
        await handle.close().catch(() => undefined);
      }
    },

    async writeAtomic(path, bytes, writeOptions) {
      const rel = confine('writeAtomic', 'path', path);
      const expect = checkWriteArguments(bytes, writeOptions);
      if (rel === '') throw ioError('write', rel, systemError('EISDIR', 'is the storage root'));
      const { dir, name } = await writeTarget(rel, path);
      let written: boolean;
      try {
        written = await writeFileAtomic(`${dir.base}/${name}`, bytes, { expect, folder: dir.handle });
      } catch (error) {
        throw ioError('write', rel, error);
      } finally {
        await dir.handle.close().catch(() => undefined);
      }
      if (!written) throw changedError(rel, expect === null);
    },

    async list(dirPath) {
      const rel = confine('list', 'path', dirPath);
      const dir = await openDir(osOf(rel), rel, dirPath, 'list');
      if (dir === null) {
        await checkMissing(rel, dirPath);
        return [];
      }
      try {
        let dirents: Dirent[];
        try {
          dirents = await readdir(dir.base, { withFileTypes: true });
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
            const target = await stat(`${dir.base}/${dirent.name}`).catch(() => undefined);
            if (target?.isFile()) entries.push({ name: dirent.name, kind: 'file' });
            else if (target?.isDirectory()) entries.push({ name: dirent.name, kind: 'dir' });
          }
        }
        return entries;
      } finally {
        await dir.handle.close().catch(() => undefined);
      }
    },

    async remove(path) {
      const rel = confine('remove', 'path', path);
      if (rel === '') throw ioError('remove', rel, systemError('EISDIR', 'is the storage root'));
      const dir = await openDir(osOf(parentDir(rel)), rel, path, 'remove');
      if (dir === null) return checkMissing(rel, path);
      const name = baseName(rel);
      try {
        const stats = await lstat(`${dir.base}/${name}`).catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        });
        if (stats === undefined) return;
        if (stats.isSymbolicLink()) await checkLinkTarget(dir, name, rel, path);
        await unlink(`${dir.base}/${name}`).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      } catch (error) {
        throw error instanceof StorageError ? error : ioError('remove', rel, error);
      } finally {
        await dir.handle.close().catch(() => undefined);
      }
    },

    async removeTree(dirPath) {
      const rel = confine('removeTree', 'path', dirPath);
      if (rel === '') throw ioError('remove', rel, systemError('EPERM', 'refusing to remove the storage root'));
      const dir = await openDir(osOf(parentDir(rel)), rel, dirPath, 'remove');
      if (dir === null) return checkMissing(rel, dirPath);
      const name = baseName(rel);
      try {
        // What an earlier, killed removal of this same folder left aside is part of what is removed.
        await sweepRemovals(dir.base, staleLockMs, procFds === true, `.${name.slice(0, 100)}.`);
        const stats = await lstat(`${dir.base}/${name}`).catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        });
        if (stats === undefined) return;
        if (stats.isSymbolicLink()) await checkLinkTarget(dir, name, rel, dirPath);
        if (!stats.isDirectory()) {
          // A file or a link: removed itself, never what a link points to.
          await unlink(`${dir.base}/${name}`).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
          return;
        }
        // Moved aside first, inside the opened parent: from here on the tree
        // is reached only through descriptors, whatever happens at the path.
        const aside = `.${name.slice(0, 100)}.${process.pid}.${randomBytes(6).toString('hex')}.removing`;
        try {
          await rename(`${dir.base}/${name}`, `${dir.base}/${aside}`);
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        await deleteTree(dir.base, aside, procFds === true);
      } catch (error) {
        throw error instanceof StorageError ? error : ioError('remove', rel, error);
      } finally {
        await dir.handle.close().catch(() => undefined);
      }
    },

    async rename(from, to) {
      const source = confine('rename', 'from', from);
      const target = confine('rename', 'to', to);
      if (source === '') throw ioError('rename', source, systemError('EBUSY', 'cannot move the storage root'));
      const fail = (error: unknown): StorageError =>
        error instanceof StorageError ? error : ioError(`rename ${source} to`, target, error, source);
      const sourceDir = await openDir(osOf(parentDir(source)), source, from, 'rename');
      if (sourceDir === null) {
        await checkMissing(source, from);
        throw fail(systemError('ENOENT', 'no such file or folder'));
      }
      try {
        const targetDir = await openDir(osOf(parentDir(target)), target, to, 'rename');
        if (targetDir === null) {
          await checkMissing(target, to);
          throw fail(systemError('ENOENT', 'destination folder does not exist'));
        }
        try {
          const sourceName = baseName(source);
          const targetName = baseName(target);
          const sourceStats = await lstat(`${sourceDir.base}/${sourceName}`).catch(() => undefined);
          if (sourceStats?.isSymbolicLink() === true) await checkLinkTarget(sourceDir, sourceName, source, from);
          const targetStats = target === '' ? undefined : await lstat(`${targetDir.base}/${targetName}`).catch(() => undefined);
          if (targetStats?.isSymbolicLink() === true) await checkLinkTarget(targetDir, targetName, target, to);
          await rename(`${sourceDir.base}/${sourceName}`, target === '' ? targetDir.base : `${targetDir.base}/${targetName}`);
        } catch (error) {
          throw fail(error);
        } finally {
          await targetDir.handle.close().catch(() => undefined);
        }
      } finally {
        await sourceDir.handle.close().catch(() => undefined);
      }
    },

    async mkdirp(dirPath) {
      const rel = confine('mkdirp', 'path', dirPath);
      await makeFolders(rel, dirPath, 0);
    },

    async lock(key, lockOptions) {
      const rel = confine('lock', 'key', key);
      const wait = checkLockOptions(lockOptions) ?? lockTimeoutMs;
      const lockRel = rel === '' ? '.lock' : `${rel}.lock`;
      const folder = parentDir(lockRel);
      let dir = await openDir(osOf(folder), lockRel, lockRel, 'lock');
      if (dir === null) {
        await checkMissing(lockRel, lockRel);
        await makeFolders(folder, lockRel, 0);
        dir = await openDir(osOf(folder), lockRel, lockRel, 'lock');
        if (dir === null) throw ioError('lock', rel, systemError('ENOENT', `the lock folder of ${rel} vanished`));
      }
      const held = dir;
      let release: () => Promise<void>;
      try {
        release = await acquireLockFile(`${held.base}/${baseName(lockRel)}`, {
          key: rel,
          timeoutMs: wait,
          staleLockMs,
          displayPath: osOf(lockRel),
        });
      } catch (error) {
        await held.handle.close().catch(() => undefined);
        throw error;
      }
      await sweep(held).catch(() => undefined);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await release();
        await held.handle.close().catch(() => undefined);
      };
    },

    async changeToken(path) {
      const rel = confine('changeToken', 'path', path);
      const handle = await openFile(rel, path, 'stat');
      if (handle === null) return null;
      try {
        const stats = await handle.stat({ bigint: true });
        return `${stats.size}:${stats.mtimeNs}:${stats.ino}`;
      } catch (error) {
        throw ioError('stat', rel, error);
      } finally {
        await handle.close().catch(() => undefined);
      }
    },

    async identity(path) {
      const rel = confine('identity', 'path', path);
      const handle = await openFile(rel, path, 'stat');
      if (handle === null) return null;
      try {
        const stats = await handle.stat({ bigint: true });
        if (stats.isDirectory()) throw systemError('EISDIR', 'is a folder');
        return identityOf(stats);
      } catch (error) {
        throw ioError('stat', rel, error);
      } finally {
        await handle.close().catch(() => undefined);
      }
    },

    // Names are examined with lstat inside the opened, verified folder, so no link is followed.
    async identities(dirPath, file) {
      const rel = confine('identities', 'path', dirPath);
      // A member folder's file (a feature's README.md, or de/README.md): every segment on the way is examined too.
      const nested = file === undefined ? [] : confine('identities', 'file', file).split('/');
      const found = new Map<string, FileIdentity>();
      const dir = await openDir(osOf(rel), rel, dirPath, 'list');
      if (dir === null) {
        await checkMissing(rel, dirPath);
        return found;
      }
      try {
        let names: string[];
        try {
          names = await readdir(dir.base);
        } catch (error) {
          if (isMissing(error)) return found;
          throw ioError('list', rel, error);
        }
        // Synchronous lstat costs a few microseconds; an asynchronous one costs a trip through the thread pool,
        // which made a warm listing slower than reading every file. The loop yields between slices, so the
        // event loop is never held for more than one slice.
        for (let start = 0; start < names.length; start += STAT_SLICE) {
          if (start > 0) await new Promise<void>((done) => setImmediate(done));
          for (const name of names.slice(start, start + STAT_SLICE)) {
            const stats = nestedFileStats(`${dir.base}/${name}`, nested);
            if (stats !== undefined) found.set(name, identityOf(stats));
          }
        }
        return found;
      } finally {
        await dir.handle.close().catch(() => undefined);
      }
    },

    absolute(path) {
      const rel = confine('absolute', 'path', path);
      return osOf(rel);
    },
  };
}

