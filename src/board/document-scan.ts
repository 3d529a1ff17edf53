/**
 * Reading the task items of a tsk body with their places (board.md §2):
 * marker, title, description, and the body lines the board edits.
 *
 * @packageDocumentation
 */

import { formatErrors } from '../diagnostics/formatter.js';
import { tsk } from '../domains/tsk/index.js';
import { splitLines } from '../text/lines.js';
import { matchDocumentBody } from '../format/parse-document.js';
import type { Mode } from '../format/outline/types.js';
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
 * A scanned body: its items and lines, or the parse error.
 *
 * @example
 * ```ts
 * const scanned = scanTaskBody(bodyText, 'strict');
 * if (scanned.ok) console.log(scanned.items.length);
 * ```
 */
export type ScannedBody = { ok: true; items: ScannedItem[]; lines: string[] } | { ok: false; error: string };

// Indentation and a bullet or ordered list marker; the checkbox follows after any spaces or line breaks.
const ITEM_START = /^[ \t]*(?:[-*+]|\d{1,9}[.)])\s*/;

type ModelItem = { checked: boolean; text: string; content?: string };

/**
 * Scan a tsk body (bodyText, as a raw read returns it).
 *
 * @param bodyText - the body exactly as stored
 * @param mode - the repository's mode
 * @returns the items in document order with their lines, and the body's lines (numbered as range updates count them)
 * @example
 * ```ts
 * const scanned = scanTaskBody('# T\n\n- [ ] a <!-- task:0f3c5a1e-2b4d-4c6e-8f90-123456789abc -->\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - S\n\nx', 'strict');
 * // scanned.items[0]: { marker: '0f3c5a1e-…', line: 3, markColumn: 3, … }
 * ```
 */
export function scanTaskBody(bodyText: string, mode: Mode): ScannedBody {
  // Through the limit pre-scan: a hostile file is a failed row, not a stall.
  const match = matchDocumentBody(tsk, bodyText, { mode, headings: tsk.headings, language: 'en', firstDocumentLine: 1 });
  if (match.value === undefined) return { ok: false, error: formatErrors(match.diagnostics) };
  const model = (match.value as { tasks?: { items?: ModelItem[] } }).tasks?.items ?? [];
  const items: ScannedItem[] = [];
  model.forEach((item, index) => {
    const range = match.ranges.get(`/tasks/items/${index}`);
    if (range === undefined) return;
    const lead = ITEM_START.exec(bodyText.slice(range.start, range.end))?.[0].length ?? 0;
    const box = range.start + lead;
    const line = match.lines.lineOf(box);
    const { title, marker } = scanMarker(item.text);
    items.push({
      index,
      checked: item.checked,
      title,
      description: item.content ?? '',
      marker,
      line,
      markColumn: box + 1 - match.lines.lineStart(line),
      endLine: match.lines.lineOf(Math.max(range.start, range.end - 1)),
    });
  });
  return { ok: true, items, lines: splitLines(bodyText) };
}
