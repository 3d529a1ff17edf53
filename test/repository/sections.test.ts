import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { referenceRejection } from '../helpers/usage-error.js';
import { LANG_IDS, LANG_PATHS as P, fixtureText, memoryFixture } from '../fixtures/repository-languages/fixture.js';
import { ID, adrDoc, failingStorage, featDoc, frontmatter, readText, repoOver, reqDoc, storageKinds, tskDoc } from './helpers/fixtures.js';

const TSK = `docs/tsk/tsk-${ID.a}-task-list.md`;
const REQ = `docs/req/req-${ID.b}-maximum-engine-temperature.md`;
const FEAT = '.specmgr/feat/feat-1-search/README.md';
const ADR = `docs/adr/${ID.c}-use-sqlite.md`;
// The fixed clock's instant, written as `updated` by every mutation of a base type.
const UPDATED = "updated: '2026-08-30T08:00:00.123Z'";
const fm = (type: string, id: string, status = 'draft'): string => frontmatter(type, id, '', status).replace("updated: '2026-01-01T00:00:00.000Z'", UPDATED);
const bodyOf = (text: string | null): string => (text ?? '').slice((text ?? '').indexOf('\n---\n\n') + 6);

const entry = (timestamp: string, title: string, content: string) => ({ timestamp, separator: '-', title, content });

