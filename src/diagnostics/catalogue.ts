/**
 * The catalogue of diagnostic codes: severity, channels and category of each
 * (operations.md §2.3, formats.md §4.7), and what `docs/diagnostics.md` says
 * about it — title, summary, hint policy, params and a wrong and a right
 * example — kept as data so that the page is generated and checked.
 *
 * @packageDocumentation
 */

import type { Channel, DiagnosticCode, Severity } from './diagnostic.js';
import { diagnosticExamples, type DiagnosticExamplePair } from './catalogue-examples.js';
import { diagnosticExplanations, type DiagnosticExplanation } from './catalogue-explanations.js';

/**
 * The group a code belongs to, in the order a parse runs them (operations.md
 * §2.3 "How many"): the frontmatter/body split, YAML syntax, frontmatter
 * fields, body structure, body values, lenient-mode legacy warnings, and the
 * limits that refuse input too large, too deep or too costly to read.
 *
 * @example
 * ```ts
 * const c: DiagnosticCategory = diagnosticCatalogue['raw-html'].category; // 'structure'
 * ```
 */
export type DiagnosticCategory = 'split' | 'yaml' | 'frontmatter' | 'structure' | 'value' | 'legacy' | 'limit';

/**
 * What the catalogue fixes for one code: severity, channels, category, and
 * its explanation and examples.
 *
 * @example
 * ```ts
 * const entry: DiagnosticCatalogueEntry = diagnosticCatalogue['value-vocabulary'];
 * entry.hint;       // 'always'
 * entry.wrong.type; // 'req'
 * ```
 */
export interface DiagnosticCatalogueEntry extends DiagnosticExplanation, DiagnosticExamplePair {
  /** The severity every diagnostic of this code has. */
  readonly severity: Severity;
  /** The channels this code may be reported on. */
  readonly channels: readonly Channel[];
  /**
   * The code's category. `invalid-timestamp` is listed as `frontmatter`; on
   * the body channel (entry headings) it is a value diagnostic, which
   * {@link categoryOf} resolves.
   */
  readonly category: DiagnosticCategory;
}

const FM: readonly Channel[] = ['frontmatter'];
const BODY: readonly Channel[] = ['body'];
const BOTH: readonly Channel[] = ['frontmatter', 'body'];

type Placing = Pick<DiagnosticCatalogueEntry, 'severity' | 'channels' | 'category'>;

function entry(severity: Severity, channels: readonly Channel[], category: DiagnosticCategory): Placing {
  return { severity, channels, category };
}

// In the order of operations.md §2.3; the order of `diagnosticCodes`.
const placings: Record<DiagnosticCode, Placing> = {
  'missing-frontmatter': entry('error', FM, 'split'),
  'frontmatter-unclosed': entry('error', FM, 'split'),
  'frontmatter-offset': entry('warning', FM, 'split'),
  'yaml-syntax': entry('error', FM, 'yaml'),
  'frontmatter-field': entry('error', FM, 'frontmatter'),
  'frontmatter-type-mismatch': entry('error', FM, 'frontmatter'),
  'version-unsupported': entry('error', FM, 'frontmatter'),
  'invalid-timestamp': entry('error', BOTH, 'frontmatter'),
  'body-no-match': entry('error', BODY, 'structure'),
  'body-leftover': entry('error', BODY, 'structure'),
  'heading-mismatch': entry('error', BODY, 'structure'),
  'foreign-heading': entry('error', BODY, 'structure'),
  'raw-html': entry('error', BODY, 'structure'),
  'soft-wrapped-list-item': entry('error', BODY, 'structure'),
  'nested-list': entry('error', BODY, 'structure'),
  'adr-unknown-heading': entry('error', BODY, 'structure'),
  'adr-duplicate-heading': entry('error', BODY, 'structure'),
  'value-pattern': entry('error', BODY, 'value'),
  'value-vocabulary': entry('error', BODY, 'value'),
  'value-order': entry('error', BODY, 'value'),
  'value-duplicate': entry('error', BODY, 'value'),
  'value-cardinality': entry('error', BODY, 'value'),
  'value-cross-check': entry('error', BODY, 'value'),
  'empty-content': entry('error', BODY, 'value'),
  'adr-duplicate-option': entry('error', BODY, 'value'),
  'adr-blank-section': entry('error', BODY, 'value'),
  'legacy-form': entry('warning', BOTH, 'legacy'),
  'document-too-large': entry('error', BOTH, 'limit'),
  'nesting-too-deep': entry('error', BOTH, 'limit'),
  'input-too-complex': entry('error', BOTH, 'limit'),
  'too-many-problems': entry('info', BOTH, 'limit'),
};

function frozenExample<E extends object>(example: E): E {
  const limits = (example as { limits?: object }).limits;
  if (limits !== undefined) Object.freeze(limits);
  return Object.freeze(example);
}

/**
 * Severity, allowed channels, category, explanation and examples of every
 * {@link DiagnosticCode}.
 *
 * Only `frontmatter-offset` and `legacy-form` are warnings; only
 * `too-many-problems` (the note that closes a capped list) is `info`.
 *
 * @example
 * ```ts
 * diagnosticCatalogue['frontmatter-offset'].severity; // 'warning'
 * diagnosticCatalogue['legacy-form'].channels;        // ['frontmatter', 'body']
 * diagnosticCatalogue['heading-mismatch'].hint;       // 'always'
 * ```
 */
export const diagnosticCatalogue: Readonly<Record<DiagnosticCode, DiagnosticCatalogueEntry>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(placings) as DiagnosticCode[]).map((code) => {
      const { wrong, right } = diagnosticExamples[code];
      const whole: DiagnosticCatalogueEntry = { ...placings[code], ...diagnosticExplanations[code], wrong: frozenExample(wrong), right: frozenExample(right) };
      return [code, Object.freeze(whole)];
    }),
  ) as Record<DiagnosticCode, DiagnosticCatalogueEntry>,
);

/**
 * Every diagnostic code, in catalogue order (the order of operations.md §2.3).
 *
 * @example
 * ```ts
 * diagnosticCodes.includes('raw-html'); // true
 * ```
 */
export const diagnosticCodes: readonly DiagnosticCode[] = Object.freeze(
  Object.keys(diagnosticCatalogue) as DiagnosticCode[],
);

/**
 * The category of a code as reported on a channel.
 *
 * Differs from the catalogue entry only for `invalid-timestamp` on the body
 * channel, which formats.md §4.7 counts among the value diagnostics.
 *
 * @param code - a diagnostic code
 * @param channel - the channel it is reported on
 * @returns the category
 * @example
 * ```ts
 * categoryOf('invalid-timestamp', 'frontmatter'); // 'frontmatter'
 * categoryOf('invalid-timestamp', 'body');        // 'value'
 * ```
 */
export function categoryOf(code: DiagnosticCode, channel: Channel): DiagnosticCategory {
  if (code === 'invalid-timestamp' && channel === 'body') return 'value';
  return diagnosticCatalogue[code].category;
}

/**
 * The anchor of a code's explanation in the packaged `docs/diagnostics.md`.
 *
 * @param code - a diagnostic code
 * @returns the relative path and anchor
 * @example
 * ```ts
 * diagnosticDocs('raw-html'); // 'docs/diagnostics.md#raw-html'
 * ```
 */
export function diagnosticDocs(code: DiagnosticCode): string {
  return `docs/diagnostics.md#${code}`;
}
