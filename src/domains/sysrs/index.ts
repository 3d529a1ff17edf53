/**
 * The sysrs document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import systemRequirementsSpecificationExample from './example.md';
import systemRequirementsSpecificationTemplate from './template.md';
import { systemRequirementsSpecificationOutline } from './outline.js';
import { sysrsDe } from './headings/de.js';
import { sysrsEs } from './headings/es.js';
import { sysrsFr } from './headings/fr.js';

/**
 * The sysrs (System Requirements Specification) document type.
 *
 * @example
 * ```ts
 * const result = parseDocument(sysrs, text);
 * if (result.ok) console.log(result.document.body.requirements);
 * ```
 */
export const sysrs = defineDocumentType({
  tag: 'sysrs',
  noun: 'System Requirements Specification',
  statuses: { values: ['draft', 'review', 'approved', 'active', 'retired'], default: 'draft' },
  referenceTag: 'SYSRS',
  root: systemRequirementsSpecificationOutline,
  template: systemRequirementsSpecificationTemplate,
  example: systemRequirementsSpecificationExample,
  translations: { de: sysrsDe, fr: sysrsFr, es: sysrsEs },
});

/**
 * The body model of a System Requirements Specification (formats.md §4.8
 * `SystemRequirementsSpecification`).
 *
 * @interface
 * @example
 * ```ts
 * const goals: SystemRequirementsSpecificationBody['businessContextAndGoals']['goals'] = { ordered: false, items: [] };
 * ```
 */
export type SystemRequirementsSpecificationBody = z.infer<typeof systemRequirementsSpecificationOutline.schema>;
