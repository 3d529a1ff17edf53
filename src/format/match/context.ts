/**
 * State of one outline match: the body, its lines, the parse mode, the
 * compiled headings, and what has been found so far.
 *
 * @packageDocumentation
 */
import { diagnosticDocs } from '../../diagnostics/index.js';
import type { Diagnostic, DiagnosticCode } from '../../diagnostics/index.js';
import type { DiagnosticText } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import type { CompiledHeading } from '../outline/compile-heading.js';
import type { Mode } from '../outline/types.js';

/** A structure failure: reported alone, it stops matching (formats.md §4.4). */
export class StructureFailure extends Error {
  /**
   * @param diagnostic - the failure's diagnostic
   */
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/** A body range in UTF-16 offsets, end exclusive. */
export interface BodyRange {
  start: number;
  end: number;
}

/** Options of a match. */
export interface MatchOptions {
  /** `strict` or `lenient`. */
  mode: Mode;
  /** Compiled heading of every section path. */
  headings: ReadonlyMap<string, CompiledHeading>;
  /** Document line of body line 1. */
  firstDocumentLine: number;
  /** The language code of the heading table (for `foreign-heading`). */
  language: string;
  /** The English headings, when the table is another language's. */
  englishHeadings?: ReadonlyMap<string, CompiledHeading>;
}

/** Mutable state of one match. */
export class MatchContext {
  readonly lines: LineIndex;
  readonly diagnostics: Diagnostic[] = [];
  /** JSON pointer (below `/body`) → body range of every matched value. */
  readonly ranges = new Map<string, BodyRange>();

  /**
   * @param body - the body text (bodyText)
   * @param options - mode, headings and line offset
   */
  constructor(
    readonly body: string,
    readonly options: MatchOptions,
  ) {
    this.lines = new LineIndex(body);
  }

  /** The parse mode. */
  get mode(): Mode {
    return this.options.mode;
  }

  /**
   * The compiled heading of a section path.
   *
   * @param path - a section's field path
   * @returns its compiled heading
   */
  heading(path: string): CompiledHeading {
    const compiled = this.options.headings.get(path);
    if (!compiled) throw new TypeError(`no heading for '${path}'`);
    return compiled;
  }

  /**
   * Build a body diagnostic at an offset.
   *
   * @param code - the code
   * @param field - the field path
   * @param offset - the body offset it points at
   * @param text - message and hint
   * @param line - an explicit body line, when the message names one other than the offset's
   * @returns the diagnostic
   */
  diagnostic(code: DiagnosticCode, field: string, offset: number, text: DiagnosticText, line?: number): Diagnostic {
    const position = this.lines.position(offset);
    const bodyLine = line ?? position.line;
    // TRANSITIONAL: params and end come from the call sites once they build diagnostics with createDiagnostic.
    const diagnostic = {
      code,
      params: {},
      docs: diagnosticDocs(code),
      end: { line: bodyLine, column: line === undefined ? position.column : 1, documentLine: bodyLine + this.options.firstDocumentLine - 1 },
      severity: code === 'legacy-form' ? 'warning' : 'error',
      message: text.message,
      field,
      line: bodyLine,
      column: line === undefined ? position.column : 1,
      documentLine: bodyLine + this.options.firstDocumentLine - 1,
      channel: 'body',
    } as Diagnostic;
    if (text.hint !== undefined) diagnostic.hint = text.hint;
    return diagnostic;
  }

  /**
   * Record a value diagnostic or warning.
   *
   * @param code - the code
   * @param field - the field path
   * @param offset - the body offset it points at
   * @param text - message and hint
   */
  report(code: DiagnosticCode, field: string, offset: number, text: DiagnosticText): void {
    this.diagnostics.push(this.diagnostic(code, field, offset, text));
  }

  /**
   * Stop matching with a structure failure.
   *
   * @param code - the code
   * @param field - the field path
   * @param offset - the body offset it points at
   * @param text - message and hint
   * @param line - an explicit body line
   */
  fail(code: DiagnosticCode, field: string, offset: number, text: DiagnosticText, line?: number): never {
    throw new StructureFailure(this.diagnostic(code, field, offset, text, line));
  }

  /**
   * In a language variant: the sibling field whose English heading a text
   * is, so the failure reads `foreign-heading` (languages.md §3).
   *
   * @param parentPath - the enclosing section's path
   * @param _depth - the heading's level (unused: siblings are identified by path)
   * @param text - the heading text found
   * @param ownPath - the failing field's own path (the H1 has no siblings)
   * @returns that field's path and its heading in the variant's language, or null
   */
  foreignHeading(parentPath: string, _depth: number, text: string, ownPath?: string): { path: string; alias: string } | null {
    const english = this.options.englishHeadings;
    if (!english || this.options.language === 'en') return null;
    for (const [path, compiled] of english) {
      if (path !== ownPath && path.slice(0, path.lastIndexOf(' > ')) !== parentPath) continue;
      if (compiled.match(text) === null) continue;
      const own = this.options.headings.get(path);
      if (own && own.match(text) === null) return { path, alias: own.alias };
    }
    return null;
  }

  /**
   * The body line of an offset.
   *
   * @param offset - a body offset
   * @returns its 1-based body line
   */
  lineOf(offset: number): number {
    return this.lines.lineOf(offset);
  }
}
