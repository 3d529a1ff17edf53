/**
 * specmgr — read, validate and write specification documents kept as
 * Markdown with YAML frontmatter.
 *
 * This is the main entry, the pure core: it imports no Node built-in,
 * directly or through anything it imports, so it bundles for a browser, a
 * worker or an editor extension. Two more entries complete the package:
 * `specmgr/node` (`nodeStorage`, for a repository on disk) and
 * `specmgr/outline` (`defineDocumentType` and the outline builders, for a
 * type of your own). The entries share one copy of every class, so an error
 * thrown through `specmgr/node` is `instanceof` the class from `specmgr`.
 *
 * Every public name is listed here explicitly; `test/public-api.test.ts`
 * pins the list of each entry.
 *
 * @packageDocumentation
 */

// Document functions (pure, no I/O)
export { parse } from './api/index.js';
export type { ParseOptions } from './api/index.js';
export { serialize } from './api/index.js';
export type { SerializeOptions } from './api/index.js';
export { validate, validationResult } from './api/index.js';
export type { ValidateOptions, ValidateResult } from './api/index.js';
export type { ParseResult, ParsedDocument, SourceInfo, SourceRange } from './format/index.js';
export { toJsonSchema } from './api/index.js';
export { defaultLimits } from './format/index.js';
export type { DocumentLimits } from './format/index.js';

// Document types (one way to list them: `Object.keys(documentTypes)`)
export { documentTypes } from './domains/index.js';
export type { DocumentTag } from './domains/index.js';
export type { DocumentType, StatusRule, TypeStorage } from './format/index.js';
export type { BodyOf, FrontmatterOf } from './domains/index.js';
export type { AdrFrontmatter, BaseFrontmatter } from './format/index.js';
export type { FrontmatterRules } from './format/index.js';
export type { HeadingTable } from './format/index.js';
export { LineIndex, splitLines } from './text/index.js';
export { listItemSchema, taskItemSchema, updateEntrySchema } from './format/index.js';
export { updatesSchema } from './format/index.js';
export type { AdrBody, AdrOption } from './domains/index.js';
export { adrBodySchema, adrOptionSchema } from './domains/index.js';
export type { DecisionBody } from './domains/index.js';
export type { FeatureBody } from './domains/index.js';
export type { GoalBody } from './domains/index.js';
export type { ProblemStatementBody } from './domains/index.js';
export type { QuestionAndAnswerBody } from './domains/index.js';
export type { RequirementBody } from './domains/index.js';
export type { RiskBody } from './domains/index.js';
export type { StandardOperatingProcedureBody } from './domains/index.js';
export type { SystemRequirementsSpecificationBody } from './domains/index.js';
export type { TaskBody } from './domains/index.js';
export type { UseCaseBody } from './domains/index.js';
export type { VerificationCaseRecordBody } from './domains/index.js';
export type { QaPair } from './format/index.js';
export { qaPairSchema } from './format/index.js';
export type { List, ListItem, TaskItem, UpdateEntry } from './format/index.js';
export type { Updates } from './format/index.js';
export type { Mode } from './format/index.js';

// Diagnostics
export type { Channel, Diagnostic, DiagnosticCode, Severity } from './diagnostics/index.js';
export type { DiagnosticCatalogueEntry, DiagnosticCategory } from './diagnostics/index.js';
export { categoryOf, diagnosticCatalogue, diagnosticCodes } from './diagnostics/index.js';
export { formatDiagnostic, formatErrors, formatLabelled, operationLabel, sortDiagnostics } from './diagnostics/index.js';
export type { LabelledOperation } from './diagnostics/index.js';
export { toVFileMessages } from './diagnostics/index.js';
export type { ToVFileOptions } from './diagnostics/index.js';

// Errors
export { AlreadyExistsError, NotFoundError, SpecmgrError, StorageError, UsageError } from './errors/index.js';
export { FrontmatterEditError } from './format/index.js';
export type { NotFoundErrorCode, StorageErrorCode, UsageErrorCode } from './errors/index.js';

// Repository
export { createRepository } from './repository/index.js';
export type {
  AdrContent,
  AdrMutationResult,
  AdrOperations,
  Collection,
  TypedDocumentResult,
  ConflictResult,
  CreateOptions,
  CreateResult,
  DeleteResult,
  DocSummary,
  DocumentResult,
  EarlyResult,
  EditOptions,
  FormatResult,
  GetOptions,
  IfMatchOptions,
  IncomingRow,
  InvalidStatusResult,
  LinkCheckCode,
  LinkCheckResult,
  LinkDiagnostic,
  ListOptions,
  MutationResult,
  PagedResult,
  PageOptions,
  ParseFailureResult,
  RawResult,
  ReferenceRow,
  RepoValidateOptions,
  Repository,
  RepositoryOptions,
  RiskZone,
  RskSummary,
  SetClassificationOptions,
  SetStatusOptions,
  Target,
  TranslationState,
  UpdateOptions,
  WarmEntry,
} from './repository/index.js';
export { extractReferences } from './repository/index.js';
export type { ExtractedReference } from './repository/index.js';

// Task board
export { createBoard } from './board/index.js';
export type {
  AdoptResult,
  Board,
  BoardFile,
  BoardFileTask,
  BoardListStatus,
  BoardRepository,
  BoardStatusResult,
  CreateArgs,
  Failure,
  ListArgs,
  ListResult,
  OwnerConflict,
  ReapResult,
  StaleConflict,
  Task,
  TaskNote,
  TaskResult,
  TaskRow,
  TaskStatus,
  UpdateArgs,
} from './board/index.js';

// Storage, layout, clock (nodeStorage: `specmgr/node`)
export { memoryStorage } from './repository/index.js';
export type { Storage, StorageEntry, WriteOptions } from './repository/index.js';
export { defaultLayout, layoutFromEnv } from './repository/index.js';
export type { Layout } from './repository/index.js';
export { systemClock } from './format/index.js';
export type { Clock } from './format/index.js';

// Languages
export { availableLanguages, createLanguageRegistry, packagedLanguages } from './i18n/index.js';
export type { LanguageRegistry, LanguageTables } from './i18n/index.js';
