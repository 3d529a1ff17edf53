/**
 * Child processes for the multi-process tests: the repository bundled once
 * into plain ESM (Node 20 cannot load TypeScript), workers forked with IPC.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const workers = join(here, '..', 'workers');
const repoRoot = resolve(here, '../../..');

/** Bundle `src/repository/index.ts` into `outfile`; yaml's CommonJS parts need `require`. */
export function bundleRepository(outfile: string): void {
  buildSync({
    entryPoints: [join(repoRoot, 'src/repository/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

export type Message = Record<string, unknown>;

/** Fork a worker; `next` waits for the first message passing a test. */
export function start(worker: string, args: string[]): { child: ChildProcess; next: (test: (m: Message) => boolean) => Promise<Message> } {
  const child = fork(join(workers, worker), args, { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
      child.once('exit', (code, signal) => reject(new Error(`${worker} exited (${code ?? signal}) before the expected message`)));
    });
  };
  return { child, next };
}

/** Resolves when the child has exited. */
export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));

/** Wait. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
