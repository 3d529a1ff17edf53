/**
 * A line-by-line tracker of CommonMark's block structure, reduced to what
 * the chunk splitter needs: which blocks are open, never their content.
 *
 * @packageDocumentation
 */

import { htmlBlockEnds, htmlBlockStart, type HtmlBlockType } from './html-block.js';

type OpenBlock =
  | { kind: 'quote' }
  | { kind: 'list'; marker: string }
  | { kind: 'item'; indent: number; hasChild: boolean }
  | { kind: 'paragraph' }
  | { kind: 'fence'; char: string; length: number }
  | { kind: 'indented' }
  | { kind: 'html'; type: HtmlBlockType };

type Kind = OpenBlock['kind'] | 'document' | 'heading' | 'break';

interface ListMarker {
  marker: string;
  /** Columns from the container's content start to the item's content. */
  indent: number;
  /** Where the item's first line of content starts. */
  pos: number;
}

const ATX = /^#{1,6}(?: |$)/;
const SETEXT = /^(?:=+|-+) *$/;
const THEMATIC = /^(?:(?:\* *){3,}|(?:- *){3,}|(?:_ *){3,})$/;
const ORDERED = /^(\d{1,9})([.)])/;

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
    const line = expandTabs(raw);
    const open = this.open;
    const oldTip = open.length - 1;
    let pos = 0;
    let matched = -1;
    let containersMatched = true;
    for (let k = 0; k < open.length; k++) {
      const block = open[k] as OpenBlock;
      const next = nextNonspace(line, pos);
      const indent = next - pos;
      const blank = next === line.length;
      let continues = true;
      switch (block.kind) {
        case 'quote':
          continues = indent < 4 && line.charAt(next) === '>';
          if (continues) pos = line.charAt(next + 1) === ' ' ? next + 2 : next + 1;
          break;
        case 'item':
          if (blank) {
            continues = block.hasChild;
            pos = next;
          } else if (indent >= block.indent) pos += block.indent;
          else continues = false;
          break;
        case 'paragraph':
          continues = !blank;
          break;
        case 'fence':
          if (indent < 4 && isClosingFence(line.slice(next), block)) {
            open.length = k;
            return false;
          }
          break;
        case 'indented':
          if (indent >= 4) pos += 4;
          else if (blank) pos = next;
          else continues = false;
          break;
        case 'html':
          continues = !(blank && block.type >= 6);
          break;
        case 'list':
          break;
      }
      if (!continues) {
        containersMatched = acceptsLines(block.kind);
        break;
      }
      matched = k;
    }
    // micromark refuses list items that could not interrupt a paragraph
    // whenever every container continued and a paragraph or an indented
    // code block is still open, and keeps refusing them in containers opened
    // later on the same line.
    const tipKind = open[oldTip]?.kind;
    const interrupts = containersMatched && (tipKind === 'paragraph' || tipKind === 'indented');

    let allClosed = matched === oldTip;
    const closeUnmatched = (): void => {
      if (!allClosed) open.length = matched + 1;
      allClosed = true;
    };
    let container = matched;
    const kindAt = (index: number): Kind => (index < 0 ? 'document' : (open[index] as OpenBlock).kind);

    while (container === -1 || !acceptsLines(kindAt(container)) || kindAt(container) === 'paragraph') {
      const next = nextNonspace(line, pos);
      const indent = next - pos;
      const indented = indent >= 4;
      const rest = line.slice(next);
      const containerKind = kindAt(container);
      if (!indented && rest.charAt(0) === '>') {
        closeUnmatched();
        container = this.add({ kind: 'quote' });
        pos = line.charAt(next + 1) === ' ' ? next + 2 : next + 1;
        continue;
      }
      if (!indented && ATX.test(rest)) {
        closeUnmatched();
        this.add('heading');
        return open.length === 0;
      }
      const fence = indented ? undefined : openingFence(rest);
      if (fence !== undefined) {
        closeUnmatched();
        container = this.add(fence);
        break;
      }
      const html = indented ? 0 : htmlBlockStart(rest);
      const lazyParagraph = !allClosed && next < line.length && kindAt(open.length - 1) === 'paragraph';
      if (html === 7 && lazyParagraph) {
        // Where the spec makes this line paragraph text, micromark ends the
        // paragraph and starts the HTML block in its place, inside the
        // containers the line did not continue, which stay open.
        open.pop();
        container = this.add({ kind: 'html', type: html });
        allClosed = true;
        break;
      }
      // Otherwise type 7 may not interrupt a paragraph.
      if (html !== 0 && (html < 7 || containerKind !== 'paragraph')) {
        closeUnmatched();
        container = this.add({ kind: 'html', type: html });
        break;
      }
      if (!indented && containerKind === 'paragraph' && SETEXT.test(rest)) {
        closeUnmatched();
        open.pop();
        return false;
      }
      if (!indented && THEMATIC.test(rest)) {
        closeUnmatched();
        this.add('break');
        return false;
      }
      const item = indented && containerKind !== 'list' ? undefined : listMarker(line, next, indent, interrupts);
      if (item !== undefined) {
        closeUnmatched();
        const tip = open[open.length - 1];
        if (tip?.kind !== 'list' || tip.marker !== item.marker) this.add({ kind: 'list', marker: item.marker });
        container = this.add({ kind: 'item', indent: item.indent, hasChild: false });
        pos = item.pos;
        continue;
      }
      if (indented && kindAt(open.length - 1) !== 'paragraph' && next < line.length) {
        closeUnmatched();
        container = this.add({ kind: 'indented' });
        pos += 4;
        break;
      }
      break;
    }

    const blankRest = nextNonspace(line, pos) === line.length;
    if (!allClosed && !blankRest && kindAt(open.length - 1) === 'paragraph') return false;
    closeUnmatched();
    const tip = open[container];
    if (tip !== undefined && acceptsLines(tip.kind)) {
      if (tip.kind === 'html' && htmlBlockEnds(tip.type, line.slice(pos))) open.pop();
    } else if (!blankRest) {
      this.add({ kind: 'paragraph' });
    }
    return false;
  }

  // Closes open blocks until the tip can hold the new block, then opens it
  // (headings and thematic breaks hold no lines and are closed at once);
  // returns the index of the new tip.
  private add(block: OpenBlock | 'heading' | 'break'): number {
    const open = this.open;
    const kind = typeof block === 'string' ? block : block.kind;
    for (;;) {
      const tip = open[open.length - 1];
      if (tip === undefined || canContain(tip.kind, kind)) break;
      open.pop();
    }
    const parent = open[open.length - 1];
    if (parent?.kind === 'item') parent.hasChild = true;
    if (typeof block !== 'string') open.push(block);
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

// Tabs act as spaces up to the next multiple of 4 wherever they shape block
// structure, so expanding them once lets every later step count characters.
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const c of line) {
    out += c === '\t' ? ' '.repeat(4 - (out.length % 4)) : c;
  }
  return out;
}

