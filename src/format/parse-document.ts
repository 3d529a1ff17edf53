/**
 * Reading a whole document: split, frontmatter, body — all checked in one
 * pass, so every independent problem of a file is reported together.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../diagnostics/index.js';
import { formatErrors } from '../diagnostics/index.js';
import { compileHeadings, type DocumentType } from './document-type.js';
import { readFrontmatter } from './frontmatter/read.js';
import { checkBody, checkSize, resolveLimits, type DocumentLimits } from './markdown/limits.js';
import { matchBody, type BodyMatch } from './match/match-body.js';
import { LineIndex } from '../text/index.js';
import type { HeadingTable } from './outline/paths.js';
import type { Mode } from './outline/types.js';
import { splitDocument } from './split.js';
import { capDiagnostics } from './diagnostic-cap.js';

/**
 * A span of the parsed text: UTF-16 offsets (end exclusive) and the document line of its start.
 *
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) {
 *   const { start, end } = result.source.fields['/frontmatter/status'] as SourceRange;
 *   text.slice(start, end); // 'active'
 * }
 * ```
 */
export interface SourceRange {
  start: number;
  end: number;
  line: number;
}

/**
 * Where a parsed document's parts are in its text (formats.md §8.4).
 *
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) console.log(result.source.eol === '\r\n' ? 'CRLF' : 'LF', result.source.bom);
 * ```
 */
export interface SourceInfo {
  /** The text started with U+FEFF. */
  bom: boolean;
  /** `'\r\n'` iff the first line ending is CRLF. */
  eol: '\n' | '\r\n';
  /** The frontmatter block, delimiter lines included; null without one. */
  frontmatter: SourceRange | null;
  /** The body (bodyText). */
  body: SourceRange;
  /** JSON pointer into the document → the source of every value read from the file. */
  fields: Record<string, SourceRange>;
}

/**
 * A parsed document: frontmatter and body models.
 *
 * @example
 * ```ts
 * const result = parse('req', text);
 * if (result.ok) {
 *   const { frontmatter, body }: ParsedDocument = result.document;
 * }
 * ```
 */
export interface ParsedDocument<F = Record<string, unknown>, B = Record<string, unknown>> {
  frontmatter: F;
  body: B;
}

/** The outcome of a parse (formats.md §8.4). */
export type ParseResult<F = Record<string, unknown>, B = Record<string, unknown>> =
  | { ok: true; document: ParsedDocument<F, B>; diagnostics: Diagnostic[]; source: SourceInfo }
  | { ok: false; error: string; diagnostics: Diagnostic[] };

/**
 * Options of {@link parseDocument}.
 *
 * @example
 * ```ts
 * parseDocument(tsk, text, { mode: 'lenient', language: 'de', headings: germanTable });
 * ```
 */
export interface ParseDocumentOptions {
  /** `strict` (default) or `lenient`. */
  mode?: Mode;
  /** The heading table to read with; default the type's English table. */
  headings?: HeadingTable;
  /** The language code of that table; default `en`. */
  language?: string;
  /** Size and nesting limits; each missing one is taken from `defaultLimits`. */
  limits?: Partial<DocumentLimits> | undefined;
}

/**
 * Read a body with a type's reader (the outline matcher, or a host type's own `matchBody`) through
 * one language's heading table; for a variant, the English headings are
 * passed along so an English heading reads `foreign-heading`.
 *
 * The body is first checked against the nesting and complexity limits by a
 * linear pre-scan (`checkBody`); a body past one is not parsed, and its
 * only diagnostic is the limit's. So no reader ever sees a tree nested more
 * deeply than `limits.maxDepth`.
 *
 * @param type - the document type
 * @param body - the body text (bodyText)
 * @param options - mode, heading table, its language, the document line of body line 1, and the limits (default `defaultLimits`)
 * @returns the body model (when there is no error), diagnostics and source ranges
 * @example
 * ```ts
 * matchDocumentBody(tsk, '# T\n\n- [ ] a', { mode: 'strict', headings: tsk.headings, language: 'en', firstDocumentLine: 1 });
 * ```
 */
