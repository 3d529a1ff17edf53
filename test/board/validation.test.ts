// Every validation rule of board.md §3/§4, through the public board, with
// the exact result object.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/api/parse.js';
import { expectValidList, listId, marker, readText, setup, taskId, tskDocument } from './helpers.js';

const LIST = 'docs/tsk/tsk-00000001-0000-4000-8000-000000000001-main.md';
const A1 = taskId(1, 1);
const A2 = taskId(1, 2);

function fixture(extra: Record<string, string> = {}) {
  return setup({
    [LIST]: tskDocument({ id: listId(1), items: [`- [ ] One ${marker(A1)}`, `- [ ] Two ${marker(A2)}`] }),
    ...extra,
  });
}

const invalid = (message: string) => ({ status: 'invalid', message });

describe('agent (every call)', () => {
  const calls = (board: ReturnType<typeof fixture>['board'], agent: unknown) => [
    board.list({ agent: agent as string }),
    board.pull({ agent: agent as string }),
    board.update({ agent: agent as string, taskId: A1, status: 'done' }),
    board.create({ agent: agent as string, list: listId(1), title: 'x' }),
    board.adopt({ agent: agent as string, list: listId(1) }),
    board.reap({ agent: agent as string, olderThanSeconds: 0 }),
    board.boardStatus({ agent: agent as string }),
  ];

  it.each([[''], ['   '], ['\t\n'], [undefined]])('empty after trimming (%j)', async (agent) => {
    const { board } = fixture();
    for (const result of await Promise.all(calls(board, agent))) expect(result).toEqual(invalid('agent must not be empty'));
  });

  it('too long: more than 64 code points, counted after trimming', async () => {
    const { board } = fixture();
    for (const result of await Promise.all(calls(board, ` ${'x'.repeat(65)} `))) {
      expect(result).toEqual(invalid('agent must be at most 64 characters, got 65'));
    }
    // 64 astral characters are 128 UTF-16 units but 64 code points: accepted.
    expect((await board.list({ agent: '😀'.repeat(64) })).status).toBe('ok');
    expect(await board.list({ agent: '😀'.repeat(65) })).toEqual(invalid('agent must be at most 64 characters, got 65'));
  });

  it('human is reserved, case-insensitively; the message quotes the value as given', async () => {
    const { board } = fixture();
    for (const result of await Promise.all(calls(board, ' Human '))) {
      expect(result).toEqual(invalid('agent " Human " is reserved for people editing the documents'));
    }
    expect(await board.pull({ agent: 'HUMAN' })).toEqual(invalid('agent "HUMAN" is reserved for people editing the documents'));
  });

  it('human may be an owner filter', async () => {
    const { board } = fixture();
    expect(await board.list({ agent: 'a', owner: 'human' })).toMatchObject({ status: 'ok', total: 0 });
  });

  it('the agent is checked first', async () => {
    const { board } = fixture();
    expect(await board.list({ agent: '', status: 'nope', before: 'nope' })).toEqual(invalid('agent must not be empty'));
    expect(await board.update({ agent: 'human', taskId: '', status: 'nope' })).toEqual(
      invalid('agent "human" is reserved for people editing the documents'),
    );
  });

  it('a failed call records no activity', async () => {
    const { board, storage } = fixture();
    await board.update({ agent: 'a', taskId: 'ffff', status: 'done' });
    expect(await readText(storage, 'docs/tsk/.board.json')).toBeNull();
  });
});

