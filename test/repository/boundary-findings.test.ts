// The findings of the adversarial run at the public boundary, each as a
// regression test with the exact text of the error.
import { describe, expect, it } from 'vitest';
import { parse, serialize, toJsonSchema, validate, createLanguageRegistry, memoryStorage as checkedMemoryStorage, layoutFromEnv } from '../../src/index.js';
import { nodeStorage as checkedNodeStorage } from '../../src/node.js';
import { createBoard } from '../../src/board/index.js';
import { UsageError } from '../../src/errors/index.js';
import type { Storage } from '../../src/repository/storage/index.js';
import { ID, featDoc, fixedClock, readText, repoOver, storageKinds, tskBody, tskDoc } from './helpers/fixtures.js';

const TSK = `docs/tsk/tsk-${ID.a}-a.md`;

async function rejection(promise: unknown): Promise<[string, string]> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return [error.code, error.message];
  }
  throw new Error('expected a UsageError');
}

function thrown(fn: () => unknown): [string, string] {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return [error.code, error.message];
  }
  throw new Error('expected a UsageError');
}

async function snapshot(storage: Storage, paths: string[]): Promise<(string | null)[]> {
  return Promise.all(paths.map((p) => readText(storage, p)));
}

describe.each(storageKinds)('delete never names the feature folder itself (%s)', (_name, make) => {
  const FEATS = ['.specmgr/feat/feat-1-a/README.md', '.specmgr/feat/feat-2-b/README.md', '.specmgr/feat/README.md'];
  const files = () => ({ [FEATS[0] as string]: featDoc('feat-1-a'), [FEATS[1] as string]: featDoc('feat-2-b'), [FEATS[2] as string]: '# Features\n' });

  it.each([
    ['.', "ref '.' names the collection folder itself; a bare ref is expected"],
    ['./', "ref './' contains a path separator or a '..' traversal sequence; a bare ref is expected"],
    ['', "ref '' is empty; a non-empty ref is required"],
    [' ', "ref ' ' is empty; a non-empty ref is required"],
    ['\u0000', "ref '\\x00' contains the control character U+0000; a bare ref is expected"],
    ['a\u0000b', "ref 'a\\x00b' contains the control character U+0000; a bare ref is expected"],
    ['.\u0000', "ref '.\\x00' contains the control character U+0000; a bare ref is expected"],
    ['C:', "ref 'C:' starts with a drive letter; a bare ref is expected"],
    ['e\u0301', "ref 'e\u0301' is not in Unicode NFC; pass it through .normalize('NFC'); a bare ref is expected"],
    ['a'.repeat(253), `ref '${'a'.repeat(80)}…' is 253 bytes long in UTF-8; a ref is at most 252 bytes`],
  ])('delete(feat, { ref: %j }) throws and leaves every feature in place', async (ref, message) => {
    const storage = await make(files());
    const repo = repoOver(storage);
    const before = await snapshot(storage, FEATS);
    expect(await rejection(repo.delete('feat', { ref }))).toEqual(['invalid-ref', message]);
    expect(await snapshot(storage, FEATS)).toEqual(before);
    expect((await repo.list('feat')).total).toBe(2);
  });

  it.each(['%2e%2e', '．．', '.hidden'])('a ref %j is a literal name inside the folder: not found, nothing removed', async (ref) => {
    const storage = await make(files());
    const repo = repoOver(storage);
    await expect(repo.delete('feat', { ref })).rejects.toMatchObject({ code: 'not-found' });
    expect((await repo.list('feat')).total).toBe(2);
  });
});

