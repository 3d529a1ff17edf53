// A cold `get` by id (issue 13 item 1): the file name carries the id, so a
// fresh repository finds a document from one listing of its collection and
// the read of that one file, confirmed by its frontmatter; only a name that
// does not carry the id (or a file that does not confirm it) costs a scan.
// A counting storage counts every `read` and `list` call of the repository.
import { describe, expect, it } from 'vitest';
import { tsk } from '../../src/domains/tsk/index.js';
import type { LanguageRegistry } from '../../src/i18n/registry.js';
import { createRepository, type Storage } from '../../src/repository/index.js';
import { ID, featDoc, fixedClock, repoOver, storageKinds, tskDoc, writeText } from './helpers/fixtures.js';

type Counted = { storage: Storage; reads: string[]; lists: string[]; reset: () => void };

// Only `read` and `list` are counted: they are what a scan multiplies.
function counting(inner: Storage): Counted {
  const reads: string[] = [];
  const lists: string[] = [];
  const storage = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'read') reads.push(String(args[0]));
        if (property === 'list') lists.push(String(args[0]));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Storage;
  return {
    storage,
    reads,
    lists,
    reset: () => {
      reads.length = 0;
      lists.length = 0;
    },
  };
}

const idOf = (i: number): string => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const pathOf = (i: number): string => `docs/tsk/tsk-${idOf(i)}-doc-${i}.md`;

// Fifty well-named task lists.
function fifty(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 50; i++) files[pathOf(i)] = tskDoc(idOf(i), `Doc ${i}`);
  return files;
}

const german = { ...tsk.headings, 'Task > RecentUpdates': 'Letzte Änderungen' };
const registry: LanguageRegistry = {
  tables: new Map([
    ['en', new Map([['tsk', tsk.headings]])],
    ['de', new Map([['tsk', german]])],
  ]),
};

