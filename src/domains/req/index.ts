/**
 * The req document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import requirementExample from './example.md';
import requirementTemplate from './template.md';
import { requirementOutline } from './outline.js';
import { reqDe } from './headings/de.js';
import { reqEs } from './headings/es.js';
import { reqFr } from './headings/fr.js';

/**
 * The req (requirement) document type.
 *
 * @example
 * ```ts
 * parseDocument(req, req.example).ok; // true
 * ```
 */
export const req = defineDocumentType({
  tag: 'req',
  noun: 'requirement',
  statuses: { values: ['draft', 'proposed', 'accepted', 'superseded', 'deprecated', 'rejected', 'implemented'], default: 'draft' },
  referenceTag: 'REQ',
  root: requirementOutline,
  template: requirementTemplate,
  example: requirementExample,
  translations: { de: reqDe, fr: reqFr, es: reqEs },
});

/**
 * The body model of a requirement (formats.md §4.8 `Requirement`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parseDocument(req, req.example);
 * if (result.ok) { const body: RequirementBody = result.document.body; }
 * ```
 */
export type RequirementBody = z.infer<typeof requirementOutline.schema>;
