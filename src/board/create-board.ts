/**
 * `createBoard` (board.md §3): the task board over a repository's task
 * lists, with the contract of the Tirith coordination server's
 * `task_list`, `task_pull`, `task_update` and `task_create`.
 *
 * @packageDocumentation
 */

import { anything, arg, arrayOf, boolean, checkArguments, custom, describeValue, options, text, type ArgumentSpec } from '../errors/index.js';
import { StorageError, UsageError, rewordError, type ErrorRenderers } from '../errors/index.js';
import { checkRefName } from '../repository/index.js';
import type { Clock } from '../format/index.js';
import { checkAgent } from './agent.js';
import { createBoardContext } from './context.js';
import { adoptList } from './op-adopt.js';
import { boardOverview } from './op-board-status.js';
import { createTask } from './op-create.js';
import { listTasks } from './op-list.js';
import { pullTask } from './op-pull.js';
import { reapTasks } from './op-reap.js';
import { updateTask } from './op-update.js';
import type { BoardRepository } from './repository-port.js';
import type {
  AdoptResult,
  BoardStatusResult,
  CreateArgs,
  Failure,
  ListArgs,
  ListResult,
  ReapResult,
  TaskResult,
  UpdateArgs,
} from './results.js';

/**
 * The task board. Every call takes `agent`, the caller's stable name, and
 * returns a result with a `status`; bad input is an `invalid` result, never
 * a thrown error. Only storage failures (`StorageError`, `lock-timeout`
 * included) are thrown.
 *
 * @example
 * ```ts
 * const board = createBoard(repo);
 * const next = await board.pull({ agent: 'agent-7' });
 * if (next.status === 'ok') await board.update({ agent: 'agent-7', taskId: next.task.id, status: 'done' });
 * ```
 */
export interface Board {
  /**
   * `task_list`: the board's tasks as compact rows, newest first, paged. Read-only.
   *
   * @param args - agent; optional status and owner filters, limit (default 20, 1..200) and `before` cursor
   * @returns the page, or `invalid`
   * @example
   * ```ts
   * const page = await board.list({ agent: 'agent-7', status: 'todo', limit: 10 });
   * ```
   */
  list(args: ListArgs): Promise<ListResult>;
  /**
   * `task_pull`: take the next unblocked todo task of an active list, atomically.
   *
   * @param args - the caller
   * @returns the task (now in_progress under the caller), `none`, or `invalid`
   * @example
   * ```ts
   * const r = await board.pull({ agent: 'agent-7' });
   * ```
   */
  pull(args: { agent: string }): Promise<TaskResult>;
  /**
   * `task_update`: change a task's status, optionally with a note, `force` and `ifUpdatedAt`.
   *
   * @param args - agent, taskId (full or unique prefix), status, note, force, ifUpdatedAt
   * @returns the task, a conflict, `not_found` or `invalid`
   * @example
   * ```ts
   * await board.update({ agent: 'agent-7', taskId: '0f3c5a1e', status: 'blocked', note: 'waiting for review' });
   * ```
   */
  update(args: UpdateArgs): Promise<TaskResult>;
  /**
   * `task_create`: append a task to an active or draft task list.
   *
   * @param args - agent, list (full tsk id), title, description, priority, dependsOn
   * @returns the new task, `not_found` or `invalid`
   * @example
   * ```ts
   * await board.create({ agent: 'agent-7', list: listId, title: 'Write the docs' });
   * ```
   */
  create(args: CreateArgs): Promise<TaskResult>;
  /**
   * Put markers on every unmarked task item of a list.
   *
   * @param args - agent and list (full tsk id)
   * @returns the counts, `not_found` or `invalid`
   * @example
   * ```ts
   * await board.adopt({ agent: 'agent-7', list: listId });
   * ```
   */
  adopt(args: { agent: string; list: string }): Promise<AdoptResult>;
  /**
   * Return the in_progress tasks of silent owners to todo.
   *
   * @param args - agent and the silence threshold in seconds
   * @returns the returned tasks, or `invalid`
   * @example
   * ```ts
   * await board.reap({ agent: 'supervisor', olderThanSeconds: 900 });
   * ```
   */
  reap(args: { agent: string; olderThanSeconds: number }): Promise<ReapResult>;
  /**
   * A read-only overview: counts, lists, broken documents, agents.
   *
   * @param args - the caller
   * @returns the overview, or `invalid`
   * @example
   * ```ts
   * const overview = await board.boardStatus({ agent: 'agent-7' });
   * ```
   */
  boardStatus(args: { agent: string }): Promise<BoardStatusResult>;
}

/**
 * Create the task board over a repository's task lists.
 *
 * @param repo - the repository (its storage, layout, clock and mode, and `list`, `get`, `update`)
 * @param options - `clock`: where the board's timestamps come from (default `repo.clock`)
 * @returns the board
 * @example
 * ```ts
 * const repo = createRepository({ storage: nodeStorage('/srv/specs') });
 * const board = createBoard(repo);
 * await board.list({ agent: 'agent-7' });
 * ```
 */
