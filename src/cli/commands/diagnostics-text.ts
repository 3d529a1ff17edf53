/**
 * Document diagnostics as lines of a command's output:
 * `path:line:column  severity  message  [code]`.
 *
 * @packageDocumentation
 */

import { formatDiagnostic, type Diagnostic } from '../../index.js';

/**
 * One diagnostic as a line (continuation lines of a long message indented),
 * its place the line and column in the whole file. In the reference
 * profile the line reads `path: <severity> <code> <line>:<column> <message>`.
 *
 * @param path - the file as shown to the user (cwd-relative)
 * @param diagnostic - a diagnostic of that file
 * @param messages - the message profile (`--messages`; default `default`)
 * @returns the text, without a final newline
 * @example
 * ```ts
 * diagnosticLine('docs/tsk/a.md', d); // 'docs/tsk/a.md:5:9  error  The status "open" is not …  [frontmatter-field]'
 * ```
 */
export function diagnosticLine(path: string, diagnostic: Diagnostic, messages: 'default' | 'reference' = 'default'): string {
  // The reference layout starts with the severity, not the position, so it is set off with a space.
  return `${path}:${messages === 'reference' ? ' ' : ''}${formatDiagnostic(diagnostic, { messages })}`;
}

/**
 * Every diagnostic of a file as lines, each ending in a newline.
 *
 * @param path - the file as shown to the user
 * @param diagnostics - its diagnostics, in document order
 * @param messages - the message profile (`--messages`; default `default`)
 * @returns the text (empty for none)
 * @example
 * ```ts
 * io.stderr(diagnosticLines(shown, failure.diagnostics));
 * ```
 */
export function diagnosticLines(path: string, diagnostics: readonly Diagnostic[], messages: 'default' | 'reference' = 'default'): string {
  return diagnostics.map((d) => `${diagnosticLine(path, d, messages)}\n`).join('');
}
