/**
 * Validating body-only content (create, update, edit; operations.md §4.2
 * step 2, §4.3, §4.4) and whole documents about to be written (§4.1 M9).
 *
 * @packageDocumentation
 */

import { trimBodyEnd } from '../text/file-text.js';
import { labelledResult, type ValidateResult } from '../../api/index.js';
import type { Channel, LabelledOperation, MessageProfile } from '../../diagnostics/index.js';
import { defaultMessages } from '../../diagnostics/index.js';
import { splitLines, toLf } from '../../text/index.js';
import type { Mode } from '../../format/index.js';
import type { DocumentLimits } from '../../format/index.js';
import { matchDocumentBody, type ParseResult } from '../../format/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';

/**
 * The outcome of a body check: the body model, or the labelled failure.
 *
 * @example
 * ```ts
 * const checked: BodyCheck = { ok: true, body: { title: 'T' } };
 * ```
 */
export type BodyCheck = { ok: true; body: Record<string, unknown> } | { ok: false; result: ValidateResult };

const BLANK = /^[ \t]*$/;

/**
 * Parse content as a type's body: line endings turned into `\n`, leading
 * blank lines skipped (they still count for `documentLine`), trailing
 * whitespace ignored. A frontmatter block in the content is not special:
 * bodies are body Markdown only.
 *
 * @param type - the document type
 * @param content - the caller's body text
 * @param choice - language and heading table
 * @param mode - the repository's mode
 * @param operation - the operation, for the label of a failure
 * @param limits - size and nesting limits
 * @param profile - the profile to word a failure in
 * @returns the body model, or a `ValidateResult` labelled `<t> <tool> (body)`
 * @example
 * ```ts
 * const checked = checkBody(tsk, '# T\n\n- [ ] a\n…', english, 'strict', 'create');
 * ```
 */
export function checkBody(
  type: AnyDocumentType,
  content: string,
  choice: LanguageChoice,
  mode: Mode,
  operation: LabelledOperation,
  limits?: DocumentLimits,
  profile: MessageProfile = defaultMessages,
): BodyCheck {
  const lines = splitLines(toLf(content));
  let skipped = 0;
  while (skipped < lines.length && BLANK.test(lines[skipped] ?? '')) skipped++;
  const body = trimBodyEnd(lines.slice(skipped).join('\n'));
  const match = matchDocumentBody(type, body, { mode, headings: choice.headings, language: choice.language, firstDocumentLine: skipped + 1, limits });
  const failed = match.diagnostics.some((d) => d.severity === 'error');
  if (!failed && match.value !== undefined) return { ok: true, body: match.value };
  return { ok: false, result: labelledResult(match.diagnostics, { type: type.tag, operation, channel: 'body' }, profile) };
}

/**
 * The `ValidateResult` of a whole document that failed to parse before a
 * write: labelled with the channel of its errors (`frontmatter` when the
 * rebuilt frontmatter fails, else `body`).
 *
 * @param type - the document type
 * @param outcome - the failed parse of the new text
 * @param operation - the operation
 * @param profile - the profile to word it in
 * @returns the labelled result
 * @example
 * ```ts
 * if (!outcome.ok) return rebuiltFailure(tsk, outcome, 'update');
 * ```
 */
export function rebuiltFailure(type: AnyDocumentType, outcome: ParseResult, operation: LabelledOperation, profile: MessageProfile = defaultMessages): ValidateResult {
  const channel: Channel = outcome.diagnostics.some((d) => d.severity === 'error' && d.channel === 'frontmatter')
    ? 'frontmatter'
    : 'body';
  return labelledResult(outcome.diagnostics, { type: type.tag, operation, channel }, profile);
}
