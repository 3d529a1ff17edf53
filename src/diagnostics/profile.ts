/**
 * Message profiles: the words of diagnostics and errors, kept apart from the
 * facts they are built from.
 *
 * @packageDocumentation
 */

import type { ErrorRenderers } from '../errors/index.js';
import type { Channel, Diagnostic, DiagnosticCode, DiagnosticEnd } from './diagnostic.js';
import type { DiagnosticText } from './diagnostic-text.js';
import type { DiagnosticParamsByCode } from './params.js';

/**
 * Where a diagnostic points: everything of it but its code, params and words.
 *
 * @example
 * ```ts
 * const at: DiagnosticPlace = {
 *   channel: 'body', field: 'Task > Title', line: 1, column: 1, documentLine: 8,
 *   end: { line: 1, column: 12, documentLine: 8 },
 * };
 * ```
 */
export interface DiagnosticPlace {
  /** `frontmatter` or `body`. */
  readonly channel: Channel;
  /** Field path or frontmatter key; `''` for a whole block. */
  readonly field: string;
  /** 1-based line: body line (body channel) or document line (frontmatter channel). */
  readonly line: number;
  /** 1-based column in UTF-16 code units. */
  readonly column: number;
  /** 1-based line in the whole text. */
  readonly documentLine: number;
  /** Where the span ends (exclusive). */
  readonly end: DiagnosticEnd;
}

/**
 * The words of one code: message and, where a fix can be said, the hint.
 *
 * @typeParam C - the code
 * @example
 * ```ts
 * const render: DiagnosticRenderer<'empty-content'> = () => ({ message: 'The section is empty.' });
 * ```
 */
export type DiagnosticRenderer<C extends DiagnosticCode> = (params: DiagnosticParamsByCode[C], at: DiagnosticPlace) => DiagnosticText;

/** One renderer per diagnostic code. */
export type DiagnosticRenderers = { readonly [C in DiagnosticCode]: DiagnosticRenderer<C> };

/**
 * The operations whose failures are reported as one labelled text;
 * `validateAdr` is `repo.adr.validate`, which the reference names apart
 * (its `validate_adr` tool).
 */
export type LabelledOperation = 'create' | 'update' | 'edit' | 'setStatus' | 'setClassification' | 'validate' | 'validateAdr' | 'parseFile';

/**
 * A message profile: every text the library shows, built from structured
 * facts. `default` is the library's own plain English; `reference` gives the
 * reference implementation's texts byte for byte. A host may supply its own
 * (e.g. a translation) by spreading one of them and replacing renderers.
 *
 * @example
 * ```ts
 * const shouting: MessageProfile = {
 *   ...defaultMessages,
 *   name: 'shouting',
 *   diagnostics: { ...defaultMessages.diagnostics, 'empty-content': () => ({ message: 'EMPTY!' }) },
 * };
 * ```
 */
export interface MessageProfile {
  /** The profile's name, e.g. `default` or `reference`. */
  readonly name: string;
  /** The words of every diagnostic code. */
  readonly diagnostics: DiagnosticRenderers;
  /** The words of every error reason. */
  readonly errors: ErrorRenderers;
  /**
   * One diagnostic as one line of text (continuation lines indented), as
   * `formatDiagnostic` prints it.
   */
  readonly formatDiagnostic: (d: Diagnostic) => string;
  /**
   * The label put before each error message of a failed operation.
   *
   * @param type - the type code
   * @param operation - the operation
   * @param channel - the part validated, when the operation names one
   */
  readonly operationLabel: (type: string, operation: LabelledOperation, channel?: Channel) => string;
}
