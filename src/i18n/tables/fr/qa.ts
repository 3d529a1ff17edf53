/**
 * French headings of the Question and Answer (QA) document type (`qa`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The French heading table of `qa`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * qaFr['QuestionAndAnswer > General > Introduction']; // 'Introduction'
 * ```
 */
export const qaFr: HeadingTable = {
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
};
