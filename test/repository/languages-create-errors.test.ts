/**
 * languages.md §5, refused variant creates: a missing canonical document
 * (NotFoundError), an existing variant (AlreadyExistsError) and content in
 * the wrong language (ValidateResult) write nothing.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import { ADR_FR, FRENCH_SEARCH, GERMAN_IMPORT, MISSING, NOW } from '../fixtures/repository-languages/content.js';
import { thrown } from '../fixtures/repository-languages/errors.js';
import {
  fixtureFiles,
  fixtureStorages,
  fixtureText,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
  storageFiles,
} from '../fixtures/repository-languages/fixture.js';
import { fixedClock } from './helpers/fixtures.js';

describe.each(fixtureStorages)('refused variant creates over %s (languages.md §5)', (_name, make) => {
  it('a missing canonical document is a NotFoundError, and nothing is written', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    expect(await thrown(() => repo.create('tsk', GERMAN_IMPORT, { language: 'de', canonical: { id: MISSING } }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      id: MISSING,
      message: `no task list found with id '${MISSING}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    });
    expect(await thrown(() => repo.create('tsk', GERMAN_IMPORT, { language: 'de', canonical: { ref: 'tsk-gone' } }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      ref: 'tsk-gone',
      message: "no task list found with ref 'tsk-gone'",
    });
    const featPath = storage.absolute('.specmgr/feat/feat-9-gone/README.md');
    expect((await thrown(() => repo.create('feat', FRENCH_SEARCH, { language: 'fr', canonical: { id: 'feat-9-gone' } }))).message).toBe(
      `no feature found with id 'feat-9-gone': ${featPath} does not exist. The id must be the exact containing folder's name (e.g. 'feat-31-feature'), not a bare prefix like 'feat-31' -- use list_feat to discover the exact id first.`,
    );
    expect(await thrown(() => repo.create('adr', { body: ADR_FR }, { language: 'fr', canonical: MISSING }))).toMatchObject({
      error: 'NotFoundError',
      message: `no ADR found with id '${MISSING}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'adr-<uuid>').`,
    });
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
  });

  it('an existing variant (healthy or broken) is an AlreadyExistsError, and nothing is written', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    // Valid content for each language, so that only the existing file stops the create.
    const bodyOf = (path: string) => fixtureText(path).split('---\n\n')[1] ?? '';
    const cases: [() => unknown, string, string][] = [
      [() => repo.create('tsk', GERMAN_IMPORT, { language: 'de', canonical: { id: ID.export } }), 'de', P.tskExportDe],
      [() => repo.create('tsk', bodyOf(P.tskImportFr), { language: 'fr', canonical: { ref: REF.export } }), 'fr', P.tskExportFr],
      [() => repo.create('feat', bodyOf(P.featSearchEs), { language: 'es', canonical: { id: ID.featExport } }), 'es', P.featExportEs],
      [() => repo.create('adr', { body: ADR_FR }, { language: 'de', canonical: ID.sqlite }), 'de', P.adrSqliteDe],
    ];
    for (const [run, language, path] of cases) {
      const shown = storage.absolute(path);
      expect(await thrown(run)).toStrictEqual({
        error: 'AlreadyExistsError',
        code: 'already-exists',
        path: shown,
        message: `variant '${language}' already exists at ${shown}`,
      });
    }
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
  });

  it('content in the wrong language is a ValidateResult labelled create_<t> (body), and nothing is written', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const english = GERMAN_IMPORT.replace('## Letzte Änderungen', '## Recent Updates');
    const message = "Task > RecentUpdates (body line 5): expected the 'de' heading 'Letzte Änderungen', got the English heading 'Recent Updates'";
    expect(await repo.create('tsk', english, { language: 'de', canonical: { id: ID.import } })).toStrictEqual({
      kind: 'validation',
      valid: false,
      errors: [{ message: `tsk create_tsk (body): ${message}` }],
      diagnostics: [
        { code: 'foreign-heading', severity: 'error', message, field: 'Task > RecentUpdates', line: 5, column: 1, documentLine: 5, channel: 'body', params: expect.any(Object), end: expect.any(Object), docs: 'docs/diagnostics.md#foreign-heading' },
      ],
    });
    expect(await storageFiles(storage)).toStrictEqual(fixtureFiles());
  });
});
