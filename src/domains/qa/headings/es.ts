/**
 * Spanish headings of the Question and Answer (QA) document type (`qa`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { questionAndAnswerOutline } from '../outline.js';

/**
 * The Spanish heading table of `qa`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * qaEs['QuestionAndAnswer > General > Introduction']; // 'Introducción'
 * ```
 */
export const qaEs = {
  QuestionAndAnswer: '{title}',
  'QuestionAndAnswer > General': 'Generalidades',
  'QuestionAndAnswer > General > Introduction': 'Introducción',
  'QuestionAndAnswer > General > RawRequirements': 'Requisitos en bruto',
  'QuestionAndAnswer > ElicitationContext': 'Contexto de la elicitación',
  'QuestionAndAnswer > FunctionalSuitability': 'Adecuación funcional',
  'QuestionAndAnswer > PerformanceEfficiency': 'Eficiencia de desempeño',
  'QuestionAndAnswer > Compatibility': 'Compatibilidad',
  'QuestionAndAnswer > InteractionCapability': 'Capacidad de interacción',
  'QuestionAndAnswer > Reliability': 'Fiabilidad',
  'QuestionAndAnswer > Security': 'Seguridad',
  'QuestionAndAnswer > Maintainability': 'Mantenibilidad',
  'QuestionAndAnswer > Flexibility': 'Flexibilidad',
  'QuestionAndAnswer > Safety': 'Protección',
  'QuestionAndAnswer > MoreInformation': 'Información adicional',
} satisfies HeadingTableOf<typeof questionAndAnswerOutline>;
