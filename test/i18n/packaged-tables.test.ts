/**
 * The packaged de, fr and es tables (languages.md §3): the pattern headings
 * the spec names, the typography decisions, and that only headings are
 * translated — values, vocabularies, reference tags, timestamps, task
 * markers and update-entry headings stay canonical.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, parse, serialize } from '../../src/index.js';
import { documentTags } from '../helpers/statuses.js';
import { headingTable } from '../../src/i18n/registry.js';

const LANGUAGES = ['de', 'fr', 'es'] as const;
const ENTRY_HEADING = /^#{3,4} \d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2}) [-:] /;
const HEADING = /^(#{1,6}) /;

function allEntries(): [string, string, string, string][] {
  return LANGUAGES.flatMap((language) =>
    documentTags.flatMap((type) => Object.entries(headingTable(type, language)).map(([path, text]): [string, string, string, string] => [language, type, path, text])),
  );
}

describe('the pattern headings of languages.md §3', () => {
  it.each([
    ['tsk', 'Task > RecentUpdates', 'Letzte Änderungen'],
    ['sop', 'StandardOperatingProcedure > Procedure > Step', 'Schritt {n}: {title}'],
    ['feat', 'Feature > Plan > TaskList > Phase', 'Phase {n}: {title}'],
    ['feat', 'Feature', 'Funktion: {title}'],
    ['rsk', 'Risk > InitialAssessment > Probability', 'Wahrscheinlichkeit {n}'],
    ['adr', 'Adr > Options > Option', 'Option {n}: {title}'],
    ['dec', 'Decision > ProsAndCons > Option', 'Option {n}: {title}'],
    ['prb', 'ProblemStatement > CurrentState > WhatIsTheProblem', 'Was ist das Problem?'],
  ])('de %s %s is %j', (type, path, text) => {
    expect(headingTable(type, 'de')[path]).toBe(text);
  });

  it.each(LANGUAGES)('%s keeps AC- in acceptance criteria and {title} for every H1 but feat', (language) => {
    expect(headingTable('vcr', language)['VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion']).toMatch(/^AC-\{nnn\} \(\{method\}\) ?: \{text\}$/);
    for (const type of documentTags) {
      const root = Object.keys(documentTypes[type].headings)[0] ?? '';
      expect(headingTable(type, language)[root]).toBe(type === 'feat' ? headingTable('feat', language).Feature : '{title}');
    }
  });

  it('a literal question mark is matched literally, not as a pattern (de prb)', () => {
    const english = parse('prb', documentTypes.prb.example);
    if (!english.ok) throw new Error(english.error);
    const text = serialize('prb', english.document, { language: 'de' });
    expect(text).toContain('\n### Was ist das Problem?\n');
    expect(parse('prb', text.replace('### Was ist das Problem?', '### Was ist das Problem'), { language: 'de' }).ok).toBe(false);
  });
});

describe('typography', () => {
  it('French puts a plain space before every colon and question mark', () => {
    for (const [, type, path, text] of allEntries().filter(([language]) => language === 'fr')) {
      expect([type, path, text.match(/[^ ][:?]/g)]).toEqual([type, path, null]);
    }
    expect(headingTable('feat', 'fr').Feature).toBe('Fonctionnalité : {title}');
  });

  it('no table uses an invisible or typographic character a keyboard does not type', () => {
    for (const [language, type, path, text] of allEntries()) {
      expect([language, type, path, /[\u00a0\u202f\u2009\u2019\u2018\u201c\u201d]/u.test(text)]).toEqual([language, type, path, false]);
    }
  });

  it('every entry is one trimmed line that an ATX heading keeps intact', () => {
    for (const [language, type, path, text] of allEntries()) {
      const ok = text.length > 0 && text === text.trim() && !text.includes('\n') && !/(?:^| )#+$/.test(text) && !/^[-+*>]|^\d+[.)] /.test(text);
      expect([language, type, path, ok]).toEqual([language, type, path, true]);
    }
  });

  it('Spanish questions open with ¿', () => {
    for (const [, , , text] of allEntries().filter(([language, type]) => language === 'es' && type === 'prb')) {
      if (text.endsWith('?')) expect(text.startsWith('¿')).toBe(true);
    }
  });
});

describe('only headings are translated', () => {
  const cases = LANGUAGES.flatMap((language) => documentTags.map((type) => [type, language] as const));

  it.each(cases)('%s in %s: every other line of the example stays byte-identical', (type, language) => {
    const english = parse(type, documentTypes[type].example);
    if (!english.ok) throw new Error(english.error);
    const source = serialize(type, english.document as never).split('\n');
    const variant = serialize(type, english.document as never, { language }).split('\n');
    expect(variant).toHaveLength(source.length);
    let translated = 0;
    source.forEach((line, index) => {
      const other = variant[index] ?? '';
      if (line === other) return;
      translated += 1;
      // A changed line is a heading of the same level, never an update-entry heading.
      expect([line, HEADING.exec(other)?.[1]]).toEqual([line, HEADING.exec(line)?.[1]]);
      expect(ENTRY_HEADING.test(line)).toBe(false);
    });
    expect(translated).toBeGreaterThan(0);
  });

  it('values stay canonical: level, statuses, coverage, methods, markers, reference tags, timestamps', () => {
    const pick = (type: 'req' | 'vcr' | 'tsk' | 'rsk', language: string): string => {
      const english = parse(type, documentTypes[type].example);
      if (!english.ok) throw new Error(english.error);
      return serialize(type, english.document as never, { language });
    };
    for (const language of LANGUAGES) {
      expect(pick('req', language)).toMatch(/\n(MUST|SHOULD|MAY|MUST NOT|SHOULD NOT)\n/);
      expect(pick('req', language)).toMatch(/\n- REQ [0-9a-f-]{36}: /);
      expect(pick('vcr', language)).toMatch(/\n### AC-\d{3} \((Demonstration|Test|Analysis|Inspection|Special)\) ?: /);
      expect(pick('vcr', language)).toMatch(/\n(full|partial|none)\n/);
      expect(pick('tsk', language)).toMatch(/\n- \[x\] /);
      expect(pick('tsk', language)).toMatch(/\n### \d{4}-\d{2}-\d{2}T[\d:.]+Z - /);
      expect(pick('rsk', language)).toMatch(/\n(transfer|accept|reduce|avoid)\n/);
      expect(pick('rsk', language)).toMatch(/\nstatus: (open|mitigating|accepted|occurred|closed|dropped)\n/);
    }
  });
});
