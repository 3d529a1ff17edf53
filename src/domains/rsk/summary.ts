/**
 * The extra fields of an rsk list row (operations.md §3.1.2): zones,
 * strategy, first scope item and the residual score.
 *
 * @packageDocumentation
 */
import { RISK_LEVELS, type RiskLevel } from './assessment.js';

/**
 * The risk extras of one list row; every field is null when the body does
 * not give it (a failed row has them all null).
 *
 * @example
 * ```ts
 * const extras: RiskRowExtras = riskSummary(undefined); // every field null
 * ```
 */
export type RiskRowExtras = {
  initialZone: RiskLevel | null;
  residualZone: RiskLevel | null;
  strategy: string | null;
  scope: string | null;
  residualProbability: number | null;
  residualImpact: number | null;
  residualProduct: number | null;
};

const ZONES: readonly string[] = RISK_LEVELS;

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function zone(assessment: Record<string, unknown> | undefined): RiskLevel | null {
  const level = assessment?.level;
  return typeof level === 'string' && ZONES.includes(level) ? (level as RiskLevel) : null;
}

/**
 * The risk extras of a list row, read from a risk body model.
 *
 * @param body - the parsed body, or undefined for a row that failed to parse
 * @returns the extras
 * @example
 * ```ts
 * riskSummary({ residualAssessment: { probability: { value: 2 }, impact: { value: 3 }, level: 'medium' } }).residualProduct; // 6
 * ```
 */
export function riskSummary(body: Record<string, unknown> | undefined): RiskRowExtras {
  const initial = record(body?.initialAssessment);
  const residual = record(body?.residualAssessment);
  const probability = numberOr(record(residual?.probability)?.value);
  const impact = numberOr(record(residual?.impact)?.value);
  const items = record(body?.scope)?.items;
  const firstItem = Array.isArray(items) ? record(items[0]) : undefined;
  return {
    initialZone: zone(initial),
    residualZone: zone(residual),
    strategy: typeof body?.strategy === 'string' ? body.strategy : null,
    scope: typeof firstItem?.text === 'string' ? firstItem.text : null,
    residualProbability: probability,
    residualImpact: impact,
    residualProduct: probability !== null && impact !== null ? probability * impact : null,
  };
}
