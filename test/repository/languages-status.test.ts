/**
 * languages.md §5, `translationStatus(type, target)`: one `{ language,
 * exists, stale }` per language available for the type, in code-point
 * order; `en` is the canonical document; stale = the variant's `updated` is
 * an earlier instant than the canonical's, or the variant is broken, or
 * either `updated` is null; a missing variant is never stale.
 */
import { describe, expect, it } from 'vitest';
import { createLanguageRegistry } from '../../src/i18n/registry.js';
import { createRepository } from '../../src/repository/index.js';
import { MISSING, NOW } from '../fixtures/repository-languages/content.js';
import { thrown } from '../fixtures/repository-languages/errors.js';
import {
  fixtureStorages,
  fixtureText,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
  memoryFixture,
} from '../fixtures/repository-languages/fixture.js';
import { fixedClock, recordingStorage, writeText } from './helpers/fixtures.js';

type State = { language: string; exists: boolean; stale: boolean };
const state = (language: string, exists: boolean, stale: boolean): State => ({ language, exists, stale });

describe.each(fixtureStorages)('translationStatus over %s (languages.md §5)', (_name, make) => {
  it('tsk Export: de at the same instant (other offset) is current; es earlier and fr broken are stale', async () => {
    const repo = createRepository({ messages: 'reference', storage: make() });
    const expected = [state('de', true, false), state('en', true, false), state('es', true, true), state('fr', true, true)];
    expect(await repo.translationStatus('tsk', ID.export)).toStrictEqual(expected);
    expect(await repo.translationStatus('tsk', { id: ID.export })).toStrictEqual(expected);
    expect(await repo.translationStatus('tsk', { ref: REF.export })).toStrictEqual(expected);
  });

  it('tsk Import: a healthy later fr variant; missing variants are not stale', async () => {
    const repo = createRepository({ messages: 'reference', storage: make() });
    expect(await repo.translationStatus('tsk', ID.import)).toStrictEqual([
      state('de', false, false),
      state('en', true, false),
      state('es', false, false),
      state('fr', true, false),
    ]);
  });

  it('req: a null updated on the variant (es) or on the canonical (Idle) is stale', async () => {
    const repo = createRepository({ messages: 'reference', storage: make() });
    expect(await repo.translationStatus('req', ID.temperature)).toStrictEqual([
      state('de', true, false),
      state('en', true, false),
      state('es', true, true),
      state('fr', false, false),
    ]);
    expect(await repo.translationStatus('req', { ref: REF.idle })).toStrictEqual([
      state('de', true, true),
      state('en', true, false),
      state('es', false, false),
      state('fr', false, false),
    ]);
  });

  it('feat: <featDir>/<id>/xx/README.md', async () => {
    const repo = createRepository({ messages: 'reference', storage: make() });
    expect(await repo.translationStatus('feat', { id: ID.search })).toStrictEqual([
      state('de', true, false),
      state('en', true, false),
      state('es', true, true),
      state('fr', false, false),
    ]);
    expect(await repo.translationStatus('feat', { ref: ID.featExport })).toStrictEqual([
      state('de', false, false),
      state('en', true, false),
      state('es', true, false),
      state('fr', false, false),
    ]);
  });

  it('adr: an ADR has no `updated` (formats.md), so every existing variant counts as stale', async () => {
    const repo = createRepository({ messages: 'reference', storage: make() });
    expect(await repo.translationStatus('adr', ID.sqlite)).toStrictEqual([
      state('de', true, true),
      state('en', true, false),
      state('es', true, true),
      state('fr', false, false),
    ]);
  });

  it('instants, not strings: a lexically later but earlier instant is stale; changes are seen at once', async () => {
    const storage = make();
    const repo = createRepository({ messages: 'reference', storage, clock: fixedClock(NOW) });
    const deText = fixtureText(P.tskExportDe);
    // 10:30+01:00 is 09:30Z, half an hour before the canonical 10:00Z.
    await writeText(storage, P.tskExportDe, deText.replace("updated: '2026-03-01T11:00:00.000+01:00'", "updated: '2026-03-01T10:30:00.000+01:00'"));
    expect((await repo.translationStatus('tsk', ID.export))[0]).toStrictEqual(state('de', true, true));
    // Touching the canonical makes the German and Spanish variants stale; touching a variant makes it current.
    await writeText(storage, P.tskExportDe, deText);
    await repo.setStatus('tsk', ID.export, 'done');
    expect(await repo.translationStatus('tsk', ID.export)).toStrictEqual([
      state('de', true, true),
      state('en', true, false),
      state('es', true, true),
      state('fr', true, true),
    ]);
    await repo.setStatus('tsk', ID.export, 'done', { language: 'es' });
    expect((await repo.translationStatus('tsk', ID.export))[2]).toStrictEqual(state('es', true, false));
  });

  it("one entry per language of the repository's registry for the type", async () => {
    const languages = createLanguageRegistry({ nl: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } } });
    const repo = createRepository({ messages: 'reference', storage: make(), languages });
    expect((await repo.translationStatus('tsk', ID.export)).map((s) => s.language)).toEqual(['de', 'en', 'es', 'fr', 'nl']);
    expect((await repo.translationStatus('req', ID.temperature)).map((s) => s.language)).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('the canonical document must exist: NotFoundError, even where a variant exists', async () => {
    const storage = make();
    await writeText(storage, `docs/tsk/de/tsk-${MISSING}-orphan.md`, fixtureText(P.tskExportDe));
    const repo = createRepository({ messages: 'reference', storage });
    expect(await thrown(() => repo.translationStatus('tsk', MISSING))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      id: MISSING,
      message: `no task list found with id '${MISSING}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    });
    expect(await thrown(() => repo.translationStatus('tsk', { ref: `tsk-${MISSING}-orphan` }))).toStrictEqual({
      error: 'NotFoundError',
      code: 'not-found',
      type: 'tsk',
      ref: `tsk-${MISSING}-orphan`,
      message: `no task list found with ref 'tsk-${MISSING}-orphan'`,
    });
  });
});

describe('translationStatus usage errors come before any storage access', () => {
  const cases: [string, unknown, unknown, { code: string; message: string }][] = [
    ['unknown type', 'nope', ID.export, { code: 'unknown-type', message: 'unknown document type \'nope\'; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr' }],
    ['malformed id', 'tsk', 'x', { code: 'invalid-id', message: "id 'x' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected" }],
    ['traversing ref', 'tsk', { ref: '../de' }, { code: 'invalid-ref', message: "ref '../de' contains a path separator or a '..' traversal sequence; a bare ref is expected" }],
  ];
  for (const [name, type, target, expected] of cases) {
    it(name, async () => {
      const { storage, calls } = recordingStorage(memoryFixture());
      const repo = createRepository({ messages: 'reference', storage });
      expect(await thrown(() => repo.translationStatus(type as string, target as never))).toStrictEqual({ error: 'UsageError', ...expected });
      expect(calls).toEqual([]);
    });
  }
});
