/**
 * French headings of the requirement type (`req`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { requirementOutline } from '../outline.js';

/**
 * The French heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqFr['Requirement > Characteristics']; // 'Caractéristiques'
 * ```
 */
export const reqFr = {
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
} satisfies HeadingTableOf<typeof requirementOutline>;
