/**
 * Typed heading tables (languages.md §3): the outline builders carry the
 * heading-table keys in their types, so `HeadingTableOf<typeof outline>` is
 * the exact union of the field paths `englishHeadings` returns, and a table
 * with a missing or an unknown key does not compile. These checks run in the
 * type checker (`tsc --noEmit`, which covers test/); each is paired with the
 * runtime paths it mirrors.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineDocumentType } from '../../src/format/document-type.js';
import { items, paragraph } from '../../src/format/outline/fields.js';
import { integer, template, text } from '../../src/format/outline/heading.js';
import { englishHeadings, type HeadingKeysOf, type HeadingTableOf } from '../../src/format/outline/paths.js';
import { arraySection, freeSection, optional, repeated, section, valueSection } from '../../src/format/outline/sections.js';
import type { SectionDef } from '../../src/format/outline/types.js';
import { updates } from '../../src/format/outline/updates.js';
import { documentTypes } from '../../src/domains/registry.js';
import { adrOutline } from '../../src/domains/adr/outline.js';
import { decisionOutline } from '../../src/domains/dec/outline.js';
import { featureOutline } from '../../src/domains/feat/outline.js';
import { goalOutline } from '../../src/domains/gol/outline.js';
import { problemStatementOutline } from '../../src/domains/prb/outline.js';
import { questionAndAnswerOutline } from '../../src/domains/qa/outline.js';
import { requirementOutline } from '../../src/domains/req/outline.js';
import { riskOutline } from '../../src/domains/rsk/outline.js';
import { standardOperatingProcedureOutline } from '../../src/domains/sop/outline.js';
import { systemRequirementsSpecificationOutline } from '../../src/domains/sysrs/outline.js';
import { taskOutline } from '../../src/domains/tsk/outline.js';
import { useCaseOutline } from '../../src/domains/uc/outline.js';
import { verificationCaseRecordOutline } from '../../src/domains/vcr/outline.js';
import { adrDe } from '../../src/domains/adr/headings/de.js';
import { adrEs } from '../../src/domains/adr/headings/es.js';
import { adrFr } from '../../src/domains/adr/headings/fr.js';
import { decDe } from '../../src/domains/dec/headings/de.js';
import { decEs } from '../../src/domains/dec/headings/es.js';
import { decFr } from '../../src/domains/dec/headings/fr.js';
import { featDe } from '../../src/domains/feat/headings/de.js';
import { featEs } from '../../src/domains/feat/headings/es.js';
import { featFr } from '../../src/domains/feat/headings/fr.js';
import { golDe } from '../../src/domains/gol/headings/de.js';
import { golEs } from '../../src/domains/gol/headings/es.js';
import { golFr } from '../../src/domains/gol/headings/fr.js';
import { prbDe } from '../../src/domains/prb/headings/de.js';
import { prbEs } from '../../src/domains/prb/headings/es.js';
import { prbFr } from '../../src/domains/prb/headings/fr.js';
import { qaDe } from '../../src/domains/qa/headings/de.js';
import { qaEs } from '../../src/domains/qa/headings/es.js';
import { qaFr } from '../../src/domains/qa/headings/fr.js';
import { reqDe } from '../../src/domains/req/headings/de.js';
import { reqEs } from '../../src/domains/req/headings/es.js';
import { reqFr } from '../../src/domains/req/headings/fr.js';
import { rskDe } from '../../src/domains/rsk/headings/de.js';
import { rskEs } from '../../src/domains/rsk/headings/es.js';
import { rskFr } from '../../src/domains/rsk/headings/fr.js';
import { sopDe } from '../../src/domains/sop/headings/de.js';
import { sopEs } from '../../src/domains/sop/headings/es.js';
import { sopFr } from '../../src/domains/sop/headings/fr.js';
import { sysrsDe } from '../../src/domains/sysrs/headings/de.js';
import { sysrsEs } from '../../src/domains/sysrs/headings/es.js';
import { sysrsFr } from '../../src/domains/sysrs/headings/fr.js';
import { tskDe } from '../../src/domains/tsk/headings/de.js';
import { tskEs } from '../../src/domains/tsk/headings/es.js';
import { tskFr } from '../../src/domains/tsk/headings/fr.js';
import { ucDe } from '../../src/domains/uc/headings/de.js';
import { ucEs } from '../../src/domains/uc/headings/es.js';
import { ucFr } from '../../src/domains/uc/headings/fr.js';
import { vcrDe } from '../../src/domains/vcr/headings/de.js';
import { vcrEs } from '../../src/domains/vcr/headings/es.js';
import { vcrFr } from '../../src/domains/vcr/headings/fr.js';

const pathsOf = (outline: { def: unknown }): string[] => Object.keys(englishHeadings(outline.def as SectionDef)).sort();

// Every shape the path rules distinguish: a words, literal and template heading,
// a repeated element under a silent and under a named property, an array
// section's element (named and silent), a value section, and an Updates
// section whose entry headings are data.
const step = freeSection('steps', { level: 2, typeName: 'Step', heading: template('Step {n}: {title}', { n: integer('number'), title: text('title') }) });
const phase = freeSection('phase', { level: 3, heading: template('Phase {n}', { n: integer('number') }) });
const stage = freeSection('', { level: 3, typeName: 'Stage', heading: template('Stage {n}', { n: integer('number') }) });
const shapes = section('', { level: 1, typeName: 'Doc', heading: template('{title}', { title: text('title') }) }, [
  paragraph('summary'),
  optional(section('details', { level: 2 }, [freeSection('background', { level: 3 }), optional(valueSection('notes', { level: 3 }, items('items')))])),
  repeated(step, { min: 0 }),
  optional(arraySection('phases', { level: 2 }, repeated(phase, { min: 1 }))),
  optional(arraySection('stages', { level: 2 }, repeated(stage, { min: 1 }))),
  updates('history', { level: 2 }),
]);

describe('HeadingKeysOf is exactly the paths englishHeadings returns', () => {
  it('for tsk', () => {
    expectTypeOf<HeadingKeysOf<typeof taskOutline>>().toEqualTypeOf<'Task' | 'Task > RecentUpdates'>();
    expect(pathsOf(taskOutline)).toEqual(['Task', 'Task > RecentUpdates']);
  });

  it('for every path shape', () => {
    type Expected =
      | 'Doc'
      | 'Doc > Details'
      | 'Doc > Details > Background'
      | 'Doc > Details > Notes'
      | 'Doc > Steps > Step'
      | 'Doc > Phases'
      | 'Doc > Phases > Phase'
      | 'Doc > Stages'
      | 'Doc > Stages > Stage'
      | 'Doc > History';
    expectTypeOf<HeadingKeysOf<typeof shapes>>().toEqualTypeOf<Expected>();
    expect(pathsOf(shapes)).toEqual(
      [
        'Doc',
        'Doc > Details',
        'Doc > Details > Background',
        'Doc > Details > Notes',
        'Doc > Steps > Step',
        'Doc > Phases',
        'Doc > Phases > Phase',
        'Doc > Stages',
        'Doc > Stages > Stage',
        'Doc > History',
      ].sort(),
    );
  });

  it('for feat: arrays of phases, Updates and literal headings', () => {
    type Plan = 'Overview' | 'Requirements' | 'AcceptanceCriteria' | 'Scope' | 'Scope > Included' | 'Scope > ExplicitlyOutOfScope';
    type Plan2 = 'Dependencies' | 'Dependencies > DependsOn' | 'Dependencies > Blocks' | 'DesignNotes' | 'RelatedDecisions' | 'TaskList' | 'TaskList > Phase';
    type Progress = 'CurrentStatus' | 'Blockers' | 'Updates' | 'DecisionsMade' | 'RelatedPrsCommits' | 'MoreInformation';
    type Expected = 'Feature' | 'Feature > Plan' | `Feature > Plan > ${Plan | Plan2}` | 'Feature > Progress' | `Feature > Progress > ${Progress}`;
    expectTypeOf<HeadingKeysOf<typeof featureOutline>>().toEqualTypeOf<Expected>();
    expect(pathsOf(featureOutline)).toHaveLength(22);
  });

  it('for uc: repeated extensions under a silent property, sub-variations in an array section', () => {
    type Keys = HeadingKeysOf<typeof useCaseOutline>;
    expectTypeOf<Extract<Keys, `UseCase > ${'Extensions' | 'SubVariations'}${string}`>>().toEqualTypeOf<
      'UseCase > Extensions' | 'UseCase > Extensions > Extension' | 'UseCase > SubVariations' | 'UseCase > SubVariations > SubVariation'
    >();
    expect(pathsOf(useCaseOutline)).toContain('UseCase > Extensions > Extension');
  });
});

describe('every packaged table has exactly the keys of its outline, in the type', () => {
  // `satisfies` keeps each table's literal keys; equal to HeadingKeysOf means the
  // outline's key union has no `${string}` gap that would let a key go unchecked.
  it('for all 13 types in de, fr and es', () => {
    expectTypeOf<keyof typeof reqDe | keyof typeof reqFr | keyof typeof reqEs>().toEqualTypeOf<HeadingKeysOf<typeof requirementOutline>>();
    expectTypeOf<keyof typeof ucDe | keyof typeof ucFr | keyof typeof ucEs>().toEqualTypeOf<HeadingKeysOf<typeof useCaseOutline>>();
    expectTypeOf<keyof typeof tskDe | keyof typeof tskFr | keyof typeof tskEs>().toEqualTypeOf<HeadingKeysOf<typeof taskOutline>>();
    expectTypeOf<keyof typeof qaDe | keyof typeof qaFr | keyof typeof qaEs>().toEqualTypeOf<HeadingKeysOf<typeof questionAndAnswerOutline>>();
    expectTypeOf<keyof typeof prbDe | keyof typeof prbFr | keyof typeof prbEs>().toEqualTypeOf<HeadingKeysOf<typeof problemStatementOutline>>();
    expectTypeOf<keyof typeof golDe | keyof typeof golFr | keyof typeof golEs>().toEqualTypeOf<HeadingKeysOf<typeof goalOutline>>();
    expectTypeOf<keyof typeof rskDe | keyof typeof rskFr | keyof typeof rskEs>().toEqualTypeOf<HeadingKeysOf<typeof riskOutline>>();
    expectTypeOf<keyof typeof decDe | keyof typeof decFr | keyof typeof decEs>().toEqualTypeOf<HeadingKeysOf<typeof decisionOutline>>();
    expectTypeOf<keyof typeof sopDe | keyof typeof sopFr | keyof typeof sopEs>().toEqualTypeOf<HeadingKeysOf<typeof standardOperatingProcedureOutline>>();
    expectTypeOf<keyof typeof featDe | keyof typeof featFr | keyof typeof featEs>().toEqualTypeOf<HeadingKeysOf<typeof featureOutline>>();
    expectTypeOf<keyof typeof vcrDe | keyof typeof vcrFr | keyof typeof vcrEs>().toEqualTypeOf<HeadingKeysOf<typeof verificationCaseRecordOutline>>();
    expectTypeOf<keyof typeof sysrsDe | keyof typeof sysrsFr | keyof typeof sysrsEs>().toEqualTypeOf<HeadingKeysOf<typeof systemRequirementsSpecificationOutline>>();
    expectTypeOf<keyof typeof adrDe | keyof typeof adrFr | keyof typeof adrEs>().toEqualTypeOf<HeadingKeysOf<typeof adrOutline>>();
    // Each key of each table is a string literal (no index signature crept in).
    expectTypeOf<string extends keyof typeof sysrsDe ? true : false>().toEqualTypeOf<false>();
  });

  it('and each record lists its three translations with the English keys', () => {
    for (const type of Object.values(documentTypes)) {
      expect([type.tag, Object.keys(type.translations)]).toEqual([type.tag, ['de', 'fr', 'es']]);
      for (const table of Object.values(type.translations)) expect([type.tag, Object.keys(table).sort()]).toEqual([type.tag, Object.keys(type.headings).sort()]);
    }
  });
});

describe('a table that does not fit its outline does not compile', () => {
  it('a missing key and an unknown key are type errors', () => {
    // @ts-expect-error -- 'Task > RecentUpdates' is missing
    const missing = { Task: '{title}' } satisfies HeadingTableOf<typeof taskOutline>;
    // @ts-expect-error -- 'Task > Updates' is not a heading of tsk (the key is 'Task > RecentUpdates')
    const unknown = { Task: '{title}', 'Task > RecentUpdates': 'Letzte Änderungen', 'Task > Updates': 'Änderungen' } satisfies HeadingTableOf<typeof taskOutline>;
    // An update entry's heading is data, so it has no key either.
    // @ts-expect-error -- 'Task > RecentUpdates > UpdateEntry' is not a heading-table key
    const entry = { Task: '{title}', 'Task > RecentUpdates': 'x', 'Task > RecentUpdates > UpdateEntry': '{ts}' } satisfies HeadingTableOf<typeof taskOutline>;
    const fits = { Task: '{title}', 'Task > RecentUpdates': 'Letzte Änderungen' } satisfies HeadingTableOf<typeof taskOutline>;
    expect([missing, unknown, entry, fits].map((table) => Object.keys(table).length)).toEqual([1, 3, 3, 2]);
  });

  it('defineDocumentType checks its translations against the root', () => {
    const options = { tag: 'nte', noun: 'note', statuses: { values: ['draft'], default: 'draft' }, root: taskOutline, template: '', example: '' } as const;
    const typed = defineDocumentType({ ...options, translations: { nl: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } } });
    // @ts-expect-error -- the Dutch table lacks 'Task > RecentUpdates'
    const incomplete = () => defineDocumentType({ ...options, translations: { nl: { Task: '{title}' } } });
    // @ts-expect-error -- 'Task > Nope' is not a heading of the root
    const extra = () => defineDocumentType({ ...options, translations: { nl: { Task: '{title}', 'Task > RecentUpdates': 'x', 'Task > Nope': 'y' } } });
    expect(typed.translations).toEqual({ nl: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } });
    expect(Object.isFrozen(typed.translations.nl)).toBe(true);
    expect([typeof incomplete, typeof extra]).toEqual(['function', 'function']);
  });
});
