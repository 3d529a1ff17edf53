/**
 * The store a repository keeps its parse results in between processes (the
 * `cache` option of `createRepository`): opaque bytes by key. A Node
 * directory store comes from `specmgr/node`; a host may bring its own.
 *
 * @packageDocumentation
 */

/**
 * A persisted key–value store of bytes. The repository never trusts what it
 * reads back: a missing, corrupt or foreign entry is ignored and rebuilt.
 *
 * @example
 * ```ts
 * const map = new Map<string, Uint8Array>();
 * const cache: DocumentCache = { read: async (k) => map.get(k) ?? null, write: async (k, v) => void map.set(k, v) };
 * ```
 */
export interface DocumentCache {
  /**
   * Read an entry.
   *
   * @param key - a short name made of `[a-z0-9._-]`
   * @returns its bytes, or null when there is none
   * @example
   * ```ts
   * const bytes = await cache.read('req-en-strict');
   * ```
   */
  read(key: string): Promise<Uint8Array | null>;
  /**
   * Replace an entry in one step (a reader sees the old bytes or the new).
   *
   * @param key - a short name made of `[a-z0-9._-]`
   * @param bytes - the new content
   * @returns when the entry is stored
   * @example
   * ```ts
   * await cache.write('req-en-strict', bytes);
   * ```
   */
  write(key: string, bytes: Uint8Array): Promise<void>;
}
