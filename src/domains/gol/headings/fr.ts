/**
 * French headings of the goal type (`gol`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { goalOutline } from '../outline.js';

/**
 * The French heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golFr['Goal > Priority']; // 'Priorité'
 * ```
 */
export const golFr = {
  Goal: '{title}',
  'Goal > Description': 'Description',
  'Goal > Priority': 'Priorité',
  'Goal > Tags': 'Étiquettes',
  'Goal > Source': 'Source',
  'Goal > RelatedArtifacts': 'Artefacts associés',
  'Goal > RelatedArtifacts > Requirements': 'Exigences',
  'Goal > RelatedArtifacts > Decisions': 'Décisions',
  'Goal > RelatedArtifacts > Goals': 'Objectifs',
  'Goal > RelatedArtifacts > AcceptanceCriteria': "Critères d'acceptation",
  'Goal > RelatedArtifacts > Risks': 'Risques',
  'Goal > MoreInformation': 'Informations complémentaires',
  'Goal > Notes': 'Notes',
} satisfies HeadingTableOf<typeof goalOutline>;
