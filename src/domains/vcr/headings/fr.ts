/**
 * French headings of the verification case record type (`vcr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { verificationCaseRecordOutline } from '../outline.js';

/**
 * The French heading table of `vcr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * vcrFr['VerificationCaseRecord > Coverage']; // 'Couverture'
 * ```
 */
export const vcrFr = {
  VerificationCaseRecord: '{title}',
  'VerificationCaseRecord > Verifies': 'Objet de la vérification',
  'VerificationCaseRecord > Coverage': 'Couverture',
  'VerificationCaseRecord > AcceptanceCriteria': "Critères d'acceptation",
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion': 'AC-{nnn} ({method}) : {text}',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion > TestSteps': 'Étapes de test',
  'VerificationCaseRecord > MoreInformation': 'Informations complémentaires',
  'VerificationCaseRecord > Updates': 'Mises à jour',
} satisfies HeadingTableOf<typeof verificationCaseRecordOutline>;
