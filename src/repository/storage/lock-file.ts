/**
 * Cross-process locks held as lock files (operations.md §8.2), used by the
 * Node file-system storage.
 *
 * @packageDocumentation
 */

import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rename, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { StorageError } from '../../errors/index.js';

/**
 * What a lock file holds (as one line of JSON): who took the lock, where and when.
 *
 * @example
 * ```ts
 * const record: LockRecord = { pid: 4242, host: 'build-7', acquiredAt: '2026-08-30T08:00:00.000Z', token: '9f…' };
 * ```
 */
export type LockRecord = {
  /** Process id of the holder. */
  pid: number;
  /** Host name of the holder; the pid is only checked on the same host. */
  host: string;
  /** ISO timestamp of acquisition. */
  acquiredAt: string;
  /** Random token that tells this holding apart from any other. */
  token: string;
};

/**
 * Options of {@link acquireLockFile}.
 *
 * @example
 * ```ts
 * const options: LockFileOptions = { key: 'docs/req/a.md', timeoutMs: 10_000, staleLockMs: 30_000 };
 * ```
 */
export type LockFileOptions = {
  /** The lock key, for error messages and `StorageError.path`. */
  key: string;
  /** Give up with `lock-timeout` after this many milliseconds. */
  timeoutMs: number;
  /** A lock file not refreshed for this long is abandoned and may be broken. */
  staleLockMs: number;
};

const FIRST_DELAY_MS = 5;
const MAX_DELAY_MS = 100;
// setTimeout/setInterval fire at once for larger delays.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A lock record is a few dozen bytes; a bigger file is not one of ours.
const MAX_RECORD_BYTES = 4096;

/**
 * Take the lock held by the file `lockPath`, waiting while another live
 * holder has it.
 *
 * The file is created exclusively (`wx`) with a {@link LockRecord}. While the
 * file exists, the caller retries with a growing, jittered backoff. A lock
 * whose holder is a dead process on this host, or whose file was not
 * touched for `staleLockMs`, is broken and the attempt repeated. While held,
 * the file's modification time is refreshed every `staleLockMs / 3`, so a
 * long hold is never judged stale. A missing parent folder is created.
 *
 * @param lockPath - OS path of the lock file
 * @param options - key, timeout and staleness threshold
 * @returns the release function, which removes the file only while it still
 *   holds this acquisition's token; calling it twice is harmless
 * @throws StorageError `lock-timeout` when the lock stays taken for `timeoutMs`, `io` on other failures
 * @example
 * ```ts
 * const release = await acquireLockFile('/srv/repo/docs/req/a.md.lock', {
 *   key: 'docs/req/a.md', timeoutMs: 10_000, staleLockMs: 30_000,
 * });
 * try { ... } finally { await release(); }
 * ```
 */
export async function acquireLockFile(
  lockPath: string,
  options: LockFileOptions,
): Promise<() => Promise<void>> {
  const { key, timeoutMs, staleLockMs } = options;
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    acquiredAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  const content = `${JSON.stringify(record)}\n`;
  const deadline = Date.now() + Math.max(0, timeoutMs);
  let delay = FIRST_DELAY_MS;
  let madeParent = false;
  for (;;) {
    const outcome = await tryCreate(lockPath, content);
    if (outcome === 'created') return holdLock(lockPath, content, staleLockMs, key);
    if (outcome === 'no-parent') {
      if (madeParent) throw lockIoError(key, new Error(`lock folder of ${lockPath} keeps vanishing`));
      madeParent = true;
      await mkdir(dirname(lockPath), { recursive: true }).catch((cause: unknown) => {
        throw lockIoError(key, cause);
      });
      continue;
    }
    if (outcome instanceof Error) throw lockIoError(key, outcome);
    if (await breakIfAbandoned(lockPath, staleLockMs, key)) continue;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new StorageError({ code: 'lock-timeout', path: key, message: `could not lock ${key} within ${timeoutMs} ms` });
    }
    await sleep(Math.min(left, delay * (0.5 + Math.random())));
    delay = Math.min(MAX_DELAY_MS, delay * 1.5);
  }
}

