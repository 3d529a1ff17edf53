/**
 * One tool as data: its name, words, zod input shape, output schema,
 * annotations and what it runs. The toolsets are lists of these; the
 * registration turns each into `server.registerTool`.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { Target } from '../repository/index.js';

/**
 * The annotations of a tool (`openWorldHint` is always false: a tool only
 * touches the repository).
 *
 * @example
 * ```ts
 * const hints: ToolHints = { readOnlyHint: true, destructiveHint: false, idempotentHint: true };
 * ```
 */
export type ToolHints = { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean };

/**
 * How a tool's result decides `isError`: `read` never (a broken document
 * read is an ordinary result), `write` when nothing was written, `board`
 * when the board's status is not `ok`.
 *
 * @example
 * ```ts
 * const outcome: ToolOutcome = 'write';
 * ```
 */
export type ToolOutcome = 'read' | 'write' | 'board';

/**
 * One tool.
 *
 * @example
 * ```ts
 * const tool: ToolSpec = { name: 'check_links', title: 'Check links', description: 'Check every reference.', input: {}, output: resultOf(['link-check']), hints: READ, outcome: 'read', run: () => repo.checkLinks() };
 * ```
 */
export type ToolSpec = {
  name: string;
  title: string;
  description: string;
  input: z.ZodRawShape;
  output: z.ZodObject;
  hints: ToolHints;
  outcome: ToolOutcome;
  /** The library call; its result is made structured by the registration (a string or list becomes `{ kind, … }` here). */
  run: (args: Record<string, unknown>) => unknown;
};

/**
 * A read: no change, repeatable.
 *
 * @example
 * ```ts
 * const hints = READ;
 * ```
 */
export const READ: ToolHints = { readOnlyHint: true, destructiveHint: false, idempotentHint: true };

/**
 * A write that changes content in place; the same call again changes nothing more.
 *
 * @example
 * ```ts
 * const hints = REPLACE;
 * ```
 */
export const REPLACE: ToolHints = { readOnlyHint: false, destructiveHint: true, idempotentHint: true };

/**
 * A write that adds something each time it is called.
 *
 * @example
 * ```ts
 * const hints = ADD;
 * ```
 */
export const ADD: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false };

/**
 * A write that changes content and may not repeat harmlessly (a splice, a board move).
 *
 * @example
 * ```ts
 * const hints = CHANGE;
 * ```
 */
export const CHANGE: ToolHints = { readOnlyHint: false, destructiveHint: true, idempotentHint: false };

/**
 * The output schema of a repository tool: an object whose `kind` is one of
 * the given kinds or `error`, plus the fields named; other fields pass.
 *
 * @param kinds - the result kinds of the tool
 * @param fields - fields worth naming
 * @returns the schema
 * @example
 * ```ts
 * const output = resultOf(['document', 'raw', 'parse-failure']);
 * ```
 */
export function resultOf(kinds: readonly string[], fields: z.ZodRawShape = {}): z.ZodObject {
  return z.looseObject({ kind: z.enum(['error', ...kinds] as [string, ...string[]]), ...fields });
}

/**
 * The output schema of a board tool: `status` and what an error result carries.
 *
 * @returns the schema
 * @example
 * ```ts
 * const output = boardResult();
 * ```
 */
export function boardResult(): z.ZodObject {
  return z.looseObject({ status: z.enum(['ok', 'not_found', 'none', 'invalid', 'conflict']).optional(), message: z.string().optional() });
}

/**
 * Library options from tool arguments: each defined argument under its
 * camelCase name (`max_results` → `maxResults`).
 *
 * @param args - the tool arguments
 * @param names - the snake_case names to copy
 * @returns the options
 * @example
 * ```ts
 * pick({ max_results: 5, glob: 'a*' }, ['max_results']); // { maxResults: 5 }
 * ```
 */
export function pick(args: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    if (args[name] !== undefined) out[name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = args[name];
  }
  return out;
}

/**
 * The library target `{ id }` or `{ ref }`; both or neither reach the
 * library, which names the problem.
 *
 * @param args - the tool arguments
 * @returns the target
 * @example
 * ```ts
 * targetOf({ ref: 'tsk-…' }); // { ref: 'tsk-…' }
 * ```
 */
export function targetOf(args: Record<string, unknown>): Target {
  const out: { id?: string; ref?: string } = {};
  if (typeof args['id'] === 'string') out.id = args['id'];
  if (typeof args['ref'] === 'string') out.ref = args['ref'];
  return out as Target;
}
