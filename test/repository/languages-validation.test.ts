/**
 * languages.md §2: the `language` option is checked before any storage
 * access, after the type, target and argument checks (operations.md §2.2):
 * first its shape (`invalid-language`, which also stops path injection),
 * then its availability for the type (`unsupported-language`). Every case
 * runs against the populated fixture behind a recording storage, so a check
 * that came too late would show up as a recorded call (or even succeed).
 */
import { describe, expect, it } from 'vitest';
import { createLanguageRegistry, type LanguageRegistry } from '../../src/i18n/registry.js';
import { createRepository, type Repository } from '../../src/repository/index.js';
import { thrown, type ThrownFields } from '../fixtures/repository-languages/errors.js';
import { LANG_IDS as ID, LANG_REFS as REF, memoryFixture } from '../fixtures/repository-languages/fixture.js';
import { recordingStorage } from './helpers/fixtures.js';

const GERMAN_TSK = '# Exportieren\n\n- [ ] Eins\n\n## Letzte Änderungen\n\n### 2026-03-01T10:00:00.000Z - Auftakt\n\nBegonnen.';
const ADR_CONTENT = { body: { title: 'SQLite', contextAndProblemStatement: 'x', consideredOptions: '- a', decisionOutcome: 'y' } };
const WHOLE_BODY = 'req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs';
const AVAILABLE = 'de, en, es, fr';

async function beforeStorage(run: (repo: Repository) => unknown, languages?: LanguageRegistry): Promise<ThrownFields> {
  const { storage, calls } = recordingStorage(memoryFixture());
  const repo = createRepository(languages === undefined ? { storage } : { storage, languages });
  const error = await thrown(() => run(repo));
  expect(calls).toEqual([]);
  return error;
}

const usage = (code: string, message: string): ThrownFields => ({ error: 'UsageError', code, message });
const shape = (rendered: string) => usage('invalid-language', `language ${rendered} is not a two-letter lowercase code (^[a-z]{2}$)`);
const unsupported = (value: string, type: string, available = AVAILABLE) =>
  usage('unsupported-language', `language '${value}' has no heading table for '${type}'; available: ${available}`);

/** Every operation with a `language` option, called with a valid target and arguments. */
const operations: [string, (repo: Repository, language: unknown) => unknown][] = [
  ['list', (r, l) => r.list('tsk', { language: l as string })],
  ['get', (r, l) => r.get('tsk', ID.export, { language: l as string })],
  ['get raw window', (r, l) => r.get('tsk', { ref: REF.export }, { raw: true, offset: 2, limit: 2, numbered: true, language: l as string })],
  ['create variant', (r, l) => r.create('tsk', GERMAN_TSK, { language: l as string, canonical: { id: ID.import } })],
  ['create adr variant', (r, l) => r.create('adr', ADR_CONTENT, { language: l as string, canonical: { id: ID.sqlite } })],
  ['update', (r, l) => r.update('tsk', ID.export, GERMAN_TSK, { language: l as string })],
  ['update range', (r, l) => r.update('tsk', ID.export, 'x', { offset: 1, limit: 1, language: l as string })],
  ['edit', (r, l) => r.edit('tsk', ID.export, 'Export', 'Ausfuhr', { language: l as string })],
  ['setStatus', (r, l) => r.setStatus('tsk', ID.export, 'done', { language: l as string })],
];

/** Malformed languages and their rendering (operations.md §2.2). */
const malformed: [unknown, string][] = [
  ['DE', "'DE'"],
  ['De', "'De'"],
  ['de-CH', "'de-CH'"],
  ['de_CH', "'de_CH'"],
  ['../x', "'../x'"],
  ['', "''"],
  ['d', "'d'"],
  ['deu', "'deu'"],
  [' de', "' de'"],
  ['de\n', "'de\\n'"],
  ['dé', "'dé'"],
  ["d'", `"d'"`],
  [5, '5'],
  [true, 'True'],
  [{}, '{}'],
  [['de'], "['de']"],
];

/** Path-injection payloads: all stopped by the shape check. */
const injections = ['../', '..', '/etc', 'de/../..', '%2e%2e', '.', 'de/', '/', 'de\\..', '..\\..', '\u0000de'];

describe('invalid-language: the shape ^[a-z]{2}$, before any storage access', () => {
  for (const [name, run] of operations) {
    for (const [value, rendered] of malformed) {
      it(`${name} with ${rendered}`, async () => {
        expect(await beforeStorage((repo) => run(repo, value))).toStrictEqual(shape(rendered));
      });
    }
  }
});

