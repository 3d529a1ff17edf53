import { describe, expect, it } from 'vitest';
import { tsk } from '../../src/domains/tsk/index.js';
import { NotFoundError } from '../../src/errors/index.js';
import { inReferenceWords } from '../helpers/usage-error.js';
import type { LanguageRegistry } from '../../src/i18n/registry.js';
import { createRepository } from '../../src/repository/index.js';
import { memoryStorage } from '../../src/repository/storage/index.js';
import { ID, fixedClock, frontmatter, readText, recordingStorage, repoOver, storageKinds, tskBody, tskDoc, writeText } from './helpers/fixtures.js';

const reads = (calls: string[]) => calls.filter((c) => c.startsWith('read('));

describe('§7.2 id index', () => {
  const many = () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) {
      const id = `4f2a0000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`;
      files[`docs/tsk/tsk-${id}-doc-${i}.md`] = tskDoc(id, `Doc ${i}`);
    }
    return files;
  };

  it('a warm lookup by id reads exactly one file; a cold one reads the file its name names (issue 13)', async () => {
    const { storage, calls } = recordingStorage(memoryStorage(many()));
    const repo = repoOver(storage);
    await repo.get('tsk', '4f2a0000-0000-4000-8000-000000000007');
    expect(reads(calls)).toEqual(['read(docs/tsk/tsk-4f2a0000-0000-4000-8000-000000000007-doc-7.md)']);
    calls.length = 0;
    await repo.get('tsk', '4f2a0000-0000-4000-8000-000000000013');
    expect(reads(calls)).toEqual(['read(docs/tsk/tsk-4f2a0000-0000-4000-8000-000000000013-doc-13.md)']);
  });

  it('a created document is indexed; a deleted one is forgotten', async () => {
    const { storage, calls } = recordingStorage(memoryStorage(many()));
    const repo = repoOver(storage);
    await repo.warm(['tsk']);
    const created = await repo.create('tsk', tskBody('New'));
    if (created.kind !== 'created') throw new Error('not created');
    calls.length = 0;
    expect(await repo.get('tsk', created.id)).toMatchObject({ kind: 'document' });
    expect(reads(calls)).toHaveLength(1);
    await repo.delete('tsk', created.id);
    await expect(repo.get('tsk', created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a failed confirmation refreshes: hand-moved ids and duplicates resolve as a full scan would', async () => {
    const storage = memoryStorage({ 'docs/tsk/b.md': tskDoc(ID.a, 'B'), 'docs/tsk/c.md': tskDoc(ID.b, 'C') });
    const repo = repoOver(storage);
    expect(await repo.get('tsk', ID.a)).toMatchObject({ ref: 'b' });
    await writeText(storage, 'docs/tsk/b.md', tskDoc(ID.c, 'B now C'));
    await writeText(storage, 'docs/tsk/c.md', tskDoc(ID.a, 'C now A'));
    expect(await repo.get('tsk', ID.a)).toMatchObject({ ref: 'c' });
    await writeText(storage, 'docs/tsk/a.md', tskDoc(ID.a, 'Earlier duplicate'));
    await writeText(storage, 'docs/tsk/c.md', tskDoc(ID.b, 'C again'));
    expect(await repo.get('tsk', ID.a)).toMatchObject({ ref: 'a' });
  });

  it('warm reports every collection and never throws for content', async () => {
    const storage = memoryStorage({ 'docs/tsk/a.md': tskDoc(ID.a), 'docs/tsk/b.md': 'broken' });
    const entries = await repoOver(storage).warm();
    expect(entries.find((e) => e.type === 'tsk')).toEqual({ type: 'tsk', members: 2, failed: 1, error: null });
    expect(entries.map((e) => e.type)).toEqual(['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs', 'adr']);
    await expect(repoOver(storage).warm(['nope'])).rejects.toMatchObject({ code: 'unknown-type' });
  });

  it('a storage failure in one collection does not stop the others', async () => {
    const inner = memoryStorage({ 'docs/tsk/a.md': tskDoc(ID.a), 'docs/req/x.md': 'x' });
    const storage = { ...inner, list: async (dir: string) => (dir === 'docs/req' ? Promise.reject(new Error('disk on fire')) : inner.list(dir)) };
    const entries = await repoOver(storage).warm(['req', 'tsk']);
    expect(entries).toEqual([
      { type: 'req', members: 0, failed: 0, error: 'could not read docs/req: Error: disk on fire' },
      { type: 'tsk', members: 1, failed: 0, error: null },
    ]);
  });
});

