/**
 * Language registries: which heading table reads and writes a type in a
 * language (languages.md §6). There is no global registry; the packaged
 * one is an immutable value.
 *
 * The packaged translations live next to their type
 * (`src/domains/<tag>/headings/<language>.ts`) and are listed by the type's
 * record (`translations`), so a language or a type is added as data only.
 * Their conventions:
 * - `de`: nouns capitalised as German requires, otherwise sentence case;
 *   ISO/IEC 25010:2023 characteristics as DIN usage names them, with Security
 *   "Informationssicherheit" and Safety "Betriebssicherheit" so the two stay
 *   distinct; RASCI roles as German RACI charts name them; the pattern
 *   headings of languages.md §3 (`Schritt {n}: {title}`, `Funktion: {title}`,
 *   `Wahrscheinlichkeit {n}`, `AC-{nnn} ({method}): {text}`).
 * - `fr`: sentence case; a space before `:` and `?` (`Fonctionnalité : {title}`,
 *   `Quel est le problème ?`) that is a plain U+0020, not a (narrow) no-break
 *   space, and ASCII apostrophes: headings are matched exactly, so they must be
 *   typeable on any keyboard and survive editors that normalise invisible
 *   spaces. Security is "Sécurité" and Safety "Sûreté".
 * - `es`: sentence case (only the first word capitalised, as RAE usage has
 *   it); questions open with `¿`; ISO/IEC 25010:2023 characteristics as the
 *   Spanish-language ISO 25000 portal names them (Security "Seguridad", Safety
 *   "Protección"); RASCI roles as Spanish RACI charts name them.
 *
 * @packageDocumentation
 */
import { findDocumentType, withHostTypes } from '../domains/index.js';
import { anything, arg, arrayOf, checkArguments, custom, isPlainObject, optional, options } from '../errors/index.js';
import { usageError } from '../errors/index.js';
import { isDocumentType, type DocumentType } from '../format/index.js';
import type { HeadingTable } from '../format/index.js';
import { validateHeadingTable } from './validate-table.js';

/** A document type record of any body. */
type AnyType = DocumentType<unknown>;

/**
 * Heading tables by language code, then by document type.
 *
 * @example
 * ```ts
 * const languages: LanguageRegistry = createLanguageRegistry({ it: { tsk: italianTaskTable } });
 * parse('tsk', text, { language: 'it', languages });
 * ```
 */
export interface LanguageRegistry {
  /** language → type → table. */
  readonly tables: ReadonlyMap<string, ReadonlyMap<string, HeadingTable>>;
  /**
   * The type records the tables were validated against, by tag: the built-in
   * types plus the `types` given to `createLanguageRegistry`. (A registry
   * without it knows the built-in types only.)
   */
  readonly types?: ReadonlyMap<string, AnyType>;
}

/**
 * Options of {@link createLanguageRegistry}.
 *
 * @example
 * ```ts
 * createLanguageRegistry({ nl: { nte: dutchNoteTable } }, { types: [note] }); // note = defineDocumentType({ tag: 'nte', … })
 * ```
 */
export interface LanguageRegistryOptions {
  /**
   * Host-defined document types: their English tables and their records'
   * `translations` join the registry (validated like every table), and
   * `extraTables` may then name their tags.
   */
  types?: readonly AnyType[];
}

/** Extra or replacement heading tables: language → type → table. */
export type LanguageTables = Record<string, Partial<Record<string, HeadingTable>>>;

const LANGUAGE_CODE = /^[a-z]{2}$/;

function requireLanguageCode(language: unknown): string {
  if (typeof language !== 'string' || !LANGUAGE_CODE.test(language)) {
    throw usageError('invalid-language', 'invalid-language', { language });
  }
  return language;
}

function tablesOf(tables: Map<string, Map<string, HeadingTable>>, language: string): Map<string, HeadingTable> {
  const target = tables.get(language) ?? new Map<string, HeadingTable>();
  tables.set(language, target);
  return target;
}

