/**
 * The adr body model (formats.md §4.8 `Adr`): flat, unlike the nesting of
 * its sections — the Decision Outcome's H3s are top-level properties and
 * `## Pros and Cons of the Options` is the `options` array.
 *
 * @packageDocumentation
 */
import * as z from 'zod';

/**
 * Schema of one `### Option <n>: <title>` section.
 *
 * @example
 * ```ts
 * adrOptionSchema.parse({ number: 2, title: 'MongoDB', content: '' });
 * ```
 */
export const adrOptionSchema = z.object({ number: z.number().int(), title: z.string(), content: z.string() });

/**
 * One considered option with its pros and cons.
 *
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
export const adrBodySchema = z.object({
  title: z.string(),
  contextAndProblemStatement: z.string(),
  decisionDrivers: z.string().optional(),
  consideredOptions: z.string(),
  decisionOutcome: z.string(),
  consequences: z.string().optional(),
  confirmation: z.string().optional(),
  options: z.array(adrOptionSchema).optional(),
  moreInformation: z.string().optional(),
});

/**
 * The body model of an Architecture Decision Record.
 *
 * @example
 * ```ts
 * const body: AdrBody = {
 *   title: 'Use Postgres', contextAndProblemStatement: 'We need a datastore.',
 *   consideredOptions: '- Postgres\n- MongoDB', decisionOutcome: 'Chosen option: Postgres.',
 * };
 * ```
 */
export type AdrBody = z.infer<typeof adrBodySchema>;
