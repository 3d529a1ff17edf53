/**
 * Line windows of raw reads (operations.md §3.2.2).
 *
 * @packageDocumentation
 */

import { splitLines } from '../../text/index.js';

const integerOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;

/**
 * Cut lines out of a text; clamps and never throws.
 *
 * Lines start at `max(1, offset)`; without `limit` they run to the end,
 * otherwise at most `limit` of them. The result is the lines joined with
 * `\n` plus one trailing `\n`, always, or `''` when no line is selected.
 * With `numbered`, each line reads `<n>: <line>` with absolute numbers, the
 * `offset`s that range updates accept.
 *
 * @param text - the text (bodyText)
 * @param offset - the first line, 1-based (default 1)
 * @param limit - how many lines at most (default: all)
 * @param numbered - prefix every line with its number
 * @returns the window
 * @example
 * ```ts
 * textWindow('l1\nl2\nl3\nl4\n', 2, 2);            // 'l2\nl3\n'
 * textWindow('a\n\nb', undefined, undefined, true); // '1: a\n2: \n3: b\n'
 * ```
 */
export function textWindow(text: string, offset?: number, limit?: number, numbered = false): string {
  const lines = splitLines(text);
  const total = lines.length;
  const start = Math.max(1, integerOr(offset, 1));
  if (start > total) return '';
  const rest = total - start + 1;
  const count = limit === undefined || limit === null ? rest : Math.max(0, Math.min(integerOr(limit, rest), rest));
  if (count === 0) return '';
  const picked = lines.slice(start - 1, start - 1 + count);
  const shown = numbered ? picked.map((line, i) => `${start + i}: ${line}`) : picked;
  return `${shown.join('\n')}\n`;
}
