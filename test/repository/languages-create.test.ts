/**
 * languages.md §5, creating a variant: `create(type, content, { language,
 * canonical })` copies the canonical id, writes the variant path with its
 * own created/updated and the default status, and touches no other file.
 * The refusals are in languages-create-errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import { ADR_FR, FRENCH_IDLE, FRENCH_SEARCH, GERMAN_IMPORT, newFile, newFrontmatter, NOW } from '../fixtures/repository-languages/content.js';
import {
  fixtureFiles,
  fixtureStorages,
  fixtureText,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
  storageFiles,
  textEtag,
} from '../fixtures/repository-languages/fixture.js';
import { fixedClock, writeText } from './helpers/fixtures.js';

/** The result of a create that wrote `text` at `path` with the default `status`. */
const createdResult = (storage: { absolute(path: string): string }, type: string, id: string, ref: string, status: string, path: string, text: string) => ({
  kind: 'created',
  type,
  id,
  ref,
  path: storage.absolute(path),
  etag: textEtag(text),
  frontmatter: newFrontmatter(type, id, status),
});

describe.each(fixtureStorages)('create a variant over %s (languages.md §5)', (_name, make) => {
  it('tsk by id: the canonical id, own created/updated, default status, at <dir>/de/<basename>.md', async () => {
    const storage = make();
    const repo = createRepository({ storage, clock: fixedClock(NOW) });
    const path = `docs/tsk/de/${REF.import}.md`;
    const text = newFile('tsk', ID.import, 'draft', GERMAN_IMPORT);
    // Trailing whitespace of the content is removed, as for every create.
    expect(await repo.create('tsk', `${GERMAN_IMPORT}\n\n  \n`, { language: 'de', canonical: { id: ID.import } })).toStrictEqual(createdResult(storage, 'tsk', ID.import, REF.import, 'draft', path, text));
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [path]: text });
    expect(await repo.get('tsk', { ref: REF.import }, { language: 'de' })).toMatchObject({
      kind: 'document',
      id: ID.import,
      path: storage.absolute(path),
      body: { title: 'Importieren' },
    });
    expect((await repo.list('tsk', { language: 'de' })).results.map((row) => [row.ref, row.title])).toEqual([
      [REF.export, 'Exportieren'],
      [REF.import, 'Importieren'],
    ]);
    // The canonical document is still what an id lookup finds.
    expect(await repo.get('tsk', ID.import)).toMatchObject({ kind: 'document', path: storage.absolute(P.tskImport) });
  });

  it('feat by ref: <featDir>/<id>/fr/README.md with the feat default status', async () => {
    const storage = make();
    const repo = createRepository({ storage, clock: fixedClock(NOW) });
    const path = '.specmgr/feat/feat-1-search/fr/README.md';
    const text = newFile('feat', ID.search, 'planning', FRENCH_SEARCH);
    expect(await repo.create('feat', FRENCH_SEARCH, { language: 'fr', canonical: { ref: ID.search } })).toStrictEqual(createdResult(storage, 'feat', ID.search, ID.search, 'planning', path, text));
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [path]: text });
    expect((await repo.list('feat', { language: 'fr' })).results.map((row) => [row.ref, row.title, row.status])).toEqual([
      [ID.search, 'Recherche', 'planning'],
    ]);
  });

  it('req by a plain id: the variant copies the id although its own frontmatter is fresh', async () => {
    const storage = make();
    const repo = createRepository({ storage, clock: fixedClock(NOW) });
    const path = `docs/req/fr/${REF.idle}.md`;
    const text = newFile('req', ID.idle, 'draft', FRENCH_IDLE);
    expect(await repo.create('req', FRENCH_IDLE, { language: 'fr', canonical: ID.idle })).toStrictEqual(createdResult(storage, 'req', ID.idle, REF.idle, 'draft', path, text));
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [path]: text });
  });

  it('adr: the model is rendered with the language headings at <adrDir>/fr/<basename>.md with the canonical id', async () => {
    const storage = make();
    const repo = createRepository({ storage, clock: fixedClock(NOW) });
    const path = `docs/adr/fr/${REF.sqlite}.md`;
    const created = await repo.create('adr', { body: ADR_FR }, { language: 'fr', canonical: { id: ID.sqlite } });
    const files = await storageFiles(storage);
    const text = files[path] ?? '';
    expect(created).toStrictEqual({
      kind: 'created',
      type: 'adr',
      id: ID.sqlite,
      ref: REF.sqlite,
      path: storage.absolute(path),
      etag: textEtag(text),
      frontmatter: { status: 'draft', date: null, 'decision-makers': null, consulted: null, informed: null, id: ID.sqlite, version: '1.0.0' },
    });
    expect(files).toStrictEqual({ ...fixtureFiles(), [path]: text });
    expect(text).toContain('\n## Contexte et énoncé du problème\n');
    expect(text).toContain('\n## Décision retenue\n');
    expect(await repo.get('adr', ID.sqlite, { language: 'fr' })).toMatchObject({ kind: 'document', path: storage.absolute(path), body: ADR_FR });
    expect(await repo.get('adr', ID.sqlite)).toMatchObject({ kind: 'document', path: storage.absolute(P.adrSqlite) });
    expect((await repo.list('adr')).total).toBe(1);
  });

  it('a canonical document that fails to parse still gives its id: by id through name recovery, by ref from its frontmatter', async () => {
    for (const canonical of [{ id: ID.import }, { ref: REF.import }]) {
      const storage = make();
      const broken = fixtureText(P.tskImport).replace('## Recent Updates', '## Updates');
      await writeText(storage, P.tskImport, broken);
      const repo = createRepository({ storage, clock: fixedClock(NOW) });
      expect(await repo.get('tsk', canonical)).toMatchObject({ kind: 'parse-failure' });
      const path = `docs/tsk/de/${REF.import}.md`;
      const text = newFile('tsk', ID.import, 'draft', GERMAN_IMPORT);
      expect(await repo.create('tsk', GERMAN_IMPORT, { language: 'de', canonical })).toStrictEqual(createdResult(storage, 'tsk', ID.import, REF.import, 'draft', path, text));
      expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.tskImport]: broken, [path]: text });
    }
  });
});
