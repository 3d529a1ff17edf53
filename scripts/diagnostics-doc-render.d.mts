import type { Diagnostic, DiagnosticExample, diagnosticCatalogue, diagnosticCodes, formatDiagnostic, parse } from '../src/index.js';

/** What the renderer needs of the library (src/ in tests, dist/ in the script). */
export interface DocLibrary {
  parse: typeof parse;
  diagnosticCatalogue: typeof diagnosticCatalogue;
  diagnosticCodes: typeof diagnosticCodes;
  formatDiagnostic: typeof formatDiagnostic;
}

/** The diagnostics an example yields, parsed with its options. */
export function exampleDiagnostics(lib: DocLibrary, example: DiagnosticExample): readonly Diagnostic[];

/** The whole text of docs/diagnostics.md. */
export function renderDiagnosticsDoc(lib: DocLibrary): string;
