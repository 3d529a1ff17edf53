/**
 * The board's changes to a task list, as line-range replacements (board.md
 * §3, §5): the mark of one item, markers on unmarked items, a new item.
 * Only the lines named here change; every other body line stays as it is.
 *
 * @packageDocumentation
 */

import { splitLines, toLf } from '../text/index.js';
import type { BoardDocument } from './documents.js';
import type { ScannedItem } from './document-scan.js';
import { markerComment, withMarker } from './markers.js';

/**
 * A replacement of body lines: `limit` lines from `offset` (1-based) become
 * `content`'s lines; `limit` 0 inserts.
 *
 * @example
 * ```ts
 * const edit: LineEdit = { offset: 5, limit: 1, content: '- [x] Write the docs <!-- task:0f3c… -->' };
 * ```
 */
export type LineEdit = { offset: number; limit: number; content: string };

/**
 * Set an item's mark: `[x]` for done, `[ ]` otherwise.
 *
 * @param document - the scanned document
 * @param item - the item
 * @param done - whether the item is to be checked
 * @returns the one-line edit
 * @example
 * ```ts
 * markEdit(document, item, true); // { offset: item.line, limit: 1, content: '- [x] …' }
 * ```
 */
export function markEdit(document: BoardDocument, item: ScannedItem, done: boolean): LineEdit {
  const line = document.lines[item.line - 1] ?? '';
  const content = `${line.slice(0, item.markColumn)}${done ? 'x' : ' '}${line.slice(item.markColumn + 1)}`;
  return { offset: item.line, limit: 1, content };
}

/**
 * Put markers on items: one edit spanning the first to the last marked
 * line, where only those lines differ from the current text.
 *
 * @param document - the scanned document
 * @param marks - the items to mark, with their new ids
 * @returns the edit, or null when there is nothing to mark
 * @example
 * ```ts
 * markersEdit(document, [{ item, id: newTaskId() }]);
 * ```
 */
export function markersEdit(document: BoardDocument, marks: readonly { item: ScannedItem; id: string }[]): LineEdit | null {
  if (marks.length === 0) return null;
  const byLine = new Map(marks.map((mark) => [mark.item.line, mark.id]));
  // A reduce, not Math.min(...keys): a task list may hold more items than a call takes arguments.
  const first = marks.reduce((low, mark) => Math.min(low, mark.item.line), Infinity);
  const last = marks.reduce((high, mark) => Math.max(high, mark.item.line), -Infinity);
  const lines: string[] = [];
  for (let n = first; n <= last; n++) {
    const line = document.lines[n - 1] ?? '';
    const id = byLine.get(n);
    lines.push(id === undefined ? line : withMarker(line, id));
  }
  return { offset: first, limit: last - first + 1, content: lines.join('\n') };
}

const BLANK = /^[ \t]*$/;

// A list whose last item has content, or whose last two items are apart, is loose: keep it so.
function isLoose(document: BoardDocument): boolean {
  const items = document.items;
  const last = items[items.length - 1];
  const previous = items[items.length - 2];
  if (last === undefined) return false;
  if (last.description !== '') return true;
  if (previous === undefined) return false;
  for (let n = previous.endLine + 1; n < last.line; n++) if (BLANK.test(document.lines[n - 1] ?? '')) return true;
  return false;
}

/**
 * Append a task item after the list's last item:
 * `- [ ] <title> <!-- task:<id> -->`, and the description (trimmed) as
 * continuation content, indented to the item's content column after one
 * blank line.
 *
 * @param document - the scanned document (with at least one item, as every valid tsk body has)
 * @param title - the checked, trimmed title
 * @param id - the new task id
 * @param description - the description as given ('' for none)
 * @returns the inserting edit
 * @example
 * ```ts
 * appendEdit(document, 'Write the docs', id, 'Cover the CLI too.');
 * // { offset: 12, limit: 0, content: '- [ ] Write the docs <!-- task:… -->\n\n  Cover the CLI too.' }
 * ```
 */
export function appendEdit(document: BoardDocument, title: string, id: string, description: string): LineEdit {
  const last = document.items[document.items.length - 1];
  const offset = last === undefined ? document.lines.length + 1 : last.endLine + 1;
  const lines = isLoose(document) ? [''] : [];
  lines.push(`- [ ] ${title} ${markerComment(id)}`);
  const text = toLf(description).trim();
  if (text !== '') {
    lines.push('');
    for (const line of splitLines(text)) lines.push(BLANK.test(line) ? '' : `  ${line}`);
  }
  return { offset, limit: 0, content: lines.join('\n') };
}
