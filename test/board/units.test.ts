// The board's pure parts: inputs, ids, cursor, time, rows, markers, the
// state file, derivation, transitions, picking, reaping, line edits, paging.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAgent } from '../../src/board/agent.js';
import { cursorOf, isBeyond, parseCursor } from '../../src/board/cursor.js';
import { deriveTask, entryOf } from '../../src/board/derive.js';
import { appendEdit, markEdit, markersEdit } from '../../src/board/document-edits.js';
import { parse } from '../../src/api/parse.js';
import { scanTaskItems } from '../../src/board/document-scan.js';
import type { BoardDocument } from '../../src/board/documents.js';
import { isFullId, resolveTaskId, shortId } from '../../src/board/ids.js';
import { markerComment, scanMarker, withMarker } from '../../src/board/markers.js';
import { jsonValue, quoted } from '../../src/board/messages.js';
import type { BoardFileTask, Task } from '../../src/board/model.js';
import { listPage, normalizeLimit } from '../../src/board/page.js';
import { pickTask } from '../../src/board/pick.js';
import { planReap } from '../../src/board/reap-plan.js';
import { taskRow } from '../../src/board/rows.js';
import { buildSnapshot } from '../../src/board/snapshot.js';
import { parseBoardFile, serializeBoardFile } from '../../src/board/state-file.js';
import { parseStatus } from '../../src/board/status-input.js';
import { canonicalTimestamp, documentTimestamp, rfc3339Instant, secondsTimestamp } from '../../src/board/time.js';
import { applyStatus } from '../../src/board/transitions.js';
import { marker, taskId } from './helpers.js';

const ID = '0f3c5a1e-2b4d-4c6e-8f90-123456789abc';
const NOW = '2026-11-30T10:00:00.000Z';

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: ID,
    list: '6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04',
    title: 'T',
    description: '',
    priority: 0,
    dependsOn: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    notes: [],
    status: 'todo',
    ...overrides,
  };
}

function documentOf(body: string, overrides: Partial<BoardDocument> = {}): BoardDocument {
  // The board places items by the parse's ranges, as `get(…, { source: true })` returns them.
  const text = `---\nclassification: null\ncreated: '2026-11-01T00:00:00.000Z'\nid: 6d1f3a52-8c0e-4b7a-9e21-3f5c7a9b1d04\nstatus: active\ntype: tsk\nupdated: '2026-11-20T00:00:00.000Z'\nversion: 1.0.0\n---\n\n${body}\n`;
  const parsed = parse('tsk', text);
  if (!parsed.ok) throw new Error(parsed.error);
  const scanned = scanTaskItems({ text, source: parsed.source, body: parsed.document.body });
  return {
    ref: 'tsk-x',
    path: '/docs/tsk/tsk-x.md',
    id: 'list-1',
    list: 'list-1',
    title: 'T',
    status: 'active',
    updated: '2026-11-20T00:00:00.000Z',
    created: '2026-11-01T00:00:00.000Z',
    etag: 'e',
    items: scanned.items,
    lines: scanned.lines,
    ...overrides,
  };
}

const body = (items: string) => `# T\n\n${items}\n\n## Recent Updates\n\n### 2026-01-01T00:00:00.000Z - S\n\nStarted.`;

