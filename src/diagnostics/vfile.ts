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
 * const options: ToVFileOptions = { file: 'docs/req/req-1.md', docsBase: 'https://example.org/specmgr/' };
 * ```
 */
export interface ToVFileOptions {
  /** The path to set as every message's `file`. */
  file?: string;
  /**
   * Put before each diagnostic's `docs` anchor (`docs/diagnostics.md#<code>`)
   * to make `url`, e.g. the address of the package's repository or of its
   * copy in `node_modules`; default none (the relative anchor).
   */
  docsBase?: string;
}

/**
 * What a specmgr vfile message carries beyond vfile's own fields: the
 * diagnostic's code, field path, channel and params, so a reporter or an
 * editor needs no parsing of the message.
 *
 * @example
 * ```ts
 * const m = toVFileMessages(result.diagnostics)[0];
 * if (m?.data.code === 'value-vocabulary') console.log(m.data.params);
 * ```
 */
export interface SpecmgrVFileData {
  /** The diagnostic code (also `ruleId`). */
  readonly code: Diagnostic['code'];
  /** The field path or frontmatter key; `''` for a whole block. */
  readonly field: string;
  /** `frontmatter` or `body`. */
  readonly channel: Diagnostic['channel'];
  /** The typed facts of the diagnostic. */
  readonly params: Diagnostic['params'];
}

/** A `VFileMessage` made from a diagnostic, with its facts in `data`. */
export type SpecmgrVFileMessage = VFileMessage & { data: SpecmgrVFileData };

// vfile's three states: true = error (file unusable), false = warning,
// null = informational.
const FATAL: Readonly<Record<Severity, boolean | null>> = { error: true, warning: false, info: null };

// The allowed values, when the params list them as strings.
function expectedOf(params: unknown): string[] | undefined {
  const expected = (params as { expected?: unknown; problem?: { expected?: unknown } } | null)?.expected ?? (params as { problem?: { expected?: unknown } } | null)?.problem?.expected;
  return Array.isArray(expected) && expected.every((v) => typeof v === 'string') ? [...(expected as string[])] : undefined;
}

/**
 * Convert diagnostics to `VFileMessage`s, one each, in the order given.
 *
 * - `reason` is the diagnostic's `message`; `place` is its span in document
 *   lines, `{ start, end }` (`end` exclusive), so positions refer to the
 *   whole file for both channels and the whole span can be underlined;
 * - `ruleId` is the code and `source` is `specmgr`;
 * - `fatal` is `true` for errors, `false` for warnings and `null` for infos;
 * - `note` is the hint, when there is one;
 * - `url` is the diagnostic's `docs` anchor (after `options.docsBase`);
 * - `expected` lists the allowed values, when the params have them
 *   (`value-vocabulary`, a `frontmatter-field` status);
 * - `data` holds the code, field, channel and params
 *   ({@link SpecmgrVFileData});
 * - `file` is set from `options.file` when given.
 *
 * @param diagnostics - the diagnostics to convert
 * @param options - the file path to record on every message, and the base of `url`
 * @returns the messages
 * @example
 * ```ts
 * const file = new VFile({ path: 'docs/req/req-1.md', value: text });
 * file.messages.push(...toVFileMessages(result.diagnostics, { file: file.path }));
 * ```
 */
export function toVFileMessages(diagnostics: readonly Diagnostic[], options?: ToVFileOptions): SpecmgrVFileMessage[] {
  return diagnostics.map((d) => {
    const message = new VFileMessage(d.message, {
      place: { start: { line: d.documentLine, column: d.column }, end: { line: d.end.documentLine, column: d.end.column } },
      ruleId: d.code,
      source: 'specmgr',
    }) as SpecmgrVFileMessage;
    message.fatal = FATAL[d.severity];
    if (d.hint !== undefined) message.note = d.hint;
    message.url = `${options?.docsBase ?? ''}${d.docs}`;
    const expected = expectedOf(d.params);
    if (expected !== undefined) message.expected = expected;
    message.data = { code: d.code, field: d.field, channel: d.channel, params: d.params };
    if (options?.file !== undefined) message.file = options.file;
    return message;
  });
}
