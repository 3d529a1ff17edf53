/**
 * Causes of the `frontmatter-field` diagnostics of a type's own keys, worded
 * like the causes of the shared keys (`status must be one of […], got 'x'`,
 * `expected a string, got 3`); values are rendered with `renderValue`, as in
 * every other frontmatter message.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { compareCodePoints } from '../../diagnostics/index.js';
import { renderValue } from '../../diagnostics/index.js';

function subjectOf(path: readonly PropertyKey[]): string {
  let subject = String(path[0] ?? '');
  for (const step of path.slice(1)) subject += typeof step === 'number' ? `[${step}]` : `.${String(step)}`;
  return subject;
}

// The nested value an issue points at (its path below the key); a loop, as paths can be long.
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const step of path.slice(1)) at = typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[step] : undefined;
  return at;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/**
 * The cause text of one zod issue of an own key's schema.
 *
 * @param issue - the issue (its path starts with the key)
 * @param written - the key's value as read from the YAML
 * @param shown - the key's value as messages show it (a YAML `1.0` stays `1.0`)
 * @returns the cause text
 * @example
 * ```ts
 * causeOwnKey({ code: 'invalid_value', values: ['low', 'high'], path: ['priority'], message: '…' }, 'mid', 'mid');
 * // "priority must be one of ['high', 'low'], got 'mid'"
 * causeOwnKey({ code: 'invalid_type', expected: 'string', path: ['owners', 1], message: '…' }, ['Ann', 2], ['Ann', 2]);
 * // 'owners[1]: expected a string, got 2'
 * ```
 */
export function causeOwnKey(issue: z.core.$ZodIssue, written: unknown, shown: unknown): string {
  const subject = subjectOf(issue.path);
  const got = renderValue(issue.path.length > 1 ? valueAt(written, issue.path) : shown);
  if (issue.code === 'invalid_value') {
    if (issue.values.length === 1) return `${subject} must be ${renderValue(issue.values[0])}, got ${got}`;
    const sorted = issue.values.map(renderValue).sort(compareCodePoints);
    return `${subject} must be one of [${sorted.join(', ')}], got ${got}`;
  }
  const nested = issue.path.length > 1 ? `${subject}: ` : '';
  if (issue.code === 'invalid_type') return `${nested}expected ${article(issue.expected)} ${issue.expected}, got ${got}`;
  const reason = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  return `${subject} is not valid (${reason}), got ${got}`;
}
