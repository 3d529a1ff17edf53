import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors/index.js';
import { memoryStorage, nodeStorage, type NodeStorageOptions } from '../../../src/repository/storage/index.js';

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
    expect(held).toEqual({
      pid: process.pid,
      host: hostname(),
      acquiredAt: expect.any(String),
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      start: expect.stringMatching(/^\d+$/), // Linux: the process start time, against pid reuse
    });
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
    // A timeout of 0 allows no wait at all: only breaking at once succeeds.
    const release = await nodeStorage(root).lock('k', { timeoutMs: 0 });
    expect(readFileSync(join(root, 'k.lock'), 'utf8')).toContain(`"pid":${process.pid}`);
    await release();
    expect(existsSync(join(root, 'k.lock'))).toBe(false);
  });

  it('breaks a lock file older than staleLockMs, whoever holds it', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'k.lock'), record({ host: 'elsewhere', pid: process.pid }));
    const past = new Date(Date.now() - 2000);
    utimesSync(join(root, 'k.lock'), past, past);
    const release = await nodeStorage(root, { staleLockMs: 1000 }).lock('k', { timeoutMs: 0 });
    await release();
  });

  it('waits for a fresh lock from another host or with unreadable content, then times out', async () => {
    const root = tempDir();
    const s = nodeStorage(root, { lockTimeoutMs: 120 });
    writeFileSync(join(root, 'a.lock'), record({ host: 'elsewhere' }));
    writeFileSync(join(root, 'b.lock'), 'not json');
    for (const key of ['a', 'b']) {
      await expect(s.lock(key)).rejects.toMatchObject({ code: 'lock-timeout', path: key });
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
    const taken = statSync(join(root, 'k.lock')).mtimeMs;
    await sleep(800);
    expect(statSync(join(root, 'k.lock')).mtimeMs).toBeGreaterThan(taken);
    const other = nodeStorage(root, { staleLockMs: 300 });
    await expect(other.lock('k', { timeoutMs: 150 })).rejects.toMatchObject({ code: 'lock-timeout' });
    await release();
    await (await other.lock('k', { timeoutMs: 150 }))();
  });

  it('breaks at once a lock whose pid was reused by another process (the start time differs)', async () => {
    const root = tempDir();
    // This very process, but "started" at another time: the holder that died had our pid.
    writeFileSync(join(root, 'k.lock'), record({ pid: process.pid, start: '1' }));
    const release = await nodeStorage(root).lock('k', { timeoutMs: 0 });
    expect(JSON.parse(readFileSync(join(root, 'k.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('breaks an empty or unparsable lock file older than one second at once, and waits for a fresh one', async () => {
    const root = tempDir();
    const s = nodeStorage(root);
    writeFileSync(join(root, 'empty.lock'), '');
    writeFileSync(join(root, 'junk.lock'), '{"pid":');
    await expect(s.lock('empty', { timeoutMs: 0 })).rejects.toMatchObject({ code: 'lock-timeout' });
    const past = new Date(Date.now() - 1500);
    utimesSync(join(root, 'empty.lock'), past, past);
    utimesSync(join(root, 'junk.lock'), past, past);
    await (await s.lock('empty', { timeoutMs: 0 }))();
    await (await s.lock('junk', { timeoutMs: 0 }))();
    expect(readdirSync(root)).toEqual([]);
  });

  it('lock-timeout names the lock file and its holder, and says what to do', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'k.lock'), record({ pid: 4242, host: 'build-7', acquiredAt: '2026-08-30T08:00:00.000Z' }));
    await expect(nodeStorage(root).lock('k', { timeoutMs: 30 })).rejects.toThrow(
      `could not lock k within 30 ms: the lock file ${join(root, 'k.lock')} is held by process 4242 on host "build-7" ` +
        'since 2026-08-30T08:00:00.000Z; if no such process runs, remove that file',
    );
    writeFileSync(join(root, 'j.lock'), 'garbage');
    await expect(nodeStorage(root).lock('j', { timeoutMs: 0 })).rejects.toThrow(
      `could not lock j within 0 ms: the lock file ${join(root, 'j.lock')} exists but holds no lock record; ` +
        'remove that file if no process of this library is writing there',
    );
  });

  const familyOf = (lockName: string, token: string): string =>
    `.${lockName}.${createHash('sha256').update(`t:${token}`).digest('hex').slice(0, 16)}.`;

  it('a breaker steps back while another live breaker of the same lock is at work, and goes on once it is dead', async () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(root, 'k.lock'), record({ pid: dead, token: 'dead-holder' }));
    // A live breaker (this process) that has written its record and is about to remove the lock.
    const breaker = join(root, `${familyOf('k.lock', 'dead-holder')}0123456789ab.break`);
    writeFileSync(breaker, record({ pid: process.pid, token: 'live-breaker' }));
    await expect(nodeStorage(root).lock('k', { timeoutMs: 60 })).rejects.toMatchObject({ code: 'lock-timeout' });
    expect(readFileSync(join(root, 'k.lock'), 'utf8')).toContain('dead-holder');
    // The same breaker, dead: it no longer counts.
    writeFileSync(breaker, record({ pid: dead, token: 'dead-breaker' }));
    const release = await nodeStorage(root).lock('k', { timeoutMs: 0 });
    expect(readFileSync(join(root, 'k.lock'), 'utf8')).not.toContain('dead-holder');
    await release();
  });

  it('never admits two holders while many lockers break the same dead lock at once', async () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    let overlaps = 0;
    let inside = 0;
    for (let round = 0; round < 20; round++) {
      writeFileSync(join(root, 'k.lock'), record({ pid: dead, token: `dead-${round}` }));
      // Separate storages, so nothing in this process serialises them before the lock file does.
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          const release = await nodeStorage(root).lock('k', { timeoutMs: 10_000 });
          try {
            inside++;
            try {
              writeFileSync(join(root, 'inside.marker'), 'x', { flag: 'wx' });
            } catch {
              overlaps++;
            }
            await sleep(1);
            rmSync(join(root, 'inside.marker'), { force: true });
          } finally {
            await release();
          }
        }),
      );
    }
    expect(inside).toBe(120);
    expect(overlaps).toBe(0);
    expect(readdirSync(root)).toEqual([]);
  });

  it('sweeps the folder of a lock it takes: dead locks, dead breakers, old .tmp and .stale files, removals of dead processes', async () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(join(root, 'docs'));
    const at = (name: string): string => join(root, 'docs', name);
    const old = new Date(Date.now() - 60_000);
    writeFileSync(at('a.md'), 'doc');
    writeFileSync(at('other.md.lock'), record({ pid: dead }));
    writeFileSync(at('live.md.lock'), record({ pid: process.pid, start: undefined, token: 'live' }));
    writeFileSync(at(`${familyOf('x.md.lock', 'gone')}0123456789ab.break`), record({ pid: dead }));
    writeFileSync(at('.a.md.123.0123456789ab.tmp'), 'orphan');
    utimesSync(at('.a.md.123.0123456789ab.tmp'), old, old);
    writeFileSync(at('.a.md.124.0123456789ab.tmp'), 'being written');
    writeFileSync(at('a.md.lock.0123456789ab.stale'), 'old');
    utimesSync(at('a.md.lock.0123456789ab.stale'), old, old);
    mkdirSync(at(`.feat-1-x.${dead}.0123456789ab.removing/sub`), { recursive: true });
    writeFileSync(at(`.feat-1-x.${dead}.0123456789ab.removing/sub/README.md`), 'left by a killed removeTree');
    mkdirSync(at(`.feat-2-y.${process.pid}.0123456789ab.removing`));
    const release = await nodeStorage(root).lock('docs/a.md');
    expect(readdirSync(join(root, 'docs')).sort()).toEqual([
      '.a.md.124.0123456789ab.tmp',
      `.feat-2-y.${process.pid}.0123456789ab.removing`,
      'a.md',
      'a.md.lock',
      'live.md.lock',
    ]);
    await release();
    expect(readdirSync(join(root, 'docs')).sort()).toEqual(['.a.md.124.0123456789ab.tmp', `.feat-2-y.${process.pid}.0123456789ab.removing`, 'a.md', 'live.md.lock']);
  });
});

