/**
 * Message texts of the body structure diagnostics (operations.md §2.3).
 *
 * `<Path>` is the diagnostic's field path; quoted placeholders are rendered
 * with `renderValue`, which supplies the quotes.
 *
 * @packageDocumentation
 */

import type { DiagnosticText } from './diagnostic-text.js';
import { excerpt } from './excerpt.js';
import { bodyLocation } from './locations.js';
import { renderValue } from './python-repr.js';

/**
 * Where the unmatched text of a `body-no-match` is: the remaining text with
 * its first line and line count, or, when nothing remains, the last line of
 * the enclosing section.
 *
 * @example
 * ```ts
 * const r: RemainingText = { line: 7, lineCount: 2, text: 'Some text\nmore' };
 * const none: RemainingText = { afterLine: 9 };
 * ```
 */
export type RemainingText = { line: number; lineCount: number; text: string } | { afterLine: number };

/**
 * The kinds of block a task item or item notes may not contain (`nested-list`).
 *
 * @example
 * ```ts
 * const k: NestedBlockKind = 'a nested list';
 * ```
 */
export type NestedBlockKind =
  | 'a nested list'
  | 'an indented code block'
  | 'a fenced code block'
  | 'a block quote'
  | 'an HTML block'
  | 'a thematic break'
  | 'a heading';

/**
 * `<Expected>` of `body-no-match`: the type name, or `list[<Field>]` for a
 * repeated field.
 *
 * @param typeName - the field's type name, or its element type name when repeated
 * @param repeated - whether the field is a repeated section or list
 * @returns the expected-type text
 * @example
 * ```ts
 * expectedType('ListItem', true);  // 'list[ListItem]'
 * expectedType('Level', false);    // 'Level'
 * ```
 */
export function expectedType(typeName: string, repeated: boolean): string {
  return repeated ? `list[${typeName}]` : typeName;
}

/**
 * `body-no-match`. The remaining text is quoted as its {@link excerpt}.
 *
 * @param path - the field path of the expected field
 * @param expected - the `<Expected>` text (see {@link expectedType})
 * @param remaining - the unmatched text, or the line after which nothing remains
 * @returns the message
 * @example
 * ```ts
 * bodyNoMatch('Requirement > Source', 'Source', { afterLine: 20 }).message;
 * // 'Requirement > Source: expected Source, found no match; nothing remains after body line 20'
 * ```
 */
export function bodyNoMatch(path: string, expected: string, remaining: RemainingText): DiagnosticText {
  const head = `${path}: expected ${expected}, found no match; `;
  if ('afterLine' in remaining) return { message: `${head}nothing remains after body line ${remaining.afterLine}` };
  return {
    message:
      `${head}remaining text starts at body line ${remaining.line} (${remaining.lineCount} line(s)) and begins with:\n` +
      excerpt(remaining.text),
  };
}

const LIST_MARKER_START = /^ {0,3}[-*+]/;

const LEFTOVER_HINT =
  'if this was meant to continue the previous paragraph, remove the marker or indent the line so it belongs to the preceding block instead';

const LEFTOVER_CAUSE =
  " likely cause: a line starting with '-', '*', or '+' begins a new CommonMark list, which the declared fields have nothing left to consume; " +
  `${LEFTOVER_HINT}.`;

/**
 * `body-leftover`. When the text starts with `-`, `*` or `+` (after at most
 * three spaces, the indentation CommonMark allows before a block), the
 * "likely cause" sentence is appended and its remedy clause, without the
 * final full stop, is the hint.
 *
 * @param path - the section holding the text (the root type name for the body)
 * @param line - the body line where the text starts
 * @param text - the leftover text, quoted as its {@link excerpt}
 * @returns message and, for a list marker, hint
 * @example
 * ```ts
 * bodyLeftover('Requirement', 30, 'stray paragraph').message;
 * // 'Requirement: text left over after processing all fields, starting at body line 30:\nstray paragraph'
 * ```
 */
