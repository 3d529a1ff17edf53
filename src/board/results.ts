/**
 * What board operations take and return (board.md §3). Every result has a
 * `status`; every outcome other than `ok` carries a human-readable
 * `message` (board.md §4).
 *
 * @packageDocumentation
 */

import type { Task, TaskRow, TaskStatus } from './model.js';

/**
 * An outcome without a payload: bad input, an unknown id, nothing to pull.
 *
 * @example
 * ```ts
 * const failure: Failure = { status: 'invalid', message: 'agent must not be empty' };
 * ```
 */
export type Failure = { status: 'not_found' | 'none' | 'invalid' | 'conflict'; message: string };

/**
 * `update` refused: the task is in progress under another agent.
 *
 * @example
 * ```ts
 * const c: OwnerConflict = { status: 'conflict', owner: 'agent-2', since: '2026-11-30T10:00:00.000Z', message: '…' };
 * ```
 */
export type OwnerConflict = { status: 'conflict'; owner: string; since: string; message: string };

/**
 * `update` refused: `ifUpdatedAt` does not name the task's `updatedAt`.
 *
 * @example
 * ```ts
 * const c: StaleConflict = { status: 'conflict', updatedAt: '2026-11-30T10:00:00.000Z', message: '…' };
 * ```
 */
export type StaleConflict = { status: 'conflict'; updatedAt: string; message: string };

/**
 * The result of `pull`, `update` and `create`.
 *
 * @example
 * ```ts
 * const r: TaskResult = await board.pull({ agent: 'agent-7' });
 * if (r.status === 'ok') console.log(r.task.title);
 * ```
 */
export type TaskResult = { status: 'ok'; task: Task } | OwnerConflict | StaleConflict | Failure;

/**
 * The result of `list`.
 *
 * @example
 * ```ts
 * const r: ListResult = await board.list({ agent: 'agent-7', status: 'todo', limit: 10 });
 * if (r.status === 'ok' && r.truncated) await board.list({ agent: 'agent-7', status: 'todo', before: r.nextBefore });
 * ```
 */
export type ListResult =
  | { status: 'ok'; count: number; total: number; truncated: boolean; tasks: TaskRow[]; nextBefore?: string }
  | Failure;

/**
 * The result of `adopt`: new markers written and the list's tasks afterwards.
 *
 * @example
 * ```ts
 * const r: AdoptResult = { status: 'ok', list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04', adopted: 3, tasks: 4 };
 * ```
 */
export type AdoptResult = { status: 'ok'; list: string; adopted: number; tasks: number } | Failure;

/**
 * The result of `reap`: the tasks returned to todo.
 *
 * @example
 * ```ts
 * const r: ReapResult = await board.reap({ agent: 'supervisor', olderThanSeconds: 900 });
 * ```
 */
export type ReapResult = { status: 'ok'; count: number; tasks: Task[] } | Failure;

/**
 * One canonical tsk document in `boardStatus`.
 *
 * @example
 * ```ts
 * const entry: BoardListStatus = {
 *   list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04', title: 'Nightly build', documentStatus: 'active',
 *   tasks: 4, unadopted: 1, duplicateMarkers: [{ taskId: '0f3c5a1e-2b4d-4c6e-8f90-123456789abc', line: 9 }],
 * };
 * ```
 */
export type BoardListStatus = {
  list: string;
  title: string;
  documentStatus: string;
  /** Items carrying a marker that is theirs (not a duplicate). */
  tasks: number;
  /** Task items without a marker. */
  unadopted: number;
  /** Ignored marker occurrences; `line` is the body line of the item's text. */
  duplicateMarkers: { taskId: string; line: number }[];
};

/**
 * The result of `boardStatus`.
 *
 * @example
 * ```ts
 * const r: BoardStatusResult = await board.boardStatus({ agent: 'agent-7' });
 * if (r.status === 'ok') console.log(r.counts.todo, r.broken.length);
 * ```
 */
export type BoardStatusResult =
  | {
      status: 'ok';
      counts: Record<TaskStatus, number>;
      lists: BoardListStatus[];
      /** tsk documents that fail to parse; `error` is the unlabelled rendering. */
      broken: { ref: string; path: string; error: string }[];
      /** In name order. */
      agents: { agent: string; lastActivity: string }[];
    }
  | Failure;

/**
 * Arguments of `list`.
 *
 * @example
 * ```ts
 * const a: ListArgs = { agent: 'agent-7', status: 'in-progress', owner: 'agent-2', limit: 50 };
 * ```
 */
export type ListArgs = { agent: string; status?: string; owner?: string; limit?: number; before?: string };

/**
 * Arguments of `update`.
 *
 * @example
 * ```ts
 * const a: UpdateArgs = { agent: 'agent-7', taskId: '0f3c5a1e', status: 'blocked', note: 'waiting for review' };
 * ```
 */
export type UpdateArgs = {
  agent: string;
  taskId: string;
  status: string;
  note?: string;
  force?: boolean;
  ifUpdatedAt?: string;
};

/**
 * Arguments of `create`.
 *
 * @example
 * ```ts
 * const a: CreateArgs = { agent: 'agent-7', list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04', title: 'Write the migration', priority: 2 };
 * ```
 */
export type CreateArgs = {
  agent: string;
  list: string;
  title: string;
  description?: string;
  priority?: number;
  dependsOn?: string[];
};
