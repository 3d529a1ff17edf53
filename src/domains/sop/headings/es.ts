/**
 * Spanish headings of the SOP type (`sop`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { standardOperatingProcedureOutline } from '../outline.js';

/**
 * The Spanish heading table of `sop`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sopEs['StandardOperatingProcedure > Scope']; // 'Alcance'
 * ```
 */
export const sopEs = {
  StandardOperatingProcedure: '{title}',
  'StandardOperatingProcedure > Purpose': 'Objeto',
  'StandardOperatingProcedure > Scope': 'Alcance',
  'StandardOperatingProcedure > Definitions': 'Definiciones',
  'StandardOperatingProcedure > RolesAndResponsibilities': 'Roles y responsabilidades',
  'StandardOperatingProcedure > RolesAndResponsibilities > Accountable': 'Aprobador',
  'StandardOperatingProcedure > RolesAndResponsibilities > Responsible': 'Responsable',
  'StandardOperatingProcedure > RolesAndResponsibilities > Support': 'Apoyo',
  'StandardOperatingProcedure > RolesAndResponsibilities > Consulted': 'Consultado',
  'StandardOperatingProcedure > RolesAndResponsibilities > Informed': 'Informado',
  'StandardOperatingProcedure > SafetyAndPrecautions': 'Seguridad y precauciones',
  'StandardOperatingProcedure > Procedure': 'Procedimiento',
  'StandardOperatingProcedure > Procedure > Step': 'Paso {n}: {title}',
  'StandardOperatingProcedure > RelatedArtifacts': 'Artefactos relacionados',
  'StandardOperatingProcedure > RelatedArtifacts > Requirements': 'Requisitos',
  'StandardOperatingProcedure > RelatedArtifacts > Decisions': 'Decisiones',
  'StandardOperatingProcedure > RelatedArtifacts > Goals': 'Objetivos',
  'StandardOperatingProcedure > RelatedArtifacts > AcceptanceCriteria': 'Criterios de aceptación',
  'StandardOperatingProcedure > RelatedArtifacts > Risks': 'Riesgos',
  'StandardOperatingProcedure > RelatedArtifacts > Sops': 'Procedimientos operativos estándar',
  'StandardOperatingProcedure > MoreInformation': 'Información adicional',
  'StandardOperatingProcedure > Updates': 'Actualizaciones',
} satisfies HeadingTableOf<typeof standardOperatingProcedureOutline>;
