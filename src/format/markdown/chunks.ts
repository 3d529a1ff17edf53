/**
 * Splitting a body into independently parseable chunks (formats.md §8.3).
 *
 * @packageDocumentation
 */

import { BlockScanner } from './block-scanner.js';

/**
 * A slice of a body that parses the same alone as inside the whole body.
 *
 * @example
 * ```ts
 * const chunk: Chunk = { start: 10, end: 30, line: 4 }; // body.slice(10, 30) starts on line 4
 * ```
 */
export interface Chunk {
  /** UTF-16 offset of the chunk's first character in the body. */
  start: number;
  /** UTF-16 offset just past the chunk's last character (exclusive). */
  end: number;
  /** 1-based line of `start`, counting LF, CRLF and CR line endings. */
  line: number;
}

const ATX_AT_COLUMN_1 = /^#{1,6}(?:[ \t]|$)/;
const LINE_ENDING = /\r\n|\r|\n/g;

/**
 * Split a body before every ATX heading at column 1 that is not inside a
 * top-level fenced code block or HTML block.
 *
 * Such a heading closes every open container, and nothing before it
 * changes how the text from it on is parsed (link reference definitions
 * aside), so each chunk can be parsed alone. Lines end at LF, CRLF or CR,
 * as in Markdown. The chunks cover the whole body in order; an empty body
 * is one empty chunk.
 *
 * @param body - the body text (frontmatter-free, any line endings)
 * @returns the chunks, in order, at least one
 * @example
 * ```ts
 * splitChunks('# A\n\ntext\n## B\n```\n# code\n```\n');
 * // [{ start: 0, end: 10, line: 1 }, { start: 10, end: 30, line: 4 }]
 * ```
 */
export function splitChunks(body: string): Chunk[] {
  const scanner = new BlockScanner();
  const chunks: Chunk[] = [];
  let chunkStart = 0;
  let chunkLine = 1;
  let lineStart = 0;
  let line = 1;
  for (;;) {
    LINE_ENDING.lastIndex = lineStart;
    const ending = LINE_ENDING.exec(body);
    const lineEnd = ending === null ? body.length : ending.index;
    const text = body.slice(lineStart, lineEnd);
    if (scanner.line(text) && lineStart > 0 && ATX_AT_COLUMN_1.test(text)) {
      chunks.push({ start: chunkStart, end: lineStart, line: chunkLine });
      chunkStart = lineStart;
      chunkLine = line;
    }
    if (ending === null) break;
    lineStart = lineEnd + ending[0].length;
    line++;
  }
  chunks.push({ start: chunkStart, end: body.length, line: chunkLine });
  return chunks;
}
