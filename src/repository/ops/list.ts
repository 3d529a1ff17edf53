/**
 * `list(type, opts)` (operations.md §3.1).
 *
 * @packageDocumentation
 */

import { checkLanguage } from '../checks/language.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { ListOptions } from '../options.js';
import type { DocSummary, RskSummary } from '../results.js';
import { scanOutcomes } from '../store/scan.js';
import { compileGlob, globMatches } from '../text/glob.js';
import { paginate, type PagedResult } from '../text/paging.js';
import { summaryRow } from './rows.js';

/**
 * List a collection: one row per member in collection order, built through
 * the read cache, filtered by `glob`, then paged. Failed rows count in
 * `total` and `errorCount`; vanished files are left out.
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param options - paging, glob and language
 * @returns the page
 * @throws UsageError for an unknown type or a bad language, before any storage access
 * @throws StorageError for storage failures other than a link leaving the root
 * @example
 * ```ts
 * const page = await listDocuments(context, 'tsk', { glob: 'dead*', maxResults: 10 });
 * ```
 */
export async function listDocuments(
  context: RepoContext,
  type: string,
  options: ListOptions = {},
): Promise<PagedResult<DocSummary | RskSummary>> {
  const documentType = requireOperationType(context.types, type, 'all');
  const choice = checkLanguage(documentType, options.language, context.languages);
  const items = await scanOutcomes(context, documentType, choice);
  let rows = items.map((item) => summaryRow(context, documentType, item));
  if (options.glob !== undefined && options.glob !== null) {
    const pattern = compileGlob(options.glob);
    rows = rows.filter((row) => globMatches(row.id, pattern));
  }
  const errorCount = rows.filter((row) => row.error !== null).length;
  return paginate(rows, options, errorCount);
}
