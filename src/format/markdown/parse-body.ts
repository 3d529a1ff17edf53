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

/**
 * The limits of one batch of chunks (see {@link batchChunks}).
 *
 * @example
 * ```ts
 * const limits: BatchLimits = { characters: 8192, containers: 32 };
 * ```
 */
export interface BatchLimits {
  /** The most characters (UTF-16 code units) of a batch, unless one chunk has more. */
  characters: number;
  /** The most container starts of a batch (see {@link countContainerStarts}), unless one chunk has more. */
  containers: number;
}

// Every parse pays a fixed setup (micromark combines its constructs,
// mdast-util-from-markdown builds its handlers: some 30 µs), so chunks are
// parsed together; but each list item or block quote micromark closes
// copies the event list of the whole parse so far, so a batch also holds
// only so many of them. Measured on 30 KB - 1 MB bodies of tiny lists, long
// task entries, prose, long lists and block quotes, and on the packaged
// examples, these limits are at or near the best for each.
const LIMITS: BatchLimits = { characters: 8192, containers: 32 };

// A line that may start a list item or a block quote. Counting such lines,
// inside code blocks too, bounds the containers from above.
const CONTAINER_START = /^[ \t]*(?:>|[-*+](?=[ \t\r\n]|$)|\d{1,9}[.)](?=[ \t\r\n]|$))/gm;

/**
 * Parse a body chunk by chunk (see {@link splitChunks}) and join the chunk
 * trees into one root whose positions (line, column, offset) refer to the
 * whole body.
 *
 * The result deep-equals {@link parseBodyUnchunked} for every body without
 * link reference definitions, whose effect would cross chunks. A body within
 * the limits of one batch (see {@link batchChunks}) is parsed in one piece.
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
  // A body that fits in one batch is one batch whatever its chunks: parse it
  // as it is, without scanning it for split points.
  if (body.length <= LIMITS.characters && countContainerStarts(body, body.length) <= LIMITS.containers) {
    return processor.parse(body);
  }
  return parseChunks(body, batchChunks(body, splitChunks(body)));
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
    // One push per node: spreading a long child list overflows the stack.
    for (const child of tree.children) children.push(child);
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

/**
 * Count the lines that may start a list item or a block quote (a marker
 * after at most spaces and tabs, code block lines included): an upper bound
 * of the containers micromark opens there.
 *
 * @param body - the body text
 * @param end - count the lines that start before this offset
 * @returns the count
 * @example
 * ```ts
 * countContainerStarts('# T\n\n- a\n  - b\n> q\ntext', 100); // 3
 * ```
 */
export function countContainerStarts(body: string, end: number): number {
  return containerCounter(body)(end);
}

// Counts the container starts before an offset that were not counted by an
// earlier call: one pass over the body for ascending offsets.
function containerCounter(body: string): (end: number) => number {
  const pattern = new RegExp(CONTAINER_START);
  const find = (): number => pattern.exec(body)?.index ?? Number.POSITIVE_INFINITY;
  let next = find();
  return (end) => {
    let count = 0;
    while (next < end) {
      count++;
      next = find();
    }
    return count;
  };
}

/**
 * Join adjacent chunks into batches within the limits (a chunk beyond them
 * stays alone). A run of chunks parses the same as a chunk, so batching
 * changes no result of {@link parseChunks}; it only trades the fixed cost of
 * many small parses against micromark's cost per container on big ones.
 *
 * @param body - the body text
 * @param chunks - consecutive chunks covering the body (see {@link splitChunks})
 * @param limits - the most characters and container starts of a batch
 * @returns consecutive chunks covering the same body, fewer or as many
 * @example
 * ```ts
 * const body = '# A\n\n## B\n\n## C';
 * batchChunks(body, splitChunks(body), { characters: 10, containers: 16 });
 * // [{ start: 0, end: 5, line: 1 }, { start: 5, end: 15, line: 3 }]
 * ```
 */
export function batchChunks(body: string, chunks: readonly Chunk[], limits: BatchLimits = LIMITS): Chunk[] {
  const count = containerCounter(body);
  const batches: Chunk[] = [];
  let current: Chunk | undefined;
  let containers = 0;
  for (const chunk of chunks) {
    const own = count(chunk.end);
    if (current !== undefined && chunk.end - current.start <= limits.characters && containers + own <= limits.containers) {
      current.end = chunk.end;
      containers += own;
    } else {
      if (current !== undefined) batches.push(current);
      current = { ...chunk };
      containers = own;
    }
  }
  if (current !== undefined) batches.push(current);
  return batches;
}

// Chunks start at line starts, so columns stay as they are. Positions are
// replaced rather than edited, in case the parser shares point objects.
// The walk keeps its own stack: a recursive one overflows on deep nesting.
function shiftTree(tree: Root, chunk: Chunk): void {
  if (chunk.start === 0 && chunk.line === 1) return;
  const lines = chunk.line - 1;
  const shiftPoint = (point: Point): Point => {
    const shifted: Point = { line: point.line + lines, column: point.column };
    if (point.offset !== undefined) shifted.offset = point.offset + chunk.start;
    return shifted;
  };
  type Node = { position?: Position | undefined; children?: unknown };
  const stack: Node[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.position !== undefined) {
      node.position = { start: shiftPoint(node.position.start), end: shiftPoint(node.position.end) };
    }
    if (Array.isArray(node.children)) {
      for (const child of node.children as Node[]) stack.push(child);
    }
  }
}
