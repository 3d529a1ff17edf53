/**
 * Child processes for the tests: the library's sources bundled with esbuild
 * (Node 20 cannot load TypeScript), workers forked with IPC, their messages
 * collected, and the shared race and crash patterns of the multi-process tests.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildSync, type BuildOptions } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Gives CommonJS dependencies (yaml, ...) a `require` inside an ESM bundle. */
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export type BundleOptions = {
  /**
   * A file to bundle, relative to the repository root, or the lines of a
   * TypeScript entry module resolved from the repository root.
   */
  entry: string | string[];
  outfile: string;
  /** `esm` (default) or `cjs`. */
  format?: 'esm' | 'cjs';
  /** Add a `require` for CommonJS dependencies to an ESM bundle. */
  require?: boolean;
  alias?: Record<string, string>;
};

function buildOptions(options: BundleOptions): BuildOptions {
  const format = options.format ?? 'esm';
  return {
    ...(typeof options.entry === 'string'
      ? { entryPoints: [join(repoRoot, options.entry)] }
      : { stdin: { contents: options.entry.join('\n'), resolveDir: repoRoot, loader: 'ts' as const } }),
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    outfile: options.outfile,
    logLevel: 'silent',
    // The packaged templates and examples, as tsup bundles them.
    loader: { '.md': 'text' },
    ...(options.alias ? { alias: options.alias } : {}),
    ...(format === 'esm' && options.require ? { banner: { js: REQUIRE_BANNER } } : {}),
  };
}

/** Bundle synchronously; returns the output file. */
export function bundleSync(options: BundleOptions): string {
  buildSync(buildOptions(options));
  return options.outfile;
}

/** Bundle; resolves to the output file. */
export async function bundle(options: BundleOptions): Promise<string> {
  await build(buildOptions(options));
  return options.outfile;
}

/** A fresh temporary folder (real path); removed by {@link removeDir}. */
export function tempDir(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), `specmgr-${prefix}-`)));
}

/** Remove a temporary folder. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A scratch folder made in `beforeAll` with the bundle `name` in it, and
 * removed in `afterAll`. Read `scratch` and `bundle` inside the tests.
 */
export function useBundle(prefix: string, name: string, options: Omit<BundleOptions, 'outfile'>): { readonly scratch: string; readonly bundle: string } {
  const state = { scratch: '', bundle: '' };
  beforeAll(async () => {
    state.scratch = tempDir(prefix);
    state.bundle = await bundle({ ...options, outfile: join(state.scratch, name) });
  });
  afterAll(() => removeDir(state.scratch));
  return state;
}

export type Message = Record<string, unknown>;

export type Worker = { child: ChildProcess; next: (test: (m: Message) => boolean) => Promise<Message> };

/** Fork the worker script `worker` (a path); `next` waits for the first message passing a test. */
export function start(worker: string, args: string[]): Worker {
  const child = fork(worker, args, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox: Message[] = [];
  const waiting: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  child.on('message', (raw) => {
    const message = raw as Message;
    const index = waiting.findIndex((w) => w.test(message));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
    else inbox.push(message);
  });
  const next = (test: (m: Message) => boolean): Promise<Message> => {
    const index = inbox.findIndex(test);
    if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0] as Message);
    return new Promise((resolvePromise, reject) => {
      waiting.push({ test, resolve: resolvePromise });
      child.once('exit', (code, signal) => reject(new Error(`${basename(worker)} exited (${code ?? signal}) before the expected message`)));
    });
  };
  return { child, next };
}

/** Resolves when the child has exited. */
export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));

/** Wait. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Run started workers as one race: wait until every one is `ready`, send
 * them `go` together, collect each one's `done` message (in worker order)
 * and wait for them to exit. `racing` and `finished` are `performance.now()`
 * at the start signal and after the last exit.
 */
export async function race(workers: Worker[]): Promise<{ results: Message[]; racing: number; finished: number }> {
  await Promise.all(workers.map((w) => w.next((m) => m.ready === true)));
  const racing = performance.now();
  for (const w of workers) w.child.send({ go: true });
  const results = await Promise.all(workers.map((w) => w.next((m) => m.done === true)));
  await Promise.all(workers.map((w) => exited(w.child)));
  return { results, racing, finished: performance.now() };
}

/**
 * Start a worker that reports `written` counts, wait until it is `ready`,
 * kill it with SIGKILL after a random delay below `maxDelayMs`, and wait for
 * it to exit. Resolves to the last `written` count and whether it got `done`.
 */
export async function killAtRandom(worker: string, args: string[], maxDelayMs: number): Promise<{ written: number; finished: boolean }> {
  const { child, next } = start(worker, args);
  let written = 0;
  let finished = false;
  child.on('message', (m: Message) => {
    if (typeof m.written === 'number') written = m.written;
    if (m.done === true) finished = true;
  });
  await next((m) => m.ready === true);
  await sleep(Math.random() * maxDelayMs);
  child.kill('SIGKILL');
  await exited(child);
  return { written, finished };
}
