/**
 * Value rendering for message texts (operations.md §2.2 "Value rendering").
 *
 * The reference implementation is written in Python and builds its messages
 * with `repr()`, so every quoted value in a message must look exactly like a
 * Python literal for the texts to match byte for byte.
 *
 * @packageDocumentation
 */

import { PyFloat, pythonFloatRepr, pythonIntRepr } from './py-float.js';

export { PyFloat } from './py-float.js';

// Python's str.isprintable is false for exactly these general categories
// (plus nothing else); the ASCII space is the one Zs character it accepts.
const NOT_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;

const NAMED_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

function hex(codePoint: number, width: number): string {
  return codePoint.toString(16).padStart(width, '0');
}

function escapeCodePoint(ch: string, quote: string): string {
  if (ch === quote) return `\\${quote}`;
  const named = NAMED_ESCAPES[ch];
  if (named !== undefined) return named;
  if (ch === ' ' || !NOT_PRINTABLE.test(ch)) return ch;
  const cp = ch.codePointAt(0) ?? 0;
  if (cp <= 0xff) return `\\x${hex(cp, 2)}`;
  if (cp <= 0xffff) return `\\u${hex(cp, 4)}`;
  return `\\U${hex(cp, 8)}`;
}

/**
 * Python's `repr()` of a string.
 *
 * Iterates by code point, so astral characters stay whole and lone
 * surrogates (category Cs) come out as `\udXXX`, as in Python.
 *
 * @param s - the string to quote
 * @returns the quoted, escaped literal
 * @example
 * ```ts
 * pythonStringRepr("it's");   // "\"it's\""
 * pythonStringRepr('a\u00a0b'); // "'a\\xa0b'"
 * ```
 */
export function pythonStringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) out += escapeCodePoint(ch, quote);
  return out + quote;
}

// Nesting past this depth renders as `...`: the recursion is bounded, and a
// message never grows with the nesting of a hostile value.
const MAX_DEPTH = 32;

function renderDict(entries: readonly (readonly [unknown, unknown])[], seen: Set<object>, depth: number): string {
  return `{${entries.map(([k, v]) => `${renderNested(k, seen, depth)}: ${renderNested(v, seen, depth)}`).join(', ')}}`;
}

// Containers already being rendered print as Python prints a recursive
// structure: `[...]` and `{...}`.
function renderNested(v: unknown, seen: Set<object>, depth: number): string {
  if (typeof v !== 'object' || v === null || v instanceof PyFloat || v instanceof Date) return renderValue(v);
  const isList = Array.isArray(v);
  if (seen.has(v) || depth >= MAX_DEPTH) return isList ? '[...]' : '{...}';
  seen.add(v);
  try {
    return renderContainer(v, seen, depth + 1);
  } finally {
    seen.delete(v);
  }
}

function renderContainer(v: object, seen: Set<object>, depth: number): string {
  if (Array.isArray(v)) return `[${v.map((item) => renderNested(item, seen, depth)).join(', ')}]`;
  if (v instanceof Map) return renderDict([...(v as Map<unknown, unknown>)], seen, depth);
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) return renderDict(Object.entries(v), seen, depth);
  return stringOf(v);
}

function stringOf(v: unknown): string {
  try {
    return pythonStringRepr(String(v));
  } catch {
    // A value whose toString throws (or a null-prototype object passed where a string goes).
    return '<unprintable value>';
  }
}

/**
 * Render a value the way the reference's messages show it (operations.md §2.2).
 *
 * - `undefined` and `null` → `None`; booleans → `True` / `False`;
 * - integral numbers and bigints → decimal (`2 ** 70` in full digits);
 *   other numbers → Python's float `repr` (`1.5`, `1e-05`, `nan`, `inf`,
 *   `-inf`). A YAML `1.0` arrives as the number 1; wrap it in
 *   {@link PyFloat} to have it rendered `1.0`, as Python would;
 * - strings → Python `repr` ({@link pythonStringRepr}), quotes included;
 * - arrays → `[a, b]`; plain objects → `{'k': v}` and `Map`s → `{k: v}`
 *   with keys of any type, elements rendered recursively, as Python prints
 *   lists and dicts;
 * - a `Date` → the repr of its ISO text; anything else → the repr of `String(v)`;
 * - a container inside itself → `[...]` / `{...}`, as Python prints it, and
 *   nesting deeper than 32 levels → `...` too, so rendering never overflows
 *   the stack.
 *
 * @param v - any value, typically read from YAML or from a document body
 * @returns the rendered text; string renderings carry their own quotes
 * @example
 * ```ts
 * renderValue(undefined);                 // 'None'
 * renderValue(true);                      // 'True'
 * renderValue(42);                        // '42'
 * renderValue(new PyFloat(1));            // '1.0'
 * renderValue('draft');                   // "'draft'"
 * renderValue(['a', 1]);                  // "['a', 1]"
 * renderValue(new Map([[1, null]]));      // '{1: None}'
 * ```
 */
export function renderValue(v: unknown): string {
  if (v === undefined || v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v instanceof PyFloat) return pythonFloatRepr(v.value);
  if (typeof v === 'number') return Number.isInteger(v) ? pythonIntRepr(v) : pythonFloatRepr(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'string') return pythonStringRepr(v);
  if (v instanceof Date) return pythonStringRepr(Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString());
  if (typeof v === 'object') return renderNested(v, new Set(), 0);
  return stringOf(v);
}
