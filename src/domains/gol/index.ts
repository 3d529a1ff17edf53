/**
 * The gol document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import goalExample from './example.md';
import goalTemplate from './template.md';
import { goalOutline } from './outline.js';
import { golDe } from './headings/de.js';
import { golEs } from './headings/es.js';
import { golFr } from './headings/fr.js';

/**
 * The gol (goal) document type.
 *
 * @example
 * ```ts
 * parseDocument(gol, gol.example).ok; // true
 * ```
 */
export const gol = defineDocumentType({
  tag: 'gol',
  noun: 'goal',
  statuses: { values: ['draft', 'proposed', 'accepted', 'superseded', 'deprecated', 'rejected', 'implemented'], default: 'draft' },
  referenceTag: 'GOL',
  root: goalOutline,
  template: goalTemplate,
  example: goalExample,
  translations: { de: golDe, fr: golFr, es: golEs },
});

/**
 * The body model of a goal (formats.md §4.8 `Goal`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parseDocument(gol, gol.example);
 * if (result.ok) { const body: GoalBody = result.document.body; }
 * ```
 */
export type GoalBody = z.infer<typeof goalOutline.schema>;
