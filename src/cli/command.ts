/**
 * One subcommand of the `specmgr` command: its options, described as data
 * for `node:util` `parseArgs`, and what it does.
 *
 * @packageDocumentation
 */

import type { ParseArgsConfig } from 'node:util';

/**
 * What a command may touch of its process: output streams, the working
 * directory and the environment. Tests pass their own.
 *
 * @example
 * ```ts
 * const io: CliIO = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), cwd: process.cwd(), env: process.env, stdoutIsTTY: false, stderrIsTTY: false };
 * ```
 */
export type CliIO = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
};

/**
 * Exit codes of every command: 0 clean, 1 content problems (a finding, a
 * failed validation, a write that did not happen), 2 a usage error.
 *
 * @example
 * ```ts
 * return findings > 0 ? EXIT.problems : EXIT.ok;
 * ```
 */
export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

/**
 * One subcommand.
 *
 * @example
 * ```ts
 * const hello: CommandSpec = { name: 'hello', summary: 'Say hello', usage: 'specmgr hello', options: {}, run: async (_args, io) => { io.stdout('hello\n'); return EXIT.ok; } };
 * ```
 */
export type CommandSpec = {
  name: string;
  /** One line for `specmgr --help`. */
  summary: string;
  /** The usage text of `specmgr <name> --help`. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Run with the parsed arguments; resolves to the exit code. */
  run: (args: { values: Record<string, unknown>; positionals: string[] }, io: CliIO) => Promise<number>;
};
