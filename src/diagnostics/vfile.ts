/**
 * Conversion of diagnostics into vfile messages, so unified tooling
 * (reporters, editors, language servers) can show them at their file lines.
 *
 * @packageDocumentation
 */

import { VFileMessage } from 'vfile-message';
import type { Diagnostic, Severity } from './diagnostic.js';

/**
 * Options of {@link toVFileMessages}.
 *
 * @example
 * ```ts
 * const options: ToVFileOptions = { file: 'docs/req/req-1.md' };
 * ```
 */
export interface ToVFileOptions {
  /** The path to set as every message's `file`. */
  file?: string;
}

// vfile's three states: true = error (file unusable), false = warning,
// null = informational.
const FATAL: Readonly<Record<Severity, boolean | null>> = { error: true, warning: false, info: null };

/**
 * Convert diagnostics to `VFileMessage`s, one each, in the order given.
 *
 * - `reason` is the diagnostic's `message`; `place` is its `documentLine`
 *   and `column`, so positions refer to the whole file for both channels;
 * - `ruleId` is the code and `source` is `specmgr`;
 * - `fatal` is `true` for errors, `false` for warnings and `null` for infos;
 * - `note` is the hint, when there is one;
 * - `file` is set from `options.file` when given.
 *
 * vfile-message 4 has no `data` field, so the diagnostic itself is not
 * attached; callers that need the field path keep the diagnostics beside
 * the messages (same index).
 *
 * @param diagnostics - the diagnostics to convert
 * @param options - the file path to record on every message
 * @returns the messages
 * @example
 * ```ts
 * const file = new VFile({ path: 'docs/req/req-1.md', value: text });
 * file.messages.push(...toVFileMessages(result.diagnostics, { file: file.path }));
 * ```
 */
export function toVFileMessages(diagnostics: readonly Diagnostic[], options?: ToVFileOptions): VFileMessage[] {
  return diagnostics.map((d) => {
    const message = new VFileMessage(d.message, {
      place: { line: d.documentLine, column: d.column },
      ruleId: d.code,
      source: 'specmgr',
    });
    message.fatal = FATAL[d.severity];
    if (d.hint !== undefined) message.note = d.hint;
    if (options?.file !== undefined) message.file = options.file;
    return message;
  });
}
