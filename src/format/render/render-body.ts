/**
 * Rendering a body model back to canonical Markdown (formats.md §8.6): the
 * layout is an mdast tree written by remark-stringify, and every model text
 * travels in a raw (`html`) node so it is written exactly as stored.
 *
 * @packageDocumentation
 */
import type { Blockquote, Html, List, ListItem, Root, RootContent } from 'mdast';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { CompiledHeading } from '../outline/compile-heading.js';
import type { QaPair } from '../outline/fields.js';
import type { List as ListModel, ListItem as ListItemModel, TaskItem } from '../outline/models.js';
import { fieldPath } from '../outline/paths.js';
import { nestModel } from '../outline/projection.js';
import type { FieldDef, SectionDef } from '../outline/types.js';
import { entryHeadingMatcher } from '../match/entry-heading.js';

const stringifier = unified()
  .use(remarkStringify, { bullet: '-', rule: '-', fence: '`', fences: true, listItemIndent: 'one', incrementListMarker: true })
  .freeze();

function raw(value: string): Html {
  return { type: 'html', value };
}

function renderItem(def: FieldDef & { kind: 'list' }, item: ListItemModel | TaskItem): { node: ListItem; spread: boolean } {
  if (def.item === 'task') {
    const task = item as TaskItem;
    const first = `[${task.checked ? 'x' : ' '}]${task.text === '' ? '' : ` ${task.text}`}`;
    const children = task.content === undefined ? [raw(first)] : [raw(first), raw(task.content)];
    return { node: { type: 'listItem', spread: false, children: children as never }, spread: task.content !== undefined };
  }
  const plain = item as ListItemModel;
  const notes = plain.notes ?? [];
  return {
    node: { type: 'listItem', spread: false, children: [raw(plain.text), ...notes.map(raw)] as never },
    spread: notes.length > 0,
  };
}

function renderList(def: FieldDef & { kind: 'list' }, value: ListModel<ListItemModel | TaskItem>, out: RootContent[]): void {
  if (value.items.length === 0) return;
  const rendered = value.items.map((item) => renderItem(def, item));
  const spread = rendered.some((r) => r.spread);
  const children = rendered.map((r) => ({ ...r.node, spread }));
  const list: List = { type: 'list', ordered: value.ordered, spread, children };
  if (value.ordered) list.start = 1;
  out.push(list);
}

function renderQaPairs(pairs: readonly QaPair[], out: RootContent[]): void {
  for (const pair of pairs) {
    if (pair.comment !== undefined) out.push(raw(pair.comment));
    if (pair.question !== undefined) {
      const quote: Blockquote = { type: 'blockquote', children: [raw(pair.question)] as never };
      out.push(quote);
    }
    if (pair.answer !== undefined) out.push(raw(pair.answer));
  }
}

/**
 * Renders one document type's models with one language's headings.
 *
 * @example
 * ```ts
 * const markdown = new BodyRenderer(headings).render(tsk.root.def, model.body);
 * ```
 */
export class BodyRenderer {
  /**
   * @param headings - compiled heading of every section path
   */
  constructor(private readonly headings: ReadonlyMap<string, CompiledHeading>) {}

  /**
   * Render a body model. A flat model (lifted sections) is nested back
   * into the shape of the sections first (`nestModel`).
   *
   * @param root - the outline's H1 section
   * @param model - the body model
   * @returns the body Markdown, ending with one newline
   */
  render(root: SectionDef, model: Record<string, unknown>): string {
    return this.renderSection(root, root.typeName, nestModel(root, model));
  }

  /**
   * Render one section (heading included) from its section-shaped model,
   * e.g. one element of a repeated section for a section edit.
   *
   * @param def - the section (for an element: the repeated section)
   * @param path - its field path (for an element: the element path)
   * @param value - its model value (for a lifted section: `{ <lead>, …children }`)
   * @returns the section's Markdown, ending with one newline
   * @example
   * ```ts
   * renderer.renderSection(optionDef, 'Adr > Options > Option', { number: 3, title: 'Cache', content: 'Fast.' });
   * // '### Option 3: Cache\n\nFast.\n'
   * ```
   */
  renderSection(def: SectionDef, path: string, value: unknown): string {
    const out: RootContent[] = [];
    this.section(def, path, value, out);
    const tree: Root = { type: 'root', children: out };
    return stringifier.stringify(tree);
  }

  private section(def: SectionDef, path: string, value: unknown, out: RootContent[]): void {
    const compiled = def.heading.kind === 'entry' ? entryHeadingMatcher(def.heading.legacy, 'lenient') : this.headings.get(path);
    if (!compiled) throw new TypeError(`no heading for '${path}'`);
    const values = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    out.push({ type: 'heading', depth: def.level, children: [raw(compiled.render(values))] as never });
    const body = def.body;
    switch (body.kind) {
      case 'free': {
        const content = typeof value === 'string' ? value : String(values['content'] ?? '');
        if (content !== '') out.push(raw(content));
        return;
      }
      case 'object':
        this.fields(body.fields, path, values, out);
        return;
      case 'value': {
        if (body.comment) {
          if (typeof values['comment'] === 'string') out.push(raw(values['comment']));
          this.field(body.field, path, values['value'], out);
        } else {
          this.field(body.field, path, value, out);
        }
        return;
      }
      case 'array':
        for (const element of value as unknown[]) this.section(body.element, `${path} > ${body.element.typeName}`, element, out);
    }
  }

  private fields(fields: readonly FieldDef[], parentPath: string, value: Record<string, unknown>, out: RootContent[]): void {
    for (const def of fields) {
      const fieldValue = value[def.name];
      if (fieldValue !== undefined) this.field(def, fieldPath(parentPath, def), fieldValue, out);
    }
  }

  private field(def: FieldDef, path: string, value: unknown, out: RootContent[]): void {
    switch (def.kind) {
      case 'section':
        if (def.repeated) for (const element of value as unknown[]) this.section(def, path, element, out);
        else this.section(def, path, value, out);
        return;
      case 'paragraphs':
        for (const text of value as string[]) out.push(raw(text));
        return;
      case 'list':
        renderList(def, value as ListModel<ListItemModel | TaskItem>, out);
        return;
      case 'blockQuote':
        out.push({ type: 'blockquote', children: [raw(value as string)] as never });
        return;
      case 'qaPairs':
        renderQaPairs(value as QaPair[], out);
        return;
      default:
        out.push(raw(value as string));
    }
  }
}
