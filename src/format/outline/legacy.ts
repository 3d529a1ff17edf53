/**
 * The text of `legacy-form` warnings.
 *
 * @packageDocumentation
 */
import { legacyForm } from '../../diagnostics/index.js';

/**
 * The message of a `legacy-form` warning (operations.md §2.3).
 *
 * @param location - `<Path> (body line <N>)` or the frontmatter location
 * @param older - the older form's name
 * @param current - the current form
 * @returns the message
 * @example
 * ```ts
 * legacyFormMessage('Task > RecentUpdates > UpdateEntry (body line 5)', 'date-only entry heading', '<timestamp> - <title>');
 * ```
 */
export function legacyFormMessage(location: string, older: string, current: string): string {
  return legacyForm(location, older, current).message;
}
