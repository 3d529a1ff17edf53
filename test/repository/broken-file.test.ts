// One broken or hostile file is a failed row, never an exception: list,
// checkLinks, listIncomingReferences, warm, translationStatus and the board,
// with a storage whose read throws for one file, and with a collection
// folder that is a symbolic link leaving the root.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoard } from '../../src/board/index.js';
import { memoryStorage, nodeStorage, type Storage } from '../../src/repository/storage/index.js';
import { ID, featDoc, fixedClock, repoOver, reqDoc, tempRoot, tskDoc } from './helpers/fixtures.js';

const BAD = `docs/tsk/tsk-${ID.b}-bad.md`;
const GOOD = `docs/tsk/tsk-${ID.a}-good.md`;

/** memoryStorage whose read throws `error` for one path. */
function throwingRead(files: Record<string, string>, path: string, error: () => unknown): Storage {
  const inner = memoryStorage(files);
  return { ...inner, read: async (p) => (p === path ? Promise.reject(error()) : inner.read(p)) } as Storage;
}

const files = (): Record<string, string> => ({
  [GOOD]: tskDoc(ID.a, 'Good', { status: 'active', tasks: `- [ ] Refers to REQ ${ID.c}` }),
  [BAD]: tskDoc(ID.b, 'Bad'),
  [`docs/req/req-${ID.c}-r.md`]: reqDoc(ID.c),
  [`docs/tsk/de/tsk-${ID.a}-good.md`]: tskDoc(ID.a, 'Gut'),
});

describe.each([
  ['an EACCES from the storage', () => Object.assign(new Error(`EACCES: permission denied, open '${BAD}'`), { code: 'EACCES' }), `could not read ${BAD}: Error: EACCES: permission denied, open '${BAD}'`],
  ['a plain TypeError (a parser bug)', () => new TypeError('text2.startsWith is not a function'), `could not read ${BAD}: TypeError: text2.startsWith is not a function`],
  ['a thrown non-Error', () => 'boom', `could not read ${BAD}: boom`],
])('one file whose read throws %s', (_name, error, reason) => {
  const repo = () => repoOver(throwingRead(files(), BAD, error), fixedClock());

  it('list: that file is a failed row with the reason; the others are listed', async () => {
    const page = await repo().list('tsk');
    expect(page.total).toBe(2);
    expect(page.errorCount).toBe(1);
    // Collection order: 0e15… (the broken one) before 4f2a….
    expect(page.results.map((row) => [row.ref, row.error])).toEqual([
      [`tsk-${ID.b}-bad`, reason],
      [`tsk-${ID.a}-good`, null],
    ]);
    expect(page.results[0]).toMatchObject({ id: null, title: '<failed to parse>', etag: null });
  });

  it('checkLinks: a parse-failure finding for that file, the rest checked', async () => {
    const { diagnostics } = await repo().checkLinks();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'parse-failure', path: `/${BAD}`, message: reason })]);
  });

  it('listIncomingReferences, warm and get of the other documents still work', async () => {
    const r = repo();
    const incoming = await r.listIncomingReferences('req', ID.c);
    expect(incoming.results.map((row) => row.id)).toEqual([ID.a]);
    const warm = await r.warm(['tsk', 'req']);
    expect(warm).toEqual([
      { type: 'tsk', members: 2, failed: 1, error: null },
      { type: 'req', members: 1, failed: 0, error: null },
    ]);
    expect((await r.get('tsk', ID.a)).kind).toBe('document');
  });

  it('the board: list, pull, boardStatus answer; the file is reported broken', async () => {
    const board = createBoard(repo());
    expect((await board.list({ agent: 'a' })).status).toBe('ok');
    const status = await board.boardStatus({ agent: 'a' });
    expect(status).toMatchObject({ status: 'ok', broken: [{ ref: `tsk-${ID.b}-bad`, path: `/${BAD}`, error: reason }] });
    expect((await board.adopt({ agent: 'a', list: ID.a })).status).toBe('ok');
    expect((await board.pull({ agent: 'a' })).status).toBe('ok');
    expect((await board.reap({ agent: 'a', olderThanSeconds: 0 })).status).toBe('ok');
  });
});

