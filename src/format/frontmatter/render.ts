/**
 * Rendering the frontmatter block of a new document (formats.md §3.6, §3.9).
 *
 * @packageDocumentation
 */

import { stringify } from 'yaml';
import { compareCodePoints } from '../../diagnostics/index.js';
import { usageError } from '../../errors/index.js';
import { keySource, scalarSource } from './scalar.js';
import { knownKeys } from './schema.js';

const ADR_ORDER = knownKeys('adr');
const QUOTED = new Set(['created', 'updated', 'date']);

// YAML 1.2: an implicit key's `:` must be within 1,024 characters of its start.
const IMPLICIT_KEY_MAX = 1024;

function entryLines(key: string, value: unknown): string {
  if (value === null || typeof value === 'string') {
    const source = keySource(key);
    const scalar = scalarSource(value, QUOTED.has(key) && value !== null);
    // Longer keys take the explicit form, which YAML allows at any length.
    return source.length > IMPLICIT_KEY_MAX ? `? ${source}\n: ${scalar}\n` : `${source}: ${scalar}\n`;
  }
  // Collections and non-string scalars of unknown keys: yaml's own layout.
  const entry: Record<string, unknown> = {};
  Object.defineProperty(entry, key, { value, enumerable: true, writable: true, configurable: true });
  try {
    return stringify(entry, { lineWidth: 0 });
  } catch (error) {
    // yaml's stringify recurses once per level: a value nested thousands deep exhausts the stack.
    if (!(error instanceof RangeError)) throw error;
    throw usageError('invalid-arguments', 'frontmatter-value-too-deep', { key });
  }
}

/**
 * Render the frontmatter block of a new document, delimiters included.
 *
 * `alphabetical` (whole-body types, formats.md §3.6): every key in code-point
 * order, nulls written as `null`, `created` and `updated` single-quoted,
 * other strings plain when YAML-safe and quoted otherwise. `adr` (§3.9): the
 * keys `status, date, decision-makers, consulted, informed, id, version` in
 * that order, then any other key in the given order; null values are left
 * out and `date` is single-quoted. A type's own keys (`ownKeys`) come after
 * the keys placed by either order, in declaration order, so that their
 * position is stable whatever the model's key order; for `alphabetical` the
 * unknown keys stay sorted among the shared ones, as before own keys
 * existed. Values other than strings and null are
 * written by yaml's `stringify`. A key whose source is over 1,024
 * characters (the YAML limit for implicit keys) is written as an explicit
 * `? key` / `: value` pair, so that the block reads back.
 *
 * @param frontmatter - the frontmatter model
 * @param order - `alphabetical` or `adr`
 * @param ownKeys - the type's own keys, in declaration order (default none)
 * @returns the block text `---\n…---\n`
 * @throws UsageError (`invalid-arguments`) when a value is nested too deeply for yaml's stringify
 * @example
 * ```ts
 * renderNewFrontmatter({
 *   classification: null, created: '2026-08-30T10:00:00.000+02:00',
 *   id: '4f2a0000-0000-4000-8000-00000000000a', status: 'draft', type: 'req',
 *   updated: '2026-08-30T10:00:00.000+02:00', version: '1.0.0',
 * }, 'alphabetical');
 * // "---\nclassification: null\ncreated: '2026-08-30T10:00:00.000+02:00'\nid: 4f2a0000-0000-4000-8000-00000000000a\n
 * //  status: draft\ntype: req\nupdated: '2026-08-30T10:00:00.000+02:00'\nversion: 1.0.0\n---\n"
 * ```
 */
export function renderNewFrontmatter(
  frontmatter: Record<string, unknown>,
  order: 'alphabetical' | 'adr',
  ownKeys: readonly string[] = [],
): string {
  const keys = Object.keys(frontmatter).filter((key) => frontmatter[key] !== undefined);
  const own = ownKeys.filter((key) => keys.includes(key));
  const others = keys.filter((key) => !ownKeys.includes(key));
  let ordered: string[];
  if (order === 'adr') {
    const known = ADR_ORDER.filter((key) => others.includes(key) && frontmatter[key] !== null);
    ordered = [...known, ...own, ...others.filter((key) => !ADR_ORDER.includes(key))];
  } else {
    ordered = [...others.sort(compareCodePoints), ...own];
  }
  return `---\n${ordered.map((key) => entryLines(key, frontmatter[key])).join('')}---\n`;
}
