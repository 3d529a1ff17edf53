/**
 * The packaged heading tables, one folder per language.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../format/outline/paths.js';

/** Packaged translations: language → type → heading table (English comes from the outlines). */
export const packagedTables: Record<string, Partial<Record<string, HeadingTable>>> = {};
