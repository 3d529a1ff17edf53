/**
 * `createRepository(options)`: every document operation of operations.md
 * over one storage, with its own cache, id index and locks.
 *
 * @packageDocumentation
 */

import type { ValidateResult } from '../api/index.js';
import type { DocumentType } from '../format/index.js';
import { requireMode } from '../api/index.js';
import { defaultMessages, type MessageProfile } from '../diagnostics/index.js';
import { resolveLimits } from '../format/index.js';
import { rewordError, SpecmgrError, usageError } from '../errors/index.js';
import { resolveMessages } from '../messages/index.js';
import { systemClock, type Clock } from '../format/index.js';
import type { Mode } from '../format/index.js';
import { packagedLanguages, type LanguageRegistry } from '../i18n/index.js';
import { adrOperations, type AdrOperations } from './adr/operations.js';
import type { Target } from './checks/targets.js';
import { requireOperationType, typeSource, type TypeSource } from './checks/types.js';
import { normalizeCallerPath } from './checks/paths.js';
import { adrSignatures, repositorySignatures } from './checks/signatures.js';
import { anything, arg, checkArguments, checked, custom, options, record } from '../errors/index.js';
import { bindCollection, type Collection } from './collection.js';
import type { RepoContext } from './context.js';
import { normalizeLayout, type Layout } from './layout.js';
import { wordedResult } from './worded.js';
import type {
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
import type { AdrContent } from './ops/create.js';
import { createDocument } from './ops/create.js';
import { deleteDocument } from './ops/delete.js';
import { editDocument } from './ops/edit.js';
import { formatDocumentFile } from './ops/format-file.js';
import { getDocument } from './ops/get.js';
import { listDocuments } from './ops/list.js';
import type { EarlyResult } from './ops/mutate.js';
import { renameFeature } from './ops/rename-feat.js';
import {
  appendDocumentElement,
  removeDocumentElement,
  removeDocumentSection,
  replaceDocumentSection,
  type AppendElementOptions,
  type SectionEditOptions,
} from './ops/sections.js';
import { setDocumentClassification } from './ops/set-classification.js';
import { setDocumentStatus } from './ops/set-status.js';
import { updateDocument } from './ops/update.js';
import { parseFileAt, validateContent } from './ops/validate.js';
import { translationStates, warmCollections, type WarmEntry } from './ops/warm.js';
import { checkRepositoryLinks } from './references/check-links.js';
import { listDocumentReferences, listIncoming } from './references/list-references.js';
import type {
  ConflictResult,
  CreateResult,
  DeleteResult,
  DocSummary,
  DocumentResult,
  FormatResult,
  IncomingRow,
  LinkCheckResult,
  MutationResult,
  ParseFailureResult,
  RawResult,
  ReferenceRow,
  RskSummary,
  TranslationState,
} from './results.js';
import type { Storage } from './storage/storage.js';
import { IdIndex } from './store/id-index.js';
import { LockTable } from './store/locks.js';
import { PersistedCollections } from './persist/persisted-cache.js';
import { ReadCache } from './store/read-cache.js';
import type { PagedResult } from './text/paging.js';
import { coverageOf, coverageRules, type CoverageResult } from './trace/coverage.js';
import { TraceIndex } from './trace/graph.js';
import { traceLinksOf, type TraceLinksResult } from './trace/links.js';
import { traceSignatures } from './trace/signatures.js';
import { readTraceState } from './trace/state.js';
import { impactOfDocument, type ImpactOptions, type ImpactResult } from './trace/impact.js';
import { matrixOf, type TraceMatrix, type TraceMatrixOptions } from './trace/matrix.js';
import { confirmTraceLinks, suspectsOf, type ConfirmResult, type SuspectResult, type TraceTarget } from './trace/suspect.js';

/**
 * A repository of specification documents over one storage
 * (operations.md). Usage errors throw before any storage access; content
 * problems are returned results.
 *
 * Every method (and every `repo.adr` and `repo.collection(type)` method)
 * checks its arguments against a description first
 * (`checks/signatures.ts`, checked by `errors/arguments.ts`): a value of the
 * wrong JavaScript type rejects with a `UsageError` such as
 * `update: option "dryRun" must be a boolean, got string "true"`, and
 * unknown options are refused. Refs and caller paths go through one
 * normaliser (`checks/paths.ts`), so a storage only ever receives clean
 * root-relative paths.
 *
 * @example
 * ```ts
 * const repo = createRepository({ storage: nodeStorage('.') });
 * const page = await repo.list('tsk');
 * ```
 */
export interface Repository {
  readonly storage: Storage;
  readonly layout: Layout;
  readonly clock: Clock;
  readonly mode: Mode;
  readonly languages: LanguageRegistry;
  /**
   * The message profile of every text this repository returns or throws
   * (the `messages` option, resolved once).
   */
  readonly messages: MessageProfile;
  /** List a collection (operations.md §3.1). */
  list(type: string, options?: ListOptions): Promise<PagedResult<DocSummary | RskSummary>>;
  /** Read one document, parsed or raw (operations.md §3.2). */
  get(type: string, target: Target, options?: GetOptions): Promise<DocumentResult | RawResult | ParseFailureResult>;
  /** The packaged template of a whole-body type (operations.md §3.3). */
  getTemplate(type: string): string;
  /** The packaged example of a whole-body type (operations.md §3.3). */
  getExample(type: string): string;
  /** Create a document from its body (adr: from its models) (operations.md §4.2, §4.9). */
  create(type: string, content: string | AdrContent, options?: CreateOptions): Promise<CreateResult | ValidateResult>;
  /** Replace the body or splice lines (operations.md §4.3). */
  update(type: string, target: Target, content: string, options?: UpdateOptions): Promise<MutationResult | EarlyResult>;
  /** Replace exact text in the body (operations.md §4.4). */
  edit(type: string, target: Target, oldString: string, newString: string, options?: EditOptions): Promise<MutationResult | EarlyResult>;
  /** Change the status (operations.md §4.5). */
  setStatus(type: string, target: Target, status: string, options?: SetStatusOptions): Promise<MutationResult | EarlyResult>;
  /** Change the classification (operations.md §4.6). */
  setClassification(
    type: string,
    target: Target,
    classification: string | null,
    options?: SetClassificationOptions,
  ): Promise<MutationResult | EarlyResult>;
  /** Delete a document or feature folder (operations.md §4.7). */
  delete(type: string, target: Target, options?: IfMatchOptions): Promise<DeleteResult | ConflictResult>;
  /** Rename a feature (operations.md §4.8). */
  renameFeat(id: string, newId: string, options?: IfMatchOptions): Promise<MutationResult | EarlyResult>;
  /** Validate content without storing it (operations.md §5.1). */
  validate(type: string, content: string, options?: RepoValidateOptions): ValidateResult;
  /** Parse a file at a path as a type (operations.md §5.2). */
  parseFile(type: string, path: string): Promise<DocumentResult | ValidateResult>;
  /** Re-render a document file canonically (operations.md §4.10). */
  formatFile(path: string): Promise<FormatResult | ParseFailureResult>;
  /** The references a document makes (operations.md §6.3). */
  listReferences(type: string, id: string, options?: PageOptions): Promise<PagedResult<ReferenceRow> | ParseFailureResult>;
  /** The documents referring to a document (operations.md §6.4). */
  listIncomingReferences(type: string, id: string, options?: PageOptions): Promise<PagedResult<IncomingRow>>;
  /** Link check over every collection (operations.md §6.5). */
  checkLinks(): Promise<LinkCheckResult>;
  /**
   * The link graph: every resolved typed reference as a link with the
   * relation of the section it stands in (vcr Verifies: `verifies`, a
   * feature's plan Requirements: `implements`, …; `traceFacts`). Kept per
   * repository: a call re-derives only the documents whose etag changed.
   */
  traceLinks(): Promise<TraceLinksResult>;
  /**
   * Apply the coverage rules (`createRepository({ coverage })`, default
   * `defaultCoverageRules`): one `coverage-missing` diagnostic per document
   * that has fewer qualifying links than a rule requires.
   */
  checkCoverage(): Promise<CoverageResult>;
  /**
   * The links whose target's normative content changed since their source
   * confirmed them (fingerprints in `<docsDir>/.trace.json`; a missing or
   * corrupt file confirms nothing and says so in `state`).
   */
  suspectLinks(): Promise<SuspectResult>;
  /**
   * Confirm links: of one source (to some `targets` only, when given), or,
   * with no argument, of the whole tree in one call.
   */
  confirmLinks(source?: TraceTarget, targets?: readonly TraceTarget[]): Promise<ConfirmResult>;
  /** The documents that depend on one (refer to it, or to a dependant), transitively up to `depth` links, with their paths of relations. */
  impactOf(type: string, id: string, options?: ImpactOptions): Promise<ImpactResult>;
  /** A trace matrix: one row per `from` document with its links to `to` documents, coverage and link status (render it with `formatTraceMatrix`). */
  traceMatrix(options: TraceMatrixOptions): Promise<TraceMatrix>;
  /** Translation state per language (languages.md §5). */
  translationStatus(type: string, target: Target): Promise<TranslationState[]>;
  /** Fill the cache and the id index (operations.md §7.3). */
  warm(types?: readonly string[]): Promise<WarmEntry[]>;
  /**
   * Write one section (or one element of a repeated section) from its model
   * value, addressed by its pointer below `/body` (`/description`,
   * `/plan/overview`, `/options/1`); absent, it is inserted where the outline
   * orders it. Everything outside the section stays byte for byte.
   */
  replaceSection(type: string, target: Target, path: string, value: unknown, options?: SectionEditOptions): Promise<MutationResult | EarlyResult>;
  /** Remove one optional section, heading and subsections included. */
  removeSection(type: string, target: Target, path: string, options?: SectionEditOptions): Promise<MutationResult | EarlyResult>;
  /** Add one element to a repeated section (`/options`, `/recentUpdates/entries`, `/plan/taskList`), at its end or (`at: 'start'`) its start. */
  appendElement(type: string, target: Target, path: string, element: unknown, options?: AppendElementOptions): Promise<MutationResult | EarlyResult>;
  /** Remove one element of a repeated section (`/options/1`); an optional container goes with its last element. */
  removeElement(type: string, target: Target, path: string, options?: SectionEditOptions): Promise<MutationResult | EarlyResult>;
  /** The adr structured operations (operations.md §4.9). */
  readonly adr: AdrOperations;
  /** The operations bound to one type, named by its tag or its record (a host type: the record given to this repository). */
  collection<T extends string>(type: T | DocumentType<unknown, T>): Collection<T>;
}

// Every library error a method throws (or rejects with), and every result
// text remembered by textResult, is reworded in the repository's profile; the
// default profile is the words both are built in.
function worded<A extends unknown[], R>(messages: MessageProfile, fn: (...args: A) => R): (...args: A) => R {
  if (messages === defaultMessages) return fn;
  const reword = (error: unknown): unknown => (error instanceof SpecmgrError ? rewordError(error, messages.errors) : error);
  return (...args: A): R => {
    let result: R;
    try {
      result = fn(...args);
    } catch (error) {
      throw reword(error);
    }
    if (!(result instanceof Promise)) return wordedResult(result, messages);
    return result.then((value: unknown) => wordedResult(value, messages), (error: unknown) => Promise.reject(reword(error))) as R;
  };
}

function checkLanguages(languages: unknown): LanguageRegistry {
  if (languages === undefined) return packagedLanguages;
  const tables = (languages as { tables?: unknown } | null)?.tables;
  if (tables instanceof Map) return languages as LanguageRegistry;
  throw usageError('invalid-arguments', 'languages-not-a-registry', { received: typeof languages });
}

function templateOf(context: RepoContext, type: string, which: 'template' | 'example'): string {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  return documentType[which];
}

/**
 * Build a repository with a given source of document types. The public
 * {@link createRepository} uses the library's registry; tests and hosts
 * with extra types pass their own.
 *
 * @param options - storage, layout, clock, mode, languages
 * @param types - where document types come from
 * @returns the repository
 * @throws UsageError `invalid-arguments` for a bad layout, mode or registry
 * @example
 * ```ts
 * const repo = openRepository({ storage: memoryStorage() }, registryTypes);
 * ```
 */
export function openRepository(options: RepositoryOptions, types: TypeSource): Repository {
  checkArguments('createRepository', REPOSITORY_OPTIONS, [options]);
  const storage = options?.storage;
  if (typeof storage !== 'object' || storage === null || typeof storage.read !== 'function') {
    throw usageError('invalid-arguments', 'storage-required', { received: typeof storage });
  }
  const layout = normalizeLayout(options.layout);
  const mode = requireMode(options.mode);
  const limits = resolveLimits(options.limits);
  const languages = checkLanguages(options.languages);
  const clock = options.clock ?? systemClock;
  const messages = resolveMessages(options.messages);
  // Asked only for an absolute caller path (absolute() names, it does no I/O), then kept.
  let root: string | undefined;
  const base = (): string => (root ??= String(storage.absolute('')));
  const persisted = options.cache === undefined || options.cache === null ? {} : { persisted: new PersistedCollections(options.cache) };
  const context: RepoContext = { storage, layout, clock, mode, limits, languages, types, cache: new ReadCache(mode, limits), index: new IdIndex(), locks: new LockTable(), messages, workers: options.workers, ...persisted };
  const coverage = coverageRules(options.coverage, types);
  const trace = new TraceIndex();
  const specs = { ...repositorySignatures(types), ...traceSignatures(types) };
  const wrap = <A extends unknown[], R>(name: string, fn: (...args: A) => R, asynchronous = true): ((...args: A) => R) =>
    worded(messages, checked(name, specs[name] ?? [], fn, asynchronous));
  const repo: Repository = {
    storage,
    layout,
    clock,
    mode,
    languages,
    messages,
    list: wrap('list', (type: string, opts?: ListOptions) => listDocuments(context, type, opts)),
    get: wrap('get', (type: string, target: Target, opts?: GetOptions) => getDocument(context, type, target, opts)),
    getTemplate: wrap('getTemplate', (type: string) => templateOf(context, type, 'template'), false),
    getExample: wrap('getExample', (type: string) => templateOf(context, type, 'example'), false),
    create: wrap('create', (type: string, content: string | AdrContent, opts?: CreateOptions) => createDocument(context, type, content, opts)),
    update: wrap('update', (type: string, target: Target, content: string, opts?: UpdateOptions) =>
      updateDocument(context, type, target, content, opts),
    ),
    edit: wrap('edit', (type: string, target: Target, oldString: string, newString: string, opts?: EditOptions) =>
      editDocument(context, type, target, oldString, newString, opts),
    ),
    setStatus: wrap('setStatus', (type: string, target: Target, status: string, opts?: SetStatusOptions) =>
      setDocumentStatus(context, type, target, status, opts),
    ),
    setClassification: wrap('setClassification', (type: string, target: Target, value: string | null, opts?: SetClassificationOptions) =>
      setDocumentClassification(context, type, target, value, opts),
    ),
    delete: wrap('delete', (type: string, target: Target, opts?: IfMatchOptions) => deleteDocument(context, type, target, opts)),
    renameFeat: wrap('renameFeat', (id: string, newId: string, opts?: IfMatchOptions) => renameFeature(context, id, newId, opts)),
    validate: wrap('validate', (type: string, content: string, opts?: RepoValidateOptions) => validateContent(context, type, content, opts), false),
    parseFile: wrap('parseFile', async (type: string, path: string) => {
      requireOperationType(types, type, 'whole-body');
      return parseFileAt(context, type, normalizeCallerPath(path, base));
    }),
    formatFile: wrap('formatFile', async (path: string) => formatDocumentFile(context, normalizeCallerPath(path, base))),
    listReferences: wrap('listReferences', (type: string, id: string, opts?: PageOptions) => listDocumentReferences(context, type, id, opts)),
    listIncomingReferences: wrap('listIncomingReferences', (type: string, id: string, opts?: PageOptions) => listIncoming(context, type, id, opts)),
    checkLinks: wrap('checkLinks', () => checkRepositoryLinks(context)),
    traceLinks: wrap('traceLinks', async () => traceLinksOf(context, await trace.graph(context))),
    checkCoverage: wrap('checkCoverage', async () => coverageOf(context, await trace.graph(context), coverage)),
    suspectLinks: wrap('suspectLinks', async () => {
      const graph = await trace.graph(context);
      const { state, note } = await readTraceState(storage, layout);
      return suspectsOf(context, graph, state, note);
    }),
    confirmLinks: wrap('confirmLinks', (source?: TraceTarget, targets?: readonly TraceTarget[]) => confirmTraceLinks(context, trace, source, targets)),
    impactOf: wrap('impactOf', (type: string, id: string, opts?: ImpactOptions) => impactOfDocument(context, trace, type, id, opts)),
    traceMatrix: wrap('traceMatrix', async (opts: TraceMatrixOptions) => {
      const graph = await trace.graph(context);
      const { state, note } = await readTraceState(storage, layout);
      return matrixOf(context, graph, coverage, state, note, { from: requireOperationType(types, opts.from, 'all').tag, to: requireOperationType(types, opts.to, 'all').tag });
    }),
    translationStatus: wrap('translationStatus', (type: string, target: Target) => translationStates(context, type, target)),
    warm: wrap('warm', (list?: readonly string[]) => warmCollections(context, list)),
    replaceSection: wrap('replaceSection', (type: string, target: Target, path: string, value: unknown, opts?: SectionEditOptions) =>
      replaceDocumentSection(context, type, target, path, value, opts),
    ),
    removeSection: wrap('removeSection', (type: string, target: Target, path: string, opts?: SectionEditOptions) =>
      removeDocumentSection(context, type, target, path, opts),
    ),
    appendElement: wrap('appendElement', (type: string, target: Target, path: string, element: unknown, opts?: AppendElementOptions) =>
      appendDocumentElement(context, type, target, path, element, opts),
    ),
    removeElement: wrap('removeElement', (type: string, target: Target, path: string, opts?: SectionEditOptions) =>
      removeDocumentElement(context, type, target, path, opts),
    ),
    adr: checkedAdrOperations(adrOperations(context), messages),
    collection: wrap(
      'collection',
      <T extends string>(type: T | DocumentType<unknown, T>) => {
        const found = requireOperationType(types, type, 'all');
        return bindCollection(repo, found.tag as T);
      },
      false,
    ),
  };
  return Object.freeze(repo);
}

const REPOSITORY_OPTIONS = [
  arg(
    'options',
    options({
      storage: anything,
      layout: record,
      clock: custom('a Clock ({ now(): Date })', (value) => typeof (value as { now?: unknown }).now === 'function'),
      mode: anything,
      languages: anything,
      // The size and nesting limits of the format layer, checked there.
      limits: record,
      // Checked by typeSource, which words what is wrong with which entry.
      types: anything,
      // Checked by resolveMessages.
      messages: anything,
      cache: custom(
        'a DocumentCache ({ read(key), write(key, bytes) })',
        (value) => typeof (value as { read?: unknown }).read === 'function' && typeof (value as { write?: unknown }).write === 'function',
      ),
      // Checked by coverageRules, which names the rule and what is wrong with it.
      coverage: anything,
      workers: custom(
        'parse workers ({ threshold, parse(batch), close() }, e.g. workerThreads() from specmgr/node)',
        (value) => typeof (value as { parse?: unknown }).parse === 'function' && typeof (value as { threshold?: unknown }).threshold === 'number',
      ),
    }),
  ),
];

function checkedAdrOperations(operations: AdrOperations, messages: MessageProfile): AdrOperations {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(operations) as [string, (...args: unknown[]) => unknown][]) {
    out[name] = worded(messages, checked(`adr.${name}`, adrSignatures[name] ?? [], fn, true));
  }
  return Object.freeze(out) as unknown as AdrOperations;
}

