/**
 * The board at one moment (board.md §1, §2): every marked item of the task
 * lists joined with the state file, duplicate markers set aside.
 *
 * @packageDocumentation
 */

import { deriveTask } from './derive.js';
import type { BoardDocument, BrokenDocument, DocumentSet } from './documents.js';
import type { ScannedItem } from './document-scan.js';
import type { BoardFile, Task } from './model.js';

/**
 * A task with the document and item it comes from.
 *
 * @example
 * ```ts
 * const entry: BoardEntry = { task, document, item, onBoard: document.status === 'active' };
 * ```
 */
export type BoardEntry = {
  task: Task;
  document: BoardDocument;
  item: ScannedItem;
  /** The document is `active` or `done`; tasks of `draft` and `cancelled` lists are not on the board. */
  onBoard: boolean;
};

/**
 * One document's marker bookkeeping for `boardStatus`.
 *
 * @example
 * ```ts
 * const info: DocumentMarkers = { tasks: 3, unadopted: 1, duplicateMarkers: [] };
 * ```
 */
export type DocumentMarkers = {
  tasks: number;
  unadopted: number;
  duplicateMarkers: { taskId: string; line: number }[];
};

/**
 * The board at one moment.
 *
 * @example
 * ```ts
 * const snapshot = buildSnapshot(await reader.read(), state);
 * const open = snapshot.board.filter((e) => e.task.status === 'todo');
 * ```
 */
export type Snapshot = {
  documents: BoardDocument[];
  broken: BrokenDocument[];
  /** Every task of every document (documents in collection order, items in document order). */
  entries: BoardEntry[];
  /** The entries on the board, in the same order. */
  board: BoardEntry[];
  /** Board entries by full id. */
  byId: Map<string, BoardEntry>;
  /** Marker bookkeeping per document. */
  markers: Map<BoardDocument, DocumentMarkers>;
};

/**
 * Whether a document's tasks are on the board.
 *
 * @param document - the document
 * @returns true for `active` and `done` lists
 * @example
 * ```ts
 * isBoardList({ ...document, status: 'draft' }); // false
 * ```
 */
export function isBoardList(document: BoardDocument): boolean {
  return document.status === 'active' || document.status === 'done';
}

/**
 * Join the documents with the state file. A marker keeps its task at its
 * first occurrence (documents in collection order, then items in document
 * order), counted over every canonical document whatever its status, so a
 * copy stays a copy when its list changes status; later occurrences are
 * ignored and reported.
 *
 * @param set - the documents
 * @param state - the state file
 * @returns the snapshot
 * @example
 * ```ts
 * const snapshot = buildSnapshot(set, { version: 1, tasks: {}, agents: {} });
 * ```
 */
export function buildSnapshot(set: DocumentSet, state: BoardFile): Snapshot {
  const seen = new Set<string>();
  const entries: BoardEntry[] = [];
  const markers = new Map<BoardDocument, DocumentMarkers>();
  for (const document of set.documents) {
    const info: DocumentMarkers = { tasks: 0, unadopted: 0, duplicateMarkers: [] };
    markers.set(document, info);
    for (const item of document.items) {
      if (item.marker === null) {
        info.unadopted++;
      } else if (seen.has(item.marker)) {
        info.duplicateMarkers.push({ taskId: item.marker, line: item.line });
      } else {
        seen.add(item.marker);
        info.tasks++;
        const task = deriveTask(item.marker, document, item, state.tasks[item.marker]);
        entries.push({ task, document, item, onBoard: isBoardList(document) });
      }
    }
  }
  const board = entries.filter((entry) => entry.onBoard);
  return {
    documents: set.documents,
    broken: set.broken,
    entries,
    board,
    byId: new Map(board.map((entry) => [entry.task.id, entry])),
    markers,
  };
}
