/**
 * State of one outline match: the body, its lines, the parse mode, the
 * compiled headings, and what has been found so far.
 *
 * @packageDocumentation
 */
import { createDiagnostic } from '../../diagnostics/index.js';
import type { Diagnostic, DiagnosticCode, DiagnosticParamsByCode, DiagnosticPlace } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import type { CompiledHeading } from '../outline/compile-heading.js';
import type { Mode } from '../outline/types.js';

/**
 * A structure failure: reported alone, it stops matching (formats.md §4.4).
 *
 * @example
 * ```ts
 * try { matchBody(body, outline, options); } catch (error) {
 *   if (error instanceof StructureFailure) console.log(error.diagnostic.code);
 * }
 * ```
 */
export class StructureFailure extends Error {
  /**
   * @param diagnostic - the failure's diagnostic
   */
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/**
 * A body range in UTF-16 offsets, end exclusive.
 *
 * @example
 * ```ts
 * const range: BodyRange = { start: 0, end: 12 };
 * body.slice(range.start, range.end);
 * ```
 */
export interface BodyRange {
  start: number;
  end: number;
}

/**
 * Where a body diagnostic points, as the matcher knows it: a field path and
 * body offsets.
 *
 * @example
 * ```ts
 * const at: BodySpot = { field: 'Task > Tasks', offset: 40, endOffset: 47 };
 * ```
 */
export interface BodySpot {
  /** The field path (`''` for the whole body). */
  readonly field: string;
  /** The body offset the span starts at. */
  readonly offset: number;
  /** The body offset just after the span; without it the span runs to the end of the start line. */
  readonly endOffset?: number;
  /** An explicit body line to point at (column 1) instead of the offset's. */
  readonly line?: number;
}

/**
 * Options of a match.
 *
 * @example
 * ```ts
 * const options: MatchOptions = { mode: 'strict', headings, firstDocumentLine: 10, language: 'en' };
 * const context = new MatchContext(body, options);
 * ```
 */
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

/**
 * Mutable state of one match.
 *
 * @example
 * ```ts
 * const context = new MatchContext(body, { mode: 'strict', headings, firstDocumentLine: 10, language: 'en' });
 * context.lineOf(0); // 1
 * ```
 */
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
   * Build a body diagnostic from its code, its facts and its place, worded
   * in the default profile (`createDiagnostic`).
   *
   * @param code - the code
   * @param params - the code's facts
   * @param at - field path, start offset, optional exclusive end offset and
   *   optional explicit body line
   * @returns the diagnostic
   * @example
   * ```ts
   * context.diagnostic('raw-html', { kind: 'html_inline', html: '<b>' }, { field: '', offset: 40, endOffset: 43 });
   * ```
   */
  diagnostic<C extends DiagnosticCode>(code: C, params: DiagnosticParamsByCode[C], at: BodySpot): Diagnostic<C> {
    return createDiagnostic(code, params, this.place(at));
  }

  /**
   * Where a body diagnostic points, in both line systems. Without
   * `endOffset` the span runs to the end of the start line.
   *
   * @param at - the spot
   * @returns its place
   */
  place(at: BodySpot): DiagnosticPlace {
    const { lines, body } = this;
    const startLine = at.line ?? lines.lineOf(at.offset);
    const startColumn = at.line === undefined ? lines.position(at.offset).column : 1;
    const startOffset = lines.lineStart(startLine) + startColumn - 1;
    let endOffset = at.endOffset;
    if (endOffset === undefined) endOffset = this.lineEnd(startOffset);
    endOffset = Math.min(Math.max(endOffset, startOffset), body.length);
    const end = lines.position(endOffset);
    const shift = this.options.firstDocumentLine - 1;
    return {
      channel: 'body',
      field: at.field,
      line: startLine,
      column: startColumn,
      documentLine: startLine + shift,
      end: { line: end.line, column: end.column, documentLine: end.line + shift },
    };
  }

  /**
   * Where the line holding an offset ends: before its terminator (`\n`,
   * `\r\n` or `\r`), or at the end of the body.
   *
   * @param offset - a body offset
   * @returns the offset just after the line's last character
   * @example
   * ```ts
   * new MatchContext('ab\r\ncd', options).lineEnd(1); // 2
   * ```
   */
  lineEnd(offset: number): number {
    const { body } = this;
    let end = Math.max(0, offset);
    while (end < body.length && body[end] !== '\n' && body[end] !== '\r') end += 1;
    return end;
  }

  /**
   * Record a diagnostic or warning and go on matching.
   *
   * @param code - the code
   * @param params - the code's facts
   * @param at - where it points
   * @example
   * ```ts
   * context.report('value-vocabulary', { value: 'maybe', expected: ['yes', 'no'] }, { field, offset, endOffset });
   * ```
   */
  report<C extends DiagnosticCode>(code: C, params: DiagnosticParamsByCode[C], at: BodySpot): void {
    this.diagnostics.push(this.diagnostic(code, params, at));
  }

  /**
   * Stop matching with a structure failure.
   *
   * @param code - the code
   * @param params - the code's facts
   * @param at - where it points
   * @example
   * ```ts
   * context.fail('body-leftover', { excerpt: 'Stray.', listMarker: false }, { field: path, offset: start, endOffset: blockEnd });
   * ```
   */
  fail<C extends DiagnosticCode>(code: C, params: DiagnosticParamsByCode[C], at: BodySpot): never {
    throw new StructureFailure(this.diagnostic(code, params, at));
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
