/**
 * French headings of the SOP type (`sop`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { standardOperatingProcedureOutline } from '../outline.js';

/**
 * The French heading table of `sop`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sopFr['StandardOperatingProcedure > Scope']; // "Domaine d'application"
 * ```
 */
export const sopFr = {
  StandardOperatingProcedure: '{title}',
  'StandardOperatingProcedure > Purpose': 'Objet',
  'StandardOperatingProcedure > Scope': "Domaine d'application",
  'StandardOperatingProcedure > Definitions': 'Définitions',
  'StandardOperatingProcedure > RolesAndResponsibilities': 'Rôles et responsabilités',
  'StandardOperatingProcedure > RolesAndResponsibilities > Accountable': 'Approbateur',
  'StandardOperatingProcedure > RolesAndResponsibilities > Responsible': 'Responsable',
  'StandardOperatingProcedure > RolesAndResponsibilities > Support': 'Soutien',
  'StandardOperatingProcedure > RolesAndResponsibilities > Consulted': 'Consulté',
  'StandardOperatingProcedure > RolesAndResponsibilities > Informed': 'Informé',
  'StandardOperatingProcedure > SafetyAndPrecautions': 'Sécurité et précautions',
  'StandardOperatingProcedure > Procedure': 'Mode opératoire',
  'StandardOperatingProcedure > Procedure > Step': 'Étape {n} : {title}',
  'StandardOperatingProcedure > RelatedArtifacts': 'Artefacts associés',
  'StandardOperatingProcedure > RelatedArtifacts > Requirements': 'Exigences',
  'StandardOperatingProcedure > RelatedArtifacts > Decisions': 'Décisions',
  'StandardOperatingProcedure > RelatedArtifacts > Goals': 'Objectifs',
  'StandardOperatingProcedure > RelatedArtifacts > AcceptanceCriteria': "Critères d'acceptation",
  'StandardOperatingProcedure > RelatedArtifacts > Risks': 'Risques',
  'StandardOperatingProcedure > RelatedArtifacts > Sops': 'Procédures opératoires standardisées',
  'StandardOperatingProcedure > MoreInformation': 'Informations complémentaires',
  'StandardOperatingProcedure > Updates': 'Mises à jour',
} satisfies HeadingTableOf<typeof standardOperatingProcedureOutline>;
