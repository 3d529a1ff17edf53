/**
 * What `docs/diagnostics.md` says about every diagnostic code: its name,
 * what it means, whether a hint comes with it and which params it carries.
 *
 * @packageDocumentation
 */

import type { DiagnosticCode } from './diagnostic.js';

/**
 * Whether a code's diagnostics come with a `hint` (the fix sentence):
 * `always`, `sometimes` (only when the fix can be told from the facts) or
 * `never`.
 *
 * @example
 * ```ts
 * const policy: HintPolicy = diagnosticCatalogue['heading-mismatch'].hint; // 'always'
 * ```
 */
export type HintPolicy = 'always' | 'sometimes' | 'never';

/**
 * The explanation of one code, as `docs/diagnostics.md` prints it.
 *
 * @example
 * ```ts
 * const e: DiagnosticExplanation = diagnosticCatalogue['too-many-problems'];
 * e.hint;    // 'never'
 * e.params;  // ['shown', 'more']
 * ```
 */
export interface DiagnosticExplanation {
  /** A short name, e.g. `Heading does not match`. */
  readonly title: string;
  /** One sentence: what the code means. */
  readonly summary: string;
  /** Whether its diagnostics have a hint. */
  readonly hint: HintPolicy;
  /** For `sometimes` and `never`: why no fix can be said (in the other cases). */
  readonly hintWhy?: string;
  /** The names of its `params`; `?` marks one that is not always there. */
  readonly params: readonly string[];
}

function x(title: string, summary: string, params: readonly string[], hint: HintPolicy = 'always', hintWhy?: string): DiagnosticExplanation {
  return Object.freeze(hintWhy === undefined ? { title, summary, hint, params: Object.freeze(params) } : { title, summary, hint, hintWhy, params: Object.freeze(params) });
}

const VALUE = ['received', 'receivedText?'] as const;
const LIMIT = ['limit', 'actual'] as const;

/**
 * The explanation of every code.
 *
 * @example
 * ```ts
 * diagnosticExplanations['raw-html'].title; // 'Raw HTML'
 * ```
 */
