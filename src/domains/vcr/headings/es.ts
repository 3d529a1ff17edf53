/**
 * Spanish headings of the verification case record type (`vcr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { verificationCaseRecordOutline } from '../outline.js';

/**
 * The Spanish heading table of `vcr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * vcrEs['VerificationCaseRecord > Coverage']; // 'Cobertura'
 * ```
 */
export const vcrEs = {
  VerificationCaseRecord: '{title}',
  'VerificationCaseRecord > Verifies': 'Objeto de verificación',
  'VerificationCaseRecord > Coverage': 'Cobertura',
  'VerificationCaseRecord > AcceptanceCriteria': 'Criterios de aceptación',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion': 'AC-{nnn} ({method}): {text}',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion > TestSteps': 'Pasos de prueba',
  'VerificationCaseRecord > MoreInformation': 'Información adicional',
  'VerificationCaseRecord > Updates': 'Actualizaciones',
} satisfies HeadingTableOf<typeof verificationCaseRecordOutline>;
