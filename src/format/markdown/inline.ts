/**
 * Inline source of paragraphs and headings (formats.md §4.6).
 *
 * @packageDocumentation
 */

import type { Heading, Paragraph } from 'mdast';

const LINE_ENDING = /\r\n|\r|\n/;

/**
 * The inline source of a paragraph or heading: the source of each of its
 * lines after the container markers, with leading and trailing spaces and
 * tabs removed from every line, joined with `\n`.
 *
 * It is cut from the body by source offsets, never rendered, so inline
 * markup, escapes and entities stay as written (`**Bold**`, `\*`, `&amp;`).
 * For an ATX heading it is the text between the opening `#`s and the
 * optional closing sequence; for a setext heading the lines above the
 * underline; for a heading without content `''`.
 *
 * Continuation lines lose up to `quoteDepth` `>` markers, each optional
 * because lines may continue a paragraph lazily, and their list
 * indentation. (A lazy line of more than three spaces' indentation whose
 * text starts with `>` would lose that `>` too; no such line occurs in
 * written documents.)
 *
 * @param node - a paragraph or heading with source positions
 * @param body - the text the positions refer to
 * @param quoteDepth - how many block quotes enclose the node (default 0)
 * @returns the inline source, `\n`-separated
 * @example
 * ```ts
 * const body = '> **Bold**  \n> text';
 * const quote = parseBody(body).children[0] as Blockquote;
 * inlineSource(quote.children[0] as Paragraph, body, 1); // '**Bold**\ntext'
 * ```
 */
export function inlineSource(node: Paragraph | Heading, body: string, quoteDepth = 0): string {
  const extent = node.type === 'heading' ? childrenExtent(node) : offsets(node);
  if (extent === undefined) return '';
  const lines = body.slice(extent.start, extent.end).split(LINE_ENDING);
  return lines.map((line, index) => trimSpaces(index === 0 ? line : stripQuoteMarkers(line, quoteDepth))).join('\n');
}

/**
 * The number of physical lines a node spans (LF, CRLF and CR line endings).
 *
 * @param node - any node with a source position
 * @returns the line count, at least 1 (1 without a position)
 * @example
 * ```ts
 * lineCount(parseBody('one\ntwo').children[0]!); // 2
 * ```
 */
export function lineCount(node: { position?: { start: { line: number }; end: { line: number } } | undefined }): number {
  const position = node.position;
  return position === undefined ? 1 : Math.max(1, position.end.line - position.start.line + 1);
}

function offsets(node: Paragraph | Heading['children'][number]): { start: number; end: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

// The heading node also covers its `#`s, closing sequence or underline;
// its children cover exactly the content.
function childrenExtent(heading: Heading): { start: number; end: number } | undefined {
  const first = heading.children[0];
  const last = heading.children[heading.children.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const start = offsets(first)?.start;
  const end = offsets(last)?.end;
  return start === undefined || end === undefined ? undefined : { start, end };
}

function stripQuoteMarkers(line: string, depth: number): string {
  let rest = line;
  for (let n = 0; n < depth; n++) {
    const trimmed = rest.replace(/^[ \t]+/, '');
    if (!trimmed.startsWith('>')) break;
    rest = trimmed.slice(1);
  }
  return rest;
}

// By index, not by `/[ \t]+$/`: that regex retries at every space of a run
// that does not end the text, which is quadratic in the run's length.
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === 9;
}
