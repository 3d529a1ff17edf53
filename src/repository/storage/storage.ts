/**
 * The storage abstraction every repository operation goes through
 * (operations.md §1.2): the library itself never touches a file system.
 *
 * @packageDocumentation
 */

/**
 * One direct entry of a folder, as returned by {@link Storage.list}.
 *
 * @example
 * ```ts
 * const entry: StorageEntry = { name: 'README.md', kind: 'file' };
 * ```
 */
export type StorageEntry = {
  /** The entry's own name (no folder part). */
  name: string;
  /** Whether the entry is a file or a folder. */
  kind: 'file' | 'dir';
};

/**
 * What a storage knows about a file without reading it, as returned by
 * {@link Storage.identity}: enough to tell, with the racy-timestamp rule of
 * the repository's cache, that a file has not changed since it was read.
 * `ctimeMs` cannot be set by `utimes`, so a file whose modification time was
 * put back after an edit still shows a new identity; `ino` changes when a
 * file is replaced by a rename (every atomic write).
 *
 * @example
 * ```ts
 * const identity: FileIdentity = { size: 412, mtimeMs: 1796191200000.25, ctimeMs: 1796191200000.25, ino: '1835011' };
 * ```
 */
export type FileIdentity = {
  /** Size in bytes. */
  size: number;
  /** Last modification, in milliseconds of the storage's clock (fractions allowed). */
  mtimeMs: number;
  /** Last status change (content, rename, permissions), same clock. */
  ctimeMs: number;
  /** The file's identity in its file system (an inode number), as text. */
  ino: string;
};

/**
 * Options of {@link Storage.writeAtomic}.
 *
 * @example
 * ```ts
 * const options: WriteOptions = { expect: await storage.read('docs/req/a.md') };
 * ```
 */
export type WriteOptions = {
  /**
   * The bytes the file must hold right before it is replaced; `null` means
   * the file must not exist. Omitted: write unconditionally.
   */
  expect?: Uint8Array | null;
};

/**
 * Byte-level access to a tree of files below one root.
 *
 * Every path is a POSIX path relative to the storage root; `''` is the root.
 * A missing file or folder reads as `null` or `[]`, never as an error; every
 * other failure rejects with a `StorageError` whose code is `io`,
 * `lock-timeout`, `path-outside-root` or (for a conditional write) `changed`.
 *
 * @example
 * ```ts
 * const storage: Storage = memoryStorage({ 'docs/req/a.md': '# A\n' });
 * const bytes = await storage.read('docs/req/a.md');
 * const release = await storage.lock('docs/req/a.md');
 * try {
 *   await storage.writeAtomic('docs/req/a.md', new TextEncoder().encode('# B\n'));
 * } finally {
 *   await release();
 * }
 * ```
 */
export interface Storage {
  /**
   * Read a whole file.
   *
   * @param path - root-relative file path
   * @returns the file's bytes, or `null` when the file does not exist
   * @example
   * ```ts
   * const bytes = await storage.read('docs/req/a.md'); // Uint8Array | null
   * ```
   */
  read(path: string): Promise<Uint8Array | null>;

  /**
   * Replace a file's content in one step: readers see the old bytes or the
   * new ones, never a mix (operations.md §8.3).
   *
   * With `expect`, the write is conditional: right before the new content
   * replaces the file, the storage compares the file's current bytes with
   * `expect` (`null`: the file must not exist) and, when they differ, rejects
   * with `StorageError` code `changed`, leaving the file as it is. The
   * repository passes the bytes it read under the document lock, so an edit
   * made meanwhile by something that does not take the lock (an editor, a
   * script) is noticed instead of overwritten. Hosts' storages should
   * implement it; one that ignores `expect` loses such edits silently.
   *
   * Without mandatory locks the window cannot be zero: a writer that ignores
   * the lock can still land between the compare and the replacement, and its
   * edit is then lost. `nodeStorage` keeps that window to a few microseconds
   * (the compare and the rename run back to back, without yielding).
   *
   * @param path - root-relative file path; its parent folder must exist
   * @param bytes - the complete new content
   * @param options - `expect`: the bytes the file must still hold, or `null` for "must not exist"
   * @returns nothing, once the new content is in place
   * @throws StorageError `changed` when `expect` is given and the file differs from it
   * @example
   * ```ts
   * await storage.writeAtomic('docs/req/a.md', new TextEncoder().encode('# A\n'));
   * await storage.writeAtomic('docs/req/a.md', next, { expect: bytesReadEarlier });
   * ```
   */
  writeAtomic(path: string, bytes: Uint8Array, options?: WriteOptions): Promise<void>;

