/**
 * In-place edits of an existing frontmatter block (formats.md §3.6): only the
 * changed values are rewritten; every other byte stays as it was.
 *
 * @packageDocumentation
 */

import { CST, Parser } from 'yaml';
import { compareCodePoints } from '../../diagnostics/index.js';
import { defaultErrorText, SpecmgrError } from '../../errors/index.js';
import { lineBreaks } from './compose-block.js';
import { contentEnd } from './cst-text.js';
import { moveAnchor, type Splice } from './edit-anchors.js';
import { checkEdit } from './edit-check.js';
import { keySource, scalarSource } from './scalar.js';

type Item = CST.CollectionItem;

// resolveAsScalar throws on a malformed scalar unless given an error callback; the re-read reports such blocks.
const ignore = (): void => undefined;

/**
 * Thrown by the operations that edit frontmatter in place (`update`,
 * `setStatus`, …, through `editFrontmatterYaml`) when a block cannot be
 * edited in place: its top level is not a mapping (a sequence or a scalar), or the
 * edit would change a value it was not asked to change (an anchored value
 * whose aliases cannot be given the old value where they stand).
 *
 * @example
 * ```ts
 * try { editFrontmatterYaml('- a\n', { status: 'x' }); } catch (e) { (e as FrontmatterEditError).code; } // 'frontmatter-not-editable'
 * ```
 */
export class FrontmatterEditError extends SpecmgrError {
  override readonly name = 'FrontmatterEditError';
  /** Always `frontmatter-not-editable`. */
  readonly code = 'frontmatter-not-editable' as const;
}

const QUOTED = new Set(['created', 'updated', 'date']);
const FLOW_SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'alias']);
// YAML 1.2: an implicit key's `:` must be within 1,024 characters of its start.
const IMPLICIT_KEY_MAX = 1024;

function keyOf(item: Item, text: string): string | null {
  if (item.key === undefined || item.key === null) return null;
  return CST.resolveAsScalar(item.key, true, ignore)?.value ?? text.slice(item.key.offset, contentEnd(item.key, text));
}

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function itemOffset(item: Item): number {
  const comment = item.start.find((token) => token.type === 'comment');
  return comment?.offset ?? item.key?.offset ?? item.start[0]?.offset ?? 0;
}

// The value of an existing key: its scalar's source range, or, for a value
// that is not a one-token scalar (or is empty), everything after the `:`.
function valueSplice(item: Item, scalar: string, text: string): Splice {
  const value = item.value;
  if (value !== undefined && FLOW_SCALARS.has(value.type) && 'source' in value) {
    return { start: value.offset, end: value.offset + value.source.length, text: scalar };
  }
  const colon = item.sep?.find((token) => token.type === 'map-value-ind');
  if (colon === undefined) {
    const keyEnd = item.key ? contentEnd(item.key, text) : 0;
    return { start: keyEnd, end: keyEnd, text: `: ${scalar}` };
  }
  const afterColon = colon.offset + colon.source.length;
  const end = value === undefined ? afterColon : Math.max(afterColon, contentEnd(value, text));
  return { start: afterColon, end, text: ` ${scalar}` };
}

function indentOf(text: string, offset: number): string {
  const start = lineStart(text, offset);
  const prefix = text.slice(start, offset);
  return /^[ \t]*$/.test(prefix) ? prefix : '';
}

function alphabetical(keys: readonly (string | null)[]): string[] | null {
  const present = keys.filter((key): key is string => key !== null);
  const sorted = present.length === keys.length && present.every((key, i) => i === 0 || compareCodePoints(present[i - 1] ?? '', key) <= 0);
  return sorted ? present : null;
}

interface Context {
  text: string;
  eol: string;
  scalarFor: (key: string) => string;
}

