/**
 * Status changes of `update` (board.md §3 update): any status to any
 * status, ownership carried inside the status, notes appended.
 *
 * @packageDocumentation
 */

import { messages } from './messages.js';
import type { Task, TaskNote, TaskStatus } from './model.js';

/**
 * One requested change.
 *
 * @example
 * ```ts
 * const change: StatusChange = { agent: 'agent-7', status: 'blocked', note: 'waiting for review', forcedFrom: null, now: '2026-11-30T10:00:00.000Z' };
 * ```
 */
export type StatusChange = {
  /** The caller. */
  agent: string;
  /** The new status. */
  status: TaskStatus;
  /** The caller's note, as given. */
  note?: string | undefined;
  /** The owner a forced takeover displaces, or null. */
  forcedFrom: string | null;
  /** The current time (board form). */
  now: string;
};

/**
 * Apply a status change to a task.
 *
 * - `todo` clears the owner; `in_progress` makes the caller the owner;
 *   `blocked` keeps the previous owner (or the caller) and stores the
 *   trimmed note as the reason (`''` without one); `done` sets `by` to the
 *   caller.
 * - A forced takeover appends `forced by <agent>: was in progress under
 *   <owner>` before the caller's own note; a non-empty trimmed note is
 *   appended; `updatedAt` becomes now.
 *
 * @param task - the task as the board sees it
 * @param change - the change
 * @returns the changed task (a new object)
 * @example
 * ```ts
 * applyStatus(task, { agent: 'agent-7', status: 'done', forcedFrom: null, now });
 * // { ...task, status: 'done', by: 'agent-7', updatedAt: now }
 * ```
 */
export function applyStatus(task: Task, change: StatusChange): Task {
  const note = typeof change.note === 'string' ? change.note.trim() : '';
  const notes: TaskNote[] = task.notes.map((n) => ({ ...n }));
  if (change.forcedFrom !== null) notes.push({ at: change.now, by: change.agent, text: messages.forcedNote(change.agent, change.forcedFrom) });
  if (note !== '') notes.push({ at: change.now, by: change.agent, text: note });
  const { owner: _owner, reason: _reason, by: _by, ...rest } = task;
  const base = { ...rest, dependsOn: [...task.dependsOn], notes, updatedAt: change.now };
  switch (change.status) {
    case 'todo':
      return { ...base, status: 'todo' };
    case 'in_progress':
      return { ...base, status: 'in_progress', owner: change.agent };
    case 'blocked': {
      const previous = task.status === 'in_progress' || task.status === 'blocked' ? task.owner : undefined;
      return { ...base, status: 'blocked', owner: previous ?? change.agent, reason: note };
    }
    case 'done':
      return { ...base, status: 'done', by: change.agent };
  }
}
