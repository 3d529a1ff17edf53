/**
 * Spanish headings of the task list type (`tsk`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The Spanish heading table of `tsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * tskEs['Task > RecentUpdates']; // 'Actualizaciones recientes'
 * ```
 */
export const tskEs: HeadingTable = {
  Task: '{title}',
  'Task > RecentUpdates': 'Actualizaciones recientes',
};
