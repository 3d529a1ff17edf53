/**
 * Builders for the leaf fields of an outline: paragraphs, lists, comments,
 * block quotes, code blocks, opaque remainders and question/answer pairs.
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { listItemSchema, listSchema, taskItemSchema, type List, type ListItem, type TaskItem } from './models.js';
import { typeName } from './naming.js';
import type { Field, FieldDef, ValueRule } from './types.js';

/**
 * Wrap a runtime definition and its schema into a typed field.
 *
 * @param def - the runtime definition
 * @param schema - the zod schema of the model value
 * @returns the typed field
 * @example
 * ```ts
 * const f = field<'note', string>({ kind: 'comment', name: 'note', typeName: 'Note', optional: false }, z.string());
 * ```
 */
export function field<N extends string, V, K extends string = never>(def: FieldDef, schema: z.ZodType<V>): Field<N, V, false, K> {
  return { def, name: def.name as N, optional: false, schema };
}

function common(name: string) {
  return { name, typeName: typeName(name), optional: false };
}

/**
 * Exactly one paragraph, stored as its inline source.
 *
 * @param name - the property name, e.g. `statement`
 * @param options - an optional value rule
 * @returns the field
 * @example
 * ```ts
 * paragraph('statement');
 * ```
 */
export function paragraph<N extends string, V extends string = string>(
  name: N,
  options: { value?: ValueRule & { schema: z.ZodType<V> } } = {},
): Field<N, V, false, never> {
  // A vocabulary types the value as its words; a pattern keeps it a string.
  const schema = (options.value?.kind === 'vocabulary' ? options.value.schema : z.string()) as z.ZodType<V>;
  return field({ kind: 'paragraph', ...common(name), ...(options.value ? { value: options.value } : {}) }, schema);
}

/**
 * One or more paragraphs, each stored as its inline source.
 *
 * @param name - the property name
 * @returns the field
 * @example
 * ```ts
 * paragraphs('goalInContext');
 * ```
 */
export function paragraphs<N extends string>(name: N): Field<N, string[], false, never> {
  return field({ kind: 'paragraphs', ...common(name) }, z.array(z.string()));
}

/**
 * Options of the list builders {@link items}, {@link itemsWithNotes} and {@link taskItems}.
 *
 * @example
 * ```ts
 * items('characteristics', { min: 1, max: 9 });
 * ```
 */
export interface ListOptions {
  /** Fewest items; default 1. */
  min?: number;
  /** Most items. */
  max?: number;
  /** Rule for each item's text. */
  value?: ValueRule;
  /** Item texts must be one physical line. */
  singleLine?: boolean;
}

function listDef(name: string, item: 'plain' | 'notes' | 'task', options: ListOptions): FieldDef {
  return {
    kind: 'list',
    ...common(name),
    item,
    min: options.min ?? 1,
    ...(options.max !== undefined ? { max: options.max } : {}),
    ...(options.value ? { value: options.value } : {}),
    singleLine: options.singleLine ?? false,
  };
}

/**
 * List items whose further blocks (any kind) are kept as notes.
 *
 * @param name - the property name
 * @param options - cardinality and value rule
 * @returns the field
 * @example
 * ```ts
 * items('characteristics', { max: 9 });
 * ```
 */
export function items<N extends string>(name: N, options: ListOptions = {}): Field<N, List<ListItem>, false, never> {
  return field(listDef(name, 'plain', options), listSchema(listItemSchema));
}

/**
 * List items whose further blocks must be indented paragraphs (notes).
 *
 * @param name - the property name
 * @param options - cardinality and value rule
 * @returns the field
 * @example
 * ```ts
 * itemsWithNotes('tags');
 * ```
 */
export function itemsWithNotes<N extends string>(name: N, options: ListOptions = {}): Field<N, List<ListItem>, false, never> {
  return field(listDef(name, 'notes', options), listSchema(listItemSchema));
}

/**
 * Checklist items `[ ]`/`[x]` on one physical line each, with continuation
 * content of paragraphs, fenced code and block quotes only.
 *
 * @param name - the property name
 * @param options - cardinality and a rule for the text after the box
 * @returns the field
 * @example
 * ```ts
 * taskItems('tasks');
 * ```
 */
export function taskItems<N extends string>(name: N, options: ListOptions = {}): Field<N, List<TaskItem>, false, never> {
  return field(listDef(name, 'task', { singleLine: true, ...options }), listSchema(taskItemSchema));
}

/**
 * An HTML comment block, stored verbatim in the property `comment`.
 *
 * @returns the field
 * @example
 * ```ts
 * optional(comment());
 * ```
 */
export function comment(): Field<'comment', string, false, never>;
/**
 * An HTML comment block, stored verbatim in the property `name`.
 *
 * @param name - the property name
 * @returns the field
 * @example
 * ```ts
 * optional(comment('note'));
 * ```
 */
export function comment<N extends string>(name: N): Field<N, string, false, never>;
export function comment(name = 'comment'): Field<string, string, false, never> {
  return field({ kind: 'comment', ...common(name) }, z.string());
}

/**
 * A block quote, stored as its text without the `>` markers.
 *
 * @param name - the property name
 * @returns the field
 * @example
 * ```ts
 * blockQuote('question');
 * ```
 */
export function blockQuote<N extends string>(name: N): Field<N, string, false, never> {
  return field({ kind: 'blockQuote', ...common(name) }, z.string());
}

/**
 * A fenced code block, stored as its source (fences included).
 *
 * @param name - the property name
 * @returns the field
 * @example
 * ```ts
 * codeBlock('diagram');
 * ```
 */
export function codeBlock<N extends string>(name: N): Field<N, string, false, never> {
  return field({ kind: 'code', ...common(name) }, z.string());
}

/**
 * Everything left in the enclosing section, stored verbatim.
 *
 * @param name - the property name
 * @returns the field
 * @example
 * ```ts
 * optional(opaque('content'));
 * ```
 */
export function opaque<N extends string>(name: N): Field<N, string, false, never> {
  return field({ kind: 'opaque', ...common(name) }, z.string());
}

/** Schema of one question/answer pair. */
export const qaPairSchema = z.object({
  comment: z.string().optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
});
/**
 * One question/answer pair: an optional comment, block-quote question and answer blocks.
 *
 * @interface
 * @example
 * ```ts
 * const pair: QaPair = { question: '**1.0010**: What is the expected load?', answer: 'TODO: answer pending' };
 * ```
 */
export type QaPair = z.infer<typeof qaPairSchema>;

/**
 * Question/answer pairs without headings (formats.md §6.5).
 *
 * @param name - the property name
 * @param options - the rule for the question text
 * @returns the field
 * @example
 * ```ts
 * qaPairs('security');
 * ```
 */
export function qaPairs<N extends string>(name: N, options: { question?: ValueRule } = {}): Field<N, QaPair[], false, never> {
  return field(
    { kind: 'qaPairs', ...common(name), ...(options.question ? { question: options.question } : {}) },
    z.array(qaPairSchema),
  );
}
