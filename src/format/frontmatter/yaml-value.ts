/**
 * Conversion of parsed YAML nodes into model values (plain JSON) and into the
 * Python-typed views message texts render.
 *
 * @packageDocumentation
 */

import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';
import { PyFloat } from '../../diagnostics/python-repr.js';

// YAML 1.2 core integers; every other number the core schema yields is a float.
const CORE_INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;

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

interface Walk {
  doc: Document;
  yaml: string;
  seen: Map<unknown, unknown>;
  active: Set<unknown>;
}

function walk(node: unknown, ctx: Walk, python: boolean): unknown {
  if (isAlias(node)) {
    const target = node.resolve(ctx.doc);
    return target === undefined ? null : walk(target, ctx, python);
  }
  // Aliases share their target's value, so nested aliases cost linear time.
  if (ctx.seen.has(node)) return ctx.seen.get(node);
  if (ctx.active.has(node)) return null;
  ctx.active.add(node);
  let value: unknown = null;
  if (isScalar(node)) {
    const v: unknown = node.value;
    if (typeof v === 'string' || typeof v === 'boolean' || v === null || v === undefined) value = v ?? null;
    else if (typeof v === 'number') {
      const source = nodeSource(node, ctx.yaml).trim();
      if (!Number.isFinite(v)) value = python ? new PyFloat(v) : source;
      else if (python && !CORE_INT.test(source)) value = new PyFloat(v);
      else value = v;
    } else value = nodeSource(node, ctx.yaml);
  } else if (isSeq(node)) {
    value = node.items.map((item) => walk(item, ctx, python));
  } else if (isMap(node)) {
    if (python) {
      const map = new Map<unknown, unknown>();
      for (const pair of node.items) {
        if (isPair(pair)) map.set(walk(pair.key, ctx, true), walk(pair.value, ctx, true));
      }
      value = map;
    } else {
      const object: Record<string, unknown> = {};
      for (const pair of node.items) {
        if (isPair(pair)) define(object, keyText(pair.key, ctx.yaml), walk(pair.value, ctx, false));
      }
      value = object;
    }
  }
  ctx.active.delete(node);
  ctx.seen.set(node, value);
  return value;
}

/**
 * The model value of a node: strings, finite numbers, booleans, null, arrays
 * and plain objects. Values JSON cannot hold (`.inf`, `.nan`, binary) become
 * their source text; keys become strings ({@link keyText}).
 *
 * @param node - a parsed node (or null for an empty value)
 * @param doc - the document, to resolve aliases
 * @param yaml - the YAML text the document was parsed from
 * @returns a JSON-serialisable value
 * @example
 * ```ts
 * const yaml = 'a: [1, yes, ~]\n';
 * const doc = parseDocument(yaml, { schema: 'core' });
 * modelValue(doc.contents, doc, yaml); // { a: [1, 'yes', null] }
 * ```
 */
export function modelValue(node: unknown, doc: Document, yaml: string): unknown {
  return walk(node, { doc, yaml, seen: new Map(), active: new Set() }, false);
}

/**
 * The Python-typed view of a node, for message rendering: floats as
 * {@link PyFloat}, mappings as `Map`s whose keys keep their types.
 *
 * @param node - a parsed node (or null for an empty value)
 * @param doc - the document, to resolve aliases
 * @param yaml - the YAML text the document was parsed from
 * @returns a value `renderValue` prints as Python would
 * @example
 * ```ts
 * const yaml = 'v: 1.0\n';
 * const doc = parseDocument(yaml, { schema: 'core' });
 * renderValue(pythonView(doc.get('v', true), doc, yaml)); // '1.0'
 * ```
 */
export function pythonView(node: unknown, doc: Document, yaml: string): unknown {
  return walk(node, { doc, yaml, seen: new Map(), active: new Set() }, true);
}
