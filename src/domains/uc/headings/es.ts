/**
 * Spanish headings of the use case type (`uc`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { useCaseOutline } from '../outline.js';

/**
 * The Spanish heading table of `uc`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * ucEs['UseCase > CharacteristicInformation > GoalInContext']; // 'Objetivo en contexto'
 * ```
 */
export const ucEs = {
  UseCase: '{title}',
  'UseCase > CharacteristicInformation': 'Información característica',
  'UseCase > CharacteristicInformation > GoalInContext': 'Objetivo en contexto',
  'UseCase > CharacteristicInformation > Scope': 'Alcance',
  'UseCase > CharacteristicInformation > Level': 'Nivel',
  'UseCase > CharacteristicInformation > Preconditions': 'Precondiciones',
  'UseCase > CharacteristicInformation > SuccessEndCondition': 'Condición final de éxito',
  'UseCase > CharacteristicInformation > FailedEndCondition': 'Condición final de fracaso',
  'UseCase > CharacteristicInformation > PrimaryActor': 'Actor principal',
  'UseCase > CharacteristicInformation > SecondaryActors': 'Actores secundarios',
  'UseCase > CharacteristicInformation > Trigger': 'Desencadenante',
  'UseCase > CharacteristicInformation > Frequency': 'Frecuencia',
  'UseCase > CharacteristicInformation > Priority': 'Prioridad',
  'UseCase > CharacteristicInformation > PerformanceTarget': 'Objetivo de rendimiento',
  'UseCase > CharacteristicInformation > ChannelsToPrimaryActor': 'Canales hacia el actor principal',
  'UseCase > CharacteristicInformation > ChannelsToSecondaryActors': 'Canales hacia los actores secundarios',
  'UseCase > CharacteristicInformation > RelatedUseCases': 'Casos de uso relacionados',
  'UseCase > MainSuccessScenario': 'Escenario principal de éxito',
  'UseCase > Extensions': 'Extensiones',
  'UseCase > Extensions > Extension': 'Extensión {n}. {condition}',
  'UseCase > SubVariations': 'Subvariantes',
  'UseCase > SubVariations > SubVariation': 'Paso {n}: {text}',
  'UseCase > OpenIssues': 'Cuestiones abiertas',
  'UseCase > RelatedInformation': 'Información relacionada',
  'UseCase > RelatedInformation > Notes': 'Notas',
  'UseCase > RelatedInformation > Assumptions': 'Supuestos',
} satisfies HeadingTableOf<typeof useCaseOutline>;
