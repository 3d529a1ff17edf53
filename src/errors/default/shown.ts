/**
 * How the default profile shows a caller's value in an error.
 *
 * @packageDocumentation
 */

import { literal } from '../../text/index.js';
import type { CharacterProblem } from '../reasons/targets.js';
import { describeValue } from '../values.js';

/**
 * A caller's value as the default texts show it: a scalar as a JS literal
 * (`"x"`, `2`, `undefined`), an object or function by its kind and a short
 * literal, as argument errors describe them.
 *
 * @param value - any value
 * @returns the text
 * @example
 * ```ts
 * shown('a'); // '"a"'
 * shown([1]); // 'array of 1 item'
 * ```
 */
export function shown(value: unknown): string {
  return (typeof value === 'object' && value !== null) || typeof value === 'function' ? describeValue(value) : literal(value);
}

/**
 * What is wrong with a name's characters, in words (the same in every
 * profile: the words carry no value).
 *
 * @param problem - the character problem
 * @returns the words, e.g. `contains the control character U+0000`
 * @example
 * ```ts
 * characterText({ kind: 'surrogate' }); // 'contains a lone UTF-16 surrogate'
 * ```
 */
export function characterText(problem: CharacterProblem): string {
  if (problem.kind === 'control') return `contains the control character ${problem.codePoint}`;
  if (problem.kind === 'surrogate') return 'contains a lone UTF-16 surrogate';
  return "is not in Unicode NFC; pass it through .normalize('NFC')";
}
