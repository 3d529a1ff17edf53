/**
 * German headings of the Question and Answer (QA) document type (`qa`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { questionAndAnswerOutline } from '../outline.js';

/**
 * The German heading table of `qa`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * qaDe['QuestionAndAnswer > General > Introduction']; // 'Einleitung'
 * ```
 */
export const qaDe = {
  QuestionAndAnswer: '{title}',
  'QuestionAndAnswer > General': 'Allgemeines',
  'QuestionAndAnswer > General > Introduction': 'Einleitung',
  'QuestionAndAnswer > General > RawRequirements': 'Rohanforderungen',
  'QuestionAndAnswer > ElicitationContext': 'Erhebungskontext',
  'QuestionAndAnswer > FunctionalSuitability': 'Funktionale Eignung',
  'QuestionAndAnswer > PerformanceEfficiency': 'Leistungseffizienz',
  'QuestionAndAnswer > Compatibility': 'Kompatibilität',
  'QuestionAndAnswer > InteractionCapability': 'Interaktionsfähigkeit',
  'QuestionAndAnswer > Reliability': 'Zuverlässigkeit',
  'QuestionAndAnswer > Security': 'Informationssicherheit',
  'QuestionAndAnswer > Maintainability': 'Wartbarkeit',
  'QuestionAndAnswer > Flexibility': 'Flexibilität',
  'QuestionAndAnswer > Safety': 'Betriebssicherheit',
  'QuestionAndAnswer > MoreInformation': 'Weitere Informationen',
} satisfies HeadingTableOf<typeof questionAndAnswerOutline>;
