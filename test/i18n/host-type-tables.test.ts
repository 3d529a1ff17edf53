/**
 * languages.md §6 for a type the host defines: its translations come from its
 * record (`defineDocumentType({ translations })`), are validated like every
 * packaged table, and a registry built with `{ types }` adds further tables
 * for it.
 */
import { describe, expect, it } from 'vitest';
import { availableLanguages, createLanguageRegistry, documentTypes } from '../../src/index.js';
import { defineDocumentType } from '../../src/format/document-type.js';
import { paragraph } from '../../src/format/outline/fields.js';
import { integer, template, text } from '../../src/format/outline/heading.js';
import type { HeadingTableOf } from '../../src/format/outline/paths.js';
import { freeSection, optional, repeated, section } from '../../src/format/outline/sections.js';
import { parseDocument } from '../../src/format/parse-document.js';
import { serializeDocument } from '../../src/format/serialize-document.js';
import { headingTable } from '../../src/i18n/registry.js';
import { usageErrorOf } from './helpers/usage-error.js';

const noteOutline = section('', { level: 1, typeName: 'Note', heading: template('{title}', { title: text('title') }) }, [
  paragraph('summary'),
  optional(freeSection('details', { level: 2 })),
  repeated(freeSection('', { level: 2, typeName: 'Step', heading: template('Step {n}: {title}', { n: integer('number'), title: text('title') }) }), { min: 0 }),
]);

const noteDe = { Note: '{title}', 'Note > Details': 'Einzelheiten', 'Note > Step': 'Schritt {n}: {title}' } satisfies HeadingTableOf<typeof noteOutline>;
const noteNl = { Note: '{title}', 'Note > Details': 'Details', 'Note > Step': 'Stap {n}: {title}' } satisfies HeadingTableOf<typeof noteOutline>;

function noteType(translations: Record<string, HeadingTableOf<typeof noteOutline>>) {
  return defineDocumentType({
    tag: 'nte',
    noun: 'note',
    statuses: { values: ['draft', 'done'], default: 'draft' },
    root: noteOutline,
    template: '',
    example: '',
    translations,
  });
}

const note = noteType({ de: noteDe });
const GERMAN = '---\ntype: nte\nstatus: draft\n---\n\n# Einkauf\n\nWas fehlt.\n\n## Einzelheiten\n\nMilch.\n\n## Schritt 1: Laden\n\nHin.\n';
const bad = (language: string, problem: string): [string, string] => ['invalid-language-table', `heading table '${language}' for 'nte': ${problem}`];

describe('a host type reads its translations from its record', () => {
  it('lists English and its own languages, with or without a registry', () => {
    expect(availableLanguages(note)).toEqual(['de', 'en']);
    expect(availableLanguages(note, createLanguageRegistry())).toEqual(['de', 'en']);
    expect(headingTable(note, 'de')).toEqual(noteDe);
    expect(headingTable(note, 'en')).toEqual({ Note: '{title}', 'Note > Details': 'Details', 'Note > Step': 'Step {n}: {title}' });
  });

  it('parses and writes a German document with its German headings', () => {
    const headings = headingTable(note, 'de');
    const result = parseDocument(note, GERMAN, { headings, language: 'de' });
    if (!result.ok) throw new Error(result.error);
    expect(result.diagnostics).toEqual([]);
    expect(result.document.body).toEqual({ title: 'Einkauf', summary: 'Was fehlt.', details: 'Milch.', '': [{ number: 1, title: 'Laden', content: 'Hin.' }] });
    const body = (text: string): string => text.slice(text.indexOf('\n# '));
    expect(body(serializeDocument(note, result.document, headings))).toBe(body(GERMAN));
    expect(serializeDocument(note, result.document)).toContain('\n## Details\n\nMilch.\n\n## Step 1: Laden\n');
  });

  it('names its own languages when asked for another', async () => {
    expect(await usageErrorOf(() => headingTable(note, 'fr'))).toEqual(['unsupported-language', "language 'fr' has no heading table for 'nte'; available: de, en"]);
  });

  it('validates a translation the compiler cannot check on first use, with the registry messages', async () => {
    const wrong = noteType({ de: { ...noteDe, 'Note > Step': 'Schritt {n}' } });
    expect(await usageErrorOf(() => headingTable(wrong, 'de'))).toEqual(bad('de', "entry 'Note > Step' must use the placeholders {n}, {title}, got {n}"));
    expect(await usageErrorOf(() => availableLanguages(wrong))).toEqual(bad('de', "entry 'Note > Step' must use the placeholders {n}, {title}, got {n}"));
    const colliding = noteType({ de: { ...noteDe, 'Note > Details': 'Schritt 1: Details' } });
    expect(await usageErrorOf(() => headingTable(colliding, 'en'))).toEqual(bad('de', "entries 'Note > Details' and 'Note > Step' collide"));
  });

  it('keeps its own copy of each table', () => {
    const table = { ...noteDe };
    const copy = noteType({ de: table });
    table['Note > Details'] = 'Anders';
    expect(headingTable(copy, 'de')['Note > Details']).toBe('Einzelheiten');
    expect(Object.isFrozen(copy.translations)).toBe(true);
  });
});

