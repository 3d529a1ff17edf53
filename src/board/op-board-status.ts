/**
 * `boardStatus` (board.md §3): a read-only overview of the board.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { readBoard, type BoardContext } from './context.js';
import type { TaskStatus } from './model.js';
import type { BoardStatusResult } from './results.js';

// Code-point order, so names outside the Basic Multilingual Plane sort as their code points do.
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * The board's overview: task counts per status (tasks on the board); per
 * canonical tsk document its id, title, status, tasks, unadopted items and
 * ignored duplicate markers; the documents that fail to parse; the agents
 * with their last activity, in name order. Changes nothing, ever.
 *
 * @param context - the board's context
 * @param args - the caller
 * @returns the overview, or `invalid`
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const overview = await boardOverview(context, { agent: 'agent-7' });
 * ```
 */
export async function boardOverview(context: BoardContext, args: { agent: string }): Promise<BoardStatusResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  const read = await readBoard(context);
  if (!read.ok) return read.failure;
  const { snapshot, state } = read.view;
  const counts: Record<TaskStatus, number> = { todo: 0, in_progress: 0, blocked: 0, done: 0 };
  for (const { task } of snapshot.board) counts[task.status]++;
  const lists = snapshot.documents.map((document) => {
    const markers = snapshot.markers.get(document);
    return {
      list: document.list,
      title: document.title,
      documentStatus: document.status,
      tasks: markers?.tasks ?? 0,
      unadopted: markers?.unadopted ?? 0,
      duplicateMarkers: (markers?.duplicateMarkers ?? []).map((d) => ({ ...d })),
    };
  });
  const agents = Object.keys(state.agents)
    .sort(byCodePoint)
    .map((name) => ({ agent: name, lastActivity: state.agents[name] ?? '' }));
  return {
    status: 'ok',
    counts,
    lists,
    broken: snapshot.broken.map((b) => ({ ...b })),
    agents,
  };
}
