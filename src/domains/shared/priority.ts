/**
 * Priority of req and gol (formats.md §6.2, §6.7): an optional leading
 * comment and a number 0..99, lower is more important.
 *
 * @packageDocumentation
 */
import { paragraph } from '../../format/index.js';
import { valueSection } from '../../format/index.js';
import type { Field } from '../../format/index.js';
import { pattern } from '../../format/index.js';

/**
 * The rule of a Priority value: `0`..`99` without leading zeros.
 *
 * @example
 * ```ts
 * satisfies(priorityRule, '07'); // false
 * ```
 */
export const priorityRule = pattern(/^(0|[1-9][0-9]?)$/, '^(0|[1-9][0-9]?)$', {
  expectedForm: 'a whole number from 0 to 99, without leading zeros',
});

/**
 * `## Priority`: `<!-- -->?` then one paragraph matching `^(0|[1-9][0-9]?)$`.
 * Model `Value` (`{ comment?, value }`).
 *
 * @returns the mandatory field (req and gol wrap it in `optional(...)`)
 * @example
 * ```ts
 * optional(priority());
 * ```
 */
export function priority(): Field<'priority', { comment?: string; value: string }, false, 'Priority'> {
  return valueSection('priority', { level: 2, comment: true }, paragraph('value', { value: priorityRule }));
}
