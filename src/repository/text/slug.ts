/**
 * File-name slugs derived from titles (operations.md §1.3, formats.md §2.3).
 *
 * @packageDocumentation
 */

const MAX_SLUG_LENGTH = 60;

/**
 * The slug of a title: lowercased, every run of characters outside
 * `[a-z0-9]` replaced by `-`, `-` stripped from both ends, cut to 60
 * characters and stripped again; `fallback` when nothing is left. Non-ASCII
 * letters are not transliterated, so `Ü` becomes a separator.
 *
 * @param title - the document title (the H1's inline source)
 * @param fallback - the slug of a title without any ASCII letter or digit: `doc`, or `adr` for ADRs
 * @returns the slug
 * @example
 * ```ts
 * slugify('Hello, World!');  // 'hello-world'
 * slugify('Ünïcode Title');  // 'n-code-title'
 * slugify('!!!', 'adr');     // 'adr'
 * ```
 */
export function slugify(title: string, fallback = 'doc'): string {
  const dashed = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = dashed.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return cut === '' ? fallback : cut;
}