describe('createLanguageRegistry with host types', () => {
  it('adds a further table for a host type given in types', () => {
    const languages = createLanguageRegistry({ nl: { nte: noteNl } }, { types: [note] });
    expect(availableLanguages('nte', languages)).toEqual(['de', 'en', 'nl']);
    expect(availableLanguages(note, languages)).toEqual(['de', 'en', 'nl']);
    expect(headingTable(note, 'nl', languages)).toEqual(noteNl);
    expect(headingTable('nte', 'de', languages)).toEqual(noteDe);
    expect(availableLanguages('tsk', languages)).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('validates a host type and its tables like the packaged ones', async () => {
    expect(await usageErrorOf(() => createLanguageRegistry({ nl: { nte: noteNl } }))).toEqual(bad('nl', 'unknown document type'));
    expect(await usageErrorOf(() => createLanguageRegistry({ nl: { nte: { Note: '{title}' } } }, { types: [note] }))).toEqual(bad('nl', "missing entry 'Note > Details'"));
    const wrong = noteType({ de: { ...noteDe, Note: 'Notiz' } });
    expect(await usageErrorOf(() => createLanguageRegistry({}, { types: [wrong] }))).toEqual(bad('de', "entry 'Note' must use the placeholders {title}, got (none)"));
  });

  it('rejects a built-in or repeated tag, and a value that is not a type record', async () => {
    const other = defineDocumentType({ tag: 'tsk', noun: 'other list', statuses: { values: ['draft'], default: 'draft' }, root: noteOutline, template: '', example: '' });
    expect(await usageErrorOf(() => createLanguageRegistry({}, { types: [other] }))).toEqual([
      'invalid-arguments',
      "createLanguageRegistry: types[0]: 'tsk' is the tag of a built-in type; give the host type a tag of its own",
    ]);
    expect(await usageErrorOf(() => createLanguageRegistry({}, { types: [note, note] }))).toEqual([
      'invalid-arguments',
      "createLanguageRegistry: types[1]: the tag 'nte' is given twice",
    ]);
    const [code, message] = await usageErrorOf(() => createLanguageRegistry({}, { types: ['nte'] as never }));
    expect([code, message]).toEqual([
      'invalid-arguments',
      'createLanguageRegistry: types[0] must be a document type made by defineDocumentType, got string "nte"',
    ]);
  });

  it('a built-in record answers from the registry, so a replaced table is used', () => {
    const languages = createLanguageRegistry({ de: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Neuigkeiten' } } });
    expect(headingTable(documentTypes.tsk, 'de', languages)['Task > RecentUpdates']).toBe('Neuigkeiten');
    expect(headingTable(documentTypes.tsk, 'de')).toBe(headingTable('tsk', 'de'));
    expect(availableLanguages(documentTypes.tsk, languages)).toEqual(['de', 'en', 'es', 'fr']);
  });
});
