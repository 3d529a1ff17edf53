/**
 * Excerpts of document text quoted in diagnostic messages (operations.md
 * §2.3, "Excerpts").
 *
 * @packageDocumentation
 */

import { splitLines } from '../text/index.js';

/** At most this many lines of the remaining text are quoted. */
export const EXCERPT_MAX_LINES = 3;

/** At most this many code points of the joined lines are quoted. */
export const EXCERPT_MAX_CODE_POINTS = 200;

/** Appended to an excerpt that was shortened (U+2026 HORIZONTAL ELLIPSIS). */
export const ELLIPSIS = '\u2026';

/**
 * Count the lines of a text as body lines are counted (operations.md §1.7
 * `splitLines`): a final terminator starts no extra line, `''` has none.
 *
 * Callers use it for the `<K> line(s)` figure of `body-no-match`.
 *
 * @param text - any text
 * @returns the number of lines
 * @example
 * ```ts
 * countLines('a\nb\n'); // 2
 * countLines('');       // 0
 * ```
 */
export function countLines(text: string): number {
  return splitLines(text).length;
}

/**
 * Shorten a text to its first code points, never splitting a surrogate pair.
 *
 * @param text - any text
 * @param max - the number of code points to keep
 * @returns the text itself when it has at most `max` code points, otherwise
 *   its first `max` code points
 * @example
 * ```ts
 * takeCodePoints('a😀b', 2); // 'a😀'
 * ```
 */
export function takeCodePoints(text: string, max: number): string {
  // Fast path: a string of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  let end = 0;
  let seen = 0;
  for (const ch of text) {
    if (seen === max) return text.slice(0, end);
    end += ch.length;
    seen += 1;
  }
  return text;
}

/**
 * The excerpt quoted by `body-no-match`, `body-leftover` and the value
 * diagnostics: the first 3 lines joined with `\n`, cut to 200 code points,
 * with `…` appended when any line or code point was dropped.
 *
 * Lines end at every terminator of operations.md §1.7, so the excerpt shows
 * the same lines the `body line` numbers count.
 *
 * @param text - the remaining text (trailing blank lines already removed by
 *   the caller) or a value
 * @returns the excerpt
 * @example
 * ```ts
 * excerpt('a\nb\nc\nd'); // 'a\nb\nc…'
 * excerpt('short');      // 'short'
 * ```
 */
export function excerpt(text: string): string {
  const lines = splitLines(text);
  const joined = lines.slice(0, EXCERPT_MAX_LINES).join('\n');
  const cut = takeCodePoints(joined, EXCERPT_MAX_CODE_POINTS);
  const shortened = lines.length > EXCERPT_MAX_LINES || cut.length < joined.length;
  return shortened ? cut + ELLIPSIS : cut;
}
