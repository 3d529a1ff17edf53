/**
 * Message texts of the split and frontmatter diagnostics (operations.md §2.3,
 * §1.8), built exactly per their templates.
 *
 * @packageDocumentation
 */

import { compareCodePoints } from './code-points.js';
import { renderValue } from './render-value.js';

/**
 * The `<current>` text of the timestamp rows of formats.md §8.1.
 *
 * @example
 * ```ts
 * CURRENT_TIMESTAMP_FORM; // 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm'
 * ```
 */
export const CURRENT_TIMESTAMP_FORM = 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm';

/**
 * The fix sentence of `missing-frontmatter`.
 *
 * @example
 * ```ts
 * MISSING_FRONTMATTER_HINT; // "its first non-blank line must be '---'"
 * ```
 */
export const MISSING_FRONTMATTER_HINT = "its first non-blank line must be '---'";

/**
 * The fix sentence of `frontmatter-offset`.
 *
 * @example
 * ```ts
 * FRONTMATTER_OFFSET_HINT; // "remove the blank line(s) above it so that '---' is line 1"
 * ```
 */
export const FRONTMATTER_OFFSET_HINT = "remove the blank line(s) above it so that '---' is line 1";

/**
 * The `missing-frontmatter` message.
 *
 * @param type - the document type code
 * @returns the message
 * @example
 * ```ts
 * missingFrontmatterMessage('req');
 * // "req document has no frontmatter block; its first non-blank line must be '---'"
 * ```
 */
export function missingFrontmatterMessage(type: string): string {
  return `${type} document has no frontmatter block; ${MISSING_FRONTMATTER_HINT}`;
}

/**
 * The `frontmatter-unclosed` message.
 *
 * @param type - the document type code
 * @param line - the document line of the opening delimiter
 * @returns the message
 * @example
 * ```ts
 * frontmatterUnclosedMessage('tsk', 1);
 * // "tsk frontmatter block opened at document line 1 is not closed by a '---' line"
 * ```
 */
export function frontmatterUnclosedMessage(type: string, line: number): string {
  return `${type} frontmatter block opened at document line ${line} is not closed by a '---' line`;
}

/**
 * The `frontmatter-offset` message.
 *
 * @param type - the document type code
 * @param line - the document line of the opening delimiter
 * @returns the message
 * @example
 * ```ts
 * frontmatterOffsetMessage('req', 3);
 * // "req frontmatter block starts at document line 3; remove the blank line(s) above it so that '---' is line 1"
 * ```
 */
export function frontmatterOffsetMessage(type: string, line: number): string {
  return `${type} frontmatter block starts at document line ${line}; ${FRONTMATTER_OFFSET_HINT}`;
}

/**
 * The `yaml-syntax` message: the parser's own text, then the source named
 * `the frontmatter block` with a document line and column.
 *
 * @param parserText - the YAML parser's description of the problem
 * @param line - 1-based document line
 * @param column - 1-based UTF-16 column
 * @returns the message
 * @example
 * ```ts
 * yamlSyntaxMessage('Map keys must be unique', 4, 1);
 * // 'Map keys must be unique\n  in "the frontmatter block", line 4, column 1'
 * ```
 */
export function yamlSyntaxMessage(parserText: string, line: number, column: number): string {
  return `${parserText}\n  in "the frontmatter block", line ${line}, column ${column}`;
}

/**
 * The location prefix of a frontmatter field diagnostic.
 *
 * @param type - the document type code
 * @param field - the frontmatter key
 * @param line - its document line, or null when the key is absent (the clause is then left out)
 * @returns `<type> frontmatter block, field '<field>'` with an optional ` (document line <N>)`
 * @example
 * ```ts
 * fieldLocation('req', 'status', 5); // "req frontmatter block, field 'status' (document line 5)"
 * fieldLocation('req', 'status', null); // "req frontmatter block, field 'status'"
 * ```
 */
export function fieldLocation(type: string, field: string, line: number | null): string {
  const where = line === null ? '' : ` (document line ${line})`;
  return `${type} frontmatter block, field ${renderValue(field)}${where}`;
}

/**
 * A frontmatter field message: location, then the cause.
 *
 * @param type - the document type code
 * @param field - the frontmatter key
 * @param line - its document line, or null when the key is absent
 * @param cause - the cause text
 * @returns the message
 * @example
 * ```ts
 * frontmatterFieldMessage('req', 'id', 2, 'expected a string or null, got 5');
 * // "req frontmatter block, field 'id' (document line 2): expected a string or null, got 5"
 * ```
 */
export function frontmatterFieldMessage(type: string, field: string, line: number | null, cause: string): string {
  return `${fieldLocation(type, field, line)}: ${cause}`;
}

