/**
 * Parsing many documents at once on other threads (the `workers` option of
 * `createRepository`): a pool from `specmgr/node`, or a host's own.
 *
 * @packageDocumentation
 */

import type { ParseResult } from '../../format/index.js';

/**
 * One document to parse: a built-in type's tag, its text and how to read it.
 *
 * @example
 * ```ts
 * const job: ParseJob = { type: 'req', path: 'docs/req/req-1-a.md', text, language: 'en', mode: 'strict' };
 * ```
 */
export type ParseJob = {
  type: string;
  path: string;
  text: string;
  language: string;
  mode: 'strict' | 'lenient';
};

/**
 * Parses batches of documents off the calling thread. Results are in job
 * order and identical to parsing each job in-process.
 *
 * @example
 * ```ts
 * const results = await workers.parse(jobs);
 * ```
 */
export interface ParseWorkers {
  /** Below this many jobs a batch is parsed in-process. */
  readonly threshold: number;
  /**
   * Parse a batch.
   *
   * @param jobs - the documents
   * @returns one parse result per job, in order
   * @example
   * ```ts
   * const [first] = await workers.parse([job]);
   * ```
   */
  parse(jobs: readonly ParseJob[]): Promise<ParseResult[]>;
  /**
   * Stop the threads.
   *
   * @returns when every thread has exited
   * @example
   * ```ts
   * await workers.close();
   * ```
   */
  close(): Promise<void>;
}