describe('storage option and argument checks', () => {
  it('nodeStorage refuses lockTimeoutMs and staleLockMs that are not finite non-negative numbers', () => {
    const root = tempDir();
    const cases: [Record<string, unknown>, string][] = [
      [{ lockTimeoutMs: NaN }, 'nodeStorage: option "lockTimeoutMs" must be a non-negative finite number of milliseconds, got number NaN'],
      [{ lockTimeoutMs: -1 }, 'nodeStorage: option "lockTimeoutMs" must be a non-negative finite number of milliseconds, got number -1'],
      [{ lockTimeoutMs: Infinity }, 'nodeStorage: option "lockTimeoutMs" must be a non-negative finite number of milliseconds, got number Infinity'],
      [{ staleLockMs: '10' }, 'nodeStorage: option "staleLockMs" must be a non-negative finite number of milliseconds, got string "10"'],
      [{ staleLockMs: true }, 'nodeStorage: option "staleLockMs" must be a non-negative finite number of milliseconds, got boolean true'],
    ];
    for (const [options, message] of cases) {
      expect(() => nodeStorage(root, options as NodeStorageOptions)).toThrow(new UsageError('invalid-arguments', message));
    }
    expect(() => nodeStorage(root, 5 as unknown as NodeStorageOptions)).toThrow('nodeStorage: argument "options" must be a plain object of options, got number 5');
    expect(() => nodeStorage(12 as unknown as string)).toThrow('nodeStorage: argument "rootDir" must be a non-empty string (the folder), got number 12');
    expect(nodeStorage(root, { lockTimeoutMs: 0, staleLockMs: 0 }).absolute('')).toBe(root);
  });

  it('lock refuses a bad timeoutMs in both storages, before waiting', async () => {
    for (const s of [nodeStorage(tempDir()), memoryStorage()]) {
      await expect(s.lock('k', { timeoutMs: NaN })).rejects.toThrow(
        new UsageError('invalid-arguments', 'lock: option "timeoutMs" must be a non-negative finite number of milliseconds, got number NaN'),
      );
      await expect(s.lock('k', { timeoutMs: -5 })).rejects.toThrow('lock: option "timeoutMs" must be a non-negative finite number of milliseconds, got number -5');
      await expect(s.lock(7 as unknown as string)).rejects.toThrow('lock: argument "key" must be a string, got number 7');
    }
  });

  it('memoryStorage refuses files that are not an object of strings and byte arrays', () => {
    expect(() => memoryStorage(5 as unknown as Record<string, string>)).toThrow(
      new UsageError('invalid-arguments', 'memoryStorage: argument "files" must be a plain object of paths to strings or Uint8Arrays, got number 5'),
    );
    expect(() => memoryStorage({ 'a.md': 12 } as unknown as Record<string, string>)).toThrow(
      'memoryStorage: argument "files" must be a plain object of paths to strings or Uint8Arrays, got object {"a.md":12}',
    );
  });
});

describe('removeTree and the leftovers of a killed removal', () => {
  it('removes what an earlier, killed removal of the same folder moved aside, and leaves other folders alone', async () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const feat = join(root, '.specmgr', 'feat');
    mkdirSync(join(feat, `.feat-1-new.${dead}.0123456789ab.removing`, 'sub'), { recursive: true });
    writeFileSync(join(feat, `.feat-1-new.${dead}.0123456789ab.removing`, 'sub', 'README.md'), 'left by a killed removeTree');
    mkdirSync(join(feat, `.feat-2-other.${dead}.0123456789ab.removing`));
    await nodeStorage(root).removeTree('.specmgr/feat/feat-1-new');
    expect(readdirSync(feat)).toEqual([`.feat-2-other.${dead}.0123456789ab.removing`]);
  });
});
