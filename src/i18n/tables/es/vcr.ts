/**
 * Spanish headings of the verification case record type (`vcr`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `vcr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * vcrEs['VerificationCaseRecord > Coverage']; // 'Cobertura'
 * ```
 */
export const vcrEs: HeadingTable = {
  VerificationCaseRecord: '{title}',
  'VerificationCaseRecord > Verifies': 'Objeto de verificación',
  'VerificationCaseRecord > Coverage': 'Cobertura',
  'VerificationCaseRecord > AcceptanceCriteria': 'Criterios de aceptación',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion': 'AC-{nnn} ({method}): {text}',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion > TestSteps': 'Pasos de prueba',
  'VerificationCaseRecord > MoreInformation': 'Información adicional',
  'VerificationCaseRecord > Updates': 'Actualizaciones',
};
