/**
 * A heading table of a language the library does not package, for tests of
 * custom registries.
 */
import type { HeadingTable } from '../../../src/format/outline/paths.js';

/**
 * A Dutch `tsk` table.
 *
 * @example
 * ```ts
 * createLanguageRegistry({ nl: { tsk: tskNl } });
 * ```
 */
export const tskNl: HeadingTable = { Task: '{title}', 'Task > RecentUpdates': 'Recente wijzigingen' };
