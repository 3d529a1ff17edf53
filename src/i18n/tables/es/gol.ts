/**
 * Spanish headings of the goal type (`gol`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golEs['Goal > Priority']; // 'Prioridad'
 * ```
 */
export const golEs: HeadingTable = {
  Goal: '{title}',
  'Goal > Description': 'Descripción',
  'Goal > Priority': 'Prioridad',
  'Goal > Tags': 'Etiquetas',
  'Goal > Source': 'Fuente',
  'Goal > RelatedArtifacts': 'Artefactos relacionados',
  'Goal > RelatedArtifacts > Requirements': 'Requisitos',
  'Goal > RelatedArtifacts > Decisions': 'Decisiones',
  'Goal > RelatedArtifacts > Goals': 'Objetivos',
  'Goal > RelatedArtifacts > AcceptanceCriteria': 'Criterios de aceptación',
  'Goal > RelatedArtifacts > Risks': 'Riesgos',
  'Goal > MoreInformation': 'Información adicional',
  'Goal > Notes': 'Notas',
};
