/**
 * French headings of the requirement type (`req`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The French heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqFr['Requirement > Characteristics']; // 'Caractéristiques'
 * ```
 */
export const reqFr: HeadingTable = {
  Requirement: '{title}',
  'Requirement > Description': 'Description',
  'Requirement > Characteristics': 'Caractéristiques',
  'Requirement > Level': "Niveau d'obligation",
  'Requirement > Priority': 'Priorité',
  'Requirement > Tags': 'Étiquettes',
  'Requirement > Source': 'Source',
  'Requirement > RelatedArtifacts': 'Artefacts associés',
  'Requirement > RelatedArtifacts > Requirements': 'Exigences',
  'Requirement > RelatedArtifacts > Decisions': 'Décisions',
  'Requirement > RelatedArtifacts > Goals': 'Objectifs',
  'Requirement > RelatedArtifacts > AcceptanceCriteria': "Critères d'acceptation",
  'Requirement > RelatedArtifacts > Risks': 'Risques',
  'Requirement > MoreInformation': 'Informations complémentaires',
  'Requirement > Notes': 'Notes',
};
