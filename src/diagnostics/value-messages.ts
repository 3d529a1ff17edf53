/**
 * Message texts of the body value diagnostics (operations.md §2.3).
 *
 * A value quoted as `'<v>'` is the excerpt of the value, rendered with
 * `renderValue`, so a long or multi-line value never floods a message.
 *
 * @packageDocumentation
 */

import type { DiagnosticText } from './diagnostic-text.js';
import { excerpt } from './excerpt.js';
import { bodyLocation } from './locations.js';
import { renderValue } from './python-repr.js';

function quoted(value: string): string {
  return renderValue(excerpt(value));
}

/**
 * `value-pattern`.
 *
 * @param path - the field path ending with the failing property
 * @param line - the body line of the value
 * @param value - the value's inline source
 * @param pattern - the pattern as formats.md writes it (`<uuid>`, `<ts>` abbreviated, no `/s`)
 * @returns the message
 * @example
 * ```ts
 * valuePattern('Requirement > Priority > value', 11, 'high', '^(0|[1-9][0-9]?)$').message;
 * // "Requirement > Priority > value (body line 11): 'high' does not match ^(0|[1-9][0-9]?)$"
 * ```
 */
export function valuePattern(path: string, line: number, value: string, pattern: string): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: ${quoted(value)} does not match ${pattern}` };
}

/**
 * `value-vocabulary`. The allowed words are listed in the order given.
 *
 * @param path - the field path ending with the failing property
 * @param line - the body line of the value
 * @param value - the value found
 * @param words - the allowed words
 * @returns the message
 * @example
 * ```ts
 * valueVocabulary('Risk > Strategy > value', 15, 'ignore', ['avoid', 'reduce']).message;
 * // "Risk > Strategy > value (body line 15): 'ignore' is not one of 'avoid', 'reduce'"
 * ```
 */
export function valueVocabulary(path: string, line: number, value: string, words: readonly string[]): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: ${quoted(value)} is not one of ${words.map(renderValue).join(', ')}` };
}

/**
 * `value-order`: a dated entry newer than the one above it. Its closing
 * rule, `entries must run newest first`, is the hint.
 *
 * @param path - the field path (ends with `timestamp`)
 * @param line - the body line of the later entry
 * @param value - the later entry's timestamp
 * @param prev - the timestamp of the entry above it
 * @param prevLine - the body line of the entry above it
 * @returns message and hint
 * @example
 * ```ts
 * valueOrder('Task > RecentUpdates > UpdateEntry > timestamp', 20, '2026-08-15 00:00:00.000Z', '2026-08-01 00:00:00.000Z', 16).message;
 * // "Task > RecentUpdates > UpdateEntry > timestamp (body line 20): entry '2026-08-15 00:00:00.000Z' is newer than the entry above it ('2026-08-01 00:00:00.000Z', body line 16); entries must run newest first"
 * ```
 */
export function valueOrder(path: string, line: number, value: string, prev: string, prevLine: number): DiagnosticText {
  const hint = 'entries must run newest first';
  return {
    message:
      `${bodyLocation(path, line)}: entry ${quoted(value)} is newer than the entry above it ` +
      `(${quoted(prev)}, body line ${prevLine}); ${hint}`,
    hint,
  };
}

/**
 * `value-duplicate`. `what` is inserted as given: the caller renders it
 * (numbers in decimal, strings through `renderValue` where the slot holds a
 * value) so that it can also name what is duplicated.
 *
 * @param path - the field path ending with the failing property
 * @param line - the body line of the second occurrence
 * @param what - the rendered duplicate
 * @param firstLine - the body line of the first occurrence
 * @returns the message
 * @example
 * ```ts
 * valueDuplicate('Sop > Procedure > Step > number', 30, '3', 24).message;
 * // 'Sop > Procedure > Step > number (body line 30): duplicate 3; first at body line 24'
 * ```
 */
