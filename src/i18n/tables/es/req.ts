/**
 * Spanish headings of the requirement type (`req`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `req`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * reqEs['Requirement > Characteristics']; // 'Características'
 * ```
 */
export const reqEs: HeadingTable = {
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
};
