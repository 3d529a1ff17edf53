/**
 * The text part of a diagnostic, as the message functions build it.
 *
 * @packageDocumentation
 */

/**
 * A diagnostic's `message` and, when the message contains a fix sentence,
 * that sentence alone as `hint` (operations.md §2.3).
 *
 * The message functions set `hint` only where the template has an explicit
 * remedy clause; messages that only describe the problem have none.
 *
 * @example
 * ```ts
 * const t: DiagnosticText = {
 *   message: 'Task > RecentUpdates > UpdateEntry > content (body line 5): content is blank; write at least one line below the heading',
 *   hint: 'write at least one line below the heading',
 * };
 * ```
 */
export interface DiagnosticText {
  /** The complete message, hint sentence included. */
  message: string;
  /** The fix sentence alone; absent when the message has none. */
  hint?: string;
}
