/**
 * `repo.traceMatrix({ from, to })` (issue 14 item 5): one row per document
 * of `from`, with its links to documents of `to` (either direction), its
 * coverage by the rules and the status of each link.
 *
 * @packageDocumentation
 */

import type { RepoContext } from '../context.js';
import { qualifyingLinks, ruleApplies, type CoverageRule } from './coverage.js';
import type { TraceRelation } from './facts.js';
import { traceKey, type TraceGraph } from './graph.js';
import { endOf, type TraceEnd } from './links.js';
import type { TraceState, TraceStateNote } from './state.js';
import { linkStatus, type LinkStatus } from './suspect.js';

/**
 * One link of a matrix row: the document at the other end, the relation,
 * who refers to whom (`incoming`: it refers to the row's document) and the
 * link's status.
 *
 * @example
 * ```ts
 * const link: TraceMatrixLink = { document: vcr, relation: 'verifies', direction: 'incoming', status: 'confirmed' };
 * ```
 */
export type TraceMatrixLink = { readonly document: TraceEnd; readonly relation: TraceRelation; readonly direction: 'incoming' | 'outgoing'; readonly status: LinkStatus };

/**
 * One matrix row: `coverage` is `covered` when every coverage rule that
 * applies to the document and names the `to` type holds, `missing` when
 * one does not, `not-required` when no such rule applies; `suspect` counts
 * its suspect links.
 *
 * @example
 * ```ts
 * const row: TraceMatrixRow = { document: req, coverage: 'covered', links: [link], suspect: 0 };
 * ```
 */
export type TraceMatrixRow = { readonly document: TraceEnd; readonly coverage: 'covered' | 'missing' | 'not-required'; readonly links: TraceMatrixLink[]; readonly suspect: number };

/**
 * A trace matrix: the two types, the rows (collection order of `from`),
 * the state file's note and the documents left out because they do not parse.
 *
 * @example
 * ```ts
 * const matrix: TraceMatrix = await repo.traceMatrix({ from: 'req', to: 'vcr' });
 * ```
 */
export type TraceMatrix = {
  readonly kind: 'trace-matrix';
  readonly from: string;
  readonly to: string;
  readonly rows: TraceMatrixRow[];
  readonly state: TraceStateNote;
  readonly broken: string[];
};

/**
 * Options of `traceMatrix`.
 *
 * @example
 * ```ts
 * const options: TraceMatrixOptions = { from: 'req', to: 'vcr' };
 * ```
 */
export type TraceMatrixOptions = { readonly from: string; readonly to: string };

/**
 * Build a matrix from a graph.
 *
 * @param context - the repository
 * @param graph - the graph
 * @param rules - the repository's coverage rules
 * @param state - the state file's content
 * @param note - what to say of it
 * @param options - the two types
 * @returns the matrix
 * @example
 * ```ts
 * matrixOf(context, graph, rules, state, note, { from: 'req', to: 'vcr' }).rows.length;
 * ```
 */
export function matrixOf(
  context: RepoContext,
  graph: TraceGraph,
  rules: readonly CoverageRule[],
  state: TraceState,
  note: TraceStateNote,
  options: TraceMatrixOptions,
): TraceMatrix {
  const { from, to } = options;
  const rows: TraceMatrixRow[] = [];
  for (const [key, node] of graph.nodes) {
    if (node.type !== from) continue;
    const links: TraceMatrixLink[] = [];
    let suspect = 0;
    const add = (edge: Parameters<typeof linkStatus>[1], direction: 'incoming' | 'outgoing'): void => {
      const other = direction === 'incoming' ? edge.from : edge.to;
      if (other.type !== to) return;
      const status = linkStatus(state, edge);
      if (status === 'suspect') suspect += 1;
      links.push({ document: endOf(context, other), relation: edge.relation, direction, status });
    };
    for (const edge of graph.incoming.get(key) ?? []) add(edge, 'incoming');
    for (const edge of graph.outgoing.get(key) ?? []) add(edge, 'outgoing');
    const applying = rules.filter((rule) => ruleApplies(rule, node) && (typeof rule.requires.type === 'string' ? rule.requires.type === to : rule.requires.type.includes(to)));
    const coverage =
      applying.length === 0 ? 'not-required' : applying.every((rule) => qualifyingLinks(graph, node, rule).length >= (rule.requires.min ?? 1)) ? 'covered' : 'missing';
    rows.push({ document: endOf(context, node), coverage, links, suspect });
  }
  return { kind: 'trace-matrix', from, to, rows, state: note, broken: graph.broken.map((p) => context.storage.absolute(p)) };
}

/**
 * The key of a matrix row's document (as the state file names it).
 *
 * @param row - the row
 * @returns `<type>:<id>`
 * @example
 * ```ts
 * rowKey(matrix.rows[0]); // 'req:1a…'
 * ```
 */
export function rowKey(row: TraceMatrixRow): string {
  return traceKey(row.document.type, row.document.id);
}
