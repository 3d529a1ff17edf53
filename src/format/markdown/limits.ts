/**
 * Limits on what a parse takes on: document size, container nesting, and
 * the constructs whose parsing time grows faster than their count. Each is
 * checked by a linear pre-scan before micromark sees the text, so a
 * document past a limit costs one pass and yields one diagnostic.
 *
 * @packageDocumentation
 */

import { createDiagnostic } from '../../diagnostics/index.js';
import type { Channel, Diagnostic } from '../../diagnostics/index.js';
import { describeValue } from '../../errors/index.js';
import { UsageError } from '../../errors/index.js';
import { BlockScanner } from './block-scanner.js';

/**
 * The configurable limits of a parse.
 *
 * @example
 * ```ts
 * const limits: DocumentLimits = { maxBytes: 10 * 1024 * 1024, maxDepth: 200 };
 * parse('tsk', text, { limits });
 * ```
 */
export interface DocumentLimits {
  /**
   * The most bytes a document may have, counted as UTF-8 (what the file
   * holds on disk when written by this library), not as JavaScript string
   * length. Default 5 MiB (5,242,880 bytes).
   */
  maxBytes: number;
  /**
   * The most containers a body line may be nested in: block quotes and list
   * items counted together (a list itself does not count, so `- > - x` is
   * depth 3). Default 100. Deeper nesting makes micromark's time grow far
   * faster than the text (measured in bench/hostile-body.mjs). The same
   * number bounds the nesting of YAML collections in the frontmatter (the
   * top-level mapping is level 1), whose reader would otherwise recurse.
   */
  maxDepth: number;
}

/**
 * The limits used when a caller sets none: 5 MiB of UTF-8 and 100 nested
 * block quotes and list items.
 *
 * @example
 * ```ts
 * defaultLimits.maxBytes; // 5242880
 * parse('tsk', text, { limits: { maxDepth: defaultLimits.maxDepth * 2 } });
 * ```
 */
export const defaultLimits: Readonly<DocumentLimits> = Object.freeze({ maxBytes: 5 * 1024 * 1024, maxDepth: 100 });

/**
 * Fixed limits on constructs whose cost in micromark grows with the square
 * of their count (measured in bench/hostile-body.mjs); past them the body is
 * refused with `input-too-complex` instead of blocking for seconds or
 * minutes. Real documents stay far below them. Within them a paragraph or
 * section costs at most a constant factor more than plain text of its size:
 * each unclosed `<!--` makes micromark rescan the rest of its paragraph, so
 * that limit is the smallest.
 *
 * - `brackets`: `[` in one paragraph or heading (links, references, task boxes);
 * - `delimiterRuns`: runs of `*` or `_` in one paragraph or heading (emphasis);
 * - `openComments`: `<!--` in one paragraph or heading not closed by a later `-->`;
 * - `setextUnderlines`: setext heading underlines (`===`, `---` under a text
 *   line) between two top-level ATX headings.
 *
 * @example
 * ```ts
 * complexityLimits.brackets; // 1000
 * ```
 */
export const complexityLimits = Object.freeze({ brackets: 1000, delimiterRuns: 1000, openComments: 10, setextUnderlines: 32 });

type Construct = keyof typeof complexityLimits;

/**
 * The limits of one call: the defaults with the caller's values over them,
 * each checked.
 *
 * @param given - the caller's `limits` option (`undefined` for the defaults)
 * @returns the complete limits
 * @throws UsageError (`invalid-arguments`) when `given` is not an object or a
 *   limit is not a positive integer
 * @example
 * ```ts
 * resolveLimits({ maxDepth: 500 }); // { maxBytes: 5242880, maxDepth: 500 }
 * resolveLimits({ maxBytes: 0 }); // throws: limits.maxBytes must be a positive integer, got number 0
 * ```
 */
export function resolveLimits(given: unknown): DocumentLimits {
  if (given === undefined) return defaultLimits;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new UsageError('invalid-arguments', `limits must be an object such as { maxBytes: 5242880, maxDepth: 100 }, got ${describeValue(given)}`);
  }
  const limits: DocumentLimits = { ...defaultLimits };
  for (const key of ['maxBytes', 'maxDepth'] as const) {
    const value = (given as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw new UsageError('invalid-arguments', `limits.${key} must be a positive integer, got ${describeValue(value)}`);
    }
    limits[key] = value;
  }
  return limits;
}

/**
 * The UTF-8 length of a text (lone surrogates count 3 bytes, as U+FFFD
 * when written), without encoding it.
 *
 * @param text - any text
 * @returns its size in bytes
 * @example
 * ```ts
 * utf8Length('aé€😀'); // 10
 * ```
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// Where a body limit points: one body line, start to end.
function bodyLine(line: number, documentLine: number, length: number): { channel: 'body'; field: ''; line: number; column: 1; documentLine: number; end: { line: number; column: number; documentLine: number } } {
  return { channel: 'body', field: '', line, column: 1, documentLine, end: { line, column: length + 1, documentLine } };
}

/**
 * The `document-too-large` diagnostic of a text over `maxBytes`, reported at
 * line 1 (of the document, or of the body when only a body is checked).
 *
 * @param text - the whole text given to the parser
 * @param maxBytes - the limit in UTF-8 bytes
 * @param channel - `frontmatter` for a whole document (its lines are document lines), `body` for a body alone
 * @returns the diagnostic, or `undefined` within the limit
 * @example
 * ```ts
 * checkSize('x'.repeat(11), 10, 'frontmatter')?.message;
 * // 'document is 11 bytes (UTF-8), over the limit of 10 bytes; fix: split it into smaller documents, or raise the limit with the limits.maxBytes option'
 * ```
 */
