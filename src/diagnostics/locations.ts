/**
 * The location prefixes of diagnostic messages (operations.md §2.3).
 *
 * @packageDocumentation
 */

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
