/**
 * What every board operation works with, and the two ways it runs: a read
 * (state file and documents, no lock, nothing written) and a mutation
 * (under the board lock from the first read to the last write, document
 * first, state file second; board.md §5).
 *
 * @packageDocumentation
 */

import type { Clock } from '../format/index.js';
import type { BoardFile, Task } from './model.js';
import { entryOf } from './derive.js';
import type { BoardDocument } from './documents.js';
import { DocumentReader } from './documents.js';
import type { LineEdit } from './document-edits.js';
import { writeLines } from './document-write.js';
import { BoardLock } from './lock.js';
import { messages } from './messages.js';
import type { BoardRepository } from './repository-port.js';
import type { Failure } from './results.js';
import { buildSnapshot, type Snapshot } from './snapshot.js';
import { readBoardFile, writeBoardFile } from './state-file.js';
import { nowTimestamp } from './time.js';

/**
 * One board's repository, clock, document reader and lock.
 *
 * @example
 * ```ts
 * const context = createBoardContext(repo, repo.clock);
 * ```
 */
export type BoardContext = { repo: BoardRepository; clock: Clock; reader: DocumentReader; lock: BoardLock };

/**
 * Set up a board's context.
 *
 * @param repo - the repository
 * @param clock - the board's clock
 * @returns the context
 * @example
 * ```ts
 * const context = createBoardContext(repo, { now: () => new Date() });
 * ```
 */
export function createBoardContext(repo: BoardRepository, clock: Clock): BoardContext {
  return { repo, clock, reader: new DocumentReader(repo), lock: new BoardLock(repo.storage, repo.layout) };
}

/**
 * The board as one call sees it.
 *
 * @example
 * ```ts
 * const view: BoardView = { state, snapshot, now: '2026-11-30T10:00:00.000Z' };
 * ```
 */
export type BoardView = { state: BoardFile; snapshot: Snapshot; now: string };

/**
 * Read the state file and the documents.
 *
 * @param context - the board's context
 * @returns the view, or `invalid` when the state file cannot be read
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const view = await readBoard(context);
 * if (!view.ok) return view.failure;
 * ```
 */
export async function readBoard(context: BoardContext): Promise<{ ok: true; view: BoardView } | { ok: false; failure: Failure }> {
  const state = await readBoardFile(context.repo.storage, context.repo.layout);
  if (!state.ok) return state;
  const snapshot = buildSnapshot(await context.reader.read(), state.file);
  return { ok: true, view: { state: state.file, snapshot, now: nowTimestamp(context.clock) } };
}

/**
 * What a mutation decided: a result that ends it with nothing written, a
 * fresh read, or the changes to make and the result to return once they
 * are made.
 *
 * @example
 * ```ts
 * const step: MutationStep<TaskResult> = { kind: 'write', tasks: [task], result: { status: 'ok', task } };
 * ```
 */
export type MutationStep<R> =
  | { kind: 'stop'; result: R }
  /** The documents changed under the decision: read again. */
  | { kind: 'retry' }
  | {
      kind: 'write';
      /** A document edit, written first. */
      document?: { target: BoardDocument; edit: LineEdit; invalid: (error: string) => R };
      /** Tasks whose state entries are replaced. */
      tasks: Task[];
      result: R;
    };

// A document edited by hand between the board's read and its write is read again; a few times at most.
const ATTEMPTS = 5;

/**
 * Run a mutation: under the board lock, read the board, decide, write the
 * document (when the step edits one), then the state file with the changed
 * tasks and the caller's activity. A document that changed since it was
 * read sends the mutation back to a fresh read.
 *
 * @param context - the board's context
 * @param agent - the checked caller, recorded as active when the step writes
 * @param decide - the operation's decision on one view of the board
 * @returns the step's result, `invalid` for an unreadable state file, or `conflict` when a list kept changing
 * @throws StorageError when the storage fails (`lock-timeout` included)
 * @example
 * ```ts
 * const result = await runMutation(context, 'agent-7', (view) => ({ kind: 'stop', result: { status: 'none', message: '…' } }));
 * ```
 */
export function runMutation<R>(
  context: BoardContext,
  agent: string,
  decide: (view: BoardView) => MutationStep<R> | Promise<MutationStep<R>>,
): Promise<R | Failure> {
  return context.lock.run(async () => {
    let listName = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const read = await readBoard(context);
      if (!read.ok) return read.failure;
      const { state, now } = read.view;
      const step = await decide(read.view);
      if (step.kind === 'stop') return step.result;
      if (step.kind === 'retry') continue;
      if (step.document !== undefined) {
        listName = step.document.target.list;
        const outcome = await writeLines(context.repo, step.document.target, step.document.edit);
        if (outcome.kind === 'stale') continue;
        if (outcome.kind === 'invalid') return step.document.invalid(outcome.error);
      }
      for (const task of step.tasks) state.tasks[task.id] = entryOf(task);
      state.agents[agent] = now;
      await writeBoardFile(context.repo.storage, context.repo.layout, state);
      return step.result;
    }
    return { status: 'conflict', message: messages.listKeptChanging(listName) } satisfies Failure;
  });
}
