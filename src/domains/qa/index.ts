/**
 * The qa document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import questionAndAnswerExample from './example.md';
import questionAndAnswerTemplate from './template.md';
import { questionAndAnswerOutline } from './outline.js';
import { qaDe } from './headings/de.js';
import { qaEs } from './headings/es.js';
import { qaFr } from './headings/fr.js';

/**
 * The qa (question and answer) document type.
 *
 * @example
 * ```ts
 * parseDocument(qa, qa.example).ok; // true
 * ```
 */
export const qa = defineDocumentType({
  tag: 'qa',
  noun: 'Question and Answer (QA) document',
  statuses: { values: ['draft', 'active', 'done', 'cancelled'], default: 'draft' },
  referenceTag: 'QA',
  root: questionAndAnswerOutline,
  template: questionAndAnswerTemplate,
  example: questionAndAnswerExample,
  translations: { de: qaDe, fr: qaFr, es: qaEs },
});

/**
 * The body model of a question-and-answer document (formats.md §4.8 `QuestionAndAnswer`).
 *
 * @interface
 * @example
 * ```ts
 * const asked = (result.document.body as QuestionAndAnswerBody).security.length;
 * ```
 */
export type QuestionAndAnswerBody = z.infer<typeof questionAndAnswerOutline.schema>;

export type { QaPair } from '../../format/index.js';
