/**
 * Matching an any-order outline (`anyOrder`, formats.md §6.1): child
 * sections are recognised by their heading wherever they stand, each at
 * most once; lifted sections put their children into the enclosing model.
 *
 * @packageDocumentation
 */
import type { Heading, RootContent } from 'mdast';
import { excerpt } from '../../diagnostics/index.js';
import { fieldPath } from '../outline/paths.js';
import type { SectionDef } from '../outline/types.js';
import { endOf, headingText, isHeading, offsetAt, startOf, verbatim } from './blocks.js';
import { StructureFailure, type BodyRange, type MatchContext } from './context.js';
import { failForeign, failLeftover, headingForm } from './failures.js';
import { runChecks } from './match-section.js';

/** A heading among the body's top-level blocks, with the extent of its section. */
interface HeadingSpan {
  heading: Heading;
  /** Its block index. */
  index: number;
  /** One past the last block of its section. */
  end: number;
  /** Its inline source. */
  text: string;
  /** Its body line. */
  line: number;
}

/** Where a section being read is, and where its values go. */
interface Place {
  blocks: readonly RootContent[];
  span: HeadingSpan;
  /** The section's field path. */
  path: string;
  /** JSON pointer of the model object the section's value goes into. */
  pointer: string;
  /** That model object. */
  model: Record<string, unknown>;
}

function childSections(def: SectionDef): SectionDef[] {
  return def.body.kind === 'object' ? def.body.fields.filter((field): field is SectionDef => field.kind === 'section') : [];
}

// The first block in [from, to) that is a heading of level `depth` or higher (a smaller number), or `to`.
function nextHeading(blocks: readonly RootContent[], from: number, to: number, depth: number): number {
  for (let i = from; i < to; i += 1) {
    const node = blocks[i];
    if (node?.type === 'heading' && node.depth <= depth) return i;
  }
  return to;
}

// The headings of one level in [from, to), which starts at such a heading (or is empty).
function headingsOf(blocks: readonly RootContent[], from: number, to: number, depth: number, context: MatchContext): HeadingSpan[] {
  const spans: HeadingSpan[] = [];
  for (let index = from; index < to; ) {
    const heading = blocks[index] as Heading;
    const end = nextHeading(blocks, index + 1, to, depth);
    spans.push({ heading, index, end, text: headingText(heading, context.body), line: context.lineOf(startOf(heading)) });
    index = end;
  }
  return spans;
}

function sectionRange(blocks: readonly RootContent[], span: HeadingSpan): BodyRange {
  const last = blocks[span.end - 1];
  return { start: startOf(span.heading), end: last ? endOf(last) : endOf(span.heading) };
}

function contentOf(blocks: readonly RootContent[], span: HeadingSpan, to: number, context: MatchContext): string {
  return verbatim(context.body, endOf(span.heading), offsetAt(blocks, to, context.body.length));
}

// The section a heading names, read with the document's heading table; an unknown heading stops the read.
function recognise(
  candidates: readonly SectionDef[],
  parentPath: string,
  span: HeadingSpan,
  context: MatchContext,
): { def: SectionDef; path: string; captures: Record<string, string | number | null> } {
  for (const def of candidates) {
    const path = fieldPath(parentPath, def);
    const captures = context.heading(path).match(span.text);
    if (captures !== null) return { def, path, captures };
  }
  failForeign(context, parentPath, span.heading);
  const level = span.heading.depth;
  const allowed = candidates.map((def) => context.heading(fieldPath(parentPath, def)).alias);
  return context.fail(
    'adr-unknown-heading',
    { level, heading: span.text, allowed, allowedHeadings: allowed.map((alias) => headingForm(level, alias)) },
    { field: parentPath, offset: startOf(span.heading), endOffset: endOf(span.heading) },
  );
}

function failDuplicate(context: MatchContext, path: string, span: HeadingSpan, firstLine: number, duplicateOf: 'title' | 'section'): never {
  return context.fail(
    'adr-duplicate-heading',
    { heading: span.text, foundHeading: headingForm(span.heading.depth, span.text), firstLine, duplicateOf },
    { field: path, offset: startOf(span.heading), endOffset: endOf(span.heading) },
  );
}

