/**
 * languages.md §1 and §4, get side: `get(type, target, { language })`
 * resolves the canonical document first, then reads the variant at the same
 * basename; the model is the canonical model; raw reads and windows show
 * the variant's own lines. Whole results are compared. Broken and missing
 * variants are in languages-failures.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import {
  fixtureEtag,
  fixtureStorages,
  LANG_IDS as ID,
  LANG_PATHS as P,
  LANG_REFS as REF,
} from '../fixtures/repository-languages/fixture.js';

const DE_BODY =
  '# Exportieren\n\n- [x] Das Exportformat festlegen\n- [ ] Den Exporter schreiben\n\n## Letzte Änderungen\n\n' +
  '### 2026-03-01T10:00:00.000Z - Format festgelegt\n\nDas Exportformat ist festgelegt.\n\n' +
  '### 2026-01-10T09:00:00.000Z - Auftakt\n\nDie Aufgabenliste wurde begonnen.';
const tskFrontmatter = (created: string, updated: string | null, status: string) => ({
  classification: null,
  created,
  id: ID.export,
  status,
  type: 'tsk',
  updated,
  version: '1.0.0',
});

describe.each(fixtureStorages)('get with a language over %s (languages.md §1, §4)', (_name, make) => {
  it('tsk de: the variant parsed through the German table, by id and by ref', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const expected = {
      kind: 'document',
      type: 'tsk',
      id: ID.export,
      ref: REF.export,
      path: storage.absolute(P.tskExportDe),
      etag: fixtureEtag(P.tskExportDe),
      frontmatter: tskFrontmatter('2026-01-11T10:00:00.000+01:00', '2026-03-01T11:00:00.000+01:00', 'active'),
      body: {
        title: 'Exportieren',
        tasks: {
          ordered: false,
          items: [
            { checked: true, text: 'Das Exportformat festlegen' },
            { checked: false, text: 'Den Exporter schreiben' },
          ],
        },
        recentUpdates: {
          entries: [
            { timestamp: '2026-03-01T10:00:00.000Z', separator: '-', title: 'Format festgelegt', content: 'Das Exportformat ist festgelegt.' },
            { timestamp: '2026-01-10T09:00:00.000Z', separator: '-', title: 'Auftakt', content: 'Die Aufgabenliste wurde begonnen.' },
          ],
        },
      },
      diagnostics: [],
    };
    expect(await repo.get('tsk', ID.export, { language: 'de' })).toStrictEqual(expected);
    expect(await repo.get('tsk', { id: ID.export }, { language: 'de' })).toStrictEqual(expected);
    expect(await repo.get('tsk', { ref: REF.export }, { language: 'de' })).toStrictEqual(expected);
  });

  it("'en' and an absent language are exactly the canonical read", async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const english = await repo.get('tsk', ID.export);
    expect(english).toMatchObject({ kind: 'document', path: storage.absolute(P.tskExport), etag: fixtureEtag(P.tskExport) });
    expect(await repo.get('tsk', ID.export, { language: 'en' })).toStrictEqual(english);
    expect(await repo.get('tsk', ID.export, { language: null as never })).toStrictEqual(english);
  });

  it('req es: a variant with the English text under Spanish headings has exactly the canonical body model', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const english = await repo.get('req', ID.temperature);
    const spanish = await repo.get('req', ID.temperature, { language: 'es' });
    const body = {
      title: 'Maximum Engine Temperature',
      statement: 'The engine controller shall limit the coolant temperature to 105 °C.',
      description: 'Overheating damages the engine.',
      characteristics: { ordered: true, items: [{ text: 'Verifiable on the test bench' }] },
      level: { value: 'MUST' },
      source: 'Workshop 2026-01-05.',
    };
    expect(spanish).toStrictEqual({
      kind: 'document',
      type: 'req',
      id: ID.temperature,
      ref: REF.temperature,
      path: storage.absolute(P.reqTemperatureEs),
      etag: fixtureEtag(P.reqTemperatureEs),
      frontmatter: {
        classification: null,
        created: '2026-03-04T08:00:00.000Z',
        id: ID.temperature,
        status: 'accepted',
        type: 'req',
        updated: null,
        version: '1.0.0',
      },
      body,
      diagnostics: [],
    });
    expect(english.kind === 'document' && english.body).toStrictEqual(body);
  });

  it('raw reads and windows show the variant lines verbatim, numbered as the variant body', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    const raw = (text: string) => ({
      kind: 'raw',
      type: 'tsk',
      id: ID.export,
      ref: REF.export,
      path: storage.absolute(P.tskExportDe),
      etag: fixtureEtag(P.tskExportDe),
      text,
    });
    expect(await repo.get('tsk', ID.export, { language: 'de', raw: true })).toStrictEqual(raw(DE_BODY));
    expect(await repo.get('tsk', ID.export, { language: 'de', raw: true, offset: 6, limit: 3, numbered: true })).toStrictEqual(
      raw('6: ## Letzte Änderungen\n7: \n8: ### 2026-03-01T10:00:00.000Z - Format festgelegt\n'),
    );
    expect(await repo.get('tsk', ID.export, { language: 'de', raw: true, offset: 12 })).toStrictEqual(
      raw('### 2026-01-10T09:00:00.000Z - Auftakt\n\nDie Aufgabenliste wurde begonnen.\n'),
    );
    expect(await repo.get('tsk', ID.export, { language: 'de', raw: true, offset: 15 })).toStrictEqual(raw(''));
  });

  it('feat de: <featDir>/<id>/de/README.md through the German table', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    expect(await repo.get('feat', { id: ID.search }, { language: 'de' })).toStrictEqual({
      kind: 'document',
      type: 'feat',
      id: ID.search,
      ref: ID.search,
      path: storage.absolute(P.featSearchDe),
      etag: fixtureEtag(P.featSearchDe),
      frontmatter: {
        classification: null,
        created: '2026-01-20T08:00:00.000Z',
        id: ID.search,
        status: 'progress',
        type: 'feat',
        updated: '2026-03-02T10:00:00.000Z',
        version: '1.0.0',
      },
      body: {
        title: 'Suche',
        plan: {
          overview: 'Volltextsuche über alle Dokumente.',
          requirements: { ordered: false, items: [{ text: 'REQ-001: Anfragen liefern gewichtete Treffer.' }] },
          acceptanceCriteria: { ordered: false, items: [{ checked: false, text: 'ACC-001: Eine Anfrage nach einem Titel findet ihn.' }] },
          scope: { included: '- Titel und Inhalte.', explicitlyOutOfScope: '- Anhänge.' },
          taskList: [{ number: 1, title: 'Index', tasks: { ordered: false, items: [{ checked: false, text: 'Task 001.001: Den Index aufbauen' }] } }],
        },
        progress: {
          currentStatus: 'Der Index ist aufgebaut.',
          updates: {
            entries: [
              { timestamp: '2026-03-01T10:00:00.000Z', separator: '-', title: 'Index aufgebaut', content: 'Der erste Index ist aufgebaut.' },
            ],
          },
        },
      },
      diagnostics: [],
    });
  });

  it('adr de: <adrDir>/de/<basename>.md through the German table', async () => {
    const storage = make();
    const repo = createRepository({ storage });
    expect(await repo.get('adr', ID.sqlite, { language: 'de' })).toStrictEqual({
      kind: 'document',
      type: 'adr',
      id: ID.sqlite,
      ref: REF.sqlite,
      path: storage.absolute(P.adrSqliteDe),
      etag: fixtureEtag(P.adrSqliteDe),
      frontmatter: {
        status: 'proposed',
        date: '2026-02-10',
        'decision-makers': null,
        consulted: null,
        informed: null,
        id: ID.sqlite,
        version: '1.0.0',
      },
      body: {
        title: 'SQLite verwenden',
        contextAndProblemStatement: 'Wir brauchen einen Speicher.',
        consideredOptions: '- SQLite\n- Files',
        decisionOutcome: 'Gewählte Option: SQLite.',
        options: [
          { number: 1, title: 'SQLite', content: '- Gut, weil es transaktional ist' },
          { number: 2, title: 'Dateien', content: '- Schlecht, weil Schreibvorgänge reißen können' },
        ],
        moreInformation: 'Keine.',
      },
      diagnostics: [],
    });
  });
});
