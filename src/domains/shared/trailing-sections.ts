/**
 * The sections req and gol both end with (formats.md §6.2, §6.7).
 *
 * @packageDocumentation
 */
import { freeSection, optional } from '../../format/index.js';
import { priority } from './priority.js';
import { relatedArtifacts } from './related-artifacts.js';
import { source } from './source.js';
import { tags } from './tags.js';

/**
 * The last sections of a requirement or goal, in order: `## Priority` [O],
 * `## Tags` [O], `## Source`, `## Related Artifacts` [O], `## More
 * Information` [O] and `## Notes` [O].
 *
 * @returns the fields, to spread at the end of the H1 section's fields
 * @example
 * ```ts
 * section('', { level: 1, typeName: 'Goal', heading }, [paragraph('statement'), optional(freeSection('description', { level: 2 })), ...trailingSections()]);
 * ```
 */
export function trailingSections() {
  return [
    optional(priority()),
    optional(tags()),
    source(),
    optional(relatedArtifacts()),
    optional(freeSection('moreInformation', { level: 2 })),
    optional(freeSection('notes', { level: 2 })),
  ] as const;
}
