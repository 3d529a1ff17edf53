// Fixtures shared by the board tests: task list documents, a settable
// clock, and a repository with a board over a memory storage.
import { expect } from 'vitest';
import { parse } from '../../src/api/parse.js';
import { createBoard, type Board } from '../../src/board/index.js';
import type { Clock } from '../../src/format/frontmatter/timestamp.js';
import { createRepository, memoryStorage, type Repository, type Storage } from '../../src/repository/index.js';

/** A list id for fixtures: `0000000<n>-…`. */
export const listId = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A task id for fixtures, unique per (list, item). */
export const taskId = (list: number, item: number): string =>
  `${String(list).padStart(4, '0')}${String(item).padStart(4, '0')}-aaaa-4aaa-8aaa-${String(list * 1000 + item).padStart(12, '0')}`;

/** The marker comment of an id. */
export const marker = (id: string): string => `<!-- task:${id} -->`;

/** A tsk document. `items` are the item lines (with their `- [ ]`). */
export function tskDocument(options: {
  id: string;
  title?: string;
  status?: string;
  updated?: string | null;
  items: string[];
  loose?: boolean;
}): string {
  const updated = options.updated === undefined ? "'2026-11-01T00:00:00.000Z'" : options.updated === null ? 'null' : `'${options.updated}'`;
  return [
    '---',
    'classification: null',
    "created: '2026-10-01T00:00:00.000Z'",
    `id: ${options.id}`,
    `status: ${options.status ?? 'active'}`,
    'type: tsk',
    `updated: ${updated}`,
    'version: 1.0.0',
    '---',
    '',
    `# ${options.title ?? 'Task list'}`,
    '',
    options.items.join(options.loose ? '\n\n' : '\n'),
    '',
    '## Recent Updates',
    '',
    '### 2026-10-01T00:00:00.000Z - Created',
    '',
    'Created the task list.',
    '',
  ].join('\n');
}

/** A clock that stands still until moved. */
export function manualClock(start = '2026-11-30T10:00:00.000Z'): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    offsetMinutes: () => 0,
    set: (iso: string) => {
      now = Date.parse(iso);
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Every tsk document's text, by path. */
async function documentTexts(storage: Storage): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const entry of await storage.list('docs/tsk')) {
    if (entry.kind !== 'file' || !entry.name.endsWith('.md')) continue;
    const path = `docs/tsk/${entry.name}`;
    texts.set(path, (await readText(storage, path)) ?? '');
  }
  return texts;
}

/**
 * A board whose every mutation is followed by a parse of each document it
 * changed: the board must never leave a task list invalid (board.md §5).
 */
export function checkedBoard(board: Board, storage: Storage): Board & { writes: () => number } {
  let writes = 0;
  const wrap =
    <A, R>(call: (args: A) => Promise<R>) =>
    async (args: A): Promise<R> => {
      const before = await documentTexts(storage);
      const result = await call(args);
      for (const [path, text] of await documentTexts(storage)) {
        if (before.get(path) === text) continue;
        writes++;
        const parsed = parse('tsk', text);
        if (!parsed.ok) throw new Error(`the board left ${path} invalid:\n${parsed.error}`);
      }
      return result;
    };
  return {
    list: board.list,
    boardStatus: board.boardStatus,
    pull: wrap(board.pull),
    update: wrap(board.update),
    create: wrap(board.create),
    adopt: wrap(board.adopt),
    reap: wrap(board.reap),
    writes: () => writes,
  };
}

/** A memory repository with a board over it; every board mutation is followed by a parse of the documents it changed. */
export function setup(files: Record<string, string> = {}): {
  storage: Storage;
  repo: Repository;
  board: Board & { writes: () => number };
  clock: ReturnType<typeof manualClock>;
} {
  const storage = memoryStorage(files);
  const clock = manualClock();
  const repo = createRepository({ storage, clock });
  return { storage, repo, board: checkedBoard(createBoard(repo, { clock }), storage), clock };
}

/** A file's text, or null. */
export async function readText(storage: Storage, path: string): Promise<string | null> {
  const bytes = await storage.read(path);
  return bytes === null ? null : new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Parse a stored task list and expect it to be valid; returns the parse. */
export async function expectValidList(storage: Storage, path: string): Promise<ReturnType<typeof parse> & { ok: true }> {
  const text = await readText(storage, path);
  expect(text).not.toBeNull();
  const result = parse('tsk', text ?? '');
  if (!result.ok) throw new Error(`${path} no longer parses:\n${result.error}`);
  return result;
}

/** The state file, parsed. */
export async function readState(storage: Storage, path = 'docs/tsk/.board.json'): Promise<Record<string, unknown> | null> {
  const text = await readText(storage, path);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}
