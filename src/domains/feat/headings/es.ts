/**
 * Spanish headings of the feature type (`feat`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { featureOutline } from '../outline.js';

/**
 * The Spanish heading table of `feat`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * featEs['Feature > Plan > Overview']; // 'Descripción general'
 * ```
 */
export const featEs = {
  Feature: 'Funcionalidad: {title}',
  'Feature > Plan': 'Planificación',
  'Feature > Plan > Overview': 'Descripción general',
  'Feature > Plan > Requirements': 'Requisitos',
  'Feature > Plan > AcceptanceCriteria': 'Criterios de aceptación',
  'Feature > Plan > Scope': 'Alcance',
  'Feature > Plan > Scope > Included': 'Incluido',
  'Feature > Plan > Scope > ExplicitlyOutOfScope': 'Explícitamente fuera del alcance',
  'Feature > Plan > Dependencies': 'Dependencias',
  'Feature > Plan > Dependencies > DependsOn': 'Depende de',
  'Feature > Plan > Dependencies > Blocks': 'Bloquea',
  'Feature > Plan > DesignNotes': 'Notas de diseño',
  'Feature > Plan > RelatedDecisions': 'Decisiones relacionadas',
  'Feature > Plan > TaskList': 'Lista de tareas',
  'Feature > Plan > TaskList > Phase': 'Fase {n}: {title}',
  'Feature > Progress': 'Avance',
  'Feature > Progress > CurrentStatus': 'Estado actual',
  'Feature > Progress > Blockers': 'Impedimentos',
  'Feature > Progress > Updates': 'Actualizaciones',
  'Feature > Progress > DecisionsMade': 'Decisiones tomadas',
  'Feature > Progress > RelatedPrsCommits': 'PR / commits relacionados',
  'Feature > Progress > MoreInformation': 'Información adicional',
} satisfies HeadingTableOf<typeof featureOutline>;