// New keys of a block mapping: lines at the alphabetical place, or appended.
function blockInsertions(items: readonly Item[], keys: readonly (string | null)[], added: readonly string[], ctx: Context): Splice[] {
  const { text, eol } = ctx;
  const splices: Splice[] = [];
  const present = alphabetical(keys);
  const lastKey = items.at(-1)?.key;
  const indent = lastKey ? indentOf(text, lastKey.offset) : '';
  const line = (key: string, pad: string): string => {
    const source = keySource(key);
    // A key too long for the implicit form is written as an explicit `? key` entry.
    return source.length > IMPLICIT_KEY_MAX
      ? `${pad}? ${source}${eol}${pad}: ${ctx.scalarFor(key)}${eol}`
      : `${pad}${source}: ${ctx.scalarFor(key)}${eol}`;
  };
  const appended: string[] = [];
  for (const name of present !== null ? [...added].sort(compareCodePoints) : added) {
    const next = present !== null ? present.findIndex((key) => compareCodePoints(key, name) > 0) : -1;
    const before = items[next];
    if (before === undefined) {
      appended.push(line(name, indent));
      continue;
    }
    const start = lineStart(text, itemOffset(before));
    splices.push({ start, end: start, text: line(name, indentOf(text, before.key?.offset ?? start)) });
  }
  if (appended.length > 0) {
    const end = text.length;
    const needsBreak = end > 0 && !/[\r\n]$/.test(text);
    splices.push({ start: end, end, text: `${needsBreak ? eol : ''}${appended.join('')}` });
  }
  return splices;
}

// New keys of a flow mapping: `key: value, ` before the next key in
// alphabetical order, or `, key: value` after the last entry.
function flowInsertions(root: CST.FlowCollection, keys: readonly (string | null)[], added: readonly string[], ctx: Context): Splice[] {
  const entries = root.items.filter((item) => item.key !== undefined || item.value !== undefined);
  const present = alphabetical(entries.map((item) => keys[root.items.indexOf(item)] ?? null));
  const pair = (key: string): string => {
    const source = keySource(key);
    return `${source.length > IMPLICIT_KEY_MAX ? '? ' : ''}${source}: ${ctx.scalarFor(key)}`;
  };
  const splices: Splice[] = [];
  const appended: string[] = [];
  for (const name of present !== null ? [...added].sort(compareCodePoints) : added) {
    const next = present !== null ? present.findIndex((key) => compareCodePoints(key, name) > 0) : -1;
    const before = entries[next];
    if (before === undefined) {
      appended.push(pair(name));
      continue;
    }
    const lead = before.start.find((t) => t.type === 'explicit-key-ind' || t.type === 'anchor' || t.type === 'tag');
    const at = lead?.offset ?? before.key?.offset ?? before.value?.offset ?? root.start.offset + 1;
    splices.push({ start: at, end: at, text: `${pair(name)}, ` });
  }
  if (appended.length > 0) {
    const last = entries.at(-1);
    const lastToken = last?.value ?? last?.sep?.find((t) => t.type === 'map-value-ind') ?? last?.key ?? null;
    const at = lastToken === null ? root.start.offset + root.start.source.length : contentEnd(lastToken, ctx.text);
    splices.push({ start: at, end: at, text: `${last === undefined ? '' : ', '}${appended.join(', ')}` });
  }
  return splices;
}

// Tags on an edited scalar would re-type the new value (`!!int done`): they go with the old value.
function propSplices(item: Item): Splice[] {
  const value = item.value;
  if (value === undefined || !FLOW_SCALARS.has(value.type)) return [];
  const sep = item.sep ?? [];
  const splices: Splice[] = [];
  sep.forEach((token, i) => {
    if (token.type !== 'tag') return;
    const space = sep[i + 1]?.type === 'space' ? (sep[i + 1]?.source.length ?? 0) : 0;
    splices.push({ start: token.offset, end: token.offset + token.source.length + space, text: '' });
  });
  return splices;
}