describe.each(storageKinds)('nothing is coerced into a write (%s)', (_name, make) => {
  const setup = async () => {
    const storage = await make({ [TSK]: tskDoc(ID.a) });
    return { storage, repo: repoOver(storage, fixedClock()), before: await readText(storage, TSK) };
  };

  it('setClassification(…, 12) throws and writes nothing', async () => {
    const { storage, repo, before } = await setup();
    expect(await rejection(repo.setClassification('tsk', ID.a, 12 as never))).toEqual([
      'invalid-arguments',
      'setClassification: argument "classification" must be a string or null, got number 12',
    ]);
    expect(await rejection(repo.setClassification('tsk', ID.a, undefined as never))).toEqual([
      'invalid-arguments',
      'setClassification: argument "classification" must be a string or null, got undefined',
    ]);
    expect(await readText(storage, TSK)).toBe(before);
  });

  it.each([
    ['true', 'string "true"'],
    [1, 'number 1'],
    [{}, 'object {}'],
  ])('dryRun: %j throws and writes nothing (so does replaceAll)', async (value, shown) => {
    const { storage, repo, before } = await setup();
    expect(await rejection(repo.update('tsk', ID.a, tskBody('New'), { dryRun: value as never }))).toEqual([
      'invalid-arguments',
      `update: option "dryRun" must be a boolean, got ${shown}`,
    ]);
    expect(await rejection(repo.edit('tsk', ID.a, 'Task 1', 'Task 9', { replaceAll: value as never }))).toEqual([
      'invalid-arguments',
      `edit: option "replaceAll" must be a boolean, got ${shown}`,
    ]);
    expect(await readText(storage, TSK)).toBe(before);
  });

  it.each([
    [{}, 'object {}'],
    [function source() {}, 'function source'],
    [Symbol('s'), 'symbol Symbol(s)'],
    [12, 'number 12'],
    [null, 'null'],
    [['a'], 'array of 1 item'],
    [new Date(0), 'Date 1970-01-01T00:00:00.000Z'],
    [12n, 'bigint 12n'],
  ])('update with content %s throws and writes nothing', async (content, shown) => {
    const { storage, repo, before } = await setup();
    expect(await rejection(repo.update('tsk', ID.a, content as never))).toEqual(['invalid-arguments', `update: argument "content" must be a string, got ${shown}`]);
    expect(await readText(storage, TSK)).toBe(before);
  });

  it('offset 2.5, NaN and "2" are refused; negative integers keep their range checks', async () => {
    const { repo } = await setup();
    expect(await rejection(repo.update('tsk', ID.a, 'x', { offset: 2.5 }))).toEqual(['invalid-arguments', 'update: option "offset" must be an integer, got number 2.5']);
    expect(await rejection(repo.get('tsk', ID.a, { raw: true, offset: Number.NaN }))).toEqual(['invalid-arguments', 'get: option "offset" must be an integer, got number NaN']);
    expect(await rejection(repo.list('tsk', { maxResults: '2' as never }))).toEqual(['invalid-arguments', 'list: option "maxResults" must be an integer, got string "2"']);
    expect(await rejection(repo.list('tsk', { offset: Infinity }))).toEqual(['invalid-arguments', 'list: option "offset" must be an integer, got number Infinity']);
    expect((await repo.list('tsk', { offset: -3 })).offset).toBe(0);
  });

  it('edit(…, null, …) and edit(…, [], …) throw at once', async () => {
    const { storage, repo, before } = await setup();
    expect(await rejection(repo.edit('tsk', ID.a, null as never, 'x'))).toEqual(['invalid-arguments', 'edit: argument "oldString" must be a string, got null']);
    expect(await rejection(repo.edit('tsk', ID.a, [] as never, 'x'))).toEqual(['invalid-arguments', 'edit: argument "oldString" must be a string, got array of 0 items']);
    expect(await rejection(repo.edit('tsk', ID.a, 'Task 1', 7 as never))).toEqual(['invalid-arguments', 'edit: argument "newString" must be a string, got number 7']);
    expect(await readText(storage, TSK)).toBe(before);
  });

  it('unknown options are refused with the known ones; a null options object counts as absent', async () => {
    const { repo } = await setup();
    expect(await rejection(repo.update('tsk', ID.a, tskBody(), { dryrun: true } as never))).toEqual([
      'invalid-arguments',
      'update: unknown option "dryrun"; known options: offset, limit, ifMatch, dryRun, expect, allowBroken, language',
    ]);
    expect(await rejection(repo.list('tsk', 'x' as never))).toEqual(['invalid-arguments', 'list: argument "options" must be a plain object of options, got string "x"']);
    expect(await rejection(repo.list('tsk', [] as never))).toEqual(['invalid-arguments', 'list: argument "options" must be a plain object of options, got array of 0 items']);
    expect((await repo.list('tsk', null as never)).total).toBe(1);
    expect((await repo.get('tsk', ID.a, null as never)).kind).toBe('document');
  });

  it('setStatus with a non-string status throws instead of writing String(status)', async () => {
    const { storage, repo, before } = await setup();
    expect(await rejection(repo.setStatus('tsk', ID.a, { toString: () => 'done' } as never))).toEqual([
      'invalid-arguments',
      'setStatus: argument "status" must be a string, got object {}',
    ]);
    expect(await readText(storage, TSK)).toBe(before);
  });

  it('adr.updateFrontmatter refuses object values instead of writing "[object Object]"', async () => {
    const { repo } = await setup();
    expect(await rejection(repo.adr.updateFrontmatter(ID.b, { status: {} }))).toEqual([
      'invalid-arguments',
      'adr.updateFrontmatter: argument "frontmatter" must be a plain object whose values are strings, finite numbers, booleans or null, got object {"status":{}}',
    ]);
    expect(await rejection(repo.adr.updateSection(ID.b, 'moreInformation', undefined as never))).toEqual([
      'invalid-arguments',
      'adr.updateSection: argument "value" must be a string, got undefined',
    ]);
  });
});