  /**
   * List the direct entries of a folder, in no particular order.
   *
   * @param dir - root-relative folder path
   * @returns the entries, or `[]` when the folder does not exist
   * @example
   * ```ts
   * const names = (await storage.list('docs/req')).map((e) => e.name);
   * ```
   */
  list(dir: string): Promise<StorageEntry[]>;

  /**
   * Delete one file.
   *
   * @param path - root-relative file path; a missing file is not an error
   * @returns nothing, once the file is gone
   * @example
   * ```ts
   * await storage.remove('docs/req/a.md');
   * ```
   */
  remove(path: string): Promise<void>;

  /**
   * Delete a folder with everything below it.
   *
   * @param dir - root-relative folder path; a missing folder is not an error
   * @returns nothing, once the folder is gone
   * @example
   * ```ts
   * await storage.removeTree('.specmgr/feat/feat-1-x');
   * ```
   */
  removeTree(dir: string): Promise<void>;

  /**
   * Move a file or a folder (with its whole subtree) in one step.
   *
   * @param from - root-relative path of the existing file or folder
   * @param to - root-relative destination path; its parent folder must exist
   * @returns nothing, once the entry is at its new path
   * @example
   * ```ts
   * await storage.rename('.specmgr/feat/feat-1-a', '.specmgr/feat/feat-2-a');
   * ```
   */
  rename(from: string, to: string): Promise<void>;

  /**
   * Create a folder and any missing parents.
   *
   * @param dir - root-relative folder path; an existing folder is fine
   * @returns nothing, once the folder exists
   * @example
   * ```ts
   * await storage.mkdirp('docs/req');
   * ```
   */
  mkdirp(dir: string): Promise<void>;

  /**
   * Take the exclusive lock named `key`, waiting for a current holder.
   *
   * @param key - the lock name: a root-relative path (operations.md §8.1)
   * @param options - `timeoutMs`: how long to wait before failing with `lock-timeout`
   * @returns the release function; calling it more than once is harmless
   * @example
   * ```ts
   * const release = await storage.lock('docs/req/a.md', { timeoutMs: 2000 });
   * try { ... } finally { await release(); }
   * ```
   */
  lock(key: string, options?: { timeoutMs?: number }): Promise<() => Promise<void>>;

  /**
   * A cheap token that changes whenever the file changes in the usual ways
   * (size, modification time); it may only skip work, never replace a read.
   *
   * @param path - root-relative file path
   * @returns the token, or `null` when the file does not exist
   * @example
   * ```ts
   * const token = await storage.changeToken?.('docs/req/a.md');
   * ```
   */
  changeToken?(path: string): Promise<string | null>;

  /**
   * The identity of a file (size, modification and change times, inode)
   * without reading it, under the same confinement rules as `read`. The
   * repository uses it to skip reading files that have not changed since
   * they were last read; the times must come from one clock that the
   * file's every change advances (a storage without such a clock leaves
   * this method out, and every listing reads every file).
   *
   * @param path - root-relative file path
   * @returns the identity, or `null` when the file does not exist
   * @throws StorageError `path-outside-root` as `read` does, `io` when the file cannot be examined
   * @example
   * ```ts
   * const identity = await storage.identity?.('docs/req/a.md'); // { size, mtimeMs, ctimeMs, ino } | null
   * ```
   */
  identity?(path: string): Promise<FileIdentity | null>;

  /**
   * The identities of the plain files directly in a folder, in one go (one
   * listing and one `lstat` each, where `identity` opens every file): what
   * a warm list asks for. Only regular files that are not links are
   * reported; the repository asks `identity` for any member left out (a
   * link, a file that appeared meanwhile), so leaving entries out is always
   * safe. Same clock and confinement rules as `identity`.
   *
   * With `file`, the identities of `<dir>/<name>/<file>` for each sub-folder
   * `name` instead (a folder-stored member such as a feature's `README.md`),
   * keyed by the sub-folder's name; a link anywhere on the way leaves that
   * member out.
   *
   * @param dir - root-relative folder path
   * @param file - a path inside each sub-folder (e.g. `README.md`, `de/README.md`)
   * @returns identities by file name (by sub-folder name with `file`); empty when the folder does not exist
   * @throws StorageError `path-outside-root` as `list` does, `io` when the folder cannot be listed
   * @example
   * ```ts
   * const identities = await storage.identities?.('docs/req'); // Map { 'a.md' => { size, mtimeMs, ctimeMs, ino } }
   * ```
   */
  identities?(dir: string, file?: string): Promise<Map<string, FileIdentity>>;

  /**
   * The path reported in results for a root-relative path (operations.md §1.4).
   *
   * @param path - root-relative path; `''` gives the root itself
   * @returns the reported path
   * @example
   * ```ts
   * memoryStorage().absolute('docs/req/a.md'); // '/docs/req/a.md'
   * ```
   */
  absolute(path: string): string;
}
