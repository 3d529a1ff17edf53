/**
 * The `specmgr` dispatcher: global help and version, one command per first
 * argument, strict option parsing, and the translation of errors into one
 * line on stderr and an exit code.
 *
 * @packageDocumentation
 */

import { parseArgs } from 'node:util';
import { SpecmgrError, StorageError, UsageError } from '../index.js';
import { ArgumentError } from './argument-error.js';
import { EXIT, type CliIO, type CommandSpec } from './command.js';
import { commands } from './commands/index.js';
import { specmgrVersion } from './version.js';

function overview(registry: readonly CommandSpec[]): string {
  const width = Math.max(...registry.map((command) => command.name.length));
  const lines = registry.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return [
    'usage: specmgr <command> [arguments] [options]',
    '',
    'Read, validate and write specification documents (Markdown with YAML frontmatter).',
    '',
    'commands:',
    ...lines,
    '',
    "Run 'specmgr <command> --help' for the arguments and options of a command.",
    'Exit codes: 0 ok, 1 content problems (or a write that did not happen), 2 usage errors.',
    '',
    'Environment: SPECMGR_DOCS_DIR, SPECMGR_ADR_DIR, SPECMGR_FEAT_DIR set the folders;',
    'parse results are kept in <root>/node_modules/.cache/specmgr when <root>/node_modules',
    'exists, or in SPECMGR_CACHE_DIR (relative to the current folder); SPECMGR_CACHE_DIR=off',
    'keeps none.',
    '',
  ].join('\n');
}

// parseArgs words its errors for programmers; these say what to type.
function optionMessage(error: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined) return `unknown option ${option}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined) {
    return /does not take an argument/.test(error.message) ? `option ${option} takes no value` : `option ${option} needs a value`;
  }
  return error.message;
}

function parseCommandLine(command: CommandSpec, args: readonly string[]): { values: Record<string, unknown>; positionals: string[] } {
  const options = { ...command.options, help: { type: 'boolean', short: 'h' } } as const;
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    return { values: parsed.values as Record<string, unknown>, positionals: parsed.positionals };
  } catch (error) {
    if (error instanceof TypeError && typeof (error as { code?: unknown }).code === 'string') throw new ArgumentError(optionMessage(error));
    throw error;
  }
}

function exitCodeOf(error: unknown): number {
  if (error instanceof ArgumentError || error instanceof UsageError) return EXIT.usage;
  // A --root that names no folder is a mistake on the command line, not in the documents.
  if (error instanceof StorageError && (error.code === 'root-missing' || error.code === 'root-not-a-directory')) return EXIT.usage;
  return EXIT.problems;
}

function report(error: unknown, label: string, io: CliIO): number {
  const code = exitCodeOf(error);
  const known = error instanceof ArgumentError || error instanceof SpecmgrError;
  const message = error instanceof Error ? error.message : String(error);
  const pointer = code === EXIT.usage ? ` (see '${label} --help')` : '';
  io.stderr(`${label}: ${known ? '' : 'internal error: '}${message}${pointer}\n`);
  if (io.env.SPECMGR_DEBUG === '1' && error instanceof Error && error.stack !== undefined) io.stderr(`${error.stack}\n`);
  else if (!known) io.stderr(`${label}: set SPECMGR_DEBUG=1 for the stack trace\n`);
  return code;
}

/**
 * Run the `specmgr` command line. Writes only through `io`; never exits the
 * process. Errors of the library are printed as one line on stderr
 * (`UsageError` → exit 2; `NotFoundError`, `AlreadyExistsError` and
 * `StorageError` → exit 1; a `--root` that is not a folder → exit 2), with
 * the stack trace only when `SPECMGR_DEBUG=1`.
 *
 * @param argv - the arguments after the program name
 * @param io - output streams, working directory and environment
 * @param registry - the commands (default: every command of the package)
 * @returns the exit code: 0 ok, 1 content problems, 2 usage errors
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2), io);
 * ```
 */
export async function main(argv: readonly string[], io: CliIO, registry: readonly CommandSpec[] = commands): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr(overview(registry));
    return EXIT.usage;
  }
  if (first === '--version' || first === '-V') {
    io.stdout(`${specmgrVersion}\n`);
    return EXIT.ok;
  }
  const unknown = (name: string): number => {
    const what = name.startsWith('-') ? `unknown option ${name} (options go after the command)` : `unknown command "${name}"`;
    io.stderr(`specmgr: ${what}; the commands are ${registry.map((c) => c.name).join(', ')} (see 'specmgr --help')\n`);
    return EXIT.usage;
  };
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    if (topic === undefined) {
      io.stdout(overview(registry));
      return EXIT.ok;
    }
    const asked = registry.find((candidate) => candidate.name === topic);
    if (asked === undefined) return unknown(topic);
    io.stdout(`${asked.usage.trimEnd()}\n`);
    return EXIT.ok;
  }
  const command = registry.find((candidate) => candidate.name === first);
  if (command === undefined) return unknown(first);
  const label = `specmgr ${command.name}`;
  try {
    const args = parseCommandLine(command, rest);
    if (args.values.help === true) {
      io.stdout(`${command.usage.trimEnd()}\n`);
      return EXIT.ok;
    }
    return await command.run(args, io);
  } catch (error) {
    return report(error, label, io);
  }
}
