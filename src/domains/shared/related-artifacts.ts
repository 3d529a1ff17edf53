/**
 * The Related Artifacts section of req, gol, dec and sop (formats.md §5.6):
 * typed reference sub-lists, each optional, in a fixed order; lenient mode
 * also reads the legacy untyped form with its `### Acceptance Criteria`.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { itemsWithNotes } from '../../format/index.js';
import { lenientOnly, optional, section, valueSection } from '../../format/index.js';
import { referenceList } from './reference-list.js';
import { referenceLegacy, type ReferenceTag } from './typed-reference.js';

function subList<N extends string>(name: N, tag: ReferenceTag) {
  const legacy = referenceLegacy(tag, { adrUnderDecisions: tag === 'DEC' });
  return optional(referenceList(name, { level: 3, tags: [tag], legacy }));
}

// The legacy sub-list stood between Goals and Risks; its items were free text
// (`ACC-1234: ...`), so they carry no rule: one warning covers the sub-list.
const acceptanceCriteria = lenientOnly(optional(valueSection('acceptanceCriteria', { level: 3 }, itemsWithNotes('items'))), {
  older: 'Acceptance Criteria sub-list',
  current: legacyCurrentForm('Acceptance Criteria sub-list'),
});

// The sub-lists every Related Artifacts section has, in order.
function subLists() {
  return [subList('requirements', 'REQ'), subList('decisions', 'DEC'), subList('goals', 'GOL'), acceptanceCriteria, subList('risks', 'RSK')] as const;
}

/**
 * `## Related Artifacts` with the sub-lists Requirements (REQ), Decisions
 * (DEC), Goals (GOL) and Risks (RSK): req, gol and dec. Model
 * `RelatedArtifacts` (formats.md §4.8); `acceptanceCriteria` exists only in
 * lenient-mode models.
 *
 * @returns the mandatory field (the domains wrap it in `optional(...)`)
 * @example
 * ```ts
 * section('', { level: 1, typeName: 'Goal', heading }, [..., optional(relatedArtifacts()), ...]);
 * ```
 */
export function relatedArtifacts() {
  return section('relatedArtifacts', { level: 2 }, subLists());
}

/**
 * `## Related Artifacts` of sop: the sub-lists of {@link relatedArtifacts}
 * plus Sops (SOP) last.
 *
 * @returns the mandatory field (sop wraps it in `optional(...)`)
 * @example
 * ```ts
 * optional(relatedArtifactsWithSops());
 * ```
 */
export function relatedArtifactsWithSops() {
  return section('relatedArtifacts', { level: 2 }, [...subLists(), subList('sops', 'SOP')]);
}
