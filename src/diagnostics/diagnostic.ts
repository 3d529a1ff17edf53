/**
 * The diagnostic record every content problem is reported as.
 *
 * @packageDocumentation
 */

/** How serious a diagnostic is. `error` fails a parse; `warning` and `info` never do. */
export type Severity = 'error' | 'warning' | 'info';

/** Which part of a document a diagnostic is about. */
export type Channel = 'frontmatter' | 'body';

/**
 * Every stable diagnostic code of the library (operations.md §2.3).
 *
 * Codes are part of the public contract: hosts may switch on them.
 */
export type DiagnosticCode =
  | 'missing-frontmatter'
  | 'frontmatter-unclosed'
  | 'frontmatter-offset'
  | 'yaml-syntax'
  | 'frontmatter-field'
  | 'frontmatter-type-mismatch'
  | 'version-unsupported'
  | 'invalid-timestamp'
  | 'body-no-match'
  | 'body-leftover'
  | 'heading-mismatch'
  | 'foreign-heading'
  | 'raw-html'
  | 'soft-wrapped-list-item'
  | 'nested-list'
  | 'adr-unknown-heading'
  | 'adr-duplicate-heading'
  | 'value-pattern'
  | 'value-vocabulary'
  | 'value-order'
  | 'value-duplicate'
  | 'value-cardinality'
  | 'value-cross-check'
  | 'empty-content'
  | 'adr-duplicate-option'
  | 'adr-blank-section'
  | 'legacy-form'
  | 'document-too-large'
  | 'nesting-too-deep'
  | 'input-too-complex';

/**
 * One content problem of a document.
 *
 * `line` is a body line for the `body` channel and a document line for the
 * `frontmatter` channel; `documentLine` is always the line in the whole text.
 * Columns are 1-based UTF-16 code units.
 *
 * @example
 * ```ts
 * const d: Diagnostic = {
 *   code: 'empty-content', severity: 'error', channel: 'body',
 *   field: 'Task > RecentUpdates > UpdateEntry > content',
 *   message: 'Task > RecentUpdates > UpdateEntry > content (body line 5): content is blank; write at least one line below the heading',
 *   hint: 'write at least one line below the heading',
 *   line: 5, column: 1, documentLine: 14,
 * };
 * ```
 */
export interface Diagnostic {
  /** Stable code from the catalogue. */
  code: DiagnosticCode;
  /** `error`, `warning` or `info`. */
  severity: Severity;
  /** The complete message text, hint sentence included. */
  message: string;
  /** Field path (e.g. `Task > RecentUpdates`) or frontmatter key; `''` for a whole block. */
  field: string;
  /** 1-based line: body line (body channel) or document line (frontmatter channel). */
  line: number;
  /** 1-based column in UTF-16 code units. */
  column: number;
  /** 1-based line in the whole text given to the parser. */
  documentLine: number;
  /** The fix sentence alone, when the message has one. */
  hint?: string;
  /** `frontmatter` or `body`. */
  channel: Channel;
}
