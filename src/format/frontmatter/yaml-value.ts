/**
 * Conversion of parsed YAML nodes into model values (plain JSON), and the
 * source text of a value as written.
 *
 * @packageDocumentation
 */

import { isAlias, isMap, isNode, isPair, isScalar, isSeq } from 'yaml';
import type { Alias, Document, Node as YamlNode, Scalar, YAMLMap, YAMLSeq } from 'yaml';

/**
 * The source text of a node, cut from the YAML it was parsed from.
 *
 * @param node - a parsed node
 * @param yaml - the YAML text the node's range refers to
 * @returns the text from the node's start to the end of its value
 * @example
 * ```ts
 * const doc = parseDocument('a: 1e3\n');
 * nodeSource(doc.get('a', true) as Node, 'a: 1e3\n'); // '1e3'
 * ```
 */
export function nodeSource(node: YamlNode, yaml: string): string {
  const range = node.range;
  return range ? yaml.slice(range[0], range[1]) : '';
}

/**
 * The string a mapping key stands for: a string key as such, any other key
 * (number, boolean, null, collection) as its source text.
 *
 * @param key - the key node (null for an empty key)
 * @param yaml - the YAML text
 * @returns the key text
 * @example
 * ```ts
 * // for `1: x` the key is '1'; for `"a b": x` it is 'a b'
 * ```
 */
export function keyText(key: unknown, yaml: string): string {
  if (isScalar(key) && typeof key.value === 'string') return key.value;
  if (isScalar(key) || isMap(key) || isSeq(key) || isAlias(key)) return nodeSource(key, yaml);
  return '';
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that a `__proto__` key stays an ordinary own property.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** How an alias is resolved: the node it stands for, or undefined. */
type Resolve = (alias: Alias) => unknown;

interface Walk {
  yaml: string;
  resolve: Resolve;
  /** The value of every finished node; aliases share their target's value. */
  seen: Map<unknown, unknown>;
  /** Collections being built: an alias to one of them (a cycle) reads as null. */
  active: Set<unknown>;
}

function scalarValue(node: Scalar, ctx: Walk): unknown {
  const v: unknown = node.value;
  if (typeof v === 'string' || typeof v === 'boolean' || v === null || v === undefined) return v ?? null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : nodeSource(node, ctx.yaml).trim();
  return nodeSource(node, ctx.yaml);
}

// The value of a node whose value is known (or that is a cycle: null).
function finished(node: unknown, ctx: Walk): unknown {
  const target = isAlias(node) ? ctx.resolve(node) : node;
  return target === undefined || target === null ? null : (ctx.seen.get(target) ?? null);
}

// The nodes a collection's value is built from, in order.
function parts(node: YAMLMap | YAMLSeq): unknown[] {
  if (isSeq(node)) return node.items;
  const out: unknown[] = [];
  for (const pair of node.items) if (isPair(pair)) out.push(pair.value);
  return out;
}

function build(node: YAMLMap | YAMLSeq, ctx: Walk): unknown {
  if (isSeq(node)) return node.items.map((item) => finished(item, ctx));
  const object: Record<string, unknown> = {};
  for (const pair of node.items) {
    if (isPair(pair)) define(object, keyText(pair.key, ctx.yaml), finished(pair.value, ctx));
  }
  return object;
}

// Iterative (an explicit stack): the depth of the input never reaches the call stack.
function walk(root: unknown, ctx: Walk): unknown {
  const stack: { node: unknown; exit: boolean }[] = [{ node: root, exit: false }];
  while (stack.length > 0) {
    const { node, exit } = stack.pop() as { node: unknown; exit: boolean };
    if (exit) {
      const collection = node as YAMLMap | YAMLSeq;
      ctx.seen.set(collection, build(collection, ctx));
      ctx.active.delete(collection);
      continue;
    }
    const target = isAlias(node) ? ctx.resolve(node) : node;
    if (target === undefined || target === null || ctx.seen.has(target) || ctx.active.has(target)) continue;
    if (isScalar(target)) ctx.seen.set(target, scalarValue(target, ctx));
    else if (isMap(target) || isSeq(target)) {
      ctx.active.add(target);
      stack.push({ node: target, exit: true });
      const children = parts(target);
      for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], exit: false });
    } else ctx.seen.set(target, null);
  }
  return finished(root, ctx);
}

/**
 * Resolve aliases the way the `yaml` package does (the nearest anchor of the
 * name before the alias, in document order), but in one pass over the
 * document, not one per alias.
 *
 * @param doc - the parsed document
 * @returns the node each alias stands for
 * @example
 * ```ts
 * const doc = parseDocument('a: &x 1\nb: *x\n');
 * aliasTargets(doc).size; // 1
 * ```
 */
export function aliasTargets(doc: Document): Map<Alias, YamlNode> {
  const targets = new Map<Alias, YamlNode>();
  const anchors = new Map<string, YamlNode>();
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target !== undefined) targets.set(node, target);
      continue;
    }
    if (!isNode(node)) continue;
    if (typeof node.anchor === 'string' && node.anchor !== '') anchors.set(node.anchor, node);
    if (!isMap(node) && !isSeq(node)) continue;
    const children: unknown[] = isMap(node) ? node.items.flatMap((pair) => (isPair(pair) ? [pair.key, pair.value] : [])) : node.items;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return targets;
}

function resolver(doc: Document, targets: ReadonlyMap<Alias, YamlNode> | undefined): Resolve {
  const map = targets ?? aliasTargets(doc);
  return (alias) => map.get(alias);
}

/**
 * The model value of a node: strings, finite numbers, booleans, null, arrays
 * and plain objects. Values JSON cannot hold (`.inf`, `.nan`, binary) become
 * their source text; keys become strings ({@link keyText}).
 *
 * @param node - a parsed node (or null for an empty value)
 * @param doc - the document, to resolve aliases
 * @param yaml - the YAML text the document was parsed from
 * @param targets - the alias targets ({@link aliasTargets}), when already known
 * @returns a JSON-serialisable value
 * @example
 * ```ts
 * const yaml = 'a: [1, yes, ~]\n';
 * const doc = parseDocument(yaml, { schema: 'core' });
 * modelValue(doc.contents, doc, yaml); // { a: [1, 'yes', null] }
 * ```
 */
export function modelValue(node: unknown, doc: Document, yaml: string, targets?: ReadonlyMap<Alias, YamlNode>): unknown {
  return walk(node, { yaml, resolve: resolver(doc, targets), seen: new Map(), active: new Set() });
}

/**
 * The source text of a value as written: for an alias, its target's source
 * (anchor and tag not included); `''` for an empty value.
 *
 * @param node - a parsed node (or null for an empty value)
 * @param yaml - the YAML text the document was parsed from
 * @param targets - the alias targets ({@link aliasTargets})
 * @returns the text
 * @example
 * ```ts
 * const yaml = 'a: &x 1.0\nb: *x\n';
 * const doc = parseDocument(yaml, { schema: 'core' });
 * valueSource(doc.get('b', true), yaml, aliasTargets(doc)); // '1.0'
 * ```
 */
export function valueSource(node: unknown, yaml: string, targets: ReadonlyMap<Alias, YamlNode>): string {
  const target = isAlias(node) ? targets.get(node) : node;
  return isNode(target) ? nodeSource(target, yaml) : '';
}