/**
 * Create a repository over a storage (operations.md §1.2). Nothing is read
 * until the first operation; there is no global state.
 *
 * **Host types.** `types` adds document types made with
 * `defineDocumentType` to the 13 built-in ones, for this repository only (a
 * type given to one repository is unknown to another). Every operation
 * takes them by tag: a file-stored type lives in `<docsDir>/<tag>/`, one
 * `<tag>-<uuid>-<slug>.md` per document; a folder-stored type in
 * `<docsDir>/<tag>/<id>/README.md`. Their references (`<referenceTag> <id>`)
 * are extracted, resolved and link-checked like the built-in ones. A host
 * type whose tag is a built-in one is **refused**, not taken as a
 * replacement: the board, `renameFeat` and `repo.adr` rely on the built-in
 * records by tag, and a silent replacement would change them. Their
 * headings in other languages come from a registry that knows them
 * (`createLanguageRegistry(tables, { types })`).
 *
 * @param options - `storage` (required); `layout` (default `docs`, `docs/adr`,
 *   `.specmgr/feat`), `clock` (default: the system clock), `mode` (`strict`
 *   default, or `lenient`), `languages` (default: the packaged tables),
 *   `types` (host document types), `messages` (`'default'`, `'reference'` or
 *   a profile: the words of every returned text and thrown error; list and
 *   get stay byte-identical to each other in every profile)
 * @returns the repository
 * @throws UsageError `invalid-arguments` for a bad layout, mode or registry, or a
 *   `types` entry that is not a `defineDocumentType` record or whose tag or reference tag is taken
 * @example
 * ```ts
 * const repo = createRepository({ storage: nodeStorage('/srv/project'), mode: 'lenient' });
 * const created = await repo.create('tsk', '# Export\n\n- [ ] one\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.');
 * const notes = createRepository({ storage: memoryStorage(), types: [note] }).collection(note);
 * ```
 */
export function createRepository(options: RepositoryOptions): Repository {
  checkArguments('createRepository', REPOSITORY_OPTIONS, [options]);
  return openRepository(options, typeSource(options?.types ?? []));
}