describe('inputs', () => {
  it('agents', () => {
    expect(checkAgent(' a ')).toEqual({ ok: true, agent: 'a' });
    expect(checkAgent(null)).toMatchObject({ ok: false, failure: { message: 'agent must not be empty' } });
    expect(checkAgent('hUmAn')).toMatchObject({ ok: false });
    expect(checkAgent('humans')).toEqual({ ok: true, agent: 'humans' });
    expect(checkAgent('é'.repeat(64))).toMatchObject({ ok: true });
  });

  it('statuses', () => {
    expect(['todo', ' DONE ', 'Blocked', 'in_progress', 'in-progress', 'INPROGRESS'].map(parseStatus)).toEqual([
      'todo',
      'done',
      'blocked',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    expect([' ', 'in progress', 'in__progress', 'finished', 3, undefined].map(parseStatus)).toEqual([null, null, null, null, null, null]);
  });

  it('limits', () => {
    expect([undefined, null, '7', NaN, Infinity, -Infinity, 0, -1, 1, 1.99, 200, 200.5, 201, 1e300].map(normalizeLimit)).toEqual([
      20, 20, 20, 20, 20, 20, 1, 1, 1, 1, 200, 200, 200, 200,
    ]);
  });

  it('message values', () => {
    expect(quoted('a"b')).toBe('"a\\"b"');
    expect(quoted(5)).toBe('"5"');
    expect([1.5, '3', null, NaN, -Infinity, undefined, [1], { a: 1 }].map(jsonValue)).toEqual([
      '1.5',
      '"3"',
      'null',
      'NaN',
      '-Infinity',
      'undefined',
      '[1]',
      '{"a":1}',
    ]);
  });
});

describe('ids', () => {
  const ids = [taskId(1, 1), taskId(1, 2), taskId(2, 1)];
  it('full ids, short ids, prefixes', () => {
    expect(isFullId(ID)).toBe(true);
    expect(isFullId(ID.toUpperCase())).toBe(false);
    expect(shortId(ID)).toBe('0f3c5a1e');
    expect(resolveTaskId('0002', ids)).toEqual({ ok: true, id: taskId(2, 1) });
    expect(resolveTaskId(' 00010002-AAAA ', ids)).toEqual({ ok: true, id: taskId(1, 2) });
    expect(resolveTaskId('0001', ids)).toEqual({ ok: false, failure: { status: 'invalid', message: 'task id prefix "0001" matches 2 tasks; give more characters' } });
    expect(resolveTaskId('-', ids)).toEqual({ ok: false, failure: { status: 'not_found', message: 'no task id starts with "-"' } });
    expect(resolveTaskId(undefined, ids)).toEqual({ ok: false, failure: { status: 'not_found', message: 'no task id starts with "undefined"' } });
  });
});

describe('time', () => {
  it('RFC 3339 instants', () => {
    expect(rfc3339Instant('2026-11-30T12:00:00+02:00')).toBe(Date.parse(NOW));
    expect(rfc3339Instant('2026-11-30t10:00:00z')).toBe(Date.parse(NOW));
    expect(rfc3339Instant('2026-11-30 10:00:00.000Z')).toBe(Date.parse(NOW));
    expect(rfc3339Instant('2026-11-30T10:00:00.0005Z')).toBeGreaterThan(Date.parse(NOW));
    expect(rfc3339Instant('0099-01-01T00:00:00Z')).toBe(Date.parse('0099-01-01T00:00:00Z'));
    for (const bad of ['2026-11-30', '2026-11-30T10:00Z', '2026-11-30T10:00:00', '2026-02-29T00:00:00Z', '2026-11-30T10:00:60Z', '2026-11-30T10:00:00+24:00', '2026-11-30T10:00:00.Z', 5]) {
      expect(rfc3339Instant(bad)).toBeNull();
    }
    expect(rfc3339Instant('2024-02-29T00:00:00Z')).not.toBeNull();
  });

  it('canonical, document and second forms', () => {
    expect(canonicalTimestamp('2026-11-30T12:00:00+02:00')).toBe(NOW);
    expect(canonicalTimestamp(NOW)).toBe(NOW);
    expect(canonicalTimestamp('2026-13-30T10:00:00.000Z')).toBeNull();
    expect(documentTimestamp('2026-11-30 11:00:00.000+01:00')).toBe(NOW);
    expect(documentTimestamp('2026-11-30')).toBe('2026-11-30T00:00:00.000Z');
    expect(documentTimestamp(null)).toBeNull();
    expect(secondsTimestamp('2026-11-30T10:00:59.999Z')).toBe('2026-11-30T10:00:59Z');
    expect(secondsTimestamp('2026-11-30T12:00:59.999+02:00')).toBe('2026-11-30T10:00:59Z');
  });
});

describe('cursor', () => {
  it('parses both forms and orders rows strictly after', () => {
    const cursor = parseCursor(cursorOf(NOW, ID));
    expect(cursor).toEqual({ ok: true, cursor: { instant: Date.parse(NOW), id: ID } });
    if (!cursor.ok) return;
    expect(isBeyond(cursor.cursor, Date.parse(NOW), ID)).toBe(false);
    expect(isBeyond(cursor.cursor, Date.parse(NOW), '0f3c5a1e-2b4d-4c6e-8f90-123456789abb')).toBe(true);
    expect(isBeyond(cursor.cursor, Date.parse(NOW), '0f3c5a1e-2b4d-4c6e-8f90-123456789abd')).toBe(false);
    expect(isBeyond(cursor.cursor, Date.parse(NOW) - 1, 'ffffffff-ffff-4fff-8fff-ffffffffffff')).toBe(true);
    expect(isBeyond({ instant: Date.parse(NOW), id: null }, Date.parse(NOW), ID)).toBe(false);
    expect(parseCursor(`${NOW}|${ID.toUpperCase()}`)).toMatchObject({ ok: true, cursor: { id: ID } });
  });
});

describe('rows', () => {
  it('omit absent fields and empty arrays, keep empty strings, shorten ids and timestamps', () => {
    expect(taskRow(task({ status: 'blocked', reason: '', description: '' }))).toEqual({
      id: '0f3c5a1e',
      list: '6d1f3a52',
      title: 'T',
      description: '',
      priority: 0,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
      status: 'blocked',
      reason: '',
    });
    const row = taskRow(task({ dependsOn: [taskId(1, 1)], notes: [{ at: '2026-11-30T10:00:00.999Z', by: 'a', text: '' }], status: 'done', by: 'a' }));
    expect(Object.keys(row)).toEqual(['id', 'list', 'title', 'description', 'priority', 'dependsOn', 'createdAt', 'updatedAt', 'notes', 'status', 'by']);
    expect(row.dependsOn).toEqual(['00010001']);
    expect(row.notes).toEqual([{ at: '2026-11-30T10:00:00Z', by: 'a', text: '' }]);
  });
});

describe('markers', () => {
  it('only a trailing marker counts', () => {
    expect(scanMarker(`Do it ${marker(ID)}`)).toEqual({ title: 'Do it', marker: ID });
    expect(scanMarker(`Do it <!--task:${ID.toUpperCase()}-->  `)).toEqual({ title: 'Do it', marker: ID });
    expect(scanMarker(marker(ID))).toEqual({ title: '', marker: ID });
    expect(scanMarker(`${marker(ID)} then text`)).toEqual({ title: `${marker(ID)} then text`, marker: null });
    expect(scanMarker('Do it<!-- task:0f3c -->')).toEqual({ title: 'Do it<!-- task:0f3c -->', marker: null });
    expect(markerComment(ID)).toBe(`<!-- task:${ID} -->`);
    expect(withMarker('- [ ] x \t', ID)).toBe(`- [ ] x ${marker(ID)}`);
  });

  it('reads the last comment only, and needs a space or tab before it', () => {
    expect(scanMarker(`a <!-- note --> b\t${marker(ID)}`)).toEqual({ title: 'a <!-- note --> b', marker: ID });
    expect(scanMarker(`Do it ${marker(ID)} <!-- later -->`)).toEqual({ title: `Do it ${marker(ID)} <!-- later -->`, marker: null });
    expect(scanMarker(`Do it${marker(ID)}`)).toEqual({ title: `Do it${marker(ID)}`, marker: null });
  });

  it('handles a long run of spaces before, inside or after the text', () => {
    const spaces = ' '.repeat(200_000);
    expect(scanMarker(`a${spaces}b ${marker(ID)}`)).toEqual({ title: `a${spaces}b`, marker: ID });
    expect(scanMarker(`a${spaces}b`)).toEqual({ title: `a${spaces}b`, marker: null });
    expect(withMarker(`- [ ] x${spaces}`, ID)).toBe(`- [ ] x ${marker(ID)}`);
  });
});

describe('state file', () => {
  const entry = { list: 'l', status: 'todo', priority: 0, dependsOn: [], createdAt: NOW, updatedAt: NOW, notes: [] };
  const parseText = (value: unknown) => parseBoardFile(JSON.stringify(value), '/s.json');

  it('reads defaults, normalises timestamps and owner fields', () => {
    const parsed = parseText({
      version: 1,
      tasks: { [ID]: { list: 'l', status: 'blocked', owner: 'a', by: 'stray', createdAt: '2026-11-30T12:00:00+02:00', updatedAt: NOW } },
    });
    expect(parsed).toEqual({
      ok: true,
      file: { version: 1, tasks: { [ID]: { list: 'l', status: 'blocked', owner: 'a', reason: '', priority: 0, dependsOn: [], createdAt: NOW, updatedAt: NOW, notes: [] } }, agents: {} },
    });
  });

  it('rejects what is not a board file, naming the place', () => {
    const shape = (where: string) => ({ ok: false, failure: { status: 'invalid', message: expect.stringMatching(new RegExp(`^board state /s\\.json is not a valid board file: ${where.replace(/\./g, '\\.')}: `)) } });
    expect(parseText({ version: 1, tasks: [] })).toEqual(shape('tasks'));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, status: 'doing' } } })).toEqual(shape(`tasks.${ID}.status`));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, status: 'in_progress' } } })).toEqual(shape(`tasks.${ID}.owner`));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, status: 'done' } } })).toEqual(shape(`tasks.${ID}.by`));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, priority: 0.5 } } })).toEqual(shape(`tasks.${ID}.priority`));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, updatedAt: '2026-11-30' } } })).toEqual(shape(`tasks.${ID}.updatedAt`));
    expect(parseText({ version: 1, tasks: { [ID]: { ...entry, notes: [{ at: NOW, by: 'a' }] } } })).toEqual(shape(`tasks.${ID}.notes.0`));
    expect(parseText({ version: 1, agents: { a: 'now' } })).toEqual(shape('agents.a'));
    expect(parseText({ tasks: {} })).toEqual({ ok: false, failure: { status: 'invalid', message: 'board state /s.json has version null; this library reads version 1' } });
    expect(parseText([1])).toMatchObject({ failure: { message: 'board state /s.json has version null; this library reads version 1' } });
    expect(parseText({ version: '1' })).toMatchObject({ failure: { message: 'board state /s.json has version "1"; this library reads version 1' } });
  });

  it('agent names like __proto__ are ordinary keys', () => {
    const parsed = parseBoardFile(`{"version":1,"agents":{"__proto__":"${NOW}","constructor":"${NOW}"}}`, '/s.json');
    if (!parsed.ok) throw new Error(parsed.failure.message);
    expect(Object.keys(parsed.file.agents)).toEqual(['__proto__', 'constructor']);
    expect(parsed.file.agents.toString).toBeUndefined();
    expect(serializeBoardFile(parsed.file)).toBe(`{\n  "version": 1,\n  "tasks": {},\n  "agents": {\n    "__proto__": "${NOW}",\n    "constructor": "${NOW}"\n  }\n}\n`);
  });
});

