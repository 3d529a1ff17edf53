/**
 * The params of refused option combinations and option values: what the
 * caller passed, so that a profile can say it in its own words.
 *
 * @packageDocumentation
 */

/**
 * Option reasons.
 *
 * @example
 * ```ts
 * const p: OptionReasons['limit-without-offset'] = { limit: 2 };
 * ```
 */
export interface OptionReasons {
  /** A `get` window or flag without `raw: true`. */
  'raw-only-option':
    | { readonly option: 'offset/limit'; readonly offset: number | undefined; readonly limit: number | undefined }
    | { readonly option: 'numbered' | 'allowBroken' };
  /** `update` with `limit` but no `offset`. */
  'limit-without-offset': { readonly limit: number };
  /** `update` with `expect` but no `offset`. */
  'expect-without-offset': Record<string, never>;
  /** `setStatus` with `supersededBy` for a type whose status names no successor. */
  'successor-without-pattern': { readonly type: string; readonly supersededBy: unknown };
  /** `create` with `id` for a type whose ids are generated. */
  'id-option-not-folder': { readonly type: string; readonly id: unknown };
  /** `create` with `canonical` for an English document. */
  'canonical-without-language': { readonly language: unknown };
  /** `create` of a translation without `canonical`. */
  'canonical-required': { readonly language: unknown };
  /** A `layout` folder that is not a clean root-relative path. */
  'layout-path': { readonly key: string; readonly value: unknown };
  /** A `mode` other than `strict` and `lenient`. */
  'invalid-mode': { readonly mode: unknown };
}
