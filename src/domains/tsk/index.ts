/**
 * The tsk document type.
 *
 * @packageDocumentation
 */
import type { z } from 'zod';
import { defineDocumentType } from '../../format/index.js';
import taskExample from './example.md';
import taskTemplate from './template.md';
import { taskOutline } from './outline.js';
import { tskDe } from './headings/de.js';
import { tskEs } from './headings/es.js';
import { tskFr } from './headings/fr.js';

/** The tsk (task list) document type. */
export const tsk = defineDocumentType({
  tag: 'tsk',
  noun: 'task list',
  statuses: { values: ['draft', 'active', 'done', 'cancelled'], default: 'draft' },
  root: taskOutline,
  template: taskTemplate,
  example: taskExample,
  translations: { de: tskDe, fr: tskFr, es: tskEs },
});

/**
 * The body model of a task list (formats.md §4.8 `Task`).
 *
 * @interface
 * @example
 * ```ts
 * const result = parse('tsk', text);
 * if (result.ok) {
 *   const body: TaskBody = result.document.body;
 *   console.log(body.tasks.items.filter((task) => !task.checked).length);
 * }
 * ```
 */
export type TaskBody = z.infer<typeof taskOutline.schema>;
