/**
 * Matching list fields: plain items, items with notes and checklist items,
 * across adjacent lists (formats.md §4.3, §4.8, §6.4).
 *
 * @packageDocumentation
 */
import type { List as MdList, ListItem as MdListItem, RootContent } from 'mdast';
import { excerpt, type NestedBlockKind } from '../../diagnostics/index.js';
import { deindent, inlineSource } from '../markdown/index.js';
import type { ListItem, TaskItem, List } from '../outline/models.js';
import type { ListDef } from '../outline/types.js';
import { checkboxAdvice, pattern } from '../outline/values.js';
import { endOf, lazyUnderlineAt, startOf, verbatim } from './blocks.js';
import type { MatchContext } from './context.js';
import { sectionHeadingAt } from './failures.js';
import { checkValue, writtenHeading } from './values.js';

const TASK_BOX = /^\[( |x|X)\]\s*(.*)$/su;
const TASK_RULE = pattern(/^\[( |x|X)\]\s*(.*)$/u, '^\\[( |x|X)\\]\\s*(.*)$', {
  expectedForm: 'a task item "[ ] <text>" (open) or "[x] <text>" (done)',
  advise: checkboxAdvice,
});

/**
 * Where a list field sits: its structure path and the enclosing section's heading offset.
 *
 * @example
 * ```ts
 * const place: ListPlace = { path: 'Task > Tasks', pointer: '/tasks', ownerOffset: 0 };
 * ```
 */
export interface ListPlace {
  /** The list's structure path (`Task > Tasks`, or the collapsed section's path). */
  path: string;
  /** JSON pointer of the list's model value. */
  pointer: string;
  /** Body offset of the enclosing section's heading (cardinality diagnostics point there). */
  ownerOffset: number;
  /** Body offset where the enclosing section's content ends. */
  end: number;
}

