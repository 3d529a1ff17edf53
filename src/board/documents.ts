/**
 * Reading the task lists (board.md §1, §5): every canonical tsk document,
 * re-read on every call through the repository and its content-validated
 * cache. A new or changed document is read once, with
 * `get(…, { source: true })`: its models, text, etag and the parse's ranges
 * come from the same bytes, and the board places its items by those ranges.
 * The board keeps each document's scan keyed by the document's etag, so an
 * unchanged document is not fetched or scanned again (the listing's read is
 * then its only read).
 *
 * @packageDocumentation
 */

import { NotFoundError } from '../errors/index.js';
import type { DocSummary } from '../repository/index.js';
import { scanTaskItems, type ScannedItem } from './document-scan.js';
import type { BoardRepository } from './repository-port.js';
import { documentTimestamp } from './time.js';

/**
 * A tsk document that parses, with its task items.
 *
 * @example
 * ```ts
 * const board = documents.filter((d) => d.status === 'active' || d.status === 'done');
 * ```
 */
export type BoardDocument = {
  ref: string;
  /** The path as results report it. */
  path: string;
  /** The frontmatter id. */
  id: string | null;
  /** The list name tasks carry: the id, or the ref for a document without one. */
  list: string;
  title: string;
  /** The document status (`draft`, `active`, `done`, `cancelled`). */
  status: string;
  /** `updated`, in UTC with milliseconds; null when absent or unreadable. */
  updated: string | null;
  /** `created`, in UTC with milliseconds; null when absent or unreadable. */
  created: string | null;
  etag: string;
  items: ScannedItem[];
  /** The body's lines, numbered as range updates count them. */
  lines: string[];
};

/**
 * A tsk document that fails to parse.
 *
 * @example
 * ```ts
 * const broken: BrokenDocument = { ref: 'tsk-x', path: '/docs/tsk/tsk-x.md', error: 'Task > RecentUpdates: …' };
 * ```
 */
export type BrokenDocument = { ref: string; path: string; error: string };

/**
 * Every canonical tsk document, in collection order.
 *
 * @example
 * ```ts
 * const { documents, broken } = await reader.read();
 * ```
 */
export type DocumentSet = { documents: BoardDocument[]; broken: BrokenDocument[] };

const PAGE = 100;

function failureText(path: string, error: unknown): string {
  try {
    return error instanceof Error ? `could not read ${path}: ${error.message}` : `could not read ${path}: ${String(error)}`;
  } catch {
    return `could not read ${path}`;
  }
}
type Loaded = { kind: 'document'; document: BoardDocument } | { kind: 'broken'; broken: BrokenDocument } | { kind: 'gone' };

/**
 * Reads the task lists for one board, remembering each document's scan by
 * etag.
 *
 * @example
 * ```ts
 * const reader = new DocumentReader(repo);
 * const { documents } = await reader.read();
 * ```
 */
export class DocumentReader {
  private readonly scans = new Map<string, BoardDocument>();

  /**
   * @param repo - the repository the board works on
   */
  constructor(private readonly repo: BoardRepository) {}

  /**
   * Read every canonical tsk document.
   *
   * @returns the documents that parse and those that do not, in collection order
   * @throws StorageError when the storage fails
   * @example
   * ```ts
   * const { documents, broken } = await reader.read();
   * ```
   */
  async read(): Promise<DocumentSet> {
    const rows = await this.rows();
    const documents: BoardDocument[] = [];
    const broken: BrokenDocument[] = [];
    const live = new Set<string>();
    for (const row of rows) {
      live.add(row.ref);
      if (row.error !== null) {
        broken.push({ ref: row.ref, path: row.path, error: row.error });
        continue;
      }
      const cached = this.scans.get(row.ref);
      const loaded: Loaded = cached !== undefined && cached.etag === row.etag ? { kind: 'document', document: cached } : await this.load(row);
      if (loaded.kind === 'document') documents.push(loaded.document);
      else if (loaded.kind === 'broken') broken.push(loaded.broken);
    }
    for (const ref of [...this.scans.keys()]) if (!live.has(ref)) this.scans.delete(ref);
    return { documents, broken };
  }

  // Every row of the collection; pages are merged by ref, since a file may come or go between two pages.
  private async rows(): Promise<DocSummary[]> {
    const rows = new Map<string, DocSummary>();
    for (let offset = 0, total = 1; offset < total; offset += PAGE) {
      const page = await this.repo.list('tsk', { maxResults: PAGE, offset });
      total = page.total;
      for (const row of page.results) if (!rows.has(row.ref)) rows.set(row.ref, row);
    }
    return [...rows.values()];
  }

  // One read per document: the parsed result carries its own text and ranges, so there is no second
  // (raw) read that could see other bytes, and no parse of the board's own.
  private async load(row: DocSummary): Promise<Loaded> {
    try {
      const parsed = await this.repo.get('tsk', { ref: row.ref }, { source: true });
      if (parsed.kind === 'parse-failure') return { kind: 'broken', broken: { ref: row.ref, path: parsed.path, error: parsed.error } };
      if (parsed.kind !== 'document' || parsed.text === undefined || parsed.source === undefined) {
        // A host's repository wrapper that drops the option: without ranges the items cannot be placed.
        const error = `could not read ${row.path}: the repository returned no source ranges for get(…, { source: true })`;
        return { kind: 'broken', broken: { ref: row.ref, path: row.path, error } };
      }
      const scanned = scanTaskItems({ text: parsed.text, source: parsed.source, body: parsed.body });
      const { frontmatter } = parsed;
      const id = typeof frontmatter.id === 'string' ? frontmatter.id : null;
      const document: BoardDocument = {
        ref: row.ref,
        path: parsed.path,
        id,
        list: id ?? row.ref,
        title: typeof parsed.body.title === 'string' ? parsed.body.title : row.title,
        status: typeof frontmatter.status === 'string' ? frontmatter.status : row.status,
        updated: documentTimestamp(frontmatter.updated),
        created: documentTimestamp(frontmatter.created),
        etag: parsed.etag,
        items: scanned.items,
        lines: scanned.lines,
      };
      this.scans.set(row.ref, document);
      return { kind: 'document', document };
    } catch (error) {
      if (error instanceof NotFoundError) return { kind: 'gone' };
      // One task list that cannot be read or scanned (a link leaving the root, EACCES, a parser
      // failure) is a broken document of the board, never a failure of the whole call.
      return { kind: 'broken', broken: { ref: row.ref, path: row.path, error: failureText(row.path, error) } };
    }
  }
}
