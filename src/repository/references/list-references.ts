/**
 * `listReferences(type, id, opts)` (operations.md §6.3) and
 * `listIncomingReferences(type, id, opts)` (§6.4).
 *
 * @packageDocumentation
 */

import { checkId } from '../checks/targets.js';
import { requireOperationType, typesOf } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { FAILED_MARKER } from '../messages.js';
import type { PageOptions } from '../options.js';
import type { IncomingRow, ParseFailureResult, ReferenceRow } from '../results.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import { scanCollection } from '../store/scan.js';
import { paginate, type PagedResult } from '../text/paging.js';
import { bodyTextOf, parseFailure, titleOf } from '../ops/shape.js';
import { extractReferences } from './extract.js';
import { ReferenceResolver } from './resolver.js';

/**
 * The references a document makes, each resolved to its target; paged
 * after deduplication. `errorCount` counts unresolved rows in the whole list.
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param id - the source document's id
 * @param options - maxResults, offset
 * @returns the page of rows, or the source's parse failure
 * @throws UsageError before any storage access; NotFoundError for a missing source
 * @example
 * ```ts
 * const page = await listDocumentReferences(context, 'tsk', id);
 * ```
 */
export async function listDocumentReferences(
  context: RepoContext,
  type: string,
  id: string,
  options: PageOptions = {},
): Promise<PagedResult<ReferenceRow> | ParseFailureResult> {
  const documentType = requireOperationType(context.types, type, 'all');
  const checked = checkId(documentType, id);
  const source = await resolveDocument(context, documentType, { kind: 'id', id: checked }, englishChoice(context, documentType));
  if (!source.read.outcome.ok) return parseFailure(context, source, source.read);
  const resolver = new ReferenceResolver(context);
  const rows: ReferenceRow[] = [];
  for (const reference of extractReferences(bodyTextOf(documentType, source.read), typesOf(context.types))) {
    rows.push((await resolver.resolve(reference.type, reference.id)).row);
  }
  return paginate(rows, options, rows.filter((row) => row.error !== null).length);
}

/**
 * Every document, in any collection, whose references resolve to the given
 * document: ordered by type (canonical order, adr last), then collection
 * order. Broken documents are scanned from their raw body; their rows have
 * `id: null` and the `<failed to parse>` title.
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param id - the target document's id
 * @param options - maxResults, offset
 * @returns the page of rows
 * @throws UsageError before any storage access; NotFoundError for a missing target
 * @example
 * ```ts
 * const page = await listIncoming(context, 'req', '4f2a0000-0000-4000-8000-00000000000a');
 * ```
 */
export async function listIncoming(
  context: RepoContext,
  type: string,
  id: string,
  options: PageOptions = {},
): Promise<PagedResult<IncomingRow>> {
  const documentType = requireOperationType(context.types, type, 'all');
  const checked = checkId(documentType, id);
  const target = await resolveDocument(context, documentType, { kind: 'id', id: checked }, englishChoice(context, documentType));
  const resolver = new ReferenceResolver(context);
  const rows: IncomingRow[] = [];
  for (const tag of context.types.tags()) {
    const sourceType = context.types.find(tag);
    if (sourceType === undefined) continue;
    for (const item of await scanCollection(context, sourceType, englishChoice(context, sourceType))) {
      if (!('read' in item)) continue;
      const { read } = item;
      let hit = false;
      let references: ReturnType<typeof extractReferences> = [];
      try {
        references = extractReferences(bodyTextOf(sourceType, read), typesOf(context.types));
      } catch {
        // A body the extractor cannot read refers to nothing; checkLinks reports such a file.
      }
      for (const reference of references) {
        if (reference.type !== documentType.tag) continue;
        if ((await resolver.resolve(reference.type, reference.id)).targetPath === target.path) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
      const ok = read.outcome.ok;
      const sourceId = ok ? read.outcome.document.frontmatter.id : null;
      rows.push({
        type: tag,
        id: typeof sourceId === 'string' ? sourceId : null,
        ref: item.member.ref,
        title: read.outcome.ok ? titleOf(sourceType, read.outcome.document.body) : FAILED_MARKER,
        path: context.storage.absolute(read.path),
      });
    }
  }
  return paginate(rows, options, 0);
}
