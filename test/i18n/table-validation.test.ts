/**
 * languages.md §3 and §6: every table is validated when a registry is
 * built; each problem throws `invalid-language-table` with its exact text.
 * Bad tables are built from the packaged ones with one entry changed.
 */
import { describe, expect, it } from 'vitest';
import { availableLanguages, createLanguageRegistry, parse } from '../../src/index.js';
import { documentTags } from '../helpers/statuses.js';
import { headingTable, packagedLanguages } from '../../src/i18n/registry.js';
import { rskDe } from '../../src/domains/rsk/headings/de.js';
import { sopDe } from '../../src/domains/sop/headings/de.js';
import { featFr } from '../../src/domains/feat/headings/fr.js';
import { vcrEs } from '../../src/domains/vcr/headings/es.js';
import { validateHeadingTable } from '../../src/i18n/validate-table.js';
import { steppedType } from './helpers/stepped-type.js';
import { tskNl } from './helpers/dutch-tsk.js';
import { usageErrorOf } from './helpers/usage-error.js';

const STEP = 'StandardOperatingProcedure > Procedure > Step';
const RASCI = 'StandardOperatingProcedure > RolesAndResponsibilities';
const AC = 'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion';
const bad = (language: string, type: string, problem: string): [string, string] => ['invalid-language-table', `heading table '${language}' for '${type}': ${problem}`];
const without = (table: Record<string, string>, key: string): Record<string, string> => Object.fromEntries(Object.entries(table).filter(([k]) => k !== key));

describe('§3 a heading of the type without an entry', () => {
  it.each([
    ['Task > RecentUpdates', { Task: '{title}' }, 'tsk'],
    [STEP, without(sopDe, STEP), 'sop'],
    ['Risk', without(rskDe, 'Risk'), 'rsk'],
  ] as const)('names the missing entry %s', async (path, table, type) => {
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { [type]: table } }))).toEqual(bad('de', type, `missing entry '${path}'`));
  });

  it('an entry that is not a string counts as missing', async () => {
    const table = { ...sopDe, [STEP]: 7 } as unknown as Record<string, string>;
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { sop: table } }))).toEqual(bad('de', 'sop', `missing entry '${STEP}'`));
  });
});

describe('§3 a key that is not a heading of the type', () => {
  it.each([
    ['StandardOperatingProcedure > Steps', 'Schritte'],
    ['StandardOperatingProcedure > Procedure > Step > Title', 'Titel'],
    ['Task > RecentUpdates', 'Letzte Änderungen'],
    ['Purpose', 'Zweck'],
    ['StandardOperatingProcedure > Updates > UpdateEntry', '{ts} - {title}'],
  ])('names the unknown entry %s', async (path, text) => {
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { sop: { ...sopDe, [path]: text } } }))).toEqual(bad('de', 'sop', `unknown entry '${path}'`));
  });
});

describe('§3 a template whose placeholders differ from the English one', () => {
  it.each([
    ['a placeholder missing', STEP, 'Schritt {n}', '{n}, {title}', '{n}'],
    ['no placeholder at all', STEP, 'Schritt', '{n}, {title}', '(none)'],
    ['a placeholder renamed', STEP, 'Schritt {nnn}: {title}', '{n}, {title}', '{nnn}, {title}'],
    ['a placeholder used twice', STEP, 'Schritt {n}: {title} ({n})', '{n}, {title}', '{n}, {title}, {n}'],
    ['an unknown placeholder', STEP, 'Schritt {n}: {title} {x}', '{n}, {title}', '{n}, {title}, {x}'],
    ['a placeholder in a literal heading', `${RASCI} > Support`, 'Unterstützend {n}', '(none)', '{n}'],
    ['the H1 without its title', 'StandardOperatingProcedure', 'SOP', '{title}', '(none)'],
  ])('%s', async (_, path, text, expected, got) => {
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { sop: { ...sopDe, [path]: text } } }))).toEqual(
      bad('de', 'sop', `entry '${path}' must use the placeholders ${expected}, got ${got}`),
    );
  });

  it('names the placeholders in their English order for vcr acceptance criteria', async () => {
    expect(await usageErrorOf(() => createLanguageRegistry({ es: { vcr: { ...vcrEs, [AC]: 'CA-{nnn}: {text}' } } }))).toEqual(
      bad('es', 'vcr', `entry '${AC}' must use the placeholders {nnn}, {method}, {text}, got {nnn}, {text}`),
    );
  });

  it('accepts the same placeholders in another order, and the template works both ways', () => {
    const languages = createLanguageRegistry({ de: { sop: { ...sopDe, [STEP]: '{title} (Schritt {n})' } } });
    const text = `---\ntype: sop\n---\n\n# S\n\n## Zweck\n\nP.\n\n## Ablauf\n\n### Prüfen (Schritt 3)\n\nx\n`;
    const result = parse('sop', text, { language: 'de', languages });
    expect(result.ok && result.document.body.procedure).toEqual([{ number: 3, title: 'Prüfen', content: 'x' }]);
  });
});

