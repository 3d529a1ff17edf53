import type { Diagnostic, diagnosticCatalogue, diagnosticCodes, parse } from '../src/index.js';

/** One listed mistake (an entry of test/fixtures/mistakes/mistakes.json) with its text. */
export interface Mistake {
  file: string;
  type: string;
  mode: 'strict' | 'lenient';
  language?: string;
  mistake: string;
  /** The code it yields: a diagnostic code, the `code` of the error it throws, or `null` when it is accepted. */
  code: string | null;
  /** The error class it throws instead of yielding diagnostics (a usage error). */
  throws?: string;
  text: string;
}

/** A mistake, parsed. */
export interface MistakeRow extends Mistake {
  n: number;
  diagnostics: readonly Diagnostic[];
  error: (Error & { code?: string }) | undefined;
  shown: Diagnostic | undefined;
}

/** What the table needs of the library. */
export interface MistakesLibrary {
  parse: typeof parse;
  diagnosticCatalogue: typeof diagnosticCatalogue;
  diagnosticCodes: typeof diagnosticCodes;
}

export const MISTAKES_DIR: URL;
export function loadMistakes(): Mistake[];
export function runMistakes(lib: Pick<MistakesLibrary, 'parse'>, mistakes?: readonly Mistake[]): MistakeRow[];
export function mistakesTable(rows: readonly MistakeRow[], lib: MistakesLibrary): string;
