/**
 * Spanish headings of the requirement type (`req`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { requirementOutline } from '../outline.js';

/**
 * The Spanish heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqEs['Requirement > Characteristics']; // 'Características'
 * ```
 */
export const reqEs = {
  Requirement: '{title}',
  'Requirement > Description': 'Descripción',
  'Requirement > Characteristics': 'Características',
  'Requirement > Level': 'Obligatoriedad',
  'Requirement > Priority': 'Prioridad',
  'Requirement > Tags': 'Etiquetas',
  'Requirement > Source': 'Fuente',
  'Requirement > RelatedArtifacts': 'Artefactos relacionados',
  'Requirement > RelatedArtifacts > Requirements': 'Requisitos',
  'Requirement > RelatedArtifacts > Decisions': 'Decisiones',
  'Requirement > RelatedArtifacts > Goals': 'Objetivos',
  'Requirement > RelatedArtifacts > AcceptanceCriteria': 'Criterios de aceptación',
  'Requirement > RelatedArtifacts > Risks': 'Riesgos',
  'Requirement > MoreInformation': 'Información adicional',
  'Requirement > Notes': 'Notas',
} satisfies HeadingTableOf<typeof requirementOutline>;
