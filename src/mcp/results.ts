/**
 * From a library result to an MCP tool result: reference field names
 * (snake_case), paths relative to the repository root, the JSON text and
 * the structured content, and `isError` for a write that did not happen.
 *
 * @packageDocumentation
 */

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SpecmgrError } from '../errors/index.js';

const toSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Document content is data: a path the author wrote in it is no server path
// leaking. Frontmatter keys are what the file says; the body models are the
// library's, so their keys go to snake_case like every other field.
const FILE_KEYS = new Set(['frontmatter', 'text', 'current', 'snippet']);
const MODEL_KEYS = new Set(['body', 'adr']);
// Fields that hold one path: `path` of results and rows, `firstPath` and `root` of link-check params.
const PATH_KEYS = new Set(['path', 'firstPath', 'root']);

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toSnake(key), snakeKeys(inner)]));
}

/**
 * Rewrites what a result says about the server's file system: the root
 * itself becomes `.`, a path below it root-relative — in a path field
 * (`path`) and inside any text (a message).
 *
 * @example
 * ```ts
 * const local = rootRelative('/srv/specs');
 * local('No file at /srv/specs/docs/a.md'); // 'No file at docs/a.md'
 * local.path('/srv/specs/docs/tsk/a.md'); // 'docs/tsk/a.md'
 * ```
 */
export type PathRewriter = ((text: string) => string) & {
  /** A path field: for a storage rooted at `/` (memoryStorage) too. */
  path: (value: string) => string;
};

/**
 * The rewriter for one root.
 *
 * @param root - the absolute root of the repository's storage
 * @returns the rewriter
 * @example
 * ```ts
 * rootRelative('/srv/specs')('No file at /srv/specs/docs/x.md'); // 'No file at docs/x.md'
 * ```
 */
export function rootRelative(root: string): PathRewriter {
  const base = root.replace(/[\\/]+$/, '');
  // The root followed by a separator, or standing alone (not the start of a sibling's name).
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}(?:[\\\\/]+|(?![\\w.-]))`, 'g');
  // A root of `/` says nothing about the server; texts stay as they are.
  const text = (value: string): string =>
    base !== '' && value.includes(base) ? value.replace(pattern, (match) => (match.length > base.length ? '' : '.')) : value;
  const path = (value: string): string => {
    if (value === base || value === root) return '.';
    if (value.startsWith(`${base}/`) || value.startsWith(`${base}\\`)) return value.slice(base.length + 1);
    return text(value);
  };
  return Object.assign(text, { path });
}

/**
 * A deep copy of a library result as the reference's tools show it:
 * object keys in snake_case (frontmatter keys and document text kept as
 * they are) and every path relative to the root.
 *
 * @param value - the library result
 * @param local - the path rewriter of the repository
 * @returns the JSON-ready copy
 * @example
 * ```ts
 * toWire({ maxResults: 25, path: '/srv/specs/docs/a.md' }, rootRelative('/srv/specs')); // { max_results: 25, path: 'docs/a.md' }
 * ```
 */
export function toWire(value: unknown, local: PathRewriter): unknown {
  if (typeof value === 'string') return local(value);
  if (Array.isArray(value)) return value.map((item) => toWire(item, local));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    if (PATH_KEYS.has(key) && typeof inner === 'string') out[toSnake(key)] = local.path(inner);
    else out[toSnake(key)] = FILE_KEYS.has(key) ? structuredClone(inner) : MODEL_KEYS.has(key) ? snakeKeys(inner) : toWire(inner, local);
  }
  return out;
}

/**
 * The tool result of a structured value: its compact JSON as the text
 * content and the value itself as `structuredContent`.
 *
 * @param structured - the wire form of the result
 * @param isError - true when the call did not do what it was asked
 * @returns the tool result
 * @example
 * ```ts
 * toolResult({ kind: 'conflict', reason: 'etag' }, true);
 * ```
 */
export function toolResult(structured: Record<string, unknown>, isError: boolean): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured, isError };
}

/**
 * The structured result of an error thrown by a call: a usage error, a
 * failed lookup or a storage failure keeps its code and message; anything
 * else is an `internal-error`.
 *
 * @param error - what the call threw
 * @param local - the path rewriter of the repository
 * @returns `{ kind: 'error', code, message }`
 * @example
 * ```ts
 * errorStructure(new UsageError('invalid-id', 'bad id'), rootRelative('/srv')); // { kind: 'error', code: 'invalid-id', message: 'bad id' }
 * ```
 */
export function errorStructure(error: unknown, local: PathRewriter): { kind: 'error'; code: string; message: string } {
  if (error instanceof SpecmgrError) return { kind: 'error', code: error.code, message: local(error.message) };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'error', code: 'internal-error', message: local(`internal error: ${message}`) };
}

const NOT_DONE = new Set(['conflict', 'invalid-status', 'parse-failure', 'error']);

/**
 * Whether a write's result says nothing was written: a failed validation,
 * a conflict, an invalid status or a document that does not parse.
 *
 * @param result - the structured result of a write
 * @returns true when the write did not happen
 * @example
 * ```ts
 * writeFailed({ kind: 'validation', valid: false }); // true
 * ```
 */
export function writeFailed(result: Record<string, unknown>): boolean {
  const kind = result['kind'];
  if (kind === 'validation') return result['valid'] !== true;
  return typeof kind === 'string' && NOT_DONE.has(kind);
}

/**
 * Whether a board result is anything but `ok`.
 *
 * @param result - the structured result of a board call
 * @returns true for `not_found`, `none`, `invalid` and `conflict`
 * @example
 * ```ts
 * boardFailed({ status: 'none', message: 'nothing to pull' }); // true
 * ```
 */
export function boardFailed(result: Record<string, unknown>): boolean {
  return result['status'] !== 'ok';
}
