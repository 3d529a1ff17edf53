/**
 * List rows (operations.md §3.1.2): healthy rows, failed rows and the
 * type's extra fields (rsk: the risk zones, from its record).
 *
 * @packageDocumentation
 */

import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { wordedError, wordedErrorMessage } from '../worded.js';
import { FAILED_MARKER } from '../messages.js';
import type { DocSummary, RskSummary } from '../results.js';
import type { OutcomeItem } from '../store/scan.js';
import { titleOf } from './shape.js';

/**
 * The row of one scanned member: healthy (`error: null`), failed (marker
 * title and status, the unlabelled error), or failed with `etag: null` for
 * a link leaving the root. A type with a `summary` hook (rsk: the risk
 * zones) adds its fields to every row, failed ones included.
 *
 * @param context - the repository (for the reported path)
 * @param type - the document type
 * @param item - the scanned member
 * @returns the row
 * @example
 * ```ts
 * const rows = items.map((item) => summaryRow(context, tsk, item));
 * ```
 */
export function summaryRow(context: RepoContext, type: AnyDocumentType, item: OutcomeItem): DocSummary | RskSummary {
  const path = context.storage.absolute(item.member.path);
  let row: DocSummary;
  let body: Record<string, unknown> | undefined;
  if ('outside' in item) {
    row = { id: null, title: FAILED_MARKER, status: FAILED_MARKER, ref: item.member.ref, path, error: wordedErrorMessage(context, item.outside), etag: null };
  } else if (!item.read.outcome.ok) {
    row = { id: null, title: FAILED_MARKER, status: FAILED_MARKER, ref: item.member.ref, path, error: wordedError(context, item.read.outcome), etag: item.read.etag };
  } else {
    const { frontmatter } = item.read.outcome.document;
    body = item.read.outcome.document.body;
    row = {
      id: typeof frontmatter.id === 'string' ? frontmatter.id : null,
      title: titleOf(type, body),
      status: typeof frontmatter.status === 'string' ? frontmatter.status : '',
      ref: item.member.ref,
      path,
      error: null,
      etag: item.read.etag,
    };
  }
  return type.summary === undefined ? row : ({ ...row, ...type.summary(body) } as RskSummary);
}
