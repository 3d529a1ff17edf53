/**
 * The value a frontmatter message of the reference shows: the YAML value as
 * Python's loader types it (a YAML `1.0` stays the float `1.0`, a mapping
 * keeps non-string keys), rebuilt from the value's source text.
 *
 * @packageDocumentation
 */

import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { PyFloat } from './python-repr.js';

// YAML 1.2 core integers; every other number the core schema yields is a float.
const CORE_INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;

interface Walk {
  doc: Document;
  yaml: string;
  /** The value of every finished node; aliases share their target's value. */
  seen: Map<unknown, unknown>;
  /** Collections being built: an alias to one of them (a cycle) reads as null. */
  active: Set<unknown>;
}

function source(node: { range?: readonly number[] | null }, yaml: string): string {
  const range = node.range;
  return range ? yaml.slice(range[0], range[1]) : '';
}

function scalarValue(node: Scalar, ctx: Walk): unknown {
  const v: unknown = node.value;
  if (typeof v === 'string' || typeof v === 'boolean' || v === null || v === undefined) return v ?? null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || !CORE_INT.test(source(node, ctx.yaml).trim())) return new PyFloat(v);
    return v;
  }
  return source(node, ctx.yaml);
}

function target(node: unknown, ctx: Walk): unknown {
  return isAlias(node) ? node.resolve(ctx.doc) : node;
}

function finished(node: unknown, ctx: Walk): unknown {
  const t = target(node, ctx);
  return t === undefined || t === null ? null : (ctx.seen.get(t) ?? null);
}

function build(node: YAMLMap | YAMLSeq, ctx: Walk): unknown {
  if (isSeq(node)) return node.items.map((item) => finished(item, ctx));
  const map = new Map<unknown, unknown>();
  for (const pair of node.items) if (isPair(pair)) map.set(finished(pair.key, ctx), finished(pair.value, ctx));
  return map;
}

function children(node: YAMLMap | YAMLSeq): unknown[] {
  if (isSeq(node)) return node.items;
  return node.items.flatMap((pair) => (isPair(pair) ? [pair.key, pair.value] : []));
}

// Iterative (an explicit stack): the depth of a value never reaches the call stack.
function walk(root: unknown, ctx: Walk): unknown {
  const stack: { node: unknown; exit: boolean }[] = [{ node: root, exit: false }];
  while (stack.length > 0) {
    const { node, exit } = stack.pop() as { node: unknown; exit: boolean };
    if (exit) {
      ctx.seen.set(node, build(node as YAMLMap | YAMLSeq, ctx));
      ctx.active.delete(node);
      continue;
    }
    const t = target(node, ctx);
    if (t === undefined || t === null || ctx.seen.has(t) || ctx.active.has(t)) continue;
    if (isScalar(t)) ctx.seen.set(t, scalarValue(t, ctx));
    else if (isMap(t) || isSeq(t)) {
      ctx.active.add(t);
      stack.push({ node: t, exit: true });
      const parts = children(t);
      for (let i = parts.length - 1; i >= 0; i--) stack.push({ node: parts[i], exit: false });
    } else ctx.seen.set(t, null);
  }
  return finished(root, ctx);
}

// The value text starts where the value started, mid-line: indent its first
// line as deep as the lines after it, so that a block collection reads back.
function indented(text: string): string {
  const rest = text.split('\n').slice(1).filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  if (rest.length === 0) return text;
  const depth = Math.min(...rest.map((line) => line.length - line.trimStart().length));
  return ' '.repeat(depth) + text;
}

/**
 * The Python view of a frontmatter value, for the reference texts: read back
 * from its YAML source (core schema), or the JavaScript value when there is
 * no source or it does not read back.
 *
 * @param received - the JavaScript model value
 * @param receivedText - the value's YAML source as written (an alias: its target's source)
 * @returns a value `renderValue` prints as the reference does
 * @example
 * ```ts
 * renderValue(pythonView(1, '1.0')); // '1.0'
 * renderValue(pythonView({ a: 1000 }, '{a: 1e3}')); // "{'a': 1000.0}"
 * ```
 */
export function pythonView(received: unknown, receivedText: string | undefined): unknown {
  if (receivedText === undefined || received === null || typeof received === 'boolean') return received;
  let view: unknown;
  try {
    const yaml = indented(receivedText);
    const doc = parseDocument(yaml, { schema: 'core', uniqueKeys: false, prettyErrors: false });
    if (doc.errors.length > 0) return received;
    view = walk(doc.contents, { doc, yaml, seen: new Map(), active: new Set() });
  } catch {
    return received;
  }
  return agrees(received, view) ? view : received;
}

// The view is used only where it is the same kind of value as the model
// value (a tag or a schema difference must not change what is shown).
function agrees(received: unknown, view: unknown): boolean {
  // A string differs from its view only where the model keeps the source of `.inf` or `.nan`.
  if (typeof received === 'string') return view instanceof PyFloat && !Number.isFinite(view.value);
  if (typeof received === 'number') return view === received || (view instanceof PyFloat && view.value === received);
  if (Array.isArray(received)) return Array.isArray(view) && view.length === received.length;
  return typeof received === 'object' && received !== null && view instanceof Map && view.size === Object.keys(received).length;
}
