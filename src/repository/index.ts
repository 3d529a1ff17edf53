/**
 * The repository layer: collections and every document operation over a
 * storage (operations.md), plus the storages and the layout.
 *
 * @packageDocumentation
 */

export { createRepository, openRepository } from './repository.js';
export type { Repository } from './repository.js';
export type { Collection, TypedDocumentResult } from './collection.js';
export type { AdrOperations, AdrMutationResult } from './adr/operations.js';
export type { AdrContent } from './ops/create.js';
export type { EarlyResult } from './ops/mutate.js';
export type { WarmEntry } from './ops/warm.js';
export { registryTypes } from './checks/types.js';
export type { TypeSource } from './checks/types.js';
export type { Target } from './checks/targets.js';
export type {
  CreateOptions,
  EditOptions,
  GetOptions,
  IfMatchOptions,
  ListOptions,
  PageOptions,
  RepoValidateOptions,
  RepositoryOptions,
  SetClassificationOptions,
  SetStatusOptions,
  UpdateOptions,
} from './options.js';
export type {
  ConflictResult,
  CreateResult,
  DeleteResult,
  DocSummary,
  DocumentResult,
  FormatResult,
  IncomingRow,
  InvalidStatusResult,
  LinkCheckCode,
  LinkCheckResult,
  LinkDiagnostic,
  LinkParamsByCode,
  MutationResult,
  PagedResult,
  ParseFailureResult,
  RawResult,
  ReferenceRow,
  RiskZone,
  RskSummary,
  TranslationState,
  ValidateResult,
} from './results.js';
export type { RepoText } from './worded.js';
export { defaultCoverageRules } from './trace/coverage.js';
export type { CoverageDiagnostic, CoverageResult, CoverageRule } from './trace/coverage.js';
export type { TraceRelation } from './trace/facts.js';
export type { TraceEnd, TraceLinkRow, TraceLinksResult } from './trace/links.js';
export type { ConfirmResult, LinkStatus, SuspectLink, SuspectResult, TraceTarget } from './trace/suspect.js';
export type { TraceStateNote } from './trace/state.js';
export type { ImpactOptions, ImpactResult, ImpactRow, ImpactStep } from './trace/impact.js';
export type { TraceMatrix, TraceMatrixLink, TraceMatrixOptions, TraceMatrixRow } from './trace/matrix.js';
export { formatTraceMatrix } from './trace/render.js';
export type { TraceMatrixFormat } from './trace/render.js';
export { computeEtag } from './text/etag.js';
export { slugify } from './text/slug.js';
export { textWindow } from './text/window.js';
export { compileGlob } from './text/glob.js';
export { DEFAULT_MAX_RESULTS, MAX_MAX_RESULTS, MIN_MAX_RESULTS, MIN_OFFSET, normalizePaging } from './text/paging.js';
export { extractReferences } from './references/extract.js';
export type { ExtractedReference } from './references/extract.js';
export { defaultLayout, layoutFromEnv, normalizeLayout, collectionDir } from './layout.js';
export type { Layout } from './layout.js';
// The pure front door: nodeStorage (node:fs) is reached through ../node.ts
// or ./storage/index.js, never from here, so the main entry stays bundleable
// for a browser.
export { memoryStorage } from './storage/memory-storage.js';
export type { FileIdentity, Storage, StorageEntry, WriteOptions } from './storage/storage.js';
export type { DocumentCache } from './persist/document-cache.js';
export type { ParseBatch, ParseJob, ParseOutcome, ParseWorkers, ThrownError } from './parallel/parse-workers.js';

// Used by the layers above.
export { checkRefName } from './checks/paths.js';
export { joinPath } from './storage/paths.js';
export { mapBounded } from './store/scan.js';
export type { LinkCheckExplanation } from './references/link-catalogue.js';
export { linkCheckCatalogue } from './references/link-catalogue.js';
