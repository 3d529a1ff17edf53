/**
 * specmgr/outline — define a document type of your own: `defineDocumentType`
 * and the outline builders the 13 built-in types are written with.
 *
 * An outline is data: sections (`section`, `valueSection`, `freeSection`,
 * `arraySection`, `repeated`, `updates`), the fields inside them
 * (`paragraph`, `paragraphs`, `items`, `taskItems`, `comment`, …), heading
 * rules (`literal`, `template` with `integer`/`text` placeholders) and value
 * rules (`pattern`, `vocabulary`). The same outline drives parsing,
 * validation, serialization, the model type, heading tables and templates.
 * The engine that interprets it (matchers, compiled headings, match state)
 * is not part of this entry.
 *
 * @example
 * ```ts
 * import { items, optional, paragraph, section, template, text, updates } from 'specmgr/outline';
 *
 * const root = section('note', { level: 1, heading: template('{title}', { title: text('title') }) }, [
 *   paragraph('summary'),
 *   optional(items('links')),
 *   updates('recentUpdates', { level: 2 }),
 * ]);
 * ```
 *
 * @packageDocumentation
 */

// The type record
export { defineDocumentType } from './format/document-type.js';
export type { DocumentType, DocumentTypeOptions, StatusRule, TypeStorage } from './format/document-type.js';

// Sections and modifiers
export { anyOrder, arraySection, freeSection, lenientOnly, liftedSection, missingIsLegacy, optional, repeated, section, valueSection } from './format/outline/sections.js';
export type { SectionOptions } from './format/outline/sections.js';
export { updates } from './format/outline/updates.js';

// Fields inside a section
export { blockQuote, codeBlock, comment, field, items, itemsWithNotes, opaque, paragraph, paragraphs, qaPairs, taskItems } from './format/outline/fields.js';
// Renamed here: the main entry's `ListOptions` are the options of `repo.list`.
export type { ListOptions as ListFieldOptions } from './format/outline/fields.js';

// Headings
export { entryHeading, integer, literal, template, text, words } from './format/outline/heading.js';
export type { CapturedBy, HeadingSpec, TypedCapture } from './format/outline/heading.js';
export type { HeadingKeysOf, HeadingTable, HeadingTableOf } from './format/outline/paths.js';

// Value rules
export { pattern, vocabulary } from './format/outline/values.js';

// What the builders produce, for reading an outline
export type {
  AnyField,
  BlockQuoteDef,
  CheckCode,
  CheckContext,
  CheckIssue,
  CodeDef,
  CommentDef,
  EntryLegacy,
  Field,
  FieldCommon,
  FieldDef,
  HeadingRule,
  LegacyForm,
  LiftedField,
  ListDef,
  Mode,
  ObjectOf,
  OpaqueDef,
  ParagraphDef,
  ParagraphsDef,
  PatternAdvice,
  PatternForm,
  QaPairsDef,
  SectionBody,
  SectionDef,
  ValueOf,
  ValueRule,
} from './format/outline/types.js';