export function bodyLeftover(path: string, line: number, text: string): DiagnosticText {
  const message = `${path}: text left over after processing all fields, starting at body line ${line}:\n${excerpt(text)}`;
  if (!LIST_MARKER_START.test(text)) return { message };
  return { message: message + LEFTOVER_CAUSE, hint: LEFTOVER_HINT };
}

/**
 * `heading-mismatch`.
 *
 * @param path - the field path of the expected section
 * @param line - the body line of the heading found
 * @param alias - the expected heading text (or pattern template)
 * @param actual - the heading text found
 * @returns the message
 * @example
 * ```ts
 * headingMismatch('Requirement > Level', 9, 'Level', 'Levels').message;
 * // "Requirement > Level (body line 9): expected heading 'Level', got heading 'Levels'"
 * ```
 */
export function headingMismatch(path: string, line: number, alias: string, actual: string): DiagnosticText {
  return {
    message: `${bodyLocation(path, line)}: expected heading ${renderValue(alias)}, got heading ${renderValue(actual)}`,
  };
}

/**
 * `foreign-heading`: an English heading in a language variant.
 *
 * @param path - the field path of the field whose English heading was found
 * @param line - the body line of the heading
 * @param lang - the variant's language code
 * @param alias - the heading expected in that language
 * @param actual - the English heading found
 * @returns the message
 * @example
 * ```ts
 * foreignHeading('Requirement > Level', 9, 'de', 'Stufe', 'Level').message;
 * // "Requirement > Level (body line 9): expected the 'de' heading 'Stufe', got the English heading 'Level'"
 * ```
 */
export function foreignHeading(path: string, line: number, lang: string, alias: string, actual: string): DiagnosticText {
  return {
    message:
      `${bodyLocation(path, line)}: expected the ${renderValue(lang)} heading ${renderValue(alias)}, ` +
      `got the English heading ${renderValue(actual)}`,
  };
}

/**
 * `raw-html`. The node's first line appears quoted once and raw inside the
 * two examples of the fix; the hint is the text after `fix: `.
 *
 * @param line - the body line of the node
 * @param kind - `html_inline` for phrasing content, `html_block` otherwise
 * @param firstLine - the node's first line
 * @returns message and hint
 * @example
 * ```ts
 * rawHtml(4, 'html_inline', '<b>').hint;
 * // 'wrap it in a code span (e.g. `<b>`) or write it as an HTML comment (e.g. `<!-- <b> -->`) instead'
 * ```
 */
export function rawHtml(line: number, kind: 'html_inline' | 'html_block', firstLine: string): DiagnosticText {
  const hint = `wrap it in a code span (e.g. \`${firstLine}\`) or write it as an HTML comment (e.g. \`<!-- ${firstLine} -->\`) instead`;
  return {
    message: `raw HTML is not permitted in a parsed document at body line ${line}: ${kind} ${renderValue(firstLine)}; fix: ${hint}`,
    hint,
  };
}

/**
 * `soft-wrapped-list-item`.
 *
 * @param path - the field path of the item
 * @param line - the item's first body line
 * @returns message and hint
 * @example
 * ```ts
 * softWrappedListItem('Task > Tasks > TaskItem', 6).hint; // 'join the item text onto one physical line'
 * ```
 */
export function softWrappedListItem(path: string, line: number): DiagnosticText {
  const hint = 'join the item text onto one physical line';
  return {
    message: `${bodyLocation(path, line)}: soft-wrapped/lazy-continuation list items are not supported; fix: ${hint}`,
    hint,
  };
}

