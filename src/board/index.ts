/**
 * The task board over tsk documents (board.md).
 *
 * @packageDocumentation
 */

export { createBoard } from './create-board.js';
export type { Board } from './create-board.js';
export type { BoardRepository } from './repository-port.js';
export type { BoardFile, BoardFileTask, Task, TaskNote, TaskRow, TaskStatus } from './model.js';
export type {
  AdoptResult,
  BoardListStatus,
  BoardStatusResult,
  CreateArgs,
  Failure,
  ListArgs,
  ListResult,
  OwnerConflict,
  ReapResult,
  StaleConflict,
  TaskResult,
  UpdateArgs,
} from './results.js';
