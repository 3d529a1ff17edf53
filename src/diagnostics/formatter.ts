/**
 * The one formatter of diagnostic texts (operations.md §2.4) and the
 * diagnostic order of §2.3.
 *
 * @packageDocumentation
 */

import type { Channel, Diagnostic } from './diagnostic.js';
import type { LabelledOperation } from './profile.js';
import { takeCodePoints } from './excerpt.js';

/** Labelled texts longer than this many code points are cut (reference issue #110). */
export const LABELLED_MAX_CODE_POINTS = 300;

/** Appended to a labelled text that was cut. */
export const TRUNCATION_MARK = '... (truncated)';


function errorMessages(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
}

/**
 * The unlabelled rendering: the messages of the `error` diagnostics, in the
 * order given, joined with `\n`. Warnings and infos never appear in it.
 *
 * @param diagnostics - diagnostics in `diagnostics` order (see {@link sortDiagnostics})
 * @returns the text; `''` when there is no error
 * @example
 * ```ts
 * formatErrors(result.diagnostics); // the `error` of a failed parse
 * ```
 */
export function formatErrors(diagnostics: readonly Diagnostic[]): string {
  return errorMessages(diagnostics).join('\n');
}

/**
 * Cut a text to {@link LABELLED_MAX_CODE_POINTS} code points and append
 * {@link TRUNCATION_MARK} when it was longer.
 *
 * @param text - a labelled rendering
 * @returns the text, capped
 * @example
 * ```ts
 * capLabelled('x'.repeat(301)); // 'x'.repeat(300) + '... (truncated)'
 * ```
 */
export function capLabelled(text: string): string {
  const kept = takeCodePoints(text, LABELLED_MAX_CODE_POINTS);
  return kept.length < text.length ? kept + TRUNCATION_MARK : text;
}

/**
 * The labelled rendering: every `error` message prefixed with
 * `<label>: `, joined with `\n`, then capped at 300 code points. It is the
 * text of `ValidateResult.errors[].message`.
 *
 * @param diagnostics - diagnostics in `diagnostics` order
 * @param label - the label, from {@link operationLabel}
 * @returns the capped text; `''` when there is no error
 * @example
 * ```ts
 * formatLabelled(diagnostics, operationLabel('tsk', 'validate', 'body'));
 * // 'tsk validate (body): Task > RecentUpdates: …'
 * ```
 */
export function formatLabelled(diagnostics: readonly Diagnostic[], label: string): string {
  return capLabelled(errorMessages(diagnostics).map((m) => `${label}: ${m}`).join('\n'));
}

const TOOL_NAMES: Readonly<Record<LabelledOperation, (type: string) => string>> = {
  create: (t) => `create_${t}`,
  update: () => 'update',
  edit: () => 'edit',
  setStatus: () => 'set_status',
  setClassification: () => 'set_classification',
  validate: () => 'validate',
  parseFile: (t) => `parse_${t}`,
};

// The channel an operation validates when the caller does not name one;
// undefined for operations that validate the whole document.
const DEFAULT_CHANNELS: Readonly<Record<LabelledOperation, Channel | undefined>> = {
  create: 'body',
  update: 'body',
  edit: 'body',
  setStatus: 'frontmatter',
  setClassification: 'frontmatter',
  validate: undefined,
  parseFile: undefined,
};

/**
 * The label of an operation (operations.md §2.4): `<type> <tool>` or
 * `<type> <tool> (<channel>)`, `<tool>` being the reference tool name.
 *
 * Without `channel` the operation's usual channel is used: `body` for
 * create, update and edit, `frontmatter` for setStatus and
 * setClassification, none for validate (the `full=true` form) and parseFile.
 * A given `channel` is always used, e.g. `update` with `frontmatter` when the
 * rebuilt frontmatter fails and `validate` with `body` for `full=false`.
 *
 * @param type - the type code
 * @param operation - the library operation
 * @param channel - the single channel validated, when it differs from the default
 * @returns the label, without the `: ` separator
 * @example
 * ```ts
 * operationLabel('tsk', 'create', 'body'); // 'tsk create_tsk (body)'
 * operationLabel('tsk', 'validate');       // 'tsk validate'
 * operationLabel('tsk', 'parseFile');      // 'tsk parse_tsk'
 * ```
 */
export function operationLabel(type: string, operation: LabelledOperation, channel?: Channel): string {
  const validated = channel ?? DEFAULT_CHANNELS[operation];
  const base = `${type} ${TOOL_NAMES[operation](type)}`;
  return validated === undefined ? base : `${base} (${validated})`;
}

/**
 * One diagnostic as a human-readable line for command-line hosts:
 * `<severity> <code> <documentLine>:<column> <message>`.
 *
 * The position is the document line, so it points into the file whatever
 * the channel (a body line keeps its columns in the file). Continuation
 * lines of a multi-line message (excerpts) are indented by two spaces, so
 * every diagnostic starts at the beginning of a line with its severity.
 * Not part of any result text; the wording may change between versions.
 *
 * @param d - the diagnostic
 * @returns the formatted text
 * @example
 * ```ts
 * formatDiagnostic(d);
 * // "error value-pattern 44:1 Requirement > Priority > value (body line 35): 'high' does not match ^(0|[1-9][0-9]?)$"
 * ```
 */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.severity} ${d.code} ${d.documentLine}:${d.column} ${d.message.replace(/\n/g, '\n  ')}`;
}

const CHANNEL_RANK: Readonly<Record<Channel, number>> = { frontmatter: 0, body: 1 };

/**
 * Diagnostics in `diagnostics` order (operations.md §2.3): the frontmatter
 * channel, then the body channel, each by line, then column. Ties keep their
 * given order.
 *
 * @param list - diagnostics in any order (not modified)
 * @returns a new, sorted array
 * @example
 * ```ts
 * sortDiagnostics([bodyWarning, frontmatterError]); // [frontmatterError, bodyWarning]
 * ```
 */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => CHANNEL_RANK[a.channel] - CHANNEL_RANK[b.channel] || a.line - b.line || a.column - b.column,
  );
}
