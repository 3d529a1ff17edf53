/**
 * The parse step of a scan (issue 13 items 2–4): every member whose bytes
 * no cache knows is parsed here, in one batch, so a pool of worker threads
 * can take the batch instead of this thread.
 *
 * @packageDocumentation
 */

import type { ParseResult } from '../../format/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { parseScanBatch } from '../parallel/dispatch.js';
import { rebuiltError } from '../parallel/batch.js';
import { decodeText } from '../text/file-text.js';

/**
 * A member to parse: its path, the bytes just read and their etag.
 *
 * @example
 * ```ts
 * const miss: ParseMiss = { path: 'docs/tsk/a.md', bytes, etag: computeEtag(bytes) };
 * ```
 */
export type ParseMiss = { path: string; bytes: Uint8Array; etag: string };

/**
 * What parsing one miss gave: the outcome, or what was thrown (a bug of a
 * reader, a host type's `matchBody` throwing), which the scan reports for
 * that member alone.
 *
 * @example
 * ```ts
 * const parsed: MissOutcome = { outcome: parseDocument(tsk, text) };
 * ```
 */
export type MissOutcome = { outcome: ParseResult } | { thrown: unknown };

/**
 * Parse a batch of cache misses of one collection, in order. The outcome of
 * each miss must be exactly what `ReadCache.parse` gives for its decoded
 * bytes (same mode, limits and heading table), whichever thread computes it.
 *
 * @param context - the repository (its cache knows mode and limits)
 * @param type - the document type of every miss
 * @param choice - the language and heading table of every miss
 * @param misses - the members to parse
 * @returns one outcome per miss, in the order given
 * @example
 * ```ts
 * const [first] = await parseMisses(context, tsk, english, [{ path, bytes, etag }]);
 * ```
 */
export async function parseMisses(
  context: RepoContext,
  type: AnyDocumentType,
  choice: LanguageChoice,
  misses: readonly ParseMiss[],
): Promise<MissOutcome[]> {
  // Without a pool the thrown value itself is kept; a pool can only hand back its name and message.
  if (context.workers === undefined) {
    return misses.map((miss): MissOutcome => {
      try {
        return { outcome: context.cache.parse(type, decodeText(miss.bytes), choice) };
      } catch (thrown) {
        return { thrown };
      }
    });
  }
  const jobs = misses.map((miss) => ({ path: miss.path, text: decodeText(miss.bytes) }));
  const outcomes = await parseScanBatch(context, type, choice, jobs);
  return outcomes.map((outcome): MissOutcome => ('result' in outcome ? { outcome: outcome.result } : { thrown: rebuiltError(outcome.thrown) }));
}
