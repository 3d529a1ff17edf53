/**
 * The reference words of the structure codes (operations.md §2.3), byte for
 * byte, built from the structured facts. `<Path>` is the diagnostic's field
 * path and the body line its `line`; quoted values are rendered with
 * `renderValue`, which supplies the quotes.
 *
 * @packageDocumentation
 */

import { bodyLocation, nestedBlockWords } from '../../diagnostics/index.js';
import { renderValue } from './python-repr.js';
import type { DiagnosticRenderers, DiagnosticText, StructureParams } from '../../diagnostics/index.js';

const LEFTOVER_HINT =
  'if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead';

const LEFTOVER_CAUSE =
  " likely cause: a line starting with '-', '*', or '+' begins a new CommonMark list, which the declared fields have nothing left to consume; " +
  `${LEFTOVER_HINT}.`;

// A line of `=` signs that continues a paragraph lazily (formats.md §8.6): the
// same words for a list item (soft-wrapped-list-item) and a block quote (body-no-match).
function lazyUnderline(path: string, line: number, container: 'list item' | 'block quote'): DiagnosticText {
  const marker = container === 'list item' ? 'indentation' : "'>' marker";
  const hint = `join it onto the line above, or ${container === 'list item' ? 'indent it' : "start it with '> '"} and escape it as '\\==='`;
  return {
    message: `${bodyLocation(path, line)}: a line of '=' signs continues the ${container}'s text without its ${marker}; inside the ${container} it would turn the text into a heading; fix: ${hint}`,
    hint,
  };
}

/**
 * Renderers of the structure codes (reference).
 *
 * @example
 * ```ts
 * structureReference['heading-mismatch'](
 *   { expected: 'Level', expectedHeading: '## Level', template: false, heading: 'Levels', foundHeading: '## Levels' },
 *   { channel: 'body', field: 'Requirement > Level', line: 9, column: 1, documentLine: 14, end: { line: 9, column: 10, documentLine: 14 } },
 * ).message;
 * // "Requirement > Level (body line 9): expected heading 'Level', got heading 'Levels'"
 * ```
 */
export const structureReference: Pick<DiagnosticRenderers, keyof StructureParams> = {
  'body-no-match': (params, at) => {
    if (params.reason === 'lazy-underline') return lazyUnderline(at.field, at.line, 'block quote');
    const head = `${at.field}: expected ${params.expectedType}, found no match; `;
    if (params.found === undefined) return { message: `${head}nothing remains after body line ${at.line}` };
    return {
      message: `${head}remaining text starts at body line ${at.line} (${params.found.lineCount} line(s)) and begins with:\n${params.found.excerpt}`,
    };
  },
  'body-leftover': (params, at) => {
    const message = `${at.field}: text left over after processing all fields, starting at body line ${at.line}:\n${params.excerpt}`;
    if (!params.listMarker) return { message };
    return { message: message + LEFTOVER_CAUSE, hint: LEFTOVER_HINT };
  },
  'heading-mismatch': (params, at) => ({
    message: `${bodyLocation(at.field, at.line)}: expected heading ${renderValue(params.expected)}, got heading ${renderValue(params.heading)}`,
  }),
  'foreign-heading': (params, at) => ({
    message:
      `${bodyLocation(at.field, at.line)}: expected the ${renderValue(params.language)} heading ${renderValue(params.expected)}, ` +
      `got the English heading ${renderValue(params.heading)}`,
  }),
  'raw-html': (params, at) => {
    const hint = `wrap it in a code span (e.g. \`${params.html}\`) or write it as an HTML comment (e.g. \`<!-- ${params.html} -->\`) instead`;
    return {
      message: `raw HTML is not permitted in a parsed document at body line ${at.line}: ${params.kind} ${renderValue(params.html)}; fix: ${hint}`,
      hint,
    };
  },
  'soft-wrapped-list-item': (params, at) => {
    if (params.reason === 'lazy-underline') return lazyUnderline(at.field, at.line, 'list item');
    const hint = 'join the item text onto one physical line';
    return {
      message: `${bodyLocation(at.field, at.line)}: soft-wrapped/lazy-continuation list items are not supported; fix: ${hint}`,
      hint,
    };
  },
  'nested-list': (params, at) => {
    const where = bodyLocation(at.field, at.line);
    const kind = nestedBlockWords[params.kind];
    if (params.notes) return { message: `${where}: item notes may contain only paragraphs, found ${kind}` };
    const hint = 'make the nested items separate tasks or write them as text';
    return {
      message: `${where}: a task item may contain only paragraphs, fenced code blocks and block quotes, found ${kind}; fix: ${hint}`,
      hint,
    };
  },
  'adr-unknown-heading': (params, at) => ({
    message:
      `${bodyLocation(at.field, at.line)}: unrecognised H${params.level} heading ${renderValue(params.heading)}; ` +
      `expected one of ${params.allowed.map(renderValue).join(', ')}`,
  }),
  'adr-duplicate-heading': (params, at) => ({
    message: `${bodyLocation(at.field, at.line)}: duplicate heading ${renderValue(params.heading)}; first at body line ${params.firstLine}`,
  }),
};
