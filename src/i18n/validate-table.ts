/**
 * Checks a heading table against its document type (languages.md §3):
 * complete, no unknown keys, the same placeholders as English, and no two
 * sibling headings that a reader could confuse.
 *
 * @packageDocumentation
 */
import { usageError, type ErrorParamsByReason, type UsageError } from '../errors/index.js';
import { compileHeadings, type DocumentType } from '../format/index.js';
import { templatePlaceholders } from '../format/index.js';
import type { HeadingTable } from '../format/index.js';

function problem(params: ErrorParamsByReason['language-table']): UsageError {
  return usageError('invalid-language-table', 'language-table', params);
}

function parentOf(path: string): string {
  const cut = path.lastIndexOf(' > ');
  return cut < 0 ? '' : path.slice(0, cut);
}

/**
 * Validate one heading table of a document type; throws the first problem as
 * `UsageError('invalid-language-table')`.
 *
 * @param language - the table's language code
 * @param type - the document type it is for
 * @param table - the table (field path → heading text or template)
 * @throws UsageError `invalid-language-table` naming the problem
 * @example
 * ```ts
 * validateHeadingTable('de', documentTypes.tsk, { Task: '{title}', 'Task > RecentUpdates': 'Letzte Änderungen' });
 * ```
 */
export function validateHeadingTable(language: string, type: DocumentType<unknown>, table: HeadingTable): void {
  const english = type.headings;
  for (const path of Object.keys(english)) {
    if (typeof table[path] !== 'string') throw problem({ language, type: type.tag, problem: 'missing-entry', entry: path });
  }
  for (const path of Object.keys(table)) {
    if (!Object.hasOwn(english, path)) throw problem({ language, type: type.tag, problem: 'unknown-entry', entry: path });
    const expected = [...templatePlaceholders(english[path] ?? '')].sort();
    const actual = templatePlaceholders(table[path] ?? '');
    const same = expected.length === actual.length && [...actual].sort().every((name, i) => name === expected[i]);
    if (!same) {
      throw problem({ language, type: type.tag, problem: 'placeholders', entry: path, expected: templatePlaceholders(english[path] ?? ''), received: actual });
    }
  }
  const compiled = compileHeadings(type, table);
  const paths = Object.keys(english);
  for (let i = 0; i < paths.length; i += 1) {
    for (let j = i + 1; j < paths.length; j += 1) {
      const a = paths[i] as string;
      const b = paths[j] as string;
      if (parentOf(a) !== parentOf(b)) continue;
      const textA = table[a] ?? '';
      const textB = table[b] ?? '';
      const literalA = templatePlaceholders(textA).length === 0;
      const literalB = templatePlaceholders(textB).length === 0;
      const collide =
        textA === textB ||
        (literalA && compiled.get(b)?.match(textA) != null) ||
        (literalB && compiled.get(a)?.match(textB) != null);
      if (collide) throw problem({ language, type: type.tag, problem: 'collide', entries: [a, b] });
    }
  }
}
