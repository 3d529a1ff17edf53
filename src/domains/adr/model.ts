/**
 * The adr body model (formats.md §4.8 `Adr`): flat, unlike the nesting of
 * its sections — the Decision Outcome's H3s are top-level properties and
 * `## Pros and Cons of the Options` is the `options` array. Both schemas
 * come from the outline (`liftedSection` gives the flat shape).
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { adrOutline, optionSection } from './outline.js';

/**
 * Schema of one `### Option <n>: <title>` section.
 *
 * @example
 * ```ts
 * adrOptionSchema.parse({ number: 2, title: 'MongoDB', content: '' });
 * ```
 */
export const adrOptionSchema = optionSection.schema;

/**
 * One considered option with its pros and cons.
 *
 * @interface
 * @example
 * ```ts
 * const option: AdrOption = { number: 1, title: 'Postgres', content: '- Good, because it is mature' };
 * ```
 */
export type AdrOption = z.infer<typeof adrOptionSchema>;

/**
 * Schema of the adr body model; `serialize` checks models against it.
 *
 * @example
 * ```ts
 * adrBodySchema.safeParse(document.body).success;
 * ```
 */
export const adrBodySchema = adrOutline.schema;

/**
 * The body model of an Architecture Decision Record.
 *
 * @interface
 * @example
 * ```ts
 * const body: AdrBody = {
 *   title: 'Use Postgres', contextAndProblemStatement: 'We need a datastore.',
 *   consideredOptions: '- Postgres\n- MongoDB', decisionOutcome: 'Chosen option: Postgres.',
 * };
 * ```
 */
export type AdrBody = z.infer<typeof adrBodySchema>;
