/**
 * Language registries: which heading table reads and writes a type in a
 * language (languages.md §6). There is no global registry; the packaged
 * one is an immutable value.
 *
 * @packageDocumentation
 */
import { renderValue } from '../diagnostics/python-repr.js';
import { findDocumentType, registeredTypes } from '../domains/registry.js';
import { UsageError } from '../errors/usage-error.js';
import type { HeadingTable } from '../format/outline/paths.js';

/** Heading tables by language code, then by document type. */
export interface LanguageRegistry {
  /** language → type → table. */
  readonly tables: ReadonlyMap<string, ReadonlyMap<string, HeadingTable>>;
}

function englishTables(): Map<string, HeadingTable> {
  const tables = new Map<string, HeadingTable>();
  for (const tag of registeredTypes()) {
    const type = findDocumentType(tag);
    if (type) tables.set(tag, type.headings);
  }
  return tables;
}

/**
 * The packaged registry: the English table of every registered type.
 *
 * @example
 * ```ts
 * packagedLanguages.tables.get('en')?.get('tsk')?.['Task > RecentUpdates']; // 'Recent Updates'
 * ```
 */
export const packagedLanguages: LanguageRegistry = Object.freeze({ tables: new Map([['en', englishTables()]]) });

/**
 * The language codes with a table for a type, in code-point order.
 *
 * @param type - a type code
 * @param registry - the registry (default: the packaged one)
 * @returns the codes, `en` included
 * @example
 * ```ts
 * availableLanguages('tsk'); // ['en']
 * ```
 */
export function availableLanguages(type: string, registry: LanguageRegistry = packagedLanguages): string[] {
  return [...registry.tables].filter(([, tables]) => tables.has(type)).map(([code]) => code).sort();
}

/**
 * The heading table of a type in a language; throws the usage errors of
 * languages.md §2 for a malformed or unsupported language.
 *
 * @param type - a registered type code
 * @param language - a two-letter language code
 * @param registry - the registry
 * @returns the table
 * @example
 * ```ts
 * headingTable('tsk', 'en')['Task > RecentUpdates']; // 'Recent Updates'
 * ```
 */
export function headingTable(type: string, language: string, registry: LanguageRegistry = packagedLanguages): HeadingTable {
  if (typeof language !== 'string' || !/^[a-z]{2}$/.test(language)) {
    throw new UsageError('invalid-language', `language ${renderValue(language)} is not a two-letter lowercase code (^[a-z]{2}$)`);
  }
  const table = registry.tables.get(language)?.get(type);
  if (!table) {
    const available = availableLanguages(type, registry).join(', ');
    throw new UsageError('unsupported-language', `language ${renderValue(language)} has no heading table for ${renderValue(type)}; available: ${available}`);
  }
  return table;
}
