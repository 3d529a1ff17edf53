/**
 * The board lock (board.md §5): storage lock key `<docsDir>/tsk/.board`,
 * taken before any document lock and held by a mutation from its first
 * read to its last write.
 *
 * @packageDocumentation
 */

import { collectionDir, type Layout } from '../repository/index.js';
import { joinPath } from '../repository/index.js';
import type { Storage } from '../repository/index.js';

/**
 * The board lock's storage key.
 *
 * @param layout - the repository's layout
 * @returns `<docsDir>/tsk/.board`
 * @example
 * ```ts
 * boardLockKey({ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' }); // 'docs/tsk/.board'
 * ```
 */
export function boardLockKey(layout: Layout): string {
  return joinPath(collectionDir(layout, 'tsk'), '.board');
}

/**
 * Serialises one board's mutations in this process before they contend for
 * the storage lock: waiters queue here instead of polling a lock file, and
 * the storage lock still excludes other processes and other boards.
 *
 * @example
 * ```ts
 * const lock = new BoardLock(repo.storage, repo.layout);
 * const task = await lock.run(async () => pickAndClaim());
 * ```
 */
export class BoardLock {
  private tail: Promise<unknown> = Promise.resolve();

  /**
   * @param storage - the repository's storage
   * @param layout - the repository's layout
   */
  constructor(
    private readonly storage: Storage,
    private readonly layout: Layout,
  ) {}

  /**
   * Run a function while holding the board lock.
   *
   * @param body - the work to do under the lock
   * @returns what the function returns
   * @throws StorageError `lock-timeout` when the storage lock is not free in time, and whatever the function throws
   * @example
   * ```ts
   * await lock.run(async () => { await readState(); await writeState(); });
   * ```
   */
  run<T>(body: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const release = await this.storage.lock(boardLockKey(this.layout));
      try {
        return await body();
      } finally {
        // A failed release must not turn completed work into an error.
        await Promise.resolve().then(release).catch(() => undefined);
      }
    });
    // The queue moves on whether this run succeeded or failed.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
