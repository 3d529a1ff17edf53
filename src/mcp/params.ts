/**
 * The tool parameters, named as the reference names them (snake_case),
 * each with one short description: every word here is repeated in
 * `tools/list`, so they are few.
 *
 * @packageDocumentation
 */

import { z } from 'zod';

const text = (description: string): z.ZodOptional<z.ZodString> => z.string().describe(description).optional();
const flag = (description: string): z.ZodOptional<z.ZodBoolean> => z.boolean().describe(description).optional();
// A plain number: the library checks that it is an integer in range and
// says so; an int schema would list 9007199254740991 as the bound of each.
const count = (description?: string): z.ZodOptional<z.ZodNumber> => (description === undefined ? z.number() : z.number().describe(description)).optional();

/**
 * The parameters shared by many tools.
 *
 * @example
 * ```ts
 * const input = { id: P.id, ref: P.ref };
 * ```
 */
export const P = {
  id: z.string().optional(),
  ref: text('or: ref of a list row'),
  ifMatch: text('etag read; a mismatch writes nothing'),
  allowBroken: flag('also a document that does not parse'),
  language: text("variant language, e.g. 'de'"),
  maxResults: count('1..100, default 25'),
  offset: count(),
  path: z.string().describe('root-relative path'),
  content: z.string().describe('body Markdown (no frontmatter)'),
  agent: z.string().describe('your agent name'),
  taskStatus: z.enum(['todo', 'in_progress', 'blocked', 'done']),
} as const;

/**
 * The `type` parameter over a list of type tags.
 *
 * @param types - the tags
 * @returns the enum schema
 * @example
 * ```ts
 * const input = { type: typeParam(['req', 'tsk']) };
 * ```
 */
export function typeParam(types: readonly string[]): z.ZodEnum {
  return z.enum(types as [string, ...string[]]);
}

/**
 * The parameters of `list_<d>` / `list`.
 *
 * @example
 * ```ts
 * const input = { ...LIST_PARAMS };
 * ```
 */
export const LIST_PARAMS = {
  max_results: P.maxResults,
  offset: P.offset,
  glob: text('id pattern, e.g. 3b0f*'),
  language: P.language,
} as const;

/**
 * The parameters of `get_<d>` / `get`.
 *
 * @example
 * ```ts
 * const input = { ...GET_PARAMS };
 * ```
 */
export const GET_PARAMS = {
  id: P.id,
  ref: P.ref,
  raw: flag('body Markdown, not the model'),
  offset: count('raw: first line'),
  limit: count('raw: line count'),
  numbered: flag('raw: number the lines'),
  language: P.language,
  allow_broken: P.allowBroken,
} as const;

/**
 * The argument names `get` passes on as options.
 *
 * @example
 * ```ts
 * pick(args, GET_OPTIONS);
 * ```
 */
export const GET_OPTIONS = ['raw', 'offset', 'limit', 'numbered', 'language', 'allow_broken'] as const;

/**
 * The argument names `list` passes on as options.
 *
 * @example
 * ```ts
 * pick(args, LIST_OPTIONS);
 * ```
 */
export const LIST_OPTIONS = ['max_results', 'offset', 'glob', 'language'] as const;
