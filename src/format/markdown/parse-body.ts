/**
 * Parsing a body into an mdast tree in time linear in its size
 * (formats.md §8.3).
 *
 * @packageDocumentation
 */

import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { splitChunks, type Chunk } from './chunks.js';

type Position = NonNullable<Root['position']>;
type Point = Position['start'];

const processor = unified().use(remarkParse).freeze();

// Parsing thousands of tiny chunks one by one costs more in per-parse setup
// than micromark's quadratic behaviour costs on a few kilobytes, so adjacent
// chunks are parsed together up to this many characters. Any run of chunks
// is itself a valid chunk, so this changes no result.
const BATCH_CHARACTERS = 1024;

/**
 * Parse a body chunk by chunk (see {@link splitChunks}) and join the chunk
 * trees into one root whose positions (line, column, offset) refer to the
 * whole body.
 *
 * The result deep-equals {@link parseBodyUnchunked} for every body without
 * link reference definitions, whose effect would cross chunks.
 *
 * @param body - the body text (frontmatter-free, any line endings)
 * @returns the mdast root of the body
 * @example
 * ```ts
 * const root = parseBody('# Title\n\n## Part\n\n- a\n- b');
 * root.children.map((node) => node.type); // ['heading', 'heading', 'list']
 * root.children[2]?.position?.start; // { line: 5, column: 1, offset: 18 }
 * ```
 */
export function parseBody(body: string): Root {
  return parseChunks(body, batch(splitChunks(body)));
}

/**
 * Parse consecutive chunks of a body each on its own and join their trees
 * into one root whose positions refer to the whole body. {@link parseBody}
 * uses it; tests use it to parse every chunk of {@link splitChunks} alone.
 *
 * Every chunk but the last is parsed together with the first line of the
 * next one, the heading the split was made at, and that heading is then
 * dropped: micromark ends some constructs differently at the end of its
 * input than before a following line, and the parsed heading proves the
 * split sound. Should it not come out as a top-level heading, the two
 * chunks are parsed as one instead, so the result never depends on the
 * split being right.
 *
 * @param body - the body text
 * @param chunks - consecutive chunks covering the body, each starting at a line start
 * @returns the mdast root of the body
 * @example
 * ```ts
 * const body = '# A\n\n## B';
 * parseChunks(body, splitChunks(body)).children.length; // 2
 * ```
 */
export function parseChunks(body: string, chunks: readonly Chunk[]): Root {
  const children: RootContent[] = [];
  let start: Point | undefined;
  let end: Point | undefined;
  let group: Chunk | undefined;
  for (const [index, chunk] of chunks.entries()) {
    group = group === undefined ? { ...chunk } : { ...group, end: chunk.end };
    const next = chunks[index + 1];
    const lookahead = next === undefined ? group.end : lineEnd(body, next.start);
    const tree = processor.parse(body.slice(group.start, lookahead));
    if (next !== undefined) {
      const heading = tree.children[tree.children.length - 1];
      if (heading?.type !== 'heading' || heading.position?.start.offset !== next.start - group.start) continue;
      tree.children.pop();
    }
    shiftTree(tree, group);
    children.push(...tree.children);
    start ??= tree.position?.start;
    end = tree.position?.end;
    group = undefined;
  }
  const root: Root = { type: 'root', children };
  if (start !== undefined && end !== undefined) root.position = { start, end };
  return root;
}

/**
 * Parse a body in one piece. Slow for bodies with many lists or block
 * quotes; meant for tests and the conformance check of the split.
 *
 * @param body - the body text (frontmatter-free, any line endings)
 * @returns the mdast root of the body
 * @example
 * ```ts
 * parseBodyUnchunked('text').children[0]?.type; // 'paragraph'
 * ```
 */
export function parseBodyUnchunked(body: string): Root {
  return processor.parse(body);
}

const LINE_END = /[\r\n]/g;

function lineEnd(body: string, from: number): number {
  LINE_END.lastIndex = from;
  return LINE_END.exec(body)?.index ?? body.length;
}

function batch(chunks: Chunk[]): Chunk[] {
  const batches: Chunk[] = [];
  let current: Chunk | undefined;
  for (const chunk of chunks) {
    if (current !== undefined && chunk.end - current.start <= BATCH_CHARACTERS) {
      current.end = chunk.end;
    } else {
      if (current !== undefined) batches.push(current);
      current = { ...chunk };
    }
  }
  if (current !== undefined) batches.push(current);
  return batches;
}

// Chunks start at line starts, so columns stay as they are. Positions are
// replaced rather than edited, in case the parser shares point objects.
function shiftTree(tree: Root, chunk: Chunk): void {
  if (chunk.start === 0 && chunk.line === 1) return;
  const lines = chunk.line - 1;
  const shiftPoint = (point: Point): Point => {
    const shifted: Point = { line: point.line + lines, column: point.column };
    if (point.offset !== undefined) shifted.offset = point.offset + chunk.start;
    return shifted;
  };
  const visit = (node: { position?: Position | undefined; children?: unknown }): void => {
    if (node.position !== undefined) {
      node.position = { start: shiftPoint(node.position.start), end: shiftPoint(node.position.end) };
    }
    if (Array.isArray(node.children)) {
      for (const child of node.children as Array<{ position?: Position; children?: unknown }>) visit(child);
    }
  };
  visit(tree);
}
