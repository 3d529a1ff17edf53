/**
 * Every text the board returns (board.md §4), word for word. Hosts forward
 * these results to agents as is, so the wording is part of the contract.
 *
 * @packageDocumentation
 */

/**
 * A value as given, written as a JSON string (`"<v>"` in board.md §4).
 * Non-strings are converted with `String` first, so the text always reads
 * as a quoted string.
 *
 * @param value - what the caller passed
 * @returns the JSON string literal
 * @example
 * ```ts
 * quoted(' Human '); // '" Human "'
 * ```
 */
export function quoted(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value : String(value));
}

/**
 * A value as a JSON value (`<v>` without quotes in board.md §4). Values JSON
 * cannot express (`NaN`, `Infinity`, `undefined`, functions) fall back to a
 * readable form instead of JSON's silent `null`.
 *
 * @param value - what the caller passed
 * @returns the rendering
 * @example
 * ```ts
 * jsonValue(1.5);      // '1.5'
 * jsonValue('3');      // '"3"'
 * jsonValue(Infinity); // 'Infinity'
 * ```
 */
export function jsonValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    const text = JSON.stringify(value) as string | undefined;
    return text ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The message builders of board.md §4, one per case.
 *
 * @example
 * ```ts
 * messages.agentEmpty(); // 'agent must not be empty'
 * messages.nothingToPull(); // 'no unblocked todo task on an active task list'
 * ```
 */
export const messages = Object.freeze({
  agentEmpty: (): string => 'agent must not be empty',
  agentTooLong: (length: number): string => `agent must be at most 64 characters, got ${length}`,
  agentReserved: (given: unknown): string => `agent ${quoted(given)} is reserved for people editing the documents`,
  emptyFilter: (name: 'status' | 'owner'): string => `${name} must not be empty; omit it to match every task`,
  unknownStatus: (given: unknown): string => `status ${quoted(given)} is not one of todo, in_progress, blocked, done`,
  badCursor: (given: unknown, reason: string): string => `before ${quoted(given)} is invalid: ${reason}`,
  badIfUpdatedAt: (given: unknown): string => `ifUpdatedAt ${quoted(given)} is not an RFC 3339 timestamp`,
  unknownTaskId: (given: unknown): string => `no task id starts with ${quoted(given)}`,
  ambiguousTaskId: (given: unknown, count: number): string =>
    `task id prefix ${quoted(given)} matches ${count} tasks; give more characters`,
  inProgressElsewhere: (short: string, owner: string, since: string): string =>
    `task ${short} is in progress under ${owner} since ${since}; pass force to take it over`,
  staleUpdate: (short: string, updatedAt: string, given: unknown): string =>
    `task ${short} was last updated at ${updatedAt}, not at ${quoted(given)}; nothing was changed`,
  nothingToPull: (): string => 'no unblocked todo task on an active task list',
  titleEmpty: (): string => 'title must not be empty',
  titleMultiLine: (): string => 'title must be one line',
  priorityNotInteger: (given: unknown): string => `priority must be an integer, got ${jsonValue(given)}`,
  unknownList: (given: unknown): string => `no task list found with id ${quoted(given)}`,
  listNotWritable: (list: string, documentStatus: string): string =>
    `task list ${list} is ${documentStatus}; tasks can be added to active or draft lists only`,
  listBroken: (list: string, error: string): string => `task list ${list} does not parse; fix it first:\n${error}`,
  listWouldNotValidate: (list: string, error: string): string =>
    `task list ${list} would not validate with this task:\n${error}`,
  badThreshold: (given: unknown): string => `olderThanSeconds must be a number >= 0, got ${jsonValue(given)}`,
  stateNotJson: (path: string, reason: string): string => `board state ${path} is not valid JSON: ${reason}`,
  stateVersion: (path: string, version: unknown): string =>
    `board state ${path} has version ${jsonValue(version)}; this library reads version 1`,
  // Not in board.md §4: a file that is JSON of version 1 but not a board file.
  stateShape: (path: string, reason: string): string => `board state ${path} is not a valid board file: ${reason}`,
  // Not in board.md §4: a task list kept changing under the board's writes.
  listKeptChanging: (list: string): string =>
    `task list ${list} changed while the board was writing it; nothing was changed, try again`,
  forcedNote: (agent: string, owner: string): string => `forced by ${agent}: was in progress under ${owner}`,
  reapedNote: (owner: string, since: string): string => `returned to todo: owner ${owner} silent since ${since}`,
});
