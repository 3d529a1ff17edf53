/**
 * List rows (operations.md §3.1.2): healthy rows, failed rows and the rsk
 * extras.
 *
 * @packageDocumentation
 */

import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { FAILED_MARKER } from '../messages.js';
import type { DocSummary, RiskZone, RskSummary } from '../results.js';
import type { ScanItem } from '../store/scan.js';
import { titleOf } from './shape.js';

const ZONES: readonly string[] = ['low', 'medium', 'high', 'very high'];

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function zone(assessment: Record<string, unknown> | undefined): RiskZone | null {
  const level = assessment?.level;
  return typeof level === 'string' && ZONES.includes(level) ? (level as RiskZone) : null;
}

function riskExtras(body: Record<string, unknown> | undefined): Omit<RskSummary, keyof DocSummary> {
  const initial = record(body?.initialAssessment);
  const residual = record(body?.residualAssessment);
  const probability = numberOr(record(residual?.probability)?.value);
  const impact = numberOr(record(residual?.impact)?.value);
  const items = record(body?.scope)?.items;
  const firstItem = Array.isArray(items) ? record(items[0]) : undefined;
  return {
    initialZone: zone(initial),
    residualZone: zone(residual),
    strategy: typeof body?.strategy === 'string' ? body.strategy : null,
    scope: typeof firstItem?.text === 'string' ? firstItem.text : null,
    residualProbability: probability,
    residualImpact: impact,
    residualProduct: probability !== null && impact !== null ? probability * impact : null,
  };
}

/**
 * The row of one scanned member: healthy (`error: null`), failed (marker
 * title and status, the unlabelled error), or failed with `etag: null` for
 * a link leaving the root. rsk rows carry the risk extras.
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
export function summaryRow(context: RepoContext, type: AnyDocumentType, item: ScanItem): DocSummary | RskSummary {
  const path = context.storage.absolute(item.member.path);
  let row: DocSummary;
  let body: Record<string, unknown> | undefined;
  if ('outside' in item) {
    row = { id: null, title: FAILED_MARKER, status: FAILED_MARKER, ref: item.member.ref, path, error: item.outside.message, etag: null };
  } else if (!item.read.outcome.ok) {
    row = { id: null, title: FAILED_MARKER, status: FAILED_MARKER, ref: item.member.ref, path, error: item.read.outcome.error, etag: item.read.etag };
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
  return type.tag === 'rsk' ? { ...row, ...riskExtras(body) } : row;
}