/**
 * The `frontmatter-field` message for a block that is not a mapping.
 *
 * @param type - the document type code
 * @param line - the document line of the opening delimiter
 * @param got - what the block holds instead
 * @returns the message
 * @example
 * ```ts
 * notMappingMessage('req', 1, 'sequence');
 * // 'req frontmatter block (document line 1): the block must be a YAML mapping, got a sequence'
 * ```
 */
export function notMappingMessage(type: string, line: number, got: 'sequence' | 'scalar'): string {
  return `${type} frontmatter block (document line ${line}): the block must be a YAML mapping, got a ${got}`;
}

/**
 * The cause for a missing mandatory key.
 *
 * @returns `field required`
 * @example
 * ```ts
 * fieldRequiredCause(); // 'field required'
 * ```
 */
export function fieldRequiredCause(): string {
  return 'field required';
}

/**
 * The cause for a value of the wrong YAML type.
 *
 * @param rendered - the value, already rendered as in operations.md §2.2
 * @param nullable - whether null would have been accepted
 * @returns `expected a string, got <v>` or `expected a string or null, got <v>`
 * @example
 * ```ts
 * expectedStringCause('True', false); // 'expected a string, got True'
 * ```
 */
export function expectedStringCause(rendered: string, nullable: boolean): string {
  return `expected a string${nullable ? ' or null' : ''}, got ${rendered}`;
}

/**
 * The cause for a status outside the vocabulary.
 *
 * @param values - the vocabulary (sorted here by code point)
 * @param value - the status as written
 * @returns `status must be one of [...], got '<v>'`
 * @example
 * ```ts
 * statusCause(['open', 'closed'], 'x'); // "status must be one of ['closed', 'open'], got 'x'"
 * ```
 */
export function statusCause(values: readonly string[], value: string): string {
  const sorted = [...values].sort(compareCodePoints).map(renderValue).join(', ');
  return `status must be one of [${sorted}], got ${renderValue(value)}`;
}

/**
 * The `frontmatter-type-mismatch` cause.
 *
 * @param type - the document type code
 * @param value - the `type` value as written
 * @returns `type must be '<type>', got '<v>'`
 * @example
 * ```ts
 * typeMismatchCause('req', 'tsk'); // "type must be 'req', got 'tsk'"
 * ```
 */
export function typeMismatchCause(type: string, value: string): string {
  return `type must be ${renderValue(type)}, got ${renderValue(value)}`;
}

/**
 * The `version-unsupported` cause.
 *
 * @param value - the `version` value as written
 * @returns `version '<v>' is not supported; expected '1.<minor>.<patch>'`
 * @example
 * ```ts
 * versionCause('2.0.0'); // "version '2.0.0' is not supported; expected '1.<minor>.<patch>'"
 * ```
 */
export function versionCause(value: string): string {
  return `version ${renderValue(value)} is not supported; expected '1.<minor>.<patch>'`;
}

/**
 * The `invalid-timestamp` cause for a value of the wrong shape (operations.md §1.8).
 *
 * @param value - the timestamp as written
 * @returns the cause text
 * @example
 * ```ts
 * timestampShapeCause('2026-08-30');
 * // "created/updated '2026-08-30' must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset"
 * ```
 */
export function timestampShapeCause(value: string): string {
  return (
    `created/updated ${renderValue(value)} must be the date+time variant 'yyyy-MM-dd HH:mm:ss.fff' ` +
    "followed by 'Z' or a signed '+HH:mm'/'-HH:mm' offset"
  );
}

/**
 * The `invalid-timestamp` cause for an impossible date or time (operations.md §1.8).
 *
 * @param value - the timestamp as written
 * @returns the cause text
 * @example
 * ```ts
 * timestampImpossibleCause('2026-02-30T10:00:00.000Z');
 * // "created/updated '2026-02-30T10:00:00.000Z' names an impossible date or time"
 * ```
 */
export function timestampImpossibleCause(value: string): string {
  return `created/updated ${renderValue(value)} names an impossible date or time`;
}

/**
 * The `legacy-form` message.
 *
 * @param location - `<Path> (body line <N>)` or a {@link fieldLocation}
 * @param older - the older-form text of formats.md §8.1
 * @param current - the current-form text of formats.md §8.1
 * @returns `<Location>: older form (<older>) accepted in lenient mode; current form: <current>`
 * @example
 * ```ts
 * legacyFormMessage("req frontmatter block, field 'created' (document line 3)", 'date-only timestamp', CURRENT_TIMESTAMP_FORM);
 * ```
 */
export function legacyFormMessage(location: string, older: string, current: string): string {
  return `${location}: older form (${older}) accepted in lenient mode; current form: ${current}`;
}
