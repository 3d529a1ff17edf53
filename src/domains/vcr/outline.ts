/**
 * vcr — Verification Case Record (formats.md §6.12): the REQ or UC it
 * verifies, a coverage verdict, numbered acceptance criteria with their
 * verification method, and an optional Updates log.
 *
 * @packageDocumentation
 */
import { comment, items, paragraph } from '../../format/index.js';
import { integer, literal, template, text } from '../../format/index.js';
import { arraySection, freeSection, optional, repeated, section, valueSection } from '../../format/index.js';
import { updates } from '../../format/index.js';
import { vocabulary } from '../../format/index.js';
import { typedReference } from '../shared/typed-reference.js';
import { uniqueNumbers } from '../shared/unique-numbers.js';

/**
 * The verified artefact: one typed reference to a requirement or use case
 * (formats.md §5.5); the title may soft-wrap, hence the `s` flag.
 *
 * @example
 * ```ts
 * verifiedReference.schema.safeParse('UC 4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d: Check out').success; // true
 * ```
 */
export const verifiedReference = typedReference(['REQ', 'UC']);

/**
 * The coverage verdict, the record's only outcome signal.
 *
 * @example
 * ```ts
 * coverageWords.words; // ['full', 'partial', 'none']
 * ```
 */
export const coverageWords = vocabulary(['full', 'partial', 'none']);

/**
 * The verification methods of an acceptance criterion (DTAIS), kept as written.
 *
 * @example
 * ```ts
 * VERIFICATION_METHODS.includes('Inspection'); // true
 * ```
 */
export const VERIFICATION_METHODS = ['Demonstration', 'Test', 'Analysis', 'Inspection', 'Special'] as const;

const criterionHeading = template('AC-{nnn} ({method}): {text}', {
  nnn: integer('number', '(\\d{3})'),
  method: text('method', `(${VERIFICATION_METHODS.join('|')})`),
  text: text('text'),
});

/**
 * One acceptance criterion: `### AC-<NNN> (<Method>): <criterion>`, an
 * optional description paragraph and optional `#### Test Steps`.
 *
 * @example
 * ```ts
 * acceptanceCriterion.def.typeName; // 'AcceptanceCriterion'
 * ```
 */
export const acceptanceCriterion = section('', { level: 3, typeName: 'AcceptanceCriterion', heading: criterionHeading }, [
  optional(paragraph('description')),
  optional(valueSection('testSteps', { level: 4 }, items('steps'))),
]);

/**
 * The vcr outline's H1 section (formats.md §4.8 `VerificationCaseRecord`).
 *
 * @example
 * ```ts
 * verificationCaseRecordOutline.def.typeName; // 'VerificationCaseRecord'
 * ```
 */
export const verificationCaseRecordOutline = section(
  '',
  { level: 1, typeName: 'VerificationCaseRecord', heading: template('{title}', { title: text('title') }) },
  [
    optional(comment()),
    section('verifies', { level: 2 }, [
      optional(comment()),
      paragraph('reference', { value: verifiedReference }),
      paragraph('paraphrase'),
    ]),
    valueSection('coverage', { level: 2 }, paragraph('value', { value: coverageWords })),
    // Numbers identify criteria for good (gaps allowed, never renumbered), so a repeat would make references ambiguous.
    arraySection(
      'acceptanceCriteria',
      { level: 2, heading: literal('Acceptance Criteria'), checks: [uniqueNumbers('AcceptanceCriterion')] },
      repeated(acceptanceCriterion, { min: 1 }),
    ),
    optional(freeSection('moreInformation', { level: 2 })),
    optional(updates('updates', { level: 2, legacy: { dateOnly: true, freeForm: true } })),
  ],
);
