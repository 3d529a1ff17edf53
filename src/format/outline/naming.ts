/**
 * Names derived from heading words: property names, type names and the
 * space-separated heading text (formats.md §4.5, §4.8).
 *
 * @packageDocumentation
 */

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

/**
 * The camelCase property name of a heading text.
 *
 * @param heading - heading words, e.g. `Related PRs / Commits`
 * @returns the property name, e.g. `relatedPrsCommits`
 * @example
 * ```ts
 * propertyName('What Is the Problem?'); // 'whatIsTheProblem'
 * ```
 */
export function propertyName(heading: string): string {
  return words(heading)
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/**
 * The PascalCase type name of a camelCase property name.
 *
 * @param property - e.g. `recentUpdates`
 * @returns e.g. `RecentUpdates`
 * @example
 * ```ts
 * typeName('moreInformation'); // 'MoreInformation'
 * ```
 */
export function typeName(property: string): string {
  return property.charAt(0).toUpperCase() + property.slice(1);
}

/**
 * The heading text of the space-separated heading rule: a type name split
 * into words at lower→Upper and letter↔digit boundaries.
 *
 * @param type - a PascalCase type name, e.g. `ExplicitlyOutOfScope`
 * @returns e.g. `Explicitly Out Of Scope`
 * @example
 * ```ts
 * spacedWords('MoreInformation'); // 'More Information'
 * ```
 */
export function spacedWords(type: string): string {
  return type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2');
}
