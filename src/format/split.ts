/**
 * The split of a document into frontmatter block and body: `bodyText` of
 * operations.md §1.7, the single definition every reader and writer uses.
 *
 * @packageDocumentation
 */

import { createDiagnostic } from '../diagnostics/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { LineIndex } from '../text/index.js';

/**
 * Where the frontmatter block of a document lies.
 *
 * Offsets are UTF-16 offsets into {@link DocumentSplit.text} (the text without
 * its BOM); lines are 1-based document lines counted from the first line after
 * the BOM, with every terminator of `splitLines`.
 *
 * @example
 * ```ts
 * const fm: SplitFrontmatter = {
 *   start: 0, end: 13, line: 1, closeLine: 3,
 *   yaml: 'id: x\n', yamlStart: 4, yamlLine: 2,
 * };
 * ```
 */
export interface SplitFrontmatter {
  /** Offset of the opening delimiter line's first character. */
  start: number;
  /** Offset just after the closing delimiter line (its line terminator excluded). */
  end: number;
  /** Document line of the opening `---`. */
  line: number;
  /** Document line of the closing `---`. */
  closeLine: number;
  /** The text between the delimiter lines, line terminators as written (the last one included). */
  yaml: string;
  /** Offset of the first YAML character (where {@link SplitFrontmatter.yaml} starts). */
  yamlStart: number;
  /** Document line of the first YAML line. */
  yamlLine: number;
}

/**
 * The body of a document: `bodyText`.
 *
 * @example
 * ```ts
 * const body: SplitBody = { text: '# T', start: 15, end: 18, line: 5 };
 * ```
 */
export interface SplitBody {
  /** The body text: from its first non-blank line to its last non-whitespace character. */
  text: string;
  /** Offset of the body's first character. */
  start: number;
  /** Offset just after the body's last character. */
  end: number;
  /** Document line of body line 1 (for an empty body: the line after the last line). */
  line: number;
}

/**
 * A document split into BOM, frontmatter block and body, with the split's
 * diagnostics.
 *
 * All offsets are UTF-16 offsets into `text`, the document WITHOUT its
 * byte-order mark; all lines are document lines counted from the first line
 * after the BOM.
 *
 * @example
 * ```ts
 * const split: DocumentSplit = splitDocument('---\nid: x\n---\n\n# T\n', 'req');
 * split.body.text; // '# T'
 * ```
 */
export interface DocumentSplit {
  /** The text started with U+FEFF. */
  bom: boolean;
  /**
   * `'\r\n'` iff the first line ending (LF, CRLF or CR) of the text is CRLF.
   * A CR-only text (old Mac line endings) is split and read with CR as its
   * line ending, like an LF one, and reports `'\n'`: rewrites of it are
   * written with LF (formats.md §8.4, §8.5 know only LF and CRLF files).
   */
  eol: '\n' | '\r\n';
  /** The document without its BOM; every offset refers to it. */
  text: string;
  /** The closed frontmatter block, or null (none, or not closed). */
  frontmatter: SplitFrontmatter | null;
  /** The body (the whole text's body when there is no closed block). */
  body: SplitBody;
  /** `missing-frontmatter`, `frontmatter-unclosed` and the warning `frontmatter-offset`. */
  diagnostics: Diagnostic[];
  /** The first non-blank line is a delimiter line: a block was opened, closed or not. */
  hasBlock: boolean;
}

const BLANK = /^[ \t]*$/;
const DELIMITER = /^---[ \t]*$/;
const FIRST_EOL = /\r\n|\r|\n/;

interface Span {
  start: number;
  end: number;
}

// Line spans without terminators, exactly the lines of splitLines.
function lineSpans(index: LineIndex): Span[] {
  const { text, starts } = index;
  const spans: Span[] = [];
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] ?? 0;
    const next = starts[i + 1];
    if (next === undefined) {
      // A final terminator starts no extra line.
      if (start < text.length) spans.push({ start, end: text.length });
      break;
    }
    const crlf = next >= 2 && text[next - 2] === '\r' && text[next - 1] === '\n';
    spans.push({ start, end: next - (crlf ? 2 : 1) });
  }
  return spans;
}