describe('list filters, cursor and limit', () => {
  it('an empty filter is invalid, not "no filter"', async () => {
    const { board } = fixture();
    expect(await board.list({ agent: 'a', status: '' })).toEqual(invalid('status must not be empty; omit it to match every task'));
    expect(await board.list({ agent: 'a', status: '  ' })).toEqual(invalid('status must not be empty; omit it to match every task'));
    expect(await board.list({ agent: 'a', owner: '' })).toEqual(invalid('owner must not be empty; omit it to match every task'));
    expect(await board.list({ agent: 'a', owner: ' \t' })).toEqual(invalid('owner must not be empty; omit it to match every task'));
  });

  it('an unknown status is invalid (list and update), quoted as given', async () => {
    const { board } = fixture();
    const message = 'status " finished" is not one of todo, in_progress, blocked, done';
    expect(await board.list({ agent: 'a', status: ' finished' })).toEqual(invalid(message));
    expect(await board.update({ agent: 'a', taskId: A1, status: ' finished' })).toEqual(invalid(message));
    expect(await board.update({ agent: 'a', taskId: A1, status: 'in progress' })).toEqual(
      invalid('status "in progress" is not one of todo, in_progress, blocked, done'),
    );
  });

  it('statuses are trimmed and case-insensitive; in-progress and inprogress mean in_progress', async () => {
    const { board } = fixture();
    const pulled = await board.update({ agent: 'a', taskId: A1, status: ' InProgress ' });
    expect(pulled).toMatchObject({ status: 'ok', task: { status: 'in_progress', owner: 'a' } });
    for (const status of ['in-progress', 'IN_PROGRESS', 'inprogress', ' In-Progress ']) {
      expect(await board.list({ agent: 'a', status })).toMatchObject({ status: 'ok', total: 1, tasks: [{ status: 'in_progress' }] });
    }
    expect(await board.update({ agent: 'a', taskId: A2, status: 'in-progress' })).toMatchObject({ task: { status: 'in_progress' } });
    expect(await board.list({ agent: 'a', status: 'TODO' })).toMatchObject({ status: 'ok', total: 0 });
  });

  it('a bad cursor is invalid with the parser reason', async () => {
    const { board } = fixture();
    const reason = (before: string) => board.list({ agent: 'a', before });
    expect(await reason('yesterday')).toEqual(
      invalid(`before "yesterday" is invalid: expected '<timestamp>|<task id>' or an RFC 3339 timestamp`),
    );
    expect(await reason('2026-11-30')).toEqual(
      invalid(`before "2026-11-30" is invalid: expected '<timestamp>|<task id>' or an RFC 3339 timestamp`),
    );
    expect(await reason(`2026-13-01T00:00:00.000Z|${A1}`)).toEqual(
      invalid(`before "2026-13-01T00:00:00.000Z|${A1}" is invalid: the part before '|' is not an RFC 3339 timestamp`),
    );
    expect(await reason(`|${A1}`)).toEqual(invalid(`before "|${A1}" is invalid: the part before '|' is not an RFC 3339 timestamp`));
    expect(await reason('2026-11-30T10:00:00.000Z|0001')).toEqual(
      invalid(`before "2026-11-30T10:00:00.000Z|0001" is invalid: the part after '|' is not a full task id`),
    );
    expect(await reason(`2026-11-30T10:00:00.000Z|${A1}|x`)).toEqual(
      invalid(`before "2026-11-30T10:00:00.000Z|${A1}|x" is invalid: the part after '|' is not a full task id`),
    );
    expect((await reason(`2026-11-30T12:00:00+02:00|${A1}`)).status).toBe('ok');
    expect((await reason('2026-11-30 10:00:00.5Z')).status).toBe('ok');
  });

  it('limit: truncated, clamped into 1..200, non-finite or non-number counts as absent', async () => {
    const items = Array.from({ length: 30 }, (_, i) => `- [ ] T${i} ${marker(taskId(1, i + 1))}`);
    const { board } = setup({ [LIST]: tskDocument({ id: listId(1), items }) });
    const count = async (limit: unknown) => {
      const r = await board.list({ agent: 'a', limit: limit as number });
      return r.status === 'ok' ? r.count : -1;
    };
    expect(await count(undefined)).toBe(20);
    expect(await count(7.9)).toBe(7);
    expect(await count(-7.9)).toBe(1);
    expect(await count(0)).toBe(1);
    expect(await count(0.5)).toBe(1);
    expect(await count(NaN)).toBe(20);
    expect(await count(Infinity)).toBe(20);
    expect(await count(-Infinity)).toBe(20);
    expect(await count('5')).toBe(20);
    expect(await count(1e9)).toBe(30);
  });
});

describe('update: task id, ifUpdatedAt', () => {
  it('unknown or empty id: not_found; ambiguous prefix: invalid', async () => {
    const { board } = fixture();
    expect(await board.update({ agent: 'a', taskId: 'ffff', status: 'done' })).toEqual({
      status: 'not_found',
      message: 'no task id starts with "ffff"',
    });
    expect(await board.update({ agent: 'a', taskId: '', status: 'done' })).toEqual({
      status: 'not_found',
      message: 'no task id starts with ""',
    });
    expect(await board.update({ agent: 'a', taskId: '0001', status: 'done' })).toEqual(
      invalid('task id prefix "0001" matches 2 tasks; give more characters'),
    );
    // Hyphens are ignored and case does not matter.
    const id = A2.toUpperCase().replace(/-/g, '');
    expect(await board.update({ agent: 'a', taskId: id.slice(0, 12), status: 'blocked' })).toMatchObject({ status: 'ok', task: { id: A2 } });
    expect(await board.update({ agent: 'a', taskId: '0001-0001', status: 'todo' })).toMatchObject({ status: 'ok', task: { id: A1 } });
  });

  it('a malformed ifUpdatedAt is invalid, before the task id is looked up', async () => {
    const { board } = fixture();
    for (const value of ['yesterday', '2026-11-30', '2026-11-30T25:00:00Z', '2026-11-30T10:00:00']) {
      expect(await board.update({ agent: 'a', taskId: 'ffff', status: 'done', ifUpdatedAt: value })).toEqual(
        invalid(`ifUpdatedAt ${JSON.stringify(value)} is not an RFC 3339 timestamp`),
      );
    }
  });
});