/**
 * A line of `=` signs that continues a paragraph lazily, without the
 * indentation of its list item or the `>` of its block quote (reported as
 * `soft-wrapped-list-item` in a list item, `body-no-match` in a block
 * quote). Written back inside the container, such a line underlines the
 * text above it and turns it into a heading, so the document could not be
 * serialized to the model it was read as (formats.md §8.6).
 *
 * @param path - the field path of the item or quote
 * @param line - the body line of the `=` signs
 * @param container - `list item` or `block quote`
 * @returns message and hint
 * @example
 * ```ts
 * lazyUnderline('Task > Tasks > TaskItem', 7, 'list item').message;
 * // "Task > Tasks > TaskItem (body line 7): a line of '=' signs continues the list item's text without its indentation; inside the list item it would turn the text into a heading; fix: join it onto the line above, or indent it and escape it as '\\==='"
 * ```
 */
export function lazyUnderline(path: string, line: number, container: 'list item' | 'block quote'): DiagnosticText {
  const marker = container === 'list item' ? 'indentation' : "'>' marker";
  const hint = `join it onto the line above, or ${container === 'list item' ? 'indent it' : "start it with '> '"} and escape it as '\\==='`;
  return {
    message: `${bodyLocation(path, line)}: a line of '=' signs continues the ${container}'s text without its ${marker}; inside the ${container} it would turn the text into a heading; fix: ${hint}`,
    hint,
  };
}

/**
 * `nested-list`: a block a task item (or item notes) may not contain. Only
 * the task-item form has a fix clause, so only it carries a hint.
 *
 * @param path - the field path of the item
 * @param line - the first body line of the offending block
 * @param kind - what the block is
 * @param notes - `true` for items with notes (formats.md §4.3), `false` for task items
 * @returns message and, for task items, hint
 * @example
 * ```ts
 * nestedList('Requirement > Tags > ListItem', 8, 'a heading', true).message;
 * // 'Requirement > Tags > ListItem (body line 8): item notes may contain only paragraphs, found a heading'
 * ```
 */
export function nestedList(path: string, line: number, kind: NestedBlockKind, notes: boolean): DiagnosticText {
  const where = bodyLocation(path, line);
  if (notes) return { message: `${where}: item notes may contain only paragraphs, found ${kind}` };
  const hint = 'make the nested items separate tasks or write them as text';
  return {
    message: `${where}: a task item may contain only paragraphs, fenced code blocks and block quotes, found ${kind}; fix: ${hint}`,
    hint,
  };
}

/**
 * `adr-unknown-heading`. The allowed headings are listed in the order given.
 *
 * @param path - the parent (`Adr`, `Adr > DecisionOutcome`, `Adr > Options`)
 * @param line - the body line of the heading
 * @param level - the heading level
 * @param actual - the heading text found
 * @param allowed - the headings allowed there
 * @returns the message
 * @example
 * ```ts
 * adrUnknownHeading('Adr > DecisionOutcome', 14, 3, 'Risks', ['Consequences', 'Confirmation']).message;
 * // "Adr > DecisionOutcome (body line 14): unrecognised H3 heading 'Risks'; expected one of 'Consequences', 'Confirmation'"
 * ```
 */
export function adrUnknownHeading(
  path: string,
  line: number,
  level: number,
  actual: string,
  allowed: readonly string[],
): DiagnosticText {
  return {
    message:
      `${bodyLocation(path, line)}: unrecognised H${level} heading ${renderValue(actual)}; ` +
      `expected one of ${allowed.map(renderValue).join(', ')}`,
  };
}

/**
 * `adr-duplicate-heading`.
 *
 * @param path - the parent of the heading
 * @param line - the body line of the second occurrence
 * @param actual - the heading text
 * @param firstLine - the body line of the first occurrence
 * @returns the message
 * @example
 * ```ts
 * adrDuplicateHeading('Adr', 20, 'More Information', 12).message;
 * // "Adr (body line 20): duplicate heading 'More Information'; first at body line 12"
 * ```
 */
export function adrDuplicateHeading(path: string, line: number, actual: string, firstLine: number): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: duplicate heading ${renderValue(actual)}; first at body line ${firstLine}` };
}