/**
 * Set scalar values of top-level keys of a frontmatter block, leaving every
 * other byte identical (comments, quoting, key order, spacing).
 *
 * The YAML is read with the `yaml` package's CST parser (a lone CR counts as
 * a line break, as in YAML 1.2); an existing value is replaced by splicing
 * its source range (a value spanning several tokens, such as a nested
 * mapping, is replaced together with any comment between its `:` and its
 * end). `null` is written as `null`; `created`, `updated` and `date` are
 * single-quoted; other strings are plain when YAML-safe, quoted otherwise;
 * a tag on the old scalar is dropped with it. A key not in the block is
 * inserted as a new line at its code-point-alphabetical position (above the
 * comment lines that lead the key it precedes) when the existing keys are in
 * that order, and appended otherwise; new lines take the indentation of the
 * existing keys and the block's line ending; a key whose source is over
 * 1,024 characters is written in the explicit `? key` form, which YAML
 * allows at any length.
 *
 * A flow mapping (`{id: x, status: draft}`, on one line or several) is
 * edited the same way inside its braces: values spliced, new `key: value`
 * entries inserted before the next key in alphabetical order or after the
 * last entry, with `, ` separators.
 *
 * An edited value that carries an anchor used by aliases keeps its old value
 * for them: the anchor moves, with the old value, to the first of those
 * aliases (a block collection is re-indented under it), so only the edited
 * key changes. The result is re-read and compared with the block before the
 * edit: every key not edited must read the same, every edited key its new
 * value, or nothing is returned.
 *
 * @param yamlText - the text between the delimiter lines
 * @param changes - key to new value
 * @returns the edited YAML text
 * @throws FrontmatterEditError when the block's top level is not a mapping,
 *   or the edit cannot be made without changing other values
 * @example
 * ```ts
 * editFrontmatterYaml("id: x  # keep\nstatus: \"draft\"\n", { status: 'active', updated: '2026-08-30T10:00:00.000Z' });
 * // "id: x  # keep\nstatus: active\nupdated: '2026-08-30T10:00:00.000Z'\n"
 * editFrontmatterYaml('{id: x, status: draft}\n', { status: 'done', type: 'req' });
 * // '{id: x, status: done, type: req}\n'
 * editFrontmatterYaml('status: &s active\nother: *s\n', { status: 'done' });
 * // 'status: done\nother: &s active\n'
 * ```
 */
export function editFrontmatterYaml(yamlText: string, changes: Record<string, string | null>): string {
  const names = Object.keys(changes);
  if (names.length === 0) return yamlText;
  const text = lineBreaks(yamlText);
  const document = [...new Parser().parse(text)].find((token) => token.type === 'document');
  const root = document?.type === 'document' ? document.value : undefined;
  const flow = root?.type === 'flow-collection' && root.start.type === 'flow-map-start' ? root : null;
  if (root !== undefined && root.type !== 'block-map' && flow === null) {
    throw new FrontmatterEditError(`frontmatter YAML must be a block mapping or a flow mapping to be edited, found ${root.type === 'flow-collection' ? 'flow-sequence' : root.type}`);
  }
  const items: Item[] = flow !== null ? flow.items : root?.type === 'block-map' ? (root.items as Item[]) : [];
  const keys = items.map((item) => keyOf(item, text));
  const ctx: Context = {
    text,
    eol: /\r\n|\r|\n/.exec(yamlText)?.[0] ?? '\n',
    scalarFor: (key) => {
      const value = changes[key] ?? null;
      return scalarSource(value, value !== null && QUOTED.has(key));
    },
  };

  const splices: Splice[] = [];
  const added: string[] = [];
  for (const name of names) {
    const item = items[keys.indexOf(name)];
    if (item === undefined) {
      added.push(name);
      continue;
    }
    splices.push(valueSplice(item, ctx.scalarFor(name), text));
    for (const splice of propSplices(item)) splices.push(splice);
    if (document?.type === 'document') for (const splice of moveAnchor(document, item, text, ctx.eol)) splices.push(splice);
  }
  if (added.length > 0) {
    const inserted = flow !== null ? flowInsertions(flow, keys, added, ctx) : blockInsertions(items, keys, added, ctx);
    for (const splice of inserted) splices.push(splice);
  }

  // Apply back to front; insertions at one offset keep the order they were made in.
  const ordered = splices.map((splice, i) => ({ splice, i })).sort((a, b) => b.splice.start - a.splice.start || b.i - a.i);
  let out = yamlText;
  for (const { splice } of ordered) out = out.slice(0, splice.start) + splice.text + out.slice(splice.end);
  const problem = checkEdit(yamlText, out, changes);
  if (typeof problem === 'string') throw new FrontmatterEditError(problem);
  if (problem !== null) throw new FrontmatterEditError(defaultErrorText(problem.reason, problem.params), problem);
  return out;
}