describe('collection(type)', () => {
  it('binds every operation to one type', async () => {
    const storage = memoryStorage();
    const tasks = repoOver(storage).collection('tsk');
    expect(tasks.type).toBe('tsk');
    expect(tasks.getTemplate()).toBe(tsk.template);
    expect(tasks.getExample()).toBe(tsk.example);
    const created = await tasks.create(tskBody('Bound'));
    if (created.kind !== 'created') throw new Error('not created');
    expect((await tasks.list()).total).toBe(1);
    expect(await tasks.setStatus(created.id, 'active')).toMatchObject({ kind: 'updated', written: true });
    expect(await tasks.get(created.id)).toMatchObject({ kind: 'document', frontmatter: { status: 'active' } });
    expect(tasks.validate(tskBody()).valid).toBe(true);
    expect(inReferenceWords(() => repoOver(storage).collection('nope'))).toThrow("unknown document type 'nope'");
    expect(inReferenceWords(() => repoOver(storage).getTemplate('adr'))).toThrow("('adr' is not supported)");
  });
});

const german = {
  ...tsk.headings,
  'Task > RecentUpdates': 'Letzte Änderungen',
};
const registry: LanguageRegistry = {
  tables: new Map([
    ['en', new Map([['tsk', tsk.headings]])],
    ['de', new Map([['tsk', german]])],
  ]),
};
const germanBody = (title: string) => tskBody(title).replace('## Recent Updates', '## Letzte Änderungen');

describe.each(storageKinds)('language variants with %s (languages.md)', (_name, make) => {
  it('get, list, create, update and translationStatus of a variant', async () => {
    const storage = await make({ [`docs/tsk/tsk-${ID.a}-x.md`]: tskDoc(ID.a, 'English') });
    const repo = createRepository({ storage, messages: 'reference', languages: registry, clock: fixedClock('2026-08-30T08:00:00.123Z') });
    const missingPath = storage.absolute(`docs/tsk/de/tsk-${ID.a}-x.md`);
    await expect(repo.get('tsk', ID.a, { language: 'de' })).rejects.toThrow(`no task list variant 'de' found for id '${ID.a}': expected ${missingPath}`);
    await expect(repo.get('tsk', { ref: `tsk-${ID.a}-x` }, { language: 'de' })).rejects.toThrow(`for ref 'tsk-${ID.a}-x'`);
    expect(await repo.translationStatus('tsk', ID.a)).toEqual([
      { language: 'de', exists: false, stale: false },
      { language: 'en', exists: true, stale: false },
    ]);
    const created = await repo.create('tsk', germanBody('Deutsch'), { language: 'de', canonical: ID.a });
    expect(created).toMatchObject({ kind: 'created', id: ID.a, ref: `tsk-${ID.a}-x`, path: missingPath });
    await expect(repo.create('tsk', germanBody('Deutsch'), { language: 'de', canonical: ID.a })).rejects.toMatchObject({ code: 'already-exists' });
    const variant = await repo.get('tsk', ID.a, { language: 'de' });
    expect(variant.kind === 'document' && variant.body.title).toBe('Deutsch');
    expect((await repo.list('tsk', { language: 'de' })).results.map((r) => [r.ref, r.title])).toEqual([[`tsk-${ID.a}-x`, 'Deutsch']]);
    expect((await repo.list('tsk')).results.map((r) => r.title)).toEqual(['English']);
    expect(await repo.translationStatus('tsk', ID.a)).toEqual([
      { language: 'de', exists: true, stale: false },
      { language: 'en', exists: true, stale: false },
    ]);
    await writeText(storage, `docs/tsk/tsk-${ID.a}-x.md`, tskDoc(ID.a, 'English').replace("updated: '2026-01-01T00:00:00.000Z'", "updated: '2026-12-01T00:00:00.000Z'"));
    expect((await repo.translationStatus('tsk', ID.a))[0]).toEqual({ language: 'de', exists: true, stale: true });
    expect(await repo.edit('tsk', ID.a, 'Started.', 'Begonnen.', { language: 'de' })).toMatchObject({ kind: 'updated', written: true });
    expect(await readText(storage, `docs/tsk/de/tsk-${ID.a}-x.md`)).toContain('Begonnen.');
    expect(await readText(storage, `docs/tsk/tsk-${ID.a}-x.md`)).toContain('Started.');
    const english = await repo.update('tsk', ID.a, tskBody('Wrong language'), { language: 'de' });
    expect(english).toMatchObject({ kind: 'validation', valid: false });
    expect(english.kind === 'validation' && english.diagnostics[0]?.code).toBe('foreign-heading');
    await writeText(storage, `docs/tsk/de/tsk-${ID.a}-x.md`, `${frontmatter('tsk', ID.a)}${tskBody('English headings')}\n`);
    const failure = await repo.get('tsk', ID.a, { language: 'de' });
    const row = (await repo.list('tsk', { language: 'de' })).results[0];
    expect(failure.kind === 'parse-failure' && failure.error).toBe(row?.error);
  });
});
