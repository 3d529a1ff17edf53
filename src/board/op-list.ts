/**
 * `list` — `task_list` (board.md §3): read-only, newest first, paged with
 * a cursor.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { readBoard, type BoardContext } from './context.js';
import { parseCursor, type Cursor } from './cursor.js';
import { messages } from './messages.js';
import { listPage, normalizeLimit, type ListFilters } from './page.js';
import type { Failure, ListArgs, ListResult } from './results.js';
import { parseStatus } from './status-input.js';

/**
 * Check `list`'s arguments: agent, then the filters (an empty filter is
 * `invalid`, not "no filter"), then the cursor. The limit is never refused.
 *
 * @param args - the arguments as passed
 * @returns the filters, applied limit and cursor, or the `invalid` result
 * @example
 * ```ts
 * checkListArgs({ agent: 'a', status: 'In-Progress', limit: 500 }); // { ok: true, filters: { status: 'in_progress' }, limit: 200, cursor: null }
 * ```
 */
export function checkListArgs(
  args: ListArgs,
): { ok: true; filters: ListFilters; limit: number; cursor: Cursor | null } | { ok: false; failure: Failure } {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent;
  const filters: ListFilters = {};
  if (args.status !== undefined && args.status !== null) {
    if (String(args.status).trim() === '') return invalid(messages.emptyFilter('status'));
    const status = parseStatus(args.status);
    if (status === null) return invalid(messages.unknownStatus(args.status));
    filters.status = status;
  }
  if (args.owner !== undefined && args.owner !== null) {
    const owner = String(args.owner).trim();
    if (owner === '') return invalid(messages.emptyFilter('owner'));
    filters.owner = owner;
  }
  let cursor: Cursor | null = null;
  if (args.before !== undefined && args.before !== null) {
    const parsed = parseCursor(String(args.before));
    if (!parsed.ok) return invalid(messages.badCursor(args.before, parsed.reason));
    cursor = parsed.cursor;
  }
  return { ok: true, filters, limit: normalizeLimit(args.limit), cursor };
}

function invalid(message: string): { ok: false; failure: Failure } {
  return { ok: false, failure: { status: 'invalid', message } };
}

/**
 * List the board's tasks as compact rows. Changes nothing, ever.
 *
 * @param context - the board's context
 * @param args - agent, filters, limit and cursor
 * @returns the page, or `invalid`
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const page = await listTasks(context, { agent: 'agent-7', status: 'todo', limit: 10 });
 * ```
 */
export async function listTasks(context: BoardContext, args: ListArgs): Promise<ListResult> {
  const checked = checkListArgs(args);
  if (!checked.ok) return checked.failure;
  const read = await readBoard(context);
  if (!read.ok) return read.failure;
  const tasks = read.view.snapshot.board.map((entry) => entry.task);
  return listPage(tasks, checked.filters, checked.limit, checked.cursor);
}
