// pull, update (guard, force, ifUpdatedAt, the mark), reap and read-only
// calls, over a memory repository (board.md §1, §3, §5). Every document the
// board writes is parsed again afterwards.
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../src/repository/index.js';
import { expectValidList, listId, marker, readState, readText, setup, taskId, tskDocument } from './helpers.js';

const L1 = 'docs/tsk/tsk-00000001-0000-4000-8000-000000000001-one.md';
const L2 = 'docs/tsk/tsk-00000002-0000-4000-8000-000000000002-two.md';
const T = (list: number, item: number) => taskId(list, item);

async function writeText(storage: Storage, path: string, text: string): Promise<void> {
  await storage.writeAtomic(path, new TextEncoder().encode(text));
}

async function handEdit(storage: Storage, path: string, from: string, to: string): Promise<void> {
  const text = (await readText(storage, path)) ?? '';
  expect(text).toContain(from);
  await writeText(storage, path, text.replace(from, to));
}

function twoLists() {
  return setup({
    [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`, `- [ ] C ${marker(T(1, 3))}`] }),
    [L2]: tskDocument({ id: listId(2), items: [`- [ ] D ${marker(T(2, 1))}`] }),
  });
}

describe('pull', () => {
  it('highest priority, then oldest createdAt, then list order; dependencies must be done', async () => {
    const state = {
      version: 1,
      tasks: {
        [T(1, 1)]: { list: listId(1), status: 'todo', priority: 0, dependsOn: [], createdAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z', notes: [] },
        [T(1, 2)]: { list: listId(1), status: 'todo', priority: 5, dependsOn: [T(1, 3)], createdAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z', notes: [] },
        [T(1, 3)]: { list: listId(1), status: 'todo', priority: 1, dependsOn: [], createdAt: '2026-11-03T00:00:00.000Z', updatedAt: '2026-11-03T00:00:00.000Z', notes: [] },
        [T(2, 1)]: { list: listId(2), status: 'todo', priority: 1, dependsOn: [], createdAt: '2026-11-03T00:00:00.000+01:00', updatedAt: '2026-11-03T00:00:00.000Z', notes: [] },
      },
      agents: {},
    };
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`, `- [ ] C ${marker(T(1, 3))}`] }),
      [L2]: tskDocument({ id: listId(2), items: [`- [ ] D ${marker(T(2, 1))}`] }),
      'docs/tsk/.board.json': JSON.stringify(state),
    });
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await board.pull({ agent: `agent-${i}` });
      if (r.status !== 'ok') throw new Error(JSON.stringify(r));
      expect(r.task).toMatchObject({ status: 'in_progress', owner: `agent-${i}`, updatedAt: '2026-11-30T10:00:00.000Z', notes: [] });
      order.push(r.task.title);
      if (r.task.title === 'C') await board.update({ agent: `agent-${i}`, taskId: r.task.id, status: 'done' });
      await expectValidList(storage, L1);
    }
    // D (priority 1) was created an hour before C (priority 1); B waited for C.
    expect(order).toEqual(['D', 'C', 'B', 'A']);
    expect(await board.pull({ agent: 'x' })).toEqual({ status: 'none', message: 'no unblocked todo task on an active task list' });
  });

  it('only todo tasks of active lists; a dependency off the board never counts as done', async () => {
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), status: 'done', items: [`- [ ] A ${marker(T(1, 1))}`] }),
      [L2]: tskDocument({ id: listId(2), status: 'draft', items: [`- [ ] D ${marker(T(2, 1))}`] }),
      'docs/tsk/tsk-00000003-0000-4000-8000-000000000003-x.md': tskDocument({ id: listId(3), items: [`- [ ] E ${marker(T(3, 1))}`] }),
      'docs/tsk/.board.json': JSON.stringify({
        version: 1,
        tasks: { [T(3, 1)]: { list: listId(3), status: 'todo', priority: 0, dependsOn: ['ffffffff-ffff-4fff-8fff-ffffffffffff'], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', notes: [] } },
        agents: {},
      }),
    });
    expect(await board.pull({ agent: 'x' })).toEqual({ status: 'none', message: 'no unblocked todo task on an active task list' });
    // Tasks of done lists are listed with their own status; draft lists are not on the board.
    const listed = await board.list({ agent: 'x' });
    expect(listed).toMatchObject({ status: 'ok', total: 2 });
    expect(await readState(storage)).toEqual({ version: 1, tasks: expect.any(Object), agents: {} });
  });

  it('concurrent pulls in one process never receive the same task', async () => {
    const items = Array.from({ length: 12 }, (_, i) => `- [ ] T${i} ${marker(T(1, i + 1))}`);
    const { board } = setup({ [L1]: tskDocument({ id: listId(1), items }) });
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => board.pull({ agent: `agent-${i}` })));
    const ids = results.flatMap((r) => (r.status === 'ok' ? [r.task.id] : []));
    expect(ids.length).toBe(12);
    expect(new Set(ids).size).toBe(12);
    expect(results.filter((r) => r.status === 'none').length).toBe(3);
  });
});

