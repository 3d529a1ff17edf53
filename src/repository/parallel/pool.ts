/**
 * A pool of worker threads that parses batches of built-in documents
 * (`workerThreads` from `specmgr/node`).
 *
 * @packageDocumentation
 */

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describeValue, UsageError } from '../../errors/index.js';
import { parseBuiltInBatch } from './batch.js';
import type { ParseBatch, ParseJob, ParseOutcome, ParseWorkers } from './parse-workers.js';
import type { WorkerReply, WorkerRequest } from './worker-main.js';

/**
 * Options of {@link workerThreads}.
 *
 * @example
 * ```ts
 * const options: WorkerThreadsOptions = { size: 4, threshold: 500 };
 * ```
 */
export type WorkerThreadsOptions = {
  /** How many threads at most (default `os.availableParallelism()`). */
  size?: number;
  /** Below this many documents to parse, a scan stays on the calling thread (default 200). */
  threshold?: number;
};

/**
 * The default {@link WorkerThreadsOptions.threshold}: below about this many
 * documents, starting threads and copying results costs more than it saves.
 *
 * @example
 * ```ts
 * workerThreads().threshold === DEFAULT_WORKER_THRESHOLD; // true
 * ```
 */
export const DEFAULT_WORKER_THRESHOLD = 200;

// A thread that dies before it starts this many times in a row means threads
// cannot run here (a broken install, a flag they refuse): parse in-process.
const STARTUP_FAILURES_BEFORE_IN_PROCESS = 3;
// Jobs per message: large enough that messaging costs little, small enough
// that the threads finish together.
const MAX_CHUNK = 128;
// Flags of the calling process that a thread refuses (`node --input-type=module -e …`
// would stop every thread), and those of them that take the next argument.
const THREAD_UNSAFE_FLAGS = ['--input-type', '--eval', '-e', '--print', '-p', '--test', '--watch', '--watch-path'];
const WITH_VALUE = new Set(['--eval', '-e', '--print', '-p', '--input-type', '--watch-path']);

function threadFlags(flags: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i] as string;
    if (!THREAD_UNSAFE_FLAGS.some((unsafe) => flag === unsafe || flag.startsWith(`${unsafe}=`))) kept.push(flag);
    else if (WITH_VALUE.has(flag)) i += 1;
  }
  return kept;
}

type Run = { outcomes: ParseOutcome[]; pending: number; done: () => void };
type Task = { batch: ParseBatch; offset: number; run: Run };
type Slot = { worker: Worker; task: Task | null; online: boolean; error: Error | null };

function settle(task: Task, outcomes: readonly ParseOutcome[]): void {
  outcomes.forEach((outcome, i) => {
    task.run.outcomes[task.offset + i] = outcome;
  });
  task.run.pending -= task.batch.jobs.length;
  if (task.run.pending === 0) task.run.done();
}

function chunksOf(jobs: readonly ParseJob[], threads: number): ParseJob[][] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(jobs.length / (threads * 4))));
  const chunks: ParseJob[][] = [];
  for (let i = 0; i < jobs.length; i += size) chunks.push(jobs.slice(i, i + size));
  return chunks;
}

/**
 * A pool over a given worker script (the packaged one, or a test's).
 *
 * @param script - the worker script, which answers {@link WorkerRequest}s
 * @param size - the most threads
 * @param threshold - the pool's threshold
 * @returns the pool
 * @example
 * ```ts
 * const pool = parsePool(new URL('./parse-worker.js', import.meta.url), 2, 200);
 * ```
 */
