/**
 * The feat document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/document-type.js';
import featureExample from './example.md';
import featureTemplate from './template.md';
import { featureOutline } from './outline.js';
import { featDe } from './headings/de.js';
import { featEs } from './headings/es.js';
import { featFr } from './headings/fr.js';

/**
 * The feat (feature folder README) document type.
 *
 * @example
 * ```ts
 * parseDocument(feat, feat.example).ok; // true
 * ```
 */
export const feat = defineDocumentType({
  tag: 'feat',
  noun: 'feature',
  statuses: { values: ['planning', 'progress', 'review', 'done'], default: 'planning' },
  storage: { kind: 'folder', idPattern: /^feat-[0-9]+-[a-z0-9-]+$/, file: 'README.md' },
  referenceTag: 'FEAT',
  root: featureOutline,
  template: featureTemplate,
  example: featureExample,
  translations: { de: featDe, fr: featFr, es: featEs },
});

/** The body model of a feature (formats.md §4.8 `Feature`). */
export type FeatureBody = z.infer<typeof featureOutline.schema>;

/** One phase of a feature's task list (formats.md §4.8 `Phase`). */
export type Phase = FeatureBody['plan']['taskList'][number];
