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
export { parse } from './api/parse.js';
export type { ParseOptions } from './api/parse.js';
export { serialize } from './api/serialize.js';
export type { SerializeOptions } from './api/serialize.js';
export { validate, validationResult } from './api/validate.js';
export type { ValidateOptions, ValidateResult } from './api/validate.js';
export type { ParseResult, ParsedDocument, SourceInfo, SourceRange } from './format/parse-document.js';
export { toJsonSchema } from './api/json-schema.js';
export type { JsonSchemaOptions, JsonSchemaPart } from './api/json-schema.js';
export type { TypeArgument } from './api/usage.js';
export { defaultLimits } from './format/markdown/limits.js';
export { MAX_DIAGNOSTICS_PER_DOCUMENT } from './format/diagnostic-cap.js';
export type { DocumentLimits } from './format/markdown/limits.js';

// Document types (one way to list them: `Object.keys(documentTypes)`)
export { documentTypes } from './domains/registry.js';
export type { DocumentTag } from './domains/registry.js';
export type { DocumentType, StatusRule, TypeStorage } from './format/document-type.js';
export type { AnyTypeRecord, BodyOf, FrontmatterOf } from './domains/registry.js';
export type { FolderIdMessages, StatusValue } from './format/document-type.js';
export type { FrontmatterKeys, FrontmatterModel } from './format/frontmatter/schema.js';
export type { AdrFrontmatter, BaseFrontmatter } from './format/frontmatter/model.js';
export type { FrontmatterRules } from './format/frontmatter/schema.js';
export type { HeadingTable } from './format/outline/paths.js';
export { LineIndex, splitLines } from './text/lines.js';
export { listItemSchema, taskItemSchema, updateEntrySchema } from './format/outline/models.js';
export { updatesSchema } from './format/outline/updates.js';
export type { AdrBody, AdrOption } from './domains/adr/index.js';
export { adrBodySchema, adrOptionSchema } from './domains/adr/model.js';
export type { DecisionBody } from './domains/dec/index.js';
export type { FeatureBody } from './domains/feat/index.js';
export type { GoalBody } from './domains/gol/index.js';
export type { ProblemStatementBody } from './domains/prb/index.js';
export type { QuestionAndAnswerBody } from './domains/qa/index.js';
export type { RequirementBody } from './domains/req/index.js';
export type { RiskBody } from './domains/rsk/index.js';
export type { StandardOperatingProcedureBody } from './domains/sop/index.js';
export type { SystemRequirementsSpecificationBody } from './domains/sysrs/index.js';
export type { TaskBody } from './domains/tsk/index.js';
export type { UseCaseBody } from './domains/uc/index.js';
export type { VerificationCaseRecordBody } from './domains/vcr/index.js';
export type { QaPair } from './format/outline/fields.js';
export { qaPairSchema } from './format/outline/fields.js';
export type { List, ListItem, TaskItem, UpdateEntry } from './format/outline/models.js';
export type { Updates } from './format/outline/updates.js';
export type { Mode } from './format/outline/types.js';

// Diagnostics
export type { Channel, Diagnostic, DiagnosticBase, DiagnosticCode, DiagnosticEnd, Severity } from './diagnostics/diagnostic.js';
export type { BodyConstruct, DiagnosticParamsByCode, ExpectedPart, FrontmatterFieldProblem, FrontmatterLegacyForm, FrontmatterValuePath, NestedBlockKind, StrictLegacyForm, ValuePatternMistake } from './diagnostics/params.js';
export type { DiagnosticPlace, DiagnosticRenderer, DiagnosticRenderers, LabelledOperation, MessageProfile } from './diagnostics/profile.js';
export type { DiagnosticText } from './diagnostics/diagnostic-text.js';
export { defaultMessages } from './diagnostics/default-messages/index.js';
export { createDiagnostic, renderDiagnostic, renderDiagnostics } from './diagnostics/create.js';
export type { DiagnosticCatalogueEntry, DiagnosticCategory } from './diagnostics/catalogue.js';
export type { DiagnosticExample, DiagnosticExamplePair } from './diagnostics/catalogue-examples.js';
export type { DiagnosticExplanation, HintPolicy } from './diagnostics/catalogue-explanations.js';
export { categoryOf, diagnosticCatalogue, diagnosticCodes, diagnosticDocs } from './diagnostics/catalogue.js';
export { sortDiagnostics } from './diagnostics/formatter.js';
export { formatDiagnostic, formatErrors, formatLabelled, operationLabel } from './messages/format.js';
export type { FormatOptions } from './messages/format.js';
export { referenceMessages } from './messages/reference/index.js';
export type { MessageOption } from './messages/resolve.js';
export { resolveMessages } from './messages/resolve.js';
export type { ErrorParamsByReason, ErrorReason, ErrorRenderers } from './errors/messages.js';
export type { CharacterProblem, SectionKind, SectionOperation, SectionPointerExpected } from './errors/index.js';
export { toVFileMessages } from './diagnostics/vfile.js';
export type { SpecmgrVFileData, SpecmgrVFileMessage, ToVFileOptions } from './diagnostics/vfile.js';

// Errors
export { AlreadyExistsError, NotFoundError, SpecmgrError, StorageError, UsageError } from './errors/index.js';
export { FrontmatterEditError } from './format/frontmatter/edit.js';
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
  LinkParamsByCode,
  ListOptions,
  MutationResult,
  PagedResult,
  PageOptions,
  ParseBatch,
  ParseFailureResult,
  ParseJob,
  ParseOutcome,
  ParseWorkers,
  RawResult,
  ReferenceRow,
  RepoText,
  RepoValidateOptions,
  Repository,
  RepositoryOptions,
  RiskZone,
  RskSummary,
  SetClassificationOptions,
  SetStatusOptions,
  Target,
  ThrownError,
  TranslationState,
  UpdateOptions,
  WarmEntry,
} from './repository/index.js';
export type { LinkCheckExplanation } from './repository/references/link-catalogue.js';
export { linkCheckCatalogue } from './repository/references/link-catalogue.js';
export { extractReferences } from './repository/index.js';
export type { ExtractedReference } from './repository/index.js';
export type { AppendElementOptions, SectionEditOptions } from './repository/ops/sections.js';

// Traceability
export { defaultCoverageRules, formatTraceMatrix } from './repository/index.js';
export type {
  ConfirmResult,
  CoverageDiagnostic,
  CoverageResult,
  CoverageRule,
  ImpactOptions,
  ImpactResult,
  ImpactRow,
  ImpactStep,
  LinkStatus,
  SuspectLink,
  SuspectResult,
  TraceEnd,
  TraceLinkRow,
  TraceLinksResult,
  TraceMatrix,
  TraceMatrixFormat,
  TraceMatrixLink,
  TraceMatrixOptions,
  TraceMatrixRow,
  TraceRelation,
  TraceStateNote,
  TraceTarget,
} from './repository/index.js';

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
export type { DocumentCache, FileIdentity, Storage, StorageEntry, WriteOptions } from './repository/index.js';
export { defaultLayout, layoutFromEnv } from './repository/layout.js';
export type { Layout } from './repository/layout.js';
export { systemClock } from './format/frontmatter/timestamp.js';
export type { Clock } from './format/frontmatter/timestamp.js';

// Languages
export { availableLanguages, createLanguageRegistry, packagedLanguages } from './i18n/registry.js';
export type { LanguageRegistry, LanguageRegistryOptions, LanguageTables } from './i18n/registry.js';