describe('create', () => {
  const DONE_LIST = 'docs/tsk/tsk-00000002-0000-4000-8000-000000000002-done.md';
  const BROKEN = 'docs/tsk/tsk-00000003-0000-4000-8000-000000000003-broken.md';
  const brokenText = tskDocument({ id: listId(3), items: ['- [ ] one'] }).replace('## Recent Updates', '## Recent Upd');
  const files = {
    [DONE_LIST]: tskDocument({ id: listId(2), status: 'done', items: ['- [ ] one'] }),
    [BROKEN]: brokenText,
    'docs/tsk/tsk-00000004-0000-4000-8000-000000000004-cancelled.md': tskDocument({ id: listId(4), status: 'cancelled', items: ['- [ ] x'] }),
  };

  it('title: empty or multi-line', async () => {
    const { board } = fixture(files);
    const create = (title: unknown) => board.create({ agent: 'a', list: listId(1), title: title as string });
    expect(await create('')).toEqual(invalid('title must not be empty'));
    expect(await create(' \n ')).toEqual(invalid('title must not be empty'));
    expect(await create(undefined)).toEqual(invalid('title must not be empty'));
    expect(await create('one\ntwo')).toEqual(invalid('title must be one line'));
    expect(await create('one\r\ntwo')).toEqual(invalid('title must be one line'));
    expect(await create('one\u2028two')).toEqual(invalid('title must be one line'));
  });

  it('priority must be an integer', async () => {
    const { board } = fixture(files);
    const create = (priority: unknown) => board.create({ agent: 'a', list: listId(1), title: 't', priority: priority as number });
    expect(await create(1.5)).toEqual(invalid('priority must be an integer, got 1.5'));
    expect(await create('3')).toEqual(invalid('priority must be an integer, got "3"'));
    expect(await create(NaN)).toEqual(invalid('priority must be an integer, got NaN'));
    expect(await create(Infinity)).toEqual(invalid('priority must be an integer, got Infinity'));
    // null counts as absent, as hosts forwarding JSON send it for an omitted argument.
    expect(await create(null)).toMatchObject({ status: 'ok', task: { priority: 0 } });
    expect(await create(-3)).toMatchObject({ status: 'ok', task: { priority: -3 } });
  });

  it('unknown list: not_found; list neither active nor draft, or broken: invalid', async () => {
    const { board } = fixture(files);
    const create = (list: string) => board.create({ agent: 'a', list, title: 't' });
    expect(await create('nope')).toEqual({ status: 'not_found', message: 'no task list found with id "nope"' });
    expect(await create(listId(9))).toEqual({ status: 'not_found', message: `no task list found with id "${listId(9)}"` });
    expect(await create(listId(2))).toEqual(
      invalid(`task list ${listId(2)} is done; tasks can be added to active or draft lists only`),
    );
    expect(await create(listId(4))).toEqual(
      invalid(`task list ${listId(4)} is cancelled; tasks can be added to active or draft lists only`),
    );
    const error = parse('tsk', brokenText);
    expect(error.ok).toBe(false);
    expect(await create(listId(3))).toEqual(invalid(`task list ${listId(3)} does not parse; fix it first:\n${error.ok ? '' : error.error}`));
  });

  it('a document that would not validate is invalid and unchanged', async () => {
    const { board, storage } = fixture();
    const before = await readText(storage, LIST);
    const result = await board.create({ agent: 'a', list: listId(1), title: 'Use <b>bold</b>' });
    // The expected error is the one of the document with the item appended.
    const withItem = (before ?? '').replace(`- [ ] Two ${marker(A2)}`, `- [ ] Two ${marker(A2)}\n- [ ] Use <b>bold</b> <!-- task:ID -->`);
    const expected = parse('tsk', withItem);
    expect(expected.ok).toBe(false);
    expect(result).toEqual(invalid(`task list ${listId(1)} would not validate with this task:\n${expected.ok ? '' : expected.error}`));
    expect(await readText(storage, LIST)).toBe(before);
    expect(await readText(storage, 'docs/tsk/.board.json')).toBeNull();
    const nested = await board.create({ agent: 'a', list: listId(1), title: 'x', description: '- a nested list' });
    expect(nested.status).toBe('invalid');
    expect((nested as { message: string }).message).toMatch(/^task list 00000001-\S+ would not validate with this task:\n.*nested list/);
    await expectValidList(storage, LIST);
  });

  it('dependencies: unknown is not_found, ambiguous is invalid, prefixes become full ids', async () => {
    const { board } = fixture();
    const create = (dependsOn: string[]) => board.create({ agent: 'a', list: listId(1), title: 't', dependsOn });
    expect(await create(['ffff'])).toEqual({ status: 'not_found', message: 'no task id starts with "ffff"' });
    expect(await create([''])).toEqual({ status: 'not_found', message: 'no task id starts with ""' });
    expect(await create(['0001'])).toEqual(invalid('task id prefix "0001" matches 2 tasks; give more characters'));
    expect(await create(['00010002', A1.toUpperCase()])).toMatchObject({ status: 'ok', task: { dependsOn: [A2, A1] } });
  });
});

