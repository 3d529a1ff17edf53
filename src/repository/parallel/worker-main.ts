/**
 * The script of a parse worker thread (built as `dist/parse-worker.js`):
 * answers each `{ id, batch }` message with `{ id, outcomes }`.
 *
 * @packageDocumentation
 */

import { parentPort } from 'node:worker_threads';
import type { HeadingTable } from '../../format/index.js';
import { parseBuiltInBatch } from './batch.js';
import type { ParseBatch, ParseOutcome } from './parse-workers.js';

/**
 * A request to a parse worker.
 *
 * @example
 * ```ts
 * worker.postMessage({ id: 1, batch } satisfies WorkerRequest);
 * ```
 */
export type WorkerRequest = { id: number; batch: ParseBatch };

/**
 * A parse worker's answer to one request.
 *
 * @example
 * ```ts
 * worker.on('message', (reply: WorkerReply) => settle(reply.id, reply.outcomes));
 * ```
 */
export type WorkerReply = { id: number; outcomes: ParseOutcome[] };

// Compiled heading tables are cached by table identity (compileHeadings), and
// every message brings a fresh copy: one table object per content keeps the
// compiled form across messages.
const tables = new Map<string, HeadingTable>();

function stableTable(type: string, language: string, headings: HeadingTable): HeadingTable {
  const key = `${type}\u0000${language}\u0000${JSON.stringify(headings)}`;
  const known = tables.get(key);
  if (known !== undefined) return known;
  tables.set(key, headings);
  return headings;
}

parentPort?.on('message', ({ id, batch }: WorkerRequest) => {
  const outcomes = parseBuiltInBatch({ ...batch, headings: stableTable(batch.type, batch.language, batch.headings) });
  parentPort?.postMessage({ id, outcomes } satisfies WorkerReply);
});
