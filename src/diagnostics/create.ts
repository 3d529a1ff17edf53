/**
 * Building diagnostics from facts, and wording them in a profile.
 *
 * @packageDocumentation
 */

import { diagnosticCatalogue, diagnosticDocs } from './catalogue.js';
import type { Diagnostic, DiagnosticCode } from './diagnostic.js';
import { defaultMessages } from './default-messages/index.js';
import type { DiagnosticParamsByCode } from './params.js';
import type { DiagnosticPlace, MessageProfile } from './profile.js';

/**
 * A diagnostic of a code, from its facts and its place, worded in the
 * default profile. Severity and docs anchor come from the catalogue.
 *
 * @param code - the code
 * @param params - its facts
 * @param at - where it points
 * @returns the diagnostic
 * @example
 * ```ts
 * createDiagnostic('empty-content', {}, {
 *   channel: 'body', field: 'Task > Title', line: 3, column: 1, documentLine: 10,
 *   end: { line: 3, column: 9, documentLine: 10 },
 * }).severity; // 'error'
 * ```
 */
export function createDiagnostic<C extends DiagnosticCode>(code: C, params: DiagnosticParamsByCode[C], at: DiagnosticPlace): Diagnostic<C> {
  const text = defaultMessages.diagnostics[code](params, at);
  const d = {
    code,
    severity: diagnosticCatalogue[code].severity,
    message: text.message,
    field: at.field,
    line: at.line,
    column: at.column,
    documentLine: at.documentLine,
    end: at.end,
    channel: at.channel,
    docs: diagnosticDocs(code),
    params,
  } as Diagnostic<C>;
  if (text.hint !== undefined) d.hint = text.hint;
  return d;
}

/**
 * The same diagnostic worded in another profile (message and hint replaced,
 * everything else kept).
 *
 * @param d - a diagnostic
 * @param profile - the profile to word it in
 * @returns a new diagnostic
 * @example
 * ```ts
 * renderDiagnostic(d, referenceMessages).message;
 * ```
 */
export function renderDiagnostic<D extends Diagnostic>(d: D, profile: MessageProfile): D {
  const render = profile.diagnostics[d.code] as (params: unknown, at: DiagnosticPlace) => { message: string; hint?: string };
  const text = render(d.params, d);
  const out = { ...d, message: text.message };
  if (text.hint === undefined) delete out.hint;
  else out.hint = text.hint;
  return out;
}

/**
 * A list of diagnostics worded in a profile.
 *
 * @param list - the diagnostics
 * @param profile - the profile
 * @returns the list in that profile (for the default profile the same list:
 *   the library words every diagnostic it makes in that profile)
 * @example
 * ```ts
 * renderDiagnostics(result.diagnostics, referenceMessages);
 * ```
 */
export function renderDiagnostics<D extends Diagnostic>(list: readonly D[], profile: MessageProfile): readonly D[] {
  return profile === defaultMessages ? list : list.map((d) => renderDiagnostic(d, profile));
}