function isFenced(node: RootContent, body: string): boolean {
  return node.type === 'code' && /^[ \t]*(`{3,}|~{3,})/.test(body.slice(startOf(node), endOf(node)));
}

function blockKind(node: RootContent, body: string): NestedBlockKind {
  switch (node.type) {
    case 'list':
      return 'list';
    case 'code':
      return isFenced(node, body) ? 'fenced-code' : 'indented-code';
    case 'blockquote':
      return 'block-quote';
    case 'html':
      return 'html';
    case 'thematicBreak':
      return 'thematic-break';
    case 'heading':
      return 'heading';
    default:
      return 'html';
  }
}

function sectionOf(context: MatchContext, place: ListPlace): { section?: string } {
  const section = sectionHeadingAt(context, place.path, place.ownerOffset);
  return section === undefined ? {} : { section };
}

function columnOf(context: MatchContext, offset: number): number {
  return context.lines.position(offset).column;
}

function matchItem(def: ListDef, item: MdListItem, place: ListPlace, index: number, context: MatchContext): ListItem | TaskItem {
  const body = context.body;
  const elementPath = `${place.path} > ${def.item === 'task' ? 'TaskItem' : 'ListItem'}`;
  const [first, ...rest] = item.children;
  const itemStart = item.position?.start.offset ?? 0;
  const itemKind = def.item === 'task' ? 'task' : 'list';
  if (first?.type !== 'paragraph') {
    const text = verbatim(body, itemStart, place.end);
    const textEnd = item.position?.end.offset ?? itemStart;
    context.fail(
      'body-no-match',
      {
        reason: 'missing',
        expected: { kind: def.item === 'task' ? 'task-item' : 'list-item' },
        expectedType: def.item === 'task' ? 'list[TaskItem]' : 'list[ListItem]',
        found: { excerpt: excerpt(text), lineCount: text.split('\n').length },
        ...sectionOf(context, place),
      },
      { field: place.path, offset: itemStart, endOffset: textEnd },
    );
  }
  const textStart = startOf(first);
  const text = inlineSource(first, body);
  if (def.singleLine && text.includes('\n')) {
    context.fail('soft-wrapped-list-item', { reason: 'wrapped', item: itemKind }, { field: elementPath, offset: itemStart, endOffset: endOf(item) });
  }
  for (const block of item.children) {
    const lazy = lazyUnderlineAt(block, body);
    if (lazy >= 0) context.fail('soft-wrapped-list-item', { reason: 'lazy-underline', item: itemKind }, { field: elementPath, offset: lazy });
  }
  context.ranges.set(`${place.pointer}/items/${index}`, { start: itemStart, end: item.position?.end.offset ?? itemStart });
  const allowed = def.item === 'task' ? ['paragraph', 'blockquote', 'fenced'] : def.item === 'notes' ? ['paragraph'] : null;
  for (const block of rest) {
    const kind = block.type === 'code' && isFenced(block, body) ? 'fenced' : block.type;
    if (allowed && !allowed.includes(kind)) {
      context.fail('nested-list', { kind: blockKind(block, body), notes: def.item === 'notes' }, { field: elementPath, offset: startOf(block), endOffset: endOf(block) });
    }
  }
  const valuePath = `${elementPath} > text`;
  const column = columnOf(context, textStart);
  if (def.item === 'task') {
    checkValue(context, def.value ?? TASK_RULE, text, valuePath, textStart, endOf(first));
    const box = TASK_BOX.exec(text);
    const task: TaskItem = { checked: box ? box[1] !== ' ' : false, text: box ? (box[2] ?? '') : text };
    const firstRest = rest[0];
    if (firstRest) task.content = deindent(body, startOf(firstRest), endOf(item), column);
    return task;
  }
  if (def.value) checkValue(context, def.value, text, valuePath, textStart, endOf(first));
  const listItem: ListItem = { text };
  if (rest.length > 0) {
    listItem.notes = rest.map((block) =>
      block.type === 'paragraph' ? inlineSource(block, body) : deindent(body, startOf(block), endOf(block), column),
    );
  }
  return listItem;
}

/**
 * Match a list field at a block index: one or more adjacent lists.
 *
 * @param def - the list field
 * @param blocks - the body's blocks
 * @param index - where the list should start
 * @param to - the enclosing range's end index
 * @param place - path, pointer and enclosing section
 * @param context - the match
 * @returns the list and the next block index, or null when no list starts here
 *
 * @example
 * ```ts
 * const list = matchList(def, blocks, index, to, { path: 'Task > Tasks', pointer: '/tasks', ownerOffset: 0 }, context);
 * ```
 */
export function matchList(
  def: ListDef,
  blocks: readonly RootContent[],
  index: number,
  to: number,
  place: ListPlace,
  context: MatchContext,
): { value: List<ListItem | TaskItem>; next: number } | null {
  const firstList = blocks[index];
  if (index >= to || firstList?.type !== 'list' || firstList.children[0]?.children[0]?.type !== 'paragraph') {
    return def.min === 0 ? { value: { ordered: false, items: [] }, next: index } : null;
  }
  const items: (ListItem | TaskItem)[] = [];
  let next = index;
  for (let node = blocks[next]; next < to && node?.type === 'list'; node = blocks[++next]) {
    for (const item of (node as MdList).children) items.push(matchItem(def, item, place, items.length, context));
  }
  const last = blocks[next - 1];
  context.ranges.set(place.pointer, { start: startOf(firstList), end: last ? endOf(last) : startOf(firstList) });
  const tooMany = def.max !== undefined && items.length > def.max;
  if (items.length < def.min || tooMany) {
    const params = { min: def.min, ...(def.max !== undefined ? { max: def.max } : {}), unit: 'items' as const, found: items.length };
    context.report('value-cardinality', { ...params, heading: writtenHeading(context, place.ownerOffset) }, { field: place.path, offset: place.ownerOffset });
  }
  return { value: { ordered: firstList.ordered === true, items }, next };
}