describe.each(storageKinds)('cold get with %s (issue 13)', (_name, make) => {
  it('a cold get by id lists the collection once and reads one file of 50', async () => {
    const counted = counting(await make(fifty()));
    const repo = repoOver(counted.storage);
    expect(await repo.get('tsk', idOf(37))).toMatchObject({ kind: 'document', ref: `tsk-${idOf(37)}-doc-37` });
    expect(counted.reads).toEqual([pathOf(37)]);
    expect(counted.lists).toEqual(['docs/tsk']);
  });

  it('the warm path is unchanged: one confirming read, no listing', async () => {
    const counted = counting(await make(fifty()));
    const repo = repoOver(counted.storage);
    await repo.get('tsk', idOf(3));
    counted.reset();
    await repo.get('tsk', idOf(3));
    expect(counted.reads).toEqual([pathOf(3)]);
    expect(counted.lists).toEqual([]);
  });

  it('a file whose name does not carry its id is found by the fallback scan, which the index remembers', async () => {
    const files = fifty();
    const misnamed = 'docs/tsk/tsk-renamed-by-hand.md';
    files[misnamed] = tskDoc(ID.a, 'Misnamed');
    const counted = counting(await make(files));
    const repo = repoOver(counted.storage);
    expect(await repo.get('tsk', ID.a)).toMatchObject({ ref: 'tsk-renamed-by-hand' });
    // One listing for the names, one for the scan; the scan reads all 51.
    expect(counted.lists).toEqual(['docs/tsk', 'docs/tsk']);
    expect(counted.reads).toHaveLength(51);
    counted.reset();
    expect(await repo.get('tsk', ID.a)).toMatchObject({ ref: 'tsk-renamed-by-hand' });
    expect(counted.reads).toEqual([misnamed]);
    expect(counted.lists).toEqual([]);
  });

  it('a misnamed file is never returned for the id in its name', async () => {
    const files = fifty();
    // The name says idOf(50), the frontmatter ID.b; idOf(50) lives in a file without it in its name.
    const liar = `docs/tsk/tsk-${idOf(50)}-liar.md`;
    files[liar] = tskDoc(ID.b, 'Liar');
    files['docs/tsk/tsk-true-home.md'] = tskDoc(idOf(50), 'True home');
    const counted = counting(await make(files));
    const repo = repoOver(counted.storage);
    expect(await repo.get('tsk', idOf(50))).toMatchObject({ ref: 'tsk-true-home' });
    expect(await repo.get('tsk', ID.b)).toMatchObject({ ref: `tsk-${idOf(50)}-liar` });
    // With no other file carrying the named id, the liar is still not returned for it.
    await writeText(counted.storage, 'docs/tsk/tsk-true-home.md', tskDoc(ID.c, 'Moved away'));
    await expect(repoOver(counted.storage).get('tsk', idOf(50))).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it('a hand edit between two gets is seen: the id moved to another well-named file', async () => {
    const counted = counting(await make(fifty()));
    const repo = repoOver(counted.storage);
    await repo.get('tsk', idOf(5));
    await writeText(counted.storage, pathOf(5), tskDoc(ID.c, 'No longer 5'));
    await writeText(counted.storage, `docs/tsk/tsk-${idOf(5)}-new-home.md`, tskDoc(idOf(5), 'New home'));
    counted.reset();
    expect(await repo.get('tsk', idOf(5))).toMatchObject({ ref: `tsk-${idOf(5)}-new-home` });
    // The stale entry's confirming read, one listing, then the two files whose names carry the id.
    expect(counted.reads).toEqual([pathOf(5), pathOf(5), `docs/tsk/tsk-${idOf(5)}-new-home.md`]);
    expect(counted.lists).toEqual(['docs/tsk']);
  });

  it('a duplicate id: the cold get takes the well-named file; a scan restores collection order', async () => {
    const files = fifty();
    // 'docs/tsk/a-copy.md' sorts before every 'tsk-…' name and carries idOf(9) without naming it.
    files['docs/tsk/a-copy.md'] = tskDoc(idOf(9), 'Hand copy');
    const counted = counting(await make(files));
    const repo = repoOver(counted.storage);
    expect(await repo.get('tsk', idOf(9))).toMatchObject({ ref: `tsk-${idOf(9)}-doc-9` });
    expect(counted.reads).toEqual([pathOf(9)]);
    await repo.warm(['tsk']);
    expect(await repo.get('tsk', idOf(9))).toMatchObject({ ref: 'a-copy' });
  });

  it('a broken file named by the id is still found by name recovery', async () => {
    const files = fifty();
    files[`docs/tsk/tsk-${ID.d}-broken.md`] = 'no frontmatter at all\n';
    const counted = counting(await make(files));
    const found = await repoOver(counted.storage).get('tsk', ID.d);
    expect(found).toMatchObject({ ref: `tsk-${ID.d}-broken` });
  });

  it('a cold get by ref reads one file and lists nothing', async () => {
    const counted = counting(await make(fifty()));
    const repo = repoOver(counted.storage);
    expect(await repo.get('tsk', { ref: `tsk-${idOf(12)}-doc-12` })).toMatchObject({ kind: 'document' });
    expect(counted.reads).toEqual([pathOf(12)]);
    expect(counted.lists).toEqual([]);
  });

  it('a cold get of a feature folder by id reads its README and lists nothing', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`.specmgr/feat/feat-${i}-f/README.md`] = featDoc(`feat-${i}-f`, `Feature ${i}`);
    const counted = counting(await make(files));
    const repo = repoOver(counted.storage);
    expect(await repo.get('feat', 'feat-21-f')).toMatchObject({ kind: 'document', ref: 'feat-21-f' });
    expect(counted.reads).toEqual(['.specmgr/feat/feat-21-f/README.md']);
    expect(counted.lists).toEqual([]);
  });

  it('a cold get of a language variant by id: one listing, the canonical file and the variant', async () => {
    const files: Record<string, string> = fifty();
    const variant = `docs/tsk/de/tsk-${idOf(8)}-doc-8.md`;
    files[variant] = tskDoc(idOf(8), 'Deutsch').replace('## Recent Updates', '## Letzte Änderungen');
    const counted = counting(await make(files));
    const repo = createRepository({ storage: counted.storage, messages: 'reference', languages: registry, clock: fixedClock() });
    expect(await repo.get('tsk', idOf(8), { language: 'de' })).toMatchObject({ kind: 'document', frontmatter: { id: idOf(8) } });
    expect(counted.reads).toEqual([pathOf(8), variant]);
    expect(counted.lists).toEqual(['docs/tsk']);
  });
});
