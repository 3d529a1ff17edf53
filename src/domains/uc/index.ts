/**
 * The uc document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import useCaseExample from './example.md';
import useCaseTemplate from './template.md';
import { useCaseOutline } from './outline.js';
import { ucDe } from './headings/de.js';
import { ucEs } from './headings/es.js';
import { ucFr } from './headings/fr.js';

/**
 * The uc (use case) document type.
 *
 * @example
 * ```ts
 * parseDocument(uc, uc.example).ok; // true
 * ```
 */
export const uc = defineDocumentType({
  tag: 'uc',
  noun: 'use case',
  statuses: { values: ['draft', 'proposed', 'accepted', 'deprecated', 'superseded'], default: 'draft' },
  referenceTag: 'UC',
  root: useCaseOutline,
  template: useCaseTemplate,
  example: useCaseExample,
  translations: { de: ucDe, fr: ucFr, es: ucEs },
});

/**
 * The body model of a use case (formats.md §4.8 `UseCase`).
 *
 * @interface
 * @example
 * ```ts
 * const steps = (result.document.body as UseCaseBody).mainSuccessScenario.items.length;
 * ```
 */
export type UseCaseBody = z.infer<typeof useCaseOutline.schema>;

/**
 * One extension of a use case (formats.md §4.8 `Extension`): `ref` as written, e.g. `3a`.
 *
 * @example
 * ```ts
 * const extension: Extension = { ref: '3a', condition: 'Out of stock', actions: { ordered: true, items: [{ text: 'Notify the buyer.' }] } };
 * ```
 */
export type Extension = NonNullable<UseCaseBody['extensions']>['entries'][number];

/**
 * One sub-variation of a use case (formats.md §4.8 `SubVariation`).
 *
 * @example
 * ```ts
 * const variation: SubVariation = { number: 1, text: 'Buyer orders by', variations: { ordered: false, items: [{ text: 'phone' }] } };
 * ```
 */
export type SubVariation = NonNullable<UseCaseBody['subVariations']>[number];
