/**
 * Pins the public API: every runtime export by name, and the shape of the
 * main types (checked by the type checker, which `npm test` runs first).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as specmgr from '../src/index.js';
import type { BodyOf, Diagnostic, DocumentLimits, ParseResult, TaskBody, ValidateResult } from '../src/index.js';

describe('public API', () => {
  it('exports the document limits and their type', () => {
    expectTypeOf(specmgr.defaultLimits).toEqualTypeOf<Readonly<DocumentLimits>>();
    expectTypeOf<DocumentLimits>().toEqualTypeOf<{ maxBytes: number; maxDepth: number }>();
    expectTypeOf<NonNullable<Parameters<typeof specmgr.parse>[2]>['limits']>().toEqualTypeOf<Partial<DocumentLimits> | undefined>();
  });

  it('exports exactly these runtime names', () => {
    expect(Object.keys(specmgr).sort()).toEqual([
      'AlreadyExistsError',
      'LineIndex',
      'NotFoundError',
      'StorageError',
      'UsageError',
      'adrBodySchema',
      'adrOptionSchema',
      'availableLanguages',
      'categoryOf',
      'createBoard',
      'createLanguageRegistry',
      'createRepository',
      'defaultLayout',
      'defaultLimits',
      'diagnosticCatalogue',
      'diagnosticCodes',
      'documentTypes',
      'extractReferences',
      'formatDiagnostic',
      'formatErrors',
      'formatLabelled',
      'layoutFromEnv',
      'listItemSchema',
      'memoryStorage',
      'nodeStorage',
      'operationLabel',
      'packagedLanguages',
      'parse',
      'qaPairSchema',
      'registeredTypes',
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

  it('registers the 13 document types in canonical order', () => {
    expect(specmgr.registeredTypes()).toEqual(['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']);
  });

  it('types parse results per document type', () => {
    expectTypeOf(specmgr.parse<'tsk'>).returns.toEqualTypeOf<ParseResult<specmgr.FrontmatterOf<'tsk'>, TaskBody>>();
    expectTypeOf<BodyOf<'tsk'>>().toEqualTypeOf<TaskBody>();
    expectTypeOf<TaskBody['tasks']['items'][number]>().toEqualTypeOf<specmgr.TaskItem>();
    expectTypeOf<BodyOf<'vcr'>['coverage']>().toEqualTypeOf<'full' | 'partial' | 'none'>();
    expectTypeOf(specmgr.validate).returns.toEqualTypeOf<ValidateResult>();
    expectTypeOf<Diagnostic['severity']>().toEqualTypeOf<'error' | 'warning' | 'info'>();
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