describe('derivation (the mark wins)', () => {
  const doc = documentOf(body(`- [x] Checked ${marker(taskId(1, 1))}\n- [ ] Open ${marker(taskId(1, 2))}`));
  const [checked, open] = doc.items as [BoardDocument['items'][0], BoardDocument['items'][0]];
  const entry = (e: Partial<BoardFileTask>): BoardFileTask => ({ list: 'list-1', status: 'todo', priority: 2, dependsOn: [], createdAt: NOW, updatedAt: NOW, notes: [], ...e });

  it('no entry: defaults at the document updated; checked is done by human', () => {
    expect(deriveTask(taskId(1, 2), doc, open, undefined)).toMatchObject({ status: 'todo', priority: 0, createdAt: doc.updated, updatedAt: doc.updated });
    expect(deriveTask(taskId(1, 1), doc, checked, undefined)).toMatchObject({ status: 'done', by: 'human', updatedAt: doc.updated });
  });

  it('checked by hand, unchecked by hand, and the state file otherwise', () => {
    expect(deriveTask(taskId(1, 1), doc, checked, entry({ status: 'in_progress', owner: 'a' }))).toEqual(
      expect.objectContaining({ status: 'done', by: 'human', updatedAt: doc.updated, priority: 2 }),
    );
    expect(deriveTask(taskId(1, 1), doc, checked, entry({ status: 'done', by: 'a' }))).toMatchObject({ status: 'done', by: 'a', updatedAt: NOW });
    const reopened = deriveTask(taskId(1, 2), doc, open, entry({ status: 'done', by: 'a' }));
    expect(reopened).toMatchObject({ status: 'todo', updatedAt: doc.updated });
    expect(reopened).not.toHaveProperty('by');
    const noUpdated = { ...doc, updated: null };
    expect(deriveTask(taskId(1, 2), noUpdated, open, entry({ status: 'done', by: 'a', createdAt: '2026-11-02T00:00:00.000Z' }))).toMatchObject({ updatedAt: '2026-11-02T00:00:00.000Z' });
    expect(deriveTask(taskId(1, 2), doc, open, entry({ status: 'blocked' }))).toMatchObject({ status: 'blocked', reason: '' });
    expect(entryOf(deriveTask(taskId(1, 2), doc, open, entry({ status: 'in_progress', owner: 'a' })))).toEqual(entry({ status: 'in_progress', owner: 'a' }));
  });
});