describe('§3 colliding sibling entries', () => {
  it('two sibling literals with the same text collide', async () => {
    const table = { ...sopDe, [`${RASCI} > Consulted`]: 'Unterstützend' };
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { sop: table } }))).toEqual(
      bad('de', 'sop', `entries '${RASCI} > Support' and '${RASCI} > Consulted' collide`),
    );
  });

  it('a literal that the sibling pattern matches collides, whichever comes first', async () => {
    const table = { Doc: '{title}', 'Doc > Notes': 'Schritt 1: Notizen', 'Doc > Step': 'Schritt {n}: {title}' };
    expect(await usageErrorOf(() => validateHeadingTable('de', steppedType, table))).toEqual(bad('de', 'stp', "entries 'Doc > Notes' and 'Doc > Step' collide"));
    expect(() => validateHeadingTable('de', steppedType, { ...table, 'Doc > Notes': 'Schritte' })).not.toThrow();
  });

  it('a literal the pattern matches only literally (escaped metacharacters) does not collide', () => {
    const table = { Doc: '{title}', 'Doc > Notes': 'Was? Schritt x: y', 'Doc > Step': 'Was? Schritt {n}: {title}' };
    expect(() => validateHeadingTable('de', steppedType, table)).not.toThrow();
  });

  it('two sibling templates with the same text collide', async () => {
    const table = { ...rskDe, 'Risk > InitialAssessment > Impact': 'Wahrscheinlichkeit {n}' };
    expect(await usageErrorOf(() => createLanguageRegistry({ de: { rsk: table } }))).toEqual(
      bad('de', 'rsk', "entries 'Risk > InitialAssessment > Probability' and 'Risk > InitialAssessment > Impact' collide"),
    );
  });

  it('entries under different parents never collide', () => {
    // rsk Probability under Initial and Residual Assessment share their text in every packaged table.
    expect(rskDe['Risk > InitialAssessment > Probability']).toBe(rskDe['Risk > ResidualAssessment > Probability']);
    // feat Updates and Decisions Made hold the same entry pattern; here their sub-headings share a text too.
    const table = { ...featFr, 'Feature > Plan > Dependencies > Blocks': 'Mises à jour' };
    expect(() => createLanguageRegistry({ fr: { feat: table } })).not.toThrow();
  });
});

describe('§6 registries', () => {
  it('the packaged registry has de, en, es, fr for every type', () => {
    for (const type of documentTags) expect(availableLanguages(type)).toEqual(['de', 'en', 'es', 'fr']);
    for (const type of documentTags) expect(availableLanguages(type, packagedLanguages)).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('every packaged table passes validation', () => {
    expect(() => createLanguageRegistry()).not.toThrow();
  });

  it('a given table replaces the packaged one of its language and type only', () => {
    const languages = createLanguageRegistry({ de: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Neuigkeiten' } }, nl: { tsk: tskNl } });
    expect(headingTable('tsk', 'de', languages)['Task > RecentUpdates']).toBe('Neuigkeiten');
    expect(headingTable('sop', 'de', languages)).toEqual(sopDe);
    expect(headingTable('tsk', 'de')['Task > RecentUpdates']).toBe('Letzte Änderungen');
    expect(availableLanguages('tsk', languages)).toEqual(['de', 'en', 'es', 'fr', 'nl']);
    expect(availableLanguages('sop', languages)).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('a registry keeps its own copy: later changes to a given table do not leak in', () => {
    const table = { ...tskNl };
    const languages = createLanguageRegistry({ nl: { tsk: table } });
    table['Task > RecentUpdates'] = 'Anders';
    expect(headingTable('tsk', 'nl', languages)['Task > RecentUpdates']).toBe('Recente wijzigingen');
  });

  it('an unknown document type is rejected', async () => {
    expect(await usageErrorOf(() => createLanguageRegistry({ nl: { xyz: tskNl } }))).toEqual(bad('nl', 'xyz', 'unknown document type'));
  });
});
