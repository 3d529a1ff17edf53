/**
 * Suspect links and their confirmation (issue 14 item 3): a link is suspect
 * when its target's normative fingerprint differs from the one its source
 * confirmed; a link never confirmed is `unconfirmed`, not suspect.
 *
 * @packageDocumentation
 */

import { checkId } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import type { TraceRelation } from './facts.js';
import { traceKey, type TraceEdge, type TraceGraph, type TraceIndex } from './graph.js';
import { endOf, type TraceEnd } from './links.js';
import { readTraceState, traceLockKey, writeTraceState, type TraceState, type TraceStateNote } from './state.js';

/**
 * The state of one link: `confirmed` (the target is as its source confirmed
 * it), `suspect` (the target changed since) or `unconfirmed` (never confirmed).
 *
 * @example
 * ```ts
 * const status: LinkStatus = 'suspect';
 * ```
 */
export type LinkStatus = 'confirmed' | 'suspect' | 'unconfirmed';

/**
 * The state of a link.
 *
 * @param state - the state file's content
 * @param edge - the link
 * @returns its status
 * @example
 * ```ts
 * linkStatus(state, edge); // 'confirmed'
 * ```
 */
export function linkStatus(state: TraceState, edge: TraceEdge): LinkStatus {
  const confirmed = state.confirmed[traceKey(edge.from.type, edge.from.id)]?.[traceKey(edge.to.type, edge.to.id)];
  if (confirmed === undefined) return 'unconfirmed';
  return confirmed === edge.to.fingerprint ? 'confirmed' : 'suspect';
}

/**
 * One suspect link, with what to do about it.
 *
 * @example
 * ```ts
 * const s: SuspectLink = { from, to, relation: 'verifies', line: 15, message: 'vcr … verifies req …, which changed …' };
 * ```
 */
export type SuspectLink = { readonly from: TraceEnd; readonly to: TraceEnd; readonly relation: TraceRelation; readonly line: number; readonly message: string };

/**
 * What `repo.suspectLinks()` returns: the suspect links (source order), the
 * counts of confirmed and never confirmed links, and the state file's note
 * (a corrupt file is read as "nothing confirmed" and says so there).
 *
 * @example
 * ```ts
 * const { links, unconfirmed, state } = await repo.suspectLinks();
 * ```
 */
export type SuspectResult = {
  readonly kind: 'suspect-links';
  readonly links: SuspectLink[];
  readonly confirmed: number;
  readonly unconfirmed: number;
  readonly state: TraceStateNote;
};

const QUOTE = (s: string): string => JSON.stringify(s);

/**
 * The suspect links of a graph.
 *
 * @param context - the repository
 * @param graph - the graph
 * @param state - the state file's content
 * @param note - what to say of the state file
 * @returns the result
 * @example
 * ```ts
 * suspectsOf(context, graph, state, note).links.length;
 * ```
 */
export function suspectsOf(context: RepoContext, graph: TraceGraph, state: TraceState, note: TraceStateNote): SuspectResult {
  const links: SuspectLink[] = [];
  let confirmed = 0;
  let unconfirmed = 0;
  for (const edge of graph.edges) {
    const status = linkStatus(state, edge);
    if (status === 'confirmed') confirmed += 1;
    else if (status === 'unconfirmed') unconfirmed += 1;
    else {
      const { from, to } = edge;
      const message =
        `${from.type} ${from.id} (${QUOTE(from.title)}) ${edge.relation} ${to.type} ${to.id} (${QUOTE(to.title)}), which changed since the link was confirmed. ` +
        `Review ${context.storage.absolute(from.path)} against it, then confirm with repo.confirmLinks({ type: '${from.type}', id: '${from.id}' }).`;
      links.push({ from: endOf(context, from), to: endOf(context, to), relation: edge.relation, line: edge.line, message });
    }
  }
  return { kind: 'suspect-links', links, confirmed, unconfirmed, state: note };
}

/**
 * One document named by type and id.
 *
 * @example
 * ```ts
 * const source: TraceTarget = { type: 'vcr', id: '2a000000-0000-4000-8000-00000000000a' };
 * ```
 */
export type TraceTarget = { readonly type: string; readonly id: string };