describe.each(storageKinds)('section edits with %s', (_name, make) => {
  const setup = async () => {
    const storage = await make({ [TSK]: tskDoc(ID.a), [REQ]: reqDoc(ID.b), [FEAT]: featDoc('feat-1-search'), [ADR]: adrDoc(ID.c) });
    return { storage, repo: repoOver(storage) };
  };

  it('tsk: an update entry goes before the first (at: start) or after the last; other text stays byte for byte', async () => {
    const { storage, repo } = await setup();
    const first = await repo.appendElement('tsk', ID.a, '/recentUpdates/entries', entry('2026-08-20T00:00:00.000Z', 'Progress', 'Half done.'), { at: 'start' });
    expect(first).toMatchObject({ kind: 'updated', type: 'tsk', id: ID.a, written: true, snippet: null });
    expect(await readText(storage, TSK)).toBe(
      `${fm('tsk', ID.a)}# Task list\n\n- [ ] Task 1\n\n## Recent Updates\n\n` +
        '### 2026-08-20T00:00:00.000Z - Progress\n\nHalf done.\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n',
    );
    await repo.appendElement('tsk', ID.a, '/recentUpdates/entries', entry('2026-08-01T00:00:00.000Z', 'Planned', 'Scoped.'));
    const got = await repo.get('tsk', ID.a);
    expect(got.kind === 'document' && (got.body.recentUpdates as { entries: { title: string }[] }).entries.map((e) => e.title)).toEqual(['Progress', 'Kickoff', 'Planned']);
  });

  it('tsk: an entry that breaks the newest-first order is a validation result and nothing is written', async () => {
    const { storage, repo } = await setup();
    const result = await repo.appendElement('tsk', ID.a, '/recentUpdates/entries', entry('2026-09-01T00:00:00.000Z', 'Late', 'Out of order.'));
    expect(result).toMatchObject({ kind: 'validation', valid: false });
    expect(result.kind === 'validation' && result.diagnostics.map((d) => d.code)).toEqual(['value-order']);
    expect(await readText(storage, TSK)).toBe(tskDoc(ID.a));
  });

  it('tsk: replacing an element keeps its heading unless the heading values change; removing the last entry is refused by validation', async () => {
    const { storage, repo } = await setup();
    await repo.replaceSection('tsk', ID.a, '/recentUpdates/entries/0', entry('2026-08-15T00:00:00.000Z', 'Kickoff', 'Started for real.'));
    expect(bodyOf(await readText(storage, TSK))).toBe('# Task list\n\n- [ ] Task 1\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted for real.\n');
    await repo.replaceSection('tsk', ID.a, '/recentUpdates/entries/0', entry('2026-08-15T00:00:00.000Z', 'Kick-off', 'Started for real.'));
    expect(bodyOf(await readText(storage, TSK))).toContain('### 2026-08-15T00:00:00.000Z - Kick-off\n\nStarted for real.\n');
    const before = await readText(storage, TSK);
    const removed = await repo.removeElement('tsk', ID.a, '/recentUpdates/entries/0');
    expect(removed).toMatchObject({ kind: 'validation', valid: false });
    expect(removed.kind === 'validation' && removed.errors[0]?.message).toBe(
      'tsk update (body): Task > RecentUpdates: expected list[UpdateEntry], found no match; nothing remains after body line 5',
    );
    expect(await readText(storage, TSK)).toBe(before);
    await expect(repo.removeElement('tsk', ID.a, '/recentUpdates/entries/3')).rejects.toMatchObject({
      name: 'NotFoundError',
      code: 'section-not-found',
      message: `task list '${ID.a}' has no element '/recentUpdates/entries/3'; '/recentUpdates/entries' has 1 element(s)`,
    });
    await expect(repoOver(storage, undefined, 'default').removeElement('tsk', ID.a, '/recentUpdates/entries/3')).rejects.toMatchObject({
      code: 'section-not-found',
      reason: 'element-missing',
      params: { noun: 'task list', document: ID.a, pointer: '/recentUpdates/entries/3', elementsPointer: '/recentUpdates/entries', count: 1 },
      message: `the task list "${ID.a}" has no element "/recentUpdates/entries/3": "/recentUpdates/entries" has 1 element`,
    });
    await expect(repo.removeElement('tsk', ID.a, '/recentUpdates/entries/3')).rejects.toMatchObject({ code: 'section-not-found', type: 'tsk', id: ID.a });
  });

  it('req: a present section is replaced, absent ones are inserted in outline order, an optional one is removed', async () => {
    const { storage, repo } = await setup();
    expect(await repo.replaceSection('req', ID.b, '/description', 'Because it overheats.')).toMatchObject({ kind: 'updated', written: true });
    await repo.replaceSection('req', ID.b, '/notes', 'Reviewed twice.');
    await repo.replaceSection('req', ID.b, '/moreInformation', 'See the datasheet.');
    expect(await readText(storage, REQ)).toBe(
      `${fm('req', ID.b)}# Maximum Engine Temperature\n\nThe engine controller shall limit the temperature.\n\n## Description\n\nBecause it overheats.\n\n` +
        '## Characteristics\n\n1. Verifiable\n\n## Level\n\nMUST\n\n## Source\n\nWorkshop 2026-08-01.\n\n## More Information\n\nSee the datasheet.\n\n## Notes\n\nReviewed twice.\n',
    );
    await repo.removeSection('req', ID.b, '/description');
    await repo.removeSection('req', ID.b, '/notes');
    expect(bodyOf(await readText(storage, REQ))).toBe(
      '# Maximum Engine Temperature\n\nThe engine controller shall limit the temperature.\n\n## Characteristics\n\n1. Verifiable\n\n## Level\n\nMUST\n\n' +
        '## Source\n\nWorkshop 2026-08-01.\n\n## More Information\n\nSee the datasheet.\n',
    );
    const get = await repo.get('req', ID.b);
    expect(get.kind === 'document' && get.body.moreInformation).toBe('See the datasheet.');
  });

  it('repo.collection(type) binds the four section edits to its type', async () => {
    const { storage, repo } = await setup();
    const requirements = repo.collection('req');
    expect(await requirements.replaceSection(ID.b, '/notes', 'Bound.')).toMatchObject({ kind: 'updated', written: true });
    expect(bodyOf(await readText(storage, REQ))).toContain('## Notes\n\nBound.\n');
    expect(await requirements.removeSection(ID.b, '/notes')).toMatchObject({ kind: 'updated', written: true });
    expect(bodyOf(await readText(storage, REQ))).toBe(bodyOf(reqDoc(ID.b)));
    const lists = repo.collection('tsk');
    const entry = { timestamp: '2026-08-31T09:00:00.000Z', separator: '-', title: 'Bound', content: 'Through the collection.' };
    expect(await lists.appendElement(ID.a, '/recentUpdates/entries', entry, { at: 'start' })).toMatchObject({ kind: 'updated', written: true });
    const got = await lists.get(ID.a);
    expect(got.kind === 'document' && got.body.recentUpdates.entries[0]).toEqual(entry);
    expect(await lists.removeElement(ID.a, '/recentUpdates/entries/0')).toMatchObject({ kind: 'updated', written: true });
    expect(bodyOf(await readText(storage, TSK))).toBe(bodyOf(tskDoc(ID.a)));
  });

  it('req: removing an absent section writes nothing; dryRun writes nothing; a stale ifMatch is a conflict', async () => {
    const { storage, repo } = await setup();
    expect(await repo.removeSection('req', ID.b, '/notes')).toMatchObject({ kind: 'updated', written: false });
    expect(await readText(storage, REQ)).toBe(reqDoc(ID.b));
    expect(await repo.replaceSection('req', ID.b, '/description', 'Dry.', { dryRun: true })).toMatchObject({ kind: 'updated', written: false });
    expect(await readText(storage, REQ)).toBe(reqDoc(ID.b));
    expect(await repo.replaceSection('req', ID.b, '/description', 'X.', { ifMatch: 'stale' })).toMatchObject({ kind: 'conflict', reason: 'etag' });
    expect(await readText(storage, REQ)).toBe(reqDoc(ID.b));
  });

  it('feat: a phase is appended to the task list and removed again; nested sections are addressed by path', async () => {
    const { storage, repo } = await setup();
    const phase = { number: 2, title: 'Ship', tasks: { ordered: false, items: [{ checked: false, text: 'Task 002.001: Ship it' }] } };
    expect(await repo.appendElement('feat', 'feat-1-search', '/plan/taskList', phase)).toMatchObject({ kind: 'updated', id: 'feat-1-search' });
    expect(await readText(storage, FEAT)).toContain('### Task List\n\n#### Phase 001: Build\n\n- [ ] Task 001.001: Build it\n\n#### Phase 002: Ship\n\n- [ ] Task 002.001: Ship it\n\n## Progress\n');
    await repo.replaceSection('feat', 'feat-1-search', '/plan/overview', 'Search across documents.');
    await repo.replaceSection('feat', 'feat-1-search', '/progress/blockers', 'None.');
    await repo.removeElement('feat', 'feat-1-search', '/plan/taskList/0');
    const got = await repo.get('feat', 'feat-1-search');
    if (got.kind !== 'document') throw new Error(JSON.stringify(got));
    const plan = got.body.plan as { overview: string; taskList: { title: string }[] };
    expect(plan.overview).toBe('Search across documents.');
    expect(plan.taskList.map((p) => p.title)).toEqual(['Ship']);
    expect((got.body.progress as { blockers?: string }).blockers).toBe('None.');
    expect(await readText(storage, FEAT)).toContain('### Current Status\n\nStarted.\n\n### Blockers\n\nNone.\n\n### Updates\n');
  });

  it('feat: a section whose enclosing section is absent is section-not-found, and nothing is written', async () => {
    const { storage, repo } = await setup();
    const call = repo.replaceSection('feat', 'feat-1-search', '/plan/dependencies/dependsOn', '- feat-2-index');
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    await expect(repo.replaceSection('feat', 'feat-1-search', '/plan/dependencies/dependsOn', 'x')).rejects.toMatchObject({
      code: 'section-not-found',
      message: "feature 'feat-1-search' has no section '/plan/dependencies' to hold '/plan/dependencies/dependsOn'; write that section first",
    });
    expect(await readText(storage, FEAT)).toBe(featDoc('feat-1-search'));
  });

  it('adr: the generic edits address the flat model (a lifted child, an option) and keep hand edits', async () => {
    const { storage, repo } = await setup();
    await repo.replaceSection('adr', ID.c, '/consequences', '- Good, because it is simple');
    await repo.removeElement('adr', ID.c, '/options/0');
    await repo.replaceSection('adr', ID.c, '/options/0', { number: 2, title: 'Files', content: '- Bad, because of torn writes' });
    expect(bodyOf(await readText(storage, ADR))).toBe(
      '# Use SQLite\n\n## Context and Problem Statement\n\nWe need a store.\n\n## Considered Options\n\n- SQLite\n- Files\n\n## Decision Outcome\n\nChosen option: SQLite.\n\n' +
        '### Consequences\n\n- Good, because it is simple\n\n## Pros and Cons of the Options\n\n### Option 2: Files\n\n- Bad, because of torn writes\n\n## More Information\n\nNone.\n',
    );
    await repo.removeElement('adr', ID.c, '/options/0');
    expect(await readText(storage, ADR)).not.toContain('Pros and Cons');
    await repo.appendElement('adr', ID.c, '/options', { number: 1, title: 'SQLite', content: 'Fine.' });
    expect(await readText(storage, ADR)).toContain('## Pros and Cons of the Options\n\n### Option 1: SQLite\n\nFine.\n\n## More Information');
  });

  it('adr: an option goes into an empty Pros and Cons section (read as no options) instead of a second one', async () => {
    const empty = adrDoc(ID.c).replace(/### Option 1[\s\S]*?(## More Information)/, '$1');
    expect(empty).toContain('## Pros and Cons of the Options\n\n## More Information');
    const storage = await make({ [ADR]: empty });
    const repo = repoOver(storage);
    expect(await repo.adr.listOptions(ID.c)).toEqual([]);
    expect(await repo.adr.createOption(ID.c, 'SQLite', 'Fine.')).toMatchObject({ kind: 'updated', title: 'Option 1: SQLite' });
    expect(await readText(storage, ADR)).toContain('## Pros and Cons of the Options\n\n### Option 1: SQLite\n\nFine.\n\n## More Information\n');
  });

  it('a CRLF document is edited in its own line breaks', async () => {
    const crlf = tskDoc(ID.a).replace(/\n/g, '\r\n');
    const storage = await make({ [TSK]: crlf });
    await repoOver(storage).appendElement('tsk', ID.a, '/recentUpdates/entries', entry('2026-08-20T00:00:00.000Z', 'Progress', 'Half done.'), { at: 'start' });
    const text = await readText(storage, TSK);
    expect(text).toBe(
      `${fm('tsk', ID.a)}# Task list\n\n- [ ] Task 1\n\n## Recent Updates\n\n### 2026-08-20T00:00:00.000Z - Progress\n\nHalf done.\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n`.replace(/\n/g, '\r\n'),
    );
  });
});

describe('section edits of a language variant', () => {
  it('use the variant\'s headings and leave the canonical document alone', async () => {
    const storage = memoryFixture();
    const repo = repoOver(storage);
    const result = await repo.replaceSection('req', LANG_IDS.temperature, '/notes', 'Geprüft.', { language: 'de' });
    expect(result).toMatchObject({ kind: 'updated', written: true, path: storage.absolute(P.reqTemperatureDe) });
    await repo.replaceSection('req', LANG_IDS.temperature, '/description', 'Zu heiß.', { language: 'de' });
    const text = await readText(storage, P.reqTemperatureDe);
    expect(bodyOf(text)).toBe(
      '# Maximale Motortemperatur\n\nDas Motorsteuergerät muss die Kühlmitteltemperatur auf 105 °C begrenzen.\n\n## Beschreibung\n\nZu heiß.\n\n' +
        '## Merkmale\n\n1. Auf dem Prüfstand nachweisbar\n\n## Verbindlichkeit\n\nMUST\n\n## Quelle\n\nWorkshop 2026-01-05.\n\n## Anmerkungen\n\nGeprüft.\n',
    );
    expect(await readText(storage, P.reqTemperature)).toBe(fixtureText(P.reqTemperature));
  });
});

describe('section edits: usage errors before any storage access', () => {
  const { storage, calls } = failingStorage();
  // The default profile: the reference words are checked through referenceRejection.
  const repo = repoOver(storage, undefined, 'default');
  const cases: [string, () => Promise<unknown>, string][] = [
    [
      'an unknown section',
      () => repo.replaceSection('req', ID.b, '/nope', 'x'),
      "'/nope' names no section of a req body; expected one of '/description', '/characteristics', '/level', '/priority', '/tags', '/source', '/relatedArtifacts', '/moreInformation', '/notes'",
    ],
    ['a value of the wrong shape', () => repo.replaceSection('req', ID.b, '/description', 3), "replaceSection: the value for '/description' does not fit the req model: (value): Invalid input: expected string, received number"],
    ['a mandatory section', () => repo.removeSection('req', ID.b, '/source'), "removeSection: '/source' is a mandatory section of a req and cannot be removed"],
    ['an element index on a plain section', () => repo.removeElement('req', ID.b, '/description/0'), "'/description/0' names no section of a req body; expected no path below '/description', which holds no sections"],
    ['a section for removeElement', () => repo.removeElement('adr', ID.c, '/options'), "removeElement: '/options' is a repeated section; name one element, e.g. /options/0"],
    ['an element for removeSection', () => repo.removeSection('adr', ID.c, '/options/0'), "removeSection: '/options/0' is one element of a repeated section; use removeElement"],
    ['appendElement to a plain section', () => repo.appendElement('req', ID.b, '/notes', 'x'), "appendElement: '/notes' is a section; name a repeated section, e.g. its container"],
    [
      'an element of the wrong shape',
      () => repo.appendElement('adr', ID.c, '/options', { number: '2', title: 'X', content: '' }),
      "appendElement: the value for '/options/0' does not fit the adr model: number: Invalid input: expected number, received string",
    ],
    ['a path that is no pointer', () => repo.replaceSection('req', ID.b, 'description', 'x'), "'description' names no section of a req body; expected a JSON pointer such as '/description'"],
    ['an unknown option', () => repo.removeSection('req', ID.b, '/notes', { force: true } as never), 'removeSection: unknown option "force"; known options: ifMatch, language, dryRun'],
  ];
  it.each(cases)('%s', async (_label, call, message) => {
    await expect(referenceRejection(call())).rejects.toMatchObject({ name: 'UsageError', code: 'invalid-arguments', message });
    expect(calls).toEqual([]);
  });
  const plain: Record<string, string> = {
    'an unknown section':
      '"/nope" names no section of a req body; expected one of "/description", "/characteristics", "/level", "/priority", "/tags", "/source", "/relatedArtifacts", "/moreInformation" or "/notes"',
    'a value of the wrong shape': 'replaceSection: the value for "/description" does not fit the req model: (value): Invalid input: expected string, received number',
    'a mandatory section': 'removeSection: "/source" is a mandatory section of a req and cannot be removed',
    'an element index on a plain section': '"/description/0" names no section of a req body; expected no path below "/description", which holds no sections',
    'a section for removeElement': 'removeElement: "/options" is a repeated section; name one element, e.g. /options/0',
    'an element for removeSection': 'removeSection: "/options/0" is one element of a repeated section; use removeElement',
    'appendElement to a plain section': 'appendElement: "/notes" is a section; name a repeated section, e.g. its container',
    'an element of the wrong shape': 'appendElement: the value for "/options/0" does not fit the adr model: number: Invalid input: expected number, received string',
    'a path that is no pointer': '"description" names no section of a req body; expected a JSON pointer such as "/description"',
    'an unknown option': 'removeSection: unknown option "force"; known options: ifMatch, language, dryRun',
  };
  it.each(cases)('%s, in the default words', async (label, call) => {
    await expect(call()).rejects.toMatchObject({ name: 'UsageError', code: 'invalid-arguments', message: plain[label] });
  });
  it('carries the facts of the refusal as params', async () => {
    await expect(repo.removeElement('adr', ID.c, '/options')).rejects.toMatchObject({
      reason: 'section-kind',
      params: { operation: 'removeElement', pointer: '/options', kind: 'elements' },
    });
    await expect(repo.replaceSection('req', ID.b, 'description', 'x')).rejects.toMatchObject({
      reason: 'section-pointer',
      params: { pointer: 'description', type: 'req', expected: 'pointer', example: '/description' },
    });
  });
});
