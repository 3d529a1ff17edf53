/**
 * Cross-process locks held as lock files (operations.md §8.2), used by the
 * Node file-system storage.
 *
 * ## Taking a lock
 * The record is written to a private temporary file first and then
 * hard-linked to `<key>.lock`; `link` fails when the name exists, so the lock
 * file appears atomically with its complete content and is never seen empty.
 * (Where the file system has no hard links, the file is created with `wx`
 * and written; an empty or unparsable lock file is then judged by age, see
 * below.)
 *
 * ## When a lock counts as abandoned
 * - its record names this host and a process that no longer runs: checked
 *   with `kill(pid, 0)` and, on Linux, the process start time read from
 *   `/proc/<pid>/stat`, so a new process that reuses the pid does not keep
 *   the lock alive (elsewhere the pid-reuse risk remains: a reused pid keeps
 *   the lock until it is older than `staleLockMs`);
 * - its file was not refreshed for `staleLockMs` (every holder refreshes it
 *   every `staleLockMs / 3`, so only a holder that stopped running its event
 *   loop that long loses its lock this way; a lock of another host can only
 *   expire like this);
 * - its file is empty or not a lock record and older than one second.
 *
 * ## Breaking an abandoned lock without ever admitting two holders
 * Removing a file "only if it still holds token T" is not one system call,
 * so the breakers of one judged lock exclude each other first. Each breaker
 * creates its own break file `.<lock>.<hash of T>.<random>.break` holding its
 * own record, and only then lists the break files of the same lock and hash.
 * It goes on only when every other one belongs to a dead process (or is
 * still empty: its writer has not looked yet); otherwise it removes its file
 * and tries again later. Of two live breakers, the one that wrote its record
 * later also looked later, and saw the earlier one, so at most one goes on.
 * That one re-reads the lock file and removes it only when it still holds T.
 * Nobody else can change the file in between: T's holder is dead, other
 * breakers of T are excluded, breakers of another token find it differs,
 * and no new lock can be created while the file exists. Tokens are random
 * and never reused, so a late breaker of T finds a different file and
 * leaves it alone. The one exception is the age rule: a holder that was only
 * frozen, not dead, and resumes after its lock was broken by age, overlaps
 * with the next holder; no lock file can prevent that.
 *
 * ## Sweeping
 * {@link sweepLockFolder} removes, in one folder, lock files of dead holders
 * (by the same breaking procedure), break files of dead breakers, and
 * `.tmp` and `.stale` files older than `staleLockMs`. `nodeStorage` runs it
 * after taking a lock, at most once per folder and `staleLockMs` per storage,
 * so a normal operation pays one folder listing now and then.
 *
 * @packageDocumentation
 */

import { createHash, randomBytes } from 'node:crypto';
import { constants, readFileSync } from 'node:fs';
import { link, mkdir, open, readdir, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { StorageError } from '../../errors/index.js';
import { errorCode, nameStem as stem, processAlive } from './node-fs.js';

/**
 * What a lock file holds (as one line of JSON): who took the lock, where and when.
 *
 * @example
 * ```ts
 * const record: LockRecord = { pid: 4242, host: 'build-7', acquiredAt: '2026-08-30T08:00:00.000Z', token: '9f…', start: '81234' };
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
  /** The holder's start time in clock ticks since boot (Linux), against pid reuse. */
  start?: string;
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
  /** The lock file's path as the user knows it, for messages (default: the path used). */
  displayPath?: string;
};

const FIRST_DELAY_MS = 5;
const MAX_DELAY_MS = 50;
// setTimeout/setInterval fire at once for larger delays.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A lock record is a few dozen bytes; a bigger file is not one of ours.
const MAX_RECORD_BYTES = 4096;
// An empty or foreign lock file younger than this may still be being written.
const UNPARSABLE_GRACE_MS = 1000;
// A waiting locker's prepared lock file is renewed this often (see Creator).
const TEMP_RENEW_MS = 500;
const TEMP_NAME = /^\..*\.\d+\.[0-9a-f]{12}\.tmp$/;
const STALE_NAME = /\.lock\.[0-9a-f]+\.stale$/;
const BREAK_NAME = /^\..*\.[0-9a-f]{16}\.[0-9a-f]{12}\.break$/;
// Keeps temporary and break names well under the usual 255-byte limit.

