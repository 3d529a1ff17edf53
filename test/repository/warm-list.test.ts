// A warm list by identity (issue 13 item 3): an unchanged member is served
// after one identity call, a changed one is read (and parsed only when its
// bytes are new), and the racy-timestamp rule makes a file changed close to
// its recording be read again. In memory, with storages that count calls.
import { describe, expect, it } from 'vitest';
import { isTrusted, sameIdentity, TIMESTAMP_RESOLUTION_MS } from '../../src/repository/persist/identity.js';
import type { DocumentCache } from '../../src/repository/persist/document-cache.js';
import { createRepository, memoryStorage, type FileIdentity, type Storage } from '../../src/repository/index.js';
import { defineDocumentType } from '../../src/outline.js';
import { ID, fixedClock, recordingStorage, tskDoc, writeText } from './helpers/fixtures.js';
import * as z from 'zod';
import { NOTE_ID, note, noteOutline, noteText } from './helpers/host-types.js';

type Counted = { storage: Storage; calls: string[]; count: (method: string) => number; reset: () => void };

function counting(inner: Storage): Counted {
  const { storage, calls } = recordingStorage(inner);
  return {
    storage,
    calls,
    count: (method) => calls.filter((call) => call.startsWith(`${method}(`)).length,
    reset: () => void (calls.length = 0),
  };
}

