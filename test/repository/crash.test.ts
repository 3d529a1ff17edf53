/**
 * Crash consistency of the multi-step feature-folder operations: a storage
 * that "dies" after step k of renameFeat, feat create and feat delete (every
 * later call throws, as in a killed process), then a fresh repository over
 * the same storage. The next operation must complete or roll back the
 * interrupted one, leaving exactly the tree of an uninterrupted run or of no
 * run at all; a crash during that recovery is recovered by the one after.
 */
import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError } from '../../src/errors/index.js';
import { referenceRejection } from '../helpers/usage-error.js';
import type { Repository } from '../../src/repository/index.js';
import type { Storage } from '../../src/repository/storage/index.js';
import { featBody, featDoc, fixedClock, readText, repoOver, storageKinds, writeText } from './helpers/fixtures.js';

const DIR = '.specmgr/feat';

class Crash extends Error {
  constructor() {
    super('simulated crash');
  }
}

const MUTATING = new Set(['writeAtomic', 'rename', 'remove', 'removeTree', 'mkdirp']);

/**
 * A storage that lets `allowed` mutating calls through and then dies: the
 * next mutating call and every call after it throw `Crash` without touching
 * the storage. Releasing a lock still works (a killed process's lock is
 * broken at once, as its pid is dead). `steps` counts the mutating calls
 * that went through.
 */
function dyingStorage(inner: Storage, allowed = Number.POSITIVE_INFINITY): { storage: Storage; steps: () => number; dead: () => boolean } {
  let steps = 0;
  let dead = false;
  const storage = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'absolute') return value;
      return async (...args: unknown[]) => {
        if (dead) throw new Crash();
        if (MUTATING.has(String(property))) {
          if (steps >= allowed) {
            dead = true;
            throw new Crash();
          }
          steps++;
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { storage, steps: () => steps, dead: () => dead };
}

type Tree = Record<string, string>;

// Every file (path → text) and every folder (path + '/') below the root,
// lock files left out (they belong to the storage's lock).
async function tree(storage: Storage, dir = '', out: Tree = {}): Promise<Tree> {
  for (const entry of await storage.list(dir)) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.kind === 'dir') {
      out[`${path}/`] = '';
      await tree(storage, path, out);
    } else if (!entry.name.endsWith('.lock')) {
      out[path] = (await readText(storage, path)) ?? '';
    }
  }
  return out;
}

const withoutIntents = (t: Tree): Tree => Object.fromEntries(Object.entries(t).filter(([path]) => !path.includes('/.intent-')));
const withoutFolder = (t: Tree, folder: string): Tree =>
  Object.fromEntries(Object.entries(t).filter(([path]) => path !== `${folder}/` && !path.startsWith(`${folder}/`)));

type Outcome = 'before' | 'after' | 'cleared';

type Scenario = {
  name: string;
  files: Record<string, string>;
  run: (repo: Repository) => Promise<unknown>;
  /** Which state recovery must reach after a crash once k steps went through. */
  expected: (k: number) => Outcome;
  /** For 'cleared': the zombie folder that recovery removes. */
  zombie?: string;
  /** The ids a `get` tries afterwards. */
  ids: string[];
  /** The id `get` finds in each outcome (null: none). */
  present: (outcome: Outcome) => string | null;
};

const other = { [`${DIR}/feat-9-other/README.md`]: featDoc('feat-9-other', 'Other') };