export function createBoard(repo: BoardRepository, options: { clock?: Clock } = {}): Board {
  checkArguments('createBoard', BOARD_FACTORY, [repo, options]);
  const context = createBoardContext(repo, options?.clock ?? repo.clock);
  const errors = repo.messages?.errors;
  return Object.freeze({
    list: guarded('list', (args: ListArgs) => listTasks(context, args), errors),
    pull: guarded('pull', (args: { agent: string }) => pullTask(context, args), errors),
    update: guarded('update', (args: UpdateArgs) => updateTask(context, args), errors),
    create: guarded('create', (args: CreateArgs) => createTask(context, args), errors),
    adopt: guarded('adopt', (args: { agent: string; list: string }) => adoptList(context, args), errors),
    reap: guarded('reap', (args: { agent: string; olderThanSeconds: number }) => reapTasks(context, args), errors),
    boardStatus: guarded('boardStatus', (args: { agent: string }) => boardOverview(context, args), errors),
  });
}

const BOARD_FACTORY = [
  arg('repo', custom('a Repository (createRepository())', (value) => {
    const r = value as Partial<Record<'list' | 'get' | 'update', unknown>> & { storage?: unknown };
    return typeof r.list === 'function' && typeof r.get === 'function' && typeof r.update === 'function' && typeof r.storage === 'object';
  })),
  arg('options', options({ clock: custom('a Clock ({ now(): Date })', (value) => typeof (value as { now?: unknown }).now === 'function') })),
];

// Agents' inputs as the board's contract takes them (board.md §3): strings
// are strings and flags are booleans; `limit`, `priority` and
// `olderThanSeconds` keep the board's own wording and leniency (§3, §4), so
// they are checked by the operations.
const agent = text;
const BOARD_ARGS: Readonly<Record<string, readonly ArgumentSpec[]>> = Object.freeze({
  list: [arg('args', options({ agent, status: text, owner: text, limit: anything, before: text }))],
  pull: [arg('args', options({ agent }))],
  update: [arg('args', options({ agent, taskId: text, status: text, note: text, force: boolean, ifUpdatedAt: text }))],
  create: [
    arg('args', options({ agent, list: text, title: text, description: text, priority: anything, dependsOn: arrayOf(text, 'an array of task ids') })),
  ],
  adopt: [arg('args', options({ agent, list: text }))],
  reap: [arg('args', options({ agent, olderThanSeconds: anything }))],
  boardStatus: [arg('args', options({ agent }))],
});

/**
 * The argument descriptions of the board methods, by name (for tests that
 * call every method with wrong values).
 *
 * @example
 * ```ts
 * boardSignatures.pull[0]?.name; // 'args'
 * ```
 */
export const boardSignatures = BOARD_ARGS;

// A `list` that could not name any task list file (a path, `.`, a control
// character, …) is refused before the board touches the storage; a full id
// or a plain ref goes on to the lookup.
function checkListName(list: unknown): void {
  if (typeof list !== 'string') return;
  const name = list.trim();
  if (name === '') return;
  try {
    checkRefName(name);
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError('invalid-ref', `list ${JSON.stringify(list)} is not a task list id: ${error.message}`);
    throw error;
  }
}

// Bad input is an `invalid` result, never a thrown error (board.md §3): the
// argument checks and a task-list folder that leaves the root both answer so.
// The board reads and locks through `repo.storage`, whose errors bypass the
// repository's wording: they are put in the repository's profile here.
function guarded<A, R>(name: string, fn: (args: A) => Promise<R>, errors: ErrorRenderers | undefined): (args: A) => Promise<R | Failure> {
  const specs = BOARD_ARGS[name] ?? [];
  return async (args: A) => {
    try {
      if (args === undefined || args === null || typeof args !== 'object' || Array.isArray(args)) {
        return { status: 'invalid', message: `${name}: argument "args" must be a plain object, got ${describeValue(args)}` };
      }
      checkArguments(name, specs, [args]);
      // The agent is checked first (board.md §3), by the operation itself.
      if (checkAgent((args as { agent?: unknown }).agent).ok) checkListName((args as { list?: unknown }).list);
    } catch (error) {
      if (error instanceof UsageError) return { status: 'invalid', message: error.message };
      throw error;
    }
    try {
      return await fn(args);
    } catch (thrown) {
      const error = thrown instanceof StorageError && errors !== undefined ? rewordError(thrown, errors) : thrown;
      if (error instanceof StorageError && error.code === 'path-outside-root') {
        return { status: 'invalid', message: `the task lists cannot be used: ${error.message}` };
      }
      throw error;
    }
  };
}