describe('path injection through the language is a shape error, with zero storage calls', () => {
  for (const [name, run] of operations) {
    for (const payload of injections) {
      it(`${name} with ${JSON.stringify(payload)}`, async () => {
        const error = await beforeStorage((repo) => run(repo, payload));
        expect(error.code).toBe('invalid-language');
        expect(error.message.endsWith(' is not a two-letter lowercase code (^[a-z]{2}$)')).toBe(true);
      });
    }
  }
  it('renders the payloads as Python repr', async () => {
    expect(await beforeStorage((r) => r.list('tsk', { language: 'de/../..' }))).toStrictEqual(shape("'de/../..'"));
    expect(await beforeStorage((r) => r.get('tsk', ID.export, { language: '%2e%2e' }))).toStrictEqual(shape("'%2e%2e'"));
    expect(await beforeStorage((r) => r.get('tsk', ID.export, { language: 'de\\..' }))).toStrictEqual(shape("'de\\\\..'"));
    expect(await beforeStorage((r) => r.list('tsk', { language: '\u0000de' }))).toStrictEqual(shape("'\\x00de'"));
  });
});

describe('unsupported-language: a shape-valid code without a table for the type', () => {
  for (const [name, run] of operations) {
    it(`${name} with 'zz'`, async () => {
      const type = name.includes('adr') ? 'adr' : 'tsk';
      expect(await beforeStorage((repo) => run(repo, 'zz'))).toStrictEqual(unsupported('zz', type));
    });
  }
  it('the available list is per type and per registry, in code-point order', async () => {
    const languages = createLanguageRegistry({ nl: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } } });
    expect(await beforeStorage((r) => r.list('tsk', { language: 'xx' }), languages)).toStrictEqual(
      unsupported('xx', 'tsk', 'de, en, es, fr, nl'),
    );
    expect(await beforeStorage((r) => r.get('req', ID.temperature, { language: 'nl' }), languages)).toStrictEqual(
      unsupported('nl', 'req'),
    );
    expect(await beforeStorage((r) => r.list('feat', { language: 'nl' }), languages)).toStrictEqual(unsupported('nl', 'feat'));
  });
  it("the shape is checked before the availability: 'ZZ' is malformed, not unsupported", async () => {
    expect(await beforeStorage((r) => r.list('tsk', { language: 'ZZ' }))).toStrictEqual(shape("'ZZ'"));
  });
});

