/**
 * Which tasks `reap` returns to todo (board.md §3 reap).
 *
 * @packageDocumentation
 */

import { messages } from './messages.js';
import type { Task } from './model.js';
import type { BoardEntry } from './snapshot.js';
import { rfc3339Instant } from './time.js';

/**
 * Return to todo every in_progress task whose owner's last activity (the
 * agent's recorded activity, or the task's `updatedAt` when none is
 * recorded) is more than `olderThanSeconds` before now. Each returned task
 * loses its owner, gets `updatedAt` = now and the note `returned to todo:
 * owner <owner> silent since <time>` by the caller.
 *
 * @param board - the board's entries in list order
 * @param agents - the state file's agents (name → last activity)
 * @param olderThanSeconds - the checked threshold
 * @param caller - the agent calling `reap`
 * @param now - the current time (board form)
 * @returns the changed tasks, in list order
 * @example
 * ```ts
 * planReap(snapshot.board, state.agents, 900, 'supervisor', now);
 * ```
 */
export function planReap(
  board: readonly BoardEntry[],
  agents: Readonly<Record<string, string>>,
  olderThanSeconds: number,
  caller: string,
  now: string,
): Task[] {
  const nowInstant = rfc3339Instant(now) ?? 0;
  const reaped: Task[] = [];
  for (const { task } of board) {
    if (task.status !== 'in_progress' || task.owner === undefined) continue;
    const last = agents[task.owner] ?? task.updatedAt;
    const lastInstant = rfc3339Instant(last) ?? 0;
    if (nowInstant - lastInstant <= olderThanSeconds * 1000) continue;
    const { owner, ...rest } = task;
    reaped.push({
      ...rest,
      status: 'todo',
      updatedAt: now,
      notes: [...task.notes.map((n) => ({ ...n })), { at: now, by: caller, text: messages.reapedNote(owner, last) }],
    });
  }
  return reaped;
}
