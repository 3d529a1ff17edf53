/**
 * Language registries: which heading table reads and writes a type in a
 * language (languages.md §6). There is no global registry; the packaged
 * one is an immutable value.
 *
 * @packageDocumentation
 */
import { renderValue } from '../diagnostics/python-repr.js';
import { documentTypes, findDocumentType } from '../domains/registry.js';
import { anything, arg, arrayOf, checkArguments, custom, describeValue, isPlainObject, options, optional, text } from '../errors/arguments.js';
import { UsageError } from '../errors/usage-error.js';
import { isDocumentType, type DocumentType } from '../format/document-type.js';
import type { HeadingTable } from '../format/outline/paths.js';
import { packagedTables } from './tables/index.js';
import { validateHeadingTable } from './validate-table.js';

/** Heading tables by language code, then by document type. */
export interface LanguageRegistry {
  /** language → type → table. */
  readonly tables: ReadonlyMap<string, ReadonlyMap<string, HeadingTable>>;
}

/** Extra or replacement heading tables: language → type → table. */
export type LanguageTables = Record<string, Partial<Record<string, HeadingTable>>>;

const LANGUAGE_CODE = /^[a-z]{2}$/;

function requireLanguageCode(language: unknown): string {
  if (typeof language !== 'string' || !LANGUAGE_CODE.test(language)) {
    throw new UsageError('invalid-language', `language ${renderValue(language)} is not a two-letter lowercase code (^[a-z]{2}$)`);
  }
  return language;
}

/** Options of {@link createLanguageRegistry}. */
export interface LanguageRegistryOptions {
  /**
   * Host document types (`defineDocumentType`) whose tables the registry
   * holds; each table of theirs is validated against its record. A host type
   * may not reuse a built-in tag.
   */
  types?: readonly DocumentType<unknown>[];
}

// Host types by tag, checked: records of defineDocumentType, tags not built in or given twice.
function hostTypes(types: readonly unknown[]): Map<string, DocumentType<unknown>> {
  const byTag = new Map<string, DocumentType<unknown>>();
  types.forEach((value, index) => {
    if (!isDocumentType(value)) {
      throw new UsageError('invalid-arguments', `createLanguageRegistry: types[${index}] must be a document type made by defineDocumentType, got ${describeValue(value)}`);
    }
    if (findDocumentType(value.tag) !== undefined || byTag.has(value.tag)) {
      throw new UsageError('invalid-arguments', `createLanguageRegistry: types[${index}]: the tag ${renderValue(value.tag)} is already taken (a built-in type or an earlier entry)`);
    }
    byTag.set(value.tag, value);
  });
  return byTag;
}

function build(extra: LanguageTables, hosts: ReadonlyMap<string, DocumentType<unknown>> = new Map()): LanguageRegistry {
  const tables = new Map<string, Map<string, HeadingTable>>();
  const english = new Map<string, HeadingTable>();
  const known = (tag: string): DocumentType<unknown> | undefined => findDocumentType(tag) ?? hosts.get(tag);
  for (const type of [...Object.values(documentTypes), ...hosts.values()] as DocumentType<unknown>[]) english.set(type.tag, type.headings);
  tables.set('en', english);
  for (const source of [packagedTables, extra]) {
    for (const [language, byType] of Object.entries(source)) {
      requireLanguageCode(language);
      const target = tables.get(language) ?? new Map<string, HeadingTable>();
      tables.set(language, target);
      for (const [tag, table] of Object.entries(byType)) {
        const type = known(tag);
        if (!type) {
          throw new UsageError('invalid-language-table', `heading table ${renderValue(language)} for ${renderValue(tag)}: unknown document type`);
        }
        if (!table) continue;
        validateHeadingTable(language, type, table);
        target.set(tag, Object.freeze({ ...table }));
      }
    }
  }
  return Object.freeze({ tables });
}

/**
 * The packaged registry: English (from the outlines) plus the packaged
 * translations.
 *
 * @example
 * ```ts
 * packagedLanguages.tables.get('en')?.get('tsk')?.['Task > RecentUpdates']; // 'Recent Updates'
 * ```
 */
export const packagedLanguages: LanguageRegistry = build({});

/**
 * A registry of the packaged tables plus the given ones; a given table
 * replaces the packaged table of the same language and type. Every table is
 * validated (complete, no unknown entries, the English placeholders, no
 * colliding sibling headings). Tables of a host type need its record in
 * `options.types`; the registry then also holds its English table.
 *
 * @param extraTables - language → type → heading table
 * @param options - `types`: host document types the tables may be for
 * @returns the new registry
 * @throws UsageError `invalid-language` for a malformed code, `invalid-language-table` for a bad table
 * @example
 * ```ts
 * const languages = createLanguageRegistry({ nl: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } } });
 * parse('tsk', text, { language: 'nl', languages });
 * ```
 */
export function createLanguageRegistry(extraTables: LanguageTables = {}, options: LanguageRegistryOptions = {}): LanguageRegistry {
  checkArguments('createLanguageRegistry', REGISTRY_ARGS, [extraTables, options]);
  return build(extraTables ?? {}, hostTypes(options?.types ?? []));
}

const REGISTRY_ARGS = [
  arg(
    'extraTables',
    optional(
      custom('a plain object of languages, each a plain object of heading tables by type', (value) => {
        if (!isPlainObject(value)) return false;
        return Object.values(value).every((byType) => isPlainObject(byType) && Object.values(byType).every((t) => t === undefined || isPlainObject(t)));
      }),
    ),
  ),
  arg('options', options({ types: arrayOf(anything, 'an array of document types (defineDocumentType)') })),
];

const AVAILABLE_ARGS = [
  arg('type', text),
  arg('registry', optional(custom('a language registry (createLanguageRegistry())', (value) => (value as { tables?: unknown }).tables instanceof Map))),
];

/**
 * The language codes with a table for a type, in code-point order.
 *
 * @param type - a type code
 * @param registry - the registry (default: the packaged one)
 * @returns the codes, `en` included
 * @example
 * ```ts
 * availableLanguages('tsk'); // ['de', 'en', 'es', 'fr']
 * ```
 */
export function availableLanguages(type: string, registry: LanguageRegistry = packagedLanguages): string[] {
  checkArguments('availableLanguages', AVAILABLE_ARGS, [type, registry]);
  registry ??= packagedLanguages;
  return [...registry.tables]
    .filter(([, tables]) => tables.has(type))
    .map(([code]) => code)
    .sort();
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
  requireLanguageCode(language);
  const table = registry.tables.get(language)?.get(type);
  if (!table) {
    const available = availableLanguages(type, registry).join(', ');
    throw new UsageError('unsupported-language', `language ${renderValue(language)} has no heading table for ${renderValue(type)}; available: ${available}`);
  }
  return table;
}
