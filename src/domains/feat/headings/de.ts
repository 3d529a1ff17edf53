/**
 * German headings of the feature type (`feat`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { featureOutline } from '../outline.js';

/**
 * The German heading table of `feat`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * featDe['Feature > Plan > Overview']; // 'Überblick'
 * ```
 */
export const featDe = {
  Feature: 'Funktion: {title}',
  'Feature > Plan': 'Planung',
  'Feature > Plan > Overview': 'Überblick',
  'Feature > Plan > Requirements': 'Anforderungen',
  'Feature > Plan > AcceptanceCriteria': 'Akzeptanzkriterien',
  'Feature > Plan > Scope': 'Umfang',
  'Feature > Plan > Scope > Included': 'Enthalten',
  'Feature > Plan > Scope > ExplicitlyOutOfScope': 'Ausdrücklich nicht enthalten',
  'Feature > Plan > Dependencies': 'Abhängigkeiten',
  'Feature > Plan > Dependencies > DependsOn': 'Hängt ab von',
  'Feature > Plan > Dependencies > Blocks': 'Blockiert',
  'Feature > Plan > DesignNotes': 'Entwurfshinweise',
  'Feature > Plan > RelatedDecisions': 'Zugehörige Entscheidungen',
  'Feature > Plan > TaskList': 'Aufgabenliste',
  'Feature > Plan > TaskList > Phase': 'Phase {n}: {title}',
  'Feature > Progress': 'Fortschritt',
  'Feature > Progress > CurrentStatus': 'Aktueller Stand',
  'Feature > Progress > Blockers': 'Hindernisse',
  'Feature > Progress > Updates': 'Änderungen',
  'Feature > Progress > DecisionsMade': 'Getroffene Entscheidungen',
  'Feature > Progress > RelatedPrsCommits': 'Zugehörige PRs / Commits',
  'Feature > Progress > MoreInformation': 'Weitere Informationen',
} satisfies HeadingTableOf<typeof featureOutline>;
