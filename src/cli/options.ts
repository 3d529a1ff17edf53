/**
 * Options several commands share, and reading option values of a given
 * form (whole numbers, one document type) with messages that say how to
 * write them.
 *
 * @packageDocumentation
 */

import { documentTypes, type Mode } from '../index.js';
import { ArgumentError } from './argument-error.js';

/**
 * `--root DIR`, `--json`, `--lenient` and `--messages P`, as `parseArgs` option specs.
 *
 * @example
 * ```ts
 * const options = { ...repositoryOptions, glob: { type: 'string' } } as const;
 * ```
 */
export const repositoryOptions = {
  root: { type: 'string' },
  json: { type: 'boolean' },
  lenient: { type: 'boolean' },
  messages: { type: 'string' },
} as const;

/**
 * The help lines of {@link repositoryOptions}.
 *
 * @example
 * ```ts
 * const usage = `usage: specmgr list <type> [options]\n\noptions:\n${repositoryOptionsHelp}`;
 * ```
 */
export const repositoryOptionsHelp = `  --root DIR       the repository root (default: the current directory); the folders
                   come from SPECMGR_DOCS_DIR, SPECMGR_ADR_DIR and SPECMGR_FEAT_DIR
  --json           print the result object as JSON
  --lenient        accept the older document forms (with a warning each)
  --messages P     the words of diagnostics and errors: default, or reference (the
                   reference implementation's texts and line layout)
  -h, --help       this text`;

/**
 * The parse mode the `--lenient` flag asks for.
 *
 * @param values - the parsed option values
 * @returns `lenient` with the flag, else `strict`
 * @example
 * ```ts
 * modeOf({ lenient: true }); // 'lenient'
 * ```
 */
export function modeOf(values: Record<string, unknown>): Mode {
  return values.lenient === true ? 'lenient' : 'strict';
}

/**
 * The message profile the `--messages` option names.
 *
 * @param values - the parsed option values
 * @returns `default` (also when the option is absent) or `reference`
 * @throws ArgumentError for any other value
 * @example
 * ```ts
 * messagesOf({ messages: 'reference' }); // 'reference'
 * ```
 */
export function messagesOf(values: Record<string, unknown>): 'default' | 'reference' {
  const value = values.messages ?? 'default';
  if (value !== 'default' && value !== 'reference') throw new ArgumentError(`--messages takes default or reference, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * A string option's value, or undefined when it was not given.
 *
 * @param values - the parsed option values
 * @param name - the option name without dashes
 * @returns the value
 * @example
 * ```ts
 * const glob = stringOption(values, 'glob');
 * ```
 */
export function stringOption(values: Record<string, unknown>, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A whole-number option, or undefined when it was not given.
 *
 * @param values - the parsed option values
 * @param name - the option name without dashes
 * @param min - the smallest value allowed
 * @returns the number
 * @throws ArgumentError for anything but a whole number of at least `min`
 * @example
 * ```ts
 * integerOption({ limit: '20' }, 'limit', 1); // 20
 * integerOption({ limit: 'ten' }, 'limit', 1); // throws: --limit takes a whole number of at least 1, got "ten"
 * ```
 */
export function integerOption(values: Record<string, unknown>, name: string, min: number): number | undefined {
  const value = stringOption(values, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim()) || Number(value) < min) {
    throw new ArgumentError(`--${name} takes a whole number of at least ${min}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/**
 * The names of the document types, for messages.
 *
 * @returns the tags joined with commas, in registry order
 * @example
 * ```ts
 * typeNames(); // 'req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr'
 * ```
 */
export function typeNames(): string {
  return Object.keys(documentTypes).join(', ');
}

/**
 * Check the positional arguments of a command: exactly the named ones.
 *
 * @param command - the command as the user typed it, e.g. `get`
 * @param positionals - the positional arguments after the command name
 * @param names - the argument names, e.g. `['type', 'id|ref']`
 * @returns the arguments, in order
 * @throws ArgumentError naming the missing or extra arguments
 * @example
 * ```ts
 * const [type, key] = expectArguments('get', positionals, ['type', 'id|ref']);
 * ```
 */
export function expectArguments(command: string, positionals: readonly string[], names: readonly string[]): string[] {
  const shape = names.map((name) => `<${name}>`).join(' ');
  if (positionals.length < names.length) {
    const missing = names.slice(positionals.length).map((name) => `<${name}>`).join(' ');
    throw new ArgumentError(`missing ${missing}; usage: specmgr ${command} ${shape}`);
  }
  if (positionals.length > names.length) {
    const extra = positionals.slice(names.length).map((value) => JSON.stringify(value)).join(' ');
    throw new ArgumentError(`unexpected argument ${extra}; usage: specmgr ${command} ${shape}`);
  }
  return [...positionals];
}
