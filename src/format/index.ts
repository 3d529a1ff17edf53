/**
 * The front door of the format layer: what the layers above may import from it.
 *
 * @packageDocumentation
 */

// Used by the layers above.
export { UUID_PATTERN, compileHeadings, defineDocumentType, isAllowedStatus, isDocumentType } from './document-type.js';
export type { DocumentType, DocumentTypeOptions, StatusRule, TypeStorage } from './document-type.js';
export { MAX_DIAGNOSTICS_PER_DOCUMENT, capDiagnostics } from './diagnostic-cap.js';
export { UNREADABLE_FRONTMATTER_CODES, hasFrontmatterMapping } from './frontmatter/detect.js';
export { FrontmatterEditError, editFrontmatterYaml } from './frontmatter/edit.js';
export type { AdrFrontmatter, BaseFrontmatter } from './frontmatter/model.js';
export { ownKeyDefaults, ownKeys } from './frontmatter/own-keys.js';
export { readFrontmatter } from './frontmatter/read.js';
export { renderNewFrontmatter } from './frontmatter/render.js';
export { keySource, scalarSource } from './frontmatter/scalar.js';
export { SCHEMA_VERSION } from './frontmatter/schema.js';
export type { FrontmatterRules } from './frontmatter/schema.js';
export { clockTimestamp, formatTimestamp, systemClock, timestampInstant } from './frontmatter/timestamp.js';
export type { Clock } from './frontmatter/timestamp.js';
export { inlineSource, parseBody } from './markdown/index.js';
export { checkSize, defaultLimits, resolveLimits } from './markdown/limits.js';
export type { DocumentLimits } from './markdown/limits.js';
export { templatePlaceholders } from './outline/compile-heading.js';
export type { CompiledHeading } from './outline/compile-heading.js';
export { blockQuote, codeBlock, comment, field, items, itemsWithNotes, opaque, paragraph, paragraphs, qaPairSchema, qaPairs, taskItems } from './outline/fields.js';
export type { ListOptions, QaPair } from './outline/fields.js';
export { entryHeading, integer, literal, template, text, words } from './outline/heading.js';
export type { CapturedBy, HeadingSpec, TypedCapture } from './outline/heading.js';
export { listItemSchema, taskItemSchema, updateEntrySchema } from './outline/models.js';
export type { List, ListItem, TaskItem, UpdateEntry } from './outline/models.js';
export { fieldPath } from './outline/paths.js';
export type { HeadingTable, HeadingTableOf } from './outline/paths.js';
export { anyOrder, arraySection, freeSection, lenientOnly, liftedSection, missingIsLegacy, optional, repeated, section, valueSection } from './outline/sections.js';
export type { SectionOptions } from './outline/sections.js';
export type { AnyField, BlockQuoteDef, CheckCode, CheckContext, CheckIssue, CodeDef, CommentDef, EntryLegacy, Field, FieldCommon, FieldDef, HeadingRule, LegacyForm, LiftedField, ListDef, Mode, ObjectOf, OpaqueDef, ParagraphDef, ParagraphsDef, PatternAdvice, PatternForm, QaPairsDef, SectionBody, SectionDef, ValueOf, ValueRule } from './outline/types.js';
export { updates, updatesSchema } from './outline/updates.js';
export type { Updates } from './outline/updates.js';
export { UUID_SOURCE, checkboxAdvice, pattern, vocabulary } from './outline/values.js';
export { matchDocumentBody, parseDocument } from './parse-document.js';
export type { ParseResult, ParsedDocument, SourceInfo, SourceRange } from './parse-document.js';
export { BodyRenderer } from './render/render-body.js';
export { serializeDocument } from './serialize-document.js';
export { splitDocument } from './split.js';
export type { DocumentSplit } from './split.js';
