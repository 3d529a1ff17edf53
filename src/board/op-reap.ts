/**
 * `reap` (board.md §3): hand the work of silent agents back to the board.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { runMutation, type BoardContext } from './context.js';
import { messages } from './messages.js';
import { planReap } from './reap-plan.js';
import type { ReapResult } from './results.js';

/**
 * Return to todo every in_progress task whose owner has been silent for
 * more than `olderThanSeconds`. Explicit, never a side effect of another
 * call.
 *
 * @param context - the board's context
 * @param args - agent and threshold (a finite number >= 0)
 * @returns the returned tasks, or `invalid`
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * await reapTasks(context, { agent: 'supervisor', olderThanSeconds: 900 });
 * ```
 */
export async function reapTasks(context: BoardContext, args: { agent: string; olderThanSeconds: number }): Promise<ReapResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  const threshold = args.olderThanSeconds;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold < 0) {
    return { status: 'invalid', message: messages.badThreshold(threshold) };
  }
  return runMutation<ReapResult>(context, agent.agent, ({ snapshot, state, now }) => {
    const tasks = planReap(snapshot.board, state.agents, threshold, agent.agent, now);
    return { kind: 'write', tasks, result: { status: 'ok', count: tasks.length, tasks } };
  });
}
