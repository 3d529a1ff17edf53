/**
 * German headings of the verification case record type (`vcr`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { verificationCaseRecordOutline } from '../outline.js';

/**
 * The German heading table of `vcr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * vcrDe['VerificationCaseRecord > Coverage']; // 'Abdeckung'
 * ```
 */
export const vcrDe = {
  VerificationCaseRecord: '{title}',
  'VerificationCaseRecord > Verifies': 'Prüfgegenstand',
  'VerificationCaseRecord > Coverage': 'Abdeckung',
  'VerificationCaseRecord > AcceptanceCriteria': 'Akzeptanzkriterien',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion': 'AC-{nnn} ({method}): {text}',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion > TestSteps': 'Testschritte',
  'VerificationCaseRecord > MoreInformation': 'Weitere Informationen',
  'VerificationCaseRecord > Updates': 'Änderungen',
} satisfies HeadingTableOf<typeof verificationCaseRecordOutline>;
