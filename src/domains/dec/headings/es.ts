/**
 * Spanish headings of the decision type (`dec`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { decisionOutline } from '../outline.js';

/**
 * The Spanish heading table of `dec`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * decEs['Decision > DecisionDrivers']; // 'Factores de decisión'
 * ```
 */
export const decEs = {
  Decision: '{title}',
  'Decision > ContextAndProblemStatement': 'Contexto y planteamiento del problema',
  'Decision > DecisionDrivers': 'Factores de decisión',
  'Decision > ConsideredOptions': 'Opciones consideradas',
  'Decision > DecisionOutcome': 'Decisión adoptada',
  'Decision > DecisionOutcome > Consequences': 'Consecuencias',
  'Decision > DecisionOutcome > Confirmation': 'Confirmación',
  'Decision > RolesAndResponsibilities': 'Roles y responsabilidades',
  'Decision > RolesAndResponsibilities > Accountable': 'Aprobador',
  'Decision > RolesAndResponsibilities > Responsible': 'Responsable',
  'Decision > RolesAndResponsibilities > Support': 'Apoyo',
  'Decision > RolesAndResponsibilities > Consulted': 'Consultado',
  'Decision > RolesAndResponsibilities > Informed': 'Informado',
  'Decision > Tags': 'Etiquetas',
  'Decision > Source': 'Fuente',
  'Decision > RelatedArtifacts': 'Artefactos relacionados',
  'Decision > RelatedArtifacts > Requirements': 'Requisitos',
  'Decision > RelatedArtifacts > Decisions': 'Decisiones',
  'Decision > RelatedArtifacts > Goals': 'Objetivos',
  'Decision > RelatedArtifacts > AcceptanceCriteria': 'Criterios de aceptación',
  'Decision > RelatedArtifacts > Risks': 'Riesgos',
  'Decision > ProsAndCons': 'Ventajas y desventajas',
  'Decision > ProsAndCons > Option': 'Opción {n}: {title}',
  'Decision > MoreInformation': 'Información adicional',
  'Decision > Updates': 'Actualizaciones',
} satisfies HeadingTableOf<typeof decisionOutline>;
