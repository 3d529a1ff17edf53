/**
 * The shared model shapes of formats.md §4.8 and their zod schemas.
 *
 * @packageDocumentation
 */
import * as z from 'zod';

/** Schema of a plain list item: its text and optional notes. */
export const listItemSchema = z.object({ text: z.string(), notes: z.array(z.string()).optional() });
/**
 * A plain list item: the first paragraph's inline source plus further blocks as notes.
 *
 * @interface
 * @example
 * ```ts
 * const item: ListItem = { text: 'Reliability', notes: ['Measured per release.'] };
 * ```
 */
export type ListItem = z.infer<typeof listItemSchema>;

/** Schema of a checklist item. */
export const taskItemSchema = z.object({ checked: z.boolean(), text: z.string(), content: z.string().optional() });
/**
 * A checklist item: `[x]`/`[ ]`, the text after the box, continuation content.
 *
 * @interface
 * @example
 * ```ts
 * const task: TaskItem = { checked: false, text: 'Migrate the registry' };
 * ```
 */
export type TaskItem = z.infer<typeof taskItemSchema>;

/**
 * Schema of a list of items of one shape.
 *
 * @param item - the schema of one item
 * @returns the schema of `{ ordered, items }`
 * @example
 * ```ts
 * listSchema(listItemSchema).parse({ ordered: true, items: [{ text: 'Safety' }] });
 * ```
 */
export function listSchema<I extends z.ZodType>(item: I) {
  return z.object({ ordered: z.boolean(), items: z.array(item) });
}

/**
 * A list: whether it is ordered, and its items.
 *
 * @example
 * ```ts
 * const characteristics: List = { ordered: true, items: [{ text: 'Reliability' }] };
 * ```
 */
export interface List<I = ListItem> {
  /** `true` when the (first) list is an ordered list. */
  ordered: boolean;
  /** The items, across adjacent lists. */
  items: I[];
}

/** Schema of one update entry (formats.md §5.1). */
export const updateEntrySchema = z.object({
  timestamp: z.string().nullable(),
  separator: z.enum(['-', ':', '—']).nullable(),
  title: z.string(),
  content: z.string(),
});
/**
 * One dated entry of an Updates section.
 *
 * @interface
 * @example
 * ```ts
 * const entry: UpdateEntry = { timestamp: '2026-08-15T09:00:00.000Z', separator: '-', title: 'Kickoff', content: 'Started.' };
 * ```
 */
export type UpdateEntry = z.infer<typeof updateEntrySchema>;
