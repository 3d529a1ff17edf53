/**
 * `specmgr board list|adopt|pull|done`: the task board over the task lists.
 *
 * @packageDocumentation
 */

import { createBoard, type Board, type Repository, type TaskRow } from '../../index.js';
import { ArgumentError } from '../argument-error.js';
import { EXIT, type CliIO, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';
import { expectArguments, integerOption, messagesOf, modeOf, repositoryOptions, repositoryOptionsHelp, stringOption } from '../options.js';
import { counted, printJson } from '../output.js';
import { targetOf } from './target.js';

const USAGE = `usage: specmgr board <action> [arguments] [options]

The task board over the task lists (tsk documents): tasks of active lists
can be pulled by an agent and marked done. Task ids are the ids written into
the task list by adopt; every command that takes one accepts a unique prefix.

actions:
  list                  the tasks on the board (--status S, --owner NAME, --limit N, --before CURSOR)
  adopt <list-id|ref>   put the unmarked tasks of a task list on the board; prints their new ids
  pull                  take the next open task (it becomes in_progress under --agent)
  done <task-id>        mark a task done (--note TEXT, --force to take over another agent's task)

options:
  --agent NAME     who acts (default: $SPECMGR_AGENT, else $USER)
${repositoryOptionsHelp}

A board answer other than ok (not_found, none, invalid, conflict) prints its
message on stderr and exits with 1; with --json the answer is printed too.`;

type Answer = { status: string; message?: string };
type Act = (board: Board, agent: string, args: string[], values: Record<string, unknown>, io: CliIO, repo: Repository) => Promise<number>;

// The board's own short form of an id (its list rows use it; every id argument accepts it).
const short = (id: string): string => id.replace(/-/g, '').slice(0, 8);

function taskLine(row: Pick<TaskRow, 'id' | 'status' | 'title' | 'owner' | 'by'>): string {
  const who = row.status === 'done' ? row.by : row.owner;
  return `${short(row.id)}  ${row.status.padEnd(11)}  ${(who ?? '-').padEnd(12)}  ${row.title}`;
}

function answer(io: CliIO, result: Answer, values: Record<string, unknown>, action: string, text: () => string): number {
  if (values.json === true) printJson(io, result);
  if (result.status !== 'ok') {
    io.stderr(`specmgr board ${action}: ${result.status}: ${result.message ?? ''}\n`);
    return EXIT.problems;
  }
  if (values.json !== true) io.stdout(text());
  return EXIT.ok;
}

// Every task id on the board, through every page of list.
async function allTasks(board: Board, agent: string): Promise<TaskRow[]> {
  const rows: TaskRow[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await board.list({ agent, limit: 200, ...(before === undefined ? {} : { before }) });
    if (page.status !== 'ok') return rows;
    rows.push(...page.tasks);
    if (!page.truncated || page.nextBefore === undefined) return rows;
    before = page.nextBefore;
  }
}

// A list named by its ref is looked up for its id, which is what the board takes.
async function listId(repo: Repository, given: string): Promise<string> {
  const target = targetOf('tsk', given);
  if ('id' in target) return given;
  const found = await repo.get('tsk', target, { allowBroken: true, raw: true });
  return found.id ?? given;
}

const actions: Record<string, { arguments: string[]; act: Act }> = {
  list: {
    arguments: [],
    act: async (board, agent, _args, values, io) => {
      const limit = integerOption(values, 'limit', 1);
      const status = stringOption(values, 'status');
      const owner = stringOption(values, 'owner');
      const before = stringOption(values, 'before');
      const result = await board.list({
        agent,
        ...(status === undefined ? {} : { status }),
        ...(owner === undefined ? {} : { owner }),
        ...(limit === undefined ? {} : { limit }),
        ...(before === undefined ? {} : { before }),
      });
      return answer(io, result, values, 'list', () => {
        if (result.status !== 'ok') return '';
        const more = result.truncated && result.nextBefore !== undefined ? `; more with --before ${result.nextBefore}` : '';
        const lines = result.tasks.map(taskLine);
        return `${[...lines, `${counted(result.tasks.length, 'task')} of ${result.total}${more}`].join('\n')}\n`;
      });
    },
  },
  adopt: {
    arguments: ['list-id|ref'],
    act: async (board, agent, [given], values, io, repo) => {
      const list = await listId(repo, given!);
      const before = new Set((await allTasks(board, agent)).map((row) => row.id));
      const result = await board.adopt({ agent, list });
      if (result.status !== 'ok') return answer(io, result, values, 'adopt', () => '');
      const minted = (await allTasks(board, agent)).filter((row) => row.list === short(result.list) && !before.has(row.id));
      const shown = values.json === true ? { ...result, minted: minted.map((row) => ({ id: row.id, title: row.title })) } : result;
      return answer(io, shown, values, 'adopt', () =>
        [`Adopted ${counted(result.adopted, 'task')} of task list ${result.list} (${result.tasks} on the board).`, ...minted.map(taskLine)].join('\n') + '\n',
      );
    },
  },
  pull: {
    arguments: [],
    act: async (board, agent, _args, values, io) => {
      const result = await board.pull({ agent });
      return answer(io, result, values, 'pull', () => (result.status === 'ok' ? `${taskLine(result.task)}\n` : ''));
    },
  },
  done: {
    arguments: ['task-id'],
    act: async (board, agent, [taskId], values, io) => {
      const note = stringOption(values, 'note');
      const result = await board.update({ agent, taskId: taskId!, status: 'done', ...(note === undefined ? {} : { note }), ...(values.force === true ? { force: true } : {}) });
      return answer(io, result, values, 'done', () => (result.status === 'ok' && 'task' in result ? `${taskLine(result.task)}\n` : ''));
    },
  },
};

/**
 * `specmgr board list|adopt|pull|done [--agent NAME] [--json]`.
 * Decisions: the agent defaults to `$SPECMGR_AGENT`, else `$USER`; adopt
 * prints the ids it minted (found as the list's tasks that were not on the
 * board before, and added as `minted` to the `--json` answer); a board
 * answer other than ok exits with 1.
 *
 * @example
 * ```ts
 * await boardCommand.run({ values: { agent: 'ci' }, positionals: ['pull'] }, io);
 * ```
 */
export const boardCommand: CommandSpec = {
  name: 'board',
  summary: 'the task board: list, adopt, pull, done',
  usage: USAGE,
  options: {
    ...repositoryOptions,
    agent: { type: 'string' },
    status: { type: 'string' },
    owner: { type: 'string' },
    limit: { type: 'string' },
    before: { type: 'string' },
    note: { type: 'string' },
    force: { type: 'boolean' },
  },
  run: async ({ values, positionals }, io) => {
    const [name, ...rest] = positionals;
    const action = name === undefined ? undefined : actions[name];
    if (action === undefined || !Object.hasOwn(actions, name!)) {
      throw new ArgumentError(`${name === undefined ? 'missing <action>' : `unknown action ${JSON.stringify(name)}`}; the actions are ${Object.keys(actions).join(', ')}`);
    }
    const args = expectArguments(`board ${name}`, rest, action.arguments);
    const agent = stringOption(values, 'agent') ?? io.env.SPECMGR_AGENT ?? io.env.USER;
    if (agent === undefined || agent.trim() === '') throw new ArgumentError('no agent: pass --agent NAME, or set SPECMGR_AGENT');
    const { repo } = openRoot(stringOption(values, 'root') ?? '.', io, modeOf(values), messagesOf(values));
    return action.act(createBoard(repo), agent, args, values, io, repo);
  },
};
