/**
 * The compact rows `list` returns (board.md §3 list): short ids, timestamps
 * to the second, absent fields and empty arrays left out.
 *
 * @packageDocumentation
 */

import { shortId } from './ids.js';
import type { Task, TaskRow } from './model.js';
import { secondsTimestamp } from './time.js';

/**
 * The compact row of a task. Keys follow the order of {@link Task}, so rows
 * serialise the same in every host.
 *
 * @param task - the full task
 * @returns the row; empty strings (`description`, `reason`) are kept
 * @example
 * ```ts
 * taskRow(task);
 * // { id: '0f3c5a1e', list: '6d1f3a52', title: '…', description: '', priority: 0,
 * //   createdAt: '2026-11-30T10:00:00Z', updatedAt: '2026-11-30T10:05:00Z', status: 'todo' }
 * ```
 */
export function taskRow(task: Task): TaskRow {
  return {
    id: shortId(task.id),
    list: shortId(task.list),
    title: task.title,
    description: task.description,
    priority: task.priority,
    ...(task.dependsOn.length > 0 ? { dependsOn: task.dependsOn.map(shortId) } : {}),
    createdAt: secondsTimestamp(task.createdAt),
    updatedAt: secondsTimestamp(task.updatedAt),
    ...(task.notes.length > 0 ? { notes: task.notes.map((note) => ({ ...note, at: secondsTimestamp(note.at) })) } : {}),
    status: task.status,
    ...(task.owner !== undefined ? { owner: task.owner } : {}),
    ...(task.reason !== undefined ? { reason: task.reason } : {}),
    ...(task.by !== undefined ? { by: task.by } : {}),
  };
}
