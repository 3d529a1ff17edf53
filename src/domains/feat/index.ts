/**
 * The feat document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import featureExample from './example.md';
import featureTemplate from './template.md';
import { featureOutline } from './outline.js';
import { featDe } from './headings/de.js';
import { featEs } from './headings/es.js';
import { featFr } from './headings/fr.js';

const PREFIX = 'Feature: ';
// A heading template that does not capture the prefix leaves it in the title; rows show the title without it.
const prefixCaptured = (() => {
  const rule = featureOutline.def.kind === 'section' ? featureOutline.def.heading : undefined;
  return rule?.kind === 'template' && rule.template.startsWith(PREFIX);
})();

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
  // References may name a feature by its bare number (`FEAT feat-12`).
  storage: { kind: 'folder', idPattern: /^feat-[0-9]+-[a-z0-9-]+$/, file: 'README.md', referenceId: /feat-[0-9]+(?:-[a-z0-9-]+)?/ },
  referenceTag: 'FEAT',
  layoutDir: 'featDir',
  // The reference implementation's texts, kept word for word.
  idMessages: {
    invalid: (shown) => `id ${shown} is not a well-formed feat-NNN-slug folder name (e.g. 'feat-36-delete')`,
    notFoundHint:
      "The id must be the exact containing folder's name (e.g. 'feat-31-feature'), not a bare prefix like 'feat-31' -- use list_feat to discover the exact id first.",
  },
  listTitle: (body) => {
    const title = typeof body.title === 'string' ? body.title : '';
    return !prefixCaptured && title.startsWith(PREFIX) ? title.slice(PREFIX.length) : title;
  },
  root: featureOutline,
  template: featureTemplate,
  example: featureExample,
  translations: { de: featDe, fr: featFr, es: featEs },
});

/**
 * The body model of a feature (formats.md §4.8 `Feature`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parse('feat', text);
 * if (result.ok) {
 *   const body: FeatureBody = result.document.body;
 *   console.log(body.plan.taskList.length);
 * }
 * ```
 */
export type FeatureBody = z.infer<typeof featureOutline.schema>;

/** One phase of a feature's task list (formats.md §4.8 `Phase`). */
export type Phase = FeatureBody['plan']['taskList'][number];
