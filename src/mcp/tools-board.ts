/**
 * The task board as the tools `task_list`, `task_pull`, `task_update` and
 * `task_create`.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { Board } from '../board/index.js';
import { P } from './params.js';
import { ADD, boardResult, CHANGE, pick, READ, type ToolSpec } from './tool-spec.js';

/**
 * The board tools.
 *
 * @param board - the board
 * @returns the four tools
 * @example
 * ```ts
 * const tools = boardTools(createBoard(repo));
 * ```
 */
export function boardTools(board: Board): ToolSpec[] {
  const output = boardResult();
  return [
    {
      name: 'task_list', title: 'List tasks', description: 'Board tasks, newest first, paged.',
      input: {
        agent: P.agent, status: P.taskStatus.optional(), owner: z.string().optional(),
        limit: z.number().describe('1..200, default 20').optional(),
        before: z.string().describe('next_before of the previous page').optional(),
      },
      output, hints: READ, outcome: 'board',
      run: (args) => board.list(pick(args, ['agent', 'status', 'owner', 'limit', 'before']) as Parameters<Board['list']>[0]),
    },
    {
      name: 'task_pull', title: 'Pull task', description: 'Take the next ready todo task; it becomes in_progress under you.',
      input: { agent: P.agent }, output, hints: CHANGE, outcome: 'board',
      run: (args) => board.pull({ agent: args['agent'] as string }),
    },
    {
      name: 'task_update', title: 'Update task', description: 'Move a task to todo, in_progress, blocked or done.',
      input: {
        agent: P.agent, task_id: z.string().describe('id or unique prefix'), status: P.taskStatus,
        note: z.string().optional(), force: z.boolean().describe("take over another agent's task").optional(),
        if_updated_at: z.string().describe('updated_at read; a mismatch changes nothing').optional(),
      },
      output, hints: CHANGE, outcome: 'board',
      run: (args) => board.update(pick(args, ['agent', 'task_id', 'status', 'note', 'force', 'if_updated_at']) as Parameters<Board['update']>[0]),
    },
    {
      name: 'task_create', title: 'Create task', description: 'Append a task to an active or draft task list.',
      input: {
        agent: P.agent, list: z.string().describe('task list id'), title: z.string(),
        description: z.string().optional(), priority: z.number().describe('higher first, default 0').optional(),
        depends_on: z.array(z.string()).describe('task ids or prefixes').optional(),
      },
      output, hints: ADD, outcome: 'board',
      run: (args) => board.create(pick(args, ['agent', 'list', 'title', 'description', 'priority', 'depends_on']) as Parameters<Board['create']>[0]),
    },
  ];
}
