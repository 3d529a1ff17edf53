/**
 * German headings of the goal type (`gol`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The German heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golDe['Goal > Priority']; // 'Priorität'
 * ```
 */
export const golDe: HeadingTable = {
  Goal: '{title}',
  'Goal > Description': 'Beschreibung',
  'Goal > Priority': 'Priorität',
  'Goal > Tags': 'Schlagwörter',
  'Goal > Source': 'Quelle',
  'Goal > RelatedArtifacts': 'Verknüpfte Artefakte',
  'Goal > RelatedArtifacts > Requirements': 'Anforderungen',
  'Goal > RelatedArtifacts > Decisions': 'Entscheidungen',
  'Goal > RelatedArtifacts > Goals': 'Ziele',
  'Goal > RelatedArtifacts > AcceptanceCriteria': 'Akzeptanzkriterien',
  'Goal > RelatedArtifacts > Risks': 'Risiken',
  'Goal > MoreInformation': 'Weitere Informationen',
  'Goal > Notes': 'Anmerkungen',
};
