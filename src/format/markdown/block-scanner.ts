/**
 * A line-by-line tracker of CommonMark's block structure, reduced to what
 * the chunk splitter needs: which blocks are open, never their content.
 *
 * @packageDocumentation
 */

import {
  expandTabs,
  isAtxHeading,
  isClosingFence,
  isSetextUnderline,
  isThematicBreak,
  listMarker,
  nextNonspace,
  openingFence,
  type Fence,
} from './block-starts.js';
import { htmlBlockEnds, htmlBlockStart, type HtmlBlockType } from './html-block.js';

type OpenBlock =
  | { kind: 'quote' }
  | { kind: 'list'; marker: string }
  | { kind: 'item'; indent: number; hasChild: boolean }
  | { kind: 'paragraph' }
  | Fence
  | { kind: 'indented' }
  | { kind: 'html'; type: HtmlBlockType };

type Kind = OpenBlock['kind'] | 'document' | 'heading' | 'break';

/** Where the processing of one line stands. */
interface LineState {
  readonly line: string;
  /** The current position (= column) in the line. */
  pos: number;
  /** Index of the deepest open block the line continued (-1: the document). */
  matched: number;
  /** Index of the block new blocks go into (-1: the document). */
  container: number;
  /** Whether the blocks the line did not continue have been closed. */
  allClosed: boolean;
  /** Whether list items must be able to interrupt a paragraph (micromark). */
  interrupts: boolean;
}

/**
 * Follows the block structure of a Markdown text fed one line at a time,
 * with the open-block algorithm of the CommonMark spec (appendix "A parsing
 * strategy") and micromark's choices where the two differ, and tells whether
 * each line starts an ATX heading directly in the document (outside every
 * container, fenced code block and HTML block).
 *
 * @example
 * ```ts
 * const scanner = new BlockScanner();
 * ['```', '# not a heading', '```', '# heading'].map((l) => scanner.line(l));
 * // [false, false, false, true]
 * ```
 */
export class BlockScanner {
  // The open blocks below the document, outermost first; only the last
  // child of a block can be open, so a stack describes the whole tree.
  private readonly open: OpenBlock[] = [];

  /**
   * @param maxDepth - stop opening containers on a line once more than this
   *   many block quotes and list items are open (the line is then too deep
   *   for the caller anyway): each container start on a line re-examines the
   *   rest of it, so this bounds a line's cost to `maxDepth` times its length
   */
  constructor(private readonly maxDepth = Number.POSITIVE_INFINITY) {}
  // Serial number of the last paragraph opened, so callers can tell which
  // lines belong to the same paragraph (see paragraph()).
  private paragraphs = 0;
  private setexts = 0;
  private headingLine = false;
  // Block quotes and list items among the open blocks.
  private containers = 0;

  /**
   * The block quotes and list items open after the last line, i.e. the
   * container nesting depth of that line (lists themselves do not count).
   *
   * @returns the number of open block quotes and list items
   * @example
   * ```ts
   * const scanner = new BlockScanner();
   * scanner.line('> - > x');
   * scanner.depth(); // 3
   * ```
   */
  depth(): number {
    return this.containers;
  }

  // Closes the open blocks from `length` on, keeping the container count:
  // each block is closed once, so the count costs nothing per line.
  private truncate(length: number): void {
    const open = this.open;
    while (open.length > length) {
      const kind = (open.pop() as OpenBlock).kind;
      if (kind === 'quote' || kind === 'item') this.containers--;
    }
  }

  /**
   * Which paragraph the last line is inline text of.
   *
   * @returns the paragraph's serial number (from 1), or 0 when the last line is not paragraph text
   * @example
   * ```ts
   * const scanner = new BlockScanner();
   * scanner.line('a');
   * scanner.line('b');
   * scanner.paragraph(); // 1
   * ```
   */
  paragraph(): number {
    return this.open[this.open.length - 1]?.kind === 'paragraph' ? this.paragraphs : 0;
  }

