/**
 * An in-memory {@link Storage} for tests, examples and hosts without a file
 * system (operations.md §1.2).
 *
 * @packageDocumentation
 */

import { StorageError, usageError } from '../../errors/index.js';
import { changedError, checkFactoryArguments, checkLockOptions, checkString, checkWriteArguments, sameBytes } from './options.js';
import { confineStoragePath, isInside, parentDir } from './paths.js';
import type { Storage, StorageEntry } from './storage.js';

/** Default wait of {@link Storage.lock} (operations.md §1.2). */
const DEFAULT_LOCK_TIMEOUT_MS = 10_000;
// setTimeout fires at once for larger delays, so longer waits mean "forever".
const MAX_TIMER_MS = 2 ** 31 - 1;
const ROOT = '/';

type Waiter = { grant: () => void };
type LockState = { queue: Waiter[] };

/**
 * Create a storage that keeps its files in memory.
 *
 * Strings are stored UTF-8-encoded; a folder exists above every file and
 * after `mkdirp`, and stays when its last file is removed, as on disk.
 * `absolute(p)` is `'/' + p`. `lock` is an in-process FIFO mutex per key,
 * so two repositories over one memory storage exclude each other. Reads and
 * writes copy the bytes, so no caller can change the store behind its back.
 * There is no change token. `identity` stamps every write and rename with
 * the next value of a per-storage counter (as both `mtimeMs` and
 * `ctimeMs`) and gives each new file an `ino` unique to this storage
 * instance, so any change shows, and no two storages share an identity.
 * Counter values are far below any system-clock time, so the repository's
 * racy-timestamp rule always trusts them, which is sound here: no change
 * leaves the counter where it was. A conditional write (`expect`) compares and
 * replaces in one synchronous step, so nothing can come in between.
 *
 * @param files - initial files keyed by root-relative path: a plain object of strings and `Uint8Array`s
 * @returns the storage
 * @throws UsageError `invalid-arguments` when `files` is not such an object, or one
 *   initial path is both a file and a folder
 * @example
 * ```ts
 * const storage = memoryStorage({ 'docs/req/a.md': '# A\n' });
 * await storage.list('docs'); // [{ name: 'req', kind: 'dir' }]
 * storage.absolute('docs/req/a.md'); // '/docs/req/a.md'
 * ```
 */
