/**
 * Section edits as body text transformations, for any document type: the
 * section a model pointer names is found through the source ranges a parse
 * returns, and only its text changes; everything else stays byte for byte.
 *
 * @packageDocumentation
 */

import type { Heading } from 'mdast';
import { inlineSource, parseBody } from '../../format/index.js';
import type { CompiledHeading } from '../../format/index.js';
import type { SectionDef } from '../../format/index.js';
import { BodyRenderer } from '../../format/index.js';
import { locateSection, type SectionPlace } from './sections-place.js';

export { locateSection, type SectionPlace } from './sections-place.js';

/**
 * A section's text in a body: its heading, content and extent.
 *
 * @example
 * ```ts
 * const span: SectionSpan | undefined = sections.span('/description');
 * if (span) body.slice(span.contentStart, span.end); // the section's content
 * ```
 */
export interface SectionSpan {
  /** Offset of the heading. */
  start: number;
  /** Offset just after the heading's line(s). */
  contentStart: number;
  /** Offset of the next heading of the same or a higher level, or the body's end. */
  end: number;
  /** The heading's inline source. */
  text: string;
  /** The heading's level. */
  depth: number;
}

/**
 * One document's body as the section edits see it: the text, its model,
 * the source range of every model value, and the compiled headings of the
 * document's language.
 *
 * @example
 * ```ts
 * const doc = new SectionText(tsk, body, model, ranges, compileHeadings(tsk, tsk.headings));
 * ```
 */
export class SectionText {
  private readonly headingNodes: { start: number; contentStart: number; depth: number; text: string }[];

  /**
   * @param root - the type's H1 section
   * @param body - the body text (`\n` line breaks)
   * @param model - the body model parsed from it
   * @param ranges - pointer (below `/body`) → body offsets, from the same parse
   * @param headings - compiled headings of the document's language
   */
  constructor(
    readonly root: SectionDef,
    readonly body: string,
    readonly model: Record<string, unknown>,
    readonly ranges: ReadonlyMap<string, { start: number; end: number }>,
    readonly headings: ReadonlyMap<string, CompiledHeading>,
  ) {
    this.headingNodes = parseBody(body)
      .children.filter((node): node is Heading => node.type === 'heading')
      .map((node) => {
        const start = node.position?.start.offset ?? 0;
        return { start, contentStart: lineAfter(body, node.position?.end.offset ?? start), depth: node.depth, text: inlineSource(node, body) };
      });
  }

  /**
   * The span of the section whose value is at a pointer, or undefined when absent.
   *
   * @param pointer - the pointer
   * @param lead - end at the first child heading (a lifted section's value is its lead)
   * @returns the span
   */
  span(pointer: string, lead = false): SectionSpan | undefined {
    const range = this.ranges.get(pointer);
    if (range === undefined) return undefined;
    const index = this.headingNodes.findIndex((node) => node.start === range.start);
    const heading = this.headingNodes[index];
    if (heading === undefined) return undefined;
    const depth = lead ? heading.depth + 1 : heading.depth;
    const next = this.headingNodes.slice(index + 1).find((node) => node.depth <= depth);
    return { start: heading.start, contentStart: heading.contentStart, end: next?.start ?? this.body.length, text: heading.text, depth: heading.depth };
  }

  /**
   * The spans of the present elements of a container or repeated field, in document order.
   *
   * @param place - an `elements` place
   * @returns the spans
   */
  elementSpans(place: SectionPlace): SectionSpan[] {
    const spans: SectionSpan[] = [];
    const pointer = place.elements?.pointer ?? place.pointer;
    for (let index = 0; ; index++) {
      const span = this.span(`${pointer}/${index}`);
      if (span === undefined) return spans;
      spans.push(span);
    }
  }

