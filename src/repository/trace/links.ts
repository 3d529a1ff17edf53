/**
 * `repo.traceLinks()`: the link graph as rows (issue 14 item 1).
 *
 * @packageDocumentation
 */

import type { RepoContext } from '../context.js';
import type { TraceRelation } from './facts.js';
import type { TraceGraph, TraceNode } from './graph.js';

/**
 * One end of a link as results show it.
 *
 * @example
 * ```ts
 * const end: TraceEnd = { type: 'req', id, title: 'Login', status: 'accepted', path: '/srv/docs/req/req-….md' };
 * ```
 */
export type TraceEnd = { readonly type: string; readonly id: string; readonly title: string; readonly status: string | null; readonly path: string };

/**
 * One link row: the document that refers, the one referred to, the
 * relation, the section path and the line of the reference in the source.
 *
 * @example
 * ```ts
 * const row: TraceLinkRow = { from, to, relation: 'verifies', section: 'verifies', line: 12 };
 * ```
 */
export type TraceLinkRow = { readonly from: TraceEnd; readonly to: TraceEnd; readonly relation: TraceRelation; readonly section: string; readonly line: number };

/**
 * What `repo.traceLinks()` returns: every resolved link (source documents
 * in canonical type order, then collection order; references in text
 * order), the count of references that resolve to no document, the
 * documents left out because they do not parse, and how many documents the
 * refresh derived anew (0 when nothing changed since the last call).
 *
 * @example
 * ```ts
 * const { links, derived } = await repo.traceLinks();
 * ```
 */
export type TraceLinksResult = {
  readonly kind: 'trace-links';
  readonly links: TraceLinkRow[];
  readonly unresolved: number;
  readonly broken: string[];
  readonly derived: number;
};

/**
 * A node as a result shows it.
 *
 * @param context - the repository
 * @param node - the node
 * @returns the end
 * @example
 * ```ts
 * endOf(context, node).path; // absolute as the storage shows it
 * ```
 */
export function endOf(context: RepoContext, node: TraceNode): TraceEnd {
  return { type: node.type, id: node.id, title: node.title, status: node.status, path: context.storage.absolute(node.path) };
}

/**
 * The rows of a graph.
 *
 * @param context - the repository
 * @param graph - the graph
 * @returns the result
 * @example
 * ```ts
 * traceLinksOf(context, await index.graph(context)).links.length;
 * ```
 */
export function traceLinksOf(context: RepoContext, graph: TraceGraph): TraceLinksResult {
  const links = graph.edges.map((e) => ({ from: endOf(context, e.from), to: endOf(context, e.to), relation: e.relation, section: e.section, line: e.line }));
  return { kind: 'trace-links', links, unresolved: graph.unresolved, broken: graph.broken.map((p) => context.storage.absolute(p)), derived: graph.derived };
}
