/**
 * Line splitting shared by parsing, raw reads, windows and splices
 * (operations.md §1.7 splitLines).
 *
 * @packageDocumentation
 */

// Every terminator the reference implementation splits on; CRLF is matched first.
const TERMINATOR = /\r\n|[\n\r\v\f\u001c\u001d\u001e\u0085\u2028\u2029]/g;

/**
 * Split text into lines at every line terminator of operations.md §1.7.
 *
 * The terminator is not part of the line, a final terminator starts no extra
 * line, and `''` has no lines.
 *
 * @param text - any text
 * @returns the lines, without terminators
 * @example
 * ```ts
 * splitLines('a\r\nb\n'); // ['a', 'b']
 * ```
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(TERMINATOR);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Maps UTF-16 offsets of one text to 1-based lines and columns, with lines
 * ended by the terminators of {@link splitLines}.
 *
 * @example
 * ```ts
 * const index = new LineIndex('a\nbc');
 * index.position(3); // { line: 2, column: 2 }
 * ```
 */
export class LineIndex {
  /** Offset of the first character of every line. */
  readonly starts: readonly number[];

  /**
   * @param text - the text whose offsets will be looked up
   */
  constructor(readonly text: string) {
    const starts = [0];
    TERMINATOR.lastIndex = 0;
    for (let m = TERMINATOR.exec(text); m !== null; m = TERMINATOR.exec(text)) {
      starts.push(m.index + m[0].length);
    }
    this.starts = starts;
  }

  /**
   * The 1-based line and column of an offset.
   *
   * @param offset - a UTF-16 offset into the text (clamped to its bounds)
   * @returns 1-based line and column
   * @example
   * ```ts
   * new LineIndex('x\ny').position(2); // { line: 2, column: 1 }
   * ```
   */
  position(offset: number): { line: number; column: number } {
    const line = this.lineOf(offset);
    return { line, column: Math.max(0, offset - (this.starts[line - 1] ?? 0)) + 1 };
  }

  /**
   * The 1-based line of an offset.
   *
   * @param offset - a UTF-16 offset into the text
   * @returns the line number
   * @example
   * ```ts
   * new LineIndex('x\ny').lineOf(2); // 2
   * ```
   */
  lineOf(offset: number): number {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /**
   * The offset where a 1-based line starts.
   *
   * @param line - a 1-based line number
   * @returns its start offset, or the text length past the last line
   * @example
   * ```ts
   * new LineIndex('x\ny').lineStart(2); // 2
   * ```
   */
  lineStart(line: number): number {
    return this.starts[line - 1] ?? this.text.length;
  }
}

/**
 * Replace CRLF and CR line endings (the ones Markdown knows) by `\n`.
 *
 * @param text - any text
 * @returns the text with `\n` Markdown line breaks
 * @example
 * ```ts
 * toLf('a\r\nb\rc'); // 'a\nb\nc'
 * ```
 */
export function toLf(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Remove the characters of a set from the end of a text, by index.
 *
 * A regular expression such as `/[ \t]+$/` retries at every character of a
 * run that does not end the text, which is quadratic in the run's length;
 * this is linear.
 *
 * @param text - the text
 * @param characters - the characters to remove, e.g. `' \t'`
 * @returns the text without its trailing run of those characters
 * @example
 * ```ts
 * trimEndOf('# T\n\n  \n', ' \t\r\n'); // '# T'
 * trimEndOf('a \tb  ', ' \t');          // 'a \tb'
 * ```
 */
export function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}