describe('transitions', () => {
  const change = { agent: 'me', forcedFrom: null, now: NOW };
  it('ownership follows the status', () => {
    const inProgress = task({ status: 'in_progress', owner: 'other' });
    expect(applyStatus(inProgress, { ...change, status: 'todo' })).toEqual(task({ updatedAt: NOW }));
    expect(applyStatus(task(), { ...change, status: 'in_progress' })).toMatchObject({ status: 'in_progress', owner: 'me' });
    expect(applyStatus(inProgress, { ...change, status: 'blocked', note: ' why ' })).toMatchObject({ owner: 'other', reason: 'why', notes: [{ at: NOW, by: 'me', text: 'why' }] });
    expect(applyStatus(task({ status: 'done', by: 'x' }), { ...change, status: 'blocked' })).toMatchObject({ owner: 'me', reason: '' });
    const done = applyStatus(inProgress, { ...change, status: 'done' });
    expect(done).toMatchObject({ status: 'done', by: 'me' });
    expect(done).not.toHaveProperty('owner');
    expect(applyStatus(inProgress, { ...change, status: 'in_progress', forcedFrom: 'other', note: 'mine' }).notes.map((n) => n.text)).toEqual([
      'forced by me: was in progress under other',
      'mine',
    ]);
  });
});