const scenarios: Scenario[] = [
  {
    // record, folder rename, de variant id, README id, record removal
    name: 'renameFeat (folder, variant id, README id)',
    files: {
      ...other,
      [`${DIR}/feat-0-search/README.md`]: featDoc('feat-0-search'),
      [`${DIR}/feat-0-search/history.md`]: 'history',
      [`${DIR}/feat-0-search/de/README.md`]: featDoc('feat-0-search', 'Suche'),
    },
    run: (repo) => repo.renameFeat('feat-0-search', 'feat-42-search'),
    expected: (k) => (k >= 2 ? 'after' : 'before'),
    ids: ['feat-42-search', 'feat-0-search'],
    present: (o) => (o === 'after' ? 'feat-42-search' : 'feat-0-search'),
  },
  {
    // mkdirp of the feature directory, record, folder, README, record removal
    name: 'create',
    files: other,
    run: (repo) => repo.create('feat', featBody('New'), { id: 'feat-5-new' }),
    expected: (k) => (k >= 4 ? 'after' : 'before'),
    ids: ['feat-5-new'],
    present: (o) => (o === 'after' ? 'feat-5-new' : null),
  },
  {
    // record, README to tombstone, tree removal, record removal
    name: 'delete',
    files: {
      ...other,
      [`${DIR}/feat-1-a/README.md`]: featDoc('feat-1-a'),
      [`${DIR}/feat-1-a/history.md`]: 'history',
      [`${DIR}/feat-1-a/de/README.md`]: featDoc('feat-1-a', 'A'),
    },
    run: (repo) => repo.delete('feat', 'feat-1-a'),
    expected: (k) => (k >= 2 ? 'after' : 'before'),
    ids: ['feat-1-a'],
    present: (o) => (o === 'after' ? null : 'feat-1-a'),
  },
  {
    // mkdirp, record, zombie removal, folder, README, record removal
    name: 'create over a zombie left by an old delete (tombstone only)',
    files: { ...other, [`${DIR}/feat-1-a/.README.deleting`]: featDoc('feat-1-a') },
    run: (repo) => repo.create('feat', featBody('A'), { id: 'feat-1-a' }),
    expected: (k) => (k >= 5 ? 'after' : k >= 2 ? 'cleared' : 'before'),
    zombie: `${DIR}/feat-1-a`,
    ids: ['feat-1-a'],
    present: (o) => (o === 'after' ? 'feat-1-a' : null),
  },
  {
    // record, tree removal, record removal
    name: 'delete of a folder without README',
    files: { ...other, [`${DIR}/feat-1-a/history.md`]: 'history', [`${DIR}/feat-1-a/de/README.md`]: featDoc('feat-1-a') },
    run: (repo) => repo.delete('feat', { ref: 'feat-1-a' }),
    expected: (k) => (k >= 1 ? 'after' : 'before'),
    ids: ['feat-1-a'],
    present: () => null,
  },
];

// The operations that come after a crash, each of which must recover first.
const nexts: [string, (repo: Repository, s: Scenario) => Promise<unknown>][] = [
  ['list', (repo) => repo.list('feat')],
  ['list of a language', (repo) => repo.list('feat', { language: 'de' })],
  ['delete of a missing feature (takes the create lock)', (repo) => repo.delete('feat', 'feat-404-none')],
  ['renameFeat of a missing feature (takes the create lock)', (repo) => repo.renameFeat('feat-404-none', 'feat-405-none')],
  ['checkLinks', (repo) => repo.checkLinks()],
];

