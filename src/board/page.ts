/**
 * One page of `list` (board.md §3 list): filters, the newest-first order of
 * `(updatedAt, id)`, the limit and the cursor.
 *
 * @packageDocumentation
 */

import { cursorOf, isBeyond, type Cursor } from './cursor.js';
import type { Task, TaskStatus } from './model.js';
import { rfc3339Instant } from './time.js';
import { taskRow } from './rows.js';
import type { ListResult } from './results.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

/**
 * The applied `limit`: truncated to an integer and clamped into 1..200; a
 * value that is not a finite number counts as absent (20). Never refused.
 *
 * @param limit - the value as passed
 * @returns the applied limit
 * @example
 * ```ts
 * normalizeLimit(undefined); // 20
 * normalizeLimit(7.9);       // 7
 * normalizeLimit(0);         // 1
 * normalizeLimit(1e9);       // 200
 * normalizeLimit(NaN);       // 20
 * ```
 */
export function normalizeLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

/**
 * The filters of `list`, already checked.
 *
 * @example
 * ```ts
 * const filters: ListFilters = { status: 'done', owner: 'human' };
 * ```
 */
export type ListFilters = { status?: TaskStatus; owner?: string };

/**
 * Whether a task passes the filters. `owner` matches the in_progress owner,
 * the blocked owner and the done `by`.
 *
 * @param task - the task
 * @param filters - the checked filters
 * @returns true when the task matches
 * @example
 * ```ts
 * matchesFilters({ ...task, status: 'done', by: 'human' }, { owner: 'human' }); // true
 * ```
 */
export function matchesFilters(task: Task, filters: ListFilters): boolean {
  if (filters.status !== undefined && task.status !== filters.status) return false;
  if (filters.owner !== undefined) {
    const holder = task.status === 'done' ? task.by : task.owner;
    if (holder !== filters.owner) return false;
  }
  return true;
}

/**
 * Build one page: filter, order newest first by `(updatedAt, id)` (ties
 * broken by the full id, descending code points), skip to the cursor, cut
 * at the limit.
 * `total` counts every match regardless of the cursor, so it stays the same
 * across the pages of one walk.
 *
 * @param tasks - every task on the board, in any order
 * @param filters - the checked filters
 * @param limit - the applied limit
 * @param cursor - the parsed `before`, or null for the first page
 * @returns the `ok` result of `list`
 * @example
 * ```ts
 * const first = listPage(tasks, {}, 7, null);
 * const next = parseCursor(first.nextBefore ?? '');
 * if (next.ok) listPage(tasks, {}, 7, next.cursor); // the rows after the first page
 * ```
 */
export function listPage(tasks: readonly Task[], filters: ListFilters, limit: number, cursor: Cursor | null): ListResult & { status: 'ok' } {
  // Instants are computed once per task, not once per comparison.
  const matching = tasks
    .filter((task) => matchesFilters(task, filters))
    .map((task) => ({ task, instant: rfc3339Instant(task.updatedAt) ?? 0 }))
    .sort((a, b) => b.instant - a.instant || (a.task.id < b.task.id ? 1 : a.task.id > b.task.id ? -1 : 0));
  const remaining = cursor === null ? matching : matching.filter((entry) => isBeyond(cursor, entry.instant, entry.task.id));
  const page = remaining.slice(0, limit).map((entry) => entry.task);
  const truncated = remaining.length > page.length;
  const last = page[page.length - 1];
  return {
    status: 'ok',
    count: page.length,
    total: matching.length,
    truncated,
    tasks: page.map(taskRow),
    ...(truncated && last !== undefined ? { nextBefore: cursorOf(last.updatedAt, last.id) } : {}),
  };
}
