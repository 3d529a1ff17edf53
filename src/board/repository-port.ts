/**
 * The part of the repository the board uses (operations.md §1.2, §3, §4):
 * its storage, layout and clock, and `list`, `get` (with `source`) and `update`.
 *
 * @packageDocumentation
 */

import type { Repository } from '../repository/index.js';

/**
 * What the board needs from a repository: any `Repository` from
 * `createRepository` has it. With `messages`, the storage errors the board
 * reports or throws are worded in that profile, like the repository's own.
 *
 * @example
 * ```ts
 * const repo: BoardRepository = createRepository({ storage: memoryStorage() });
 * const board = createBoard(repo);
 * ```
 */
export type BoardRepository = Pick<Repository, 'storage' | 'layout' | 'clock' | 'list' | 'get' | 'update'> & Partial<Pick<Repository, 'messages'>>;