function nextNonspace(line: string, from: number): number {
  let i = from;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

function runLength(text: string, char: string): number {
  let n = 0;
  while (text.charAt(n) === char) n++;
  return n;
}

function openingFence(rest: string): OpenBlock | undefined {
  const char = rest.charAt(0);
  if (char !== '`' && char !== '~') return undefined;
  const length = runLength(rest, char);
  if (length < 3) return undefined;
  if (char === '`' && rest.includes('`', length)) return undefined;
  return { kind: 'fence', char, length };
}

function isClosingFence(rest: string, fence: { char: string; length: number }): boolean {
  const length = runLength(rest, fence.char);
  return length >= fence.length && rest.slice(length).trim() === '';
}

function listMarker(line: string, next: number, indent: number, interrupts: boolean): ListMarker | undefined {
  if (indent >= 4) return undefined;
  const rest = line.slice(next);
  let marker: string;
  let length: number;
  const first = rest.charAt(0);
  if (first === '-' || first === '+' || first === '*') {
    marker = first;
    length = 1;
  } else {
    const ordered = ORDERED.exec(rest);
    // micromark lets only a plain `1` start a list that interrupts a paragraph.
    if (ordered === null || (interrupts && ordered[1] !== '1')) return undefined;
    marker = ordered[2] as string;
    length = ordered[0].length;
  }
  const after = next + length;
  if (after < line.length && line.charAt(after) !== ' ') return undefined;
  if (interrupts && line.slice(after).trim() === '') return undefined;
  let spaces = 1;
  while (spaces < 5 && line.charAt(after + spaces) === ' ') spaces++;
  if (spaces >= 5 || after + spaces >= line.length) {
    return { marker, indent: indent + length + 1, pos: line.charAt(after) === ' ' ? after + 1 : after };
  }
  return { marker, indent: indent + length + spaces, pos: after + spaces };
}