export const diagnosticExplanations: Readonly<Record<DiagnosticCode, DiagnosticExplanation>> = Object.freeze({
  'missing-frontmatter': x('Missing frontmatter', 'The document does not start with a frontmatter block between two `---` lines.', ['type']),
  'frontmatter-unclosed': x('Unclosed frontmatter', 'The frontmatter block opens with `---` but no later `---` line closes it.', ['type', 'openingLine']),
  'frontmatter-offset': x(
    'Frontmatter not on the first line',
    'The frontmatter block is found, but blank lines come before its opening `---`; it is read anyway.',
    ['type', 'openingLine'],
  ),
  'yaml-syntax': x(
    'Frontmatter is not valid YAML',
    'The text between the `---` lines cannot be read as YAML.',
    ['type', 'problem', 'yamlCode?'],
    'sometimes',
    'only some of the YAML parser’s errors (a duplicate key, a tab, an unclosed quote, a bad indentation) name a fix; for the others the parser’s reason is all that is known',
  ),
  'frontmatter-field': x(
    'Frontmatter key missing or wrong',
    'A frontmatter key is missing, has a value outside its allowed values, or has a value of the wrong kind.',
    ['type', 'noun?', 'key', 'problem'],
    'sometimes',
    'a missing key, a value outside the allowed ones, a value that only needs quoting and a block that is not a mapping have a fix; a value the schema refuses in its own words (`problem.kind: "other"`), or a collection where one value belongs, leaves the intended value to the writer',
  ),
  'frontmatter-type-mismatch': x('Wrong document type', 'The frontmatter’s `type` names another type than the one the document is parsed as.', [
    'type',
    'expected',
    ...VALUE,
  ]),
  'version-unsupported': x('Unsupported version', 'The frontmatter’s `version` is not a format version this library reads.', ['type', ...VALUE]),
  'invalid-timestamp': x(
    'Invalid timestamp',
    'A timestamp (`created`, `updated` or an entry heading’s) is not in the required form or names a date or time that does not exist.',
    ['channel', 'type?', 'key?', 'received', 'problem', 'suggestion?', 'legacyForm?'],
  ),
  'body-no-match': x(
    'Expected part not found',
    'The body does not have the part (a section, a heading, a list) the document type expects at this place.',
    ['reason', 'expected?', 'expectedType?', 'section?', 'found?', 'legacyForm?'],
  ),
  'body-leftover': x(
    'Text after the last part',
    'Text remains after everything the document type expects has been read.',
    ['excerpt', 'section?', 'listMarker', 'legacyForm?'],
  ),
  'heading-mismatch': x('Heading does not match', 'A heading is not the one the document type expects at this place (often a typo).', ['expected', 'expectedHeading', 'template', 'heading', 'foundHeading', 'legacyForm?']),
  'foreign-heading': x('Heading in another language', 'A heading is written in another language than the document’s.', [
    'language',
    'expected',
    'expectedHeading',
    'heading',
    'foundHeading',
  ]),
  'raw-html': x('Raw HTML', 'The body contains HTML where the document type allows only Markdown.', ['kind', 'html']),
  'soft-wrapped-list-item': x('Soft-wrapped list item', 'A list item continues on the next line without indentation.', ['reason', 'item']),
  'nested-list': x('Nested list', 'A list or block is nested inside a list item that must stay one line.', ['kind', 'notes']),
  'adr-unknown-heading': x('Unknown ADR heading', 'An ADR has a heading that is not one of the MADR sections.', ['level', 'heading', 'allowed', 'allowedHeadings']),
  'adr-duplicate-heading': x('Duplicate ADR heading', 'An ADR has the same section heading twice.', ['heading', 'foundHeading', 'firstLine', 'duplicateOf']),
  'value-pattern': x(
    'Value not in the expected form',
    'A value (a task line, an entry heading, a reference) does not have the form the document type requires.',
    ['value', 'pattern', 'expectedForm', 'mistake?', 'suggestion?', 'legacyForm?'],
  ),
  'value-vocabulary': x('Value not allowed', 'A value is not one of the words allowed at this place.', ['value', 'expected']),
  'value-order': x('Entries out of order', 'Dated entries are not newest first.', ['value', 'previous', 'previousLine']),
  'value-duplicate': x('Duplicate number', 'A number that must be unique (a task, a criterion, a question) is used twice.', ['value', 'element', 'firstLine']),
  'value-cardinality': x('Too few or too many items', 'A list has fewer or more items than the document type allows.', ['min', 'max?', 'unit', 'found', 'heading']),
  'value-cross-check': x('Reference to a missing step', 'A use case’s extension or sub-variation names a main-scenario step that does not exist.', ['value', 'step', 'steps']),
  'empty-content': x('Empty content', 'A section or entry that must have text has none below its heading.', ['heading']),
  'adr-duplicate-option': x('Duplicate ADR option number', 'Two options of an ADR’s “Pros and Cons of the Options” have the same number.', ['number', 'firstLine']),
  'adr-blank-section': x('Blank ADR section', 'A required ADR section is missing or has no text.', ['heading', 'level', 'missing']),
  'legacy-form': x(
    'Older form accepted',
    'Lenient mode read a value in an older form (for example a date-only entry heading); it is kept, with this warning.',
    ['form', 'currentForm', 'written?', 'type?'],
  ),
  'document-too-large': x('Document too large', 'The text is larger than `limits.maxBytes` (UTF-8 bytes) and is not read.', LIMIT),
  'nesting-too-deep': x('Nesting too deep', 'Block quotes and list items (or YAML collections) are nested more deeply than `limits.maxDepth`.', [
    'where',
    'type?',
    'limit',
    'viaAliases?',
  ]),
  'input-too-complex': x('Input too complex', 'A paragraph or section has more of a costly construct (brackets, emphasis runs, open comments, underlines, YAML aliases) than a fixed limit allows.', [
    'where',
    'construct?',
    'count?',
    'type?',
    'limit',
  ]),
  'too-many-problems': x(
    'Too many problems',
    'The document has more problems than are reported for one document; this note closes the list and counts the rest.',
    ['shown', 'more'],
    'never',
    'it only counts the problems that are not shown; each of those has its own fix, reported once the ones shown are fixed',
  ),
});
