import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeStorage } from '../../../src/repository/storage/index.js';

const made: string[] = [];
function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-lock-file-')));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('nodeStorage: lock files', () => {
  const record = (fields: Record<string, unknown>): string =>
    JSON.stringify({ pid: 1, host: hostname(), acquiredAt: new Date().toISOString(), token: 'someone-else', ...fields });

  it('holds <key>.lock beside the key with pid, host, time and token, and removes it on release', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    mkdirSync(join(root, 'docs', 'req'), { recursive: true });
    const release = await s.lock('docs/req/a.md');
    const held: unknown = JSON.parse(readFileSync(join(root, 'docs', 'req', 'a.md.lock'), 'utf8'));
    expect(held).toEqual({ pid: process.pid, host: hostname(), acquiredAt: expect.any(String), token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await release();
    expect(readdirSync(join(root, 'docs', 'req'))).toEqual([]);
  });

  it("creates a missing lock folder, and locks '' with .lock in the root", async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    const release = await s.lock('.specmgr/feat/.create');
    expect(existsSync(join(root, '.specmgr', 'feat', '.create.lock'))).toBe(true);
    const rootLock = await s.lock('');
    expect(existsSync(join(root, '.lock'))).toBe(true);
    await Promise.all([release(), rootLock()]);
  });

  it('breaks a lock left by a dead process on this host at once', async () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(root, 'k.lock'), record({ pid: dead }));
    const started = Date.now();
    const release = await nodeStorage(root).lock('k', { timeoutMs: 5000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(readFileSync(join(root, 'k.lock'), 'utf8')).toContain(`"pid":${process.pid}`);
    await release();
    expect(existsSync(join(root, 'k.lock'))).toBe(false);
  });

  it('breaks a lock file older than staleLockMs, whoever holds it', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'k.lock'), record({ host: 'elsewhere', pid: process.pid }));
    const past = new Date(Date.now() - 2000);
    utimesSync(join(root, 'k.lock'), past, past);
    const started = Date.now();
    const release = await nodeStorage(root, { staleLockMs: 1000 }).lock('k', { timeoutMs: 5000 });
    expect(Date.now() - started).toBeLessThan(1000);
    await release();
  });

  it('waits for a fresh lock from another host or with unreadable content, then times out', async () => {
    const root = tempDir();
    const s = nodeStorage(root, { lockTimeoutMs: 120 });
    writeFileSync(join(root, 'a.lock'), record({ host: 'elsewhere' }));
    writeFileSync(join(root, 'b.lock'), 'not json');
    for (const key of ['a', 'b']) {
      const started = Date.now();
      await expect(s.lock(key)).rejects.toMatchObject({ code: 'lock-timeout', path: key });
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    }
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'b.lock'), past, past);
    await (await s.lock('b'))();
  });

  it('release removes only its own lock file', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    const release = await s.lock('k');
    const foreign = record({ host: 'elsewhere' });
    writeFileSync(join(root, 'k.lock'), foreign); // as if broken and re-taken
    await release();
    expect(readFileSync(join(root, 'k.lock'), 'utf8')).toBe(foreign);
  });

  it('refreshes a held lock, so a long hold is not judged stale', async () => {
    const root = tempDir();
    const holder = nodeStorage(root, { staleLockMs: 300 });
    const release = await holder.lock('k');
    await sleep(800);
    expect(Date.now() - statSync(join(root, 'k.lock')).mtimeMs).toBeLessThan(300);
    const other = nodeStorage(root, { staleLockMs: 300 });
    await expect(other.lock('k', { timeoutMs: 150 })).rejects.toMatchObject({ code: 'lock-timeout' });
    await release();
    await (await other.lock('k', { timeoutMs: 150 }))();
  });
});
