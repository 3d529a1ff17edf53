/**
 * German headings of the SOP type (`sop`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { standardOperatingProcedureOutline } from '../outline.js';

/**
 * The German heading table of `sop`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sopDe['StandardOperatingProcedure > Scope']; // 'Geltungsbereich'
 * ```
 */
export const sopDe = {
  StandardOperatingProcedure: '{title}',
  'StandardOperatingProcedure > Purpose': 'Zweck',
  'StandardOperatingProcedure > Scope': 'Geltungsbereich',
  'StandardOperatingProcedure > Definitions': 'Begriffsbestimmungen',
  'StandardOperatingProcedure > RolesAndResponsibilities': 'Rollen und Verantwortlichkeiten',
  'StandardOperatingProcedure > RolesAndResponsibilities > Accountable': 'Rechenschaftspflichtig',
  'StandardOperatingProcedure > RolesAndResponsibilities > Responsible': 'Verantwortlich',
  'StandardOperatingProcedure > RolesAndResponsibilities > Support': 'Unterstützend',
  'StandardOperatingProcedure > RolesAndResponsibilities > Consulted': 'Konsultiert',
  'StandardOperatingProcedure > RolesAndResponsibilities > Informed': 'Informiert',
  'StandardOperatingProcedure > SafetyAndPrecautions': 'Sicherheitshinweise und Vorsichtsmaßnahmen',
  'StandardOperatingProcedure > Procedure': 'Ablauf',
  'StandardOperatingProcedure > Procedure > Step': 'Schritt {n}: {title}',
  'StandardOperatingProcedure > RelatedArtifacts': 'Verknüpfte Artefakte',
  'StandardOperatingProcedure > RelatedArtifacts > Requirements': 'Anforderungen',
  'StandardOperatingProcedure > RelatedArtifacts > Decisions': 'Entscheidungen',
  'StandardOperatingProcedure > RelatedArtifacts > Goals': 'Ziele',
  'StandardOperatingProcedure > RelatedArtifacts > AcceptanceCriteria': 'Akzeptanzkriterien',
  'StandardOperatingProcedure > RelatedArtifacts > Risks': 'Risiken',
  'StandardOperatingProcedure > RelatedArtifacts > Sops': 'Standardarbeitsanweisungen',
  'StandardOperatingProcedure > MoreInformation': 'Weitere Informationen',
  'StandardOperatingProcedure > Updates': 'Änderungen',
} satisfies HeadingTableOf<typeof standardOperatingProcedureOutline>;
