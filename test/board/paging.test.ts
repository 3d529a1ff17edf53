// Paging with nextBefore over 300 tasks spread over four task lists, many
// of them sharing one updatedAt (board.md §3 list).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BoardFile, TaskRow } from '../../src/board/index.js';
import { listId, marker, setup, tskDocument } from './helpers.js';

// Deterministic, well-spread UUIDs: the order of the ids must not follow the order of the items.
function idMaker(seed: number): () => string {
  let n = 0;
  return () => {
    const h = createHash('sha256').update(`${seed}:${n++}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
}

const SHARED = '2026-11-20T08:00:00.000Z';

function fixture(): { files: Record<string, string>; expected: { id: string; updatedAt: string; status: string }[] } {
  const nextId = idMaker(7);
  const files: Record<string, string> = {};
  const state: BoardFile = { version: 1, tasks: {}, agents: {} };
  const expected: { id: string; updatedAt: string; status: string }[] = [];
  let n = 0;
  for (let list = 1; list <= 4; list++) {
    const items: string[] = [];
    for (let i = 0; i < 75; i++, n++) {
      const id = nextId();
      // 1 in 10 has no state entry (it takes the document's updated), half share one instant,
      // the rest come in small groups of equal seconds with distinct milliseconds.
      const kind = n % 10 === 0 ? 'none' : n % 2 === 0 ? 'shared' : 'spread';
      const updatedAt =
        kind === 'none'
          ? `2026-11-0${list}T00:00:00.000Z`
          : kind === 'shared'
            ? SHARED
            : `2026-11-2${n % 7}T0${n % 5}:00:00.${String(n % 3).padStart(3, '0')}Z`;
      const status = kind === 'none' ? 'todo' : (['todo', 'in_progress', 'blocked', 'done'] as const)[n % 4]!;
      if (kind !== 'none') {
        state.tasks[id] = {
          list: listId(list),
          status,
          ...(status === 'in_progress' ? { owner: `agent-${n % 3}` } : {}),
          ...(status === 'blocked' ? { reason: '' } : {}),
          ...(status === 'done' ? { by: `agent-${n % 3}` } : {}),
          priority: 0,
          dependsOn: [],
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt,
          notes: [],
        };
      }
      items.push(`- [${status === 'done' ? 'x' : ' '}] Task ${n} ${marker(id)}`);
      expected.push({ id, updatedAt, status });
    }
    files[`docs/tsk/tsk-${listId(list)}-list-${list}.md`] = tskDocument({
      id: listId(list),
      updated: `2026-11-0${list}T00:00:00.000Z`,
      items,
    });
  }
  files['docs/tsk/.board.json'] = `${JSON.stringify(state, null, 2)}\n`;
  // Newest first by (updatedAt, id), ties by the full id, descending.
  expected.sort((a, b) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1));
  return { files, expected };
}

describe('list paging', () => {
  it('300 tasks, limit 7, first page to last: each task once, newest first, total constant', async () => {
    const { files, expected } = fixture();
    const { board } = setup(files);
    expect(expected.filter((t) => t.updatedAt === SHARED).length).toBeGreaterThan(100);
    const started = performance.now();
    const seen: TaskRow[] = [];
    const totals = new Set<number>();
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await board.list({ agent: 'reader', limit: 7, ...(before === undefined ? {} : { before }) });
      if (page.status !== 'ok') throw new Error(page.message);
      pages++;
      totals.add(page.total);
      expect(page.count).toBe(page.tasks.length);
      expect(page.count).toBeLessThanOrEqual(7);
      seen.push(...page.tasks);
      if (!page.truncated) {
        expect(page.nextBefore).toBeUndefined();
        break;
      }
      expect(page.count).toBe(7);
      const last = page.tasks[page.tasks.length - 1]!;
      expect(page.nextBefore).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\\|${last.id}[0-9a-f-]{28}$`));
      before = page.nextBefore;
    }
    const elapsed = performance.now() - started;
    console.log(`paging: ${seen.length} rows in ${pages} pages of 7, ${elapsed.toFixed(0)} ms (${(elapsed / pages).toFixed(1)} ms/page)`);
    expect([...totals]).toEqual([300]);
    expect(pages).toBe(Math.ceil(300 / 7));
    expect(new Set(seen.map((row) => row.id)).size).toBe(300);
    expect(seen.map((row) => row.id)).toEqual(expected.map((t) => t.id.slice(0, 8)));
    expect(seen.map((row) => row.updatedAt)).toEqual(expected.map((t) => `${t.updatedAt.slice(0, 19)}Z`));
  });

  it('filters page the same way; total counts the filter across pages', async () => {
    const { files, expected } = fixture();
    const { board } = setup(files);
    for (const status of ['todo', 'done'] as const) {
      const want = expected.filter((t) => t.status === status).map((t) => t.id.slice(0, 8));
      const got: string[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await board.list({ agent: 'r', status, limit: 13, ...(before === undefined ? {} : { before }) });
        if (page.status !== 'ok') throw new Error(page.message);
        expect(page.total).toBe(want.length);
        got.push(...page.tasks.map((row) => row.id));
        if (!page.truncated) break;
        before = page.nextBefore;
      }
      expect(got).toEqual(want);
    }
  });

  it('a bare timestamp lists the rows strictly older than it; a big limit is clamped to 200', async () => {
    const { files, expected } = fixture();
    const { board } = setup(files);
    const page = await board.list({ agent: 'r', before: '2026-11-20T10:00:00.000+02:00', limit: 300 });
    if (page.status !== 'ok') throw new Error(page.message);
    const older = expected.filter((t) => t.updatedAt < SHARED);
    expect(page.tasks.map((row) => row.id)).toEqual(older.map((t) => t.id.slice(0, 8)).slice(0, 200));
    expect(page.total).toBe(300);
    const all = await board.list({ agent: 'r', limit: 1000 });
    expect(all).toMatchObject({ status: 'ok', count: 200, total: 300, truncated: true });
  });
});
