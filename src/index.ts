/**
 * specmgr — read, validate and write specification documents kept as
 * Markdown with YAML frontmatter.
 *
 * Every public name is listed here explicitly; `test/public-api.test.ts`
 * pins the list.
 *
 * @packageDocumentation
 */

// Document functions (pure, no I/O)
export { parse } from './api/parse.js';
export type { ParseOptions } from './api/parse.js';
export { serialize } from './api/serialize.js';
export type { SerializeOptions } from './api/serialize.js';
export { validate, validationResult } from './api/validate.js';
export type { ValidateOptions, ValidateResult } from './api/validate.js';
export type { ParseResult, ParsedDocument, SourceInfo, SourceRange } from './format/parse-document.js';
export { toJsonSchema } from './api/json-schema.js';

// Document types
export { documentTypes, registeredTypes } from './domains/registry.js';
export type { KnownType } from './domains/registry.js';
export { documentTags, statusRules } from './domains/statuses.js';
export type { DocumentTag, StatusRule } from './domains/statuses.js';
export type { DocumentType, BodyMatcher } from './format/document-type.js';
export type { TaskBody } from './domains/tsk/index.js';
export type { List, ListItem, TaskItem, UpdateEntry } from './format/outline/models.js';
export type { Updates } from './format/outline/updates.js';
export type { Mode } from './format/outline/types.js';

// Diagnostics
export type { Channel, Diagnostic, DiagnosticCode, Severity } from './diagnostics/diagnostic.js';
export type { DiagnosticCatalogueEntry, DiagnosticCategory } from './diagnostics/catalogue.js';
export { diagnosticCatalogue, diagnosticCodes } from './diagnostics/catalogue.js';
export { formatDiagnostic, formatErrors, formatLabelled, sortDiagnostics } from './diagnostics/formatter.js';
export { toVFileMessages } from './diagnostics/vfile.js';
export type { ToVFileOptions } from './diagnostics/vfile.js';

// Errors
export { AlreadyExistsError, NotFoundError, StorageError, UsageError } from './errors/index.js';
export type { StorageErrorCode, UsageErrorCode } from './errors/index.js';

// Storage, layout, clock
export { memoryStorage, nodeStorage } from './repository/storage/index.js';
export type { NodeStorageOptions, Storage, StorageEntry } from './repository/storage/index.js';
export { defaultLayout, layoutFromEnv } from './repository/layout.js';
export type { Layout } from './repository/layout.js';
export { systemClock } from './format/frontmatter/timestamp.js';
export type { Clock } from './format/frontmatter/timestamp.js';

// Languages
export { availableLanguages, createLanguageRegistry, packagedLanguages } from './i18n/registry.js';
export type { LanguageRegistry, LanguageTables } from './i18n/registry.js';