// Fails with `adr-duplicate-heading` when a key is seen a second time under one parent.
function duplicateGuard(parentPath: string, context: MatchContext): (span: HeadingSpan, key: string) => void {
  const firstLines = new Map<string, number>();
  return (span, key) => {
    const first = firstLines.get(key);
    if (first !== undefined) {
      failDuplicate(context, parentPath, span, first, 'section');
    }
    firstLines.set(key, span.line);
  };
}

function checkBlank(def: SectionDef, place: Place, content: string, context: MatchContext): void {
  if (def.optional || content !== '') return;
  const alias = context.heading(place.path).alias;
  const heading = place.span.heading;
  context.report(
    'adr-blank-section',
    { heading: alias, level: heading.depth, missing: false },
    { field: place.path, offset: startOf(heading), endOffset: endOf(heading) },
  );
}

// The child sections of a composite, in any order, into `model` at `pointer`.
function readChildren(def: SectionDef, place: Place, from: number, model: Record<string, unknown>, pointer: string, context: MatchContext): void {
  const { blocks, span } = place;
  const once = duplicateGuard(place.path, context);
  for (const child of headingsOf(blocks, from, span.end, span.heading.depth + 1, context)) {
    const found = recognise(childSections(def), place.path, child, context);
    once(child, found.path);
    readSection(found.def, { blocks, span: child, path: found.path, pointer, model }, context);
  }
}

function readComposite(def: SectionDef, place: Place, context: MatchContext): void {
  const { blocks, span } = place;
  const firstChild = nextHeading(blocks, span.index + 1, span.end, span.heading.depth + 1);
  const ownPointer = `${place.pointer}/${def.name}`;
  if (def.lifted) {
    // The lead is the section's value; the children are the parent's properties.
    const lead = contentOf(blocks, span, firstChild, context);
    place.model[def.name] = lead;
    const leadEnd = blocks[firstChild - 1];
    context.ranges.set(ownPointer, { start: startOf(span.heading), end: leadEnd ? endOf(leadEnd) : endOf(span.heading) });
    checkBlank(def, place, lead, context);
    readChildren(def, place, firstChild, place.model, place.pointer, context);
    return;
  }
  if (firstChild > span.index + 1) failLeftover(context, blocks, span.index + 1, offsetAt(blocks, firstChild, context.body.length), place.path, startOf(span.heading));
  const inner: Record<string, unknown> = {};
  place.model[def.name] = inner;
  context.ranges.set(ownPointer, sectionRange(blocks, span));
  readChildren(def, place, firstChild, inner, ownPointer, context);
  reportMissing(def, place.path, inner, context.lineOf(sectionRange(blocks, span).end), context);
  place.model[def.name] = inOutlineOrder(def, inner);
}

function readContainer(def: SectionDef & { body: { kind: 'array' } }, place: Place, context: MatchContext): void {
  const { blocks, span } = place;
  const element = def.body.element;
  const first = nextHeading(blocks, span.index + 1, span.end, span.heading.depth + 1);
  // The model has no place for text before the first element, so it cannot be dropped silently.
  if (first > span.index + 1) failLeftover(context, blocks, span.index + 1, offsetAt(blocks, first, context.body.length), place.path, startOf(span.heading));
  const pointer = `${place.pointer}/${def.name}`;
  const elements: unknown[] = [];
  // An empty container is written by no serialization, so reading it as `[]` could not round-trip: it reads as absent.
  if (first < span.end) {
    place.model[def.name] = elements;
    context.ranges.set(pointer, sectionRange(blocks, span));
  }
  const once = duplicateGuard(place.path, context);
  try {
    for (const child of headingsOf(blocks, first, span.end, span.heading.depth + 1, context)) {
      const { captures } = recognise([element], place.path, child, context);
      once(child, child.text);
      context.ranges.set(`${pointer}/${elements.length}`, sectionRange(blocks, child));
      elements.push({ ...captures, content: contentOf(blocks, child, child.end, context) });
    }
  } catch (failure) {
    // Value rules still apply to the elements read before the failure (formats.md §4.4).
    if (failure instanceof StructureFailure) runChecks(def, { path: place.path, pointer, start: startOf(span.heading) }, elements, context);
    throw failure;
  }
  runChecks(def, { path: place.path, pointer, start: startOf(span.heading) }, elements, context);
}

