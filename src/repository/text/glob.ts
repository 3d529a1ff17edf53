/**
 * The `glob` filter of listings (operations.md §3.1.3): shell-style
 * patterns matched case-insensitively against whole ids.
 *
 * @packageDocumentation
 */

const hexEscape = (ch: string): string => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`;

// One `[...]` set (without its brackets) as a regular expression. Ranges
// written backwards match nothing, as in Python's fnmatch.
function characterClass(set: string): string {
  const negate = set.startsWith('!');
  const chars = Array.from(negate ? set.slice(1) : set);
  let parts = '';
  for (let i = 0; i < chars.length; i++) {
    const first = chars[i] as string;
    const last = chars[i + 2];
    if (chars[i + 1] === '-' && last !== undefined) {
      if ((first.codePointAt(0) ?? 0) <= (last.codePointAt(0) ?? 0)) parts += `${hexEscape(first)}-${hexEscape(last)}`;
      i += 2;
    } else {
      parts += hexEscape(first);
    }
  }
  if (parts === '') return negate ? '[\\s\\S]' : '(?!)';
  return `[${negate ? '^' : ''}${parts}]`;
}

/**
 * Compile a glob pattern into an anchored, case-insensitive regular
 * expression.
 *
 * `*` matches any sequence (the empty one and `/` included), `?` exactly
 * one character, `[seq]` / `[!seq]` one character inside / outside the set
 * (`a-z` is a range; a `]` right after the opening bracket belongs to the
 * set). An unclosed `[` is literal; there is no backslash escaping, no
 * braces and no extglob; everything else is literal. Patterns and ids are
 * compared lowercased.
 *
 * @param pattern - the glob
 * @returns the compiled expression
 * @example
 * ```ts
 * compileGlob('dead*').test('deadbeef-0000-4000-8000-000000000001'); // true
 * compileGlob('[!d]*').test('deadbeef'); // false
 * ```
 */
export function compileGlob(pattern: string): RegExp {
  const chars = Array.from(pattern.toLowerCase());
  let source = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '*') {
      source += '[\\s\\S]*';
    } else if (ch === '?') {
      source += '[\\s\\S]';
    } else if (ch === '[') {
      let j = i + 1;
      if (chars[j] === '!') j++;
      if (chars[j] === ']') j++;
      while (j < chars.length && chars[j] !== ']') j++;
      if (j >= chars.length) {
        source += hexEscape(ch);
      } else {
        source += characterClass(chars.slice(i + 1, j).join(''));
        i = j;
      }
    } else {
      source += hexEscape(ch);
    }
  }
  return new RegExp(`^(?:${source})$`, 'u');
}

/**
 * Whether a row id matches a glob: never for a null id (failed rows), else
 * the lowercased id against the lowercased pattern, anchored to the whole id.
 *
 * @param id - the row's id
 * @param pattern - a pattern compiled by {@link compileGlob}
 * @returns whether the row passes the filter
 * @example
 * ```ts
 * globMatches('DEADBEEF', compileGlob('dead*')); // true
 * globMatches(null, compileGlob('*'));           // false
 * ```
 */
export function globMatches(id: string | null, pattern: RegExp): boolean {
  return id !== null && pattern.test(id.toLowerCase());
}
