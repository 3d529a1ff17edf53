/**
 * languages.md §5, changing a variant: `update`, `edit` and `setStatus`
 * with `language` resolve the canonical document, then change the variant
 * file only (the canonical file and every other file stay byte-identical),
 * validate against the variant's table, and report the variant's etag.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import { NOW } from '../fixtures/repository-languages/content.js';
import { thrown } from '../fixtures/repository-languages/errors.js';
import {
  FR_BROKEN_ERROR,
  fixtureEtag,
  fixtureFiles,
  fixtureStorages,
  fixtureText,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
  storageFiles,
  textEtag,
} from '../fixtures/repository-languages/fixture.js';
import { fixedClock } from './helpers/fixtures.js';

const bodyOf = (path: string) => fixtureText(path).split('---\n\n')[1]?.trimEnd() ?? '';
/** The fixture file with `updated` set to NOW and other replacements applied. */
function changed(path: string, replacements: [string, string][], updated?: string): string {
  let text = fixtureText(path);
  if (updated !== undefined) text = text.replace(`updated: ${updated}`, `updated: '${NOW}'`);
  for (const [from, to] of replacements) text = text.replace(from, to);
  return text;
}
const frontmatterOf = (repoResult: unknown) => (repoResult as { frontmatter: Record<string, unknown> }).frontmatter;

