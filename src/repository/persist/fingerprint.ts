/**
 * What a persisted cache entry was computed under (issue 13): a hash of
 * everything besides the file's bytes that decides its parse outcome.
 *
 * @packageDocumentation
 */

import type { DocumentLimits, Mode } from '../../format/index.js';
import { sha256Hex } from '../../text/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';

/**
 * The version of the library whose parser wrote a cache file; a file of
 * another version is foreign. `test/repository/persisted-cache.test.ts`
 * keeps it equal to package.json's `version`.
 *
 * @example
 * ```ts
 * LIBRARY_VERSION; // '0.1.0'
 * ```
 */
export const LIBRARY_VERSION = '0.1.0';

/**
 * The layout of a cache file (`persist/cache-file.ts`); raised whenever it changes.
 *
 * @example
 * ```ts
 * CACHE_FORMAT_VERSION; // 1
 * ```
 */
export const CACHE_FORMAT_VERSION = 1;

// Deep enough for any outline; a deeper (or cyclic) value is cut off with a
// marker, which still tells definitions apart that differ above the cut.
const MAX_FINGERPRINT_DEPTH = 64;

function ownEntries(value: object): [string, unknown][] {
  return Object.keys(value).map((key) => {
    try {
      return [key, (value as Record<string, unknown>)[key]];
    } catch {
      return [key, Symbol('throws')];
    }
  });
}

/**
 * A stable text of a value for hashing: object keys sorted, functions by
 * their source text, regular expressions by source and flags, maps and sets
 * by their entries, an object met again by its number. Two definitions
 * that print alike (a host type built twice from the same code)
 * fingerprint alike. Getters are read; a getter that throws is printed as
 * such.
 *
 * @param value - any value
 * @returns the text
 * @example
 * ```ts
 * fingerprint({ b: 1, a: /x/g }); // '{"a":re:/x/g,"b":1}'
 * ```
 */
export function fingerprint(value: unknown): string {
  const parts: string[] = [];
  // Each object is printed once, later meetings by number: shared parts
  // (schemas reuse sub-schemas) cost nothing twice, and cycles end.
  const seen = new Map<object, number>();
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === 'function') return void parts.push(`fn:${JSON.stringify(String(v))}`);
    if (typeof v === 'bigint') return void parts.push(`${v}n`);
    if (typeof v === 'symbol') return void parts.push(`sym:${JSON.stringify(String(v.description))}`);
    if (v === undefined) return void parts.push('undefined');
    if (typeof v !== 'object' || v === null) return void parts.push(JSON.stringify(v));
    if (v instanceof RegExp) return void parts.push(`re:/${v.source}/${v.flags}`);
    const met = seen.get(v);
    if (met !== undefined) return void parts.push(`#${met}`);
    if (depth >= MAX_FINGERPRINT_DEPTH) return void parts.push('…');
    seen.set(v, seen.size);
    if (Array.isArray(v) || v instanceof Set) {
      parts.push('[');
      for (const item of v) {
        walk(item, depth + 1);
        parts.push(',');
      }
      parts.push(']');
    } else {
      const entries: [string, unknown][] = v instanceof Map ? [...v].map(([k, x]) => [fingerprint(k), x]) : ownEntries(v);
      parts.push(v instanceof Map ? 'map{' : '{');
      for (const [key, item] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        parts.push(`${JSON.stringify(key)}:`);
        walk(item, depth + 1);
        parts.push(',');
      }
      parts.push('}');
    }
  };
  walk(value, 0);
  return parts.join('');
}

/**
 * Where and how a collection was read: one persisted cache file belongs to
 * exactly one scope.
 *
 * @example
 * ```ts
 * const scope: CacheScope = { root: '/srv/p', type: tsk, choice: english, mode: 'strict', limits: defaultLimits };
 * ```
 */
export type CacheScope = {
  /** The storage's reported root (`storage.absolute('')`). */
  root: string;
  type: AnyDocumentType;
  choice: LanguageChoice;
  mode: Mode;
  limits: DocumentLimits;
};

/**
 * The hash of a scope: library and cache-format version, storage root,
 * the type's whole definition (its record: outline, frontmatter rules,
 * reader functions by source), the language and its heading table, the
 * mode and the limits.
 *
 * @param scope - the scope
 * @returns 64 hex digits
 * @example
 * ```ts
 * scopeHash({ root: '/', type: tsk, choice: english, mode: 'strict', limits: defaultLimits });
 * ```
 */
export function scopeHash(scope: CacheScope): string {
  const text = fingerprint({
    format: CACHE_FORMAT_VERSION,
    library: LIBRARY_VERSION,
    root: scope.root,
    type: scope.type,
    language: scope.choice.language,
    headings: scope.choice.headings,
    mode: scope.mode,
    limits: scope.limits,
  });
  return sha256Hex(new TextEncoder().encode(text));
}

/**
 * The key a scope's file is stored under in a `DocumentCache`: readable
 * parts (the type and language as `[a-z0-9]`, the mode) and the start of
 * the scope hash, so every key is made of `[a-z0-9._-]` only.
 *
 * @param scope - the scope
 * @param hash - its {@link scopeHash}
 * @returns the key
 * @example
 * ```ts
 * cacheKey(scope, hash); // 'tsk.en.strict.3f2a9c0d1e2b4a5f'
 * ```
 */
export function cacheKey(scope: CacheScope, hash: string): string {
  const clean = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '_').slice(0, 32);
  return `${clean(scope.type.tag)}.${clean(scope.choice.language)}.${scope.mode}.${hash.slice(0, 16)}`;
}