describe.each(storageKinds)('crash-consistent feature-folder operations with %s', (_name, make) => {
  const measured = new Map<Scenario, { before: Tree; after: Tree; steps: number }>();
  const known = (s: Scenario): { before: Tree; after: Tree; steps: number } => measured.get(s) as { before: Tree; after: Tree; steps: number };

  async function states(s: Scenario): Promise<{ before: Tree; after: Tree; steps: number }> {
    const storage = await make(s.files);
    const before = await tree(storage);
    const counting = dyingStorage(storage);
    await s.run(repoOver(counting.storage));
    const result = { before, after: await tree(storage), steps: counting.steps() };
    measured.set(s, result);
    return result;
  }

  function expectedTree(s: Scenario, k: number, known: { before: Tree; after: Tree }): Tree {
    const outcome = s.expected(k);
    if (outcome === 'cleared') return withoutFolder(known.before, s.zombie as string);
    return outcome === 'after' ? known.after : known.before;
  }

  async function crashAt(s: Scenario, k: number): Promise<Storage> {
    const storage = await make(s.files);
    const dying = dyingStorage(storage, k);
    // A crash at the record's removal comes after the last step: the call still succeeds.
    await s.run(repoOver(dying.storage)).then(
      () => expect(k).toBe(known(s).steps - 1),
      (error: unknown) => expect(error).toBeInstanceOf(Crash),
    );
    expect(dying.dead()).toBe(true);
    return storage;
  }

  describe.each(scenarios)('$name', (s) => {
    it('an uninterrupted run leaves no intent record, and a crash after every step is recovered by each next operation', async () => {
      const known = await states(s);
      expect(Object.keys(known.after).filter((p) => p.includes('.intent-'))).toEqual([]);
      expect(known.steps).toBeGreaterThanOrEqual(3);
      for (let k = 0; k < known.steps; k++) {
        for (const [label, next] of nexts) {
          const storage = await crashAt(s, k);
          const repo = repoOver(storage);
          await next(repo, s).catch((error: unknown) => {
            if (!(error instanceof NotFoundError)) throw error;
          });
          expect({ k, label, tree: await tree(storage) }).toEqual({ k, label, tree: expectedTree(s, k, known) });
        }
      }
    });

    it('after a crash, get finds the feature by exactly one id, with the README id equal to the folder name', async () => {
      const known = await states(s);
      for (let k = 0; k < known.steps; k++) {
        const storage = await crashAt(s, k);
        const repo = repoOver(storage);
        const present = s.present(s.expected(k));
        for (const id of s.ids) {
          if (id === present) {
            expect(await repo.get('feat', id)).toMatchObject({ kind: 'document', id, ref: id });
          } else {
            await expect(repo.get('feat', id)).rejects.toBeInstanceOf(NotFoundError);
          }
        }
        // Whatever a get already repaired, the visible tree is the expected one.
        expect({ k, tree: withoutIntents(await tree(storage)) }).toEqual({ k, tree: withoutIntents(expectedTree(s, k, known)) });
        const rows = (await repo.list('feat')).results;
        expect(rows.every((row) => row.error === null && row.id === row.ref)).toBe(true);
        expect(rows.map((row) => row.ref)).toEqual(present === null ? ['feat-9-other'] : [present, 'feat-9-other'].sort());
      }
    });

    it('a crash during recovery is recovered by the next operation, and recovery is idempotent', async () => {
      const known = await states(s);
      for (let k = 1; k < known.steps; k++) {
        // How many steps the recovery of this crash takes.
        const probe = await crashAt(s, k);
        const counting = dyingStorage(probe);
        await repoOver(counting.storage).list('feat');
        const recoverySteps = counting.steps();
        for (let j = 0; j < recoverySteps; j++) {
          const storage = await crashAt(s, k);
          const dying = dyingStorage(storage, j);
          await repoOver(dying.storage)
            .list('feat')
            .catch(() => undefined);
          expect(dying.dead()).toBe(true);
          await repoOver(storage).list('feat');
          expect({ k, j, tree: await tree(storage) }).toEqual({ k, j, tree: expectedTree(s, k, known) });
          const again = dyingStorage(storage);
          await repoOver(again.storage).list('feat');
          expect(again.steps()).toBe(0);
        }
      }
    });
  });

  it('a completed rename recovered after a crash writes the same bytes as an uninterrupted one (same etag, updated from the record)', async () => {
    const s = scenarios[0] as Scenario;
    const known = await states(s);
    const storage = await crashAt(s, 3); // folder and variant moved, README not yet
    const got = await repoOver(storage).get('feat', 'feat-42-search');
    expect(await readText(storage, `${DIR}/feat-42-search/README.md`)).toBe(known.after[`${DIR}/feat-42-search/README.md`]);
    expect(got).toMatchObject({ kind: 'document', id: 'feat-42-search', frontmatter: { id: 'feat-42-search', updated: '2026-08-30T08:00:00.123Z' } });
  });

  it('a step that fails (not a crash) is settled by the same call: an io error on the folder rename leaves the feature in place', async () => {
    const storage = await make(scenarios[0]?.files);
    const failing = new Proxy(storage, {
      get(target, property, receiver) {
        if (property === 'rename') return async () => Promise.reject(new Error('EACCES: permission denied'));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await expect(repoOver(failing).renameFeat('feat-0-search', 'feat-42-search')).rejects.toThrow('EACCES: permission denied');
    expect((await storage.list(DIR)).map((e) => e.name).sort()).toEqual(['feat-0-search', 'feat-9-other']);
    expect(await repoOver(storage).get('feat', 'feat-0-search')).toMatchObject({ kind: 'document', id: 'feat-0-search' });
  });

  it('a README write refused after the folder moved is retried by the same call, which completes the rename from the current README', async () => {
    const storage = await make(scenarios[0]?.files);
    let refusals = 0;
    const refusing = new Proxy(storage, {
      get(target, property, receiver) {
        if (property === 'writeAtomic') {
          return async (path: string, bytes: Uint8Array, options?: { expect?: Uint8Array | null }) => {
            if (path.endsWith('feat-42-search/README.md') && refusals === 0) {
              refusals++;
              throw new Error('changed meanwhile');
            }
            return target.writeAtomic(path, bytes, options);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await expect(repoOver(refusing).renameFeat('feat-0-search', 'feat-42-search')).rejects.toThrow('changed meanwhile');
    expect(await repoOver(storage).get('feat', 'feat-42-search')).toMatchObject({ kind: 'document', id: 'feat-42-search' });
    expect((await storage.list(DIR)).map((e) => e.name).sort()).toEqual(['feat-42-search', 'feat-9-other']);
  });

  describe('zombie folders from before intent records (no README, no record)', () => {
    it('list ignores them; create clears one holding only the tombstone or temporary files; delete removes any', async () => {
      const storage = await make({
        ...other,
        [`${DIR}/feat-1-tomb/.README.deleting`]: featDoc('feat-1-tomb'),
        [`${DIR}/feat-1-tomb/history.md`]: 'h',
        [`${DIR}/feat-2-tmp/.README.md.4242.a1b2c3.tmp`]: '---\nid: feat-2',
        [`${DIR}/feat-4-files/history.md`]: 'someone\'s notes',
      });
      await storage.mkdirp(`${DIR}/feat-3-empty`);
      const repo = repoOver(storage);
      expect((await repo.list('feat')).results.map((row) => row.ref)).toEqual(['feat-9-other']);
      for (const id of ['feat-1-tomb', 'feat-2-tmp', 'feat-3-empty']) {
        expect(await repo.create('feat', featBody('Z'), { id })).toMatchObject({ kind: 'created', id, ref: id });
        expect((await storage.list(`${DIR}/${id}`)).map((e) => e.name)).toEqual(['README.md']);
      }
      const shown = storage.absolute(`${DIR}/feat-4-files`);
      await expect(referenceRejection(repo.create('feat', featBody('Z'), { id: 'feat-4-files' }))).rejects.toMatchObject({
        name: 'AlreadyExistsError',
        path: shown,
        message: `feature folder 'feat-4-files' already exists at ${shown}`,
      });
      await expect(repoOver(storage, fixedClock(), 'default').create('feat', featBody('Z'), { id: 'feat-4-files' })).rejects.toMatchObject({
        message: `feature folder "feat-4-files" already exists at ${shown}`,
        reason: 'folder-exists',
        params: { noun: 'feature', id: 'feat-4-files', path: shown },
      });
      await expect(repo.create('feat', featBody('Z'), { id: 'feat-4-files' })).rejects.toBeInstanceOf(AlreadyExistsError);
      expect(await readText(storage, `${DIR}/feat-4-files/history.md`)).toBe("someone's notes");
      await expect(repo.delete('feat', 'feat-4-files', { ifMatch: 'x' })).rejects.toBeInstanceOf(NotFoundError);
      expect(await repo.delete('feat', 'feat-4-files')).toEqual({ kind: 'deleted', type: 'feat', ref: 'feat-4-files', path: shown });
      expect((await storage.list(DIR)).map((e) => e.name).sort()).toEqual(['feat-1-tomb', 'feat-2-tmp', 'feat-3-empty', 'feat-9-other']);
      await expect(repo.delete('feat', 'feat-4-files')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('a folder whose README carries another id is no zombie: delete by id still reports the mismatch', async () => {
      const storage = await make({ [`${DIR}/feat-1-a/README.md`]: featDoc('feat-2-b') });
      await expect(repoOver(storage).delete('feat', 'feat-1-a')).rejects.toThrow(NotFoundError);
      expect(await readText(storage, `${DIR}/feat-1-a/README.md`)).toBe(featDoc('feat-2-b'));
    });
  });

  describe('intent records', () => {
    it('a record that is not a valid record is removed, and one naming a path outside the collection does nothing', async () => {
      const storage = await make({
        ...other,
        [`${DIR}/.intent-delete-feat-9-other.json`]: '{"version":1,"op":"delete","id":"../../docs"}\n',
        [`${DIR}/.intent-create-feat-7-x.json`]: 'not json',
        'docs/req/keep.md': 'keep',
      });
      await writeText(storage, `${DIR}/.intent-rename-feat-9-other.json`, '{"version":1,"op":"rename","from":"feat-9-other","to":"..","updated":"x"}\n');
      expect((await repoOver(storage).list('feat')).results.map((row) => row.ref)).toEqual(['feat-9-other']);
      expect((await storage.list(DIR)).map((e) => e.name).sort()).toEqual(['feat-9-other']);
      expect(await readText(storage, 'docs/req/keep.md')).toBe('keep');
    });

    it('a reader that finds no record makes no write and takes no lock', async () => {
      const storage = await make(other);
      const calls: string[] = [];
      const watched = new Proxy(storage, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(String(property));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const repo = repoOver(watched);
      await repo.list('feat');
      await repo.get('feat', 'feat-9-other');
      await expect(repo.get('feat', 'feat-8-missing')).rejects.toBeInstanceOf(NotFoundError);
      expect(calls.filter((c) => c !== 'read' && c !== 'list' && c !== 'changeToken' && c !== 'identity' && c !== 'identities' && c !== 'absolute')).toEqual([]);
    });
  });
});