/**
 * What `repo.confirmLinks()` returns: how many links are confirmed now (of
 * the source, or of the whole tree), the targets asked for that the source
 * does not link to, the state file's note as it was read, and `written:
 * false` with a `message` when nothing was written (a corrupt state file
 * with a single source: confirming the whole tree replaces it).
 *
 * @example
 * ```ts
 * const { confirmed, notLinked } = await repo.confirmLinks({ type: 'vcr', id });
 * ```
 */
export type ConfirmResult = {
  readonly kind: 'links-confirmed';
  readonly confirmed: number;
  readonly notLinked: TraceTarget[];
  readonly written: boolean;
  readonly state: TraceStateNote;
  readonly message?: string;
};

function checkedTarget(context: RepoContext, target: TraceTarget): { type: ReturnType<typeof requireOperationType>; id: string } {
  const type = requireOperationType(context.types, target.type, 'all');
  return { type, id: checkId(type, target.id) };
}

/**
 * Confirm links: with no source, every link of the tree (the state file is
 * rewritten with exactly the current links, a corrupt one replaced); with a
 * source, its links (to `targets` only, when given; otherwise all of them,
 * forgetting confirmations of links it no longer has). Held under the
 * repository's lock `<docsDir>/.trace`; written atomically.
 *
 * @param context - the repository
 * @param index - the repository's graph
 * @param source - the document whose links to confirm, or nothing for all
 * @param targets - only these of its targets
 * @returns the result
 * @throws UsageError for a bad type or id (before any storage access); NotFoundError for a missing source
 * @example
 * ```ts
 * await confirmTraceLinks(context, index); // the first confirmation of a tree
 * ```
 */
export async function confirmTraceLinks(context: RepoContext, index: TraceIndex, source?: TraceTarget, targets?: readonly TraceTarget[]): Promise<ConfirmResult> {
  const checked = source === undefined ? undefined : checkedTarget(context, source);
  const wanted = targets?.map((t) => checkedTarget(context, t));
  if (checked !== undefined) await resolveDocument(context, checked.type, { kind: 'id', id: checked.id }, englishChoice(context, checked.type));
  return context.locks.run(context.storage, traceLockKey(context.layout), async () => {
    const graph = await index.graph(context);
    const { state, note, bytes } = await readTraceState(context.storage, context.layout);
    if (checked === undefined) {
      const next: TraceState = { version: 1, confirmed: {} };
      for (const edge of graph.edges) {
        const key = traceKey(edge.from.type, edge.from.id);
        (next.confirmed[key] ??= {})[traceKey(edge.to.type, edge.to.id)] = edge.to.fingerprint;
      }
      await writeTraceState(context.storage, context.layout, next, bytes);
      return { kind: 'links-confirmed', confirmed: graph.edges.length, notLinked: [], written: true, state: note };
    }
    const sourceKey = traceKey(checked.type.tag, checked.id);
    const edges = graph.outgoing.get(sourceKey) ?? [];
    const links = (t: { type: { tag: string }; id: string }, e: TraceEdge): boolean => traceKey(e.to.type, e.to.id) === traceKey(t.type.tag, t.id);
    const notLinked = (wanted ?? []).filter((t) => !edges.some((e) => links(t, e)));
    if (note.status === 'corrupt') {
      const message = `${note.message ?? ''} Nothing was written: confirming one document would drop every other confirmation in the file.`;
      return { kind: 'links-confirmed', confirmed: 0, notLinked: notLinked.map((t) => ({ type: t.type.tag, id: t.id })), written: false, state: note, message };
    }
    const chosen = wanted === undefined ? edges : edges.filter((e) => wanted.some((t) => links(t, e)));
    const entry = wanted === undefined ? {} : { ...(state.confirmed[sourceKey] ?? {}) };
    for (const edge of chosen) entry[traceKey(edge.to.type, edge.to.id)] = edge.to.fingerprint;
    state.confirmed[sourceKey] = entry;
    await writeTraceState(context.storage, context.layout, state, bytes);
    return { kind: 'links-confirmed', confirmed: chosen.length, notLinked: notLinked.map((t) => ({ type: t.type.tag, id: t.id })), written: true, state: note };
  });
}
