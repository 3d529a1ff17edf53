// How often each board operation reads each task list file (board.md §5):
// a counting storage wraps memoryStorage and a counting repository wraps
// `get` and `update`. The board fetches a task list once, with
// `get(…, { source: true })`, only when the listing shows it new or changed;
// it used to fetch it twice (a parsed and a raw `get`) and parse it again.
// The listing itself opens a list only when its file identity changed (a
// warm list is served from the read cache), so a board that has seen the
// lists reads none of the unchanged ones.
import { describe, expect, it } from 'vitest';
import { createBoard, type Board } from '../../src/board/index.js';
import { createRepository, memoryStorage, type Repository, type Storage } from '../../src/repository/index.js';
import { listId, manualClock, marker, taskId, tskDocument } from './helpers.js';

const L1 = 'docs/tsk/tsk-00000001-0000-4000-8000-000000000001-one.md';
const L2 = 'docs/tsk/tsk-00000002-0000-4000-8000-000000000002-two.md';

type Counts = { reads: number; gets: number; readsInUpdate: number };

// Every storage read and every repository `get` per task list file; reads made inside `repo.update`
// (the write's own read under the document lock) are counted apart.
function countingBoard(files: Record<string, string>): { board: Board; storage: Storage; counts: () => Record<string, Counts>; reset: () => void; getOptions: unknown[] } {
  const counts = new Map<string, Counts>();
  const entry = (path: string): Counts => {
    let c = counts.get(path);
    if (c === undefined) {
      c = { reads: 0, gets: 0, readsInUpdate: 0 };
      counts.set(path, c);
    }
    return c;
  };
  let inUpdate = 0;
  const inner = memoryStorage(files);
  const storage = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'read' && String(args[0]).endsWith('.md')) {
          const c = entry(String(args[0]));
          if (inUpdate > 0) c.readsInUpdate++;
          else c.reads++;
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Storage;
  const clock = manualClock();
  const repo = createRepository({ storage, clock });
  const getOptions: unknown[] = [];
  const counted: Repository = {
    ...repo,
    get: async (type, target, options) => {
      getOptions.push(options);
      const result = await repo.get(type, target, options);
      const path = result.path.replace(/^\//, '');
      entry(path).gets++;
      return result;
    },
    update: async (...args) => {
      inUpdate++;
      try {
        return await repo.update(...args);
      } finally {
        inUpdate--;
      }
    },
  };
  const board = createBoard(counted, { clock });
  return {
    board,
    storage: inner,
    // Every list of the tree is in the answer, so one that was not opened shows as zero reads.
    counts: () => Object.fromEntries(Object.keys(files).map((path) => [path, counts.get(path) ?? { reads: 0, gets: 0, readsInUpdate: 0 }])),
    reset: () => {
      counts.clear();
      getOptions.length = 0;
    },
    getOptions,
  };
}

const files = (): Record<string, string> => ({
  [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(taskId(1, 1))}`, `- [ ] B ${marker(taskId(1, 2))}`, '- [ ] C'] }),
  [L2]: tskDocument({ id: listId(2), items: [`- [ ] D ${marker(taskId(2, 1))}`] }),
});

const operations: [string, (board: Board) => Promise<{ status: string }>, boolean][] = [
  ['list', (b) => b.list({ agent: 'a' }), false],
  ['boardStatus', (b) => b.boardStatus({ agent: 'a' }), false],
  ['pull', (b) => b.pull({ agent: 'a' }), false],
  ['update to in_progress', (b) => b.update({ agent: 'a', taskId: taskId(1, 2), status: 'in_progress' }), false],
  ['update to done (edits the mark)', (b) => b.update({ agent: 'a', taskId: taskId(1, 2), status: 'done' }), true],
  ['create (appends to L1)', (b) => b.create({ agent: 'a', list: listId(1), title: 'New' }), true],
  ['adopt (marks L1)', (b) => b.adopt({ agent: 'a', list: listId(1) }), true],
  ['reap', (b) => b.reap({ agent: 'a', olderThanSeconds: 60 }), false],
];

// The write's own reads: `repo.update` resolves the document and reads it again under the document lock.
const UPDATE_READS = 2;

describe('each board operation reads each task list once, beyond the listing that finds the lists', () => {
  it.each(operations)('%s, on a new board: one listing read and one get with source per list', async (_name, run, writesL1) => {
    const { board, counts, getOptions } = countingBoard(files());
    expect((await run(board)).status).toBe('ok');
    expect(counts()).toEqual({
      [L1]: { reads: 2, gets: 1, readsInUpdate: writesL1 ? UPDATE_READS : 0 },
      [L2]: { reads: 2, gets: 1, readsInUpdate: 0 },
    });
    expect(getOptions).toEqual([{ source: true }, { source: true }]);
  });

  it.each(operations)('%s, on a board that has read the lists: no unchanged list is opened', async (_name, run, writesL1) => {
    const { board, counts, reset, getOptions } = countingBoard(files());
    await board.list({ agent: 'a' });
    reset();
    expect((await run(board)).status).toBe('ok');
    expect(counts()).toEqual({
      [L1]: { reads: 0, gets: 0, readsInUpdate: writesL1 ? UPDATE_READS : 0 },
      [L2]: { reads: 0, gets: 0, readsInUpdate: 0 },
    });
    expect(getOptions).toEqual([]);
  });

  it('a list changed since the last call (here by the board itself) is fetched once again; the others are not', async () => {
    const { board, counts, reset } = countingBoard(files());
    await board.create({ agent: 'a', list: listId(1), title: 'New' });
    reset();
    expect((await board.list({ agent: 'a' })).status).toBe('ok');
    expect(counts()).toEqual({ [L1]: { reads: 2, gets: 1, readsInUpdate: 0 }, [L2]: { reads: 0, gets: 0, readsInUpdate: 0 } });
  });

  it('a hand edit of one list is seen: that list is read and fetched again, the other is not opened', async () => {
    const { board, storage, counts, reset } = countingBoard(files());
    await board.list({ agent: 'a' });
    const edited = tskDocument({ id: listId(2), items: [`- [ ] D ${marker(taskId(2, 1))}`, `- [ ] E ${marker(taskId(2, 2))}`] });
    await storage.writeAtomic(L2, new TextEncoder().encode(edited));
    reset();
    const listed = await board.list({ agent: 'a' });
    expect(listed.status).toBe('ok');
    expect(listed.status === 'ok' && listed.tasks.map((task) => task.title)).toEqual(['E', 'D', 'B', 'A']);
    expect(counts()).toEqual({ [L1]: { reads: 0, gets: 0, readsInUpdate: 0 }, [L2]: { reads: 2, gets: 1, readsInUpdate: 0 } });
  });

  it('101 lists (two listing pages): one listing read and one get per list; a later listing opens none', async () => {
    const many: Record<string, string> = {};
    for (let n = 1; n <= 101; n++) many[`docs/tsk/tsk-${listId(n)}-x.md`] = tskDocument({ id: listId(n), items: [`- [ ] A ${marker(taskId(n, 1))}`] });
    const { board, counts, reset } = countingBoard(many);
    await board.list({ agent: 'a' });
    const cold = Object.values(counts());
    expect(cold).toHaveLength(101);
    expect(new Set(cold.map((c) => JSON.stringify(c)))).toEqual(new Set([JSON.stringify({ reads: 2, gets: 1, readsInUpdate: 0 })]));
    reset();
    await board.list({ agent: 'a' });
    expect(new Set(Object.values(counts()).map((c) => JSON.stringify(c)))).toEqual(new Set([JSON.stringify({ reads: 0, gets: 0, readsInUpdate: 0 })]));
  });
});

describe('a repository whose get drops the source option', () => {
  it('reports each list as broken, with why, instead of guessing the item places', async () => {
    const repo = createRepository({ storage: memoryStorage(files()), clock: manualClock() });
    const stripped: Repository = { ...repo, get: (type, target) => repo.get(type, target) };
    const status = await createBoard(stripped, { clock: manualClock() }).boardStatus({ agent: 'a' });
    expect(status).toMatchObject({
      status: 'ok',
      lists: [],
      broken: [
        { ref: 'tsk-00000001-0000-4000-8000-000000000001-one', path: `/${L1}`, error: `could not read /${L1}: the repository returned no source ranges for get(…, { source: true })` },
        { ref: 'tsk-00000002-0000-4000-8000-000000000002-two', path: `/${L2}`, error: `could not read /${L2}: the repository returned no source ranges for get(…, { source: true })` },
      ],
    });
  });
});
