/**
 * German headings of the task list type (`tsk`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The German heading table of `tsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * tskDe['Task > RecentUpdates']; // 'Letzte Änderungen'
 * ```
 */
export const tskDe: HeadingTable = {
  Task: '{title}',
  'Task > RecentUpdates': 'Letzte Änderungen',
};
