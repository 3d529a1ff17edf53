import { describe, expect, it } from 'vitest';
import { availableLanguages, createLanguageRegistry, parse, serialize } from '../../src/index.js';
import { referenceText, usageError as thrown } from '../helpers/usage-error.js';

const GERMAN_TSK = { Task: '{title}', 'Task > RecentUpdates': 'Letzte Änderungen' };
const languages = createLanguageRegistry({ xx: { tsk: GERMAN_TSK } });
const FM = '---\ntype: tsk\n---\n\n';

describe('createLanguageRegistry', () => {
  it('adds a language for a type', () => {
    expect(availableLanguages('tsk', languages)).toContain('xx');
    expect(availableLanguages('tsk', languages)).toContain('en');
  });

  it.each([
    [{ xx: { tsk: { Task: '{title}' } } }, "heading table 'xx' for 'tsk': missing entry 'Task > RecentUpdates'"],
    [{ xx: { tsk: { ...GERMAN_TSK, 'Task > Nope': 'x' } } }, "heading table 'xx' for 'tsk': unknown entry 'Task > Nope'"],
    [{ xx: { tsk: { ...GERMAN_TSK, Task: 'Titel' } } }, "heading table 'xx' for 'tsk': entry 'Task' must use the placeholders {title}, got (none)"],
    [{ xx: { nope: GERMAN_TSK } }, "heading table 'xx' for 'nope': unknown document type"],
  ])('rejects a bad table: %#', (tables, message) => {
    const error = thrown(() => createLanguageRegistry(tables));
    expect([error.code, referenceText(error)]).toEqual(['invalid-language-table', message]);
  });

  it('rejects a malformed language code', () => {
    const error = thrown(() => createLanguageRegistry({ 'de-CH': { tsk: GERMAN_TSK } }));
    expect([error.code, referenceText(error)]).toEqual(['invalid-language', "language 'de-CH' is not a two-letter lowercase code (^[a-z]{2}$)"]);
  });
});

describe('reading and writing a variant', () => {
  const english = `${FM}# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - K\n\nx\n`;
  const variant = english.replace('## Recent Updates', '## Letzte Änderungen');

  it('parses translated headings into the canonical model', () => {
    const en = parse('tsk', english);
    const xx = parse('tsk', variant, { language: 'xx', languages });
    expect(xx.ok && en.ok && xx.document).toEqual(en.ok && en.document);
  });

  it('serializes a model with the translated headings', () => {
    const en = parse('tsk', english);
    if (!en.ok) throw new Error(en.error);
    const text = serialize('tsk', en.document, { language: 'xx', languages });
    expect(text).toContain('## Letzte Änderungen\n');
    const back = parse('tsk', text, { language: 'xx', languages });
    expect(back.ok && back.document).toEqual(en.document);
  });

  it('names both headings when an English heading stands in a variant', () => {
    const result = parse('tsk', english, { language: 'xx', languages, messages: 'reference' });
    expect(result.diagnostics.map((d) => [d.code, d.line, d.field, d.message])).toEqual([
      [
        'foreign-heading',
        5,
        'Task > RecentUpdates',
        "Task > RecentUpdates (body line 5): expected the 'xx' heading 'Letzte Änderungen', got the English heading 'Recent Updates'",
      ],
    ]);
    const worded = parse('tsk', english, { language: 'xx', languages });
    expect(worded.diagnostics.map((d) => [d.code, d.line, d.field, d.message, d.hint])).toEqual([
      [
        'foreign-heading',
        5,
        'Task > RecentUpdates',
        'The heading is in English ("## Recent Updates"); this document is in "xx", where it is "## Letzte Änderungen". Rename the heading to "## Letzte Änderungen".',
        'Rename the heading to "## Letzte Änderungen".',
      ],
    ]);
  });
});