async function tryCreate(lockPath: string, content: string): Promise<'created' | 'taken' | 'no-parent' | Error> {
  let handle;
  try {
    handle = await open(lockPath, 'wx');
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return 'taken';
    if (code === 'ENOENT') return 'no-parent';
    return asError(error);
  }
  try {
    await handle.writeFile(content);
    await handle.close();
    return 'created';
  } catch (error) {
    // A half-written lock could only expire by age; never leave one behind.
    await handle.close().catch(() => undefined);
    await unlink(lockPath).catch(() => undefined);
    return asError(error);
  }
}

// Judges the current lock file and, when it is abandoned, moves it aside
// under a private name first: only the file that was judged (same inode,
// same content) is then deleted, so a lock taken meanwhile by a live process
// is never removed by mistake.
async function breakIfAbandoned(lockPath: string, staleLockMs: number, key: string): Promise<boolean> {
  const judged = await snapshot(lockPath, key);
  if (judged === undefined) return true; // released in the meantime
  if (!isAbandoned(judged.text, judged.mtimeMs, staleLockMs)) return false;
  const aside = `${lockPath}.${randomBytes(6).toString('hex')}.stale`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true;
    throw lockIoError(key, error);
  }
  const moved = await snapshot(aside, key);
  if (moved !== undefined && (moved.ino !== judged.ino || moved.text !== judged.text)) {
    // A live holder re-took the lock between judging and moving: put its file
    // back, unless yet another process already created a new one.
    await link(aside, lockPath).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
  return true;
}

type Snapshot = { text: string; mtimeMs: number; ino: number };

async function snapshot(path: string, key: string): Promise<Snapshot | undefined> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw lockIoError(key, error);
  }
  try {
    // One handle for stat and read, so both describe the same file.
    const stats = await handle.stat();
    const buffer = Buffer.alloc(Math.min(MAX_RECORD_BYTES, stats.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { text: buffer.subarray(0, bytesRead).toString('utf8'), mtimeMs: stats.mtimeMs, ino: stats.ino };
  } catch (error) {
    throw lockIoError(key, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function isAbandoned(text: string, mtimeMs: number, staleLockMs: number): boolean {
  if (Date.now() - mtimeMs > staleLockMs) return true;
  const holder = parseRecord(text);
  return holder !== undefined && holder.host === hostname() && !isAlive(holder.pid);
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, host } = value as Partial<LockRecord>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof host !== 'string') return undefined;
    return value as LockRecord;
  } catch {
    return undefined; // still being written, or foreign: only its age counts
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) !== 'ESRCH';
  }
}

function holdLock(lockPath: string, content: string, staleLockMs: number, key: string): () => Promise<void> {
  const period = Math.max(10, staleLockMs / 3);
  let timer: ReturnType<typeof setInterval> | undefined;
  if (Number.isFinite(period) && period <= MAX_TIMER_MS) {
    timer = setInterval(() => void touchIfOwned(lockPath, content, key), period);
    // A held lock must not keep the process alive on its own.
    timer.unref();
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (timer !== undefined) clearInterval(timer);
    if (!(await isOwned(lockPath, content, key))) return; // broken by someone else: not ours to remove
    await unlink(lockPath).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw lockIoError(key, error);
    });
  };
}

async function touchIfOwned(lockPath: string, content: string, key: string): Promise<void> {
  try {
    if (!(await isOwned(lockPath, content, key))) return;
    const now = new Date();
    await utimes(lockPath, now, now);
  } catch {
    // A missed refresh is retried on the next tick; the release cleans up.
  }
}

async function isOwned(lockPath: string, content: string, key: string): Promise<boolean> {
  try {
    return (await readFile(lockPath, 'utf8')) === content;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw lockIoError(key, error);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function lockIoError(key: string, cause: unknown): StorageError {
  return new StorageError({ code: 'io', path: key, message: `could not lock ${key}: ${asError(cause).message}`, cause });
}
