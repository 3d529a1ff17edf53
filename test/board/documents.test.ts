// What the board writes into task lists: markers (adopt), new items
// (create), and how it treats copied markers (board.md §2, §3, §5).
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../src/board/index.js';
import { createRepository, memoryStorage } from '../../src/repository/index.js';
import { checkedBoard, expectValidList, listId, manualClock, marker, readState, readText, setup, taskId, tskDocument } from './helpers.js';

const L1 = 'docs/tsk/tsk-00000001-0000-4000-8000-000000000001-one.md';
const L2 = 'docs/tsk/tsk-00000002-0000-4000-8000-000000000002-two.md';
const T = (list: number, item: number) => taskId(list, item);
const MARKER = /<!-- task:([0-9a-f-]{36}) -->$/;

describe('duplicate markers', () => {
  it('the first occurrence keeps the task; copies are ignored and reported with their body line', async () => {
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] A copy ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`] }),
      [L2]: tskDocument({ id: listId(2), items: [`- [x] B elsewhere ${marker(T(1, 2))}`, `- [ ] D ${marker(T(2, 1))}`] }),
    });
    const listed = await board.list({ agent: 'a' });
    expect(listed).toMatchObject({ status: 'ok', total: 3 });
    const titles = (listed as { tasks: { title: string; status: string }[] }).tasks.map((t) => `${t.title}:${t.status}`).sort();
    expect(titles).toEqual(['A:todo', 'B:todo', 'D:todo']);
    const status = await board.boardStatus({ agent: 'a' });
    expect(status).toMatchObject({
      lists: [
        { list: listId(1), tasks: 2, unadopted: 0, duplicateMarkers: [{ taskId: T(1, 1), line: 4 }] },
        { list: listId(2), tasks: 1, unadopted: 0, duplicateMarkers: [{ taskId: T(1, 2), line: 3 }] },
      ],
      counts: { todo: 3, in_progress: 0, blocked: 0, done: 0 },
    });
    // Updating the task changes the first occurrence only.
    await board.update({ agent: 'a', taskId: T(1, 1), status: 'done' });
    const text = (await readText(storage, L1)) ?? '';
    expect(text).toContain(`- [x] A ${marker(T(1, 1))}`);
    expect(text).toContain(`- [ ] A copy ${marker(T(1, 1))}`);
    // Adopt leaves items with a duplicate marker as they are.
    expect(await board.adopt({ agent: 'a', list: listId(1) })).toEqual({ status: 'ok', list: listId(1), adopted: 0, tasks: 2 });
    expect(await readText(storage, L1)).toBe(text);
  });
});

describe('adopt', () => {
  it('writes markers on unmarked items without touching any other line', async () => {
    const original = tskDocument({
      id: listId(1),
      status: 'draft',
      loose: true,
      items: ['- [ ] First  ', `- [ ] Marked ${marker(T(1, 2))}`, '- [x] Done by hand', '* [ ] Star bullet\n\n  with content', '1. [ ] Ordered'],
    });
    const { board, storage, clock } = setup({ [L1]: original });
    clock.advance(1000);
    const result = await board.adopt({ agent: 'a', list: listId(1) });
    expect(result).toEqual({ status: 'ok', list: listId(1), adopted: 4, tasks: 5 });
    const after = (await readText(storage, L1)) ?? '';
    const before = original.split('\n');
    const lines = after.split('\n');
    expect(lines.length).toBe(before.length);
    const changed: number[] = [];
    lines.forEach((line, i) => {
      if (line === before[i]) return;
      changed.push(i);
      if (before[i]?.startsWith('updated:')) {
        expect(line).toBe("updated: '2026-11-30T10:00:01.000Z'");
        return;
      }
      const id = MARKER.exec(line)?.[1];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(line).toBe(`${before[i]?.trimEnd()} ${marker(id ?? '')}`);
    });
    expect(changed.length).toBe(5);
    const parsed = await expectValidList(storage, L1);
    expect((parsed.document.body as { tasks: { items: unknown[] } }).tasks.items).toHaveLength(5);
    // Each new task has a state entry: todo, or done by human when checked.
    const state = (await readState(storage)) as { tasks: Record<string, { status: string; by?: string; createdAt: string; priority: number }> };
    const entries = Object.values(state.tasks);
    expect(entries).toHaveLength(4);
    expect(entries.filter((e) => e.status === 'done')).toEqual([expect.objectContaining({ by: 'human' })]);
    for (const e of entries) expect(e).toMatchObject({ priority: 0, createdAt: '2026-11-30T10:00:01.000Z', updatedAt: '2026-11-30T10:00:01.000Z', dependsOn: [], notes: [] });
    // Nothing left to adopt: the document is not written, the call still counts as activity.
    clock.advance(1000);
    expect(await board.adopt({ agent: 'b', list: listId(1) })).toEqual({ status: 'ok', list: listId(1), adopted: 0, tasks: 5 });
    expect(await readText(storage, L1)).toBe(after);
    expect(await readState(storage)).toMatchObject({ agents: { a: '2026-11-30T10:00:01.000Z', b: '2026-11-30T10:00:02.000Z' } });
    // A draft list is not on the board, but boardStatus counts its tasks.
    expect(await board.list({ agent: 'a' })).toMatchObject({ total: 0 });
    expect(await board.boardStatus({ agent: 'a' })).toMatchObject({ lists: [{ tasks: 5, unadopted: 0, documentStatus: 'draft' }] });
  });

  it('keeps CRLF line endings and a BOM', async () => {
    const text = `\ufeff${tskDocument({ id: listId(1), items: ['- [ ] One', '- [ ] Two'] }).replace(/\n/g, '\r\n')}`;
    const storage = memoryStorage({ [L1]: text });
    const clock = manualClock();
    const board = checkedBoard(createBoard(createRepository({ storage, clock }), { clock }), storage);
    expect(await board.adopt({ agent: 'a', list: listId(1) })).toMatchObject({ adopted: 2 });
    const after = (await readText(storage, L1)) ?? '';
    expect(after.startsWith('\ufeff---\r\n')).toBe(true);
    expect(after.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const pulled = await board.pull({ agent: 'a' });
    if (pulled.status !== 'ok') throw new Error('pull failed');
    await board.update({ agent: 'a', taskId: pulled.task.id, status: 'done' });
    const done = (await readText(storage, L1)) ?? '';
    expect(done).toContain(`- [x] One ${marker(pulled.task.id)}\r\n`);
    await expectValidList(storage, L1);
    expect(board.writes()).toBe(2);
  });
});

describe('create', () => {
  it('appends the item as the last task item, the description as continuation content', async () => {
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`] }),
    });
    const created = await board.create({
      agent: 'a',
      list: ` ${listId(1)} `,
      title: '  Write the docs  ',
      description: '\n  First paragraph\nsame paragraph\n\n```sh\nnpm run docs\n```\n',
      priority: 3,
      dependsOn: ['00010001', T(1, 2)],
    });
    if (created.status !== 'ok') throw new Error(JSON.stringify(created));
    const { task } = created;
    expect(task).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      list: listId(1),
      title: 'Write the docs',
      description: 'First paragraph\nsame paragraph\n\n```sh\nnpm run docs\n```',
      priority: 3,
      dependsOn: [T(1, 1), T(1, 2)],
      createdAt: '2026-11-30T10:00:00.000Z',
      updatedAt: '2026-11-30T10:00:00.000Z',
      notes: [],
      status: 'todo',
    });
    const text = (await readText(storage, L1)) ?? '';
    expect(text).toContain(
      `- [ ] B ${marker(T(1, 2))}\n- [ ] Write the docs ${marker(task.id)}\n\n  First paragraph\n  same paragraph\n\n  \`\`\`sh\n  npm run docs\n  \`\`\`\n\n## Recent Updates`,
    );
    const parsed = await expectValidList(storage, L1);
    const items = (parsed.document.body as { tasks: { items: { text: string; content?: string }[] } }).tasks.items;
    expect(items.at(-1)).toEqual({ checked: false, text: `Write the docs ${marker(task.id)}`, content: task.description });
    // The board reads back what create returned.
    const listed = await board.list({ agent: 'a', limit: 1 });
    expect(listed).toMatchObject({ tasks: [{ id: task.id.slice(0, 8), title: 'Write the docs', description: task.description, priority: 3, dependsOn: ['00010001', '00010002'] }] });
    expect(await readState(storage)).toMatchObject({ tasks: { [task.id]: { status: 'todo', priority: 3, dependsOn: [T(1, 1), T(1, 2)] } } });
    // A second task goes after it, separated by a blank line since the list is now loose.
    const second = await board.create({ agent: 'a', list: listId(1), title: 'Then release' });
    if (second.status !== 'ok') throw new Error('create failed');
    expect(await readText(storage, L1)).toContain(`  \`\`\`\n\n- [ ] Then release ${marker(second.task.id)}\n\n## Recent Updates`);
    await expectValidList(storage, L1);
    // The new task waits for its dependencies.
    expect(await board.pull({ agent: 'w' })).toMatchObject({ task: { title: 'A' } });
  });

  it('draft lists take new tasks (off the board until active); tasks are pulled from active lists only', async () => {
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), status: 'draft', loose: true, items: [`- [ ] A ${marker(T(1, 1))}`, `- [ ] B ${marker(T(1, 2))}`] }),
    });
    const created = await board.create({ agent: 'a', list: listId(1), title: 'Draft task' });
    expect(created).toMatchObject({ status: 'ok', task: { title: 'Draft task', list: listId(1) } });
    const text = (await readText(storage, L1)) ?? '';
    expect(text).toContain(`- [ ] B ${marker(T(1, 2))}\n\n- [ ] Draft task`);
    await expectValidList(storage, L1);
    expect(await board.pull({ agent: 'a' })).toMatchObject({ status: 'none' });
  });

  it('ordered and starred lists get a - item after them; the document still validates', async () => {
    const { board, storage } = setup({
      [L1]: tskDocument({ id: listId(1), items: ['1. [ ] One', '2. [ ] Two'] }),
      [L2]: tskDocument({ id: listId(2), items: ['* [ ] One'] }),
    });
    for (const list of [listId(1), listId(2)]) expect(await board.create({ agent: 'a', list, title: 'New' })).toMatchObject({ status: 'ok' });
    const one = await expectValidList(storage, L1);
    const two = await expectValidList(storage, L2);
    expect((one.document.body as { tasks: { items: unknown[] } }).tasks.items).toHaveLength(3);
    expect((two.document.body as { tasks: { items: unknown[] } }).tasks.items).toHaveLength(2);
  });
});

describe('hand edits between calls', () => {
  it('a retitled item keeps its id and state', async () => {
    const { board, storage } = setup({ [L1]: tskDocument({ id: listId(1), items: [`- [ ] A ${marker(T(1, 1))}`] }) });
    await board.update({ agent: 'a', taskId: T(1, 1), status: 'blocked', note: 'waiting' });
    const text = (await readText(storage, L1)) ?? '';
    await storage.writeAtomic(L1, new TextEncoder().encode(text.replace('- [ ] A ', '- [ ] Renamed task ')));
    expect(await board.list({ agent: 'a' })).toMatchObject({ tasks: [{ title: 'Renamed task', status: 'blocked', reason: 'waiting' }] });
  });
});
