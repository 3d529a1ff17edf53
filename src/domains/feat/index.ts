/**
 * The feat document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/document-type.js';
import { statusRules } from '../statuses.js';
import featureExample from './example.md';
import featureTemplate from './template.md';
import { featureOutline } from './outline.js';

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
  statuses: statusRules.feat,
  root: featureOutline,
  template: featureTemplate,
  example: featureExample,
});

/** The body model of a feature (formats.md §4.8 `Feature`). */
export type FeatureBody = z.infer<typeof featureOutline.schema>;

/** One phase of a feature's task list (formats.md §4.8 `Phase`). */
export type Phase = FeatureBody['plan']['taskList'][number];
