/**
 * Message texts of the split, YAML and frontmatter diagnostics (operations.md
 * §2.3, causes of §1.8).
 *
 * `<type>` is the bare type code; every quoted placeholder is rendered with
 * {@link renderValue}, which supplies the quotes.
 *
 * @packageDocumentation
 */

import { compareCodePoints } from './code-points.js';
import type { DiagnosticText } from './diagnostic-text.js';
import { frontmatterLocation } from './locations.js';
import { renderValue } from './python-repr.js';

/**
 * `missing-frontmatter`. The hint is the requirement after `; `.
 *
 * @param type - the type code
 * @returns message and hint
 * @example
 * ```ts
 * missingFrontmatter('tsk').message;
 * // "tsk document has no frontmatter block; its first non-blank line must be '---'"
 * ```
 */
export function missingFrontmatter(type: string): DiagnosticText {
  const hint = "its first non-blank line must be '---'";
  return { message: `${type} document has no frontmatter block; ${hint}`, hint };
}

/**
 * `frontmatter-unclosed`. The message states the problem only, so there is no hint.
 *
 * @param type - the type code
 * @param line - the document line of the opening delimiter
 * @returns the message
 * @example
 * ```ts
 * frontmatterUnclosed('req', 1).message;
 * // "req frontmatter block opened at document line 1 is not closed by a '---' line"
 * ```
 */
export function frontmatterUnclosed(type: string, line: number): DiagnosticText {
  return { message: `${type} frontmatter block opened at document line ${line} is not closed by a '---' line` };
}

/**
 * `frontmatter-offset` (a warning). The hint is the clause after `; `.
 *
 * @param type - the type code
 * @param line - the document line of the opening delimiter
 * @returns message and hint
 * @example
 * ```ts
 * frontmatterOffset('req', 3).hint; // "remove the blank line(s) above it so that '---' is line 1"
 * ```
 */
export function frontmatterOffset(type: string, line: number): DiagnosticText {
  const hint = "remove the blank line(s) above it so that '---' is line 1";
  return { message: `${type} frontmatter block starts at document line ${line}; ${hint}`, hint };
}

/**
 * `yaml-syntax`: the text is the YAML parser's own. Given a position, the
 * source is named `the frontmatter block` with that document line and column
 * on a line of its own; without one, the text is taken as already prepared
 * and passed through unchanged, so that every message still comes from this
 * module.
 *
 * @param text - the parser's text, or the prepared text when `at` is absent
 * @param at - the document line and 1-based UTF-16 column of the problem
 * @returns the message (no hint)
 * @example
 * ```ts
 * yamlSyntax('Map keys must be unique', { line: 4, column: 1 }).message;
 * // 'Map keys must be unique\n  in "the frontmatter block", line 4, column 1'
 * yamlSyntax('did not find expected key\n  in "the frontmatter block", line 3, column 1').message;
 * // 'did not find expected key\n  in "the frontmatter block", line 3, column 1'
 * ```
 */
export function yamlSyntax(text: string, at?: { line: number; column: number }): DiagnosticText {
  if (at === undefined) return { message: text };
  return { message: `${text}\n  in "the frontmatter block", line ${at.line}, column ${at.column}` };
}

/**
 * `frontmatter-field` (also `invalid-timestamp` in the frontmatter):
 * `<location>: <cause>`.
 *
 * @param type - the type code
 * @param key - the offending key
 * @param line - its document line; `undefined` when the key is absent
 * @param cause - one of the `cause…` texts
 * @returns the message
 * @example
 * ```ts
 * frontmatterField('tsk', 'id', undefined, causeFieldRequired()).message;
 * // "tsk frontmatter block, field 'id': field required"
 * ```
 */
export function frontmatterField(type: string, key: string, line: number | undefined, cause: string): DiagnosticText {
  return { message: `${frontmatterLocation(type, key, line)}: ${cause}` };
}

/**
 * `frontmatter-field` for a block that is not a YAML mapping.
 *
 * @param type - the type code
 * @param line - the document line of the opening delimiter
 * @param got - what the block holds instead
 * @returns the message
 * @example
 * ```ts
 * notMapping('req', 1, 'sequence').message;
 * // 'req frontmatter block (document line 1): the block must be a YAML mapping, got a sequence'
 * ```
 */
export function notMapping(type: string, line: number, got: 'sequence' | 'scalar'): DiagnosticText {
  return { message: `${type} frontmatter block (document line ${line}): the block must be a YAML mapping, got a ${got}` };
}

