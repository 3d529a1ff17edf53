/**
 * The top-level blocks of a body as the matcher walks them: headings,
 * section extents and verbatim source slices.
 *
 * @packageDocumentation
 */
import type { Heading, Html, RootContent } from 'mdast';
import { toLf } from '../../text/index.js';
import { inlineSource } from '../markdown/index.js';

/**
 * A run of top-level blocks, `[from, to)`, with the source it spans.
 *
 * @example
 * ```ts
 * const range: BlockRange = { from: 2, to: 5, start: 40, end: 180 };
 * ```
 */
export interface BlockRange {
  /** First block index. */
  from: number;
  /** One past the last block index. */
  to: number;
  /** Body offset where the range's content starts (after its heading). */
  start: number;
  /** Body offset where the range's content ends (before the next heading). */
  end: number;
}

/**
 * The start offset of a node.
 *
 * @param node - an mdast node with a position
 * @returns its body offset
 *
 * @example
 * ```ts
 * startOf(blocks[0]); // 0: the H1 starts the body
 * ```
 */
export function startOf(node: RootContent): number {
  return node.position?.start.offset ?? 0;
}

/**
 * The end offset of a node.
 *
 * @param node - an mdast node with a position
 * @returns its body offset, exclusive
 *
 * @example
 * ```ts
 * body.slice(startOf(node), endOf(node)); // the node's source
 * ```
 */
export function endOf(node: RootContent): number {
  return node.position?.end.offset ?? 0;
}

/**
 * Whether a block is a heading of a given depth (any depth when omitted).
 *
 * @param node - a block, possibly undefined
 * @param depth - the wanted depth
 * @returns the heading, narrowed
 *
 * @example
 * ```ts
 * isHeading(blocks[1], 2); // true for '## Recent Updates'
 * ```
 */
export function isHeading(node: RootContent | undefined, depth?: number): node is Heading {
  return node?.type === 'heading' && (depth === undefined || node.depth === depth);
}

/**
 * Whether a block is an HTML comment block.
 *
 * @param node - a block, possibly undefined
 * @returns whether it is an `html` node starting with `<!--`
 *
 * @example
 * ```ts
 * isComment(blocks[1]); // true for '<!-- Newest entry first -->'
 * ```
 */
export function isComment(node: RootContent | undefined): node is Html {
  return node?.type === 'html' && node.value.trimStart().startsWith('<!--');
}

/**
 * The index of the first block in `(index, to)` that is a heading of depth
 * at most `depth`, or `to`: where a section of that depth ends.
 *
 * @param blocks - the body's blocks
 * @param index - the section heading's index
 * @param to - the enclosing range's end
 * @param depth - the section's level
 * @returns the index one past the section's last block
 *
 * @example
 * ```ts
 * const end = sectionEnd(blocks, headingIndex, blocks.length, 2); // the next H1 or H2, or the end
 * ```
 */
export function sectionEnd(blocks: readonly RootContent[], index: number, to: number, depth: number): number {
  for (let i = index + 1; i < to; i += 1) {
    const node = blocks[i];
    if (node?.type === 'heading' && node.depth <= depth) return i;
  }
  return to;
}

/**
 * The body offset where the block at `index` starts, or `fallback` past the end.
 *
 * @param blocks - the body's blocks
 * @param index - a block index
 * @param fallback - the offset to use when there is no such block
 * @returns a body offset
 *
 * @example
 * ```ts
 * offsetAt(blocks, blocks.length, body.length); // past the last block: the fallback
 * ```
 */
export function offsetAt(blocks: readonly RootContent[], index: number, fallback: number): number {
  const node = blocks[index];
  return node ? startOf(node) : fallback;
}

/**
 * Verbatim source between two offsets: leading blank lines dropped, trailing
 * whitespace dropped, `\n` line endings (the model form of free-form text).
 *
 * @param body - the body text
 * @param start - start offset
 * @param end - end offset
 * @returns the trimmed source
 *
 * @example
 * ```ts
 * verbatim('\n\nSome *text*  \n', 0, 16); // 'Some *text*'
 * ```
 */
export function verbatim(body: string, start: number, end: number): string {
  // trimEnd drops exactly what /\s+$/ matches (WhiteSpace and LineTerminator),
  // without the regex's attempt at every whitespace run of a long slice.
  return toLf(body.slice(start, end))
    .replace(/^(?:[ \t]*\n)+/, '')
    .trimEnd();
}

/**
 * The compared text of a heading: its inline source (formats.md §4.5).
 *
 * @param heading - the heading node
 * @param body - the body text
 * @returns the heading text
 *
 * @example
 * ```ts
 * headingText(heading, body); // 'Recent Updates' for '## Recent Updates ##'
 * ```
 */
export function headingText(heading: Heading, body: string): string {
  return inlineSource(heading, body);
}

/**
 * The blocks of a body that hold text. micromark reads a line of nothing
 * but Unicode white space (U+2028, U+00A0, U+FEFF …) as a paragraph, while
 * every model value is trimmed of it: such a block would become an empty
 * value that no serialization writes back, so it counts as a blank line.
 *
 * @param blocks - the body's top-level blocks
 * @param body - the body text
 * @returns the blocks whose trimmed source is not empty, in order
 * @example
 * ```ts
 * textBlocks(parseBody('# T\n\n\u2028\n\nText').children, '# T\n\n\u2028\n\nText').length; // 2
 * ```
 */
export function textBlocks(blocks: readonly RootContent[], body: string): RootContent[] {
  return blocks.filter((node) => verbatim(body, startOf(node), endOf(node)) !== '');
}

const LINE_END = /\r\n|\r|\n/g;

// `[ \t]*=+[ \t]*` by one scan (a trimming regex is quadratic on a long run of spaces).
function isUnderline(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
  const signs = i;
  while (i < to && text[i] === '=') i++;
  if (i === signs) return false;
  while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
  return i === to;
}

/**
 * Where a paragraph has a line of `=` signs after its first line. Such a
 * line can only be a lazy continuation (inside its container it would have
 * made the paragraph a setext heading), and it does not survive being
 * written back inside the container.
 *
 * @param node - a paragraph, a direct child of a list item or block quote
 * @param body - the body text
 * @returns the body offset of that line's start, or -1
 * @example
 * ```ts
 * lazyUnderlineAt(paragraph, '- a\n===') // 4 for the paragraph of the item
 * ```
 */
export function lazyUnderlineAt(node: RootContent, body: string): number {
  if (node.type !== 'paragraph') return -1;
  const start = startOf(node);
  const text = body.slice(start, endOf(node));
  LINE_END.lastIndex = 0;
  let lineStart = 0;
  for (let first = true; ; first = false) {
    const m = LINE_END.exec(text);
    if (!first && isUnderline(text, lineStart, m ? m.index : text.length)) return start + lineStart;
    if (!m) return -1;
    lineStart = m.index + m[0].length;
  }
}