// Lock files this process released but could not delete (a failed unlink):
// this process treats them as free, so a failed release never keeps the
// lock held here.
const releasedTokens = new Set<string>();

let ownStart: string | null | undefined;

/**
 * Take the lock held by the file `lockPath`, waiting while another live
 * holder has it (see the module comment for how locks are taken, judged and
 * broken). A missing parent folder is created.
 *
 * @param lockPath - OS path of the lock file
 * @param options - key, timeout, staleness threshold and the path to show in messages
 * @returns the release function, which removes the file only while it still
 *   holds this acquisition's token; it never rejects, and calling it twice is harmless
 * @throws StorageError `lock-timeout` (naming the lock file and its holder) when
 *   the lock stays taken for `timeoutMs`, `io` on other failures
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
  const deadline = Date.now() + Math.max(0, timeoutMs);
  let delay = FIRST_DELAY_MS;
  let madeParent = false;
  const creator = new Creator(lockPath, Math.min(TEMP_RENEW_MS, staleLockMs / 4));
  try {
    for (;;) {
      const outcome = await creator.attempt();
      if (outcome === 'created') return holdLock(lockPath, creator.content, creator.record.token, staleLockMs);
      if (outcome === 'no-parent') {
        if (madeParent) throw lockIoError(key, new Error(`lock folder of ${options.displayPath ?? lockPath} keeps vanishing`));
        madeParent = true;
        await mkdir(dirname(lockPath), { recursive: true }).catch((cause: unknown) => {
          throw lockIoError(key, cause);
        });
        continue;
      }
      if (outcome instanceof Error) throw lockIoError(key, outcome);
      const judged = await snapshot(lockPath, key);
      if (judged === undefined) continue; // released in the meantime
      if (isAbandoned(judged, staleLockMs)) {
        const broken = await breakLock(lockPath, judged, staleLockMs, key);
        if (broken) continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw timeoutError(key, timeoutMs, options.displayPath ?? lockPath, judged);
      await sleep(Math.min(left, delay * (0.5 + Math.random())));
      delay = Math.min(MAX_DELAY_MS, delay * 1.5);
    }
  } finally {
    await creator.dispose();
  }
}

/**
 * Clean one folder of what crashed processes leave behind: lock files of
 * dead holders (broken as {@link acquireLockFile} breaks them), break files
 * of dead breakers, and temporary (`.tmp`) and `.stale` files older than
 * `staleLockMs`. Live locks and fresh temporary files are never touched.
 * Failures are ignored: sweeping is housekeeping, never part of an operation.
 *
 * @param folder - OS path of the folder
 * @param staleLockMs - the age after which temporary and stale files are orphans
 * @returns how many entries were removed
 * @example
 * ```ts
 * await sweepLockFolder('/srv/repo/docs/tsk', 30_000);
 * ```
 */
export async function sweepLockFolder(folder: string, staleLockMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  const now = Date.now();
  for (const name of names) {
    const path = join(folder, name);
    try {
      if (name.endsWith('.lock')) {
        const judged = await snapshot(path, name);
        if (judged !== undefined && isAbandoned(judged, staleLockMs) && (await breakLock(path, judged, staleLockMs, name))) removed++;
      } else if (BREAK_NAME.test(name)) {
        const judged = await snapshot(path, name);
        if (judged !== undefined && !breakerLive(judged, staleLockMs)) {
          await unlink(path);
          removed++;
        }
      } else if (TEMP_NAME.test(name) || STALE_NAME.test(name)) {
        const stats = await stat(path);
        if (stats.isFile() && now - stats.mtimeMs > staleLockMs) {
          await unlink(path);
          removed++;
        }
      }
    } catch {
      // Gone already, or not ours to remove: the next sweep looks again.
    }
  }
  return removed;
}

function newRecord(): LockRecord {
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    acquiredAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  ownStart ??= startTimeOf('self');
  if (ownStart !== null) record.start = ownStart;
  return record;
}

