/**
 * Spanish headings of the task list type (`tsk`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { taskOutline } from '../outline.js';

/**
 * The Spanish heading table of `tsk`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * tskEs['Task > RecentUpdates']; // 'Actualizaciones recientes'
 * ```
 */
export const tskEs = {
  Task: '{title}',
  'Task > RecentUpdates': 'Actualizaciones recientes',
} satisfies HeadingTableOf<typeof taskOutline>;