// A split diagnostic covers its whole line (the `---` line; line 1 for a missing block).
function splitDiagnostic(
  code: 'missing-frontmatter' | 'frontmatter-unclosed' | 'frontmatter-offset',
  type: string,
  line: number,
  spans: readonly Span[],
): Diagnostic {
  const span = spans[line - 1];
  const column = span === undefined ? 1 : span.end - span.start + 1;
  const at = { channel: 'frontmatter', field: '', line, column: 1, documentLine: line, end: { line, column, documentLine: line } } as const;
  return code === 'missing-frontmatter' ? createDiagnostic(code, { type }, at) : createDiagnostic(code, { type, openingLine: line }, at);
}

function lastContentEnd(text: string): number {
  let end = text.length;
  while (end > 0) {
    const ch = text[end - 1];
    if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') break;
    end--;
  }
  return end;
}

/**
 * Split a document into frontmatter block and body (`bodyText`,
 * operations.md §1.7).
 *
 * A leading BOM is removed and remembered. If the first non-blank line is a
 * delimiter line (`---` plus optional spaces or tabs), the block runs to the
 * next delimiter line; blank lines above it give a `frontmatter-offset`
 * warning, a missing closing line a `frontmatter-unclosed` error (the text is
 * then treated as having no block). Without a block the split gets
 * `missing-frontmatter`, unless the block is optional (ADR frontmatter,
 * formats.md §3.9). The body runs from the first non-blank line
 * after the block (or of the whole text) to the last character that is not a
 * space, tab, `\r` or `\n`. Never throws.
 *
 * @param text - the whole document, as read
 * @param type - the document type code (used in messages)
 * @param blockOptional - whether a document may lack the block (a type of the `adr` frontmatter kind)
 * @returns the split, with offsets into the text without its BOM
 * @example
 * ```ts
 * const s = splitDocument('\uFEFF---\r\nid: x\r\n---\r\n\r\n# Title\r\n', 'req');
 * s.bom;              // true
 * s.eol;              // '\r\n'
 * s.frontmatter?.yaml; // 'id: x\r\n'
 * s.body;             // { text: '# Title', start: 19, end: 26, line: 5 }
 * ```
 */
export function splitDocument(text: string, type: string, blockOptional = false): DocumentSplit {
  const bom = text.startsWith('\uFEFF');
  const source = bom ? text.slice(1) : text;
  const eol = FIRST_EOL.exec(source)?.[0] === '\r\n' ? '\r\n' : '\n';
  const index = new LineIndex(source);
  const spans = lineSpans(index);
  const lineText = (i: number): string => {
    const span = spans[i];
    return span === undefined ? '' : source.slice(span.start, span.end);
  };
  const diagnostics: Diagnostic[] = [];

  let first = 0;
  while (first < spans.length && BLANK.test(lineText(first))) first++;
  const hasBlock = first < spans.length && DELIMITER.test(lineText(first));

  let frontmatter: SplitFrontmatter | null = null;
  let bodyFrom = 0;
  if (hasBlock) {
    if (first > 0) {
      diagnostics.push(splitDiagnostic('frontmatter-offset', type, first + 1, spans));
    }
    let close = first + 1;
    while (close < spans.length && !DELIMITER.test(lineText(close))) close++;
    const open = spans[first];
    const closing = spans[close];
    if (open !== undefined && closing !== undefined) {
      const yamlStart = spans[first + 1]?.start ?? closing.start;
      frontmatter = {
        start: open.start,
        end: closing.end,
        line: first + 1,
        closeLine: close + 1,
        yaml: source.slice(yamlStart, closing.start),
        yamlStart,
        yamlLine: first + 2,
      };
      bodyFrom = close + 1;
    } else {
      diagnostics.push(splitDiagnostic('frontmatter-unclosed', type, first + 1, spans));
    }
  } else if (!blockOptional) {
    diagnostics.push(splitDiagnostic('missing-frontmatter', type, 1, spans));
  }

  let bodyLine = bodyFrom;
  while (bodyLine < spans.length && BLANK.test(lineText(bodyLine))) bodyLine++;
  const bodySpan = spans[bodyLine];
  const body: SplitBody =
    bodySpan === undefined
      ? { text: '', start: source.length, end: source.length, line: Math.max(1, spans.length) }
      : (() => {
          const end = Math.max(bodySpan.start, lastContentEnd(source));
          return { text: source.slice(bodySpan.start, end), start: bodySpan.start, end, line: bodyLine + 1 };
        })();

  return { bom, eol, text: source, frontmatter, body, diagnostics, hasBlock };
}