export function checkSize(text: string, maxBytes: number, channel: Channel): Diagnostic | undefined {
  // UTF-8 takes at least one byte and at most three per UTF-16 unit.
  if (text.length * 3 <= maxBytes) return undefined;
  const bytes = utf8Length(text);
  if (bytes <= maxBytes) return undefined;
  // The whole text is the offending span: from line 1 to the end of its last line.
  let lines = 1;
  let lastStart = 0;
  for (const ending of text.matchAll(LINE_ENDING)) {
    lines++;
    lastStart = ending.index + ending[0].length;
  }
  const end = { line: lines, column: text.length - lastStart + 1, documentLine: lines };
  return createDiagnostic('document-too-large', { limit: maxBytes, actual: bytes }, { channel, field: '', line: 1, column: 1, documentLine: 1, end });
}

const LINE_ENDING = /\r\n|\r|\n/g;

/** Counts of the costly inline constructs of one paragraph or heading. */
interface InlineUnit {
  line: number;
  /** The length of the unit's first line. */
  length: number;
  brackets: number;
  delimiterRuns: number;
  openComments: number;
}

/**
 * Check a body against the nesting limit and {@link complexityLimits} in one
 * pass over its lines (the block structure is followed as micromark builds
 * it), stopping at the first problem.
 *
 * - `nesting-too-deep` at the first line nested in more than `maxDepth`
 *   block quotes and list items;
 * - `input-too-complex` at the first line of a paragraph or heading past one
 *   of the inline limits, or at the first setext underline past the limit of
 *   a section.
 *
 * @param body - the body text (frontmatter-free, any line endings)
 * @param limits - the limits of the call
 * @param firstDocumentLine - the document line of body line 1
 * @returns the diagnostic, or `undefined` when the body is within every limit
 * @example
 * ```ts
 * checkBody('>'.repeat(101) + ' x', defaultLimits, 1)?.code; // 'nesting-too-deep'
 * checkBody('# T\n\ntext', defaultLimits, 1); // undefined
 * ```
 */
export function checkBody(body: string, limits: DocumentLimits, firstDocumentLine: number): Diagnostic | undefined {
  const scanner = new BlockScanner(limits.maxDepth);
  let unit: InlineUnit | undefined;
  let unitParagraph = 0;
  let sectionSetexts = 0;
  let setextsBefore = 0;
  let firstExcessSetext = 0;
  let firstExcessSetextLength = 0;
  let lineStart = 0;
  let line = 1;
  const documentLine = (bodyLine: number): number => firstDocumentLine + bodyLine - 1;
  const closeSection = (): Diagnostic | undefined => {
    if (sectionSetexts <= complexityLimits.setextUnderlines) return undefined;
    return tooComplex('setextUnderlines', sectionSetexts, bodyLine(firstExcessSetext, documentLine(firstExcessSetext), firstExcessSetextLength));
  };
  const closeUnit = (): Diagnostic | undefined => {
    const done = unit;
    unit = undefined;
    unitParagraph = 0;
    if (done === undefined) return undefined;
    for (const construct of ['brackets', 'delimiterRuns', 'openComments'] as const) {
      if (done[construct] > complexityLimits[construct]) return tooComplex(construct, done[construct], bodyLine(done.line, documentLine(done.line), done.length));
    }
    return undefined;
  };
  for (;;) {
    LINE_ENDING.lastIndex = lineStart;
    const ending = LINE_ENDING.exec(body);
    const lineEnd = ending === null ? body.length : ending.index;
    const text = body.slice(lineStart, lineEnd);
    const topHeading = scanner.line(text);
    if (topHeading) {
      const found = closeSection();
      if (found !== undefined) return found;
      sectionSetexts = 0;
    }
    if (scanner.depth() > limits.maxDepth) {
      return createDiagnostic('nesting-too-deep', { where: 'body', limit: limits.maxDepth }, bodyLine(line, documentLine(line), text.length));
    }
    const setexts = scanner.setextUnderlines();
    if (setexts !== setextsBefore) {
      setextsBefore = setexts;
      sectionSetexts++;
      if (sectionSetexts === complexityLimits.setextUnderlines + 1) {
        firstExcessSetext = line;
        firstExcessSetextLength = text.length;
      }
    }
    const paragraph = scanner.paragraph();
    const heading = scanner.heading();
    if (unit !== undefined && (paragraph === 0 || paragraph !== unitParagraph)) {
      const found = closeUnit();
      if (found !== undefined) return found;
    }
    if (paragraph !== 0 || heading) {
      unit ??= { line, length: text.length, brackets: 0, delimiterRuns: 0, openComments: 0 };
      unitParagraph = paragraph;
      countInline(text, unit);
      if (heading) {
        const found = closeUnit();
        if (found !== undefined) return found;
      }
    }
    if (ending === null) break;
    lineStart = lineEnd + ending[0].length;
    line++;
  }
  return closeUnit() ?? closeSection();
}

// A `-->` closes every `<!--` before it (the first one ends there, the
// others are inside that comment), so only openers after the last `-->`
// stay unclosed.
function countInline(text: string, unit: InlineUnit): void {
  let previous = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '[') unit.brackets++;
    else if ((c === '*' || c === '_') && c !== previous) unit.delimiterRuns++;
    else if (c === '<' && text.startsWith('<!--', i)) unit.openComments++;
    else if (c === '-' && text.startsWith('-->', i)) unit.openComments = 0;
    previous = c;
  }
}

function tooComplex(construct: Construct, count: number, at: ReturnType<typeof bodyLine>): Diagnostic {
  return createDiagnostic('input-too-complex', { where: 'body', construct, count, limit: complexityLimits[construct] }, at);
}
