/**
 * `update` — `task_update` (board.md §3): change a task's status, with an
 * optional note, a guard against taking over another agent's work, and
 * optimistic concurrency through `ifUpdatedAt`.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { runMutation, type BoardContext, type MutationStep } from './context.js';
import { markEdit } from './document-edits.js';
import { resolveTaskId, shortId } from './ids.js';
import { messages } from './messages.js';
import type { TaskResult, UpdateArgs } from './results.js';
import { parseStatus } from './status-input.js';
import { rfc3339Instant } from './time.js';
import { applyStatus } from './transitions.js';

/**
 * Change a task's status. Checks, in order: agent; status; the shape of
 * `ifUpdatedAt`; the task id (full or unique prefix); `ifUpdatedAt` against
 * the task's `updatedAt` (same instant in any offset passes); the guard
 * against a task in progress under another agent unless `force`. Done
 * writes `[x]` into the document, leaving done writes `[ ]`.
 *
 * @param context - the board's context
 * @param args - agent, task id, status, note, force, ifUpdatedAt
 * @returns the changed task, a conflict, `not_found` or `invalid`
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * await updateTask(context, { agent: 'agent-7', taskId: '0f3c5a1e', status: 'done', note: 'merged' });
 * ```
 */
export async function updateTask(context: BoardContext, args: UpdateArgs): Promise<TaskResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  const status = parseStatus(args.status);
  if (status === null) return { status: 'invalid', message: messages.unknownStatus(args.status) };
  const given = args.ifUpdatedAt;
  const expected = given === undefined || given === null ? null : rfc3339Instant(given);
  if (given !== undefined && given !== null && expected === null) return { status: 'invalid', message: messages.badIfUpdatedAt(given) };
  const caller = agent.agent;
  return runMutation<TaskResult>(context, caller, ({ snapshot, now }): MutationStep<TaskResult> => {
    const resolved = resolveTaskId(args.taskId, snapshot.byId.keys());
    if (!resolved.ok) return { kind: 'stop', result: resolved.failure };
    const entry = snapshot.byId.get(resolved.id);
    if (entry === undefined) return { kind: 'stop', result: { status: 'not_found', message: messages.unknownTaskId(args.taskId) } };
    const current = entry.task;
    if (expected !== null && rfc3339Instant(current.updatedAt) !== expected) {
      const message = messages.staleUpdate(shortId(current.id), current.updatedAt, given);
      return { kind: 'stop', result: { status: 'conflict', updatedAt: current.updatedAt, message } };
    }
    const owner = current.status === 'in_progress' ? (current.owner ?? '') : null;
    const elsewhere = owner !== null && owner !== caller;
    if (elsewhere && args.force !== true) {
      const message = messages.inProgressElsewhere(shortId(current.id), owner, current.updatedAt);
      return { kind: 'stop', result: { status: 'conflict', owner, since: current.updatedAt, message } };
    }
    const task = applyStatus(current, { agent: caller, status, note: args.note, forcedFrom: elsewhere ? owner : null, now });
    const result: TaskResult = { status: 'ok', task };
    const wasDone = current.status === 'done';
    if (wasDone === (status === 'done')) return { kind: 'write', tasks: [task], result };
    return {
      kind: 'write',
      document: {
        target: entry.document,
        edit: markEdit(entry.document, entry.item, status === 'done'),
        invalid: (error) => ({ status: 'invalid', message: messages.listWouldNotValidate(entry.document.list, error) }),
      },
      tasks: [task],
      result,
    };
  });
}
