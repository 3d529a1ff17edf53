/**
 * The packaged heading tables, one folder per language (languages.md §6):
 * adding a language is adding a folder and registering it here, never
 * changing the parser.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../format/outline/paths.js';
import { deTables } from './de/index.js';
import { esTables } from './es/index.js';
import { frTables } from './fr/index.js';

/**
 * Packaged translations: language → type → heading table (English comes
 * from the outlines). Every table is validated when the packaged registry
 * is built, so a bad table fails on import.
 *
 * @example
 * ```ts
 * packagedTables.de?.tsk?.['Task > RecentUpdates']; // 'Letzte Änderungen'
 * ```
 */
export const packagedTables: Record<string, Partial<Record<string, HeadingTable>>> = {
  de: deTables,
  fr: frTables,
  es: esTables,
};