describe('translationStatus with a variant whose read throws', () => {
  it('that language carries the error; the others are answered', async () => {
    const variant = `docs/tsk/de/tsk-${ID.a}-good.md`;
    const repo = repoOver(throwingRead(files(), variant, () => new Error('EIO: i/o error')), fixedClock());
    const states = await repo.translationStatus('tsk', ID.a);
    expect(states.find((s) => s.language === 'de')).toEqual({ language: 'de', exists: true, stale: true, error: `could not read ${variant}: Error: EIO: i/o error` });
    expect(states.find((s) => s.language === 'en')).toEqual({ language: 'en', exists: true, stale: false });
  });
});

const outsideDirs: string[] = [];
afterAll(() => {
  for (const dir of outsideDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a collection folder that is a symbolic link leaving the root (nodeStorage)', () => {
  function linkedRoot(): { root: string; storage: Storage } {
    const root = tempRoot();
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-outside-')));
    outsideDirs.push(outside);
    writeFileSync(join(outside, `tsk-${ID.b}-x.md`), tskDoc(ID.b, 'Outside'));
    mkdirSync(join(root, 'docs', 'req'), { recursive: true });
    writeFileSync(join(root, 'docs', 'req', `req-${ID.c}-r.md`), reqDoc(ID.c));
    mkdirSync(join(root, '.specmgr', 'feat', 'feat-1-a'), { recursive: true });
    writeFileSync(join(root, '.specmgr', 'feat', 'feat-1-a', 'README.md'), featDoc('feat-1-a'));
    symlinkSync(outside, join(root, 'docs', 'tsk'));
    return { root, storage: nodeStorage(root) };
  }

  it('list reports the folder as one failed row (ref ""), naming it and why', async () => {
    const { root, storage } = linkedRoot();
    const page = await repoOver(storage).list('tsk');
    expect(page.total).toBe(1);
    expect(page.errorCount).toBe(1);
    expect(page.results[0]).toMatchObject({ id: null, ref: '', path: join(root, 'docs', 'tsk'), etag: null });
    expect(page.results[0]?.error).toMatch(/docs\/tsk/);
  });

  it('checkLinks reports the folder and checks every other collection', async () => {
    const { root, storage } = linkedRoot();
    const { diagnostics } = await repoOver(storage).checkLinks();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'parse-failure', path: join(root, 'docs', 'tsk') })]);
    expect(diagnostics[0]?.message).toMatch(/docs\/tsk/);
  });

  it('every board call answers `invalid`, naming the folder, instead of throwing', async () => {
    const { root, storage } = linkedRoot();
    const board = createBoard(repoOver(storage));
    // Reads stop at the state file, mutations already at the board's lock file: both inside the linked folder.
    const message = (file: string) => `the task lists cannot be used: path 'docs/tsk/${file}' resolves outside base directory '${root}'`;
    expect(await board.list({ agent: 'a' })).toEqual({ status: 'invalid', message: message('.board.json') });
    expect(await board.boardStatus({ agent: 'a' })).toEqual({ status: 'invalid', message: message('.board.json') });
    for (const result of [
      await board.pull({ agent: 'a' }),
      await board.adopt({ agent: 'a', list: ID.b }),
      await board.reap({ agent: 'a', olderThanSeconds: 0 }),
      await board.update({ agent: 'a', taskId: 'ffff', status: 'done' }),
      await board.create({ agent: 'a', list: ID.b, title: 'x' }),
    ]) {
      expect(result).toEqual({ status: 'invalid', message: message('.board.lock') });
    }
  });

  it('the board words that answer in its repository\'s profile: the default words for a default repository', async () => {
    const { root, storage } = linkedRoot();
    const board = createBoard(repoOver(storage, fixedClock(), 'default'));
    const message = (file: string) => `the task lists cannot be used: path "docs/tsk/${file}" resolves outside the root folder "${root}"`;
    expect(await board.list({ agent: 'a' })).toEqual({ status: 'invalid', message: message('.board.json') });
    expect(await board.pull({ agent: 'a' })).toEqual({ status: 'invalid', message: message('.board.lock') });
  });
});
