/**
 * Running the BUILT `specmgr` command (dist/cli.js) as a child process, the
 * way a user's shell or CI runs it, on temporary copies of fixture trees.
 * Run `npm run build` before these tests (`npm test` builds first).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { built } from '../helpers/built.js';

/** What one run of the command did. */
export type CliRun = { code: number | null; stdout: string; stderr: string };

/** Where and how to run: working directory and extra environment variables. */
export type CliRunOptions = { cwd?: string; env?: Record<string, string> };

// The caller's layout and agent variables would change what the command sees.
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('SPECMGR_')) delete env[key];
  delete env.USER;
  return { ...env, ...extra };
}

/**
 * Run `node dist/cli.js <args>` with stdin closed; never rejects for a
 * non-zero exit.
 *
 * @param args - the command-line arguments
 * @param options - working directory (default: the test process's) and extra environment
 * @returns the exit code and everything written to stdout and stderr
 */
export function runCli(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const cli = built('cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: options.cwd, env: childEnv(options.env ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The folder of the fixture trees of these tests. */
export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

/**
 * A temporary copy of a fixture tree (the commands may write into it).
 *
 * @param name - a folder under test/cli/fixtures/
 * @returns the copy's absolute, symlink-free path
 */
export function copyFixture(name: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-cli-')));
  cpSync(join(fixtures, name), dir, { recursive: true });
  return dir;
}

/**
 * An empty temporary folder.
 *
 * @returns its absolute, symlink-free path
 */
export function emptyDir(): string {
  return realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-cli-')));
}

/**
 * Remove a temporary folder and everything in it.
 *
 * @param dir - a folder made by {@link copyFixture} or {@link emptyDir}
 */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Parse a run's stdout as JSON, failing with the run's output when it is not.
 *
 * @param run - a finished run
 * @returns the parsed value
 */
export function jsonOf<T = any>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}
