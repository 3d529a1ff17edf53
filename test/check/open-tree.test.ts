import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRepository, openTree } from '../../src/check/index.js';
import { treePath } from './trees.js';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function copyTree(name: string): string {
  const root = mkdtempSync(join(tmpdir(), 'specmgr-open-tree-'));
  temps.push(root);
  cpSync(treePath(name), root, { recursive: true });
  return root;
}

describe('openTree', () => {
  it('opens a folder on disk with the default layout and strict mode', async () => {
    const repo = openTree(treePath('clean'));
    expect(repo.layout).toEqual({ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' });
    expect(repo.mode).toBe('strict');
    expect((await repo.list('req')).total).toBe(1);
  });

  it('takes the layout from the given environment variables only', async () => {
    const root = copyTree('broken');
    cpSync(join(root, 'docs'), join(root, 'spec'), { recursive: true });
    rmSync(join(root, 'docs'), { recursive: true });
    expect(openTree(root, { env: { SPECMGR_DOCS_DIR: 'spec' } }).layout.docsDir).toBe('spec');
    expect((await checkRepository(openTree(root, { env: { SPECMGR_DOCS_DIR: 'spec' } }))).summary.errors).toBe(2);
    const unset = await checkRepository(openTree(root, { env: {} }));
    expect(unset.tree.map((f) => f.code)).toEqual(['no-collections']);
    expect(openTree(root, { env: { SPECMGR_DOCS_DIR: 'spec' }, layout: { docsDir: 'other' } }).layout.docsDir).toBe('other');
  });

  it('passes mode and message profile on', async () => {
    const lenient = openTree(treePath('legacy'), { mode: 'lenient' });
    expect(lenient.mode).toBe('lenient');
    const report = await checkRepository(openTree(treePath('broken'), { messages: 'reference' }));
    const defaults = await checkRepository(openTree(treePath('broken')));
    const messages = (r: typeof report) => r.files.flatMap((file) => file.findings.map((f) => f.message));
    expect(messages(report)).toHaveLength(2);
    expect(messages(report)).not.toEqual(messages(defaults));
  });

  it('refuses a layout that leaves the root, naming the variable', () => {
    expect(() => openTree(treePath('clean'), { env: { SPECMGR_DOCS_DIR: '../up' } })).toThrow('layout.docsDir must be a root-relative POSIX path without "..", got "../up"');
  });

  it('a mistyped root (one folder too deep) finds no collection folder and does not pass', async () => {
    const report = await checkRepository(openTree(join(treePath('clean'), 'docs')));
    expect(report.files).toEqual([]);
    expect(report.tree.map((f) => f.code)).toEqual(['no-collections']);
    expect(report.summary.errors).toBe(1);
  });
});
