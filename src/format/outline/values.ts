/**
 * Value rules for paragraph, item and heading texts (formats.md §4.6).
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import type { PatternAdvice, PatternForm, ValueRule } from './types.js';

/** The regular expression source of a canonical lowercase UUID. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A text that must match a regular expression (`value-pattern`).
 *
 * @param regex - the pattern, anchored as needed
 * @param display - the pattern as formats.md writes it (the reference profile shows it)
 * @param form - the expected form in words (the default profile shows it), and
 *   optionally the lenient-mode legacy classifier and the advice for common mistakes
 * @returns the value rule
 * @example
 * ```ts
 * pattern(/^(0|[1-9][0-9]?)$/, '^(0|[1-9][0-9]?)$', { expectedForm: 'a whole number from 0 to 99' });
 * ```
 */
export function pattern(regex: RegExp, display: string, form: PatternForm): ValueRule {
  return {
    kind: 'pattern',
    schema: z.string().regex(regex),
    display,
    expectedForm: form.expectedForm,
    ...(form.legacy ? { legacy: form.legacy } : {}),
    ...(form.advise ? { advise: form.advise } : {}),
  };
}

const BOX = /^\[([^\]]{0,2})\][ \t]*/u;

/**
 * The checkbox mistakes of a task item (`[-] a`, `[*] a`, `a`), with the
 * text rewritten as an open task.
 *
 * @param text - the item text, box included
 * @returns the mistake and the rewritten text, or null when the box is fine
 * @example
 * ```ts
 * checkboxAdvice('[-] Ship it'); // { mistake: { kind: 'wrong-checkbox', box: '[-]' }, suggestion: '[ ] Ship it' }
 * checkboxAdvice('Ship it');     // { mistake: { kind: 'missing-checkbox' }, suggestion: '[ ] Ship it' }
 * ```
 */
export function checkboxAdvice(text: string): PatternAdvice | null {
  const box = BOX.exec(text);
  if (box === null) return { mistake: { kind: 'missing-checkbox' }, suggestion: `[ ] ${text}` };
  const mark = box[1] ?? '';
  if (mark === ' ' || mark === 'x' || mark === 'X') return null;
  return { mistake: { kind: 'wrong-checkbox', box: `[${mark}]` }, suggestion: `[ ] ${text.slice(box[0].length)}` };
}

/**
 * A text that must be one of a closed set of words (`value-vocabulary`).
 *
 * @param words - the allowed words, exact and case-sensitive
 * @returns the value rule
 * @example
 * ```ts
 * vocabulary(['full', 'partial', 'none'] as const);
 * ```
 */
export function vocabulary<const W extends readonly [string, ...string[]]>(words: W): ValueRule & { schema: z.ZodType<W[number]> } {
  return {
    kind: 'vocabulary',
    schema: z.enum(words as unknown as [W[number], ...W[number][]]) as unknown as z.ZodType<W[number]>,
    display: words.map((word) => `'${word}'`).join(', '),
    expectedForm: `one of ${words.map((word) => `"${word}"`).join(', ')}`,
    words,
  };
}

/**
 * Check a text against a value rule.
 *
 * @param rule - the rule
 * @param text - the text to check
 * @returns whether the text satisfies the rule
 * @example
 * ```ts
 * satisfies(vocabulary(['a', 'b']), 'a'); // true
 * ```
 */
export function satisfies(rule: ValueRule, text: string): boolean {
  return rule.schema.safeParse(text).success;
}