const idOf = (i: number): string => `4f2a0000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const pathOf = (i: number): string => `docs/tsk/tsk-${idOf(i)}-doc-${i}.md`;

function twenty(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 20; i++) files[pathOf(i)] = tskDoc(idOf(i), `Doc ${i}`);
  return files;
}

function mapCache(): DocumentCache & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    read: async (key) => files.get(key) ?? null,
    write: async (key, bytes) => void files.set(key, bytes),
  };
}

describe('the racy-timestamp rule', () => {
  const at = (mtimeMs: number, ctimeMs = mtimeMs): FileIdentity => ({ size: 10, mtimeMs, ctimeMs, ino: '1' });

  it('trusts an identity only when the file changed at least one resolution before the recording', () => {
    expect(TIMESTAMP_RESOLUTION_MS).toBe(2000);
    expect(isTrusted(at(10_000), 12_000)).toBe(true);
    expect(isTrusted(at(10_000), 11_999)).toBe(false);
    expect(isTrusted(at(10_000), 10_000)).toBe(false);
    expect(isTrusted(at(10_000), 9_000)).toBe(false);
    expect(isTrusted(at(10_000), 10_500, 500)).toBe(true);
  });

  it('takes the later of modification and change time (a restored mtime does not hide a change)', () => {
    expect(isTrusted(at(1_000, 11_000), 12_000)).toBe(false);
    expect(isTrusted(at(11_000, 1_000), 12_000)).toBe(false);
    expect(isTrusted(at(Number.NaN), 12_000)).toBe(false);
  });

  it('compares all four parts of an identity', () => {
    const base = at(5);
    expect(sameIdentity(base, { ...base })).toBe(true);
    for (const change of [{ size: 11 }, { mtimeMs: 6 }, { ctimeMs: 6 }, { ino: '2' }]) expect(sameIdentity(base, { ...base, ...change })).toBe(false);
  });
});

describe('memoryStorage identity', () => {
  it('changes with every write and rename, is null for a missing file, and differs between storages', async () => {
    const s = memoryStorage({ 'a.md': 'one' });
    const first = await s.identity?.('a.md');
    expect(first).toMatchObject({ size: 3, ino: expect.any(String) });
    expect(await s.identity?.('a.md')).toEqual(first);
    expect(await s.identity?.('b.md')).toBeNull();
    await s.writeAtomic('a.md', new TextEncoder().encode('two'));
    const second = await s.identity?.('a.md');
    expect(second?.size).toBe(3);
    expect(second?.mtimeMs).toBeGreaterThan(first?.mtimeMs ?? Infinity);
    expect(second?.ino).not.toBe(first?.ino);
    await s.rename('a.md', 'c.md');
    const moved = await s.identity?.('c.md');
    expect(moved?.ino).toBe(second?.ino);
    expect(moved?.ctimeMs).toBeGreaterThan(second?.ctimeMs ?? Infinity);
    const other = memoryStorage({ 'a.md': 'one' });
    expect((await other.identity?.('a.md'))?.ino).not.toBe(first?.ino);
    await expect(s.identity?.('../x')).rejects.toMatchObject({ code: 'path-outside-root' });
  });
});

describe('a warm list by identity (issue 13 item 3)', () => {
  it('reads no file when nothing changed: one listing and one identity per member', async () => {
    const counted = counting(memoryStorage(twenty()));
    const repo = createRepository({ storage: counted.storage, clock: fixedClock() });
    const cold = await repo.list('tsk', { maxResults: 100 });
    expect(counted.count('read')).toBe(20);
    counted.reset();
    const warm = await repo.list('tsk', { maxResults: 100 });
    expect(warm).toStrictEqual(cold);
    expect(counted.count('read')).toBe(0);
    expect(counted.count('list')).toBe(1);
    expect(counted.count('identity')).toBe(20);
  });

  it('reads exactly the changed file after one edit, and shows its new content and etag', async () => {
    const counted = counting(memoryStorage(twenty()));
    const repo = createRepository({ storage: counted.storage, clock: fixedClock() });
    const before = await repo.list('tsk', { maxResults: 100 });
    await writeText(counted.storage, pathOf(7), tskDoc(idOf(7), 'Edited by hand'));
    counted.reset();
    const after = await repo.list('tsk', { maxResults: 100 });
    expect(counted.calls.filter((call) => call.startsWith('read('))).toEqual([`read(${pathOf(7)})`]);
    expect(after.results[7]).toMatchObject({ title: 'Edited by hand' });
    expect(after.results[7]?.etag).not.toBe(before.results[7]?.etag);
    expect(after.results.filter((_, i) => i !== 7)).toStrictEqual(before.results.filter((_, i) => i !== 7));
  });

  it('builds rows only for changed members, and gives every call rows of its own', async () => {
    const repo = createRepository({ storage: memoryStorage(twenty()), clock: fixedClock() });
    const first = await repo.list('tsk', { maxResults: 100 });
    const row = first.results[3];
    if (row === undefined) throw new Error('no row 3');
    row.title = 'Changed by the caller';
    const second = await repo.list('tsk', { maxResults: 100 });
    expect(second.results[3]).toMatchObject({ title: 'Doc 3' });
    expect(second.results[3]).not.toBe(row);
  });

  it('serves a write of the repository itself without a stale row', async () => {
    const storage = memoryStorage(twenty());
    const repo = createRepository({ storage, clock: fixedClock() });
    await repo.list('tsk');
    const written = await repo.update('tsk', { id: idOf(3) }, tskDoc(idOf(3), 'Via update').split('---\n\n')[1] ?? '');
    expect(written).toMatchObject({ kind: 'updated' });
    const rows = (await repo.list('tsk', { maxResults: 100 })).results;
    expect(rows[3]).toMatchObject({ title: 'Via update' });
  });

  it('reads a racily clean file again: an identity recorded within the resolution of its change is not trusted', async () => {
    // A storage whose timestamps do not move on a same-size edit (as on a coarse file system):
    // only the racy-timestamp rule can see the edit.
    const inner = memoryStorage({ [pathOf(1)]: tskDoc(idOf(1), 'Alpha') });
    const frozen = (changedAt: number): Storage =>
      Object.assign(Object.create(inner) as Storage, {
        identity: async (path: string) => ((await inner.read(path)) === null ? null : { size: 1, mtimeMs: changedAt, ctimeMs: changedAt, ino: 'same' }),
      });
    const fresh = counting(frozen(Date.now() + 60_000));
    const repo = createRepository({ storage: fresh.storage, clock: fixedClock() });
    expect((await repo.list('tsk')).results[0]).toMatchObject({ title: 'Alpha' });
    await writeText(inner, pathOf(1), tskDoc(idOf(1), 'Bravo'));
    fresh.reset();
    expect((await repo.list('tsk')).results[0]).toMatchObject({ title: 'Bravo' });
    expect(fresh.count('read')).toBe(1);
  });

  it('trusts an identity recorded a resolution after the change (the rule is what decides)', async () => {
    const inner = memoryStorage({ [pathOf(1)]: tskDoc(idOf(1), 'Alpha') });
    const old = counting(
      Object.assign(Object.create(inner) as Storage, {
        identity: async (path: string) => ((await inner.read(path)) === null ? null : { size: 1, mtimeMs: 1_000, ctimeMs: 1_000, ino: 'same' }),
      }),
    );
    const repo = createRepository({ storage: old.storage, clock: fixedClock() });
    await repo.list('tsk');
    old.reset();
    // The identity claims nothing changed, long ago: the row comes from the cache without a read.
    await writeText(inner, pathOf(1), tskDoc(idOf(1), 'Bravo'));
    expect((await repo.list('tsk')).results[0]).toMatchObject({ title: 'Alpha' });
    expect(old.count('read')).toBe(0);
    // get always reads the file itself.
    expect(await repo.get('tsk', { id: idOf(1) })).toMatchObject({ body: { title: 'Bravo' } });
  });

  it('a vanished member leaves the list; a member whose identity fails is a failed row', async () => {
    const inner = memoryStorage(twenty());
    let failing = '';
    const storage = Object.assign(Object.create(inner) as Storage, {
      identity: async (path: string) => {
        if (path === failing) throw new Error('stat exploded');
        return inner.identity?.(path) ?? null;
      },
    });
    const repo = createRepository({ storage, clock: fixedClock(), messages: 'default' });
    await repo.list('tsk');
    await inner.remove(pathOf(0));
    failing = pathOf(1);
    const page = await repo.list('tsk', { maxResults: 100 });
    expect(page.total).toBe(19);
    expect(page.results[0]).toMatchObject({ ref: `tsk-${idOf(1)}-doc-1`, etag: null, error: `could not read ${pathOf(1)}: Error: stat exploded` });
    expect(page.errorCount).toBe(1);
  });
});

describe('a persisted cache in memory', () => {
  it('lets a second repository list without reading a file, with identical rows', async () => {
    const storage = memoryStorage({ ...twenty(), [`docs/tsk/tsk-${ID.a}-broken.md`]: '---\nid: [\n---\n# x\n' });
    const cache = mapCache();
    const first = await createRepository({ storage, clock: fixedClock(), cache }).list('tsk', { maxResults: 100 });
    expect([...cache.files.keys()]).toEqual([expect.stringMatching(/^tsk\.en\.strict\.[0-9a-f]{16}$/)]);
    const counted = counting(storage);
    const second = await createRepository({ storage: counted.storage, clock: fixedClock(), cache }).list('tsk', { maxResults: 100 });
    expect(second).toStrictEqual(first);
    expect(first.errorCount).toBe(1);
    expect(counted.count('read')).toBe(0);
  });

  it('keeps scopes apart: another mode, language or storage root does not reuse an entry', async () => {
    const cache = mapCache();
    const storage = memoryStorage(twenty());
    await createRepository({ storage, cache }).list('tsk');
    await createRepository({ storage, cache, mode: 'lenient' }).list('tsk');
    await createRepository({ storage, cache }).list('req');
    expect([...cache.files.keys()].map((key) => key.split('.').slice(0, 3).join('.')).sort()).toEqual(['req.en.strict', 'tsk.en.lenient', 'tsk.en.strict']);
    // Same files, another storage instance: identities differ, so every file is read (and its outcome reused by etag).
    const counted = counting(memoryStorage(twenty()));
    await createRepository({ storage: counted.storage, cache }).list('tsk');
    expect(counted.count('read')).toBe(20);
  });

  it('does not serve a host type from the entry of another definition of its tag', async () => {
    const storage = memoryStorage({ [`docs/nte/nte-${NOTE_ID}-release.md`]: noteText.replace('status: draft', 'status: open') });
    const cache = mapCache();
    const first = await createRepository({ storage, cache, types: [note], messages: 'default' }).list('nte');
    expect(first.results[0]).toMatchObject({ status: 'open', error: null });
    // The same tag, defined again without the status "open".
    const noteOptions = (values: string[]) => ({
      tag: 'nte',
      noun: 'note',
      statuses: { values, default: 'draft' },
      referenceTag: 'NOTE',
      frontmatter: { audience: z.enum(['team', 'public']).default('team') },
      root: noteOutline,
      template: noteText,
      example: noteText,
    });
    const stricter = defineDocumentType(noteOptions(['draft', 'closed']));
    const second = await createRepository({ storage, cache, types: [stricter], messages: 'default' }).list('nte');
    expect(second.results[0]).toMatchObject({ id: null, error: expect.stringContaining('open') });
    expect(cache.files.size).toBe(2);
    // The same definition built again (same code) shares the first one's file.
    const again = defineDocumentType(noteOptions(['draft', 'open', 'closed']));
    expect((await createRepository({ storage, cache, types: [again], messages: 'default' }).list('nte')).results).toStrictEqual(first.results);
    expect(cache.files.size).toBe(2);
  });

  it('never fails an operation when the store fails', async () => {
    const broken: DocumentCache = {
      read: async () => {
        throw new Error('store down');
      },
      write: async () => {
        throw new Error('store full');
      },
    };
    const repo = createRepository({ storage: memoryStorage(twenty()), cache: broken });
    expect((await repo.list('tsk')).total).toBe(20);
  });

  it('refuses a cache option that is not a DocumentCache', () => {
    expect(() => createRepository({ storage: memoryStorage(), cache: { read: 1 } as never })).toThrow(
      'createRepository: option "cache" must be a DocumentCache ({ read(key), write(key, bytes) }), got object',
    );
  });
});
