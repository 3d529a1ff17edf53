/**
 * Typed cross-reference lists of sysrs (formats.md §5.5): list items of the
 * form `<TAG> <uuid>: <title>`, each with optional indented notes.
 *
 * @packageDocumentation
 */
import { itemsWithNotes } from '../../format/outline/fields.js';
import type { HeadingSpec } from '../../format/outline/heading.js';
import { pattern, UUID_SOURCE } from '../../format/outline/values.js';
import { valueSection } from '../../format/outline/sections.js';
import type { ValueRule } from '../../format/outline/types.js';

/**
 * A reference tag a sysrs list accepts (formats.md §5.5).
 *
 * @example
 * ```ts
 * const tags: ReferenceTag[] = ['DEC', 'ADR'];
 * ```
 */
export type ReferenceTag = 'GOL' | 'PRB' | 'QA' | 'UC' | 'DEC' | 'ADR' | 'RSK' | 'REQ' | 'VCR';

/**
 * The value rule of a typed reference: `^<TAG> (<uuid>): (.+)$` with `.`
 * matching line breaks, because a title may soft-wrap (formats.md §4.6).
 *
 * @param tags - the tags allowed at this place, at least one
 * @returns the rule; its display text abbreviates the UUID as `<uuid>`
 * @example
 * ```ts
 * typedReference(['DEC', 'ADR']).display; // '^(DEC|ADR) (<uuid>): (.+)$'
 * ```
 */
export function typedReference(tags: readonly [ReferenceTag, ...ReferenceTag[]]): ValueRule {
  const tag = tags.length === 1 ? tags[0] : `(${tags.join('|')})`;
  return pattern(new RegExp(`^${tag} (${UUID_SOURCE}): (.+)$`, 'su'), `^${tag} (<uuid>): (.+)$`);
}

/**
 * A section holding one typed cross-reference list (items with notes).
 *
 * @param name - the property name, e.g. `goals`
 * @param tags - the tags allowed in the list
 * @param options - the heading level and, when the heading is not the type name's words, its rule
 * @returns the field; its model is the list itself
 * @example
 * ```ts
 * referenceSection('decisions', ['DEC', 'ADR'], { level: 2 });
 * ```
 */
export function referenceSection<N extends string>(
  name: N,
  tags: readonly [ReferenceTag, ...ReferenceTag[]],
  options: { level: 2 | 3; heading?: HeadingSpec<Record<never, never>> },
) {
  return valueSection(name, options, itemsWithNotes('items', { value: typedReference(tags) }));
}