export function parsePool(script: URL, size: number, threshold: number): ParseWorkers {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 0;
  let closed = false;
  let startupFailures = 0;

  const inProcess = (task: Task): void => settle(task, parseBuiltInBatch(task.batch));

  const onExit = (slot: Slot, code: number): void => {
    slots.splice(slots.indexOf(slot), 1);
    const task = slot.task;
    slot.task = null;
    if (!slot.online) startupFailures += 1;
    if (task !== null) {
      // A thread that never started says nothing about its task: it is tried again (or in-process).
      if (closed) inProcess(task);
      else if (!slot.online) queue.unshift(task);
      else if (task.batch.jobs.length > 1) {
        // Which job took the thread down is not known: retry each on its own, so only that one fails.
        queue.unshift(...task.batch.jobs.map((job, i) => ({ batch: { ...task.batch, jobs: [job] }, offset: task.offset + i, run: task.run })));
      } else {
        const reason = slot.error === null ? `exit code ${code}` : `${slot.error.name}: ${slot.error.message}`;
        settle(task, [{ thrown: { name: 'Error', message: `the parse worker thread stopped (${reason})` } }]);
      }
    }
    pump();
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(script, { execArgv: threadFlags(process.execArgv) }), task: null, online: false, error: null };
    slot.worker.on('online', () => {
      slot.online = true;
      startupFailures = 0;
    });
    slot.worker.on('message', (reply: WorkerReply) => {
      const task = slot.task;
      slot.task = null;
      if (task !== null) settle(task, reply.outcomes);
      pump();
    });
    slot.worker.on('error', (error: Error) => {
      slot.error = error;
    });
    slot.worker.on('exit', (code) => onExit(slot, code));
    slots.push(slot);
    return slot;
  };

  function pump(): void {
    while (queue.length > 0) {
      if (closed || startupFailures >= STARTUP_FAILURES_BEFORE_IN_PROCESS) {
        for (const task of queue.splice(0)) inProcess(task);
        return;
      }
      const slot = slots.find((s) => s.task === null) ?? (slots.length < size ? spawn() : undefined);
      if (slot === undefined) break;
      const task = queue.shift() as Task;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: nextId++, batch: task.batch } satisfies WorkerRequest);
    }
    // An idle thread never keeps the process alive; a busy one does, so an awaited parse finishes.
    for (const slot of slots) if (slot.task === null) slot.worker.unref();
  }

  return Object.freeze({
    threshold,
    parse(batch: ParseBatch): Promise<ParseOutcome[]> {
      const outcomes = new Array<ParseOutcome>(batch.jobs.length);
      if (batch.jobs.length === 0) return Promise.resolve(outcomes);
      return new Promise<ParseOutcome[]>((resolve) => {
        const run: Run = { outcomes, pending: batch.jobs.length, done: () => resolve(outcomes) };
        let offset = 0;
        for (const jobs of chunksOf(batch.jobs, size)) {
          queue.push({ batch: { ...batch, jobs }, offset, run });
          offset += jobs.length;
        }
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  });
}

function checkedCount(name: string, value: unknown, fallback: number, least: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least) {
    throw new UsageError('invalid-arguments', `workerThreads: ${name} must be an integer of at least ${least}, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * A pool of worker threads for `createRepository({ workers })`: cold scans
 * (a list, `checkLinks`, the id index, `warm`) of at least `threshold`
 * uncached documents of a built-in type are parsed on up to `size` threads,
 * with results identical to parsing them in-process. A host type
 * (`defineDocumentType`) is always parsed in-process: its record holds
 * functions, which cannot cross to a thread.
 *
 * Threads start on the first batch and stay for the next; an idle thread
 * does not keep the process alive, so a command ends without `close()`. A
 * job that throws, or a thread that dies under one, fails only that
 * document (as an unreadable member); the pool starts a new thread. Where
 * threads cannot start at all (three in a row die before they start), and
 * after `close()`, the pool parses on the calling thread, so a repository
 * that outlives its pool still works.
 *
 * @param options - `size` (default `os.availableParallelism()`) and `threshold` (default 200)
 * @returns the pool; `close()` terminates its threads
 * @throws UsageError `invalid-arguments` for a size below 1 or a negative threshold, or when the worker script is not next to the built module
 * @example
 * ```ts
 * const workers = workerThreads();
 * const repo = createRepository({ storage: nodeStorage('/srv/project'), workers });
 * await repo.checkLinks();
 * await workers.close();
 * ```
 */
export function workerThreads(options: WorkerThreadsOptions = {}): ParseWorkers {
  if (typeof options !== 'object' || options === null) {
    throw new UsageError('invalid-arguments', `workerThreads: options must be an object such as { size: 2 }, got ${describeValue(options)}`);
  }
  const size = checkedCount('size', options.size, availableParallelism(), 1);
  const threshold = checkedCount('threshold', options.threshold, DEFAULT_WORKER_THRESHOLD, 0);
  // Next to the built module (dist/): src/ has no built worker script.
  const script = new URL('./parse-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(script))) {
    throw new UsageError('invalid-arguments', `workerThreads: the worker script ${fileURLToPath(script)} is missing; use the built package (npm run build)`);
  }
  return parsePool(script, size, threshold);
}
