/**
 * The vcr document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import verificationCaseRecordExample from './example.md';
import verificationCaseRecordTemplate from './template.md';
import { verificationCaseRecordOutline } from './outline.js';
import { vcrDe } from './headings/de.js';
import { vcrEs } from './headings/es.js';
import { vcrFr } from './headings/fr.js';

/**
 * The vcr (verification case record) document type.
 *
 * @example
 * ```ts
 * parseDocument(vcr, vcr.example).ok; // true
 * ```
 */
export const vcr = defineDocumentType({
  tag: 'vcr',
  noun: 'verification case record',
  statuses: { values: ['draft', 'progress', 'complete', 'approved'], default: 'draft' },
  referenceTag: 'VCR',
  root: verificationCaseRecordOutline,
  template: verificationCaseRecordTemplate,
  example: verificationCaseRecordExample,
  translations: { de: vcrDe, fr: vcrFr, es: vcrEs },
});

/**
 * The body model of a verification case record (formats.md §4.8 `VerificationCaseRecord`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parse('vcr', text);
 * if (result.ok) {
 *   const body: VerificationCaseRecordBody = result.document.body;
 *   console.log(body.coverage);
 * }
 * ```
 */
export type VerificationCaseRecordBody = z.infer<typeof verificationCaseRecordOutline.schema>;

/** One acceptance criterion of a verification case record (formats.md §4.8 `AcceptanceCriterion`). */
export type AcceptanceCriterion = VerificationCaseRecordBody['acceptanceCriteria'][number];
