/**
 * Parsing many documents at once on other threads (the `workers` option of
 * `createRepository`): a pool from `specmgr/node` (`workerThreads`), or a
 * host's own.
 *
 * @packageDocumentation
 */

import type { DocumentLimits, HeadingTable, Mode, ParseResult } from '../../format/index.js';

/**
 * One document of a batch: its root-relative path (for error texts) and its
 * decoded text, BOM included.
 *
 * @example
 * ```ts
 * const job: ParseJob = { path: 'docs/req/req-1-a.md', text };
 * ```
 */
export type ParseJob = { path: string; text: string };

/**
 * Documents of one built-in type, language and mode, parsed with the same
 * settings. Only plain data, so a batch crosses to a worker thread by
 * structured clone.
 *
 * @example
 * ```ts
 * const batch: ParseBatch = { type: 'req', mode: 'strict', language: 'en', headings: req.headings, limits: defaultLimits, jobs };
 * ```
 */
export type ParseBatch = {
  /** A built-in type's tag (a host type is never sent to a worker). */
  type: string;
  mode: Mode;
  language: string;
  /** The heading table of `language` for the type. */
  headings: HeadingTable;
  limits: DocumentLimits;
  jobs: readonly ParseJob[];
};

/**
 * What a parse that threw (a bug, or a worker that stopped) leaves of the
 * error: its name and message, so the failure reads as it does in-process.
 *
 * @example
 * ```ts
 * const thrown: ThrownError = { name: 'RangeError', message: 'Maximum call stack size exceeded' };
 * ```
 */
export type ThrownError = { name: string; message: string };

/**
 * The outcome of one job: the parse result (a document that does not parse
 * is a result with `ok: false`), or the error the parser threw.
 *
 * @example
 * ```ts
 * if ('result' in outcome) console.log(outcome.result.ok);
 * else console.log(outcome.thrown.message);
 * ```
 */
export type ParseOutcome = { result: ParseResult } | { thrown: ThrownError };

/**
 * Parses batches of documents off the calling thread. Outcomes are in job
 * order and identical to parsing each job in-process; a job that throws or
 * takes its thread down fails alone.
 *
 * @example
 * ```ts
 * const outcomes = await workers.parse(batch);
 * ```
 */
export interface ParseWorkers {
  /** Below this many cache misses a scan parses in-process. */
  readonly threshold: number;
  /**
   * Parse a batch.
   *
   * @param batch - the documents and how to read them
   * @returns one outcome per job, in order
   * @example
   * ```ts
   * const [first] = await workers.parse(batch);
   * ```
   */
  parse(batch: ParseBatch): Promise<ParseOutcome[]>;
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
