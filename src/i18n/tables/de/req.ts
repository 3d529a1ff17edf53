/**
 * German headings of the requirement type (`req`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The German heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqDe['Requirement > Characteristics']; // 'Merkmale'
 * ```
 */
export const reqDe: HeadingTable = {
  Requirement: '{title}',
  'Requirement > Description': 'Beschreibung',
  'Requirement > Characteristics': 'Merkmale',
  'Requirement > Level': 'Verbindlichkeit',
  'Requirement > Priority': 'Priorität',
  'Requirement > Tags': 'Schlagwörter',
  'Requirement > Source': 'Quelle',
  'Requirement > RelatedArtifacts': 'Verknüpfte Artefakte',
  'Requirement > RelatedArtifacts > Requirements': 'Anforderungen',
  'Requirement > RelatedArtifacts > Decisions': 'Entscheidungen',
  'Requirement > RelatedArtifacts > Goals': 'Ziele',
  'Requirement > RelatedArtifacts > AcceptanceCriteria': 'Akzeptanzkriterien',
  'Requirement > RelatedArtifacts > Risks': 'Risiken',
  'Requirement > MoreInformation': 'Weitere Informationen',
  'Requirement > Notes': 'Anmerkungen',
};
