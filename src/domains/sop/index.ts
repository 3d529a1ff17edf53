/**
 * The sop document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import standardOperatingProcedureExample from './example.md';
import standardOperatingProcedureTemplate from './template.md';
import { standardOperatingProcedureOutline } from './outline.js';
import { sopDe } from './headings/de.js';
import { sopEs } from './headings/es.js';
import { sopFr } from './headings/fr.js';

/**
 * The sop (standard operating procedure) document type.
 *
 * @example
 * ```ts
 * parseDocument(sop, sop.example).ok; // true
 * ```
 */
export const sop = defineDocumentType({
  tag: 'sop',
  noun: 'SOP',
  statuses: { values: ['draft', 'review', 'approved', 'active', 'retired'], default: 'draft' },
  root: standardOperatingProcedureOutline,
  template: standardOperatingProcedureTemplate,
  example: standardOperatingProcedureExample,
  translations: { de: sopDe, fr: sopFr, es: sopEs },
});

/**
 * The body model of a standard operating procedure (formats.md §4.8 `StandardOperatingProcedure`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parseDocument(sop, sop.example);
 * if (result.ok) { const body: StandardOperatingProcedureBody = result.document.body; }
 * ```
 */
export type StandardOperatingProcedureBody = z.infer<typeof standardOperatingProcedureOutline.schema>;
