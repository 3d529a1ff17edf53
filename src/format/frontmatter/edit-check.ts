/**
 * The safety check of a frontmatter edit: the edited block must read back
 * with every key it was not asked to change unchanged.
 *
 * @packageDocumentation
 */

import type { EditReasons } from '../../errors/index.js';
import { isMap, isScalar } from 'yaml';
import { yamlEntries } from './block-entries.js';
import { composeBlock, lineBreaks } from './compose-block.js';
import { DEFAULT_FRONTMATTER_LIMITS } from './yaml-limits.js';

type Read = { ok: true; values: Map<string, unknown> } | { ok: false; problem: string };

function readBack(yaml: string): Read {
  const text = lineBreaks(yaml);
  const composed = composeBlock(text, DEFAULT_FRONTMATTER_LIMITS);
  if (!composed.ok) return { ok: false, problem: composed.code === 'yaml-syntax' ? composed.text : composed.code };
  const contents = composed.doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) return { ok: true, values: new Map() };
  if (!isMap(contents)) return { ok: false, problem: 'not a mapping' };
  const entries = yamlEntries(composed.doc, text, contents.items, composed.targets);
  return { ok: true, values: new Map(entries.map((entry) => [entry.written, entry.value])) };
}

// JSON-like values (what yamlEntries yields), compared without recursion.
function sameValue(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [unknown, unknown];
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const xs = Object.keys(x);
    const ys = Object.keys(y);
    if (xs.length !== ys.length) return false;
    for (const key of xs) {
      if (!Object.hasOwn(y, key)) return false;
      stack.push([(x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]]);
    }
  }
  return true;
}

/** What went wrong with an in-place edit. */
export type EditProblem =
  | string
  | { readonly reason: 'frontmatter-edit-alias'; readonly params: EditReasons['frontmatter-edit-alias'] }
  | { readonly reason: 'frontmatter-edit-read-back'; readonly params: EditReasons['frontmatter-edit-read-back'] };

/**
 * Compare a block before and after an edit. A block that did not read before
 * the edit is not compared (there is nothing to keep).
 *
 * @param before - the YAML before the edit
 * @param after - the YAML after it
 * @param changes - the values the edit sets
 * @returns null when the edit changed exactly the given keys, else what went wrong: a text, or a
 *   reason and its params for the problems a message profile words its own way
 * @example
 * ```ts
 * checkEdit('a: &x 1\nb: *x\n', 'a: 2\nb: *x\n', { a: '2' });
 * // { reason: 'frontmatter-edit-alias', params: { key: 'b' } }
 * ```
 */
export function checkEdit(before: string, after: string, changes: Record<string, string | null>): EditProblem | null {
  const old = readBack(before);
  if (!old.ok) return null;
  const next = readBack(after);
  const lead = 'frontmatter YAML cannot be edited in place';
  if (!next.ok) return `${lead}: the edited block does not read back (${next.problem.split('\n')[0] ?? ''})`;
  for (const [key, value] of old.values) {
    if (Object.hasOwn(changes, key)) continue;
    if (!next.values.has(key) || !sameValue(value, next.values.get(key))) {
      return { reason: 'frontmatter-edit-alias', params: { key } };
    }
  }
  for (const [key, value] of Object.entries(changes)) {
    if (next.values.get(key) !== value) return { reason: 'frontmatter-edit-read-back', params: { key, value } };
  }
  return null;
}
