/**
 * The prb document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import problemStatementExample from './example.md';
import problemStatementTemplate from './template.md';
import { problemStatementOutline } from './outline.js';
import { prbDe } from './headings/de.js';
import { prbEs } from './headings/es.js';
import { prbFr } from './headings/fr.js';

/**
 * The prb (problem statement) document type.
 *
 * @example
 * ```ts
 * parseDocument(prb, prb.example).ok; // true
 * ```
 */
export const prb = defineDocumentType({
  tag: 'prb',
  noun: 'problem statement',
  statuses: { values: ['draft', 'active', 'resolved', 'cancelled'], default: 'draft' },
  referenceTag: 'PRB',
  root: problemStatementOutline,
  template: problemStatementTemplate,
  example: problemStatementExample,
  translations: { de: prbDe, fr: prbFr, es: prbEs },
});

/**
 * The body model of a problem statement (formats.md §4.8 `ProblemStatement`).
 * `statement` is optional only because lenient mode reads older documents
 * without one; strict parses always have it.
 *
 * @interface
 * @example
 * ```ts
 * const summary = (result.document.body as ProblemStatementBody).currentState.summary;
 * ```
 */
export type ProblemStatementBody = z.infer<typeof problemStatementOutline.schema>;
