/**
 * Code-point ordering of strings, the order the reference sorts by (status
 * vocabularies in messages, frontmatter keys on write).
 *
 * @packageDocumentation
 */

/**
 * Compare two strings by Unicode code point (not UTF-16 unit), the order the
 * reference sorts by.
 *
 * @param a - first string
 * @param b - second string
 * @returns negative, zero or positive
 * @example
 * ```ts
 * ['b', 'a'].sort(compareCodePoints); // ['a', 'b']
 * ```
 */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const d = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return left.length - right.length;
}
