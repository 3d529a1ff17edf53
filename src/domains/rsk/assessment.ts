/**
 * The rsk assessment shape (formats.md §6.8): `### Probability <P>` and
 * `### Impact <I>` on the 5x5 matrix, and the risk level derived from them.
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { freeSection, section } from '../../format/index.js';
import { integer, literal, template } from '../../format/index.js';
import type { Field } from '../../format/index.js';

/**
 * The risk levels of the 5x5 matrix, lowest first; also the zone words of
 * rsk list rows (operations.md §3.1.2).
 *
 * @example
 * ```ts
 * RISK_LEVELS[0]; // 'low'
 * ```
 */
export const RISK_LEVELS = ['low', 'medium', 'high', 'very high'] as const;

/**
 * A risk level: `low`, `medium`, `high` or `very high`.
 *
 * @example
 * ```ts
 * const zone: RiskLevel = riskLevel(5, 3); // 'very high'
 * ```
 */
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * The level of a probability x impact score: 1-4 low, 5-9 medium, 10-14
 * high, 15-25 very high.
 *
 * @param probability - probability on the 1-5 scale
 * @param impact - impact on the 1-5 scale
 * @returns the risk level
 * @example
 * ```ts
 * riskLevel(4, 3); // 'high'
 * riskLevel(2, 3); // 'medium'
 * ```
 */
export function riskLevel(probability: number, impact: number): RiskLevel {
  const score = probability * impact;
  if (score >= 15) return 'very high';
  if (score >= 10) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

/** Schema of one rated dimension: the heading's digit and the free-form text below it. */
const ratingSchema = z.object({ value: z.number().int(), content: z.string() });

/**
 * Schema of an assessment, including the derived level.
 *
 * @example
 * ```ts
 * assessmentSchema.parse({ probability: { value: 2, content: '' }, impact: { value: 3, content: '' }, level: 'medium' });
 * ```
 */
export const assessmentSchema = z.object({ probability: ratingSchema, impact: ratingSchema, level: z.enum(RISK_LEVELS) });

/**
 * An assessment: probability and impact (value plus free-form content) and the derived level.
 *
 * @example
 * ```ts
 * const residual: Assessment = { probability: { value: 2, content: '' }, impact: { value: 3, content: '' }, level: 'medium' };
 * ```
 */
export type Assessment = z.infer<typeof assessmentSchema>;

// The digit lives in the heading; the content below it carries no value.
function rating<N extends 'probability' | 'impact'>(name: N, words: string) {
  return freeSection(name, { level: 3, heading: template(`${words} {n}`, { n: integer('value', '([1-5])') }) });
}

function deriveLevel(value: Record<string, unknown>): Record<string, unknown> {
  const probability = (value['probability'] as { value: number } | undefined)?.value;
  const impact = (value['impact'] as { value: number } | undefined)?.value;
  if (probability === undefined || impact === undefined) return {};
  return { level: riskLevel(probability, impact) };
}

/**
 * An assessment section (`## Initial Assessment`, `## Residual Assessment`):
 * exactly the two H3s `Probability <1-5>` and `Impact <1-5>`, in this order;
 * the model adds the derived `level`, which serialization ignores.
 *
 * @param name - the property name, e.g. `initialAssessment`
 * @param heading - the literal heading text, e.g. `Initial Assessment`
 * @returns the field
 * @example
 * ```ts
 * assessment('residualAssessment', 'Residual Assessment');
 * ```
 */
export function assessment<N extends string>(name: N, heading: string): Field<N, Assessment, false, Capitalize<N> | `${Capitalize<N>} > ${'Probability' | 'Impact'}`> {
  const field = section(name, { level: 2, heading: literal(heading), derive: deriveLevel }, [
    rating('probability', 'Probability'),
    rating('impact', 'Impact'),
  ]);
  return { ...field, schema: assessmentSchema };
}
