/**
 * `list(type, opts)` (operations.md §3.1).
 *
 * @packageDocumentation
 */

import { checkLanguage } from '../checks/language.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
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
  const known = rowMemo(context, documentType);
  let rows = items.map((item) => {
    if ('outside' in item) return summaryRow(context, documentType, item);
    const memo = known.get(item.read.outcome);
    if (memo !== undefined && memo.path === item.member.path && memo.etag === item.read.etag) return memo.row;
    const row = summaryRow(context, documentType, item);
    known.set(item.read.outcome, { path: item.member.path, etag: item.read.etag, row });
    return row;
  });
  if (options.glob !== undefined && options.glob !== null) {
    const pattern = compileGlob(options.glob);
    rows = rows.filter((row) => globMatches(row.id, pattern));
  }
  const errorCount = rows.filter((row) => row.error !== null).length;
  const page = paginate(rows, options, errorCount);
  // The memo's rows are shared between calls; the caller gets its own copies.
  return { ...page, results: page.results.map((row) => ({ ...row })) };
}

type RowMemo = WeakMap<object, { path: string; etag: string; row: DocSummary | RskSummary }>;
const rowMemos = new WeakMap<RepoContext, Map<AnyDocumentType, RowMemo>>();

// The row of a cached outcome is the same as long as the outcome is (the cache shares one object per file
// version), so a warm list builds rows only for files that changed.
function rowMemo(context: RepoContext, type: AnyDocumentType): RowMemo {
  let byType = rowMemos.get(context);
  if (byType === undefined) {
    byType = new Map();
    rowMemos.set(context, byType);
  }
  let memo = byType.get(type);
  if (memo === undefined) {
    memo = new WeakMap();
    byType.set(type, memo);
  }
  return memo;
}
