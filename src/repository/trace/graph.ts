/**
 * The link graph (issue 14 item 1): one node per canonical document, one
 * typed edge per resolved reference, the relation given by the section the
 * reference stands in (`facts.ts`). Built from the scan the cache serves and
 * kept per repository: a refresh re-derives only the documents whose etag
 * changed, and reuses the whole graph when none did.
 *
 * @packageDocumentation
 */

import type { RepoContext } from '../context.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice } from '../store/resolve.js';
import { scanOutcomes } from '../store/scan.js';
import { deriveNode } from './derive.js';
import type { TraceRelation } from './facts.js';

/**
 * One reference of a document, with the relation of the section it stands in.
 *
 * @example
 * ```ts
 * const r: TraceReference = { type: 'req', id, relation: 'verifies', section: 'verifies', line: 12, column: 1 };
 * ```
 */
export type TraceReference = {
  /** The target type tag. */
  readonly type: string;
  /** The target id as written (lowercased). */
  readonly id: string;
  readonly relation: TraceRelation;
  /** The model path of the section it stands in (`plan/requirements`, `verifies/reference`; `''` outside every section). */
  readonly section: string;
  /** 1-based line in the whole file. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
};

/**
 * One document of the graph.
 *
 * @example
 * ```ts
 * const key = traceKey(node.type, node.id); // 'req:4f2a…'
 * ```
 */
export type TraceNode = {
  readonly type: string;
  readonly id: string;
  readonly ref: string;
  /** Root-relative path. */
  readonly path: string;
  readonly title: string;
  /** The frontmatter status, or null. */
  readonly status: string | null;
  /** The line of the frontmatter `id` (the title line when there is none). */
  readonly line: number;
  readonly etag: string;
  /** {@link normativeFingerprint} of the document. */
  readonly fingerprint: string;
  readonly references: readonly TraceReference[];
};

/**
 * One resolved link: `from` refers to `to` with a relation.
 *
 * @example
 * ```ts
 * const e: TraceEdge = { from: vcr, to: req, relation: 'verifies', section: 'verifies', line: 12, column: 1 };
 * ```
 */
export type TraceEdge = {
  readonly from: TraceNode;
  readonly to: TraceNode;
  readonly relation: TraceRelation;
  readonly section: string;
  readonly line: number;
  readonly column: number;
};

/**
 * The graph of one moment: nodes by key (canonical type order, then
 * collection order), edges with their indexes, the documents left out
 * because they do not parse (root-relative paths), and how many documents
 * this refresh derived anew.
 *
 * @example
 * ```ts
 * for (const edge of graph.incoming.get(traceKey('req', id)) ?? []) console.log(edge.from.path);
 * ```
 */
export type TraceGraph = {
  readonly nodes: ReadonlyMap<string, TraceNode>;
  readonly edges: readonly TraceEdge[];
  readonly outgoing: ReadonlyMap<string, readonly TraceEdge[]>;
  readonly incoming: ReadonlyMap<string, readonly TraceEdge[]>;
  /** References whose target is not in the graph (checkLinks reports them). */
  readonly unresolved: number;
  readonly broken: readonly string[];
  readonly derived: number;
};

/**
 * The key of a document in the graph and in the state file.
 *
 * @param type - the type tag
 * @param id - the document id
 * @returns `<type>:<id>`, the id lowercased
 * @example
 * ```ts
 * traceKey('feat', 'feat-12-export'); // 'feat:feat-12-export'
 * ```
 */
export function traceKey(type: string, id: string): string {
  return `${type}:${id.toLowerCase()}`;
}

type Derived = { etag: string; node: TraceNode | null };

/**
 * The graph of one repository, refreshed on demand.
 *
 * @example
 * ```ts
 * const index = new TraceIndex();
 * const graph = await index.graph(context);
 * ```
 */
export class TraceIndex {
  private readonly derived = new Map<string, Derived>();
  private last: TraceGraph | null = null;

  /**
   * The current graph: every collection is scanned through the cache
   * (`scanOutcomes`: an unchanged file is served by its identity or etag),
   * and only documents whose etag differs from the one they were derived
   * from are derived again.
   *
   * @param context - the repository
   * @returns the graph
   * @throws StorageError for storage failures of the scan itself
   * @example
   * ```ts
   * const { nodes, edges } = await index.graph(context);
   * ```
   */
  async graph(context: RepoContext): Promise<TraceGraph> {
    const seen = new Set<string>();
    const order: Derived[] = [];
    const broken: string[] = [];
    let derivedNow = 0;
    for (const tag of context.types.tags()) {
      const type = context.types.find(tag);
      if (type === undefined) continue;
      const choice = englishChoice(context, type);
      for (const item of await scanOutcomes(context, type, choice)) {
        const { path } = item.member;
        if (!('read' in item)) {
          broken.push(path);
          continue;
        }
        seen.add(path);
        let entry = this.derived.get(path);
        if (entry === undefined || entry.etag !== item.read.etag) {
          // A listing may serve an outcome without the text; the cache then reads it (without parsing again).
          const read = 'bytes' in item.read ? (item.read as FileRead) : await context.cache.read(context.storage, type, path, choice);
          if (read === null) continue;
          entry = { etag: read.etag, node: deriveNode(context, type, item.member.ref, read) };
          this.derived.set(path, entry);
          derivedNow += 1;
        }
        if (entry.node === null) broken.push(path);
        order.push(entry);
      }
    }
    let removed = false;
    for (const path of [...this.derived.keys()]) {
      if (!seen.has(path)) {
        this.derived.delete(path);
        removed = true;
      }
    }
    if (this.last !== null && derivedNow === 0 && !removed && this.last.broken.length === broken.length) {
      return { ...this.last, derived: 0 };
    }
    this.last = link(order, broken, derivedNow);
    return this.last;
  }
}

function link(order: readonly Derived[], broken: readonly string[], derived: number): TraceGraph {
  const nodes = new Map<string, TraceNode>();
  const byType = new Map<string, TraceNode[]>();
  for (const { node } of order) {
    if (node === null) continue;
    const key = traceKey(node.type, node.id);
    // The first of two documents with one id wins, as a lookup finds it; checkLinks reports the duplicate.
    if (nodes.has(key)) continue;
    nodes.set(key, node);
    let list = byType.get(node.type);
    if (list === undefined) byType.set(node.type, (list = []));
    list.push(node);
  }
  // A shorter token (a feature's bare number) names the first document whose id starts with `<token>-` (operations.md §6.2).
  const prefixed = new Map<string, TraceNode | null>();
  const resolve = (type: string, id: string): TraceNode | undefined => {
    const exact = nodes.get(traceKey(type, id));
    if (exact !== undefined) return exact;
    const key = traceKey(type, id);
    if (!prefixed.has(key)) prefixed.set(key, byType.get(type)?.find((n) => n.id.toLowerCase().startsWith(`${id}-`)) ?? null);
    return prefixed.get(key) ?? undefined;
  };
  const edges: TraceEdge[] = [];
  const outgoing = new Map<string, TraceEdge[]>();
  const incoming = new Map<string, TraceEdge[]>();
  let unresolved = 0;
  const push = (map: Map<string, TraceEdge[]>, key: string, edge: TraceEdge): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [edge]);
    else list.push(edge);
  };
  for (const [key, node] of nodes) {
    const targets = new Set<string>();
    for (const reference of node.references) {
      const to = resolve(reference.type, reference.id);
      if (to === undefined) {
        unresolved += 1;
        continue;
      }
      const toKey = traceKey(to.type, to.id);
      // A document naming itself links nothing; two tokens naming one feature are one link.
      if (toKey === key || targets.has(toKey)) continue;
      targets.add(toKey);
      const edge: TraceEdge = { from: node, to, relation: reference.relation, section: reference.section, line: reference.line, column: reference.column };
      edges.push(edge);
      push(outgoing, key, edge);
      push(incoming, toKey, edge);
    }
  }
  return { nodes, edges, outgoing, incoming, unresolved, broken, derived };
}