describe('adopt and reap', () => {
  it('adopt: unknown list not_found, broken list invalid', async () => {
    const BROKEN = 'docs/tsk/tsk-00000003-0000-4000-8000-000000000003-broken.md';
    const brokenText = tskDocument({ id: listId(3), items: ['- [ ] one', '  lazy'] });
    const { board } = fixture({ [BROKEN]: brokenText });
    expect(await board.adopt({ agent: 'a', list: 'nope' })).toEqual({ status: 'not_found', message: 'no task list found with id "nope"' });
    const error = parse('tsk', brokenText);
    expect(error.ok).toBe(false);
    expect(await board.adopt({ agent: 'a', list: listId(3) })).toEqual(
      invalid(`task list ${listId(3)} does not parse; fix it first:\n${error.ok ? '' : error.error}`),
    );
  });

  it('reap: olderThanSeconds must be a finite number >= 0', async () => {
    const { board } = fixture();
    const reap = (value: unknown) => board.reap({ agent: 'a', olderThanSeconds: value as number });
    expect(await reap(-1)).toEqual(invalid('olderThanSeconds must be a number >= 0, got -1'));
    expect(await reap(-0.001)).toEqual(invalid('olderThanSeconds must be a number >= 0, got -0.001'));
    expect(await reap(NaN)).toEqual(invalid('olderThanSeconds must be a number >= 0, got NaN'));
    expect(await reap(Infinity)).toEqual(invalid('olderThanSeconds must be a number >= 0, got Infinity'));
    expect(await reap('60')).toEqual(invalid('olderThanSeconds must be a number >= 0, got "60"'));
    expect(await reap(undefined)).toEqual(invalid('olderThanSeconds must be a number >= 0, got undefined'));
    expect(await reap(0)).toEqual({ status: 'ok', count: 0, tasks: [] });
  });
});

describe('state file', () => {
  it('not valid JSON: every call is invalid and the file is never overwritten', async () => {
    const bad = '{"version": 1, "tasks": ';
    const { board, storage } = fixture({ 'docs/tsk/.board.json': bad });
    let reason = '';
    try {
      JSON.parse(bad);
    } catch (error) {
      reason = (error as Error).message;
    }
    const expected = invalid(`board state /docs/tsk/.board.json is not valid JSON: ${reason}`);
    const results = [
      await board.list({ agent: 'a' }),
      await board.pull({ agent: 'a' }),
      await board.update({ agent: 'a', taskId: A1, status: 'done' }),
      await board.create({ agent: 'a', list: listId(1), title: 'x' }),
      await board.adopt({ agent: 'a', list: listId(1) }),
      await board.reap({ agent: 'a', olderThanSeconds: 0 }),
      await board.boardStatus({ agent: 'a' }),
    ];
    for (const result of results) expect(result).toEqual(expected);
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(bad);
  });

  it('another version: every call is invalid, the file is kept', async () => {
    const text = '{"version": 2, "tasks": {}, "agents": {}}\n';
    const { board, storage } = fixture({ 'docs/tsk/.board.json': text });
    const expected = invalid('board state /docs/tsk/.board.json has version 2; this library reads version 1');
    expect(await board.pull({ agent: 'a' })).toEqual(expected);
    expect(await board.boardStatus({ agent: 'a' })).toEqual(expected);
    expect(await readText(storage, 'docs/tsk/.board.json')).toBe(text);
  });
});
