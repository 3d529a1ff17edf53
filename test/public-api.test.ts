/**
 * Pins the public API of each entry — `specmgr`, `specmgr/node`,
 * `specmgr/outline`: every runtime export by name, and the shape of the
 * main types (checked by the type checker, which `npm test` runs first).
 * Names that must stay out of an entry are pinned with `@ts-expect-error`,
 * so exporting one again fails the type check.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as specmgr from '../src/index.js';
import * as node from '../src/node.js';
import * as outline from '../src/outline.js';
import * as mcp from '../src/mcp.js';
import * as testing from '../src/testing.js';
import type { BodyOf, Diagnostic, DocumentLimits, ParseResult, TaskBody, ValidateResult } from '../src/index.js';

describe('public API: specmgr', () => {
  it('exports the document limits and their type', () => {
    expectTypeOf(specmgr.defaultLimits).toEqualTypeOf<Readonly<DocumentLimits>>();
    expectTypeOf<DocumentLimits>().toEqualTypeOf<{ maxBytes: number; maxDepth: number }>();
    expectTypeOf<NonNullable<Parameters<typeof specmgr.parse>[2]>['limits']>().toEqualTypeOf<Partial<DocumentLimits> | undefined>();
  });

  it('exports exactly these runtime names', () => {
    expect(Object.keys(specmgr).sort()).toEqual([
      'AlreadyExistsError',
      'FrontmatterEditError',
      'LineIndex',
      'MAX_DIAGNOSTICS_PER_DOCUMENT',
      'NotFoundError',
      'SpecmgrError',
      'StorageError',
      'UsageError',
      'adrBodySchema',
      'adrOptionSchema',
      'availableLanguages',
      'categoryOf',
      'createBoard',
      'createDiagnostic',
      'createLanguageRegistry',
      'createRepository',
      'defaultCoverageRules',
      'defaultLayout',
      'defaultLimits',
      'defaultMessages',
      'diagnosticCatalogue',
      'diagnosticCodes',
      'diagnosticDocs',
      'documentTypes',
      'extractReferences',
      'formatDiagnostic',
      'formatErrors',
      'formatLabelled',
      'formatTraceMatrix',
      'layoutFromEnv',
      'linkCheckCatalogue',
      'listItemSchema',
      'memoryStorage',
      'operationLabel',
      'packagedLanguages',
      'parse',
      'qaPairSchema',
      'referenceMessages',
      'renderDiagnostic',
      'renderDiagnostics',
      'resolveMessages',
      'serialize',
      'sortDiagnostics',
      'splitLines',
      'systemClock',
      'taskItemSchema',
      'toJsonSchema',
      'toVFileMessages',
      'updateEntrySchema',
      'updatesSchema',
      'validate',
      'validationResult',
    ]);
  });

  it('lists the 13 document types in canonical order, one way only', () => {
    expect(Object.keys(specmgr.documentTypes)).toEqual(['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']);
    expectTypeOf<specmgr.DocumentTag>().toEqualTypeOf<keyof typeof specmgr.documentTypes>();
    expectTypeOf<specmgr.DocumentTag>().toEqualTypeOf<'req' | 'uc' | 'tsk' | 'qa' | 'prb' | 'gol' | 'rsk' | 'dec' | 'sop' | 'feat' | 'vcr' | 'sysrs' | 'adr'>();
    // @ts-expect-error -- `DocumentTag` is the one name of the union
    expectTypeOf<specmgr.KnownType>();
    // @ts-expect-error -- `Object.keys(documentTypes)` lists the types
    void specmgr.registeredTypes;
    // @ts-expect-error -- likewise
    void specmgr.documentTags;
  });

  it('keeps the engine internals and Node out of the main entry', () => {
    expect(Object.keys(specmgr)).not.toContain('nodeStorage');
    expect(Object.keys(specmgr)).not.toContain('defineDocumentType');
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.BodyMatcher>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.CompiledHeading>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.Capture>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.BodyMatch>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.MatchOptions>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.BodyRange>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<specmgr.CheckContext>();
    // @ts-expect-error -- for type authors: specmgr/outline
    expectTypeOf<specmgr.SectionDef>();
    // @ts-expect-error -- specmgr/node
    expectTypeOf<specmgr.NodeStorageOptions>();
  });

  it('types parse results per document type', () => {
    expectTypeOf(specmgr.parse<'tsk'>).returns.toEqualTypeOf<ParseResult<specmgr.FrontmatterOf<'tsk'>, TaskBody>>();
    expectTypeOf<BodyOf<'tsk'>>().toEqualTypeOf<TaskBody>();
    expectTypeOf<TaskBody['tasks']['items'][number]>().toEqualTypeOf<specmgr.TaskItem>();
    expectTypeOf<BodyOf<'vcr'>['coverage']>().toEqualTypeOf<'full' | 'partial' | 'none'>();
    expectTypeOf(specmgr.validate).returns.toEqualTypeOf<ValidateResult>();
    expectTypeOf<Diagnostic['severity']>().toEqualTypeOf<'error' | 'warning' | 'info'>();
  });

  it('derives every error class from SpecmgrError, with a stable code', () => {
    expectTypeOf<specmgr.UsageError>().toExtend<specmgr.SpecmgrError>();
    expectTypeOf<specmgr.NotFoundError>().toExtend<specmgr.SpecmgrError>();
    expectTypeOf<specmgr.AlreadyExistsError>().toExtend<specmgr.SpecmgrError>();
    expectTypeOf<specmgr.StorageError>().toExtend<specmgr.SpecmgrError>();
    expectTypeOf<specmgr.FrontmatterEditError>().toExtend<specmgr.SpecmgrError>();
    expectTypeOf<specmgr.SpecmgrError['code']>().toEqualTypeOf<string>();
    expectTypeOf<specmgr.UsageError['code']>().toEqualTypeOf<specmgr.UsageErrorCode>();
    expectTypeOf<specmgr.StorageError['code']>().toEqualTypeOf<specmgr.StorageErrorCode>();
    expectTypeOf<specmgr.NotFoundError['code']>().toEqualTypeOf<specmgr.NotFoundErrorCode>();
    expectTypeOf<specmgr.AlreadyExistsError['code']>().toEqualTypeOf<'already-exists'>();
    expectTypeOf<specmgr.FrontmatterEditError['code']>().toEqualTypeOf<'frontmatter-not-editable'>();
  });

  it('repositories and boards expose the documented operations', () => {
    const repo = specmgr.createRepository({ storage: specmgr.memoryStorage() });
    for (const name of ['list', 'get', 'getTemplate', 'getExample', 'create', 'update', 'edit', 'setStatus', 'setClassification', 'delete', 'renameFeat', 'validate', 'parseFile', 'formatFile', 'listReferences', 'listIncomingReferences', 'checkLinks', 'translationStatus', 'warm', 'collection'] as const) {
      expect(typeof repo[name]).toBe('function');
    }
    expect(Object.keys(repo.adr).sort()).toEqual(['createOption', 'deleteOption', 'listOptions', 'readOption', 'updateFrontmatter', 'updateOption', 'updateSection', 'validate']);
    type TaskResult = Awaited<ReturnType<specmgr.Collection<'tsk'>['get']>>;
    expectTypeOf<Extract<TaskResult, { kind: 'document' }>['body']>().toEqualTypeOf<TaskBody>();
    expect(repo.collection('tsk').type).toBe('tsk');
    const board = specmgr.createBoard(repo);
    expect(Object.keys(board).sort()).toEqual(['adopt', 'boardStatus', 'create', 'list', 'pull', 'reap', 'update']);
  });
});

describe('public API: specmgr/node', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(node).sort()).toEqual(['directoryCache', 'nodeStorage', 'workerThreads']);
  });

  it('makes storages of the main entry’s Storage type', () => {
    expectTypeOf(node.nodeStorage).parameters.toEqualTypeOf<[rootDir: string, options?: node.NodeStorageOptions]>();
    expectTypeOf(node.nodeStorage).returns.toEqualTypeOf<specmgr.Storage>();
    expectTypeOf<node.NodeStorageOptions>().toEqualTypeOf<{ lockTimeoutMs?: number; staleLockMs?: number }>();
  });

  it('makes persisted caches of the main entry’s DocumentCache type', () => {
    expectTypeOf(node.directoryCache).parameters.toEqualTypeOf<[dir: string]>();
    expectTypeOf(node.directoryCache).returns.toEqualTypeOf<specmgr.DocumentCache>();
    expectTypeOf<specmgr.RepositoryOptions['cache']>().toEqualTypeOf<specmgr.DocumentCache | undefined>();
    expectTypeOf<specmgr.FileIdentity>().toEqualTypeOf<{ size: number; mtimeMs: number; ctimeMs: number; ino: string }>();
    expectTypeOf<NonNullable<specmgr.Storage['identity']>>().returns.toEqualTypeOf<Promise<specmgr.FileIdentity | null>>();
  });

  it('makes parse pools for the workers option of createRepository', () => {
    expectTypeOf(node.workerThreads).parameters.toEqualTypeOf<[options?: node.WorkerThreadsOptions]>();
    expectTypeOf(node.workerThreads).returns.toEqualTypeOf<specmgr.ParseWorkers>();
    expectTypeOf<node.WorkerThreadsOptions>().toEqualTypeOf<{ size?: number; threshold?: number }>();
    expectTypeOf<specmgr.RepositoryOptions['workers']>().toEqualTypeOf<specmgr.ParseWorkers | undefined>();
  });
});

describe('public API: specmgr/outline', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(outline).sort()).toEqual([
      'anyOrder',
      'arraySection',
      'blockQuote',
      'codeBlock',
      'comment',
      'defineDocumentType',
      'entryHeading',
      'field',
      'freeSection',
      'integer',
      'items',
      'itemsWithNotes',
      'lenientOnly',
      'liftedSection',
      'literal',
      'missingIsLegacy',
      'opaque',
      'optional',
      'paragraph',
      'paragraphs',
      'pattern',
      'qaPairs',
      'repeated',
      'section',
      'taskItems',
      'template',
      'text',
      'updates',
      'valueSection',
      'vocabulary',
      'words',
    ]);
  });

  it('types an outline by its builders', () => {
    expectTypeOf(outline.paragraph('summary')).toEqualTypeOf<outline.Field<'summary', string, false, never>>();
    expectTypeOf(outline.optional(outline.paragraphs('notes'))).toEqualTypeOf<outline.Field<'notes', string[], true, never>>();
    expectTypeOf(outline.taskItems('steps')).toEqualTypeOf<outline.Field<'steps', specmgr.List<specmgr.TaskItem>, false, never>>();
    expectTypeOf<import('zod').infer<ReturnType<typeof outline.vocabulary<['low', 'high']>>['schema']>>().toEqualTypeOf<'low' | 'high'>();
    const root = outline.section('note', { level: 1, heading: outline.template('Note {n}', { n: outline.integer('number') }) }, [
      outline.paragraphs('summary'),
      outline.optional(outline.items('links')),
      outline.updates('recentUpdates', { level: 2 }),
    ]);
    type Note = outline.ValueOf<typeof root>;
    expectTypeOf<Note>().toEqualTypeOf<{ number: number; summary: string[]; links?: specmgr.List; recentUpdates: specmgr.Updates }>();
    expectTypeOf(outline.defineDocumentType<'note', 'draft' | 'done', Note>).returns.toHaveProperty('tag').toEqualTypeOf<'note'>();
    expectTypeOf(outline.defineDocumentType<'note', 'draft' | 'done', Note>).returns.toHaveProperty('bodySchema').toEqualTypeOf<import('zod').ZodType<Note>>();
    expectTypeOf<outline.ListFieldOptions>().toEqualTypeOf<{ min?: number; max?: number; value?: outline.ValueRule; singleLine?: boolean }>();
    expectTypeOf(outline.items).parameter(1).toEqualTypeOf<outline.ListFieldOptions | undefined>();
  });

  it('leaves the engine out', () => {
    expect(Object.keys(outline)).not.toContain('compileHeadings');
    expect(Object.keys(outline)).not.toContain('compileTemplate');
    // @ts-expect-error -- an engine internal
    expectTypeOf<outline.BodyMatcher>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<outline.CompiledHeading>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<outline.BodyMatch>();
    // @ts-expect-error -- an engine internal
    expectTypeOf<outline.MatchOptions>();
  });
});

describe('public API: specmgr/mcp', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(mcp).sort()).toEqual(['DOCUMENT_URI_TEMPLATE', 'MissingPeerDependencyError', 'registerSpecmgrTools']);
  });

  it('registers on an McpServer and resolves with what it registered', () => {
    type Server = import('@modelcontextprotocol/sdk/server/mcp.js').McpServer;
    expectTypeOf(mcp.registerSpecmgrTools).parameter(0).toEqualTypeOf<Server>();
    expectTypeOf(mcp.registerSpecmgrTools).returns.resolves.toEqualTypeOf<mcp.SpecmgrTools>();
    expectTypeOf<mcp.SpecmgrTools>().toEqualTypeOf<{ readonly tools: readonly string[]; readonly resourceTemplate: string; remove(): void }>();
    expectTypeOf<mcp.SpecmgrToolsOptions['toolset']>().toEqualTypeOf<'full' | 'compact' | undefined>();
    expectTypeOf<mcp.SpecmgrToolsOptions['repo']>().toEqualTypeOf<specmgr.Repository>();
    expectTypeOf<mcp.SpecmgrToolsOptions['board']>().toEqualTypeOf<specmgr.Board | undefined>();
    expectTypeOf<mcp.SpecmgrToolsOptions['messages']>().toEqualTypeOf<specmgr.MessageOption | undefined>();
    expect(new mcp.MissingPeerDependencyError('@modelcontextprotocol/sdk', undefined)).toBeInstanceOf(specmgr.SpecmgrError);
  });

  it('leaves the internals out', () => {
    expect(Object.keys(mcp)).not.toContain('importPeer');
    expect(Object.keys(mcp)).not.toContain('loadMcpSdk');
    // @ts-expect-error -- an internal of the adapter
    expectTypeOf<mcp.ToolSpec>();
  });
});

describe('public API: specmgr/testing', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(testing).sort()).toEqual(['DocumentAssertionError', 'assertValidDocument', 'checkTree', 'describeStorageContract', 'specmgrMatchers']);
    expect(Object.keys(testing.specmgrMatchers).sort()).toEqual(['toBeValidDocument', 'toHaveDiagnostic']);
  });

  it('types the assertion by the document type and the matchers for either framework', () => {
    expectTypeOf(testing.assertValidDocument<'tsk'>).returns.toEqualTypeOf<specmgr.ParsedDocument<specmgr.FrontmatterOf<'tsk'>, TaskBody>>();
    expectTypeOf<testing.SpecmgrMatchers<void>['toHaveDiagnostic']>().returns.toEqualTypeOf<void>();
    expectTypeOf<testing.SpecmgrMatchers<Promise<void>>['toBeValidDocument']>().parameters.toEqualTypeOf<[type: specmgr.TypeArgument, options?: testing.AssertValidDocumentOptions]>();
    expectTypeOf(testing.specmgrMatchers.toHaveDiagnostic).returns.toEqualTypeOf<testing.SpecmgrMatcherResult>();
    expectTypeOf<testing.DocumentAssertionError['code']>().toEqualTypeOf<'invalid-document'>();
  });

  it('checks a folder or a repository into the report of specmgr check', () => {
    expectTypeOf(testing.checkTree).parameters.toEqualTypeOf<[root: string | specmgr.Repository, options?: testing.CheckTreeOptions]>();
    expectTypeOf(testing.checkTree).returns.resolves.toEqualTypeOf<testing.CheckReport>();
    expectTypeOf<testing.CheckReport['files'][number]>().toEqualTypeOf<testing.CheckedFile>();
    expectTypeOf<testing.CheckTreeOptions>().toEqualTypeOf<testing.CheckOptions & testing.OpenTreeOptions>();
    expectTypeOf<testing.OpenTreeOptions['cache']>().toEqualTypeOf<specmgr.DocumentCache | undefined>();
    expectTypeOf<testing.OpenTreeOptions['workers']>().toEqualTypeOf<specmgr.ParseWorkers | undefined>();
  });

  it('takes the describe and it of a framework for the storage contract', () => {
    expectTypeOf(testing.describeStorageContract).parameters.toEqualTypeOf<[name: string, makeStorage: () => specmgr.Storage | Promise<specmgr.Storage>, options: testing.StorageContractOptions]>();
    expectTypeOf({ describe, it }).toMatchTypeOf<testing.StorageContractOptions>();
  });
});
