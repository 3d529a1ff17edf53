/**
 * German headings of the requirement type (`req`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { requirementOutline } from '../outline.js';

/**
 * The German heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqDe['Requirement > Characteristics']; // 'Merkmale'
 * ```
 */
export const reqDe = {
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
} satisfies HeadingTableOf<typeof requirementOutline>;
