/**
 * German headings of the use case type (`uc`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { useCaseOutline } from '../outline.js';

/**
 * The German heading table of `uc`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * ucDe['UseCase > CharacteristicInformation > GoalInContext']; // 'Ziel im Kontext'
 * ```
 */
export const ucDe = {
  UseCase: '{title}',
  'UseCase > CharacteristicInformation': 'Charakteristische Informationen',
  'UseCase > CharacteristicInformation > GoalInContext': 'Ziel im Kontext',
  'UseCase > CharacteristicInformation > Scope': 'Umfang',
  'UseCase > CharacteristicInformation > Level': 'Ebene',
  'UseCase > CharacteristicInformation > Preconditions': 'Vorbedingungen',
  'UseCase > CharacteristicInformation > SuccessEndCondition': 'Endbedingung bei Erfolg',
  'UseCase > CharacteristicInformation > FailedEndCondition': 'Endbedingung bei Fehlschlag',
  'UseCase > CharacteristicInformation > PrimaryActor': 'Primärer Akteur',
  'UseCase > CharacteristicInformation > SecondaryActors': 'Sekundäre Akteure',
  'UseCase > CharacteristicInformation > Trigger': 'Auslöser',
  'UseCase > CharacteristicInformation > Frequency': 'Häufigkeit',
  'UseCase > CharacteristicInformation > Priority': 'Priorität',
  'UseCase > CharacteristicInformation > PerformanceTarget': 'Leistungsziel',
  'UseCase > CharacteristicInformation > ChannelsToPrimaryActor': 'Kanäle zum primären Akteur',
  'UseCase > CharacteristicInformation > ChannelsToSecondaryActors': 'Kanäle zu den sekundären Akteuren',
  'UseCase > CharacteristicInformation > RelatedUseCases': 'Verwandte Anwendungsfälle',
  'UseCase > MainSuccessScenario': 'Hauptszenario',
  'UseCase > Extensions': 'Erweiterungen',
  'UseCase > Extensions > Extension': 'Erweiterung {n}. {condition}',
  'UseCase > SubVariations': 'Untervarianten',
  'UseCase > SubVariations > SubVariation': 'Schritt {n}: {text}',
  'UseCase > OpenIssues': 'Offene Punkte',
  'UseCase > RelatedInformation': 'Zugehörige Informationen',
  'UseCase > RelatedInformation > Notes': 'Anmerkungen',
  'UseCase > RelatedInformation > Assumptions': 'Annahmen',
} satisfies HeadingTableOf<typeof useCaseOutline>;