  /**
   * How many setext heading underlines the lines so far held.
   *
   * @returns the count
   * @example
   * ```ts
   * const scanner = new BlockScanner();
   * ['Title', '==='].forEach((l) => scanner.line(l));
   * scanner.setextUnderlines(); // 1
   * ```
   */
  setextUnderlines(): number {
    return this.setexts;
  }

  /**
   * Whether the last line was an ATX heading (at any depth).
   *
   * @returns `true` for a heading line
   * @example
   * ```ts
   * const scanner = new BlockScanner();
   * scanner.line('> ## x');
   * scanner.heading(); // true
   * ```
   */
  heading(): boolean {
    return this.headingLine;
  }

  /**
   * Feed the next line.
   *
   * @param raw - the line without its line ending
   * @returns `true` when the line starts an ATX heading whose parent is the document
   * @example
   * ```ts
   * new BlockScanner().line('## Title'); // true
   * ```
   */
  line(raw: string): boolean {
    this.headingLine = false;
    const state = this.continueOpen(expandTabs(raw));
    if (state === undefined) return false;
    const result = this.startBlocks(state);
    if (result !== undefined) return result;
    const open = this.open;
    const blankRest = nextNonspace(state.line, state.pos) === state.line.length;
    // A lazy continuation line: the unmatched blocks stay open.
    if (!state.allClosed && !blankRest && open[open.length - 1]?.kind === 'paragraph') return false;
    this.closeUnmatched(state);
    const tip = open[state.container];
    if (tip !== undefined && acceptsLines(tip.kind)) {
      if (tip.kind === 'html' && htmlBlockEnds(tip.type, state.line.slice(state.pos))) this.truncate(open.length - 1);
    } else if (!blankRest) {
      this.add({ kind: 'paragraph' });
    }
    return false;
  }

  // Lets every open block try to continue on the line; returns undefined
  // when the line closed a fence and needs nothing more.
  private continueOpen(line: string): LineState | undefined {
    const open = this.open;
    let pos = 0;
    let matched = -1;
    let containersMatched = true;
    for (let k = 0; k < open.length; k++) {
      const block = open[k] as OpenBlock;
      const next = nextNonspace(line, pos);
      const indent = next - pos;
      const blank = next === line.length;
      let continues = true;
      if (block.kind === 'quote') {
        continues = indent < 4 && line.charAt(next) === '>';
        if (continues) pos = line.charAt(next + 1) === ' ' ? next + 2 : next + 1;
      } else if (block.kind === 'item') {
        continues = blank ? block.hasChild : indent >= block.indent;
        if (continues) pos = blank ? next : pos + block.indent;
      } else if (block.kind === 'paragraph') {
        continues = !blank;
      } else if (block.kind === 'fence') {
        if (indent < 4 && isClosingFence(line.slice(next), block)) {
          this.truncate(k);
          return undefined;
        }
      } else if (block.kind === 'indented') {
        continues = indent >= 4 || blank;
        if (continues) pos = indent >= 4 ? pos + 4 : next;
      } else if (block.kind === 'html') {
        continues = !(blank && block.type >= 6);
      }
      if (!continues) {
        containersMatched = acceptsLines(block.kind);
        break;
      }
      matched = k;
    }
    // micromark refuses list items that could not interrupt a paragraph
    // whenever every container continued and a paragraph or an indented code
    // block is still open, and keeps refusing them in containers opened later
    // on the same line.
    const tip = open[open.length - 1]?.kind;
    const interrupts = containersMatched && (tip === 'paragraph' || tip === 'indented');
    return { line, pos, matched, container: matched, allClosed: matched === open.length - 1, interrupts };
  }