function build(extra: LanguageTables, hostTypes: readonly unknown[]): LanguageRegistry {
  const types = withHostTypes(hostTypes, 'createLanguageRegistry: ') as Map<string, AnyType>;
  const tables = new Map<string, Map<string, HeadingTable>>();
  const english = tablesOf(tables, 'en');
  for (const [tag, type] of types) english.set(tag, type.headings);
  // The records' translations first, so a given table replaces a packaged one.
  for (const [tag, type] of types) {
    for (const [language, table] of Object.entries(type.translations ?? {})) {
      requireLanguageCode(language);
      validateHeadingTable(language, type, table);
      tablesOf(tables, language).set(tag, table);
    }
  }
  for (const [language, byType] of Object.entries(extra)) {
    requireLanguageCode(language);
    const target = tablesOf(tables, language);
    for (const [tag, table] of Object.entries(byType)) {
      const type = types.get(tag);
      if (!type) {
        throw usageError('invalid-language-table', 'language-table', { language, type: tag, problem: 'unknown-type' });
      }
      if (!table) continue;
      validateHeadingTable(language, type, table);
      target.set(tag, Object.freeze({ ...table }));
    }
  }
  return Object.freeze({ tables, types });
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
export const packagedLanguages: LanguageRegistry = build({}, []);

/**
 * A registry of the packaged tables plus the given ones; a given table
 * replaces the packaged table of the same language and type. Every table is
 * validated (complete, no unknown entries, the English placeholders, no
 * colliding sibling headings). Host-defined types given as `types` join with
 * their English table and their records' translations; a host type may not
 * reuse a built-in tag or a tag given before.
 *
 * Tables given here are checked when the registry is built; for the compiler
 * to check a table's keys too, declare it `satisfies HeadingTableOf<typeof outline>`.
 *
 * @param extraTables - language → type → heading table
 * @param options - `types`: host-defined document types whose tables join the registry
 * @returns the new registry
 * @throws UsageError `invalid-language` for a malformed code, `invalid-language-table` for a bad table,
 *   `invalid-arguments` for a host type that is not a `defineDocumentType` record or reuses a tag
 * @example
 * ```ts
 * const languages = createLanguageRegistry({ nl: { tsk: { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' } } });
 * parse('tsk', text, { language: 'nl', languages });
 * createLanguageRegistry({ nl: { nte: noteNl } }, { types: [note] }); // a host type's Dutch table
 * ```
 */
export function createLanguageRegistry(extraTables: LanguageTables = {}, options: LanguageRegistryOptions = {}): LanguageRegistry {
  checkArguments('createLanguageRegistry', REGISTRY_ARGS, [extraTables, options]);
  return build(extraTables ?? {}, options?.types ?? []);
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
  arg('options', options({ types: arrayOf(anything, 'an array of document types (defineDocumentType())') })),
];

const AVAILABLE_ARGS = [
  arg('type', custom('a string or a document type (defineDocumentType())', (value) => typeof value === 'string' || isDocumentType(value))),
  arg('registry', optional(custom('a language registry (createLanguageRegistry())', (value) => (value as { tables?: unknown }).tables instanceof Map))),
];

// Whether the registry's tables for this record's tag were validated against this very record.
function knows(registry: LanguageRegistry, type: AnyType): boolean {
  return (registry.types?.get(type.tag) ?? findDocumentType(type.tag)) === type;
}

// The tables of a type the registry does not know, from its own record: English
// and its translations, each validated once per record.
const ownTables = new WeakMap<AnyType, Map<string, HeadingTable>>();

function recordTables(type: AnyType): Map<string, HeadingTable> {
  const cached = ownTables.get(type);
  if (cached) return cached;
  const tables = new Map<string, HeadingTable>([['en', type.headings]]);
  for (const [language, table] of Object.entries(type.translations ?? {})) {
    requireLanguageCode(language);
    validateHeadingTable(language, type, table);
    tables.set(language, table);
  }
  ownTables.set(type, tables);
  return tables;
}

function languagesOf(type: string | AnyType, registry: LanguageRegistry): string[] {
  if (typeof type !== 'string' && !knows(registry, type)) return [...recordTables(type).keys()].sort();
  const tag = typeof type === 'string' ? type : type.tag;
  return [...registry.tables]
    .filter(([, tables]) => tables.has(tag))
    .map(([code]) => code)
    .sort();
}

/**
 * The language codes with a table for a type, in code-point order. A type
 * record the registry was not built with (a host-defined type) answers from
 * its own record: English plus its `translations`.
 *
 * @param type - a type code, or a document type record
 * @param registry - the registry (default: the packaged one)
 * @returns the codes, `en` included
 * @example
 * ```ts
 * availableLanguages('tsk'); // ['de', 'en', 'es', 'fr']
 * availableLanguages(note); // ['de', 'en'] for a host type with translations: { de }
 * ```
 */
export function availableLanguages(type: string | AnyType, registry: LanguageRegistry = packagedLanguages): string[] {
  checkArguments('availableLanguages', AVAILABLE_ARGS, [type, registry]);
  return languagesOf(type, registry ?? packagedLanguages);
}

/**
 * The heading table of a type in a language; throws the usage errors of
 * languages.md §2 for a malformed or unsupported language. Given a type
 * record the registry was not built with (a host-defined type), the table
 * comes from the record: English from its outline, others from its
 * `translations` (validated on first use).
 *
 * @param type - a registered type code, or a document type record
 * @param language - a two-letter language code
 * @param registry - the registry
 * @returns the table
 * @throws UsageError `invalid-language`, `unsupported-language`, or `invalid-language-table` for a bad translation of a host type
 * @example
 * ```ts
 * headingTable('tsk', 'en')['Task > RecentUpdates']; // 'Recent Updates'
 * ```
 */
export function headingTable(type: string | AnyType, language: string, registry: LanguageRegistry = packagedLanguages): HeadingTable {
  requireLanguageCode(language);
  const tag = typeof type === 'string' ? type : type.tag;
  const own = typeof type !== 'string' && !knows(registry, type);
  const table = own ? recordTables(type).get(language) : registry.tables.get(language)?.get(tag);
  if (!table) {
    throw usageError('unsupported-language', 'unsupported-language', { language, type: tag, available: languagesOf(type, registry) });
  }
  return table;
}
