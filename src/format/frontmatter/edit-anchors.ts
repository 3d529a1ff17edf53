/**
 * Editing an anchored value without changing its aliases: the anchor moves,
 * with the old value, to the first alias that uses it.
 *
 * @packageDocumentation
 */

import { CST } from 'yaml';
import { contentEnd, cstLeaves } from './cst-text.js';
import { quotedScalar } from './scalar.js';

/**
 * A replacement of `text.slice(start, end)` by `text`.
 *
 * @example
 * ```ts
 * const s: Splice = { start: 8, end: 13, text: 'done' };
 * ```
 */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

const FLOW_SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar']);

// resolveAsScalar throws on a malformed scalar unless given an error callback; the re-read reports such blocks.
const ignore = (): void => undefined;

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function leadingSpaces(line: string): number {
  return /^ */.exec(line)?.[0].length ?? 0;
}

// The old value as source to stand at an alias: one line for scalars and
// single-line flow collections; a block collection re-indented under the alias.
function materialise(value: CST.Token, props: string, text: string, alias: CST.Token, eol: string): string | null {
  if (FLOW_SCALARS.has(value.type) || value.type === 'block-scalar') {
    // The scalar's own source: its `end` tokens (a comment, the line break) stay where they are.
    const source = 'source' in value ? value.source : '';
    if (value.type !== 'block-scalar' && !/[\r\n]/.test(source)) return `${props} ${source}`;
    return `${props} ${quotedScalar(CST.resolveAsScalar(value, true, ignore)?.value ?? '')}`;
  }
  if (value.type === 'flow-collection') return `${props} ${text.slice(value.offset, contentEnd(value, text))}`;
  if (value.type !== 'block-map' && value.type !== 'block-seq') return null;
  const from = lineStart(text, value.offset);
  const aliasLine = text.slice(lineStart(text, alias.offset), alias.offset);
  const pad = ' '.repeat(leadingSpaces(aliasLine) + 2);
  const lines = text.slice(from, contentEnd(value, text)).split(/\r\n|\r|\n/);
  const moved = lines.map((line) => (line.trim() === '' ? '' : pad + line.slice(Math.min(value.indent, leadingSpaces(line)))));
  return `${props}${eol}${moved.join(eol)}`;
}

/**
 * The splices that keep the aliases of an edited value's anchor at the old
 * value: the first alias after the anchor (before any new anchor of the same
 * name) becomes `&name <old value>`, so it and every later alias read as
 * before, and the anchor leaves the edited scalar. Nothing when the value
 * has no anchor or no alias uses it.
 *
 * @param document - the block's CST document
 * @param item - the top-level entry being edited
 * @param text - the YAML the CST was parsed from
 * @param eol - the block's line ending
 * @returns the splices to add to the edit
 * @example
 * ```ts
 * // for 'status: &s active\nother: *s\n' and the entry of `status`:
 * moveAnchor(doc, item, text, '\n'); // [{ start: 25, end: 27, text: '&s active' }, { start: 8, end: 11, text: '' }]
 * ```
 */
export function moveAnchor(document: CST.Document, item: CST.CollectionItem, text: string, eol: string): Splice[] {
  const sep = item.sep ?? [];
  const colon = sep.findIndex((token) => token.type === 'map-value-ind');
  const anchor = sep.find((token, i) => i > colon && token.type === 'anchor');
  const value = item.value;
  if (anchor === undefined || value === undefined) return [];
  let alias: CST.Token | null = null;
  for (const leaf of cstLeaves(document)) {
    if (leaf.offset <= anchor.offset) continue;
    if (leaf.type === 'anchor' && leaf.source === anchor.source) break;
    if (leaf.type === 'alias' && leaf.source === `*${anchor.source.slice(1)}`) {
      alias = leaf;
      break;
    }
  }
  if (alias === null) return [];
  const props = [anchor.source, ...sep.filter((token) => token.type === 'tag').map((token) => token.source)].join(' ');
  const moved = materialise(value, props, text, alias, eol);
  if (moved === null || !('source' in alias)) return [];
  const splices: Splice[] = [{ start: alias.offset, end: alias.offset + alias.source.length, text: moved }];
  // A scalar's splice keeps the props before it; the anchor must not stay there too.
  if (FLOW_SCALARS.has(value.type)) {
    const next = sep[sep.indexOf(anchor) + 1];
    const space = next?.type === 'space' ? next.source.length : 0;
    splices.push({ start: anchor.offset, end: anchor.offset + anchor.source.length + space, text: '' });
  }
  return splices;
}