describe('update', () => {
  it('in progress under another agent: conflict with owner and since; force takes over with a note', async () => {
    const { board, storage, clock } = twoLists();
    const pulled = await board.pull({ agent: 'alice' });
    if (pulled.status !== 'ok') throw new Error('pull failed');
    const since = pulled.task.updatedAt;
    const before = await readText(storage, 'docs/tsk/.board.json');
    clock.advance(60_000);
    expect(await board.update({ agent: 'bob', taskId: pulled.task.id, status: 'done', note: 'mine now' })).toEqual({
      status: 'conflict',
      owner: 'alice',
      since,
      message: `task ${pulled.task.id.slice(0, 8)} is in progress under alice since ${since}; pass force to take it over`,
    });
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(before);
    // The owner itself passes the guard.
    expect(await board.update({ agent: 'alice', taskId: pulled.task.id, status: 'in_progress', note: 'still on it' })).toMatchObject({ status: 'ok' });
    clock.advance(60_000);
    const forced = await board.update({ agent: 'bob', taskId: pulled.task.id, status: 'in-progress', note: '  taking over  ', force: true });
    expect(forced).toEqual({
      status: 'ok',
      task: expect.objectContaining({
        status: 'in_progress',
        owner: 'bob',
        updatedAt: '2026-11-30T10:02:00.000Z',
        notes: [
          { at: '2026-11-30T10:01:00.000Z', by: 'alice', text: 'still on it' },
          { at: '2026-11-30T10:02:00.000Z', by: 'bob', text: 'forced by bob: was in progress under alice' },
          { at: '2026-11-30T10:02:00.000Z', by: 'bob', text: 'taking over' },
        ],
      }),
    });
    // Forcing into blocked keeps the previous owner; the note becomes the reason.
    const blocked = await board.update({ agent: 'carol', taskId: pulled.task.id, status: 'blocked', note: 'needs review', force: true });
    expect(blocked).toMatchObject({ status: 'ok', task: { status: 'blocked', owner: 'bob', reason: 'needs review' } });
    expect((blocked as { task: { notes: unknown[] } }).task.notes).toHaveLength(5);
    // Blocked is not guarded; blocking a todo task makes the caller its owner; no note gives reason ''.
    expect(await board.update({ agent: 'dave', taskId: T(1, 3), status: 'blocked' })).toMatchObject({
      task: { status: 'blocked', owner: 'dave', reason: '', notes: [] },
    });
    expect(await board.update({ agent: 'erin', taskId: T(1, 3), status: 'todo', note: ' ' })).toMatchObject({ task: { status: 'todo', notes: [] } });
    const todo = await board.update({ agent: 'erin', taskId: T(1, 3), status: 'todo' });
    expect(todo.status === 'ok' && 'owner' in todo.task).toBe(false);
    await expectValidList(storage, L1);
  });

  it('ifUpdatedAt: the same instant in another offset passes; a mismatch conflicts and changes nothing', async () => {
    const { board, storage, clock } = twoLists();
    const first = await board.update({ agent: 'a', taskId: T(1, 1), status: 'blocked', note: 'wait' });
    if (first.status !== 'ok') throw new Error('update failed');
    expect(first.task.updatedAt).toBe('2026-11-30T10:00:00.000Z');
    clock.advance(1500);
    const stale = '2026-11-30T09:59:59.999Z';
    const before = await readText(storage, 'docs/tsk/.board.json');
    expect(await board.update({ agent: 'a', taskId: T(1, 1), status: 'done', ifUpdatedAt: stale })).toEqual({
      status: 'conflict',
      updatedAt: '2026-11-30T10:00:00.000Z',
      message: `task ${T(1, 1).slice(0, 8)} was last updated at 2026-11-30T10:00:00.000Z, not at "${stale}"; nothing was changed`,
    });
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(before);
    expect(await readText(storage, L1)).not.toContain('[x] A');
    const ok = await board.update({ agent: 'a', taskId: T(1, 1), status: 'done', ifUpdatedAt: '2026-11-30T12:30:00+02:30' });
    expect(ok).toMatchObject({ status: 'ok', task: { status: 'done', by: 'a', updatedAt: '2026-11-30T10:00:01.500Z' } });
    await expectValidList(storage, L1);
  });

  it('done writes [x]; checking or unchecking by hand wins; leaving done writes [ ]', async () => {
    const { board, storage, clock, repo } = twoLists();
    const done = await board.update({ agent: 'a', taskId: T(1, 1), status: 'done', note: 'merged' });
    expect(done).toMatchObject({ status: 'ok', task: { status: 'done', by: 'a' } });
    const afterDone = await expectValidList(storage, L1);
    expect(afterDone.document.frontmatter.updated).toBe('2026-11-30T10:00:00.000Z');
    expect(await readText(storage, L1)).toContain(`- [x] A ${marker(T(1, 1))}`);
    expect(await readState(storage)).toMatchObject({ tasks: { [T(1, 1)]: { status: 'done', by: 'a' } } });

    // Unchecked by hand: todo, no owner, at the document's updated. Reading writes nothing back.
    clock.advance(60_000);
    await handEdit(storage, L1, `- [x] A ${marker(T(1, 1))}`, `- [ ] A ${marker(T(1, 1))}`);
    await handEdit(storage, L1, "updated: '2026-11-30T10:00:00.000Z'", "updated: '2026-11-30T11:00:00.000+01:00'");
    const stateBefore = await readText(storage, 'docs/tsk/.board.json');
    const listed = await board.list({ agent: 'a', status: 'todo' });
    expect(listed).toMatchObject({ status: 'ok', tasks: expect.arrayContaining([expect.objectContaining({ id: T(1, 1).slice(0, 8), status: 'todo', updatedAt: '2026-11-30T10:00:00Z' })]) });
    const row = (listed as unknown as { tasks: Record<string, unknown>[] }).tasks.find((r) => r.id === T(1, 1).slice(0, 8));
    expect(row).not.toHaveProperty('owner');
    expect(row).not.toHaveProperty('by');
    expect(row?.notes).toEqual([{ at: '2026-11-30T10:00:00Z', by: 'a', text: 'merged' }]);
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(stateBefore);

    // Checked by hand while in progress: done by human.
    await board.update({ agent: 'b', taskId: T(1, 2), status: 'in_progress' });
    await handEdit(storage, L1, `- [ ] B ${marker(T(1, 2))}`, `- [X] B ${marker(T(1, 2))}`);
    expect(await board.list({ agent: 'b', owner: 'human' })).toMatchObject({ total: 1, tasks: [{ id: T(1, 2).slice(0, 8), status: 'done', by: 'human' }] });
    expect(await board.list({ agent: 'b', owner: 'b' })).toMatchObject({ total: 0 });

    // The next mutation starts from the derived state: done by human -> todo writes [ ].
    clock.advance(60_000);
    const reopened = await board.update({ agent: 'b', taskId: T(1, 2), status: 'todo', note: 'not yet' });
    expect(reopened).toMatchObject({ status: 'ok', task: { status: 'todo', updatedAt: '2026-11-30T10:02:00.000Z' } });
    expect(await readText(storage, L1)).toContain(`- [ ] B ${marker(T(1, 2))}`);
    // The unchecked task A goes done again and back.
    await board.update({ agent: 'c', taskId: T(1, 1), status: 'done' });
    expect(await readText(storage, L1)).toContain(`- [x] A ${marker(T(1, 1))}`);
    await board.update({ agent: 'c', taskId: T(1, 1), status: 'blocked', note: 'regression' });
    expect(await readText(storage, L1)).toContain(`- [ ] A ${marker(T(1, 1))}`);
    await expectValidList(storage, L1);
    // Every write went through the repository: the document reads back current.
    expect(board.writes()).toBe(4);
    const current = await repo.get('tsk', { id: listId(1) });
    expect(current.kind === 'document' && current.frontmatter.updated).toBe('2026-11-30T10:02:00.000Z');
  });

  it('a marker deleted by hand drops the task off the board; its state entry is kept', async () => {
    const { board, storage } = twoLists();
    await board.update({ agent: 'a', taskId: T(1, 3), status: 'blocked', note: 'x' });
    await handEdit(storage, L1, `- [ ] C ${marker(T(1, 3))}`, '- [ ] C');
    expect(await board.update({ agent: 'a', taskId: T(1, 3), status: 'todo' })).toEqual({
      status: 'not_found',
      message: `no task id starts with "${T(1, 3)}"`,
    });
    expect(await readState(storage)).toMatchObject({ tasks: { [T(1, 3)]: { status: 'blocked' } } });
    expect(await board.boardStatus({ agent: 'a' })).toMatchObject({ lists: [{ tasks: 2, unadopted: 1 }, { tasks: 1 }] });
  });
});

