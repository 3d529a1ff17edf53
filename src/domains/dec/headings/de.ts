/**
 * German headings of the decision type (`dec`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { decisionOutline } from '../outline.js';

/**
 * The German heading table of `dec`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * decDe['Decision > DecisionDrivers']; // 'Entscheidungstreiber'
 * ```
 */
export const decDe = {
  Decision: '{title}',
  'Decision > ContextAndProblemStatement': 'Kontext und Problemstellung',
  'Decision > DecisionDrivers': 'Entscheidungstreiber',
  'Decision > ConsideredOptions': 'Betrachtete Optionen',
  'Decision > DecisionOutcome': 'Entscheidung',
  'Decision > DecisionOutcome > Consequences': 'Konsequenzen',
  'Decision > DecisionOutcome > Confirmation': 'Bestätigung',
  'Decision > RolesAndResponsibilities': 'Rollen und Verantwortlichkeiten',
  'Decision > RolesAndResponsibilities > Accountable': 'Rechenschaftspflichtig',
  'Decision > RolesAndResponsibilities > Responsible': 'Verantwortlich',
  'Decision > RolesAndResponsibilities > Support': 'Unterstützend',
  'Decision > RolesAndResponsibilities > Consulted': 'Konsultiert',
  'Decision > RolesAndResponsibilities > Informed': 'Informiert',
  'Decision > Tags': 'Schlagwörter',
  'Decision > Source': 'Quelle',
  'Decision > RelatedArtifacts': 'Verknüpfte Artefakte',
  'Decision > RelatedArtifacts > Requirements': 'Anforderungen',
  'Decision > RelatedArtifacts > Decisions': 'Entscheidungen',
  'Decision > RelatedArtifacts > Goals': 'Ziele',
  'Decision > RelatedArtifacts > AcceptanceCriteria': 'Akzeptanzkriterien',
  'Decision > RelatedArtifacts > Risks': 'Risiken',
  'Decision > ProsAndCons': 'Vor- und Nachteile',
  'Decision > ProsAndCons > Option': 'Option {n}: {title}',
  'Decision > MoreInformation': 'Weitere Informationen',
  'Decision > Updates': 'Änderungen',
} satisfies HeadingTableOf<typeof decisionOutline>;
