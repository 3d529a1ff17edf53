/**
 * Where a scan's cache misses are parsed: on the repository's worker pool
 * (`createRepository({ workers })`) when the batch is large enough and of a
 * built-in type, else on the calling thread.
 *
 * @packageDocumentation
 */

import { findDocumentType } from '../../domains/index.js';
import { describeValue } from '../../errors/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { parseBatchWith } from './batch.js';
import type { ParseBatch, ParseJob, ParseOutcome } from './parse-workers.js';

/**
 * Parse the misses of one scan as one batch. A host type
 * (`defineDocumentType`) always stays in-process: only a built-in record can
 * be found again by its tag on another thread.
 *
 * @param context - the repository (its mode, limits and workers)
 * @param type - the type the documents are read as
 * @param choice - their language and heading table
 * @param jobs - the documents' paths and texts
 * @returns one outcome per job, in order
 * @throws Error when a host's pool answers with the wrong number of outcomes
 * @example
 * ```ts
 * const outcomes = await parseScanBatch(context, tsk, english, [{ path, text }]);
 * ```
 */
export async function parseScanBatch(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, jobs: readonly ParseJob[]): Promise<ParseOutcome[]> {
  const batch: ParseBatch = { type: type.tag, mode: context.mode, language: choice.language, headings: choice.headings, limits: context.limits, jobs };
  const workers = context.workers;
  if (workers === undefined || jobs.length === 0 || jobs.length < workers.threshold || findDocumentType(type.tag) !== type) return parseBatchWith(type, batch);
  const outcomes = await workers.parse(batch);
  if (!Array.isArray(outcomes) || outcomes.length !== jobs.length) {
    throw new Error(`workers.parse answered ${Array.isArray(outcomes) ? `${outcomes.length} outcomes` : describeValue(outcomes)} for ${jobs.length} documents; it must answer one outcome per document, in order`);
  }
  return outcomes;
}