describe('reap', () => {
  it('returns silent owners\' tasks to todo with a note; agents\' last activity counts', async () => {
    const { board, storage, clock } = twoLists();
    const a = await board.pull({ agent: 'alice' });
    clock.advance(10 * 60_000);
    const b = await board.pull({ agent: 'bob' });
    clock.advance(10 * 60_000);
    if (a.status !== 'ok' || b.status !== 'ok') throw new Error('pull failed');
    // alice: silent 20 min; bob: 10 min. Exactly the threshold is not "more than".
    expect(await board.reap({ agent: 'sup', olderThanSeconds: 1200 })).toEqual({ status: 'ok', count: 0, tasks: [] });
    const reaped = await board.reap({ agent: 'sup', olderThanSeconds: 900 });
    expect(reaped).toEqual({
      status: 'ok',
      count: 1,
      tasks: [
        expect.objectContaining({
          id: a.task.id,
          status: 'todo',
          updatedAt: '2026-11-30T10:20:00.000Z',
          notes: [{ at: '2026-11-30T10:20:00.000Z', by: 'sup', text: 'returned to todo: owner alice silent since 2026-11-30T10:00:00.000Z' }],
        }),
      ],
    });
    expect((reaped as { tasks: object[] }).tasks[0]).not.toHaveProperty('owner');
    // bob stays active by acting: a later reap leaves his task alone.
    clock.advance(14 * 60_000);
    await board.create({ agent: 'bob', list: listId(2), title: 'Follow-up' });
    clock.advance(5 * 60_000);
    expect(await board.reap({ agent: 'sup', olderThanSeconds: 900 })).toMatchObject({ count: 0 });
    const status = await board.boardStatus({ agent: 'sup' });
    expect(status).toMatchObject({
      agents: [
        { agent: 'alice', lastActivity: '2026-11-30T10:00:00.000Z' },
        { agent: 'bob', lastActivity: '2026-11-30T10:34:00.000Z' },
        { agent: 'sup', lastActivity: '2026-11-30T10:39:00.000Z' },
      ],
    });
    await expectValidList(storage, L2);
  });

  it('without recorded activity the task\'s updatedAt counts', async () => {
    const { board } = setup({
      [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`] }),
      'docs/tsk/.board.json': JSON.stringify({
        version: 1,
        tasks: {
          [T(1, 1)]: { list: listId(1), status: 'in_progress', owner: 'ghost', priority: 0, dependsOn: [], createdAt: '2026-11-29T00:00:00.000Z', updatedAt: '2026-11-30T09:00:00.000+01:00', notes: [] },
          [T(1, 2)]: { list: listId(1), status: 'in_progress', owner: 'ghost2', priority: 0, dependsOn: [], createdAt: '2026-11-29T00:00:00.000Z', updatedAt: '2026-11-30T09:59:00.000Z', notes: [] },
        },
        agents: {},
      }),
    });
    const reaped = await board.reap({ agent: 'sup', olderThanSeconds: 3000 });
    expect(reaped).toMatchObject({
      count: 1,
      tasks: [{ id: T(1, 1), notes: [{ by: 'sup', text: 'returned to todo: owner ghost silent since 2026-11-30T08:00:00.000Z' }] }],
    });
  });
});

describe('read-only calls', () => {
  it('list and boardStatus change nothing, ever', async () => {
    const { board, storage } = twoLists();
    await board.pull({ agent: 'a' });
    const snapshot = async () => [await readText(storage, L1), await readText(storage, L2), await readText(storage, 'docs/tsk/.board.json')];
    const before = await snapshot();
    await board.list({ agent: 'reader' });
    await board.boardStatus({ agent: 'reader' });
    expect(await snapshot()).toEqual(before);
    expect(await board.boardStatus({ agent: 'x' })).toMatchObject({ agents: [{ agent: 'a' }] });
  });

  it('boardStatus: counts, every canonical document, broken documents', async () => {
    const broken = tskDocument({ id: listId(4), items: ['- [ ] x'] }).replace('# Task list', 'no heading');
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), title: 'One', items: [`- [x] A ${marker(T(1, 1))}`, '- [ ] B', `- [ ] C ${marker(T(1, 3))}`] }),
      [L2]: tskDocument({ id: listId(2), title: 'Two', status: 'draft', items: [`- [ ] D ${marker(T(2, 1))}`] }),
      'docs/tsk/tsk-00000004-0000-4000-8000-000000000004-broken.md': broken,
      'docs/tsk/de/tsk-00000001-0000-4000-8000-000000000001-one.md': 'a language variant is not on the board',
    });
    const status = await board.boardStatus({ agent: 'x' });
    const { parse } = await import('../../src/api/parse.js');
    const error = parse('tsk', broken);
    expect(status).toEqual({
      status: 'ok',
      counts: { todo: 1, in_progress: 0, blocked: 0, done: 1 },
      lists: [
        { list: listId(1), title: 'One', documentStatus: 'active', tasks: 2, unadopted: 1, duplicateMarkers: [] },
        { list: listId(2), title: 'Two', documentStatus: 'draft', tasks: 1, unadopted: 0, duplicateMarkers: [] },
      ],
      broken: [{ ref: 'tsk-00000004-0000-4000-8000-000000000004-broken', path: '/docs/tsk/tsk-00000004-0000-4000-8000-000000000004-broken.md', error: error.ok ? '' : error.error }],
      agents: [],
    });
    expect(await readText(storage, 'docs/tsk/.board.json')).toBeNull();
  });
});

describe('a hand edit racing a board write', () => {
  it('the write is pinned to the version read; the board reads again and applies the change to the new text', async () => {
    const { repo, storage } = twoLists();
    let edits = 0;
    let limit = 1;
    const racing = {
      ...repo,
      // Someone saves the file just before each of the first `limit` board writes.
      update: async (...args: Parameters<typeof repo.update>) => {
        if (edits < limit) {
          edits++;
          const text = (await readText(storage, L1)) ?? '';
          await writeText(storage, L1, text.replace(/- \[ \] C( edited)*/, (m) => `${m} edited`));
        }
        return repo.update(...args);
      },
    };
    const { createBoard } = await import('../../src/board/index.js');
    const board = createBoard(racing);
    expect(await board.update({ agent: 'a', taskId: T(1, 1), status: 'done' })).toMatchObject({ status: 'ok', task: { title: 'A', status: 'done' } });
    const text = (await readText(storage, L1)) ?? '';
    expect(text).toContain(`- [x] A ${marker(T(1, 1))}`);
    expect(text).toContain(`- [ ] C edited ${marker(T(1, 3))}`);
    await expectValidList(storage, L1);
    // A list that changes before every write: nothing is changed, the caller is told to retry.
    limit = 100;
    const stateBefore = await readText(storage, 'docs/tsk/.board.json');
    expect(await board.update({ agent: 'a', taskId: T(1, 2), status: 'done' })).toEqual({
      status: 'conflict',
      message: `task list ${listId(1)} changed while the board was writing it; nothing was changed, try again`,
    });
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(stateBefore);
    expect(await readText(storage, L1)).toContain(`- [ ] B ${marker(T(1, 2))}`);
  });
});