export function valueDuplicate(path: string, line: number, what: string, firstLine: number): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: duplicate ${what}; first at body line ${firstLine}` };
}

/**
 * `value-cardinality`.
 *
 * @param path - the field path of the repeated field
 * @param line - the body line of the section's heading
 * @param range - the allowed count (`1..9`, `at least 1`)
 * @param unit - what is counted, plural as the template shows it (`items`, `section`)
 * @param found - how many were found
 * @returns the message
 * @example
 * ```ts
 * valueCardinality('Requirement > Characteristics', 5, '1..9', 'items', 10).message;
 * // 'Requirement > Characteristics (body line 5): expected 1..9 items, found 10'
 * ```
 */
export function valueCardinality(path: string, line: number, range: string, unit: string, found: number): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: expected ${range} ${unit}, found ${found}` };
}

/**
 * `value-cross-check`: a uc reference to a step the main success scenario lacks.
 *
 * @param path - the field path ending with the failing property
 * @param line - the body line of the value
 * @param value - the referring value
 * @param step - the step it refers to
 * @param steps - the number of steps of the main success scenario
 * @returns the message
 * @example
 * ```ts
 * valueCrossCheck('UseCase > Extensions > Extension > step', 40, '7a', 7, 5).message;
 * // "UseCase > Extensions > Extension > step (body line 40): '7a' refers to step 7, but the main success scenario has 5 step(s)"
 * ```
 */
export function valueCrossCheck(path: string, line: number, value: string, step: number, steps: number): DiagnosticText {
  return {
    message: `${bodyLocation(path, line)}: ${quoted(value)} refers to step ${step}, but the main success scenario has ${steps} step(s)`,
  };
}

/**
 * `empty-content`: an update entry without content. The hint is the clause after `; `.
 *
 * @param path - the field path (ends with `content`)
 * @param line - the body line of the entry heading
 * @returns message and hint
 * @example
 * ```ts
 * emptyContent('Task > RecentUpdates > UpdateEntry > content', 5).hint; // 'write at least one line below the heading'
 * ```
 */
export function emptyContent(path: string, line: number): DiagnosticText {
  const hint = 'write at least one line below the heading';
  return { message: `${bodyLocation(path, line)}: content is blank; ${hint}`, hint };
}

/**
 * `invalid-timestamp` on a dated entry heading.
 *
 * @param path - the field path (ends with `timestamp`)
 * @param line - the body line of the heading
 * @param value - the timestamp text
 * @returns the message
 * @example
 * ```ts
 * entryTimestampImpossible('Task > RecentUpdates > UpdateEntry > timestamp', 9, '2026-13-01 10:00:00.000Z').message;
 * // "Task > RecentUpdates > UpdateEntry > timestamp (body line 9): '2026-13-01 10:00:00.000Z' names an impossible date or time"
 * ```
 */
export function entryTimestampImpossible(path: string, line: number, value: string): DiagnosticText {
  return { message: `${bodyLocation(path, line)}: ${quoted(value)} names an impossible date or time` };
}

/**
 * `adr-duplicate-option`; the field path is always `Adr > Options > Option > number`.
 *
 * @param line - the body line of the second option heading
 * @param n - the option number
 * @param firstLine - the body line of the first option with that number
 * @returns the message
 * @example
 * ```ts
 * adrDuplicateOption(30, 2, 22).message;
 * // 'Adr > Options > Option > number (body line 30): duplicate option number 2; first at body line 22'
 * ```
 */
export function adrDuplicateOption(line: number, n: number, firstLine: number): DiagnosticText {
  return {
    message: `${bodyLocation('Adr > Options > Option > number', line)}: duplicate option number ${n}; first at body line ${firstLine}`,
  };
}

/**
 * `adr-blank-section`: a mandatory ADR section that is blank or, without a
 * line, missing.
 *
 * @param path - the field path of the section
 * @param heading - the section's heading text
 * @param line - the body line of the blank section's heading; `undefined`
 *   when the section is missing
 * @returns the message
 * @example
 * ```ts
 * adrBlankSection('Adr > ConsideredOptions', 'Considered Options', undefined).message;
 * // "Adr > ConsideredOptions: mandatory section 'Considered Options' is missing"
 * ```
 */
export function adrBlankSection(path: string, heading: string, line: number | undefined): DiagnosticText {
  if (line === undefined) return { message: `${path}: mandatory section ${renderValue(heading)} is missing` };
  return { message: `${bodyLocation(path, line)}: mandatory section ${renderValue(heading)} is blank` };
}
