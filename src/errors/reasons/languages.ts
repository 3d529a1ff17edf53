/**
 * The params of refused languages and heading tables.
 *
 * @packageDocumentation
 */

/**
 * Language reasons.
 *
 * @example
 * ```ts
 * const p: LanguageReasons['invalid-language'] = { language: 'DE' };
 * ```
 */
export interface LanguageReasons {
  /** A language that is not a two-letter lowercase code. */
  'invalid-language': { readonly language: unknown };
  /** A language the type has no heading table for. */
  'unsupported-language': { readonly language: string; readonly type: string; readonly available: readonly string[] };
  /** A heading table that does not fit its type. */
  'language-table': { readonly language: string; readonly type: string } & (
    | { readonly problem: 'unknown-type' }
    | { readonly problem: 'missing-entry' | 'unknown-entry'; readonly entry: string }
    | { readonly problem: 'placeholders'; readonly entry: string; readonly expected: readonly string[]; readonly received: readonly string[] }
    | { readonly problem: 'collide'; readonly entries: readonly [string, string] }
  );
}
