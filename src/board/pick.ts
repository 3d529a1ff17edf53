/**
 * Which task `pull` hands out (board.md §3 pull).
 *
 * @packageDocumentation
 */

import type { BoardEntry } from './snapshot.js';
import { rfc3339Instant } from './time.js';

/**
 * Whether every dependency of a task is done. A dependency that is no
 * longer on the board counts as not done.
 *
 * @param entry - the task's entry
 * @param byId - the board's entries by id
 * @returns true when the task is unblocked
 * @example
 * ```ts
 * dependenciesDone(entry, snapshot.byId);
 * ```
 */
export function dependenciesDone(entry: BoardEntry, byId: ReadonlyMap<string, BoardEntry>): boolean {
  return entry.task.dependsOn.every((id) => byId.get(id)?.task.status === 'done');
}

/**
 * The task to pull: among the todo tasks of `active` lists whose
 * dependencies are all done, the highest priority, then the oldest
 * `createdAt`, then list order (documents in collection order, items in
 * document order).
 *
 * @param board - the board's entries in list order
 * @param byId - the board's entries by id
 * @returns the entry to pull, or null when there is none
 * @example
 * ```ts
 * const next = pickTask(snapshot.board, snapshot.byId);
 * ```
 */
export function pickTask(board: readonly BoardEntry[], byId: ReadonlyMap<string, BoardEntry>): BoardEntry | null {
  let best: { entry: BoardEntry; created: number } | null = null;
  for (const entry of board) {
    if (entry.document.status !== 'active' || entry.task.status !== 'todo' || !dependenciesDone(entry, byId)) continue;
    const created = rfc3339Instant(entry.task.createdAt) ?? 0;
    // Strict comparisons keep the earlier entry on a tie: that is list order.
    if (
      best === null ||
      entry.task.priority > best.entry.task.priority ||
      (entry.task.priority === best.entry.task.priority && created < best.created)
    ) {
      best = { entry, created };
    }
  }
  return best?.entry ?? null;
}
