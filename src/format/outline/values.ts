/**
 * Value rules for paragraph, item and heading texts (formats.md §4.6).
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import type { LegacyForm, ValueRule } from './types.js';

/** The regular expression source of a canonical lowercase UUID. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A text that must match a regular expression (`value-pattern`).
 *
 * @param regex - the pattern, anchored as needed
 * @param display - the pattern as formats.md writes it (shown in messages)
 * @param legacy - lenient mode: classify a failing text as a legacy form
 * @returns the value rule
 * @example
 * ```ts
 * pattern(/^(0|[1-9][0-9]?)$/, '^(0|[1-9][0-9]?)$');
 * ```
 */
export function pattern(regex: RegExp, display: string, legacy?: (text: string) => LegacyForm | null): ValueRule {
  return {
    kind: 'pattern',
    schema: z.string().regex(regex),
    display,
    ...(legacy ? { legacy } : {}),
  };
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
