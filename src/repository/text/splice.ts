/**
 * Range updates: coordinate checks, the splice and its snippet
 * (operations.md §4.3, §4.3.1).
 *
 * @packageDocumentation
 */

import { UsageError } from '../../errors/index.js';
import { splitLines } from '../../text/index.js';

/**
 * The coordinates of a range update: `offset` is 1-based, `limit` absent
 * means "to the end of the body".
 *
 * @example
 * ```ts
 * const range: LineRange = { offset: 2, limit: 1 };
 * ```
 */
export type LineRange = { offset: number; limit?: number | undefined };

/**
 * Check range coordinates strictly, without clamping, in the order of
 * operations.md §4.3 step 3.
 *
 * @param range - the caller's offset and limit
 * @param lineCount - `N`, the number of body lines
 * @returns nothing when the range is valid
 * @throws UsageError `invalid-range` naming the first violated bound
 * @example
 * ```ts
 * checkRange({ offset: 6, limit: 0 }, 4);
 * // throws: offset must be in 1..5 for this 4-line body (N+1 = 5 is the virtual end-of-body position), got 6
 * ```
 */
export function checkRange(range: LineRange, lineCount: number): void {
  const { offset, limit } = range;
  const end = lineCount + 1;
  if (offset < 1) throw new UsageError('invalid-range', `offset must be in 1..${end}, got ${offset}`);
  if (offset > end) {
    throw new UsageError(
      'invalid-range',
      `offset must be in 1..${end} for this ${lineCount}-line body (N+1 = ${end} is the virtual end-of-body position), got ${offset}`,
    );
  }
  if (limit === undefined) return;
  if (limit < 0) throw new UsageError('invalid-range', `limit must be in 0..${lineCount - offset + 1}, got ${limit}`);
  if (offset + limit - 1 > lineCount) {
    throw new UsageError(
      'invalid-range',
      `offset + limit - 1 must be <= ${lineCount} for this ${lineCount}-line body, got offset=${offset}, limit=${limit}`,
    );
  }
}

/**
 * The number of lines a (checked) range drops.
 *
 * @param range - the offset and limit
 * @param lineCount - `N`
 * @returns `limit`, or `N - offset + 1` without a limit
 * @example
 * ```ts
 * droppedCount({ offset: 2 }, 4); // 3
 * ```
 */
export function droppedCount(range: LineRange, lineCount: number): number {
  return range.limit ?? lineCount - range.offset + 1;
}

/**
 * Splice lines into a body: drop the addressed lines, insert the content's
 * lines there, rejoin with `\n` plus one trailing `\n` (`'\n'` when empty).
 *
 * @param before - the body lines before the splice
 * @param range - a checked range
 * @param content - the new text of the range (`''` deletes it)
 * @returns the new body text
 * @example
 * ```ts
 * spliceLines(['l1', 'l2', 'l3', 'l4'], { offset: 3, limit: 0 }, 'i'); // 'l1\nl2\ni\nl3\nl4\n'
 * ```
 */
export function spliceLines(before: readonly string[], range: LineRange, content: string): string {
  const dropped = droppedCount(range, before.length);
  const after = [...before.slice(0, range.offset - 1), ...splitLines(content), ...before.slice(range.offset - 1 + dropped)];
  return `${after.join('\n')}\n`;
}

/**
 * The snippet of a range update (operations.md §4.3.1): up to two context
 * lines above, the dropped lines (`-`, old numbers), the inserted lines
 * (`+`, new numbers) and up to two context lines below, each written
 * `<marker> <n>: <text>`. Null when `offset = 1` without a limit (a whole
 * body replaced through range mode).
 *
 * @param before - the body lines before the splice
 * @param after - the body lines after the splice
 * @param range - the checked range
 * @param insertedCount - `k`, the number of lines inserted
 * @returns the snippet text, or null
 * @example
 * ```ts
 * rangeSnippet(['l1', 'l2', 'l3', 'l4'], ['l1', 'x', 'l3', 'l4'], { offset: 2, limit: 1 }, 1);
 * // '  1: l1\n- 2: l2\n+ 2: x\n  3: l3\n  4: l4\n'
 * ```
 */
export function rangeSnippet(
  before: readonly string[],
  after: readonly string[],
  range: LineRange,
  insertedCount: number,
): string | null {
  const { offset } = range;
  if (offset === 1 && range.limit === undefined) return null;
  const dropped = droppedCount(range, before.length);
  const lines: string[] = [];
  const line = (marker: string, n: number, text: string | undefined): void => {
    lines.push(`${marker} ${n}: ${text ?? ''}`);
  };
  for (let i = Math.max(1, offset - 2); i <= offset - 1; i++) line(' ', i, after[i - 1]);
  for (let i = offset; i <= offset + dropped - 1; i++) line('-', i, before[i - 1]);
  for (let i = offset; i <= offset + insertedCount - 1; i++) line('+', i, after[i - 1]);
  const belowEnd = Math.min(after.length, offset + insertedCount + 1);
  for (let i = offset + insertedCount; i <= belowEnd; i++) line(' ', i, after[i - 1]);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
