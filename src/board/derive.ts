/**
 * A task as the board sees it (board.md §1, §2): the item's text from the
 * document, the volatile fields from the state file, and the mark, which
 * always wins over the state file.
 *
 * @packageDocumentation
 */

import { HUMAN } from './agent.js';
import type { BoardDocument } from './documents.js';
import type { ScannedItem } from './document-scan.js';
import type { BoardFileTask, Task } from './model.js';

// A document without any readable timestamp still gives its tasks a time.
const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Build the task of a marked item.
 *
 * - `[x]` is done: with the state file's `by` and `updatedAt` when it says
 *   done, else by `human` at the document's `updated` (the box was checked
 *   by hand).
 * - `[ ]` whose state says done is todo without owner at the document's
 *   `updated` (unchecked by hand).
 * - Otherwise the state file's status and owner fields; without an entry,
 *   todo with priority 0 and `createdAt` = `updatedAt` = the document's
 *   `updated`.
 *
 * Where the document's `updated` is null the task's `createdAt` stands in.
 * Nothing is written back: the next mutation starts from this task.
 *
 * @param id - the marker's id
 * @param document - the document holding the item
 * @param item - the item
 * @param entry - the state file's entry, when there is one
 * @returns the task
 * @example
 * ```ts
 * deriveTask(id, document, { ...item, checked: true }, undefined); // { status: 'done', by: 'human', … }
 * ```
 */
export function deriveTask(id: string, document: BoardDocument, item: ScannedItem, entry: BoardFileTask | undefined): Task {
  const createdAt = entry?.createdAt ?? document.updated ?? document.created ?? EPOCH;
  const base = {
    id,
    list: document.list,
    title: item.title,
    description: item.description,
    priority: entry?.priority ?? 0,
    dependsOn: [...(entry?.dependsOn ?? [])],
    createdAt,
    updatedAt: entry?.updatedAt ?? createdAt,
    notes: (entry?.notes ?? []).map((note) => ({ ...note })),
  };
  const handEdited = document.updated ?? createdAt;
  if (item.checked) {
    if (entry?.status === 'done') return { ...base, status: 'done', by: entry.by ?? HUMAN };
    return { ...base, updatedAt: entry === undefined ? base.updatedAt : handEdited, status: 'done', by: HUMAN };
  }
  if (entry === undefined || entry.status === 'todo') return { ...base, status: 'todo' };
  if (entry.status === 'done') return { ...base, updatedAt: handEdited, status: 'todo' };
  if (entry.status === 'in_progress') return { ...base, status: 'in_progress', owner: entry.owner ?? '' };
  return { ...base, status: 'blocked', ...(entry.owner !== undefined ? { owner: entry.owner } : {}), reason: entry.reason ?? '' };
}

/**
 * The state entry that records a task.
 *
 * @param task - the task
 * @returns its entry, with the owner fields its status allows
 * @example
 * ```ts
 * entryOf(task); // { list, status, owner?, reason?, by?, priority, dependsOn, createdAt, updatedAt, notes }
 * ```
 */
export function entryOf(task: Task): BoardFileTask {
  return {
    list: task.list,
    status: task.status,
    ...(task.owner !== undefined ? { owner: task.owner } : {}),
    ...(task.reason !== undefined ? { reason: task.reason } : {}),
    ...(task.by !== undefined ? { by: task.by } : {}),
    priority: task.priority,
    dependsOn: [...task.dependsOn],
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    notes: task.notes.map((note) => ({ ...note })),
  };
}
