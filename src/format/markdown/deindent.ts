/**
 * Source text of blocks with their container indentation or markers
 * removed: de-indented source (formats.md §4.8) and block quote text
 * (formats.md §4.3).
 *
 * @packageDocumentation
 */

import type { Blockquote } from 'mdast';

const LINE_ENDING = /\r\n|\r|\n/;
const BLANK = /^[ \t]*$/;

/**
 * The de-indented source of a stretch of a body: the lines from the one
 * holding `fromOffset` up to `toOffset`, each without up to `column - 1`
 * columns of leading spaces and tabs (a tab advances to the next multiple
 * of 4; where the cut splits a tab or would shift later tabs, the remaining
 * indentation is written as spaces), joined with `\n`, without leading and
 * trailing blank lines and without trailing whitespace.
 *
 * Whitespace at the end of inner lines is kept: two trailing spaces are a
 * hard line break.
 *
 * @param body - the text the offsets refer to
 * @param fromOffset - an offset on the first line to take
 * @param toOffset - where the text ends (exclusive)
 * @param column - the 1-based content column whose indentation is removed
 * @returns the de-indented text
 * @example
 * ```ts
 * const body = '- item\n\n  note line\n    indented more\n';
 * deindent(body, 9, body.length, 3); // 'note line\n  indented more'
 * ```
 */
export function deindent(body: string, fromOffset: number, toOffset: number, column: number): string {
  const text = body.slice(lineStartOf(body, fromOffset), toOffset);
  const lines = text.split(LINE_ENDING).map((line) => removeIndent(line, Math.max(0, column - 1)));
  return dropBlankEdges(lines).join('\n').trimEnd();
}

/**
 * The text of a block quote: its source with the `>` marker, and one space
 * or tab after it, removed from every line (lazy lines, which have no
 * marker, lose their leading whitespace), inline Markdown kept, joined with
 * `\n` and trimmed.
 *
 * Only the quote's own markers are removed, so a nested quote keeps its
 * `>`s.
 *
 * @param node - a block quote with a source position
 * @param body - the text the position refers to
 * @returns the quote's text
 * @example
 * ```ts
 * const body = '> **Q:** why?\n> > nested\nlazy';
 * blockQuoteText(parseBody(body).children[0] as Blockquote, body); // '**Q:** why?\n> nested\nlazy'
 * ```
 */
export function blockQuoteText(node: Blockquote, body: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return '';
  const lines = body.slice(start, end).split(LINE_ENDING);
  return lines
    .map((line) => {
      const rest = line.replace(/^[ \t]+/, '');
      return rest.startsWith('>') ? rest.slice(rest.charAt(1) === ' ' || rest.charAt(1) === '\t' ? 2 : 1) : rest;
    })
    .join('\n')
    .trim();
}

function lineStartOf(body: string, offset: number): number {
  let i = Math.min(Math.max(offset, 0), body.length);
  while (i > 0 && body.charAt(i - 1) !== '\n' && body.charAt(i - 1) !== '\r') i--;
  return i;
}

// Tabs in the remaining indentation keep their width only when the cut
// falls on a tab stop; otherwise the indentation is rewritten as spaces.
function removeIndent(line: string, columns: number): string {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
  let width = 0;
  let i = 0;
  while (i < indent.length && width < columns) {
    width = advance(width, indent.charAt(i));
    i++;
  }
  const remaining = indent.slice(i);
  if (width === columns && (columns % 4 === 0 || !remaining.includes('\t'))) return line.slice(i);
  let end = width;
  for (const c of remaining) end = advance(end, c);
  return ' '.repeat(Math.max(0, end - columns)) + line.slice(indent.length);
}

function advance(width: number, c: string): number {
  return c === '\t' ? width + 4 - (width % 4) : width + 1;
}

function dropBlankEdges(lines: string[]): string[] {
  let first = 0;
  let last = lines.length;
  while (first < last && BLANK.test(lines[first] ?? '')) first++;
  while (last > first && BLANK.test(lines[last - 1] ?? '')) last--;
  return lines.slice(first, last);
}