export function matchDocumentBody<B>(
  type: DocumentType<B>,
  body: string,
  options: { mode: Mode; headings: HeadingTable; language: string; firstDocumentLine: number; limits?: Partial<DocumentLimits> | undefined },
): BodyMatch {
  const limit = checkBody(body, resolveLimits(options.limits), options.firstDocumentLine);
  if (limit !== undefined) return { diagnostics: [limit], ranges: new Map(), lines: new LineIndex(body) };
  return (type.matchBody ?? matchBody)(type.root, body, {
    mode: options.mode,
    headings: compileHeadings(type, options.headings),
    firstDocumentLine: options.firstDocumentLine,
    language: options.language,
    ...(options.language === 'en' ? {} : { englishHeadings: compileHeadings(type, type.headings) }),
  });
}

function failed(all: Diagnostic[]): { ok: false; error: string; diagnostics: Diagnostic[] } {
  const diagnostics = capDiagnostics(all);
  return { ok: false, error: formatErrors(diagnostics), diagnostics };
}

const hasError = (diagnostics: readonly Diagnostic[]): boolean => diagnostics.some((d) => d.severity === 'error');

/**
 * Parse a document of a given type. Never throws for content.
 *
 * Frontmatter and body are both checked and all their diagnostics are
 * returned together (`ok` is false when any is an error; `error` lists every
 * error). What cannot be located stops the read: a text over
 * `limits.maxBytes` (UTF-8) yields only `document-too-large`, and when the
 * frontmatter block is missing or not closed, where the body starts is not
 * known either, so the split's diagnostic is the only one. The body is
 * checked as in {@link matchDocumentBody}, recovering at section boundaries.
 * A document reports at most `MAX_DIAGNOSTICS_PER_DOCUMENT` (100)
 * diagnostics, then one `too-many-problems`.
 *
 * @param type - the document type
 * @param text - the whole file's text
 * @param options - mode, heading table, its language and the limits
 * @throws UsageError when `options.limits` holds a limit that is not a positive integer
 * @returns the document with diagnostics and source information, or the failure
 * @example
 * ```ts
 * const result = parseDocument(tsk, text);
 * if (result.ok) console.log(result.document.body.title);
 * ```
 */
export function parseDocument<B>(type: DocumentType<B>, text: string, options: ParseDocumentOptions = {}): ParseResult<Record<string, unknown>, B> {
  const mode = options.mode ?? 'strict';
  const limits = resolveLimits(options.limits);
  const tooLarge = checkSize(text, limits.maxBytes, 'frontmatter');
  if (tooLarge !== undefined) return failed([tooLarge]);
  const split = splitDocument(text, type.tag, type.frontmatter.kind === 'adr');
  const diagnostics: Diagnostic[] = [...split.diagnostics];
  // Without a closed block (or with none where one is required) the body cannot be found.
  if (hasError(diagnostics) && split.frontmatter === null) return failed(diagnostics);
  const frontmatter = readFrontmatter(split, type.frontmatter, mode, { maxDepth: limits.maxDepth });
  // One push per diagnostic: spreading a long list overflows the stack.
  for (const d of frontmatter.diagnostics) diagnostics.push(d);
  const body = matchDocumentBody(type, split.body.text, {
    mode,
    headings: options.headings ?? type.headings,
    language: options.language ?? 'en',
    firstDocumentLine: split.body.line,
    limits,
  });
  for (const d of body.diagnostics) diagnostics.push(d);
  if (hasError(diagnostics) || !frontmatter.ok || frontmatter.frontmatter === null || !body.value) return failed(diagnostics);
  const shift = split.bom ? 1 : 0;
  const range = (start: number, end: number, line: number): SourceRange => ({ start: start + shift, end: end + shift, line });
  const fields: Record<string, SourceRange> = {};
  for (const [pointer, value] of Object.entries(frontmatter.fields)) fields[pointer] = range(value.start, value.end, value.line);
  const bodyLines = body.lines;
  for (const [pointer, value] of body.ranges) {
    const start = split.body.start + value.start;
    fields[`/body${pointer}`] = range(start, split.body.start + value.end, split.body.line + bodyLines.lineOf(value.start) - 1);
  }
  const block = split.frontmatter;
  return {
    ok: true,
    document: { frontmatter: frontmatter.frontmatter, body: body.value as B },
    diagnostics: capDiagnostics(diagnostics),
    source: {
      bom: split.bom,
      eol: split.eol,
      frontmatter: block ? range(block.start, block.end, block.line) : null,
      body: range(split.body.start, split.body.end, split.body.line),
      fields,
    },
  };
}
