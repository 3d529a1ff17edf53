/**
 * Parsing a batch on the calling thread: what a worker thread runs for its
 * share, and what a scan runs when no pool is given or the batch is small.
 *
 * @packageDocumentation
 */

import { findDocumentType } from '../../domains/index.js';
import { parseDocument, type DocumentType, type ParseResult } from '../../format/index.js';
import type { ParseBatch, ParseOutcome, ThrownError } from './parse-workers.js';

/**
 * The name and message of anything thrown, read without throwing again.
 *
 * @param error - what was thrown
 * @returns its name and message
 * @example
 * ```ts
 * thrownError(new RangeError('x')); // { name: 'RangeError', message: 'x' }
 * ```
 */
export function thrownError(error: unknown): ThrownError {
  try {
    return error instanceof Error ? { name: error.name, message: error.message } : { name: '', message: String(error) };
  } catch {
    return { name: '', message: 'an unreadable error' };
  }
}

/**
 * An error that reads as the one a parse threw (same name and message), so
 * a failure of a worker's job is worded as the same failure in-process.
 *
 * @param thrown - the name and message
 * @returns the error to report
 * @example
 * ```ts
 * rebuiltError({ name: 'RangeError', message: 'x' }).name; // 'RangeError'
 * ```
 */
export function rebuiltError(thrown: ThrownError): Error | string {
  if (thrown.name === '') return thrown.message;
  const error = new Error(thrown.message);
  error.name = thrown.name;
  return error;
}

/**
 * Parse every job of a batch with one type record, each job on its own, so
 * one that throws fails alone.
 *
 * @param type - the record to parse with (a built-in or a host type)
 * @param batch - the documents and settings (`batch.type` is not read)
 * @returns one outcome per job, in order
 * @example
 * ```ts
 * const [outcome] = parseBatchWith(documentTypes.req, batch);
 * ```
 */
export function parseBatchWith(type: DocumentType<unknown>, batch: ParseBatch): ParseOutcome[] {
  const options = { mode: batch.mode, headings: batch.headings, language: batch.language, limits: batch.limits };
  return batch.jobs.map((job): ParseOutcome => {
    try {
      return { result: parseDocument(type, job.text, options) as ParseResult };
    } catch (error) {
      return { thrown: thrownError(error) };
    }
  });
}

/**
 * Parse a batch of a built-in type by its tag, as a worker thread does.
 *
 * @param batch - the documents and settings
 * @returns one outcome per job, in order; every job fails when the tag is no built-in type
 * @example
 * ```ts
 * parseBuiltInBatch({ type: 'req', mode: 'strict', language: 'en', headings: req.headings, limits: defaultLimits, jobs });
 * ```
 */
export function parseBuiltInBatch(batch: ParseBatch): ParseOutcome[] {
  const type = findDocumentType(batch.type);
  if (type === undefined) {
    const thrown = { name: 'TypeError', message: `"${batch.type}" is not a built-in document type; only built-in types are parsed on worker threads` };
    return batch.jobs.map(() => ({ thrown }));
  }
  return parseBatchWith(type, batch);
}
