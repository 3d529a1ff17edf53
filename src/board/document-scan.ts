/**
 * The task items of a parsed tsk document with their places (board.md §2):
 * marker, title, description, and the body lines the board edits, taken
 * from the repository's parse (`get(…, { source: true })`) rather than from
 * a parse of the board's own.
 *
 * @packageDocumentation
 */

import type { SourceInfo } from '../format/index.js';
import { LineIndex, splitLines } from '../text/index.js';
import { scanMarker } from './markers.js';

/**
 * One task item of a body.
 *
 * @example
 * ```ts
 * const item: ScannedItem = {
 *   index: 0, checked: false, title: 'Write the docs', description: '', marker: null,
 *   line: 3, markColumn: 3, endLine: 3,
 * };
 * ```
 */
export type ScannedItem = {
  /** Position in the task list, from 0. */
  index: number;
  /** `[x]` or `[X]`. */
  checked: boolean;
  /** The text without checkbox and marker, trimmed. */
  title: string;
  /** The continuation content, `''` when none. */
  description: string;
  /** The marker's id (lowercase), or null. */
  marker: string | null;
  /** Body line (from 1) holding the checkbox and the text. */
  line: number;
  /** UTF-16 index, within that line, of the character between `[` and `]`. */
  markColumn: number;
  /** The item's last body line (its continuation content included). */
  endLine: number;
};

/**
 * A scanned body: its items and its lines.
 *
 * @example
 * ```ts
 * const scanned: ScannedBody = { items: [], lines: ['# T', '', '- [ ] a'] };
 * ```
 */
export type ScannedBody = { items: ScannedItem[]; lines: string[] };

/**
 * A parsed tsk document as `get(…, { source: true })` returns it: the whole
 * file, the parse's ranges into it, and the body model.
 *
 * @example
 * ```ts
 * const r = await repo.get('tsk', { ref }, { source: true });
 * if (r.kind === 'document' && r.text !== undefined && r.source !== undefined) scanTaskItems({ text: r.text, source: r.source, body: r.body });
 * ```
 */
export type SourcedTaskList = { text: string; source: SourceInfo; body: Record<string, unknown> };

// Indentation and a bullet or ordered list marker; the checkbox follows after any spaces or line breaks.
// Only this step reads the text itself: the parse's ranges start at the list marker, not at the checkbox.
const ITEM_START = /^[ \t]*(?:[-*+]|\d{1,9}[.)])\s*/;

type ModelItem = { checked: boolean; text: string; content?: string };

/**
 * The task items of a parsed tsk document, placed by the parse's item
 * ranges (`/body/tasks/items/<n>`).
 *
 * @param document - the file text, its source ranges and its body model, all from one read
 * @returns the items in document order with their body lines, and the body's lines (numbered as range updates count them)
 * @example
 * ```ts
 * const parsed = parse('tsk', text);
 * if (parsed.ok) scanTaskItems({ text, source: parsed.source, body: parsed.document.body });
 * // items[0]: { marker: '0f3c5a1e-…', line: 3, markColumn: 3, … }
 * ```
 */
export function scanTaskItems(document: SourcedTaskList): ScannedBody {
  const { text, source } = document;
  const base = source.body.start;
  const bodyText = text.slice(base, source.body.end);
  const lines = new LineIndex(bodyText);
  const model = (document.body as { tasks?: { items?: ModelItem[] } }).tasks?.items ?? [];
  const items: ScannedItem[] = [];
  model.forEach((item, index) => {
    const range = source.fields[`/body/tasks/items/${index}`];
    if (range === undefined) return;
    const start = range.start - base;
    const end = range.end - base;
    const lead = ITEM_START.exec(bodyText.slice(start, end))?.[0].length ?? 0;
    const box = start + lead;
    const line = lines.lineOf(box);
    const { title, marker } = scanMarker(item.text);
    items.push({
      index,
      checked: item.checked,
      title,
      description: item.content ?? '',
      marker,
      line,
      markColumn: box + 1 - lines.lineStart(line),
      endLine: lines.lineOf(Math.max(start, end - 1)),
    });
  });
  return { items, lines: splitLines(bodyText) };
}
