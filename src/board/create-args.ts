/**
 * The document-free checks of `create` (board.md §3 create, §4).
 *
 * @packageDocumentation
 */

import { messages } from './messages.js';
import type { CreateArgs, Failure } from './results.js';

// Every line terminator of operations.md §1.7: any of them would split the item's line.
const LINE_BREAK = /[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/;

/**
 * `create`'s arguments after their checks.
 *
 * @example
 * ```ts
 * const checked: CheckedCreate = { title: 'Write the docs', description: '', priority: 0, dependsOn: [] };
 * ```
 */
export type CheckedCreate = { title: string; description: string; priority: number; dependsOn: string[] };

/**
 * Check title and priority: a title that is empty or spans more than one
 * line (after trimming) and a priority that is not an integer are
 * `invalid`. Dependencies are only collected here; they are resolved
 * against the board later.
 *
 * @param args - the arguments as passed (the agent is checked before)
 * @returns the checked values, or the `invalid` result
 * @example
 * ```ts
 * checkCreateArgs({ agent: 'a', list: 'x', title: '  Write the docs ' }); // { ok: true, value: { title: 'Write the docs', … } }
 * checkCreateArgs({ agent: 'a', list: 'x', title: 'a\nb' });             // { ok: false, failure: { status: 'invalid', message: 'title must be one line' } }
 * ```
 */
export function checkCreateArgs(args: CreateArgs): { ok: true; value: CheckedCreate } | { ok: false; failure: Failure } {
  const title = (typeof args.title === 'string' ? args.title : args.title === undefined || args.title === null ? '' : String(args.title)).trim();
  if (title === '') return { ok: false, failure: { status: 'invalid', message: messages.titleEmpty() } };
  if (LINE_BREAK.test(title)) return { ok: false, failure: { status: 'invalid', message: messages.titleMultiLine() } };
  const priority = args.priority ?? 0;
  if (typeof priority !== 'number' || !Number.isInteger(priority)) {
    return { ok: false, failure: { status: 'invalid', message: messages.priorityNotInteger(args.priority) } };
  }
  const description = typeof args.description === 'string' ? args.description.trim() : '';
  const dependsOn = Array.isArray(args.dependsOn) ? args.dependsOn.map((d) => (typeof d === 'string' ? d : String(d))) : [];
  return { ok: true, value: { title, description, priority, dependsOn } };
}