  /**
   * The model value at a pointer.
   *
   * @param pointer - the pointer
   * @returns the value, or undefined
   */
  valueAt(pointer: string): unknown {
    let value: unknown = this.model;
    for (const segment of pointer.split('/').slice(1)) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
    }
    return value;
  }

  /**
   * A section rendered from its model value in the document's language.
   *
   * @param def - the section
   * @param path - its field path
   * @param value - its model value (for a lifted section: the lead value)
   * @returns the Markdown, heading included, ending with one newline
   */
  render(def: SectionDef, path: string, value: unknown): string {
    const lead = def.lifted && def.body.kind === 'object' ? def.body.fields[0]?.name : undefined;
    return new BodyRenderer(this.headings).renderSection(def, path, lead === undefined ? value : { [lead]: value });
  }

  // Where an absent section goes: before the next present section that follows it in the
  // outline, else at the end of the enclosing section.
  insertionPoint(place: SectionPlace): number {
    for (const later of place.later) {
      const span = this.span(later.pointer) ?? this.containerSpan(later.pointer, later.def);
      if (span !== undefined) return span.start;
      const first = this.span(`${later.pointer}/0`);
      if (later.def.repeated && first !== undefined) return first.start;
    }
    if (place.parentPointer === '') return this.body.length;
    const parent = this.span(place.parentPointer);
    if (parent === undefined) throw new TypeError('the parent section is absent');
    return parent.end;
  }

  /**
   * An array container's span even when it holds no element (it is then absent from the model).
   *
   * @param pointer - the container's pointer
   * @param def - the container
   * @returns the span of its heading's section, or undefined
   */
  containerSpan(pointer: string, def: SectionDef): SectionSpan | undefined {
    const known = this.span(pointer);
    if (known !== undefined || def.body.kind !== 'array') return known;
    const path = this.pathOf(pointer);
    const compiled = path === undefined ? undefined : this.headings.get(path);
    if (compiled === undefined) return undefined;
    const node = this.headingNodes.find((heading) => heading.depth === def.level && compiled.match(heading.text) !== null);
    if (node === undefined) return undefined;
    const index = this.headingNodes.indexOf(node);
    const next = this.headingNodes.slice(index + 1).find((other) => other.depth <= node.depth);
    return { start: node.start, contentStart: node.contentStart, end: next?.start ?? this.body.length, text: node.text, depth: node.depth };
  }

  private pathOf(pointer: string): string | undefined {
    try {
      return locateSection(this.root, pointer, '').path;
    } catch {
      return undefined;
    }
  }
}

function lineAfter(body: string, offset: number): number {
  const newline = body.indexOf('\n', offset);
  return newline < 0 ? body.length : newline + 1;
}

/**
 * Replace the text between two offsets, keeping one blank line before what follows.
 *
 * @param body - the body
 * @param start - first offset replaced
 * @param end - one past the last offset replaced
 * @param text - the new text (without trailing line breaks)
 * @returns the new body
 * @example
 * ```ts
 * spliceText('a\n\nb\n', 0, 3, 'x'); // 'x\n\nb\n'
 * ```
 */
export function spliceText(body: string, start: number, end: number, text: string): string {
  const after = body.slice(end);
  const separator = text === '' ? '' : after.trim() === '' ? '\n' : '\n\n';
  return `${body.slice(0, start)}${text}${separator}${after}`;
}

/**
 * The body with new Markdown (a whole section) inserted at an offset: a
 * heading's start, or the body's end.
 *
 * @param body - the body
 * @param at - where to insert
 * @param markdown - the section, heading included
 * @returns the new body
 * @example
 * ```ts
 * insertText(body, body.length, '## More Information\n\nSee also …');
 * ```
 */