export function memoryStorage(files?: Record<string, string | Uint8Array>): Storage {
  checkFactoryArguments('memoryStorage', [files]);
  const store = new Map<string, Uint8Array>();
  // Every folder, with all its ancestors: the invariant that makes "implied"
  // folders above files cheap to answer.
  const dirs = new Set<string>(['']);
  const locks = new Map<string, LockState>();
  const encoder = new TextEncoder();
  // The identity of every file: a write counter as its clock and an inode unique to this instance.
  const stamps = new Map<string, { stamp: number; ino: string }>();
  const instance = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  let clock = 0;
  let inodes = 0;
  const stamp = (k: string, moved?: { stamp: number; ino: string }): void => {
    stamps.set(k, { stamp: ++clock, ino: moved?.ino ?? stamps.get(k)?.ino ?? `${instance}-${++inodes}` });
  };

  const key = (path: unknown, method = 'memoryStorage', name = 'files'): string => confineStoragePath(checkString(method, name, path), ROOT);
  const addDirs = (dir: string): void => {
    for (let d = dir; d !== '' && !dirs.has(d); d = parentDir(d)) dirs.add(d);
  };
  const moveStamp = (from: string, to: string): void => {
    const meta = stamps.get(from);
    stamps.delete(from);
    stamp(to, meta);
  };
  const firstFileAtOrAbove = (path: string): string | undefined => {
    for (let d = path; d !== ''; d = parentDir(d)) if (store.has(d)) return d;
    return undefined;
  };

  for (const [path, content] of Object.entries(files ?? {})) {
    const k = key(path);
    const bytes = typeof content === 'string' ? encoder.encode(content) : copy(content);
    store.set(k, bytes);
    stamp(k);
    addDirs(parentDir(k));
  }
  for (const k of store.keys()) {
    if (k === '' || dirs.has(k)) {
      throw usageError('invalid-arguments', 'file-and-folder', { path: k });
    }
  }

  const storage: Storage = {
    async read(path) {
      const k = key(path, 'read', 'path');
      if (dirs.has(k)) throw ioError('read', k, 'EISDIR', 'is a folder');
      const bytes = store.get(k);
      return bytes === undefined ? null : copy(bytes);
    },

    async writeAtomic(path, bytes, options) {
      const k = key(path, 'writeAtomic', 'path');
      const expect = checkWriteArguments(bytes, options);
      if (dirs.has(k)) throw ioError('write', k, 'EISDIR', 'is a folder');
      if (!dirs.has(parentDir(k))) throw ioError('write', k, 'ENOENT', 'parent folder does not exist');
      if (expect !== undefined) {
        const current = store.get(k);
        const same = current === undefined ? expect === null : expect !== null && sameBytes(current, expect);
        if (!same) throw changedError(k, expect === null);
      }
      store.set(k, copy(bytes));
      // Like a rename over the target: a new inode every write.
      stamps.delete(k);
      stamp(k);
    },

    async list(dir) {
      const k = key(dir, 'list', 'path');
      if (!dirs.has(k)) return [];
      const entries: StorageEntry[] = [];
      for (const d of dirs) if (d !== '' && parentDir(d) === k) entries.push({ name: nameOf(d), kind: 'dir' });
      for (const f of store.keys()) if (parentDir(f) === k) entries.push({ name: nameOf(f), kind: 'file' });
      return entries;
    },

    async remove(path) {
      const k = key(path, 'remove', 'path');
      if (dirs.has(k)) throw ioError('remove', k, 'EISDIR', 'is a folder');
      store.delete(k);
      stamps.delete(k);
    },

    async removeTree(dir) {
      const k = key(dir, 'removeTree', 'path');
      if (k === '') throw ioError('remove', k, 'EPERM', 'refusing to remove the storage root');
      for (const f of [...store.keys()]) {
        if (!isInside(f, k)) continue;
        store.delete(f);
        stamps.delete(f);
      }
      for (const d of [...dirs]) if (isInside(d, k)) dirs.delete(d);
    },

    async rename(from, to) {
      const src = key(from, 'rename', 'from');
      const dst = key(to, 'rename', 'to');
      if (store.has(src)) {
        if (dirs.has(dst)) throw ioError('rename', dst, 'EISDIR', 'destination is a folder');
        if (!dirs.has(parentDir(dst))) throw ioError('rename', dst, 'ENOENT', 'destination folder does not exist');
        if (src === dst) return;
        const bytes = store.get(src) as Uint8Array;
        store.delete(src);
        store.set(dst, bytes);
        moveStamp(src, dst);
        return;
      }
      if (!dirs.has(src)) throw ioError('rename', src, 'ENOENT', 'no such file or folder');
      if (src === dst) return;
      if (src === '' || isInside(dst, src)) throw ioError('rename', dst, 'EINVAL', 'cannot move a folder into itself');
      if (store.has(dst)) throw ioError('rename', dst, 'ENOTDIR', 'destination is a file');
      if (!dirs.has(parentDir(dst))) throw ioError('rename', dst, 'ENOENT', 'destination folder does not exist');
      if (dirs.has(dst)) {
        const occupied = [...store.keys(), ...dirs].some((p) => p !== dst && isInside(p, dst));
        if (occupied) throw ioError('rename', dst, 'ENOTEMPTY', 'destination folder is not empty');
      }
      const moved = (p: string): string => dst + p.slice(src.length);
      for (const f of [...store.keys()]) {
        if (!isInside(f, src)) continue;
        const bytes = store.get(f) as Uint8Array;
        store.delete(f);
        store.set(moved(f), bytes);
        moveStamp(f, moved(f));
      }
      for (const d of [...dirs]) {
        if (!isInside(d, src)) continue;
        dirs.delete(d);
        dirs.add(moved(d));
      }
    },

    async mkdirp(dir) {
      const k = key(dir, 'mkdirp', 'path');
      const file = firstFileAtOrAbove(k);
      if (file !== undefined) throw ioError('create folder', k, 'ENOTDIR', `'${file}' is a file`);
      addDirs(k);
    },

    async lock(lockKey, options) {
      const k = key(lockKey, 'lock', 'key');
      return acquire(locks, k, checkLockOptions(options) ?? DEFAULT_LOCK_TIMEOUT_MS);
    },

    async identity(path) {
      const k = key(path, 'identity', 'path');
      if (dirs.has(k)) throw ioError('stat', k, 'EISDIR', 'is a folder');
      const bytes = store.get(k);
      const meta = stamps.get(k);
      if (bytes === undefined || meta === undefined) return null;
      return { size: bytes.byteLength, mtimeMs: meta.stamp, ctimeMs: meta.stamp, ino: meta.ino };
    },

    absolute(path) {
      return ROOT + key(path, 'absolute', 'path');
    },
  };
  return storage;
}

// Buffer#slice returns a view, so copying goes through the Uint8Array
// constructor, which always copies and never yields a Buffer.
function copy(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

// The cause mimics a Node system error, so callers that look at
// `cause.code` see the same codes from both storages.
function ioError(operation: string, path: string, code: string, reason: string): StorageError {
  const cause = Object.assign(new Error(`${code}: ${reason}, ${operation} '${path}'`), { code });
  return new StorageError({ code: 'io', path, message: `could not ${operation} ${path}: ${reason}`, cause });
}

function acquire(locks: Map<string, LockState>, k: string, timeoutMs: number): Promise<() => Promise<void>> {
  const existing = locks.get(k);
  if (existing === undefined) {
    const state: LockState = { queue: [] };
    locks.set(k, state);
    return Promise.resolve(releaser(locks, k, state));
  }
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waiter: Waiter = {
      grant: () => {
        if (timer !== undefined) clearTimeout(timer);
        resolve(releaser(locks, k, existing));
      },
    };
    existing.queue.push(waiter);
    const wait = Math.max(0, timeoutMs);
    if (Number.isFinite(wait) && wait <= MAX_TIMER_MS) {
      timer = setTimeout(() => {
        const index = existing.queue.indexOf(waiter);
        if (index >= 0) existing.queue.splice(index, 1);
        reject(
          new StorageError({ code: 'lock-timeout', path: k, message: `could not lock ${k} within ${timeoutMs} ms` }),
        );
      }, wait);
    }
  });
}

// Ownership passes straight to the next waiter, so a newcomer can never
// overtake the queue between a release and the next grant (FIFO).
function releaser(locks: Map<string, LockState>, k: string, state: LockState): () => Promise<void> {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const next = state.queue.shift();
    if (next !== undefined) next.grant();
    else locks.delete(k);
  };
}
