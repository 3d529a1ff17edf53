/**
 * The `glob` filter of listings (operations.md §3.1.3): shell-style
 * patterns matched case-insensitively against whole ids.
 *
 * Matching is linear in practice and O(n·m) at worst (n code points of the
 * id, m of the pattern): a greedy matcher that keeps one backtrack point,
 * the last `*`, instead of a regular expression, whose backtracking made
 * `*a*a*a*a*b` against a 207-character id take a minute.
 *
 * @packageDocumentation
 */

/** One code-point range of a set, both ends included. */
type Range = readonly [number, number];

/** One token of a compiled pattern. */
type Token =
  | { readonly kind: 'star' }
  | { readonly kind: 'one' }
  | { readonly kind: 'literal'; readonly code: number }
  | { readonly kind: 'set'; readonly negate: boolean; readonly ranges: readonly Range[] };

/**
 * A compiled glob: `test` tells whether a (lowercased) id matches the whole
 * pattern.
 *
 * @example
 * ```ts
 * const glob: Glob = compileGlob('dead*');
 * glob.test('deadbeef'); // true
 * ```
 */
export interface Glob {
  /** The pattern as given. */
  readonly source: string;
  /**
   * Whether a string matches the whole pattern (case as given: callers lowercase).
   *
   * @param text - the string
   * @returns whether it matches
   */
  test(text: string): boolean;
}

const codeOf = (ch: string): number => ch.codePointAt(0) ?? 0;

// One `[...]` set (without its brackets). Ranges written backwards match
// nothing, as in Python's fnmatch; an empty set matches nothing, an empty
// negated set any character.
function parseSet(chars: readonly string[]): Token {
  const negate = chars[0] === '!';
  const ranges: Range[] = [];
  for (let i = negate ? 1 : 0; i < chars.length; i++) {
    const first = codeOf(chars[i] as string);
    const last = chars[i + 2];
    if (chars[i + 1] === '-' && last !== undefined) {
      if (first <= codeOf(last)) ranges.push([first, codeOf(last)]);
      i += 2;
    } else {
      ranges.push([first, first]);
    }
  }
  return { kind: 'set', negate, ranges };
}

function tokenize(pattern: string): Token[] {
  const chars = Array.from(pattern.toLowerCase());
  const tokens: Token[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '*') {
      // Consecutive stars are one star.
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (ch === '?') {
      tokens.push({ kind: 'one' });
    } else if (ch === '[') {
      let j = i + 1;
      if (chars[j] === '!') j++;
      if (chars[j] === ']') j++;
      while (j < chars.length && chars[j] !== ']') j++;
      if (j >= chars.length) {
        tokens.push({ kind: 'literal', code: codeOf(ch) });
      } else {
        tokens.push(parseSet(chars.slice(i + 1, j)));
        i = j;
      }
    } else {
      tokens.push({ kind: 'literal', code: codeOf(ch) });
    }
  }
  return tokens;
}

function matchesOne(token: Token, code: number): boolean {
  switch (token.kind) {
    case 'one':
      return true;
    case 'literal':
      return token.code === code;
    case 'set': {
      const inside = token.ranges.some(([lo, hi]) => code >= lo && code <= hi);
      return inside !== token.negate;
    }
    default:
      return false;
  }
}

const widthOf = (code: number): number => (code > 0xffff ? 2 : 1);

// Greedy with one backtrack point: on a mismatch, the last star takes one
// more character and matching resumes after it. Earlier stars never need to
// move, because a star matches any sequence. Walks the string by code point
// without copying it.
function matchTokens(tokens: readonly Token[], text: string): boolean {
  let p = 0;
  let i = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (i < text.length) {
    const token = tokens[p];
    if (token !== undefined && token.kind === 'star') {
      starAt = p++;
      resumeAt = i;
      continue;
    }
    const code = text.codePointAt(i) as number;
    if (token !== undefined && matchesOne(token, code)) {
      p++;
      i += widthOf(code);
    } else if (starAt >= 0) {
      p = starAt + 1;
      resumeAt += widthOf(text.codePointAt(resumeAt) as number);
      i = resumeAt;
    } else {
      return false;
    }
  }
  while (tokens[p]?.kind === 'star') p++;
  return p === tokens.length;
}

/**
 * Compile a glob pattern into a case-insensitive whole-string matcher.
 *
 * `*` matches any sequence (the empty one and `/` included), `?` exactly
 * one character (code point), `[seq]` / `[!seq]` one character inside /
 * outside the set (`a-z` is a range; a `]` right after the opening bracket
 * belongs to the set). An unclosed `[` is literal; there is no backslash
 * escaping, no braces and no extglob; everything else is literal. Patterns
 * and ids are compared lowercased.
 *
 * @param pattern - the glob
 * @returns the compiled matcher
 * @example
 * ```ts
 * compileGlob('dead*').test('deadbeef-0000-4000-8000-000000000001'); // true
 * compileGlob('[!d]*').test('deadbeef'); // false
 * ```
 */
export function compileGlob(pattern: string): Glob {
  const tokens = tokenize(pattern);
  return Object.freeze({
    source: pattern,
    test: (text: string) => matchTokens(tokens, text),
  });
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
export function globMatches(id: string | null, pattern: Glob): boolean {
  return id !== null && pattern.test(id.toLowerCase());
}