describe('the language is checked after the type, target and argument checks', () => {
  const cases: [string, (repo: Repository) => unknown, ThrownFields][] = [
    ['unknown type', (r) => r.list('nope', { language: 'DE' }), usage('unknown-type', `unknown document type 'nope'; expected one of ${WHOLE_BODY}, adr`)],
    ['adr where unsupported', (r) => r.edit('adr', ID.sqlite, 'a', 'b', { language: 'DE' }), usage('unknown-type', `unknown document type 'adr'; expected one of ${WHOLE_BODY} ('adr' is not supported)`)],
    ['malformed id', (r) => r.get('tsk', 'bad', { language: 'DE' }), usage('invalid-id', "id 'bad' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected")],
    ['traversing ref', (r) => r.update('tsk', { ref: '../x' }, GERMAN_TSK, { language: '../x' }), usage('invalid-ref', "ref '../x' contains a path separator or a '..' traversal sequence; a bare ref is expected")],
    ['id and ref', (r) => r.setStatus('tsk', { id: ID.export, ref: 'x' } as never, 'done', { language: 'zz' }), usage('invalid-target', `exactly one of id and ref must be given, got id='${ID.export}', ref='x'`)],
    ['malformed canonical', (r) => r.create('tsk', GERMAN_TSK, { language: 'DE', canonical: { id: 'feat-1-x' } }), usage('invalid-id', "id 'feat-1-x' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected")],
    ['window without raw', (r) => r.get('tsk', ID.export, { offset: 2, language: 'DE' }), usage('invalid-arguments', 'offset/limit are only valid with raw=True, got offset=2, limit=None')],
    ['allowBroken without raw', (r) => r.get('tsk', ID.export, { allowBroken: true, language: 'zz' }), usage('invalid-arguments', 'allowBroken is only valid with raw=True, got allowBroken=True')],
    ['limit without offset', (r) => r.update('tsk', ID.export, 'x', { limit: 2, language: 'zz' }), usage('invalid-arguments', 'limit must be given together with offset, got offset=None, limit=2')],
    ['expect without offset', (r) => r.update('tsk', ID.export, 'x', { expect: 'y', language: 'DE' }), usage('invalid-arguments', 'expect is only valid with offset, got offset=None')],
    ['supersededBy for tsk', (r) => r.setStatus('tsk', ID.export, 'done', { supersededBy: ID.sqlite, language: 'DE' }), usage('invalid-arguments', `superseded_by is only accepted for type='adr' (the "superseded by X" pattern is ADR-specific), got type='tsk' with superseded_by='${ID.sqlite}'`)],
    ['edit identical', (r) => r.edit('tsk', ID.export, 'a', 'a', { language: 'DE' }), usage('edit-identical', 'No changes to apply: oldString and newString are identical.')],
    ['edit empty', (r) => r.edit('tsk', ID.export, '', 'a', { language: 'zz' }), usage('edit-empty', 'oldString cannot be empty when editing an existing file. Provide the exact text to replace, or use update for an intentional full-file replacement.')],
    ['create id for tsk', (r) => r.create('tsk', GERMAN_TSK, { id: 'x', language: 'DE', canonical: ID.export }), usage('invalid-arguments', "id is only accepted for type='feat' (every other type gets a server-generated UUID), got type='tsk' with id='x'")],
    ['language without canonical', (r) => r.create('tsk', GERMAN_TSK, { language: 'DE' }), usage('invalid-arguments', "language='DE' requires canonical (the document this variant translates), got canonical=None")],
    ['adr language without canonical', (r) => r.create('adr', ADR_CONTENT, { language: 'zz' }), usage('invalid-arguments', "language='zz' requires canonical (the document this variant translates), got canonical=None")],
  ];
  for (const [name, run, expected] of cases) {
    it(name, async () => {
      expect(await beforeStorage(run)).toStrictEqual(expected);
    });
  }
  it('adr content that is no ADR model', async () => {
    const notAdr = () => ({ body: { title: 'T' } });
    const expected = await beforeStorage((r) => r.create('adr', notAdr()));
    expect(expected.code).toBe('invalid-arguments');
    expect(await beforeStorage((r) => r.create('adr', notAdr(), { language: 'DE', canonical: ID.sqlite }))).toStrictEqual(expected);
    expect(await beforeStorage((r) => r.create('adr', 'text', { language: 'zz', canonical: ID.sqlite }))).toStrictEqual(
      usage('invalid-arguments', "create('adr') takes { frontmatter, body } with an Adr body model, got 'string'"),
    );
  });
});

describe('the language is checked before any returned content result', () => {
  it('setStatus: a bad language throws before the vocabulary check', async () => {
    expect(await beforeStorage((r) => r.setStatus('tsk', ID.export, 'bogus', { language: 'zz' }))).toStrictEqual(unsupported('zz', 'tsk'));
  });
  it('update and create: a bad language throws before the body validation', async () => {
    expect(await beforeStorage((r) => r.update('tsk', ID.export, 'no heading', { language: 'DE' }))).toStrictEqual(shape("'DE'"));
    expect(await beforeStorage((r) => r.create('tsk', 'no heading', { language: 'zz', canonical: ID.export }))).toStrictEqual(
      unsupported('zz', 'tsk'),
    );
  });
});

describe('operations.md §2.2 / languages.md §5: canonical and language go together', () => {
  const cases: [string, (repo: Repository) => unknown, string][] = [
    ['canonical without a language', (r) => r.create('tsk', GERMAN_TSK, { canonical: { id: ID.export } }), "canonical is only valid with a language other than 'en', got language='en'"],
    ['canonical with en', (r) => r.create('req', GERMAN_TSK, { language: 'en', canonical: { ref: REF.temperature } }), "canonical is only valid with a language other than 'en', got language='en'"],
    ['adr canonical with en', (r) => r.create('adr', ADR_CONTENT, { language: 'en', canonical: ID.sqlite }), "canonical is only valid with a language other than 'en', got language='en'"],
    ['a language without canonical', (r) => r.create('tsk', GERMAN_TSK, { language: 'de' }), "language='de' requires canonical (the document this variant translates), got canonical=None"],
    ['feat language without canonical', (r) => r.create('feat', '# Funktion: X', { language: 'es' }), "language='es' requires canonical (the document this variant translates), got canonical=None"],
  ];
  for (const [name, run, message] of cases) {
    it(name, async () => {
      expect(await beforeStorage(run)).toStrictEqual(usage('invalid-arguments', message));
    });
  }
});
