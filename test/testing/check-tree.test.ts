import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepository, memoryStorage, StorageError, UsageError } from '../../src/index.js';
import { checkTree, specmgrMatchers } from '../../src/testing.js';
import { fixture } from './fixtures.js';

const DANGLING = 'REQ 4f2a0000-0000-4000-8000-00000000000a';

/** Three task lists: one clean but for a dangling reference, one broken, one in an older form. */
function treeFiles(docsDir = 'docs'): Record<string, string> {
  const withId = (text: string, first: string): string => text.replace('0b6c2f1e', first);
  return {
    [`${docsDir}/tsk/kit.md`]: fixture('tsk-valid').replace('Write the matchers', `Write the matchers for ${DANGLING}`),
    [`${docsDir}/tsk/broken.md`]: withId(fixture('tsk-broken'), '1b6c2f1e'),
    [`${docsDir}/tsk/legacy.md`]: withId(fixture('tsk-legacy'), '2b6c2f1e'),
  };
}

const made: string[] = [];
function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'specmgr-check-tree-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});
beforeAll(() => {
  expect.extend(specmgrMatchers);
});

const codesByFile = (report: Awaited<ReturnType<typeof checkTree>>): Record<string, string[]> =>
  Object.fromEntries(report.files.map((file) => [file.path, file.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.code}`)]));

describe('checkTree over a folder', () => {
  it('reports every document with its parse findings and the dangling reference, paths relative to the root', async () => {
    const report = await checkTree(folderWith(treeFiles()));
    expect(codesByFile(report)).toEqual({
      'docs/tsk/broken.md': ['5:1 error frontmatter-field', '17:1 error heading-mismatch'],
      'docs/tsk/kit.md': ['15:38 error dangling-reference'],
      'docs/tsk/legacy.md': ['19:1 error heading-mismatch'],
    });
    expect(report.summary).toEqual({ files: 3, filesWithFindings: 3, errors: 4, warnings: 0, infos: 0 });
    expect(report.tree).toEqual([]);
    expect(report.files.find((file) => file.path === 'docs/tsk/kit.md')).toMatchObject({ type: 'tsk', language: 'en', id: '0b6c2f1e-4d7a-4e39-9a15-2c8e7f3d5a61' });
    expect(report).toHaveDiagnostic('dangling-reference', { path: 'docs/tsk/kit.md', line: 15, message: 'No requirement found with id "4f2a0000-0000-4000-8000-00000000000a".' });
  });

  it('opens the folder lenient with mode, and leaves the links out with links: false', async () => {
    const report = await checkTree(folderWith(treeFiles()), { mode: 'lenient', links: false });
    expect(codesByFile(report)).toEqual({
      'docs/tsk/broken.md': ['5:1 error frontmatter-field', '17:1 error heading-mismatch'],
      'docs/tsk/kit.md': [],
      'docs/tsk/legacy.md': ['19:1 warning legacy-form'],
    });
    expect(report.summary).toEqual({ files: 3, filesWithFindings: 2, errors: 2, warnings: 1, infos: 0 });
  });

  it('checks only the types given, and reports progress up to the total', async () => {
    const root = folderWith(treeFiles());
    expect((await checkTree(root, { types: ['req'], links: false })).files).toEqual([]);
    const progress: string[] = [];
    await checkTree(root, { types: ['tsk'], onProgress: (done, total) => progress.push(`${done}/${total}`) });
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('takes the layout from env or layout', async () => {
    const root = folderWith(treeFiles('spec'));
    expect((await checkTree(root, { links: false })).summary.files).toBe(0);
    expect((await checkTree(root, { env: { SPECMGR_DOCS_DIR: 'spec' }, links: false })).files.map((f) => f.path)).toEqual(['spec/tsk/broken.md', 'spec/tsk/kit.md', 'spec/tsk/legacy.md']);
    expect((await checkTree(root, { layout: { docsDir: 'spec' }, links: false })).summary.files).toBe(3);
  });

  it('refuses a folder that does not exist', async () => {
    const missing = join(folderWith({}), 'nope');
    const error: unknown = await checkTree(missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'root-missing' });
  });
});

describe('checkTree over a repository', () => {
  it('checks a repository you made, with its own mode', async () => {
    const strict = await checkTree(createRepository({ storage: memoryStorage(treeFiles()) }));
    expect(codesByFile(strict)['docs/tsk/legacy.md']).toEqual(['19:1 error heading-mismatch']);
    expect(strict.summary.errors).toBe(4);
    const lenient = await checkTree(createRepository({ storage: memoryStorage(treeFiles()), mode: 'lenient' }));
    expect(codesByFile(lenient)['docs/tsk/legacy.md']).toEqual(['19:1 warning legacy-form']);
    expect(lenient).toHaveDiagnostic('dangling-reference', { path: 'docs/tsk/kit.md', line: 15, column: 38 });
  });

  it('refuses opening options with a repository, and a root of another kind', async () => {
    const repo = createRepository({ storage: memoryStorage(treeFiles()) });
    await expect(checkTree(repo, { mode: 'lenient' })).rejects.toThrow(
      new UsageError('invalid-arguments', 'checkTree: option "mode" applies only when root is a folder; a repository keeps the ones it was created with (set them in createRepository)'),
    );
    await expect(checkTree(repo, { mode: 'lenient', layout: { docsDir: 'x' } })).rejects.toThrow(
      'checkTree: options "mode", "layout" apply only when root is a folder; a repository keeps the ones it was created with (set them in createRepository)',
    );
    await expect(checkTree(42 as never)).rejects.toThrow('checkTree: argument "root" must be the path of a folder or a repository (createRepository), got number 42');
    await expect(checkTree(repo, { types: ['nope'] })).rejects.toThrow(UsageError);
  });
});
