import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError } from '../../src/errors/index.js';
import type { Storage } from '../../src/repository/storage/index.js';
import { GERMAN_IMPORT } from '../fixtures/repository-languages/content.js';
import { ID, featBody, featDoc, readText, repoOver, storageKinds, tskBody, tskDoc } from './helpers/fixtures.js';

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

describe.each(storageKinds)('compare-before-replace and intent records with %s', (_name, make) => {
  // Records each writeAtomic's path and `expect` option (the storage may not implement it yet).
  function expecting(inner: Storage): { storage: Storage; writes: { path: string; expect: string | null | undefined }[] } {
    const writes: { path: string; expect: string | null | undefined }[] = [];
    const storage = new Proxy(inner, {
      get(target, property, receiver) {
        if (property !== 'writeAtomic') return Reflect.get(target, property, receiver) as unknown;
        return (path: string, bytes: Uint8Array, options?: { expect?: Uint8Array | null }) => {
          const given = options?.expect;
          writes.push({ path, expect: given === undefined || given === null ? given : new TextDecoder().decode(given) });
          return target.writeAtomic(path, bytes, options);
        };
      },
    });
    return { storage, writes };
  }

  it('renameFeat replaces the README and variants only if they still hold the bytes it read, and creates refuse an existing file', async () => {
    const readme = featDoc('feat-0-search');
    const variant = featDoc('feat-0-search', 'Suche');
    const inner = await make({ '.specmgr/feat/feat-0-search/README.md': readme, '.specmgr/feat/feat-0-search/de/README.md': variant });
    const { storage, writes } = expecting(inner);
    const repo = repoOver(storage);
    await repo.renameFeat('feat-0-search', 'feat-42-search');
    const record = '.specmgr/feat/.intent-rename-feat-0-search.json';
    expect(writes).toEqual([
      { path: record, expect: undefined },
      { path: '.specmgr/feat/feat-42-search/de/README.md', expect: variant },
      { path: '.specmgr/feat/feat-42-search/README.md', expect: readme },
    ]);
    expect(await storage.read(record)).toBeNull();
    writes.length = 0;
    await repo.create('feat', featBody('New'), { id: 'feat-5-new' });
    const created = await repo.create('tsk', tskBody());
    const id = created.kind === 'created' ? created.id : '';
    expect(await repo.create('tsk', GERMAN_IMPORT, { language: 'de', canonical: { id } })).toMatchObject({ kind: 'created', id });
    expect(writes.filter((w) => !w.path.includes('/.intent-'))).toEqual([
      { path: '.specmgr/feat/feat-5-new/README.md', expect: null },
      { path: `docs/tsk/tsk-${id}-task-list.md`, expect: null },
      { path: `docs/tsk/de/tsk-${id}-task-list.md`, expect: null },
    ]);
    expect((await storage.list('.specmgr/feat')).map((e) => e.name).sort()).toEqual(['feat-42-search', 'feat-5-new']);
  });

  it('a variant whose id is written with a YAML comment is renamed too; one carrying another id is left alone', async () => {
    const storage = await make({
      '.specmgr/feat/feat-0-search/README.md': featDoc('feat-0-search'),
      '.specmgr/feat/feat-0-search/de/README.md': featDoc('feat-0-search').replace('id: feat-0-search', 'id: feat-0-search # Kennung'),
      '.specmgr/feat/feat-0-search/fr/README.md': featDoc('feat-7-other'),
    });
    await repoOver(storage).renameFeat('feat-0-search', 'feat-42-search');
    expect(await readText(storage, '.specmgr/feat/feat-42-search/de/README.md')).toContain('id: feat-42-search # Kennung\n');
    expect(await readText(storage, '.specmgr/feat/feat-42-search/fr/README.md')).toBe(featDoc('feat-7-other'));
  });

  it('feat delete waits for the create lock, so a create and a delete of one id in flight never interleave', async () => {
    const storage = await make({ '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a') });
    const repo = repoOver(storage);
    const outcomes = await Promise.allSettled([repo.delete('feat', 'feat-1-a'), repo.create('feat', featBody('A'), { id: 'feat-1-a' }), repo.delete('feat', 'feat-1-a')]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.kind : (o.reason as Error).name))).toEqual(['deleted', 'created', 'deleted']);
    expect(await storage.list('.specmgr/feat')).toEqual([]);
  });
});