function readSection(def: SectionDef, place: Place, context: MatchContext): void {
  const body = def.body;
  switch (body.kind) {
    case 'free': {
      const content = contentOf(place.blocks, place.span, place.span.end, context);
      place.model[def.name] = content;
      context.ranges.set(`${place.pointer}/${def.name}`, sectionRange(place.blocks, place.span));
      checkBlank(def, place, content, context);
      return;
    }
    case 'object':
      readComposite(def, place, context);
      return;
    case 'array':
      readContainer(def as SectionDef & { body: typeof body }, place, context);
      return;
    case 'value':
      throw new TypeError(`'${place.path}': an any-order section holds no value sections`);
  }
}

// Mandatory sections that were not found, reported at the given line.
function reportMissing(def: SectionDef, path: string, model: Record<string, unknown>, line: number, context: MatchContext): void {
  for (const child of childSections(def)) {
    if (child.optional || model[child.name] !== undefined) continue;
    const childPath = fieldPath(path, child);
    const params = { heading: context.heading(childPath).alias, level: child.level, missing: true };
    context.report('adr-blank-section', params, { field: childPath, offset: context.body.length, line });
  }
}

// The model in outline order: captures first, then each section, a lifted one followed by its children.
function inOutlineOrder(def: SectionDef, model: Record<string, unknown>): Record<string, unknown> {
  const sections = childSections(def);
  const names = new Set(sections.flatMap((child) => [child.name, ...(child.lifted ? childSections(child).map((grand) => grand.name) : [])]));
  const keys = [...Object.keys(model).filter((key) => !names.has(key)), ...names];
  return Object.fromEntries(keys.filter((key) => model[key] !== undefined).map((key) => [key, model[key]]));
}

// Content before the H1, no H1, or an H1 without text: the title is missing.
function failNoTitle(root: SectionDef, blocks: readonly RootContent[], context: MatchContext): never {
  const path = root.typeName;
  const node = blocks[0];
  const expected = { kind: 'section', heading: headingForm(root.level, context.heading(path).alias) } as const;
  if (!node) return context.fail('body-no-match', { reason: 'missing', expected, expectedType: path }, { field: path, offset: 0, line: 1 });
  const start = startOf(node);
  const text = verbatim(context.body, start, context.body.length);
  const found = { excerpt: excerpt(text), lineCount: text.split('\n').length };
  return context.fail('body-no-match', { reason: 'missing', expected, expectedType: path, found }, { field: path, offset: start, endOffset: endOf(node) });
}

/**
 * Read a body whose H1 section is an any-order section: exactly one H1
 * with nothing before it, then its child sections by heading in any order
 * (see `anyOrder` for what is reported). The first structure failure stops
 * the read; value problems are all reported.
 *
 * @param root - the outline's H1 section (`order: 'any'`)
 * @param blocks - the body's text blocks
 * @param context - the match
 * @returns the model (flat where sections are lifted), in outline order
 * @example
 * ```ts
 * runMatch(body, options, (context) => readAnyOrder(adr.root, textBlocks(tree.children, body), context));
 * ```
 */
export function readAnyOrder(root: SectionDef, blocks: readonly RootContent[], context: MatchContext): Record<string, unknown> {
  const path = root.typeName;
  const first = blocks[0];
  const captures = isHeading(first, root.level) ? context.heading(path).match(headingText(first, context.body)) : null;
  if (!first || captures === null) return failNoTitle(root, blocks, context);
  const model: Record<string, unknown> = { ...captures };
  const childLevel = root.level + 1;
  const firstChild = nextHeading(blocks, 1, blocks.length, childLevel);
  // The outline declares nothing between the title and the first section.
  if (firstChild > 1) failLeftover(context, blocks, 1, offsetAt(blocks, firstChild, context.body.length), path);
  const once = duplicateGuard(path, context);
  const titleLine = context.lineOf(startOf(first));
  for (const span of headingsOf(blocks, firstChild, blocks.length, childLevel, context)) {
    if (span.heading.depth <= root.level) {
      failDuplicate(context, path, span, titleLine, 'title');
    }
    const found = recognise(childSections(root), path, span, context);
    once(span, found.path);
    readSection(found.def, { blocks, span, path: found.path, pointer: '', model }, context);
  }
  reportMissing(root, path, model, context.lines.starts.length, context);
  const last = blocks[blocks.length - 1] ?? first;
  context.ranges.set('', { start: startOf(first), end: endOf(last) });
  return inOutlineOrder(root, model);
}
