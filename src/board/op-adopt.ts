/**
 * `adopt` (board.md §3): put markers on a list's unmarked task items, the
 * one explicit write that brings existing items onto the board.
 *
 * @packageDocumentation
 */

import { HUMAN } from './agent.js';
import { checkAgent } from './agent.js';
import { runMutation, type BoardContext, type MutationStep } from './context.js';
import { markersEdit } from './document-edits.js';
import { findList } from './find-list.js';
import { newTaskId } from './ids.js';
import { messages } from './messages.js';
import type { Task } from './model.js';
import type { AdoptResult } from './results.js';

/**
 * Adopt a task list: every task item without a marker gets one (a new UUID,
 * ` <!-- task:<uuid> -->` at the end of its first line) and a state entry
 * (todo, or done by `human` when checked; priority 0; `createdAt` =
 * `updatedAt` = now). Items carrying a duplicate marker and every other
 * line stay as they are. Any document status may be adopted; with nothing
 * to adopt the document is not written.
 *
 * @param context - the board's context
 * @param args - agent and list (a full tsk id)
 * @returns the number of new markers and of the list's tasks afterwards, `not_found` or `invalid`
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * await adoptList(context, { agent: 'agent-7', list: listId }); // { status: 'ok', list: listId, adopted: 3, tasks: 3 }
 * ```
 */
export async function adoptList(context: BoardContext, args: { agent: string; list: string }): Promise<AdoptResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  return runMutation<AdoptResult>(context, agent.agent, async ({ snapshot, now }): Promise<MutationStep<AdoptResult>> => {
    const found = await findList(context.repo, snapshot.documents, args.list);
    if (found.kind === 'stale') return { kind: 'retry' };
    if (found.kind === 'failure') return { kind: 'stop', result: found.failure };
    const { document } = found;
    const marks = document.items.filter((item) => item.marker === null).map((item) => ({ item, id: newTaskId() }));
    const tasks: Task[] = marks.map(({ item, id }) => ({
      id,
      list: document.list,
      title: item.title,
      description: item.description,
      priority: 0,
      dependsOn: [],
      createdAt: now,
      updatedAt: now,
      notes: [],
      ...(item.checked ? { status: 'done' as const, by: HUMAN } : { status: 'todo' as const }),
    }));
    const before = snapshot.markers.get(document)?.tasks ?? 0;
    const result: AdoptResult = { status: 'ok', list: document.list, adopted: marks.length, tasks: before + marks.length };
    const edit = markersEdit(document, marks);
    if (edit === null) return { kind: 'write', tasks, result };
    const invalid = (error: string): AdoptResult => ({ status: 'invalid', message: messages.listWouldNotValidate(document.list, error) });
    return { kind: 'write', document: { target: document, edit, invalid }, tasks, result };
  });
}
