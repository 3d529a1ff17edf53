/**
 * The cap on the diagnostics of one document: a file with very many problems
 * reports the first ones and a count of the rest, so a CI log or an editor's
 * problem list stays readable and bounded.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../diagnostics/index.js';
import { createDiagnostic } from '../diagnostics/index.js';

/**
 * The most diagnostics one document reports (`parseDocument`, and every
 * repository operation that reads a document): past it, the first
 * `MAX_DIAGNOSTICS_PER_DOCUMENT` in document order are kept and one
 * `too-many-problems` diagnostic (severity `info`) closes the list with the
 * number left out.
 *
 * @example
 * ```ts
 * result.diagnostics.length <= MAX_DIAGNOSTICS_PER_DOCUMENT + 1; // always true
 * ```
 */
export const MAX_DIAGNOSTICS_PER_DOCUMENT = 100;

/**
 * Cap a document's diagnostics at {@link MAX_DIAGNOSTICS_PER_DOCUMENT}. The
 * closing `too-many-problems` diagnostic points where the first one left
 * out does, with `params: { shown, more }`.
 *
 * @param diagnostics - a document's diagnostics, in document order
 * @returns the same list when it is within the cap, else the first ones and the closing note
 * @example
 * ```ts
 * capDiagnostics(list).at(-1)?.code; // 'too-many-problems' when list had more than 100
 * ```
 */
export function capDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_DIAGNOSTICS_PER_DOCUMENT) return diagnostics;
  const first = diagnostics[MAX_DIAGNOSTICS_PER_DOCUMENT] as Diagnostic;
  const shown = diagnostics.slice(0, MAX_DIAGNOSTICS_PER_DOCUMENT);
  const more = diagnostics.length - MAX_DIAGNOSTICS_PER_DOCUMENT;
  const { channel, line, column, documentLine, end } = first;
  shown.push(createDiagnostic('too-many-problems', { shown: MAX_DIAGNOSTICS_PER_DOCUMENT, more }, { channel, field: '', line, column, documentLine, end }));
  return shown;
}
