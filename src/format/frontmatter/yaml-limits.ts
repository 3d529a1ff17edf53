/**
 * Bounds on what one frontmatter block may cost to read (the nesting of the
 * text itself is measured in `nesting.ts`): alias expansion and nesting
 * through aliases, checked on the composed document before any value is
 * built, and the duplicate-key check done here in linear time instead of the
 * package's quadratic one.
 *
 * Every walk in this module is iterative: an explicit stack, never recursion
 * whose depth follows the input.
 *
 * @packageDocumentation
 */

import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Alias, Document, Node as YamlNode } from 'yaml';

/**
 * The limits of one frontmatter read.
 *
 * @example
 * ```ts
 * const limits: FrontmatterLimits = { maxDepth: 100, maxAliasValues: 10_000 };
 * ```
 */
export interface FrontmatterLimits {
  /** Deepest nesting of YAML collections (the top-level mapping is level 1), aliases expanded. */
  maxDepth: number;
  /** Most values aliases may add to the frontmatter, nested aliases counted as often as they are expanded. */
  maxAliasValues: number;
}

/**
 * The default limits: 100 levels (the `maxDepth` default of the parse
 * options) and 10,000 values added by aliases, far above any hand-written
 * frontmatter and far below what makes an expanded model costly to walk.
 *
 * @example
 * ```ts
 * DEFAULT_FRONTMATTER_LIMITS.maxDepth; // 100
 * ```
 */
export const DEFAULT_FRONTMATTER_LIMITS: Readonly<FrontmatterLimits> = Object.freeze({ maxDepth: 100, maxAliasValues: 10_000 });

/**
 * Limits with defaults filled in; a value that is not a positive integer (or
 * `Infinity`) is replaced by its default, so a read never runs unbounded by
 * accident.
 *
 * @param limits - the caller's limits, possibly partial
 * @returns complete limits
 * @example
 * ```ts
 * resolveLimits({ maxDepth: 20 }); // { maxDepth: 20, maxAliasValues: 10000 }
 * ```
 */
export function resolveLimits(limits: Partial<FrontmatterLimits> | undefined): FrontmatterLimits {
  const pick = (value: number | undefined, fallback: number): number =>
    typeof value === 'number' && (Number.isSafeInteger(value) || value === Infinity) && value > 0 ? value : fallback;
  return {
    maxDepth: pick(limits?.maxDepth, DEFAULT_FRONTMATTER_LIMITS.maxDepth),
    maxAliasValues: pick(limits?.maxAliasValues, DEFAULT_FRONTMATTER_LIMITS.maxAliasValues),
  };
}

/**
 * What {@link analyseDocument} found: every alias resolved to its anchored
 * node, and the first limit the expanded document breaks.
 *
 * @example
 * ```ts
 * const a: DocumentAnalysis = { resolve: new Map(), exceeded: null, duplicateKeys: [] };
 * ```
 */
export interface DocumentAnalysis {
  /** The node each alias stands for (absent: no anchor of that name before it). */
  resolve: Map<Alias, YamlNode>;
  /** The first alias that takes the expanded document over a limit, with the limit broken. */
  exceeded: { kind: 'depth' | 'aliases'; offset: number } | null;
  /** Offsets of the keys that repeat an earlier key of their mapping, in document order. */
  duplicateKeys: number[];
}

interface Frame {
  node: unknown;
  /** Collections above the node. */
  depth: number;
  exit: boolean;
}

// Keys the `yaml` package takes as equal: scalars with `===` values.
function duplicateOffsets(map: { items: unknown[] }, out: number[]): void {
  const seen = new Set<unknown>();
  for (const pair of map.items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const value: unknown = pair.key.value;
    // NaN !== NaN: the package never reports `.nan` keys as repeated.
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (seen.has(value)) out.push(pair.key.range?.[0] ?? 0);
    else seen.add(value);
  }
}

/**
 * Resolve every alias of a composed document (to the nearest anchor of its
 * name before it in document order, as the `yaml` package does, but in one
 * pass instead of one document walk per alias), find the repeated keys of
 * every mapping, and check the document as it reads once aliases are
 * expanded: values added by aliases against `maxAliasValues`, nesting
 * against `maxDepth`. Linear in the document's nodes, without recursion.
 *
 * @param doc - a document composed with `uniqueKeys: false`
 * @param limits - the limits to check
 * @returns alias targets, the first broken limit, repeated-key offsets
 * @example
 * ```ts
 * const doc = parseDocument('a: &x [1, 2]\nb: *x\n', { uniqueKeys: false });
 * analyseDocument(doc, { maxDepth: 100, maxAliasValues: 1 }).exceeded; // { kind: 'aliases', offset: 16 }
 * ```
 */
export function analyseDocument(doc: Document, limits: FrontmatterLimits): DocumentAnalysis {
  const resolve = new Map<Alias, YamlNode>();
  const anchors = new Map<string, YamlNode>();
  // Expanded size (values) and depth (collection levels) of every finished node.
  const size = new Map<unknown, number>();
  const deep = new Map<unknown, number>();
  const duplicateKeys: number[] = [];
  let added = 0;
  let exceeded: DocumentAnalysis['exceeded'] = null;
  const stack: Frame[] = [{ node: doc.contents, depth: 0, exit: false }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { node, depth } = frame;
    if (node === null || node === undefined) continue;
    if (!frame.exit) {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target !== undefined) resolve.set(node, target);
        // An alias inside its own anchored node (not finished yet) reads as null.
        const extraSize = target !== undefined && size.has(target) ? (size.get(target) ?? 1) - 1 : 0;
        const extraDepth = target !== undefined ? (deep.get(target) ?? 0) : 0;
        added = Math.min(Number.MAX_SAFE_INTEGER, added + extraSize);
        if (exceeded === null) {
          const offset = node.range?.[0] ?? 0;
          if (depth + extraDepth > limits.maxDepth) exceeded = { kind: 'depth', offset };
          else if (added > limits.maxAliasValues) exceeded = { kind: 'aliases', offset };
        }
        size.set(node, 1 + extraSize);
        deep.set(node, extraDepth);
        continue;
      }
      const anchor = (node as { anchor?: unknown }).anchor;
      if (typeof anchor === 'string' && anchor !== '') anchors.set(anchor, node as YamlNode);
      if (!isMap(node) && !isSeq(node)) {
        size.set(node, 1);
        deep.set(node, 0);
        continue;
      }
      if (isMap(node)) duplicateOffsets(node, duplicateKeys);
      stack.push({ node, depth, exit: true });
      const children: unknown[] = isMap(node)
        ? node.items.flatMap((pair) => (isPair(pair) ? [pair.key, pair.value] : []))
        : node.items;
      for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1, exit: false });
      continue;
    }
    // Exit of a collection: its children are finished.
    const items: unknown[] = isMap(node)
      ? node.items.flatMap((pair) => (isPair(pair) ? [pair.key, pair.value] : []))
      : (node as { items: unknown[] }).items;
    let total = 1;
    let levels = 0;
    for (const child of items) {
      total = Math.min(Number.MAX_SAFE_INTEGER, total + (size.get(child) ?? 1));
      levels = Math.max(levels, deep.get(child) ?? 0);
    }
    size.set(node, total);
    deep.set(node, levels + 1);
  }
  duplicateKeys.sort((a, b) => a - b);
  return { resolve, exceeded, duplicateKeys };
}
