/**
 * The dec document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import decisionExample from './example.md';
import decisionTemplate from './template.md';
import { decisionOutline } from './outline.js';
import { decDe } from './headings/de.js';
import { decEs } from './headings/es.js';
import { decFr } from './headings/fr.js';

/**
 * The dec (decision) document type.
 *
 * @example
 * ```ts
 * parseDocument(dec, dec.example).ok; // true
 * ```
 */
export const dec = defineDocumentType({
  tag: 'dec',
  noun: 'decision',
  statuses: { values: ['draft', 'proposed', 'accepted', 'rejected', 'deprecated', 'superseded'], default: 'draft' },
  referenceTag: 'DEC',
  root: decisionOutline,
  template: decisionTemplate,
  example: decisionExample,
  translations: { de: decDe, fr: decFr, es: decEs },
});

/**
 * The body model of a decision (formats.md §4.8 `Decision`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parseDocument(dec, dec.example);
 * if (result.ok) { const body: DecisionBody = result.document.body; }
 * ```
 */
export type DecisionBody = z.infer<typeof decisionOutline.schema>;