describe.each(fixtureStorages)('change a variant over %s (languages.md §5)', (_name, make) => {
  it('update (whole body) writes only the variant, bumping its own updated', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const body = bodyOf(P.tskExportDe).replace('- [ ] Den Exporter schreiben', '- [x] Den Exporter schreiben');
    const text = changed(P.tskExportDe, [['- [ ] Den Exporter', '- [x] Den Exporter']], "'2026-03-01T11:00:00.000+01:00'");
    const result = await repo.update('tsk', ID.export, body, { language: 'de' });
    expect(result).toStrictEqual({
      kind: 'updated',
      type: 'tsk',
      id: ID.export,
      ref: REF.export,
      path: storage.absolute(P.tskExportDe),
      etag: textEtag(text),
      frontmatter: {
        classification: null,
        created: '2026-01-11T10:00:00.000+01:00',
        id: ID.export,
        status: 'active',
        type: 'tsk',
        updated: NOW,
        version: '1.0.0',
      },
      written: true,
      snippet: null,
    });
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.tskExportDe]: text });
    expect(frontmatterOf(await repo.get('tsk', ID.export)).updated).toBe('2026-03-01T10:00:00.000Z');
  });

  it('update (range) numbers the variant body; expect and dryRun work on the variant', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const range = { language: 'es', offset: 4, limit: 1 };
    expect(await repo.update('tsk', { ref: REF.export }, 'x', { ...range, expect: '- [ ] Something else' })).toStrictEqual({
      kind: 'conflict',
      reason: 'expect',
      etag: fixtureEtag(P.tskExportEs),
      current: '- [ ] Escribir el exportador\n',
      message: 'the addressed lines (offset=4, limit=1) do not match expect; nothing was written',
    });
    const line = '- [x] Escribir el exportador';
    const snippet = '  2: \n  3: - [x] Definir el formato de exportación\n- 4: - [ ] Escribir el exportador\n+ 4: - [x] Escribir el exportador\n  5: \n  6: ## Actualizaciones recientes\n';
    const dry = await repo.update('tsk', ID.export, line, { ...range, expect: '- [ ] Escribir el exportador', dryRun: true });
    expect(dry).toMatchObject({ kind: 'updated', written: false, etag: fixtureEtag(P.tskExportEs), snippet });
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
    const text = changed(P.tskExportEs, [['- [ ] Escribir', '- [x] Escribir']], "'2026-02-15T09:00:00.000Z'");
    expect(await repo.update('tsk', ID.export, line, range)).toMatchObject({
      kind: 'updated',
      path: storage.absolute(P.tskExportEs),
      etag: textEtag(text),
      written: true,
      snippet,
    });
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.tskExportEs]: text });
  });

  it('edit changes the variant text only', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const text = changed(P.featSearchEs, [['Construir el índice', 'Construir el índice invertido']], "'2026-01-20T08:00:00.000Z'");
    expect(await repo.edit('feat', { id: ID.search }, 'Construir el índice', 'Construir el índice invertido', { language: 'es' })).toMatchObject({
      kind: 'updated',
      type: 'feat',
      id: ID.search,
      ref: ID.search,
      path: storage.absolute(P.featSearchEs),
      etag: textEtag(text),
      written: true,
      snippet: null,
    });
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.featSearchEs]: text });
  });

  it('setStatus sets the variant status (the canonical keeps its own); the same status is a no-op', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const text = changed(P.tskExportDe, [['status: active', 'status: done']], "'2026-03-01T11:00:00.000+01:00'");
    const done = await repo.setStatus('tsk', ID.export, 'done', { language: 'de' });
    expect(done).toMatchObject({ kind: 'updated', path: storage.absolute(P.tskExportDe), etag: textEtag(text), written: true });
    expect(frontmatterOf(done)).toMatchObject({ status: 'done', updated: NOW });
    expect(await repo.setStatus('tsk', ID.export, 'done', { language: 'de' })).toMatchObject({ written: false, etag: textEtag(text) });
    expect(frontmatterOf(await repo.get('tsk', ID.export)).status).toBe('active');
    // adr edits its status in place (an ADR has no `updated`).
    const adrText = changed(P.adrSqliteDe, [['status: proposed', 'status: accepted']]);
    expect(await repo.setStatus('adr', ID.sqlite, 'accepted', { language: 'de' })).toMatchObject({
      kind: 'updated',
      path: storage.absolute(P.adrSqliteDe),
      etag: textEtag(adrText),
      written: true,
    });
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.tskExportDe]: text, [P.adrSqliteDe]: adrText });
  });

  it("ifMatch compares with the variant's etag", async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const canonicalEtag = fixtureEtag(P.reqTemperature);
    const variantEtag = fixtureEtag(P.reqTemperatureDe);
    expect(await repo.setStatus('req', ID.temperature, 'accepted', { language: 'de', ifMatch: canonicalEtag })).toStrictEqual({
      kind: 'conflict',
      reason: 'etag',
      etag: variantEtag,
      message: `document changed: ifMatch '${canonicalEtag}' does not match the current etag '${variantEtag}'; nothing was written`,
    });
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
    expect(await repo.setStatus('req', ID.temperature, 'accepted', { language: 'de', ifMatch: variantEtag })).toMatchObject({ written: true });
  });

  it('content in the wrong language is a ValidateResult labelled update/edit (body); nothing is written', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const english = bodyOf(P.tskExport);
    const message = "Task > RecentUpdates (body line 6): expected the 'de' heading 'Letzte Änderungen', got the English heading 'Recent Updates'";
    expect(await repo.update('tsk', ID.export, english, { language: 'de' })).toStrictEqual({
      kind: 'validation',
      valid: false,
      errors: [{ message: `tsk update (body): ${message}` }],
      diagnostics: [
        { code: 'foreign-heading', severity: 'error', message, field: 'Task > RecentUpdates', line: 6, column: 1, documentLine: 6, channel: 'body', params: expect.any(Object), end: expect.any(Object), docs: 'docs/diagnostics.md#foreign-heading' },
      ],
    });
    const edited = await repo.edit('tsk', ID.export, '## Letzte Änderungen', '## Recent Updates', { language: 'de' });
    expect(edited).toMatchObject({ kind: 'validation', valid: false, errors: [{ message: `tsk edit (body): ${message}` }] });
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
  });

  it('the broken fr variant: a ParseFailureResult without allowBroken, a repair with it', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const failure = { kind: 'parse-failure', error: FR_BROKEN_ERROR, path: storage.absolute(P.tskExportFr), id: ID.export, ref: REF.export };
    const repaired = bodyOf(P.tskExportFr).replace('## Recent Updates', '## Mises à jour récentes');
    expect(await repo.update('tsk', ID.export, repaired, { language: 'fr' })).toMatchObject(failure);
    expect(await repo.setStatus('tsk', ID.export, 'active', { language: 'fr' })).toMatchObject(failure);
    expect(await repo.edit('tsk', ID.export, 'Recent Updates', 'Mises à jour récentes', { language: 'fr' })).toMatchObject(failure);
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
    const text = changed(P.tskExportFr, [['## Recent Updates', '## Mises à jour récentes']], "'2026-03-02T09:00:00.000Z'");
    expect(await repo.update('tsk', ID.export, repaired, { language: 'fr', allowBroken: true })).toMatchObject({
      kind: 'updated',
      etag: textEtag(text),
      written: true,
    });
    expect(await storageFiles(storage)).toStrictEqual({ ...fixtureFiles(), [P.tskExportFr]: text });
    const listed = await repo.list('tsk', { language: 'fr' });
    expect([listed.errorCount, listed.results.map((row) => row.title)]).toEqual([0, ['Exporter', 'Importer']]);
  });

  it('a missing variant is the variant NotFoundError for every mutation; nothing is written', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const expected = {
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      id: ID.import,
      message: `no task list variant 'es' found for id '${ID.import}': expected ${storage.absolute(`docs/tsk/es/${REF.import}.md`)}`,
    };
    const body = bodyOf(P.tskExportEs);
    expect(await thrown(() => repo.update('tsk', ID.import, body, { language: 'es' }))).toStrictEqual(expected);
    expect(await thrown(() => repo.edit('tsk', ID.import, 'Exportar', 'Importar', { language: 'es' }))).toStrictEqual(expected);
    expect(await thrown(() => repo.setStatus('tsk', ID.import, 'done', { language: 'es' }))).toStrictEqual(expected);
    expect((await thrown(() => repo.setStatus('tsk', { ref: REF.import }, 'done', { language: 'es' }))).message).toBe(
      `no task list variant 'es' found for ref '${REF.import}': expected ${storage.absolute(`docs/tsk/es/${REF.import}.md`)}`,
    );
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
  });
});
