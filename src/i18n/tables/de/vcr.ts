/**
 * German headings of the verification case record type (`vcr`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The German heading table of `vcr`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * vcrDe['VerificationCaseRecord > Coverage']; // 'Abdeckung'
 * ```
 */
export const vcrDe: HeadingTable = {
  VerificationCaseRecord: '{title}',
  'VerificationCaseRecord > Verifies': 'Prüfgegenstand',
  'VerificationCaseRecord > Coverage': 'Abdeckung',
  'VerificationCaseRecord > AcceptanceCriteria': 'Akzeptanzkriterien',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion': 'AC-{nnn} ({method}): {text}',
  'VerificationCaseRecord > AcceptanceCriteria > AcceptanceCriterion > TestSteps': 'Testschritte',
  'VerificationCaseRecord > MoreInformation': 'Weitere Informationen',
  'VerificationCaseRecord > Updates': 'Änderungen',
};
