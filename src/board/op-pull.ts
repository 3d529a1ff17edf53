/**
 * `pull` — `task_pull` (board.md §3): take the next unblocked todo task,
 * atomically.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { runMutation, type BoardContext } from './context.js';
import { messages } from './messages.js';
import { pickTask } from './pick.js';
import type { TaskResult } from './results.js';
import { applyStatus } from './transitions.js';

/**
 * Pull the next task: set it in_progress under the caller, bump
 * `updatedAt`, append no note. The board lock is held from reading to
 * writing, so no two pulls, in one process or several, get the same task.
 *
 * @param context - the board's context
 * @param args - the caller
 * @returns the task, `none` when nothing can be pulled, or `invalid`
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * const r = await pullTask(context, { agent: 'agent-7' });
 * ```
 */
export async function pullTask(context: BoardContext, args: { agent: string }): Promise<TaskResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  return runMutation<TaskResult>(context, agent.agent, ({ snapshot, now }) => {
    const entry = pickTask(snapshot.board, snapshot.byId);
    if (entry === null) return { kind: 'stop', result: { status: 'none', message: messages.nothingToPull() } };
    // applyStatus appends no note here: there is none and nothing is forced.
    const task = applyStatus(entry.task, { agent: agent.agent, status: 'in_progress', forcedFrom: null, now });
    return { kind: 'write', tasks: [task], result: { status: 'ok', task } };
  });
}
