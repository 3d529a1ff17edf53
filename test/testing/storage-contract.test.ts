import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StorageError } from '../../src/errors/index.js';
import { memoryStorage, type Storage } from '../../src/repository/storage/index.js';
import { describeStorageContract } from '../../src/testing.js';
import { built } from '../helpers/built.js';
import { failureOf, recordContract } from './contract-harness.js';

const CASES = [
  'reads null for a missing file, also below a missing folder',
  'writes and reads back bytes exactly, and replaces on rewrite',
  'returns plain Uint8Array copies, so callers cannot change the store',
  'writeAtomic with expect replaces the file only while it still holds those bytes',
  'writeAtomic with expect null creates the file only when it does not exist',
  'writeAtomic refuses an expect that is not bytes or null, and content that is not bytes',
  'rejects a write into a missing folder with io',
  'rejects writing over a folder with io',
  'normalises . segments, empty segments and a trailing slash',
  'lists direct entries only, [] for a missing folder and for a file',
  'keeps non-ASCII names intact',
  'mkdirp is recursive and idempotent, and fails below a file',
  'remove deletes a file, ignores a missing one, keeps the folder, refuses a folder',
  'removeTree deletes a whole subtree, ignores a missing one and refuses the root',
  'renames a file, replacing an existing destination',
  'renames a folder with its whole subtree',
  'rejects bad renames with io: missing source, missing destination folder, folder into itself, onto a non-empty folder',
  'rejects escaping and absolute paths with path-outside-root in every method',
  'reports paths through absolute, with the root for ""',
  'changeToken, when offered, is null when missing and changes with the content',
  'identity, when offered, is null when missing, stable while unchanged, and new after every write and rename',
  'lock excludes other holders of the same key until release',
  'locks on different keys are independent',
  'lock times out with lock-timeout naming the key, and works again after release',
  'a timeout of 0 fails at once when the lock is held',
  'lock serialises read-modify-write cycles: no lost update',
];

/** memoryStorage with some methods replaced. */
function broken(overrides: (inner: Storage) => Partial<Storage>): () => Storage {
  return () => {
    const inner = memoryStorage();
    return { ...inner, ...overrides(inner) };
  };
}