describe('pick and reap', () => {
  const doc = documentOf(body([1, 2, 3, 4].map((i) => `- [ ] T${i} ${marker(taskId(1, i))}`).join('\n')));
  const state = (tasks: Record<string, Partial<BoardFileTask>>) => ({
    version: 1 as const,
    tasks: Object.fromEntries(
      Object.entries(tasks).map(([id, e]) => [id, { list: 'list-1', status: 'todo' as const, priority: 0, dependsOn: [], createdAt: NOW, updatedAt: NOW, notes: [], ...e }]),
    ),
    agents: {},
  });

  it('pick: priority, then createdAt, then list order; dependencies done', () => {
    const snap = (tasks: Record<string, Partial<BoardFileTask>>) => buildSnapshot({ documents: [doc], broken: [] }, state(tasks));
    const title = (tasks: Record<string, Partial<BoardFileTask>>) => {
      const s = snap(tasks);
      return pickTask(s.board, s.byId)?.task.title ?? null;
    };
    expect(title({})).toBe('T1');
    expect(title({ [taskId(1, 3)]: { priority: 1 } })).toBe('T3');
    expect(title({ [taskId(1, 1)]: { createdAt: '2026-12-01T00:00:00.000Z' } })).toBe('T2');
    expect(title({ [taskId(1, 1)]: { dependsOn: [taskId(1, 4)] } })).toBe('T2');
    expect(title({ [taskId(1, 1)]: { dependsOn: [taskId(1, 4)] }, [taskId(1, 4)]: { status: 'done', by: 'a' } })).toBe('T2');
    const all = Object.fromEntries([1, 2, 3, 4].map((i) => [taskId(1, i), { status: 'blocked' as const }]));
    expect(title(all)).toBeNull();
    const draft = buildSnapshot({ documents: [{ ...doc, status: 'done' }], broken: [] }, state({}));
    expect(pickTask(draft.board, draft.byId)).toBeNull();
  });

  it('reap: more than the threshold since the owner\'s last activity', () => {
    const s = buildSnapshot(
      { documents: [doc], broken: [] },
      state({
        [taskId(1, 1)]: { status: 'in_progress', owner: 'a', updatedAt: '2026-11-30T09:00:00.000Z' },
        [taskId(1, 2)]: { status: 'in_progress', owner: 'b', updatedAt: '2026-11-30T09:00:00.000Z' },
        [taskId(1, 3)]: { status: 'blocked', owner: 'a', updatedAt: '2026-11-30T09:00:00.000Z' },
      }),
    );
    const reaped = planReap(s.board, { a: '2026-11-30T09:59:00.000Z' }, 60, 'sup', NOW);
    expect(reaped.map((t) => t.title)).toEqual(['T2']);
    expect(reaped[0]?.notes).toEqual([{ at: NOW, by: 'sup', text: 'returned to todo: owner b silent since 2026-11-30T09:00:00.000Z' }]);
    expect(planReap(s.board, { a: '2026-11-30T09:59:00.000Z' }, 59.999, 'sup', NOW).map((t) => t.title)).toEqual(['T1', 'T2']);
  });
});