/**
 * `frontmatter-type-mismatch`.
 *
 * @param type - the expected type code
 * @param line - the document line of the `type` key
 * @param got - the value found
 * @returns the message
 * @example
 * ```ts
 * frontmatterTypeMismatch('req', 6, 'tsk').message;
 * // "req frontmatter block, field 'type' (document line 6): type must be 'req', got 'tsk'"
 * ```
 */
export function frontmatterTypeMismatch(type: string, line: number, got: unknown): DiagnosticText {
  return { message: `${frontmatterLocation(type, 'type', line)}: ${causeTypeMismatch(type, got)}` };
}

/**
 * `version-unsupported`.
 *
 * @param type - the type code
 * @param line - the document line of the `version` key
 * @param got - the version found
 * @returns the message
 * @example
 * ```ts
 * versionUnsupported('req', 8, '2.0.0').message;
 * // "req frontmatter block, field 'version' (document line 8): version '2.0.0' is not supported; expected '1.<minor>.<patch>'"
 * ```
 */
export function versionUnsupported(type: string, line: number, got: unknown): DiagnosticText {
  return { message: `${frontmatterLocation(type, 'version', line)}: ${causeVersionUnsupported(got)}` };
}

/**
 * Cause of `frontmatter-type-mismatch` (the text after the location).
 *
 * @param type - the expected type code
 * @param got - the value found
 * @returns the cause text
 * @example
 * ```ts
 * causeTypeMismatch('req', 'tsk'); // "type must be 'req', got 'tsk'"
 * ```
 */
export function causeTypeMismatch(type: string, got: unknown): string {
  return `type must be ${renderValue(type)}, got ${renderValue(got)}`;
}

/**
 * Cause of `version-unsupported` (the text after the location).
 *
 * @param got - the version found
 * @returns the cause text
 * @example
 * ```ts
 * causeVersionUnsupported('2.0.0'); // "version '2.0.0' is not supported; expected '1.<minor>.<patch>'"
 * ```
 */
export function causeVersionUnsupported(got: unknown): string {
  return `version ${renderValue(got)} is not supported; expected '1.<minor>.<patch>'`;
}

/**
 * Cause of a missing required key.
 *
 * @returns `field required`
 * @example
 * ```ts
 * causeFieldRequired(); // 'field required'
 * ```
 */
export function causeFieldRequired(): string {
  return 'field required';
}

/**
 * Cause of a status outside the type's vocabulary; the vocabulary is listed
 * sorted by code point, whatever order it is given in.
 *
 * @param vocabulary - the allowed statuses
 * @param got - the value found
 * @returns the cause text
 * @example
 * ```ts
 * causeStatus(['draft', 'active', 'done', 'cancelled'], 'open');
 * // "status must be one of ['active', 'cancelled', 'done', 'draft'], got 'open'"
 * ```
 */
export function causeStatus(vocabulary: readonly string[], got: unknown): string {
  const sorted = [...vocabulary].sort(compareCodePoints);
  return `status must be one of [${sorted.map(renderValue).join(', ')}], got ${renderValue(got)}`;
}

/**
 * Cause of a value that is not a string.
 *
 * @param got - the value found
 * @param nullable - whether `null` is allowed too
 * @returns the cause text
 * @example
 * ```ts
 * causeExpectedString(3, true); // 'expected a string or null, got 3'
 * ```
 */
export function causeExpectedString(got: unknown, nullable: boolean): string {
  return `expected a string${nullable ? ' or null' : ''}, got ${renderValue(got)}`;
}

/**
 * Cause of a `created`/`updated` value of the wrong shape (operations.md §1.8).
 *
 * @param value - the value found
 * @returns the cause text
 * @example
 * ```ts
 * causeTimestampShape('2026-08-27');
 * // "created/updated '2026-08-27' must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset"
 * ```
 */
export function causeTimestampShape(value: unknown): string {
  return `created/updated ${renderValue(value)} must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset`;
}

/**
 * Cause of a `created`/`updated` value naming an impossible date or time
 * (operations.md §1.8).
 *
 * @param value - the value found
 * @returns the cause text
 * @example
 * ```ts
 * causeTimestampImpossible('2026-04-31T10:00:00.000Z');
 * // "created/updated '2026-04-31T10:00:00.000Z' names an impossible date or time"
 * ```
 */
export function causeTimestampImpossible(value: unknown): string {
  return `created/updated ${renderValue(value)} names an impossible date or time`;
}
