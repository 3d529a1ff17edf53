/**
 * The adr document type (formats.md §6.1): ADR frontmatter (§3.9), an
 * any-order outline and the flat `Adr` model.
 *
 * @packageDocumentation
 */
import { defineDocumentType } from '../../format/index.js';
import adrExample from './example.md';
import adrTemplate from './template.md';
import { adrOutline } from './outline.js';
import { adrDe } from './headings/de.js';
import { adrEs } from './headings/es.js';
import { adrFr } from './headings/fr.js';

export type { AdrBody, AdrOption } from './model.js';

/**
 * The adr (Architecture Decision Record) document type: read by the outline
 * engine with sections recognised by heading in any order, and written in
 * the order of formats.md §6.1 (the flat model's Decision Outcome children
 * go back under their section).
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
  root: adrOutline,
  template: adrTemplate,
  example: adrExample,
  translations: { de: adrDe, fr: adrFr, es: adrEs },
  frontmatterKind: 'adr',
});
