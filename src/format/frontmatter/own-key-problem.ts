/**
 * The facts of a zod issue of a type's own frontmatter key, as a
 * `frontmatter-field` problem (the profiles word it like the shared keys).
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import type { FrontmatterFieldProblem } from '../../diagnostics/index.js';

// The nested value an issue points at (its path below the key); a loop, as paths can be long.
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const step of path) at = typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[step] : undefined;
  return at;
}

/**
 * The problem of one zod issue of an own key's schema.
 *
 * @param issue - the issue (its path starts with the key)
 * @param written - the key's value as read from the YAML
 * @param receivedText - the key's value as written in the YAML (kept only for the key's value itself)
 * @returns the problem; `path` holds the steps below the key
 * @example
 * ```ts
 * ownKeyProblem({ code: 'invalid_value', values: ['low', 'high'], path: ['priority'], message: '…' }, 'mid', 'mid');
 * // { kind: 'not-one-of', expected: ['low', 'high'], received: 'mid', receivedText: 'mid', path: [] }
 * ```
 */
export function ownKeyProblem(issue: z.core.$ZodIssue, written: unknown, receivedText: string): FrontmatterFieldProblem {
  const path = issue.path.slice(1).map((step) => (typeof step === 'number' ? step : String(step)));
  const received = valueAt(written, path);
  const source = path.length === 0 ? { receivedText } : {};
  if (issue.code === 'invalid_value') return { kind: 'not-one-of', expected: [...issue.values], received, ...source, path };
  if (issue.code === 'invalid_type') return { kind: 'wrong-type', expected: issue.expected, received, ...source, path };
  return { kind: 'other', detail: issue.message, received, ...source, path };
}
