/**
 * `repo.impactOf(type, id, { depth })` (issue 14 item 4): the documents that
 * depend on one, transitively, each with the path of relations that makes
 * it depend. Breadth first over incoming links, with a queue, so neither
 * depth nor size of the graph grows the stack.
 *
 * @packageDocumentation
 */

import { checkId } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import type { TraceRelation } from './facts.js';
import { traceKey, type TraceEdge, type TraceIndex, type TraceNode } from './graph.js';
import { endOf, type TraceEnd } from './links.js';

/**
 * One step of an impact path: `from` refers to `to` with `relation`.
 *
 * @example
 * ```ts
 * const step: ImpactStep = { from: 'vcr:2a…', relation: 'verifies', to: 'req:1a…' };
 * ```
 */
export type ImpactStep = { readonly from: string; readonly relation: TraceRelation; readonly to: string };

/**
 * One dependant: the document, how many links away it is, and the path of
 * relations from it to the document asked about (a shortest one).
 *
 * @example
 * ```ts
 * const d: ImpactRow = { document, depth: 2, path: [{ from: 'tsk:3a…', relation: 'references', to: 'vcr:2a…' }, { from: 'vcr:2a…', relation: 'verifies', to: 'req:1a…' }] };
 * ```
 */
export type ImpactRow = { readonly document: TraceEnd; readonly depth: number; readonly path: ImpactStep[] };

/**
 * What `repo.impactOf()` returns: the document asked about and its
 * dependants, nearest first (then in the order their links were found).
 *
 * @example
 * ```ts
 * const { dependants } = await repo.impactOf('req', id, { depth: 2 });
 * ```
 */
export type ImpactResult = { readonly kind: 'impact'; readonly document: TraceEnd | null; readonly dependants: ImpactRow[]; readonly depth: number | null };

/**
 * Options of `impactOf`.
 *
 * @example
 * ```ts
 * const options: ImpactOptions = { depth: 1 };
 * ```
 */
export type ImpactOptions = { readonly depth?: number };

/**
 * The dependants of a document.
 *
 * @param context - the repository
 * @param index - the repository's graph
 * @param type - the document's type
 * @param id - its id
 * @param options - `depth`: the most links away (default: no limit)
 * @returns the result (`document: null` when the document does not parse: it has no links then)
 * @throws UsageError for a bad type, id or depth; NotFoundError for a missing document
 * @example
 * ```ts
 * const result = await impactOfDocument(context, index, 'req', id, { depth: 3 });
 * ```
 */
export async function impactOfDocument(context: RepoContext, index: TraceIndex, type: string, id: string, options: ImpactOptions = {}): Promise<ImpactResult> {
  const documentType = requireOperationType(context.types, type, 'all');
  const checked = checkId(documentType, id);
  const limit = options.depth ?? null;
  await resolveDocument(context, documentType, { kind: 'id', id: checked }, englishChoice(context, documentType));
  const graph = await index.graph(context);
  const startKey = traceKey(documentType.tag, checked);
  const start = graph.nodes.get(startKey);
  if (start === undefined) return { kind: 'impact', document: null, dependants: [], depth: limit };
  const reached = new Map<string, { node: TraceNode; depth: number; via: TraceEdge | null; parent: string | null }>([[startKey, { node: start, depth: 0, via: null, parent: null }]]);
  const queue: string[] = [startKey];
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head] as string;
    const at = reached.get(key);
    if (at === undefined || (limit !== null && at.depth >= limit)) continue;
    for (const edge of graph.incoming.get(key) ?? []) {
      const fromKey = traceKey(edge.from.type, edge.from.id);
      if (reached.has(fromKey)) continue;
      reached.set(fromKey, { node: edge.from, depth: at.depth + 1, via: edge, parent: key });
      queue.push(fromKey);
    }
  }
  const dependants: ImpactRow[] = [];
  for (const key of queue.slice(1)) {
    const entry = reached.get(key);
    if (entry === undefined) continue;
    const path: ImpactStep[] = [];
    let step: string | null = key;
    while (step !== null && step !== startKey) {
      const hop: { via: TraceEdge | null; parent: string | null } | undefined = reached.get(step);
      if (hop?.via == null) break;
      path.push({ from: step, relation: hop.via.relation, to: hop.parent ?? '' });
      step = hop.parent;
    }
    dependants.push({ document: endOf(context, entry.node), depth: entry.depth, path });
  }
  return { kind: 'impact', document: endOf(context, start), dependants, depth: limit };
}