describe('describeStorageContract', () => {
  it('registers one describe named after the storage and one test per behaviour, in order', () => {
    const suite = recordContract(() => memoryStorage());
    expect(suite.suites).toEqual(['Storage contract: under test']);
    expect([...suite.tests.keys()]).toEqual(CASES);
  });

  it('gives every test a fresh storage from the maker, awaiting an async maker', async () => {
    const made: Storage[] = [];
    const suite = recordContract(async () => {
      const storage = memoryStorage();
      made.push(storage);
      return storage;
    });
    expect(await failureOf(suite, CASES[0]!)).toBeUndefined();
    expect(await failureOf(suite, CASES[1]!)).toBeUndefined();
    expect(made).toHaveLength(2);
    expect(made[0]).not.toBe(made[1]);
  });

  it('fails a storage that ignores expect, naming the call and what was required', async () => {
    const suite = recordContract(broken((inner) => ({ writeAtomic: (path, bytes) => inner.writeAtomic(path, bytes) })));
    const error = await failureOf(suite, 'writeAtomic with expect replaces the file only while it still holds those bytes');
    expect(error).toMatchObject({ name: 'AssertionError', expected: 'a rejection', actual: undefined });
    expect((error as Error).message).toBe(
      "Storage contract: writeAtomic('d/a.md', …, { expect: <bytes it no longer holds> }): expected the call to be refused (a rejected promise), got undefined",
    );
  });

  it('fails a storage whose read hands out its own buffer', async () => {
    const files = new Map<string, Uint8Array>();
    const suite = recordContract(
      broken(() => ({
        read: async (path) => files.get(path) ?? null,
        writeAtomic: async (path, bytes) => void files.set(path, bytes),
      })),
    );
    const error = await failureOf(suite, 'returns plain Uint8Array copies, so callers cannot change the store');
    expect((error as Error).message).toBe(
      `Storage contract: read('f.txt') after the caller changed the written and the read bytes: expected "abc", got "zzz"`,
    );
  });

  it('fails a storage that returns Buffers, showing the constructor', async () => {
    const suite = recordContract(broken((inner) => ({ read: async (path) => {
      const bytes = await inner.read(path);
      return bytes === null ? null : Buffer.from(bytes);
    } })));
    const error = await failureOf(suite, 'returns plain Uint8Array copies, so callers cannot change the store');
    expect((error as Error).message).toBe("Storage contract: read('f.txt'): the constructor of the bytes: expected function Uint8Array, got function Buffer");
  });

  it('fails a storage that reports other bytes, showing both in hex', async () => {
    const suite = recordContract(broken((inner) => ({ read: async (path) => {
      const bytes = await inner.read(path);
      return bytes === null ? null : bytes.filter((byte) => byte !== 0x0d);
    } })));
    const error = await failureOf(suite, 'writes and reads back bytes exactly, and replaces on rewrite');
    expect((error as Error).message).toBe(
      "Storage contract: read('docs/req/a.md') after writing a BOM, CRLF, NUL and 0xff: expected bytes <ef bb bf 23 0d 0a 00 ff>, got bytes <ef bb bf 23 0a 00 ff>",
    );
  });

  it('fails a storage whose lock does not exclude', async () => {
    const suite = recordContract(broken(() => ({ lock: async () => async () => undefined })));
    const error = await failureOf(suite, 'lock excludes other holders of the same key until release');
    expect((error as Error).message).toBe("Storage contract: a second lock('docs/req/a.md') while the first is held: granted: expected false, got true");
    const lostUpdate = await failureOf(suite, 'lock serialises read-modify-write cycles: no lost update');
    expect((lostUpdate as Error).message).toMatch(/^Storage contract: the counter after 3 workers added 1 ten times each under lock\('counter'\): expected "30", got "\d+"$/);
  });

  it('fails a storage that throws plain errors where a StorageError code is required', async () => {
    const suite = recordContract(broken((inner) => ({ mkdirp: async (path) => {
      if (path.startsWith('..')) throw new Error('nope');
      return inner.mkdirp(path);
    } })));
    const error = await failureOf(suite, 'rejects escaping and absolute paths with path-outside-root in every method');
    expect((error as Error).message).toBe(`Storage contract: mkdirp('../x'): expected a StorageError with code "path-outside-root", got Error: "nope"`);
    expect(error).toMatchObject({ expected: 'path-outside-root' });
  });

  it('checks error texts only with exactMessages', async () => {
    const reworded = broken((inner) => ({
      writeAtomic: async (path, bytes, options) => {
        try {
          await inner.writeAtomic(path, bytes, options);
        } catch (error) {
          if (error instanceof StorageError) throw new StorageError({ code: error.code, path: error.path, message: `write failed: ${path}` });
          throw new TypeError('not bytes');
        }
      },
    }));
    const relaxed = recordContract(reworded);
    for (const name of CASES.slice(0, 8)) expect(await failureOf(relaxed, name), name).toBeUndefined();
    const exact = recordContract(reworded, true);
    expect((await failureOf(exact, 'writeAtomic with expect null creates the file only when it does not exist')) as Error).toMatchObject({
      message: `Storage contract: writeAtomic('n.md', …, { expect: null }) of an existing file: the error's message: expected "could not write n.md: the file was created since it was found missing; it was left as it is (read it again and retry)", got "write failed: n.md"`,
    });
    expect((await failureOf(exact, 'writeAtomic refuses an expect that is not bytes or null, and content that is not bytes')) as Error).toMatchObject({
      message: `Storage contract: writeAtomic('a.md', …, { expect: 'x' }): the error's message: expected a message containing "writeAtomic: option \\"expect\\" must be a Uint8Array, or null for \\"must not exist\\", got string \\"x\\"", got TypeError: "not bytes"`,
    });
  });

  it('skips the change-token checks of a storage without changeToken, and checks them with one', async () => {
    const without = recordContract(() => memoryStorage());
    expect(await failureOf(without, 'changeToken, when offered, is null when missing and changes with the content')).toBeUndefined();
    const constant = recordContract(broken(() => ({ changeToken: async (path) => (path.startsWith('..') ? Promise.reject(new StorageError({ code: 'path-outside-root', path, message: 'outside' })) : 'v1') })));
    expect(((await failureOf(constant, 'changeToken, when offered, is null when missing and changes with the content')) as Error).message).toBe(
      `Storage contract: changeToken('a.md') of a missing file: expected null, got "v1"`,
    );
  });

  it('fails a storage whose identity does not change with a rewrite', async () => {
    const fixed = { size: 3, mtimeMs: 1, ctimeMs: 1, ino: '7' };
    const suite = recordContract(broken((inner) => ({ identity: async (path) => ((await inner.read(path)) === null ? null : fixed) })));
    const error = await failureOf(suite, 'identity, when offered, is null when missing, stable while unchanged, and new after every write and rename');
    expect((error as Error).message).toBe(
      'Storage contract: identity(\'a.md\') after a rewrite: expected an identity other than {"size":3,"mtimeMs":1,"ctimeMs":1,"ino":"7"}, got {"size":3,"mtimeMs":1,"ctimeMs":1,"ino":"7"}',
    );
  });

  it('refuses a third argument without describe and it, and a maker that is not a function', () => {
    const make = (): Storage => memoryStorage();
    expect(() => describeStorageContract('x', make, undefined as never)).toThrow(
      new TypeError("describeStorageContract: the third argument must be { describe, it } from your test framework (e.g. import { describe, it } from 'vitest'), got undefined"),
    );
    expect(() => describeStorageContract('x', make, { describe } as never)).toThrow(
      "describeStorageContract: the third argument must be { describe, it } from your test framework (e.g. import { describe, it } from 'vitest'), got an object with describe: function, it: undefined",
    );
    expect(() => describeStorageContract('x', memoryStorage() as never, { describe, it })).toThrow(
      'describeStorageContract: the second argument must be a function that makes a fresh storage, got object',
    );
  });

  it('runs under node:test as well (the built package, a child process)', () => {
    const fixture = fileURLToPath(new URL('./fixtures/node-test-contract.mjs', import.meta.url));
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', fixture], {
      encoding: 'utf8',
      env: { ...process.env, SPECMGR_DIST: built('testing.js').replace(/testing\.js$/, '') },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('# Subtest: Storage contract: memoryStorage under node:test');
    expect(run.stdout).toContain('# pass 26');
    expect(run.stdout).toContain('# fail 0');
    expect(run.status).toBe(0);
  });
});
