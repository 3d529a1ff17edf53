// Wording helpers for tests: the expectations written against the reference
// implementation's texts are checked under the `reference` profile.
import { renderDiagnostics, type Diagnostic } from '../../src/diagnostics/index.js';
import { referenceMessages } from '../../src/messages/index.js';

/** Diagnostics worded in the reference profile. */
export function inReference<D extends Diagnostic>(list: readonly D[]): D[] {
  return [...renderDiagnostics(list, referenceMessages)];
}

/** The messages of diagnostics worded in the reference profile. */
export function referenceTexts(list: readonly Diagnostic[]): string[] {
  return inReference(list).map((d) => d.message);
}