describe('line edits', () => {
  it('toggle the mark in place', () => {
    const doc = documentOf(body(`-   [ ] Wide\n1) [X] Ordered\n-\n  [ ] Late text`));
    const [wide, ordered, late] = doc.items;
    expect(markEdit(doc, wide!, true)).toEqual({ offset: 3, limit: 1, content: '-   [x] Wide' });
    expect(markEdit(doc, ordered!, false)).toEqual({ offset: 4, limit: 1, content: '1) [ ] Ordered' });
    expect(markEdit(doc, late!, true)).toEqual({ offset: 6, limit: 1, content: '  [x] Late text' });
  });

  it('markers on several items change only those lines', () => {
    const doc = documentOf(body(`- [ ] a\n- [ ] b ${marker(ID)}\n- [ ] c`));
    const edit = markersEdit(doc, [
      { item: doc.items[0]!, id: taskId(1, 1) },
      { item: doc.items[2]!, id: taskId(1, 3) },
    ]);
    expect(edit).toEqual({ offset: 3, limit: 3, content: `- [ ] a ${marker(taskId(1, 1))}\n- [ ] b ${marker(ID)}\n- [ ] c ${marker(taskId(1, 3))}` });
    expect(markersEdit(doc, [])).toBeNull();
  });

  it('append after the last item, loose when the list is', () => {
    const tight = documentOf(body('- [ ] a\n- [ ] b'));
    expect(appendEdit(tight, 'New', ID, '')).toEqual({ offset: 5, limit: 0, content: `- [ ] New ${marker(ID)}` });
    expect(appendEdit(tight, 'New', ID, 'x\r\n\r\n  y')).toEqual({ offset: 5, limit: 0, content: `- [ ] New ${marker(ID)}\n\n  x\n\n    y` });
    const loose = documentOf(body('- [ ] a\n\n- [ ] b'));
    expect(appendEdit(loose, 'New', ID, '')).toEqual({ offset: 6, limit: 0, content: `\n- [ ] New ${marker(ID)}` });
    const withContent = documentOf(body('- [ ] a\n\n  note'));
    expect(appendEdit(withContent, 'New', ID, '')).toEqual({ offset: 6, limit: 0, content: `\n- [ ] New ${marker(ID)}` });
  });
});

describe('paging (property)', () => {
  it('walking the pages yields every matching task once, in (updatedAt, id) descending order', () => {
    const instants = ['2026-11-30T10:00:00.000Z', '2026-11-30T10:00:00.001Z', '2026-11-30T12:00:00.000+02:00', '2026-11-29T00:00:00.000Z'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 0, maxLength: 40 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 9 }),
        (ids, which, limit) => {
          const tasks = ids.map((id, i) => task({ id, updatedAt: canonicalTimestamp(instants[which[i] ?? 0]) ?? NOW }));
          const seen: string[] = [];
          let cursor = null;
          for (let guard = 0; guard < 100; guard++) {
            const page = listPage(tasks, {}, limit, cursor);
            expect(page.total).toBe(tasks.length);
            seen.push(...page.tasks.map((row) => row.id));
            if (!page.truncated) break;
            const parsed = parseCursor(page.nextBefore ?? '');
            if (!parsed.ok) throw new Error(parsed.reason);
            cursor = parsed.cursor;
          }
          const expected = [...tasks]
            .sort((a, b) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1))
            .map((t) => shortId(t.id));
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
