/**
 * German headings of the goal type (`gol`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { goalOutline } from '../outline.js';

/**
 * The German heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golDe['Goal > Priority']; // 'Priorität'
 * ```
 */
export const golDe = {
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
} satisfies HeadingTableOf<typeof goalOutline>;
