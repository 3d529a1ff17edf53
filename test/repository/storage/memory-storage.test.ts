import { describe, expect, it } from 'vitest';
import { StorageError, UsageError } from '../../../src/errors/index.js';
import { memoryStorage } from '../../../src/repository/storage/index.js';
import { describeStorageContract } from '../../../src/testing.js';

describeStorageContract('memoryStorage', () => memoryStorage(), { describe, it, exactMessages: true });

const dec = (bytes: Uint8Array | null): string | null => (bytes === null ? null : new TextDecoder().decode(bytes));

describe('memoryStorage specifics', () => {
  it('stores initial strings UTF-8-encoded and copies initial bytes', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const s = memoryStorage({ 'docs/req/a.md': 'Ünï', 'bin/x': bytes });
    bytes[0] = 9;
    expect(await s.read('docs/req/a.md')).toEqual(new Uint8Array([0xc3, 0x9c, 0x6e, 0xc3, 0xaf]));
    expect(await s.read('bin/x')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('copies Buffer input and returns plain Uint8Array', async () => {
    const buffer = Buffer.from('abc');
    const s = memoryStorage({ 'a': buffer });
    buffer[0] = 0x78;
    const read = await s.read('a');
    expect(read?.constructor).toBe(Uint8Array);
    expect(dec(read)).toBe('abc');
  });

  it('implies every folder above an initial file', async () => {
    const s = memoryStorage({ 'docs/req/a.md': 'x', './.specmgr/feat/feat-1-x/README.md': 'r' });
    expect(await s.list('')).toEqual(expect.arrayContaining([{ name: 'docs', kind: 'dir' }, { name: '.specmgr', kind: 'dir' }]));
    expect(await s.list('.specmgr/feat')).toEqual([{ name: 'feat-1-x', kind: 'dir' }]);
  });

  it('rejects an initial path that is both a file and a folder', () => {
    expect(() => memoryStorage({ 'a': 'x', 'a/b': 'y' })).toThrow(UsageError);
  });

  it('reports / + path from absolute and has no change token', () => {
    const s = memoryStorage();
    expect(s.absolute('')).toBe('/');
    expect(s.absolute('docs/req/a.md')).toBe('/docs/req/a.md');
    expect(s.changeToken).toBeUndefined();
  });

  it('rejects reading a folder with io', async () => {
    const s = memoryStorage({ 'd/a': 'x' });
    await expect(s.read('d')).rejects.toMatchObject({ code: 'io' });
  });

  it('hands a lock to waiters in FIFO order', async () => {
    const s = memoryStorage();
    const order: number[] = [];
    const first = await s.lock('k');
    const waiters = [1, 2, 3, 4].map((n) =>
      s.lock('k').then(async (release) => {
        order.push(n);
        await release();
      }),
    );
    await first();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('a timed-out waiter leaves the queue without blocking the others', async () => {
    const s = memoryStorage();
    const first = await s.lock('k');
    const late = s.lock('k', { timeoutMs: 20 });
    const patient = s.lock('k', { timeoutMs: 5000 });
    await expect(late).rejects.toBeInstanceOf(StorageError);
    await first();
    await (await patient)();
  });

  it('treats normalised keys as the same lock', async () => {
    const s = memoryStorage();
    const release = await s.lock('docs/./req/a.md');
    await expect(s.lock('docs/req/a.md', { timeoutMs: 10 })).rejects.toMatchObject({ code: 'lock-timeout' });
    await release();
  });
});