describe('caller paths (parseFile, formatFile)', () => {
  const repo = () => repoOver(checkedMemoryStorage({ 'notes/a.md': tskDoc(ID.a) }));
  it.each([
    ['..\\x.md', 'invalid-arguments', "path '..\\\\x.md' contains a backslash; separate folders with '/'"],
    ['a\u0000b.md', 'invalid-arguments', "path 'a\\x00b.md' contains the control character U+0000; a root-relative POSIX path is expected"],
    ['C:/x.md', 'invalid-arguments', "path 'C:/x.md' starts with a drive letter; a root-relative POSIX path is expected"],
    ['', 'invalid-arguments', "path '' names the root folder; the path of a file is expected"],
    ['./', 'invalid-arguments', "path './' names the root folder; the path of a file is expected"],
    ['docs/../../x.md', 'path-outside-root', "path 'docs/../../x.md' resolves outside base directory '/'"],
    ['e\u0301.md', 'invalid-arguments', "path 'e\u0301.md' is not in Unicode NFC; pass it through .normalize('NFC'); a root-relative POSIX path is expected"],
    [12, 'invalid-arguments', 'parseFile: argument "path" must be a string, got number 12'],
  ])('parseFile(%j) is refused before any storage call', async (path, code, message) => {
    expect(await rejection(repo().parseFile('tsk', path as string))).toEqual([code, message]);
  });

  it('absolute paths inside the root and lexical . and .. segments still work', async () => {
    expect((await repo().parseFile('tsk', '/notes/./x/../a.md')).kind).toBe('document');
    expect((await repo().parseFile('tsk', 'notes//a.md')).kind).toBe('document');
  });
});

describe('the board, the pure functions and the factories', () => {
  it('board: wrong types are `invalid` results with the same message form', async () => {
    const board = createBoard(repoOver(checkedMemoryStorage({ [TSK]: tskDoc(ID.a) })));
    expect(await board.pull(null as never)).toEqual({ status: 'invalid', message: 'pull: argument "args" must be a plain object, got null' });
    expect(await board.update({ agent: 'a', taskId: 'x', status: 'done', force: 'yes' as never })).toEqual({
      status: 'invalid',
      message: 'update: option "force" must be a boolean, got string "yes"',
    });
    expect(await board.list({ agent: 12 as never })).toEqual({ status: 'invalid', message: 'list: option "agent" must be a string, got number 12' });
    expect(await board.list({ agent: 'a', colour: 'red' } as never)).toEqual({
      status: 'invalid',
      message: 'list: unknown option "colour"; known options: agent, status, owner, limit, before',
    });
    expect(await board.adopt({ agent: 'a', list: '../x' })).toEqual({
      status: 'invalid',
      message: `list "../x" is not a task list id: ref '../x' contains a path separator or a '..' traversal sequence; a bare ref is expected`,
    });
    expect(thrown(() => createBoard(null as never))).toEqual(['invalid-arguments', 'createBoard: argument "repo" must be a Repository (createRepository()), got null']);
  });

  it('parse, serialize, validate, toJsonSchema', () => {
    expect(thrown(() => parse('tsk', 12 as never))).toEqual(['invalid-arguments', 'parse: argument "text" must be a string, got number 12']);
    expect(thrown(() => parse('tsk', '', { mode: 'strict', colour: 1 } as never))).toEqual([
      'invalid-arguments',
      'parse: unknown option "colour"; known options: mode, language, languages, limits, messages',
    ]);
    expect(thrown(() => serialize('tsk', 'x' as never))).toEqual(['invalid-arguments', 'serialize: argument "document" must be a plain object, got string "x"']);
    expect(thrown(() => validate('tsk', '', { full: 'yes' as never }))).toEqual(['invalid-arguments', 'validate: option "full" must be a boolean, got string "yes"']);
    expect(thrown(() => toJsonSchema(12 as never))[0]).toBe('unknown-type');
    expect(parse('tsk', tskDoc(ID.a), null as never).ok).toBe(true);
  });

  it('factories', () => {
    expect(thrown(() => checkedNodeStorage(12 as never))).toEqual(['invalid-arguments', 'nodeStorage: argument "rootDir" must be a non-empty string (the folder), got number 12']);
    expect(thrown(() => checkedNodeStorage('/tmp', { lockTimeoutMs: Number.NaN }))).toEqual([
      'invalid-arguments',
      'nodeStorage: option "lockTimeoutMs" must be a non-negative finite number of milliseconds, got number NaN',
    ]);
    expect(thrown(() => checkedMemoryStorage({ 'a.md': 12 as never }))).toEqual([
      'invalid-arguments',
      'memoryStorage: argument "files" must be a plain object of paths to strings or Uint8Arrays, got object {"a.md":12}',
    ]);
    expect(thrown(() => createLanguageRegistry('x' as never))).toEqual([
      'invalid-arguments',
      'createLanguageRegistry: argument "extraTables" must be a plain object of languages, each a plain object of heading tables by type, got string "x"',
    ]);
    expect(thrown(() => layoutFromEnv(null as never))).toEqual(['invalid-arguments', 'layoutFromEnv: argument "env" must be an object of environment variables (e.g. process.env), got null']);
    expect(thrown(() => layoutFromEnv({ SPECMGR_DOCS_DIR: 1 } as never))).toEqual(['invalid-arguments', 'layoutFromEnv: SPECMGR_DOCS_DIR must be a string, got number 1']);
  });
});
