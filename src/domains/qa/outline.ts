/**
 * qa — Question and Answer, a requirements-elicitation interview
 * (formats.md §6.5): general framing, then ten mandatory category sections
 * of heading-less question/answer pairs.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { comment, opaque, qaPairs } from '../../format/index.js';
import { template, text } from '../../format/index.js';
import { freeSection, optional, section, valueSection } from '../../format/index.js';
import type { LegacyForm } from '../../format/index.js';
import { pattern } from '../../format/index.js';

const UNNUMBERED: LegacyForm = { older: 'unnumbered question', current: legacyCurrentForm('unnumbered question') };

// Only a question without any bold number is the older form; a number of the
// wrong shape (`**1.10**:`) is a mistake in a current document and stays an error.
const ANY_NUMBER = /^\*\*[0-9]+\.[0-9]+\*\*/;

/**
 * The question prefix rule: `**<d>.<NNNN>**:` and whitespace at the start of
 * the block-quote text (a prefix match; the rest is free). In lenient mode a
 * question without a number is the legacy form `unnumbered question`.
 *
 * @example
 * ```ts
 * questionPrefix.schema.safeParse('**1.0010**: What is the expected load?').success; // true
 * ```
 */
export const questionPrefix = pattern(/^\*\*[0-9]\.[0-9]{4}\*\*:\s/, '^\\*\\*\\d\\.\\d{4}\\*\\*:\\s', {
  expectedForm: 'a question that starts with its number, "**<d>.<NNNN>**: <question>"',
  legacy: (question) => (ANY_NUMBER.test(question) ? null : UNNUMBERED),
});

/**
 * The ten Q&A categories in document order; a category's index is the
 * digit its question numbers start with.
 *
 * @example
 * ```ts
 * QA_CATEGORIES.indexOf('security'); // 6
 * ```
 */
export const QA_CATEGORIES = [
  'elicitationContext',
  'functionalSuitability',
  'performanceEfficiency',
  'compatibility',
  'interactionCapability',
  'reliability',
  'security',
  'maintainability',
  'flexibility',
  'safety',
] as const;

// A category holds only pairs, possibly none: the section is present but may be empty.
function category<N extends (typeof QA_CATEGORIES)[number]>(name: N) {
  return valueSection(name, { level: 2 }, qaPairs('pairs', { question: questionPrefix }));
}

/**
 * `## General`: an optional comment, `### Introduction` (optional comment,
 * then any Markdown) and `### Raw Requirements` (free-form).
 *
 * @example
 * ```ts
 * general.def.typeName; // 'General'
 * ```
 */
export const general = section('general', { level: 2 }, [
  optional(comment()),
  section('introduction', { level: 3 }, [optional(comment()), optional(opaque('content'))]),
  freeSection('rawRequirements', { level: 3 }),
]);

/**
 * The qa outline's H1 section (formats.md §4.8 `QuestionAndAnswer`).
 *
 * @example
 * ```ts
 * questionAndAnswerOutline.def.typeName; // 'QuestionAndAnswer'
 * ```
 */
export const questionAndAnswerOutline = section(
  '',
  { level: 1, typeName: 'QuestionAndAnswer', heading: template('{title}', { title: text('title') }) },
  [
    general,
    category('elicitationContext'),
    category('functionalSuitability'),
    category('performanceEfficiency'),
    category('compatibility'),
    category('interactionCapability'),
    category('reliability'),
    category('security'),
    category('maintainability'),
    category('flexibility'),
    category('safety'),
    optional(freeSection('moreInformation', { level: 2 })),
  ],
);
