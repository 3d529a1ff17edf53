/**
 * The location prefixes of diagnostic messages (operations.md §2.3).
 *
 * @packageDocumentation
 */

import { renderValue } from './python-repr.js';

/**
 * `<Path> (body line <N>)`: where a body diagnostic points.
 *
 * @param path - the field path (the diagnostic's `field`)
 * @param line - the body line
 * @returns the location text
 * @example
 * ```ts
 * bodyLocation('Requirement > Level > value', 12); // 'Requirement > Level > value (body line 12)'
 * ```
 */
export function bodyLocation(path: string, line: number): string {
  return `${path} (body line ${line})`;
}

/**
 * `<type> frontmatter block, field '<field>' (document line <N>)`: where a
 * frontmatter diagnostic points, used by `frontmatter-field`,
 * `frontmatter-type-mismatch`, `version-unsupported`, `invalid-timestamp`
 * and `legacy-form`.
 *
 * @param type - the type code
 * @param key - the frontmatter key
 * @param line - the key's document line, or `undefined` when the key is
 *   absent (the ` (document line <N>)` part is then left out)
 * @returns the location text
 * @example
 * ```ts
 * frontmatterLocation('req', 'created', 4);    // "req frontmatter block, field 'created' (document line 4)"
 * frontmatterLocation('req', 'id', undefined); // "req frontmatter block, field 'id'"
 * ```
 */
export function frontmatterLocation(type: string, key: string, line: number | undefined): string {
  const where = line === undefined ? '' : ` (document line ${line})`;
  return `${type} frontmatter block, field ${renderValue(key)}${where}`;
}