// Creates the lock file with its content in one step (see the module
// comment). The temporary file is made once per wait and renewed when it
// gets old, since the lock file shares its modification time and record.
class Creator {
  private temp: string | undefined;
  private madeAt = 0;
  private linking = true;
  record: LockRecord = newRecord();
  content = `${JSON.stringify(this.record)}\n`;

  constructor(
    private readonly lockPath: string,
    private readonly renewMs: number,
  ) {}

  async attempt(): Promise<'created' | 'taken' | 'no-parent' | Error> {
    if (this.linking) {
      if (this.temp !== undefined && Date.now() - this.madeAt > this.renewMs) await this.dispose();
      if (this.temp === undefined) {
        this.record = newRecord();
        this.content = `${JSON.stringify(this.record)}\n`;
        const temp = join(dirname(this.lockPath), `.${stem(basename(this.lockPath))}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, this.content, { flag: 'wx' });
        } catch (error) {
          return errorCode(error) === 'ENOENT' ? 'no-parent' : asError(error);
        }
        this.temp = temp;
        this.madeAt = Date.now();
      }
      try {
        await link(this.temp, this.lockPath);
        return 'created';
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EEXIST') return 'taken';
        if (code === 'ENOENT') {
          this.temp = undefined; // the folder went away with our temporary file
          return 'no-parent';
        }
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS' && code !== 'EXDEV') return asError(error);
        this.linking = false; // no hard links here: create and write
        await this.dispose();
      }
    }
    this.record = newRecord();
    this.content = `${JSON.stringify(this.record)}\n`;
    return createAndWrite(this.lockPath, this.content);
  }

  async dispose(): Promise<void> {
    if (this.temp === undefined) return;
    const temp = this.temp;
    this.temp = undefined;
    await unlink(temp).catch(() => undefined);
  }
}

async function createAndWrite(lockPath: string, content: string): Promise<'created' | 'taken' | 'no-parent' | Error> {
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
    await handle.close().catch(() => undefined);
    await unlink(lockPath).catch(() => undefined);
    return asError(error);
  }
}

type Snapshot = { text: string; mtimeMs: number; identity: string; record: LockRecord | undefined };

// One handle for stat and read, so both describe the same file; links are
// not followed, so a link planted at a lock's name is judged, not its target.
async function snapshot(path: string, key: string): Promise<Snapshot | undefined> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') return { text: '', mtimeMs: 0, identity: 'link', record: undefined };
    throw lockIoError(key, error);
  }
  try {
    const stats = await handle.stat({ bigint: true });
    const size = Number(stats.size);
    const buffer = Buffer.alloc(Math.min(MAX_RECORD_BYTES, size));
    const { bytesRead } = buffer.length === 0 ? { bytesRead: 0 } : await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const record = parseRecord(text);
    // A record is told apart by its token; anything else by content and file identity.
    const identity = record !== undefined ? `t:${record.token}` : `x:${stats.ino}:${stats.mtimeNs}:${text}`;
    return { text, mtimeMs: Number(stats.mtimeMs), identity, record };
  } catch (error) {
    throw lockIoError(key, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function isAbandoned(judged: Snapshot, staleLockMs: number): boolean {
  const age = Date.now() - judged.mtimeMs;
  if (age > staleLockMs) return true;
  const holder = judged.record;
  if (holder === undefined) return judged.identity !== 'link' && age > UNPARSABLE_GRACE_MS;
  if (releasedTokens.has(holder.token)) return true;
  return holder.host === hostname() && !isAlive(holder);
}

// A break file counts while its breaker may still act: alive, of another
// host and fresh, or not yet written and fresh.
function breakerLive(judged: Snapshot, staleLockMs: number): boolean {
  const age = Date.now() - judged.mtimeMs;
  const holder = judged.record;
  if (holder === undefined) return age <= UNPARSABLE_GRACE_MS;
  if (holder.host !== hostname()) return age <= staleLockMs;
  return isAlive(holder);
}

async function breakLock(lockPath: string, judged: Snapshot, staleLockMs: number, key: string): Promise<boolean> {
  const folder = dirname(lockPath);
  const family = `.${stem(basename(lockPath))}.${createHash('sha256').update(judged.identity).digest('hex').slice(0, 16)}.`;
  const own = join(folder, `${family}${randomBytes(6).toString('hex')}.break`);
  const record = newRecord();
  try {
    await writeFile(own, `${JSON.stringify(record)}\n`, { flag: 'wx' });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true; // the folder is gone, and the lock with it
    throw lockIoError(key, error);
  }
  try {
    const names = await readdir(folder).catch((error: unknown) => {
      throw lockIoError(key, error);
    });
    for (const name of names) {
      if (!name.startsWith(family) || !name.endsWith('.break') || join(folder, name) === own) continue;
      const other = await snapshot(join(folder, name), key);
      // A break file not yet written belongs to a breaker that has not
      // looked yet: it will see ours and step back.
      if (other?.record !== undefined && breakerLive(other, staleLockMs)) return false;
    }
    const current = await snapshot(lockPath, key);
    if (current === undefined || current.identity !== judged.identity) return true;
    await unlink(lockPath).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw lockIoError(key, error);
    });
    if (judged.record !== undefined) releasedTokens.delete(judged.record.token);
    return true;
  } finally {
    await unlink(own).catch(() => undefined);
  }
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, host, token, start } = value as Partial<LockRecord>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof host !== 'string') return undefined;
    if (typeof token !== 'string' || (start !== undefined && typeof start !== 'string')) return undefined;
    return value as LockRecord;
  } catch {
    return undefined; // still being written, or foreign: only its age counts
  }
}

function isAlive(holder: LockRecord): boolean {
  if (holder.pid === process.pid) return ownStart === undefined || holder.start === undefined || holder.start === ownStart;
  if (!processAlive(holder.pid)) return false;
  if (holder.start === undefined) return true;
  const start = startTimeOf(String(holder.pid));
  // Without /proc the pid is all there is to go by.
  return start === null || start === holder.start;
}

// Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot.
// The command name (field 2) may hold spaces and parentheses, so fields
// are counted after its last ')'.
function startTimeOf(pid: string): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    return start !== undefined && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

function holdLock(lockPath: string, content: string, token: string, staleLockMs: number): () => Promise<void> {
  const period = Math.max(10, staleLockMs / 3);
  let timer: ReturnType<typeof setInterval> | undefined;
  if (Number.isFinite(period) && period <= MAX_TIMER_MS) {
    timer = setInterval(() => void touchIfOwned(lockPath, content), period);
    // A held lock must not keep the process alive on its own.
    timer.unref();
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (timer !== undefined) clearInterval(timer);
    try {
      if (!(await isOwned(lockPath, content))) return; // broken by someone else: not ours to remove
      await unlink(lockPath);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return;
      // The work under the lock is done; a file that cannot be removed is
      // free for this process from now on and broken by its next locker.
      releasedTokens.add(token);
    }
  };
}

async function touchIfOwned(lockPath: string, content: string): Promise<void> {
  try {
    if (!(await isOwned(lockPath, content))) return;
    const now = new Date();
    await utimes(lockPath, now, now);
  } catch {
    // A missed refresh is retried on the next tick; the release cleans up.
  }
}

async function isOwned(lockPath: string, content: string): Promise<boolean> {
  const judged = await snapshot(lockPath, lockPath);
  return judged !== undefined && judged.text === content;
}

function timeoutError(key: string, timeoutMs: number, displayPath: string, judged: Snapshot): StorageError {
  const holder = judged.record;
  const who =
    holder === undefined
      ? `the lock file ${displayPath} exists but holds no lock record`
      : `the lock file ${displayPath} is held by process ${holder.pid} on host ${JSON.stringify(holder.host)} since ${holder.acquiredAt}`;
  const advice =
    holder === undefined
      ? 'remove that file if no process of this library is writing there'
      : 'if no such process runs, remove that file';
  return new StorageError({
    code: 'lock-timeout',
    path: key,
    message: `could not lock ${key} within ${timeoutMs} ms: ${who}; ${advice}`,
  });
}


function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}


function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function lockIoError(key: string, cause: unknown): StorageError {
  return new StorageError({ code: 'io', path: key, message: `could not lock ${key}: ${asError(cause).message}`, cause });
}
