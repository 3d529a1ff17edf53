/**
 * languages.md §1 and §4, list side: `list(type, { language })` lists only
 * the variants of that language, with the rows, paging, glob, failed rows
 * and errorCount of an English listing. Whole results are compared.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import type { Storage } from '../../src/repository/storage/index.js';
import {
  FR_BROKEN_ERROR,
  fixtureEtag,
  fixtureStorages,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
} from '../fixtures/repository-languages/fixture.js';

const FAILED = '<failed to parse>';
const FR_BROKEN_DEFAULT =
  'The heading is in English ("## Recent Updates"); this document is in French, where it is "## Mises à jour récentes". Rename the heading to "## Mises à jour récentes".';


type Healthy = { id: string; title: string; status: string; ref: string };

function rows(storage: Storage) {
  const healthy = (path: string, row: Healthy) => ({ ...row, path: storage.absolute(path), error: null, etag: fixtureEtag(path) });
  const failed = (path: string, ref: string, error: string) => ({
    id: null,
    title: FAILED,
    status: FAILED,
    ref,
    path: storage.absolute(path),
    error,
    etag: fixtureEtag(path),
  });
  return { healthy, failed };
}

const page = <T>(results: T[], total: number, errorCount: number, extra: { offset?: number; maxResults?: number; truncated?: boolean } = {}) => ({
  kind: 'page',
  total,
  offset: extra.offset ?? 0,
  maxResults: extra.maxResults ?? 25,
  truncated: extra.truncated ?? false,
  results,
  errorCount,
});

describe.each(fixtureStorages)('list with a language over %s (languages.md §1)', (_name, make) => {
  it('tsk: the English listing never includes variant folders; each language lists only its variants', async () => {
    const storage = make();
    const repo = createRepository({ storage, messages: 'reference' });
    const { healthy, failed } = rows(storage);
    const english = page(
      [
        healthy(P.tskExport, { id: ID.export, title: 'Export', status: 'active', ref: REF.export }),
        healthy(P.tskImport, { id: ID.import, title: 'Import', status: 'draft', ref: REF.import }),
      ],
      2,
      0,
    );
    expect(await repo.list('tsk')).toStrictEqual(english);
    expect(await repo.list('tsk', { language: 'en' })).toStrictEqual(english);
    // notes.txt in docs/tsk/de/ is not a member.
    expect(await repo.list('tsk', { language: 'de' })).toStrictEqual(
      page([healthy(P.tskExportDe, { id: ID.export, title: 'Exportieren', status: 'active', ref: REF.export })], 1, 0),
    );
    expect(await repo.list('tsk', { language: 'es' })).toStrictEqual(
      page([healthy(P.tskExportEs, { id: ID.export, title: 'Exportar', status: 'draft', ref: REF.export })], 1, 0),
    );
    expect(await repo.list('tsk', { language: 'fr' })).toStrictEqual(
      page(
        [
          failed(P.tskExportFr, REF.export, FR_BROKEN_ERROR),
          healthy(P.tskImportFr, { id: ID.import, title: 'Importer', status: 'draft', ref: REF.import }),
        ],
        2,
        1,
      ),
    );
  });

  it('tsk fr: paging and glob behave exactly as for English (failed rows keep their place, glob drops them)', async () => {
    const storage = make();
    const repo = createRepository({ storage, messages: 'reference' });
    const { healthy, failed } = rows(storage);
    const brokenRow = failed(P.tskExportFr, REF.export, FR_BROKEN_ERROR);
    const importRow = healthy(P.tskImportFr, { id: ID.import, title: 'Importer', status: 'draft', ref: REF.import });
    expect(await repo.list('tsk', { language: 'fr', maxResults: 1 })).toStrictEqual(
      page([brokenRow], 2, 1, { maxResults: 1, truncated: true }),
    );
    expect(await repo.list('tsk', { language: 'fr', maxResults: 1, offset: 1 })).toStrictEqual(
      page([importRow], 2, 1, { maxResults: 1, offset: 1 }),
    );
    expect(await repo.list('tsk', { language: 'fr', glob: '7D1F*' })).toStrictEqual(page([importRow], 1, 0));
    expect(await repo.list('tsk', { language: 'fr', glob: '*' })).toStrictEqual(page([importRow], 1, 0));
    expect(await repo.list('tsk', { language: 'fr', glob: '' })).toStrictEqual(page([], 0, 0));
    expect(await repo.list('tsk', { language: 'fr', offset: 10 })).toStrictEqual(page([], 2, 1, { offset: 10 }));
  });

  it('tsk fr in the default words: the failed row says which heading to write, in its place', async () => {
    const storage = make();
    const { healthy, failed } = rows(storage);
    expect(await createRepository({ storage }).list('tsk', { language: 'fr' })).toStrictEqual(
      page(
        [
          failed(P.tskExportFr, REF.export, FR_BROKEN_DEFAULT),
          healthy(P.tskImportFr, { id: ID.import, title: 'Importer', status: 'draft', ref: REF.import }),
        ],
        2,
        1,
      ),
    );
  });

  it('req: rows carry the variant basename as ref and the variant path; a language without variants is empty', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const { healthy } = rows(storage);
    expect(await repo.list('req')).toStrictEqual(
      page(
        [
          healthy(P.reqTemperature, { id: ID.temperature, title: 'Maximum Engine Temperature', status: 'accepted', ref: REF.temperature }),
          healthy(P.reqIdle, { id: ID.idle, title: 'Minimum Idle Speed', status: 'draft', ref: REF.idle }),
        ],
        2,
        0,
      ),
    );
    expect(await repo.list('req', { language: 'de' })).toStrictEqual(
      page(
        [
          healthy(P.reqTemperatureDe, { id: ID.temperature, title: 'Maximale Motortemperatur', status: 'proposed', ref: REF.temperature }),
          healthy(P.reqIdleDe, { id: ID.idle, title: 'Minimale Leerlaufdrehzahl', status: 'draft', ref: REF.idle }),
        ],
        2,
        0,
      ),
    );
    expect(await repo.list('req', { language: 'es' })).toStrictEqual(
      page([healthy(P.reqTemperatureEs, { id: ID.temperature, title: 'Maximum Engine Temperature', status: 'accepted', ref: REF.temperature })], 1, 0),
    );
    expect(await repo.list('req', { language: 'fr' })).toStrictEqual(page([], 0, 0));
  });

  it('feat: <featDir>/*/xx/README.md, rows named by the feat folder, titles without the translated prefix', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const { healthy } = rows(storage);
    expect(await repo.list('feat')).toStrictEqual(
      page(
        [
          healthy(P.featSearch, { id: ID.search, title: 'Search', status: 'progress', ref: ID.search }),
          healthy(P.featExport, { id: ID.featExport, title: 'Export', status: 'planning', ref: ID.featExport }),
        ],
        2,
        0,
      ),
    );
    expect(await repo.list('feat', { language: 'de' })).toStrictEqual(
      page([healthy(P.featSearchDe, { id: ID.search, title: 'Suche', status: 'progress', ref: ID.search })], 1, 0),
    );
    expect(await repo.list('feat', { language: 'es' })).toStrictEqual(
      page(
        [
          healthy(P.featSearchEs, { id: ID.search, title: 'Búsqueda', status: 'planning', ref: ID.search }),
          healthy(P.featExportEs, { id: ID.featExport, title: 'Exportación', status: 'planning', ref: ID.featExport }),
        ],
        2,
        0,
      ),
    );
    expect(await repo.list('feat', { language: 'fr' })).toStrictEqual(page([], 0, 0));
  });

  it('adr: <adrDir>/xx/*.md, still skipping README.md', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const { healthy } = rows(storage);
    expect(await repo.list('adr')).toStrictEqual(
      page([healthy(P.adrSqlite, { id: ID.sqlite, title: 'Use SQLite', status: 'accepted', ref: REF.sqlite })], 1, 0),
    );
    expect(await repo.list('adr', { language: 'de' })).toStrictEqual(
      page([healthy(P.adrSqliteDe, { id: ID.sqlite, title: 'SQLite verwenden', status: 'proposed', ref: REF.sqlite })], 1, 0),
    );
    expect(await repo.list('adr', { language: 'es' })).toStrictEqual(
      page([healthy(P.adrSqliteEs, { id: ID.sqlite, title: 'Usar SQLite', status: 'accepted', ref: REF.sqlite })], 1, 0),
    );
  });

  it('null as the language is the absent option (English)', async () => {
    const repo = createRepository({ storage: make() });
    expect(await repo.list('tsk', { language: null as never })).toStrictEqual(await repo.list('tsk'));
  });
});
