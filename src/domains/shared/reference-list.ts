/**
 * Sections holding a list of typed cross-references (formats.md §5.5): the
 * Related Artifacts sub-lists here, and the reference sections of sysrs.
 *
 * @packageDocumentation
 */
import { itemsWithNotes } from '../../format/index.js';
import type { HeadingSpec } from '../../format/index.js';
import type { List } from '../../format/index.js';
import { valueSection } from '../../format/index.js';
import type { Field } from '../../format/index.js';
import { typedReference, type ReferenceLegacy, type ReferenceTags } from './typed-reference.js';

/**
 * Options of {@link referenceList}.
 *
 * @example
 * ```ts
 * const options: ReferenceListOptions = { level: 3, tags: ['GOL'] }; // sysrs `### Goals`
 * ```
 */
export interface ReferenceListOptions {
  /** Heading level of the section. */
  level: 2 | 3 | 4;
  /** The tags allowed in its items. */
  tags: ReferenceTags;
  /** Heading rule; default: the property's words (`relatedUseCases` → `Related Use Cases`). */
  heading?: HeadingSpec<Record<never, never>>;
  /** Lenient mode: the legacy item forms of this place (see `referenceLegacy`); omit where there are none. */
  legacy?: ReferenceLegacy;
}

/**
 * A section whose content is one or more list items with notes, each item
 * text a typed reference (`<TAG> <uuid>: <title>`, soft-wrap allowed). The
 * model is the list itself; value diagnostics read
 * `<Path> > ListItem > text`.
 *
 * @param name - the property name, e.g. `requirements`
 * @param options - level, allowed tags, heading and legacy classifier
 * @returns the mandatory field (wrap it in `optional(...)` where it is `[O]`)
 * @example
 * ```ts
 * optional(referenceList('decisions', { level: 2, tags: ['DEC', 'ADR'] })); // sysrs `## Decisions`
 * ```
 */
export function referenceList<N extends string>(name: N, options: ReferenceListOptions): Field<N, List, false, Capitalize<N>> {
  const rule = typedReference(options.tags, options.legacy ? { legacy: options.legacy } : {});
  return valueSection(
    name,
    { level: options.level, ...(options.heading ? { heading: options.heading } : {}) },
    itemsWithNotes('items', { value: rule }),
  );
}
