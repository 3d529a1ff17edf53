/**
 * Where each collection lives below the storage root (operations.md §1.2,
 * formats.md §2.2).
 *
 * @packageDocumentation
 */

import { arg, checkArguments, custom, describeValue } from '../errors/index.js';
import { usageError, UsageError } from '../errors/index.js';
import { isCleanPath } from './checks/paths.js';
import { typeRecord, type TypeRef } from './checks/types.js';
import { joinPath, normalizeRelative } from './storage/paths.js';

// process.env is an object but not a plain one in every runtime, so any non-null object is taken.
const LAYOUT_FROM_ENV = [arg('env', custom('an object of environment variables (e.g. process.env)', (value) => typeof value === 'object' && !Array.isArray(value)))];

/**
 * The three root-relative POSIX folders of a repository.
 *
 * @example
 * ```ts
 * const layout: Layout = { docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' };
 * ```
 */
export type Layout = {
  /** Holds the flat types other than adr, each in `<docsDir>/<type>/`. */
  docsDir: string;
  /** Holds the adr documents. */
  adrDir: string;
  /** Holds the feature folders. */
  featDir: string;
};

/**
 * The reference implementation's default folders.
 *
 * @example
 * ```ts
 * defaultLayout.featDir; // '.specmgr/feat'
 * ```
 */
export const defaultLayout: Readonly<Layout> = Object.freeze({
  docsDir: 'docs',
  adrDir: 'docs/adr',
  featDir: '.specmgr/feat',
});

const KEYS = ['docsDir', 'adrDir', 'featDir'] as const;

/**
 * Complete and normalise a layout: missing keys take the default, and a
 * trailing `/`, empty and `.` segments are dropped.
 *
 * @param layout - the caller's layout, possibly partial
 * @returns a complete, normalised layout
 * @throws UsageError `invalid-arguments` when a value is not a string, is
 *   absolute or contains a `..` segment
 * @example
 * ```ts
 * normalizeLayout({ docsDir: './spec/' }); // { docsDir: 'spec', adrDir: 'docs/adr', featDir: '.specmgr/feat' }
 * normalizeLayout({ adrDir: '../adr' });   // throws: layout.adrDir must be a root-relative POSIX path without "..", got "../adr"
 * ```
 */
export function normalizeLayout(layout?: Partial<Layout>): Layout {
  const result: Layout = { ...defaultLayout };
  for (const key of KEYS) {
    const value: unknown = layout?.[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.startsWith('/') || value.split('/').includes('..') || !isCleanPath(normalizeRelative(value))) {
      throw usageError('invalid-arguments', 'layout-path', { key, value });
    }
    result[key] = normalizeRelative(value);
  }
  return result;
}

/**
 * Build a layout from the reference's configuration variables
 * `SPECMGR_DOCS_DIR`, `SPECMGR_ADR_DIR` and `SPECMGR_FEAT_DIR`. Only the given
 * object is read, never `process.env` implicitly.
 *
 * Values are returned as given (an absent or empty variable gives the
 * default); `createRepository` validates and normalises them, so a bad
 * variable fails there with the usual `invalid-arguments` message.
 *
 * @param env - the variables, e.g. `process.env`
 * @returns the layout
 * @example
 * ```ts
 * layoutFromEnv({ SPECMGR_DOCS_DIR: 'spec', SPECMGR_ADR_DIR: '' });
 * // { docsDir: 'spec', adrDir: 'docs/adr', featDir: '.specmgr/feat' }
 * ```
 */
export function layoutFromEnv(env: Record<string, string | undefined>): Layout {
  checkArguments('layoutFromEnv', LAYOUT_FROM_ENV, [env]);
  const pick = (name: string, fallback: string): string => {
    const value = env[name];
    if (value !== undefined && typeof value !== 'string') {
      throw new UsageError('invalid-arguments', `layoutFromEnv: ${name} must be a string, got ${describeValue(value)}`);
    }
    return value === undefined || value === '' ? fallback : value;
  };
  return {
    docsDir: pick('SPECMGR_DOCS_DIR', defaultLayout.docsDir),
    adrDir: pick('SPECMGR_ADR_DIR', defaultLayout.adrDir),
    featDir: pick('SPECMGR_FEAT_DIR', defaultLayout.featDir),
  };
}

/**
 * The root-relative folder of a collection (operations.md §1.2, collection table).
 *
 * @param layout - a layout, normally from {@link normalizeLayout}
 * @param type - a document type, or a type code (a code no built-in type has is taken as a plain `<docsDir>/<code>` collection)
 * @returns the layout folder the type's record names (`layoutDir`: adr's `adrDir`, feat's `featDir`), else `<docsDir>/<tag>`
 * @example
 * ```ts
 * collectionDir(defaultLayout, 'req');  // 'docs/req'
 * collectionDir(defaultLayout, 'adr');  // 'docs/adr'
 * collectionDir(defaultLayout, 'feat'); // '.specmgr/feat'
 * ```
 */
export function collectionDir(layout: Layout, type: TypeRef): string {
  const record = typeRecord(type);
  if (record?.layoutDir !== undefined) return normalizeRelative(layout[record.layoutDir]);
  return joinPath(layout.docsDir, typeof type === 'string' ? type : type.tag);
}
