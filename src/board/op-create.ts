/**
 * `create` — `task_create` (board.md §3): append a task item to a task
 * list and record its volatile fields.
 *
 * @packageDocumentation
 */

import { checkAgent } from './agent.js';
import { checkCreateArgs } from './create-args.js';
import { runMutation, type BoardContext, type MutationStep } from './context.js';
import { appendEdit } from './document-edits.js';
import { findList } from './find-list.js';
import { newTaskId, resolveTaskId } from './ids.js';
import { messages } from './messages.js';
import type { Task } from './model.js';
import type { CreateArgs, TaskResult } from './results.js';

/**
 * Create a task: `- [ ] <title> <!-- task:<uuid> -->` becomes the list's
 * last item, the description its continuation content; the state file
 * records todo, the priority, the dependencies (as full ids) and
 * `createdAt` = `updatedAt` = now. The list must be `active` or `draft`
 * and must still validate with the new item.
 *
 * @param context - the board's context
 * @param args - agent, list, title, description, priority, dependsOn
 * @returns the new task, `not_found` or `invalid`
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * await createTask(context, { agent: 'agent-7', list: listId, title: 'Write the docs', description: 'Cover the CLI.', priority: 1 });
 * ```
 */
export async function createTask(context: BoardContext, args: CreateArgs): Promise<TaskResult> {
  const agent = checkAgent(args?.agent);
  if (!agent.ok) return agent.failure;
  const checked = checkCreateArgs(args);
  if (!checked.ok) return checked.failure;
  const { title, description, priority } = checked.value;
  return runMutation<TaskResult>(context, agent.agent, async ({ snapshot, now }): Promise<MutationStep<TaskResult>> => {
    const found = await findList(context.repo, snapshot.documents, args.list);
    if (found.kind === 'stale') return { kind: 'retry' };
    if (found.kind === 'failure') return { kind: 'stop', result: found.failure };
    const { document } = found;
    if (document.status !== 'active' && document.status !== 'draft') {
      return { kind: 'stop', result: { status: 'invalid', message: messages.listNotWritable(document.list, document.status) } };
    }
    const dependsOn: string[] = [];
    for (const given of checked.value.dependsOn) {
      const resolved = resolveTaskId(given, snapshot.byId.keys());
      if (!resolved.ok) return { kind: 'stop', result: resolved.failure };
      if (!dependsOn.includes(resolved.id)) dependsOn.push(resolved.id);
    }
    const id = newTaskId();
    const task: Task = {
      id,
      list: document.list,
      title,
      description,
      priority,
      dependsOn,
      createdAt: now,
      updatedAt: now,
      notes: [],
      status: 'todo',
    };
    return {
      kind: 'write',
      document: {
        target: document,
        edit: appendEdit(document, title, id, description),
        invalid: (error) => ({ status: 'invalid', message: messages.listWouldNotValidate(document.list, error) }),
      },
      tasks: [task],
      result: { status: 'ok', task },
    };
  });
}
