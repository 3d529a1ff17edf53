/**
 * languages.md §1 and §4, failures of variant reads: a broken variant is a
 * ParseFailureResult whose error is byte-identical to its list row's (line
 * numbers of the variant body); a missing variant is a NotFoundError naming
 * the language and the expected path; a variant without its canonical
 * document is the usual not-found.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import type { Storage } from '../../src/repository/storage/index.js';
import { MISSING } from '../fixtures/repository-languages/content.js';
import { thrown } from '../fixtures/repository-languages/errors.js';
import {
  FR_BROKEN_ERROR,
  fixtureEtag,
  fixtureStorages,
  fixtureText,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
} from '../fixtures/repository-languages/fixture.js';
import { writeText } from './helpers/fixtures.js';

const FR_BODY =
  "# Exporter\n\n- [x] Définir le format d'export\n- [ ] Écrire l'exportateur\n\n## Recent Updates\n\n" +
  '### 2026-01-10T09:00:00.000Z - Lancement\n\nLa liste de tâches a commencé.';

function frFailure(storage: Storage, id: string | null) {
  return {
    kind: 'parse-failure',
    error: FR_BROKEN_ERROR,
    // The span, params and docs link belong to the foreign-heading code's own tests.
    diagnostics: [
      expect.objectContaining({
        code: 'foreign-heading',
        severity: 'error',
        message: FR_BROKEN_ERROR,
        field: 'Task > RecentUpdates',
        line: 6,
        column: 1,
        documentLine: 16,
        channel: 'body',
        params: expect.any(Object),
        end: expect.any(Object),
        docs: 'docs/diagnostics.md#foreign-heading',
      }),
    ],
    path: storage.absolute(P.tskExportFr),
    id,
    ref: REF.export,
    etag: fixtureEtag(P.tskExportFr),
  };
}

describe.each(fixtureStorages)('failed variant reads over %s (languages.md §1, §4)', (_name, make) => {
  it('the broken fr variant: a ParseFailureResult whose error is byte-identical to its list row, cold and warm', async () => {
    for (const order of ['get first', 'list first'] as const) {
      const storage = make();
      const repo = createRepository({ messages: 'reference', storage });
      const listed = order === 'list first' ? await repo.list('tsk', { language: 'fr' }) : undefined;
      const failure = await repo.get('tsk', ID.export, { language: 'fr' });
      const row = (listed ?? (await repo.list('tsk', { language: 'fr' }))).results[0];
      expect(failure).toStrictEqual(frFailure(storage, ID.export));
      expect(failure.kind === 'parse-failure' && failure.error).toBe(row?.error);
      expect(Buffer.from(row?.error ?? '').equals(Buffer.from(FR_BROKEN_ERROR))).toBe(true);
    }
  });

  it('the broken fr variant by ref echoes no id; raw text needs allowBroken and then carries the failure', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage });
    expect(await repo.get('tsk', { ref: REF.export }, { language: 'fr' })).toStrictEqual(frFailure(storage, null));
    expect(await repo.get('tsk', ID.export, { language: 'fr', raw: true })).toStrictEqual(frFailure(storage, ID.export));
    expect(await repo.get('tsk', ID.export, { language: 'fr', raw: true, numbered: true })).toStrictEqual(frFailure(storage, ID.export));
    const rawResult = (text: string) => ({
      kind: 'raw',
      type: 'tsk',
      id: ID.export,
      ref: REF.export,
      path: storage.absolute(P.tskExportFr),
      etag: fixtureEtag(P.tskExportFr),
      text,
      parseFailure: frFailure(storage, ID.export),
    });
    expect(await repo.get('tsk', ID.export, { language: 'fr', raw: true, allowBroken: true })).toStrictEqual(rawResult(FR_BODY));
    expect(
      await repo.get('tsk', ID.export, { language: 'fr', raw: true, allowBroken: true, offset: 5, limit: 2, numbered: true }),
    ).toStrictEqual(rawResult('5: \n6: ## Recent Updates\n'));
  });

  it('a missing variant: NotFoundError naming the language and the expected path, for id and for ref', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage });
    const expected = storage.absolute(`docs/tsk/de/${REF.import}.md`);
    expect(await thrown(() => repo.get('tsk', ID.import, { language: 'de' }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      id: ID.import,
      message: `no task list variant 'de' found for id '${ID.import}': expected ${expected}`,
    });
    expect(await thrown(() => repo.get('tsk', { ref: REF.import }, { language: 'de' }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      ref: REF.import,
      message: `no task list variant 'de' found for ref '${REF.import}': expected ${expected}`,
    });
    const featExpected = storage.absolute('.specmgr/feat/feat-2-export/de/README.md');
    expect(await thrown(() => repo.get('feat', { id: ID.featExport }, { language: 'de' }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'feat',
      id: ID.featExport,
      message: `no feature variant 'de' found for id '${ID.featExport}': expected ${featExpected}`,
    });
    const reqExpected = storage.absolute(`docs/req/es/${REF.idle}.md`);
    expect((await thrown(() => repo.get('req', ID.idle, { language: 'es' }))).message).toBe(
      `no requirement variant 'es' found for id '${ID.idle}': expected ${reqExpected}`,
    );
    const adrExpected = storage.absolute(`docs/adr/fr/${REF.sqlite}.md`);
    expect((await thrown(() => repo.get('adr', { ref: REF.sqlite }, { language: 'fr' }))).message).toBe(
      `no ADR variant 'fr' found for ref '${REF.sqlite}': expected ${adrExpected}`,
    );
  });

  it('the canonical document is resolved first: a variant without its canonical is the usual not-found', async () => {
    const storage = make();
    const orphan = MISSING;
    await writeText(storage, `docs/tsk/de/tsk-${orphan}-orphan.md`, fixtureText(P.tskExportDe));
    const repo = createRepository({ messages: 'reference', storage });
    expect(await thrown(() => repo.get('tsk', orphan, { language: 'de' }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      id: orphan,
      message: `no task list found with id '${orphan}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    });
    expect(await thrown(() => repo.get('tsk', { ref: `tsk-${orphan}-orphan` }, { language: 'de' }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      ref: `tsk-${orphan}-orphan`,
      message: `no task list found with ref 'tsk-${orphan}-orphan'`,
    });
    const missingFeat = storage.absolute('.specmgr/feat/feat-9-missing/README.md');
    expect((await thrown(() => repo.get('feat', { id: 'feat-9-missing' }, { language: 'de' }))).message).toBe(
      `no feature found with id 'feat-9-missing': ${missingFeat} does not exist. The id must be the exact containing folder's name (e.g. 'feat-31-feature'), not a bare prefix like 'feat-31' -- use list_feat to discover the exact id first.`,
    );
  });
});
