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
  | 'input-too-complex'
  | 'too-many-problems';

import type { DiagnosticParamsByCode } from './params.js';

/**
 * Where a diagnostic's span ends: the position just after its last
 * character (exclusive, as in unist), in the same line systems as the start.
 *
 * @example
 * ```ts
 * const end: DiagnosticEnd = { line: 5, column: 14, documentLine: 5 };
 * ```
 */
export interface DiagnosticEnd {
  /** 1-based line, counted as the diagnostic's `line` is (body or document line). */
  readonly line: number;
  /** 1-based column in UTF-16 code units, just after the span. */
  readonly column: number;
  /** 1-based line in the whole text given to the parser. */
  readonly documentLine: number;
}

/**
 * What every diagnostic has, whatever its code.
 *
 * @example
 * ```ts
 * const where = (d: DiagnosticBase): string => `${d.line}:${d.column} ${d.severity} ${d.message}`;
 * ```
 */
export interface DiagnosticBase {
  /** `error`, `warning` or `info`. */
  severity: Severity;
  /** The complete message text, hint sentence included, in the active message profile. */
  message: string;
  /** Field path (e.g. `Task > RecentUpdates`) or frontmatter key; `''` for a whole block. */
  field: string;
  /** 1-based line: body line (body channel) or document line (frontmatter channel). */
  line: number;
  /** 1-based column in UTF-16 code units. */
  column: number;
  /** 1-based line in the whole text given to the parser. */
  documentLine: number;
  /** Where the offending span ends, so that the whole of it can be underlined. */
  end: DiagnosticEnd;
  /** The fix sentence alone, when one can be said (the catalogue tells for which codes). */
  hint?: string;
  /** `frontmatter` or `body`. */
  channel: Channel;
  /** The anchor of the code's explanation, e.g. `docs/diagnostics.md#value-pattern`. */
  docs: string;
}

/**
 * One content problem of a document.
 *
 * `line` is a body line for the `body` channel and a document line for the
 * `frontmatter` channel; `documentLine` is always the line in the whole text.
 * Columns are 1-based UTF-16 code units. `params` holds the facts of the
 * problem, typed by `code`, so that a host never parses `message`.
 *
 * @typeParam C - the code, which fixes the type of `params`
 * @example
 * ```ts
 * function allowed(d: Diagnostic): readonly string[] {
 *   return d.code === 'value-vocabulary' ? d.params.expected : [];
 * }
 * ```
 */
export type Diagnostic<C extends DiagnosticCode = DiagnosticCode> = C extends DiagnosticCode
  ? DiagnosticBase & { code: C; params: DiagnosticParamsByCode[C] }
  : never;
