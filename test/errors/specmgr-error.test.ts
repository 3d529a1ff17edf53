// Every error the library throws on purpose is a SpecmgrError with a stable
// code: constructed directly, and as thrown by real operations, through the
// public entries only.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  FrontmatterEditError,
  NotFoundError,
  SpecmgrError,
  StorageError,
  UsageError,
  createRepository,
  memoryStorage,
  parse,
} from '../../src/index.js';
import { nodeStorage } from '../../src/node.js';
import { editFrontmatterYaml } from '../../src/format/frontmatter/edit.js';
import { featDoc } from '../repository/helpers/fixtures.js';

const caught = async (run: () => unknown): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('SpecmgrError', () => {
  it('is the base of every error class, which keeps its name, code and message', () => {
    const errors = [
      [new UsageError('invalid-id', 'bad id'), 'UsageError', 'invalid-id'],
      [new NotFoundError({ type: 'tsk', id: 'x', message: 'none' }), 'NotFoundError', 'not-found'],
      [new NotFoundError({ type: 'adr', message: 'no option', code: 'option-not-found' }), 'NotFoundError', 'option-not-found'],
      [new AlreadyExistsError({ path: '/x', message: 'exists' }), 'AlreadyExistsError', 'already-exists'],
      [new StorageError({ code: 'lock-timeout', path: 'a.md', message: 'slow' }), 'StorageError', 'lock-timeout'],
      [new FrontmatterEditError('not editable'), 'FrontmatterEditError', 'frontmatter-not-editable'],
    ] as const;
    for (const [error, name, code] of errors) {
      expect(error).toBeInstanceOf(SpecmgrError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.code).toBe(code);
      expect(String(error)).toMatch(new RegExp(`^${name}: `));
    }
  });

  it('keeps the cause of a storage error', () => {
    const cause = new Error('EIO');
    expect(new StorageError({ code: 'io', path: 'a.md', message: 'failed', cause }).cause).toBe(cause);
  });

  it('is what the operations throw', async () => {
    const usage = await caught(() => parse('nope' as 'tsk', ''));
    expect(usage).toBeInstanceOf(SpecmgrError);
    expect(usage).toMatchObject({ name: 'UsageError', code: 'unknown-type' });

    const repo = createRepository({
      storage: memoryStorage({
        '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a'),
        '.specmgr/feat/feat-2-b/README.md': featDoc('feat-2-b'),
      }),
    });
    const missing = await caught(() => repo.get('tsk', '4f2a0000-0000-4000-8000-00000000000a'));
    expect(missing).toBeInstanceOf(SpecmgrError);
    expect(missing).toMatchObject({ name: 'NotFoundError', code: 'not-found' });
    const taken = await caught(() => repo.renameFeat('feat-1-a', 'feat-2-b'));
    expect(taken).toBeInstanceOf(SpecmgrError);
    expect(taken).toMatchObject({ name: 'AlreadyExistsError', code: 'already-exists' });

    const edit = await caught(() => editFrontmatterYaml('- a\n', { status: 'x' }));
    expect(edit).toBeInstanceOf(SpecmgrError);
    expect(edit).toMatchObject({ name: 'FrontmatterEditError', code: 'frontmatter-not-editable' });
  });

  it('is what nodeStorage throws, as the class of the main entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specmgr-errors-'));
    dirs.push(dir);
    const outside = mkdtempSync(join(tmpdir(), 'specmgr-outside-'));
    dirs.push(outside);
    writeFileSync(join(outside, 'secret.md'), 'secret');
    symlinkSync(outside, join(dir, 'link'));
    const error = await caught(() => nodeStorage(dir).read('link/secret.md'));
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toBeInstanceOf(SpecmgrError);
    expect(error).toMatchObject({ name: 'StorageError', code: 'path-outside-root' });
    const usage = await caught(() => nodeStorage(''));
    expect(usage).toBeInstanceOf(UsageError);
    expect(usage).toBeInstanceOf(SpecmgrError);
  });
});
