/**
 * Document locks (operations.md §8.1): an in-process asynchronous mutex per
 * key, then the storage's lock with the same key.
 *
 * @packageDocumentation
 */

import type { Storage } from '../storage/storage.js';

/**
 * In-process mutexes by key, each paired with `storage.lock`. Idle keys are
 * dropped, so the table never grows with the number of documents touched.
 *
 * @example
 * ```ts
 * const locks = new LockTable();
 * await locks.run(storage, 'docs/tsk/a.md', async () => { … });
 * ```
 */
export class LockTable {
  // The tail of each key's queue: the promise that settles when the last
  // holder (or waiter) is done.
  private readonly tails = new Map<string, Promise<void>>();

  private async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }

  /**
   * Run work holding one key: the in-process mutex first, then the storage
   * lock; the storage lock is released before the in-process one.
   *
   * A release that fails never changes the outcome: the work's result (or
   * its error) is what the caller gets, and the in-process mutex is freed
   * either way, so the key is never left held in this process. The work is
   * done by then; at worst the storage's lock file stays behind for the
   * storage's stale-lock handling (nodeStorage treats it as free in this
   * process and breaks it on the next lock).
   *
   * @param storage - the storage whose lock is taken
   * @param key - the root-relative lock key
   * @param work - what to do under the lock
   * @returns the work's result
   * @throws StorageError `lock-timeout` when the storage lock cannot be taken
   * @example
   * ```ts
   * await locks.run(storage, '.specmgr/feat/.create', () => createFeature());
   * ```
   */
  async run<T>(storage: Storage, key: string, work: () => Promise<T>): Promise<T> {
    const unlock = await this.acquire(key);
    try {
      const release = await storage.lock(key);
      try {
        return await work();
      } finally {
        // A host's release may also throw synchronously.
        await Promise.resolve().then(release).catch(() => undefined);
      }
    } finally {
      unlock();
    }
  }

  /**
   * Whether a key is currently held or awaited in this process.
   *
   * @param key - the lock key
   * @returns true while some work holds or waits for it
   * @example
   * ```ts
   * locks.busy('docs/tsk/a.md'); // false when idle
   * ```
   */
  busy(key: string): boolean {
    return this.tails.has(key);
  }
}
