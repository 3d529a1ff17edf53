import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError } from '../../src/errors/index.js';
import { ID, featDoc, readText, repoOver, storageKinds, tskDoc } from './helpers/fixtures.js';

const TSK = `docs/tsk/tsk-${ID.a}-task-list.md`;
const LINES = 'docs/tsk/lines.md';
const fmLines = (text: string) => text.slice(0, text.indexOf('\n---\n') + 5).split('\n');

describe.each(storageKinds)('delete and renameFeat with %s', (_name, make) => {
  describe('§4.7 delete', () => {
    it('removes a flat file, a broken one by ref, and a whole feat folder', async () => {
      const storage = await make({
        [TSK]: tskDoc(ID.a),
        [LINES]: 'broken',
        '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a'),
        '.specmgr/feat/feat-1-a/history.md': 'history',
        '.specmgr/feat/feat-1-a/de/README.md': featDoc('feat-1-a'),
      });
      const repo = repoOver(storage);
      expect(await repo.delete('tsk', ID.a)).toEqual({ kind: 'deleted', type: 'tsk', ref: `tsk-${ID.a}-task-list`, path: storage.absolute(TSK) });
      expect(await storage.read(TSK)).toBeNull();
      await expect(repo.get('tsk', ID.a)).rejects.toBeInstanceOf(NotFoundError);
      expect(await repo.delete('tsk', { ref: 'lines' })).toMatchObject({ kind: 'deleted', ref: 'lines' });
      expect(await repo.delete('feat', 'feat-1-a')).toEqual({ kind: 'deleted', type: 'feat', ref: 'feat-1-a', path: storage.absolute('.specmgr/feat/feat-1-a') });
      expect(await storage.list('.specmgr/feat')).toEqual([]);
      await expect(repo.delete('tsk', ID.a)).rejects.toBeInstanceOf(NotFoundError);
      expect((await repo.list('feat')).total).toBe(0);
    });

    it('checks ifMatch', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a) });
      expect(await repoOver(storage).delete('tsk', ID.a, { ifMatch: 'x' })).toMatchObject({ kind: 'conflict', reason: 'etag' });
      expect(await storage.read(TSK)).not.toBeNull();
    });
  });

  it('§4.8 renameFeat moves the folder and rewrites only id and updated', async () => {
    const storage = await make({
      '.specmgr/feat/feat-0-search/README.md': featDoc('feat-0-search'),
      '.specmgr/feat/feat-0-search/history.md': 'h',
      '.specmgr/feat/feat-7-taken/README.md': featDoc('feat-7-taken'),
    });
    const repo = repoOver(storage);
    const before = (await readText(storage, '.specmgr/feat/feat-0-search/README.md')) as string;
    await expect(repo.renameFeat('feat-0-search', 'feat-7-taken')).rejects.toBeInstanceOf(AlreadyExistsError);
    const result = await repo.renameFeat('feat-0-search', 'feat-42-search');
    expect(result).toMatchObject({ kind: 'updated', id: 'feat-42-search', ref: 'feat-42-search', written: true });
    const after = (await readText(storage, '.specmgr/feat/feat-42-search/README.md')) as string;
    expect(fmLines(after).filter((l, i) => l !== fmLines(before)[i])).toEqual(['id: feat-42-search', "updated: '2026-08-30T08:00:00.123Z'"]);
    expect(await readText(storage, '.specmgr/feat/feat-42-search/history.md')).toBe('h');
    expect(await storage.read('.specmgr/feat/feat-0-search/README.md')).toBeNull();
    await expect(repo.get('feat', 'feat-0-search')).rejects.toBeInstanceOf(NotFoundError);
    expect(await repo.get('feat', 'feat-42-search')).toMatchObject({ kind: 'document', etag: result.kind === 'updated' ? result.etag : '' });
    await expect(repo.renameFeat('feat-0-search', 'feat-43-x')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('renameFeat gives the variants of the feature the new id and keeps their updated', async () => {
    const variant = featDoc('feat-0-search');
    const storage = await make({
      '.specmgr/feat/feat-0-search/README.md': featDoc('feat-0-search'),
      '.specmgr/feat/feat-0-search/de/README.md': variant,
      '.specmgr/feat/feat-0-search/xx-not-a-language/README.md': variant,
    });
    const repo = repoOver(storage);
    await repo.renameFeat('feat-0-search', 'feat-42-search');
    const after = (await readText(storage, '.specmgr/feat/feat-42-search/de/README.md')) as string;
    expect(fmLines(after).filter((l, i) => l !== fmLines(variant)[i])).toEqual(['id: feat-42-search']);
    expect(after.slice(after.indexOf('\n---\n'))).toBe(variant.slice(variant.indexOf('\n---\n')));
    expect(await readText(storage, '.specmgr/feat/feat-42-search/xx-not-a-language/README.md')).toBe(variant);
  });
});
