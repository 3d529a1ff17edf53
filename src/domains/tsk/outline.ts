/**
 * tsk — task list (formats.md §6.4): a title, an optional comment, a flat
 * checklist and the Recent Updates log.
 *
 * @packageDocumentation
 */
import { comment, taskItems } from '../../format/index.js';
import { template, text } from '../../format/index.js';
import { optional, section } from '../../format/index.js';
import { updates } from '../../format/index.js';

/** The tsk outline's H1 section. */
export const taskOutline = section('', { level: 1, typeName: 'Task', heading: template('{title}', { title: text('title') }) }, [
  optional(comment()),
  taskItems('tasks'),
  updates('recentUpdates', { level: 2, legacy: { dateOnly: true, freeForm: true } }),
]);
