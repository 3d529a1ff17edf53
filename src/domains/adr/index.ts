/**
 * The adr document type (formats.md §6.1): ADR frontmatter (§3.9), an
 * order-tolerant heading-name reader and the flat `Adr` model.
 *
 * @packageDocumentation
 */
import type { Field } from '../../format/outline/types.js';
import { defineDocumentType } from '../../format/document-type.js';
import { adrExample, adrTemplate } from './documents.js';
import { matchAdrBody } from './match.js';
import { adrBodySchema, type AdrBody } from './model.js';
import { adrOutline } from './outline.js';
import { renderAdrBody } from './render.js';

export type { AdrBody, AdrOption } from './model.js';

// The outline describes the sections; the model is the flat `Adr` shape.
const root: Field<'', AdrBody, false> = { ...adrOutline, schema: adrBodySchema };

/**
 * The adr (Architecture Decision Record) document type: its own reader
 * (order-tolerant, by heading name) and writer (the flat model's Decision
 * Outcome children go back under their section).
 *
 * @example
 * ```ts
 * const result = parseDocument(adr, text);
 * if (result.ok) console.log(result.document.body.decisionOutcome);
 * ```
 */
export const adr = defineDocumentType({
  tag: 'adr',
  noun: 'ADR',
  statuses: { values: ['draft', 'proposed', 'rejected', 'accepted', 'deprecated', 'superseded'], default: 'draft', pattern: /^superseded by .+$/ },
  referenceTag: 'ADR',
  storage: { kind: 'file', indexFile: 'README.md' },
  layoutDir: 'adrDir',
  editing: 'structured',
  root,
  template: adrTemplate,
  example: adrExample,
  frontmatterKind: 'adr',
  matchBody: matchAdrBody,
  renderBody: renderAdrBody,
});
