/**
 * French headings of the feature type (`feat`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { featureOutline } from '../outline.js';

/**
 * The French heading table of `feat`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * featFr['Feature > Plan > Overview']; // "Vue d'ensemble"
 * ```
 */
export const featFr = {
  Feature: 'Fonctionnalité : {title}',
  'Feature > Plan': 'Planification',
  'Feature > Plan > Overview': "Vue d'ensemble",
  'Feature > Plan > Requirements': 'Exigences',
  'Feature > Plan > AcceptanceCriteria': "Critères d'acceptation",
  'Feature > Plan > Scope': 'Périmètre',
  'Feature > Plan > Scope > Included': 'Inclus',
  'Feature > Plan > Scope > ExplicitlyOutOfScope': 'Explicitement hors périmètre',
  'Feature > Plan > Dependencies': 'Dépendances',
  'Feature > Plan > Dependencies > DependsOn': 'Dépend de',
  'Feature > Plan > Dependencies > Blocks': 'Bloque',
  'Feature > Plan > DesignNotes': 'Notes de conception',
  'Feature > Plan > RelatedDecisions': 'Décisions associées',
  'Feature > Plan > TaskList': 'Liste des tâches',
  'Feature > Plan > TaskList > Phase': 'Phase {n} : {title}',
  'Feature > Progress': 'Avancement',
  'Feature > Progress > CurrentStatus': 'État actuel',
  'Feature > Progress > Blockers': 'Points bloquants',
  'Feature > Progress > Updates': 'Mises à jour',
  'Feature > Progress > DecisionsMade': 'Décisions prises',
  'Feature > Progress > RelatedPrsCommits': 'PR / commits associés',
  'Feature > Progress > MoreInformation': 'Informations complémentaires',
} satisfies HeadingTableOf<typeof featureOutline>;