export function insertText(body: string, at: number, markdown: string): string {
  const before = body.slice(0, at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  return spliceText(body, at, at, `${lead}${markdown.trim()}`);
}

// The properties a heading rule reads from the model: changing one rewrites the heading line.
function headingProperties(def: SectionDef): string[] {
  const rule = def.heading;
  if (rule.kind === 'template') return Object.values(rule.captures).map((capture) => capture.property);
  if (rule.kind === 'entry') return ['timestamp', 'separator', 'title'];
  return [];
}

function sameHeading(def: SectionDef, before: unknown, after: unknown): boolean {
  const read = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
  return headingProperties(def).every((key) => read(before, key) === read(after, key));
}

/**
 * The body with one section (or element) written from a new model value.
 * A present section keeps its heading line as written unless the value
 * changes what the heading holds (its captures); its content is replaced
 * by the rendered content. An absent section is inserted, rendered, where
 * the outline orders it.
 *
 * @param doc - the document
 * @param place - a `section` or `element` place
 * @param value - the section's new model value
 * @returns the new body
 * @throws TypeError when an absent section's enclosing section is absent too (callers check)
 * @example
 * ```ts
 * replaceSectionText(doc, locateSection(req.root, '/description', 'req'), 'Why it matters.');
 * ```
 */
export function replaceSectionText(doc: SectionText, place: SectionPlace, value: unknown): string {
  const rendered = doc.render(place.def, place.path, value);
  const span = doc.span(place.pointer, place.def.lifted === true);
  if (span === undefined) return insertText(doc.body, doc.insertionPoint(place), rendered);
  const newline = rendered.indexOf('\n');
  const content = newline < 0 ? '' : rendered.slice(newline + 1).trim();
  if (sameHeading(place.def, doc.valueAt(place.pointer), value)) return spliceText(doc.body, span.contentStart, span.end, `\n${content}`);
  return spliceText(doc.body, span.start, span.end, rendered.trim());
}

/**
 * The body without one section, heading included (unchanged when it is absent).
 *
 * @param doc - the document
 * @param place - a `section` or `elements` place
 * @returns the new body
 * @example
 * ```ts
 * removeSectionText(doc, locateSection(adr.root, '/moreInformation', 'adr'));
 * ```
 */
export function removeSectionText(doc: SectionText, place: SectionPlace): string {
  // A section's extent runs to the next heading of its level or higher: a lifted section's children go with it.
  const span = place.def.body.kind === 'array' ? doc.containerSpan(place.pointer, place.def) : doc.span(place.pointer);
  if (span !== undefined) return doc.body.slice(0, span.start) + doc.body.slice(span.end);
  // A repeated field without a heading of its own: all its elements.
  const spans = place.kind === 'elements' ? doc.elementSpans(place) : [];
  const first = spans[0];
  const last = spans[spans.length - 1];
  return first && last ? doc.body.slice(0, first.start) + doc.body.slice(last.end) : doc.body;
}

/**
 * The body with one element added to a container or repeated field: after
 * the last element (or before the first, `at: 'start'`); when there is
 * none, in the container's heading section or, without one, in a new
 * container placed where the outline orders it.
 *
 * @param doc - the document
 * @param place - an `elements` place
 * @param element - the element's model (e.g. `{ number, title, content }`)
 * @param at - `end` (default) or `start`
 * @returns the new body
 * @example
 * ```ts
 * appendElementText(doc, locateSection(adr.root, '/options', 'adr'), { number: 3, title: 'Cache', content: 'Fast.' });
 * ```
 */
export function appendElementText(doc: SectionText, place: SectionPlace, element: unknown, at: 'start' | 'end' = 'end'): string {
  const info = place.elements;
  if (info === undefined) throw new TypeError(`'${place.pointer}' holds no elements`);
  const rendered = doc.render(info.def, info.path, element);
  const spans = doc.elementSpans(place);
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (first && last) return insertText(doc.body, at === 'start' ? first.start : last.end, rendered);
  const container = place.def.body.kind === 'array' ? doc.containerSpan(place.pointer, place.def) : undefined;
  if (container !== undefined) return insertText(doc.body, container.end, rendered);
  if (place.def.body.kind === 'array') return insertText(doc.body, doc.insertionPoint(place), doc.render(place.def, place.path, [element]));
  return insertText(doc.body, doc.insertionPoint(place), rendered);
}

/**
 * The body without one element; an optional container goes with its last element.
 *
 * @param doc - the document
 * @param place - an `element` place
 * @returns the new body
 * @example
 * ```ts
 * removeElementText(doc, locateSection(adr.root, '/options/1', 'adr'));
 * ```
 */
export function removeElementText(doc: SectionText, place: SectionPlace): string {
  const span = doc.span(place.pointer);
  if (span === undefined) throw new TypeError(`'${place.pointer}' is absent`);
  const containerPointer = place.elements?.pointer ?? place.pointer;
  const container = locateSection(doc.root, containerPointer, '');
  const only = doc.elementSpans(container).length === 1;
  if (only && container.def.optional && container.def.body.kind === 'array') return removeSectionText(doc, container);
  return doc.body.slice(0, span.start) + doc.body.slice(span.end);
}
