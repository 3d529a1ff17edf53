/**
 * Task markers (board.md §2): the trailing HTML comment
 * `<!-- task:<uuid> -->` on an item's first line that gives the item its
 * stable id.
 *
 * @packageDocumentation
 */

import { trimEndOf } from '../text/index.js';

// Trailing only: a marker in the middle of the text is ordinary text. Matched
// from the last `<!--` (a trailing marker is always the last one) rather
// than with a leading `[ \t]+`, which backtracks quadratically over a long
// run of spaces.
const MARKER = /^<!--[ \t]*task:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})[ \t]*-->[ \t]*$/;

/**
 * An item text split into its title and its marker id.
 *
 * @example
 * ```ts
 * const scanned: ScannedText = { title: 'Migrate the widget registry', marker: '0f3c5a1e-2b4d-4c6e-8f90-123456789abc' };
 * ```
 */
export type ScannedText = {
  /** The text without the marker comment, trimmed. */
  title: string;
  /** The marker's id, lowercase; null when the text carries none. */
  marker: string | null;
};

/**
 * Read the marker of a task item's text (the text after the checkbox).
 *
 * @param text - the item text, e.g. the model's `TaskItem.text`
 * @returns the title and the marker id
 * @example
 * ```ts
 * scanMarker('Migrate the widget registry <!-- task:0F3C5A1E-2b4d-4c6e-8f90-123456789abc -->');
 * // { title: 'Migrate the widget registry', marker: '0f3c5a1e-2b4d-4c6e-8f90-123456789abc' }
 * scanMarker('Write the docs'); // { title: 'Write the docs', marker: null }
 * ```
 */
export function scanMarker(text: string): ScannedText {
  const at = text.lastIndexOf('<!--');
  const before = at > 0 ? text.charAt(at - 1) : '';
  const m = at >= 0 && (at === 0 || before === ' ' || before === '\t') ? MARKER.exec(text.slice(at)) : null;
  if (m === null || m[1] === undefined) return { title: text.trim(), marker: null };
  return { title: text.slice(0, at).trim(), marker: m[1].toLowerCase() };
}

/**
 * The marker comment for an id, as written after an item's text.
 *
 * @param id - the full task id
 * @returns `<!-- task:<id> -->`
 * @example
 * ```ts
 * markerComment('0f3c5a1e-2b4d-4c6e-8f90-123456789abc'); // '<!-- task:0f3c5a1e-2b4d-4c6e-8f90-123456789abc -->'
 * ```
 */
export function markerComment(id: string): string {
  return `<!-- task:${id} -->`;
}

/**
 * A line with a marker appended: trailing spaces are dropped first, then
 * one space and the comment follow.
 *
 * @param line - the item's text line
 * @param id - the full task id
 * @returns the new line
 * @example
 * ```ts
 * withMarker('- [ ] Write the docs  ', '0f3c…'); // '- [ ] Write the docs <!-- task:0f3c… -->'
 * ```
 */
export function withMarker(line: string, id: string): string {
  return `${trimEndOf(line, ' \t')} ${markerComment(id)}`;
}
