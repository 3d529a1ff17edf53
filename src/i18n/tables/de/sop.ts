/**
 * German headings of the SOP type (`sop`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The German heading table of `sop`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sopDe['StandardOperatingProcedure > Scope']; // 'Geltungsbereich'
 * ```
 */
export const sopDe: HeadingTable = {
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
};
