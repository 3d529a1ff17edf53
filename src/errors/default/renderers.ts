/**
 * The shape of one theme's renderers.
 *
 * @packageDocumentation
 */

/**
 * One text per reason of a theme, built from its params.
 *
 * @typeParam T - the theme's reasons (a block of `ErrorParamsByReason`)
 * @example
 * ```ts
 * const texts: RenderersOf<{ 'x': { n: number } }> = { x: (p) => `n is ${p.n}` };
 * ```
 */
export type RenderersOf<T> = { readonly [R in keyof T]: (params: T[R]) => string };
