import { describe, expect, it } from 'vitest';
import { StorageError } from '../../../src/errors/index.js';
import type { Storage } from '../../../src/repository/storage/index.js';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const dec = (bytes: Uint8Array | null): string | null => (bytes === null ? null : new TextDecoder().decode(bytes));
const sorted = (entries: { name: string; kind: string }[]): string[] =>
  entries.map((e) => `${e.kind}:${e.name}`).sort();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

/**
 * The behaviour every Storage must show (operations.md §1.2, §8): run once per
 * implementation so the memory storage stays a faithful stand-in for disk.
 */
export function describeStorageContract(name: string, make: () => Storage | Promise<Storage>): void {
  describe(`Storage contract: ${name}`, () => {
    it('reads null for a missing file, also below a missing folder', async () => {
      const s = await make();
      expect(await s.read('nope.md')).toBeNull();
      expect(await s.read('a/b/c.md')).toBeNull();
    });

    it('writes and reads back bytes exactly, and replaces on rewrite', async () => {
      const s = await make();
      await s.mkdirp('docs/req');
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x23, 0x0d, 0x0a, 0x00, 0xff]);
      await s.writeAtomic('docs/req/a.md', bytes);
      expect(await s.read('docs/req/a.md')).toEqual(bytes);
      await s.writeAtomic('docs/req/a.md', enc('second'));
      expect(dec(await s.read('docs/req/a.md'))).toBe('second');
      await s.writeAtomic('docs/req/a.md', new Uint8Array());
      expect(await s.read('docs/req/a.md')).toEqual(new Uint8Array());
    });

    it('returns plain Uint8Array copies, so callers cannot change the store', async () => {
      const s = await make();
      const input = enc('abc');
      await s.writeAtomic('f.txt', input);
      input[0] = 0x78;
      const first = await s.read('f.txt');
      expect(first?.constructor).toBe(Uint8Array);
      first?.fill(0x7a);
      expect(dec(await s.read('f.txt'))).toBe('abc');
    });

    it('writeAtomic with expect replaces the file only while it still holds those bytes', async () => {
      const s = await make();
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', enc('one'));
      await s.writeAtomic('d/a.md', enc('two'), { expect: enc('one') });
      expect(dec(await s.read('d/a.md'))).toBe('two');
      const changed = await storageError(s.writeAtomic('d/a.md', enc('three'), { expect: enc('one') }));
      expect(changed.code).toBe('changed');
      expect(changed.path).toBe('d/a.md');
      expect(changed.message).toBe('could not write d/a.md: the file changed since it was read; it was left as it is (read it again and retry)');
      expect(dec(await s.read('d/a.md'))).toBe('two');
      // Expecting bytes of a file that is gone fails too.
      await s.remove('d/a.md');
      expect((await storageError(s.writeAtomic('d/a.md', enc('x'), { expect: enc('two') }))).code).toBe('changed');
      expect(await s.read('d/a.md')).toBeNull();
      expect(sorted(await s.list('d'))).toEqual([]);
    });

    it('writeAtomic with expect null creates the file only when it does not exist', async () => {
      const s = await make();
      await s.writeAtomic('n.md', enc('first'), { expect: null });
      expect(dec(await s.read('n.md'))).toBe('first');
      const error = await storageError(s.writeAtomic('n.md', enc('second'), { expect: null }));
      expect(error.code).toBe('changed');
      expect(error.message).toBe('could not write n.md: the file was created since it was found missing; it was left as it is (read it again and retry)');
      expect(dec(await s.read('n.md'))).toBe('first');
      expect(sorted(await s.list(''))).toEqual(['file:n.md']);
    });

    it('writeAtomic refuses an expect that is not bytes or null, and content that is not bytes', async () => {
      const s = await make();
      await expect(s.writeAtomic('a.md', enc('x'), { expect: 'x' as unknown as Uint8Array })).rejects.toThrow(
        'writeAtomic: option "expect" must be a Uint8Array, or null for "must not exist", got string "x"',
      );
      await expect(s.writeAtomic('a.md', 'x' as unknown as Uint8Array)).rejects.toThrow('writeAtomic: argument "bytes" must be a Uint8Array, got string "x"');
      expect(await s.read('a.md')).toBeNull();
    });

    it('rejects a write into a missing folder with io', async () => {
      const s = await make();
      const error = await storageError(s.writeAtomic('missing/a.md', enc('x')));
      expect(error.code).toBe('io');
      expect(await s.list('missing')).toEqual([]);
    });

    it('rejects writing over a folder with io', async () => {
      const s = await make();
      await s.mkdirp('d');
      expect((await storageError(s.writeAtomic('d', enc('x')))).code).toBe('io');
    });

    it('normalises . segments, empty segments and a trailing slash', async () => {
      const s = await make();
      await s.mkdirp('./docs//req/');
      await s.writeAtomic('docs/./req//a.md', enc('x'));
      expect(dec(await s.read('docs/req/a.md'))).toBe('x');
      expect(dec(await s.read('docs/sub/../req/a.md'))).toBe('x');
      expect(sorted(await s.list('docs/req/'))).toEqual(['file:a.md']);
    });

    it('lists direct entries only, [] for a missing folder and for a file', async () => {
      const s = await make();
      await s.mkdirp('docs/req/de');
      await s.mkdirp('docs/empty');
      await s.writeAtomic('docs/req/a.md', enc('a'));
      await s.writeAtomic('docs/req/de/b.md', enc('b'));
      await s.writeAtomic('top.md', enc('t'));
      expect(sorted(await s.list('docs/req'))).toEqual(['dir:de', 'file:a.md']);
      expect(sorted(await s.list('docs'))).toEqual(['dir:empty', 'dir:req']);
      expect(sorted(await s.list(''))).toEqual(['dir:docs', 'file:top.md']);
      expect(await s.list('docs/empty')).toEqual([]);
      expect(await s.list('nope')).toEqual([]);
      expect(await s.list('top.md')).toEqual([]);
    });

    it('keeps non-ASCII names intact', async () => {
      const s = await make();
      await s.mkdirp('dé');
      await s.writeAtomic('dé/ünï 𝔘.md', enc('u'));
      expect(sorted(await s.list('dé'))).toEqual(['file:ünï 𝔘.md']);
      expect(dec(await s.read('dé/ünï 𝔘.md'))).toBe('u');
    });

    it('mkdirp is recursive and idempotent, and fails below a file', async () => {
      const s = await make();
      await s.mkdirp('a/b/c');
      await s.mkdirp('a/b/c');
      await s.mkdirp('a');
      expect(sorted(await s.list('a/b'))).toEqual(['dir:c']);
      await s.writeAtomic('a/f', enc('x'));
      expect((await storageError(s.mkdirp('a/f/g'))).code).toBe('io');
      expect((await storageError(s.mkdirp('a/f'))).code).toBe('io');
    });

    it('remove deletes a file, ignores a missing one, keeps the folder, refuses a folder', async () => {
      const s = await make();
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', enc('x'));
      await s.remove('d/a.md');
      await s.remove('d/a.md');
      await s.remove('nope/x.md');
      expect(await s.read('d/a.md')).toBeNull();
      expect(sorted(await s.list(''))).toEqual(['dir:d']);
      expect((await storageError(s.remove('d'))).code).toBe('io');
    });

    it('removeTree deletes a whole subtree, ignores a missing one and refuses the root', async () => {
      const s = await make();
      await s.mkdirp('f/feat-1-x/sub');
      await s.mkdirp('f/feat-10');
      await s.writeAtomic('f/feat-1-x/README.md', enc('r'));
      await s.writeAtomic('f/feat-1-x/sub/n.md', enc('n'));
      await s.removeTree('f/feat-1-x');
      await s.removeTree('f/feat-1-x');
      expect(sorted(await s.list('f'))).toEqual(['dir:feat-10']);
      expect(await s.read('f/feat-1-x/README.md')).toBeNull();
      expect((await storageError(s.removeTree(''))).code).toBe('io');
    });

    it('renames a file, replacing an existing destination', async () => {
      const s = await make();
      await s.mkdirp('d');
      await s.writeAtomic('d/a.md', enc('a'));
      await s.writeAtomic('d/b.md', enc('b'));
      await s.rename('d/a.md', 'd/b.md');
      expect(await s.read('d/a.md')).toBeNull();
      expect(dec(await s.read('d/b.md'))).toBe('a');
      expect(sorted(await s.list('d'))).toEqual(['file:b.md']);
    });

    it('renames a folder with its whole subtree', async () => {
      const s = await make();
      await s.mkdirp('feat/feat-1-a/deep/er');
      await s.writeAtomic('feat/feat-1-a/README.md', enc('r'));
      await s.writeAtomic('feat/feat-1-a/deep/er/x.md', enc('x'));
      await s.rename('feat/feat-1-a', 'feat/feat-2-a');
      expect(sorted(await s.list('feat'))).toEqual(['dir:feat-2-a']);
      expect(dec(await s.read('feat/feat-2-a/README.md'))).toBe('r');
      expect(dec(await s.read('feat/feat-2-a/deep/er/x.md'))).toBe('x');
      expect(await s.read('feat/feat-1-a/README.md')).toBeNull();
      expect(await s.list('feat/feat-1-a')).toEqual([]);
    });

    it('rejects bad renames with io: missing source, missing destination folder, folder into itself, onto a non-empty folder', async () => {
      const s = await make();
      await s.mkdirp('a/b');
      await s.mkdirp('c/d');
      await s.writeAtomic('a/f.md', enc('f'));
      await s.writeAtomic('c/d/g.md', enc('g'));
      expect((await storageError(s.rename('nope.md', 'x.md'))).code).toBe('io');
      expect((await storageError(s.rename('a/f.md', 'missing/f.md'))).code).toBe('io');
      expect((await storageError(s.rename('a', 'a/b/a'))).code).toBe('io');
      expect((await storageError(s.rename('a', 'c'))).code).toBe('io');
      expect(dec(await s.read('a/f.md'))).toBe('f');
    });

    it('rejects escaping and absolute paths with path-outside-root in every method', async () => {
      const s = await make();
      const calls: [string, () => Promise<unknown>][] = [
        ['read', () => s.read('../x.md')],
        ['writeAtomic', () => s.writeAtomic('a/../../x.md', enc('x'))],
        ['list', () => s.list('..')],
        ['remove', () => s.remove('../x.md')],
        ['removeTree', () => s.removeTree('../x')],
        ['rename from', () => s.rename('../x', 'y')],
        ['rename to', () => s.rename('y', '../x')],
        ['mkdirp', () => s.mkdirp('../x')],
        ['lock', () => s.lock('../x')],
        ['absolute read', () => s.read('/etc/passwd')],
      ];
      if (s.changeToken) {
        const changeToken = s.changeToken.bind(s);
        calls.push(['changeToken', () => changeToken('../x')]);
      }
      if (s.identity) {
        const identity = s.identity.bind(s);
        calls.push(['identity', () => identity('../x')]);
      }
      for (const [label, call] of calls) {
        const error = await storageError(call());
        expect(error.code, label).toBe('path-outside-root');
      }
      expect(() => s.absolute('../x')).toThrow(StorageError);
    });

    it('reports paths through absolute, with the root for ""', async () => {
      const s = await make();
      const root = s.absolute('');
      expect(s.absolute('docs/req/a.md').endsWith('/docs/req/a.md')).toBe(true);
      expect(s.absolute('docs/req/a.md').startsWith(root)).toBe(true);
      expect(s.absolute('docs/./req/')).toBe(s.absolute('docs/req'));
    });

    it('changeToken, when offered, is null when missing and changes with the content', async () => {
      const s = await make();
      if (!s.changeToken) return;
      expect(await s.changeToken('a.md')).toBeNull();
      await s.writeAtomic('a.md', enc('one'));
      const first = await s.changeToken('a.md');
      expect(first).toEqual(expect.any(String));
      expect(await s.changeToken('a.md')).toBe(first);
      await s.writeAtomic('a.md', enc('three'));
      expect(await s.changeToken('a.md')).not.toBe(first);
    });

    it('identity, when offered, is null when missing, stable while unchanged, and new after every write and rename', async () => {
      const s = await make();
      if (!s.identity) return;
      expect(await s.identity('a.md')).toBeNull();
      await s.writeAtomic('a.md', enc('one'));
      const first = await s.identity('a.md');
      expect(first).toEqual({ size: 3, mtimeMs: expect.any(Number), ctimeMs: expect.any(Number), ino: expect.any(String) });
      expect(await s.identity('a.md')).toEqual(first);
      await s.writeAtomic('a.md', enc('two'));
      const second = await s.identity('a.md');
      expect(second?.size).toBe(3);
      expect(second).not.toEqual(first);
      await s.rename('a.md', 'b.md');
      expect(await s.identity('a.md')).toBeNull();
      expect((await s.identity('b.md'))?.ino).toBe(second?.ino);
    });

    it('lock excludes other holders of the same key until release', async () => {
      const s = await make();
      const release = await s.lock('docs/req/a.md');
      let second = false;
      const pending = s.lock('docs/req/a.md').then((r) => {
        second = true;
        return r;
      });
      await sleep(60);
      expect(second).toBe(false);
      await release();
      const release2 = await pending;
      expect(second).toBe(true);
      await release2();
    });

    it('locks on different keys are independent', async () => {
      const s = await make();
      const a = await s.lock('k/a');
      const b = await s.lock('k/b', { timeoutMs: 200 });
      await Promise.all([a(), b()]);
    });

    it('lock times out with lock-timeout naming the key, and works again after release', async () => {
      const s = await make();
      const release = await s.lock('docs/tsk/.board');
      const started = Date.now();
      const error = await storageError(s.lock('docs/tsk/.board', { timeoutMs: 80 }));
      const waited = Date.now() - started;
      expect(error.code).toBe('lock-timeout');
      expect(error.path).toBe('docs/tsk/.board');
      expect(waited).toBeGreaterThanOrEqual(70);
      expect(waited).toBeLessThan(2000);
      await release();
      await release(); // idempotent
      const again = await s.lock('docs/tsk/.board', { timeoutMs: 80 });
      await again();
    });

    it('a timeout of 0 fails at once when the lock is held', async () => {
      const s = await make();
      const release = await s.lock('z');
      expect((await storageError(s.lock('z', { timeoutMs: 0 }))).code).toBe('lock-timeout');
      await release();
      await (await s.lock('z', { timeoutMs: 0 }))();
    });

    it('lock serialises read-modify-write cycles: no lost update', async () => {
      const s = await make();
      await s.writeAtomic('counter', enc('0'));
      const worker = async (): Promise<void> => {
        for (let i = 0; i < 10; i++) {
          const release = await s.lock('counter');
          try {
            const value = Number(dec(await s.read('counter')));
            await sleep(1);
            await s.writeAtomic('counter', enc(String(value + 1)));
          } finally {
            await release();
          }
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      expect(dec(await s.read('counter'))).toBe('30');
    });
  });
}
