/**
 * French headings of the task list type (`tsk`), languages.md §3.
 *
 * @packageDocumentation
 */
import type { HeadingTable } from '../../../format/outline/paths.js';

/**
 * The French heading table of `tsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * tskFr['Task > RecentUpdates']; // 'Mises à jour récentes'
 * ```
 */
export const tskFr: HeadingTable = {
  Task: '{title}',
  'Task > RecentUpdates': 'Mises à jour récentes',
};
