/**
 * Spanish headings of the goal type (`gol`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { goalOutline } from '../outline.js';

/**
 * The Spanish heading table of `gol`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * golEs['Goal > Priority']; // 'Prioridad'
 * ```
 */
export const golEs = {
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
} satisfies HeadingTableOf<typeof goalOutline>;
