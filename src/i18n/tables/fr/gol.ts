/**
 * French headings of the goal type (`gol`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The French heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golFr['Goal > Priority']; // 'Priorité'
 * ```
 */
export const golFr: HeadingTable = {
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
};
