/**
 * The board's data model (board.md §1, §2): task statuses, full tasks, the
 * compact list rows and the state file's shape.
 *
 * @packageDocumentation
 */

/**
 * The four board statuses, in their canonical spelling.
 *
 * @example
 * ```ts
 * const status: TaskStatus = 'in_progress';
 * ```
 */
export type TaskStatus = 'todo' | 'in_progress' | 'blocked' | 'done';

/**
 * Every status in canonical order (the order of the messages and counts).
 *
 * @example
 * ```ts
 * TASK_STATUSES.join(', '); // 'todo, in_progress, blocked, done'
 * ```
 */
export const TASK_STATUSES: readonly TaskStatus[] = Object.freeze(['todo', 'in_progress', 'blocked', 'done']);

/**
 * One note of a task's history.
 *
 * @example
 * ```ts
 * const note: TaskNote = { at: '2026-11-30T10:00:00.000Z', by: 'agent-7', text: 'waiting for the schema review' };
 * ```
 */
export interface TaskNote {
  /** When it was written: RFC 3339 UTC with milliseconds. */
  at: string;
  /** The agent that wrote it. */
  by: string;
  /** The note's text. */
  text: string;
}

/**
 * A board task in full (board.md §1): the item's text from the document and
 * the volatile state from the state file. Ownership lives inside the
 * status: `owner` for in_progress (and optionally blocked), `reason` for
 * blocked, `by` for done.
 *
 * @example
 * ```ts
 * const task: Task = {
 *   id: '0f3c5a1e-2b4d-4c6e-8f90-123456789abc', list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04',
 *   title: 'Migrate the widget registry', description: '', priority: 0, dependsOn: [],
 *   createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:05:00.000Z', notes: [],
 *   status: 'in_progress', owner: 'agent-7',
 * };
 * ```
 */
export interface Task {
  /** UUID v4, from the item's marker. */
  id: string;
  /** The tsk document id. */
  list: string;
  /** The item text without the checkbox and the marker comment, trimmed. */
  title: string;
  /** The item's continuation content, `''` when none. */
  description: string;
  /** Integer, default 0, higher first. */
  priority: number;
  /** Full task ids. */
  dependsOn: string[];
  /** RFC 3339 UTC with milliseconds. */
  createdAt: string;
  /** RFC 3339 UTC with milliseconds. */
  updatedAt: string;
  /** Oldest first. */
  notes: TaskNote[];
  /** The task's status. */
  status: TaskStatus;
  /** in_progress; blocked (optional). */
  owner?: string;
  /** blocked: the note given with it, `''` without one. */
  reason?: string;
  /** done: who finished it (`human` for a box checked by hand). */
  by?: string;
}

/**
 * A compact task, as `list` returns it (board.md §3 list): every UUID
 * shortened to 8 hex characters, timestamps truncated to whole seconds
 * (`YYYY-MM-DDTHH:MM:SSZ`), absent fields and empty arrays omitted, empty
 * strings kept.
 *
 * @example
 * ```ts
 * const row: TaskRow = {
 *   id: '0f3c5a1e', list: '6d1f3a52', title: 'Migrate the widget registry', description: '',
 *   priority: 0, createdAt: '2026-11-30T10:00:00Z', updatedAt: '2026-11-30T10:05:00Z', status: 'todo',
 * };
 * ```
 */
export interface TaskRow {
  id: string;
  list: string;
  title: string;
  description: string;
  priority: number;
  dependsOn?: string[];
  createdAt: string;
  updatedAt: string;
  notes?: TaskNote[];
  status: TaskStatus;
  owner?: string;
  reason?: string;
  by?: string;
}

/**
 * The volatile state of one task in the state file (board.md §2).
 *
 * @example
 * ```ts
 * const entry: BoardFileTask = {
 *   list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04', status: 'todo', priority: 0, dependsOn: [],
 *   createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z', notes: [],
 * };
 * ```
 */
export interface BoardFileTask {
  list: string;
  status: TaskStatus;
  owner?: string;
  reason?: string;
  by?: string;
  priority: number;
  dependsOn: string[];
  createdAt: string;
  updatedAt: string;
  notes: TaskNote[];
}

/**
 * The state file `<docsDir>/tsk/.board.json` (board.md §2).
 *
 * @example
 * ```ts
 * const empty: BoardFile = { version: 1, tasks: {}, agents: {} };
 * ```
 */
export interface BoardFile {
  version: 1;
  /** Key: the full task id. */
  tasks: Record<string, BoardFileTask>;
  /** Agent name → its last activity (RFC 3339 UTC, milliseconds). */
  agents: Record<string, string>;
}
