/**
 * In-place edits of an existing frontmatter block (formats.md §3.6): only the
 * changed values are rewritten; every other byte stays as it was.
 *
 * @packageDocumentation
 */

import { CST, Parser } from 'yaml';
import { compareCodePoints } from '../../diagnostics/code-points.js';
import { keySource, scalarSource } from './scalar.js';

type MapItem = CST.BlockMap['items'][number];

interface Splice {
  start: number;
  end: number;
  text: string;
}

const QUOTED = new Set(['created', 'updated', 'date']);
const FLOW_SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'alias']);

function keyOf(item: MapItem): string | null {
  if (item.key === undefined || item.key === null) return null;
  return CST.resolveAsScalar(item.key)?.value ?? CST.stringify(item.key);
}

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function itemOffset(item: MapItem): number {
  const comment = item.start.find((token) => token.type === 'comment');
  return comment?.offset ?? item.key?.offset ?? item.start[0]?.offset ?? 0;
}

function contentEnd(token: CST.Token): number {
  if (token.type === 'flow-collection') {
    const close = token.end.find((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end');
    if (close !== undefined) return close.offset + close.source.length;
  }
  const source = CST.stringify(token);
  return token.offset + source.replace(/[ \t\r\n]+$/, '').length;
}

// The value of an existing key: its scalar's source range, or, for a value
// that is not a one-token scalar (or is empty), everything after the `:`.
function valueSplice(item: MapItem, scalar: string): Splice {
  const value = item.value;
  if (value !== undefined && FLOW_SCALARS.has(value.type) && 'source' in value) {
    return { start: value.offset, end: value.offset + value.source.length, text: scalar };
  }
  const colon = item.sep?.find((token) => token.type === 'map-value-ind');
  if (colon === undefined) {
    const keyEnd = item.key ? item.key.offset + CST.stringify(item.key).trimEnd().length : 0;
    return { start: keyEnd, end: keyEnd, text: `: ${scalar}` };
  }
  const afterColon = colon.offset + colon.source.length;
  const end = value === undefined ? afterColon : Math.max(afterColon, contentEnd(value));
  return { start: afterColon, end, text: ` ${scalar}` };
}

function indentOf(text: string, offset: number): string {
  const start = lineStart(text, offset);
  const prefix = text.slice(start, offset);
  return /^[ \t]*$/.test(prefix) ? prefix : '';
}

/**
 * Set scalar values of top-level keys of a frontmatter block, leaving every
 * other byte identical (comments, quoting, key order, spacing).
 *
 * The YAML is read with the `yaml` package's CST parser; an existing value is
 * replaced by splicing its source range (a value spanning several tokens, such
 * as a nested mapping, is replaced together with any comment between its `:`
 * and its end). `null` is written as `null`; `created`, `updated` and `date`
 * are single-quoted; other strings are plain when YAML-safe, quoted
 * otherwise. A key not in the block is inserted as a new line at its
 * code-point-alphabetical position (above the comment lines that lead the
 * key it precedes) when the existing keys are in that order, and appended
 * otherwise; new lines take the indentation of the existing keys and the
 * block's line ending.
 *
 * @param yamlText - the text between the delimiter lines
 * @param changes - key to new value
 * @returns the edited YAML text
 * @throws Error when the block's top level is not a block mapping
 * @example
 * ```ts
 * editFrontmatterYaml("id: x  # keep\nstatus: \"draft\"\n", { status: 'active', updated: '2026-08-30T10:00:00.000Z' });
 * // "id: x  # keep\nstatus: active\nupdated: '2026-08-30T10:00:00.000Z'\n"
 * ```
 */
export function editFrontmatterYaml(yamlText: string, changes: Record<string, string | null>): string {
  const names = Object.keys(changes);
  if (names.length === 0) return yamlText;
  const document = [...new Parser().parse(yamlText)].find((token) => token.type === 'document');
  const root = document?.type === 'document' ? document.value : undefined;
  if (root !== undefined && root.type !== 'block-map') {
    throw new Error(`frontmatter YAML must be a block mapping to be edited, found ${root.type}`);
  }
  const items = root?.items ?? [];
  const keys = items.map(keyOf);
  const eol = /\r\n|\r|\n/.exec(yamlText)?.[0] ?? '\n';
  const scalarFor = (key: string): string => {
    const value = changes[key] ?? null;
    return scalarSource(value, value !== null && QUOTED.has(key));
  };

  const splices: Splice[] = [];
  const added: string[] = [];
  for (const name of names) {
    const at = keys.indexOf(name);
    const item = items[at];
    if (item === undefined) added.push(name);
    else splices.push(valueSplice(item, scalarFor(name)));
  }

  if (added.length > 0) {
    const present = keys.filter((key): key is string => key !== null);
    const alphabetical =
      present.length === keys.length && present.every((key, i) => i === 0 || compareCodePoints(present[i - 1] ?? '', key) <= 0);
    const lastKey = items.at(-1)?.key;
    const indent = lastKey ? indentOf(yamlText, lastKey.offset) : '';
    const line = (key: string, pad: string): string => `${pad}${keySource(key)}: ${scalarFor(key)}${eol}`;
    const appended: string[] = [];
    for (const name of alphabetical ? [...added].sort(compareCodePoints) : added) {
      const next = alphabetical ? present.findIndex((key) => compareCodePoints(key, name) > 0) : -1;
      const before = items[next];
      if (before === undefined) {
        appended.push(line(name, indent));
        continue;
      }
      const start = lineStart(yamlText, itemOffset(before));
      splices.push({ start, end: start, text: line(name, indentOf(yamlText, before.key?.offset ?? start)) });
    }
    if (appended.length > 0) {
      const end = yamlText.length;
      const needsBreak = end > 0 && !/[\r\n]$/.test(yamlText);
      splices.push({ start: end, end, text: `${needsBreak ? eol : ''}${appended.join('')}` });
    }
  }

  // Apply back to front; insertions at one offset keep the order they were made in.
  const ordered = splices.map((splice, i) => ({ splice, i })).sort((a, b) => b.splice.start - a.splice.start || b.i - a.i);
  let out = yamlText;
  for (const { splice } of ordered) out = out.slice(0, splice.start) + splice.text + out.slice(splice.end);
  return out;
}
