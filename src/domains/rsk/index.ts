/**
 * The rsk document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import riskExample from './example.md';
import riskTemplate from './template.md';
import { riskOutline } from './outline.js';
import { rskDe } from './headings/de.js';
import { rskEs } from './headings/es.js';
import { rskFr } from './headings/fr.js';
import { riskSummary } from './summary.js';

/**
 * The rsk (risk) document type.
 *
 * @example
 * ```ts
 * parseDocument(rsk, rsk.example).ok; // true
 * ```
 */
export const rsk = defineDocumentType({
  tag: 'rsk',
  noun: 'risk',
  // `draft` is not a risk state; `open` is the entry state of a risk register (formats.md §3.5).
  statuses: { values: ['open', 'mitigating', 'accepted', 'occurred', 'closed', 'dropped'], default: 'open' },
  referenceTag: 'RSK',
  // List rows carry the risk zones (operations.md §3.1.2).
  summary: riskSummary,
  root: riskOutline,
  template: riskTemplate,
  example: riskExample,
  translations: { de: rskDe, fr: rskFr, es: rskEs },
});

/**
 * The body model of a risk (formats.md §4.8 `Risk`). `source` is optional
 * only because lenient mode reads older risks without it; strict parses
 * always have it.
 *
 * @interface
 * @example
 * ```ts
 * const zone = (result.document.body as RiskBody).initialAssessment.level; // e.g. 'high'
 * ```
 */
export type RiskBody = z.infer<typeof riskOutline.schema>;

export { RISK_LEVELS, riskLevel, type Assessment, type RiskLevel } from './assessment.js';