  // Opens the blocks that start on the line; returns the line's result when
  // it is decided here (headings, breaks, setext underlines).
  private startBlocks(state: LineState): boolean | undefined {
    const open = this.open;
    const line = state.line;
    const kindAt = (index: number): Kind => (index < 0 ? 'document' : (open[index] as OpenBlock).kind);
    while (state.container === -1 || !acceptsLines(kindAt(state.container)) || kindAt(state.container) === 'paragraph') {
      if (this.containers > this.maxDepth) return false;
      const next = nextNonspace(line, state.pos);
      const indent = next - state.pos;
      const indented = indent >= 4;
      const rest = line.slice(next);
      const containerKind = kindAt(state.container);
      if (!indented && rest.charAt(0) === '>') {
        this.closeUnmatched(state);
        state.container = this.add({ kind: 'quote' });
        state.pos = line.charAt(next + 1) === ' ' ? next + 2 : next + 1;
        continue;
      }
      if (!indented && isAtxHeading(rest)) {
        this.closeUnmatched(state);
        this.add('heading');
        this.headingLine = true;
        return open.length === 0;
      }
      const fence = indented ? undefined : openingFence(rest);
      if (fence !== undefined) {
        this.closeUnmatched(state);
        state.container = this.add(fence);
        return undefined;
      }
      const html = indented ? 0 : htmlBlockStart(rest);
      if (html === 7 && !state.allClosed && next < line.length && kindAt(open.length - 1) === 'paragraph') {
        // Where the spec makes this line lazy paragraph text, micromark ends
        // the paragraph and starts the HTML block in its place, inside the
        // containers the line did not continue, which stay open.
        this.truncate(open.length - 1);
        state.container = this.add({ kind: 'html', type: html });
        state.allClosed = true;
        return undefined;
      }
      // Otherwise type 7 may not interrupt a paragraph.
      if (html !== 0 && (html < 7 || containerKind !== 'paragraph')) {
        this.closeUnmatched(state);
        state.container = this.add({ kind: 'html', type: html });
        return undefined;
      }
      if (!indented && containerKind === 'paragraph' && isSetextUnderline(rest)) {
        this.closeUnmatched(state);
        this.truncate(open.length - 1);
        this.setexts++;
        return false;
      }
      if (!indented && isThematicBreak(rest)) {
        this.closeUnmatched(state);
        this.add('break');
        return false;
      }
      const item = indented && containerKind !== 'list' ? undefined : listMarker(line, next, indent, state.interrupts);
      if (item !== undefined) {
        this.closeUnmatched(state);
        const tip = open[open.length - 1];
        if (tip?.kind !== 'list' || tip.marker !== item.marker) this.add({ kind: 'list', marker: item.marker });
        state.container = this.add({ kind: 'item', indent: item.indent, hasChild: false });
        state.pos = item.pos;
        continue;
      }
      if (indented && kindAt(open.length - 1) !== 'paragraph' && next < line.length) {
        this.closeUnmatched(state);
        state.container = this.add({ kind: 'indented' });
        state.pos += 4;
      }
      return undefined;
    }
    return undefined;
  }

  private closeUnmatched(state: LineState): void {
    if (!state.allClosed) this.truncate(state.matched + 1);
    state.allClosed = true;
  }

  // Closes open blocks until the tip can hold the new block, then opens it
  // (headings and thematic breaks hold no lines and are closed at once);
  // returns the index of the new tip.
  private add(block: OpenBlock | 'heading' | 'break'): number {
    const open = this.open;
    const kind = typeof block === 'string' ? block : block.kind;
    for (let tip = open[open.length - 1]; tip !== undefined && !canContain(tip.kind, kind); tip = open[open.length - 1]) {
      this.truncate(open.length - 1);
    }
    const parent = open[open.length - 1];
    if (parent?.kind === 'item') parent.hasChild = true;
    if (typeof block !== 'string') open.push(block);
    if (kind === 'quote' || kind === 'item') this.containers++;
    if (kind === 'paragraph') this.paragraphs++;
    return open.length - 1;
  }
}

function canContain(parent: Kind, child: Kind): boolean {
  if (parent === 'list') return child === 'item';
  return (parent === 'document' || parent === 'quote' || parent === 'item') && child !== 'item';
}

function acceptsLines(kind: Kind): boolean {
  return kind === 'paragraph' || kind === 'fence' || kind === 'indented' || kind === 'html';
}
