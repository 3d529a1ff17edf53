/**
 * Writing results: JSON, paths relative to the working directory, counted
 * nouns.
 *
 * @packageDocumentation
 */

import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { CliIO } from './command.js';

/**
 * Print a value as indented JSON with a final newline.
 *
 * @param io - where to write
 * @param value - a result object
 * @example
 * ```ts
 * printJson(io, page);
 * ```
 */
export function printJson(io: CliIO, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A path as a person in the working directory would type it: relative to
 * `io.cwd`, with `/` separators (`.` for the directory itself).
 *
 * @param io - the working directory
 * @param path - an absolute path, or one relative to `base`
 * @param base - what a relative `path` is relative to (default `io.cwd`)
 * @returns the cwd-relative POSIX path
 * @example
 * ```ts
 * shownPath({ ...io, cwd: '/srv/p' }, '/srv/p/docs/req/a.md'); // 'docs/req/a.md'
 * ```
 */
export function shownPath(io: CliIO, path: string, base: string = io.cwd): string {
  const absolute = isAbsolute(path) ? path : resolve(base, path);
  const shown = relative(io.cwd, absolute).split(sep).join('/');
  return shown === '' ? '.' : shown;
}

/**
 * A count with its noun, singular for one.
 *
 * @param count - how many
 * @param noun - the singular noun
 * @param plural - the plural (default: the noun with an `s`)
 * @returns e.g. `1 error`, `3 errors`
 * @example
 * ```ts
 * counted(2, 'warning'); // '2 warnings'
 * ```
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/**
 * Text ending in exactly one newline, for printing documents.
 *
 * @param text - any text
 * @returns the text with a final newline added when missing
 * @example
 * ```ts
 * io.stdout(withNewline(result.text));
 * ```
 */
export function withNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}
