/**
 * French headings of the Question and Answer (QA) document type (`qa`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { questionAndAnswerOutline } from '../outline.js';

/**
 * The French heading table of `qa`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * qaFr['QuestionAndAnswer > General > Introduction']; // 'Introduction'
 * ```
 */
export const qaFr = {
  QuestionAndAnswer: '{title}',
  'QuestionAndAnswer > General': 'Généralités',
  'QuestionAndAnswer > General > Introduction': 'Introduction',
  'QuestionAndAnswer > General > RawRequirements': 'Exigences brutes',
  'QuestionAndAnswer > ElicitationContext': "Contexte de l'élicitation",
  'QuestionAndAnswer > FunctionalSuitability': 'Adéquation fonctionnelle',
  'QuestionAndAnswer > PerformanceEfficiency': 'Efficacité des performances',
  'QuestionAndAnswer > Compatibility': 'Compatibilité',
  'QuestionAndAnswer > InteractionCapability': "Capacité d'interaction",
  'QuestionAndAnswer > Reliability': 'Fiabilité',
  'QuestionAndAnswer > Security': 'Sécurité',
  'QuestionAndAnswer > Maintainability': 'Maintenabilité',
  'QuestionAndAnswer > Flexibility': 'Flexibilité',
  'QuestionAndAnswer > Safety': 'Sûreté',
  'QuestionAndAnswer > MoreInformation': 'Informations complémentaires',
} satisfies HeadingTableOf<typeof questionAndAnswerOutline>;
