/**
 * The keys of a frontmatter block as the reader uses them, read by the
 * `yaml` package or, for the blocks the library itself writes (one
 * `key: value` line per key, every value a single-quoted string, a plain
 * string or `null`), by a fast reader that leaves everything it cannot read
 * with certainty to the `yaml` package. The fast reader changes no result;
 * it only saves the general parser's cost on the common case.
 *
 * @packageDocumentation
 */

import { isNode, isPair } from 'yaml';
import type { Alias, Document, Node as YamlNode } from 'yaml';
import { aliasTargets, keyText, modelValue, valueSource } from './yaml-value.js';

/**
 * One key of a block with its value. Offsets are UTF-16 offsets into the
 * YAML text, as the `yaml` package's node ranges are.
 *
 * @example
 * ```ts
 * const entry: BlockEntry = { written: 'status', keyStart: 0, value: 'draft', source: () => 'draft', start: 8, end: 13 };
 * ```
 */
export interface BlockEntry {
  /** The key as written. */
  written: string;
  /** Offset of the key (of the value for a pair without a key node). */
  keyStart: number;
  /** The model value. */
  value: unknown;
  /** The value's YAML source as written; an alias's target's source (computed on demand). */
  source: () => string;
  /** Offset of the value (an opening quote included; for an empty value: just after the key). */
  start: number;
  /** Offset just after the value (a closing quote included). */
  end: number;
}

/**
 * The pairs of a mapping the `yaml` package composed, as entries (items
 * that are not pairs are skipped).
 *
 * @param doc - the parsed document
 * @param yaml - its source
 * @param items - the mapping's items
 * @param targets - the alias targets, when already known (else resolved here, once for all entries)
 * @returns the entries in order
 * @example
 * ```ts
 * const doc = parseDocument('status: draft\n');
 * yamlEntries(doc, 'status: draft\n', (doc.contents as YAMLMap).items)[0]?.value; // 'draft'
 * ```
 */
export function yamlEntries(
  doc: Document,
  yaml: string,
  items: readonly unknown[],
  targets: ReadonlyMap<Alias, YamlNode> = aliasTargets(doc),
): BlockEntry[] {
  const entries: BlockEntry[] = [];
  for (const pair of items) {
    if (!isPair(pair)) continue;
    const keyNode = isNode(pair.key) ? pair.key : pair.value;
    // An empty value (`key:` with nothing) has no node of its own; it sits after the key.
    const start = (isNode(pair.value) ? pair.value.range?.[0] : undefined) ?? (isNode(pair.key) ? pair.key.range?.[1] : 0) ?? 0;
    entries.push({
      written: keyText(pair.key, yaml),
      keyStart: isNode(keyNode) ? (keyNode.range?.[0] ?? 0) : 0,
      value: modelValue(pair.value, doc, yaml, targets),
      source: () => valueSource(pair.value, yaml, targets),
      start,
      end: (isNode(pair.value) ? pair.value.range?.[1] : undefined) ?? start,
    });
  }
  return entries;
}

// A key at column 1, `:`, at least one space, and a value that ends the line:
// a single-quoted string of printable ASCII without quotes (so without `''`
// escapes), or a plain scalar of letters, digits and `._,/+-` with inner
// spaces. Such a plain scalar cannot hold an indicator, a comment or a
// `: `, and it ends at the line end, since every line is a key line.
const LINE = /^([A-Za-z][A-Za-z0-9_-]*):( +)(?:'([\x20-\x26\x28-\x7e]*)'|([A-Za-z0-9~](?:[A-Za-z0-9 ._,/+-]*[A-Za-z0-9._,/+-])?))$/;

// The plain scalars the YAML 1.2 core schema (the `yaml` package's `core`
// tags: null, bool, int, float) does not read as strings.
const CORE_NULL = /^(?:~|[Nn]ull|NULL)$/;
const CORE_NOT_STRING =
  /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/;

/**
 * Read a frontmatter block made only of simple `key: value` lines without
 * the general parser, or tell that it is not one.
 *
 * The block qualifies when it has at least one line, every line (ended by
 * LF or CRLF, the last one's ending optional) is such a line, no key
 * repeats and no key is over 1,024 characters long. Keys must be strings in the core schema; a plain value that the
 * core schema reads as a boolean or a number disqualifies the block. For
 * every qualifying block the `yaml` package (core schema) yields a mapping
 * with exactly these keys, values and ranges ({@link yamlEntries}), and a
 * string or null value reads the same as the `yaml` package reads it.
 *
 * @param yaml - the text between the delimiter lines
 * @returns the entries in order, or null when the general parser is needed
 * @example
 * ```ts
 * readSimpleBlock("status: draft\ncreated: '2026-01-01T00:00:00.000Z'\nclassification: null\n");
 * // [{ written: 'status', keyStart: 0, value: 'draft', start: 8, end: 13, … }, …, { written: 'classification', value: null, … }]
 * readSimpleBlock('tags: [a, b]\n'); // null
 * ```
 */
export function readSimpleBlock(yaml: string): BlockEntry[] | null {
  const entries: BlockEntry[] = [];
  const keys = new Set<string>();
  let start = 0;
  while (start < yaml.length) {
    const newline = yaml.indexOf('\n', start);
    let end = newline === -1 ? yaml.length : newline;
    // CRLF ends a line; a CR elsewhere (which the `yaml` package takes for no line break) fails LINE.
    if (newline !== -1 && end > start && yaml.charCodeAt(end - 1) === 13) end--;
    const match = LINE.exec(yaml.slice(start, end));
    if (match === null) return null;
    const key = match[1] as string;
    // An implicit key's `:` must be within 1,024 characters of its start (YAML 1.2); the package rejects longer ones.
    if (key.length > 1024) return null;
    if (keys.has(key) || CORE_NULL.test(key) || CORE_NOT_STRING.test(key)) return null;
    keys.add(key);
    const valueStart = start + key.length + 1 + (match[2] as string).length;
    const quoted = match[3];
    const plain = match[4] ?? '';
    if (quoted === undefined && CORE_NOT_STRING.test(plain)) return null;
    const value = quoted ?? (CORE_NULL.test(plain) ? null : plain);
    entries.push({ written: key, keyStart: start, value, source: () => yaml.slice(valueStart, end), start: valueStart, end });
    start = newline === -1 ? yaml.length : newline + 1;
  }
  return entries.length === 0 ? null : entries;
}
