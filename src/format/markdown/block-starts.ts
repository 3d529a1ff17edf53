/**
 * Recognisers for the starts of CommonMark blocks on one line, used by the
 * `BlockScanner`. Every function works on a line whose tabs were expanded
 * by {@link expandTabs}, so a character is a column.
 *
 * @packageDocumentation
 */

/**
 * An open fenced code block: its fence character and length.
 *
 * @example
 * ```ts
 * const fence: Fence = { kind: 'fence', char: '`', length: 3 };
 * ```
 */
export interface Fence {
  kind: 'fence';
  char: '`' | '~';
  length: number;
}

/**
 * A list item start found by {@link listMarker}.
 *
 * @example
 * ```ts
 * const item: ListMarker = { marker: '-', indent: 2, pos: 2 }; // from '- x'
 * ```
 */
export interface ListMarker {
  /** The bullet character, or the delimiter (`.` or `)`) of an ordered list. */
  marker: string;
  /** Columns from the container's content start to the item's content. */
  indent: number;
  /** Where the item's content starts on this line. */
  pos: number;
}

const ATX = /^#{1,6}(?: |$)/;
const SETEXT = /^(?:=+|-+) *$/;
const THEMATIC = /^(?:(?:\* *){3,}|(?:- *){3,}|(?:_ *){3,})$/;
const ORDERED = /^(\d{1,9})([.)])/;

/**
 * Replace every tab by the spaces up to the next multiple of 4. Tabs act so
 * wherever they shape block structure, and expanding them once lets every
 * later step count characters as columns.
 *
 * @param line - one line without its line ending
 * @returns the line with tabs expanded
 * @example
 * ```ts
 * expandTabs('-\tx'); // '-   x'
 * ```
 */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const c of line) out += c === '\t' ? ' '.repeat(4 - (out.length % 4)) : c;
  return out;
}

/**
 * The first position at or after `from` that is not a space.
 *
 * @param line - a tab-expanded line
 * @param from - where to start looking
 * @returns that position, or the line length when only spaces follow
 * @example
 * ```ts
 * nextNonspace('  x', 0); // 2
 * ```
 */
export function nextNonspace(line: string, from: number): number {
  let i = from;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

/**
 * Whether the text opens an ATX heading.
 *
 * @param rest - the line from its first non-space character
 * @returns `true` for one to six `#`s followed by a space or the line end
 * @example
 * ```ts
 * isAtxHeading('## x'); // true
 * isAtxHeading('#hashtag'); // false
 * ```
 */
export function isAtxHeading(rest: string): boolean {
  return ATX.test(rest);
}

/**
 * Whether the text is a setext heading underline.
 *
 * @param rest - the line from its first non-space character
 * @returns `true` for a run of `=` or of `-` followed only by spaces
 * @example
 * ```ts
 * isSetextUnderline('=== '); // true
 * ```
 */
export function isSetextUnderline(rest: string): boolean {
  return SETEXT.test(rest);
}

/**
 * Whether the text is a thematic break.
 *
 * @param rest - the line from its first non-space character
 * @returns `true` for three or more `*`, `-` or `_`, spaces between them allowed
 * @example
 * ```ts
 * isThematicBreak('* * *'); // true
 * ```
 */
export function isThematicBreak(rest: string): boolean {
  return THEMATIC.test(rest);
}

/**
 * The fence a line opens, if any: three or more backticks (with no backtick
 * in the info string) or tildes.
 *
 * @param rest - the line from its first non-space character
 * @returns the fence, or `undefined`
 * @example
 * ```ts
 * openingFence('~~~~ js'); // { kind: 'fence', char: '~', length: 4 }
 * openingFence('``` a`b'); // undefined
 * ```
 */
export function openingFence(rest: string): Fence | undefined {
  const char = rest.charAt(0);
  if (char !== '`' && char !== '~') return undefined;
  const length = runLength(rest, char);
  if (length < 3) return undefined;
  if (char === '`' && rest.includes('`', length)) return undefined;
  return { kind: 'fence', char, length };
}

/**
 * Whether a line closes an open fence: a run of the same character at least
 * as long, followed only by spaces.
 *
 * @param rest - the line from its first non-space character
 * @param fence - the open fence
 * @returns `true` when the fence closes
 * @example
 * ```ts
 * isClosingFence('````', { kind: 'fence', char: '`', length: 3 }); // true
 * ```
 */
export function isClosingFence(rest: string, fence: Fence): boolean {
  const length = runLength(rest, fence.char);
  return length >= fence.length && rest.slice(length).trim() === '';
}

/**
 * The list item a line starts at `next`, if any, with its content column.
 *
 * @param line - a tab-expanded line
 * @param next - where the marker would start
 * @param indent - the columns before `next`, counted from the container's content
 * @param interrupts - whether the item would interrupt a paragraph (or, in
 *   micromark, an indented code block): then it may not be empty and an
 *   ordered one must be numbered `1`
 * @returns the marker and the item's content indentation, or `undefined`
 * @example
 * ```ts
 * listMarker('-   x', 0, 0, false); // { marker: '-', indent: 4, pos: 4 }
 * listMarker('2. x', 0, 0, true); // undefined
 * ```
 */
export function listMarker(line: string, next: number, indent: number, interrupts: boolean): ListMarker | undefined {
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
    // micromark lets only a plain `1` start a list that interrupts.
    if (ordered === null || (interrupts && ordered[1] !== '1')) return undefined;
    marker = ordered[2] as string;
    length = ordered[0].length;
  }
  const after = next + length;
  if (after < line.length && line.charAt(after) !== ' ') return undefined;
  // Without trimming a copy of the rest: a line may open thousands of items.
  if (interrupts && nextNonspace(line, after) === line.length) return undefined;
  let spaces = 1;
  while (spaces < 5 && line.charAt(after + spaces) === ' ') spaces++;
  // An empty item, or one whose content is indented code, takes one space.
  if (spaces >= 5 || after + spaces >= line.length) {
    return { marker, indent: indent + length + 1, pos: line.charAt(after) === ' ' ? after + 1 : after };
  }
  return { marker, indent: indent + length + spaces, pos: after + spaces };
}

function runLength(text: string, char: string): number {
  let n = 0;
  while (text.charAt(n) === char) n++;
  return n;
}
