/**
 * French headings of the use case type (`uc`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { useCaseOutline } from '../outline.js';

/**
 * The French heading table of `uc`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * ucFr['UseCase > CharacteristicInformation > GoalInContext']; // 'Objectif en contexte'
 * ```
 */
export const ucFr = {
  UseCase: '{title}',
  'UseCase > CharacteristicInformation': 'Informations caractéristiques',
  'UseCase > CharacteristicInformation > GoalInContext': 'Objectif en contexte',
  'UseCase > CharacteristicInformation > Scope': 'Portée',
  'UseCase > CharacteristicInformation > Level': 'Niveau',
  'UseCase > CharacteristicInformation > Preconditions': 'Préconditions',
  'UseCase > CharacteristicInformation > SuccessEndCondition': 'Condition de fin en cas de succès',
  'UseCase > CharacteristicInformation > FailedEndCondition': "Condition de fin en cas d'échec",
  'UseCase > CharacteristicInformation > PrimaryActor': 'Acteur principal',
  'UseCase > CharacteristicInformation > SecondaryActors': 'Acteurs secondaires',
  'UseCase > CharacteristicInformation > Trigger': 'Déclencheur',
  'UseCase > CharacteristicInformation > Frequency': 'Fréquence',
  'UseCase > CharacteristicInformation > Priority': 'Priorité',
  'UseCase > CharacteristicInformation > PerformanceTarget': 'Objectif de performance',
  'UseCase > CharacteristicInformation > ChannelsToPrimaryActor': "Canaux vers l'acteur principal",
  'UseCase > CharacteristicInformation > ChannelsToSecondaryActors': 'Canaux vers les acteurs secondaires',
  'UseCase > CharacteristicInformation > RelatedUseCases': "Cas d'utilisation liés",
  'UseCase > MainSuccessScenario': 'Scénario nominal',
  'UseCase > Extensions': 'Extensions',
  'UseCase > Extensions > Extension': 'Extension {n}. {condition}',
  'UseCase > SubVariations': 'Sous-variantes',
  'UseCase > SubVariations > SubVariation': 'Étape {n} : {text}',
  'UseCase > OpenIssues': 'Points ouverts',
  'UseCase > RelatedInformation': 'Informations connexes',
  'UseCase > RelatedInformation > Notes': 'Notes',
  'UseCase > RelatedInformation > Assumptions': 'Hypothèses',
} satisfies HeadingTableOf<typeof useCaseOutline>;
