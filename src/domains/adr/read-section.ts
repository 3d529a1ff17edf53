/**
 * Reading one H2 section of an ADR into the flat model: a free-form section,
 * the Decision Outcome (lead text plus H3 children, lifted to the top level)
 * or the Pros and Cons container (the `options` array).
 *
 * @packageDocumentation
 */
import type { RootContent } from 'mdast';
import { adrBlankSection, adrDuplicateOption, valuePattern } from '../../diagnostics/value-messages.js';
import { endOf, offsetAt, startOf, verbatim } from '../../format/match/blocks.js';
import type { MatchContext } from '../../format/match/context.js';
import { failLeftover } from '../../format/match/failures.js';
import type { SectionDef } from '../../format/outline/types.js';
import type { AdrOption } from './model.js';
import { duplicateGuard, headingsOf, nextHeading, recognise, sectionRange, type HeadingSpan } from './scan.js';

/** Where the section being read is. */
export interface SectionPlace {
  /** The body's top-level blocks. */
  blocks: readonly RootContent[];
  /** The section's heading and extent. */
  span: HeadingSpan;
  /** The section's field path. */
  path: string;
}

const OPTION_NUMBER_PATH = 'Adr > Options > Option > number';
const POSITIVE = '^[1-9][0-9]*$';

function contentOf(place: SectionPlace, to: number, context: MatchContext): string {
  const end = offsetAt(place.blocks, to, context.body.length);
  return verbatim(context.body, endOf(place.span.heading), end);
}

function checkBlank(def: SectionDef, place: SectionPlace, content: string, context: MatchContext): void {
  if (def.optional || content !== '') return;
  const alias = context.heading(place.path).alias;
  context.report('adr-blank-section', place.path, startOf(place.span.heading), adrBlankSection(place.path, alias, place.span.line));
}

function readDecisionOutcome(def: SectionDef, place: SectionPlace, model: Record<string, unknown>, context: MatchContext): void {
  if (def.body.kind !== 'object') throw new TypeError(`'${place.path}' is not a composite section`);
  const { blocks, span } = place;
  const children = def.body.fields.filter((field): field is SectionDef => field.kind === 'section');
  const firstChild = nextHeading(blocks, span.index + 1, span.end, span.heading.depth + 1);
  const lead = contentOf(place, firstChild, context);
  model[def.name] = lead;
  const leadEnd = blocks[firstChild - 1];
  context.ranges.set(`/${def.name}`, { start: startOf(span.heading), end: leadEnd ? endOf(leadEnd) : endOf(span.heading) });
  checkBlank(def, place, lead, context);
  const once = duplicateGuard(place.path, context);
  for (const child of headingsOf(blocks, firstChild, span.end, span.heading.depth + 1, context)) {
    const { def: childDef, path } = recognise(children, place.path, child, context);
    once(child, path);
    const childPlace = { blocks, span: child, path };
    const content = contentOf(childPlace, child.end, context);
    model[childDef.name] = content;
    context.ranges.set(`/${childDef.name}`, sectionRange(blocks, child));
    checkBlank(childDef, childPlace, content, context);
  }
}

function readOptions(def: SectionDef, place: SectionPlace, model: Record<string, unknown>, context: MatchContext): void {
  if (def.body.kind !== 'array') throw new TypeError(`'${place.path}' is not an array section`);
  const { blocks, span } = place;
  const element = def.body.element;
  const first = nextHeading(blocks, span.index + 1, span.end, span.heading.depth + 1);
  // The model has no place for text before the first option, so it cannot be dropped silently.
  if (first > span.index + 1) failLeftover(context, blocks, span.index + 1, offsetAt(blocks, first, context.body.length), place.path);
  const options: AdrOption[] = [];
  // An empty container is written by no serialization (formats.md §6.1: written iff it has an
  // option), so reading it as `options: []` could not round-trip: it reads as absent.
  if (first < span.end) {
    model[def.name] = options;
    context.ranges.set(`/${def.name}`, sectionRange(blocks, span));
  }
  const once = duplicateGuard(place.path, context);
  const numberLines = new Map<number, number>();
  for (const child of headingsOf(blocks, first, span.end, span.heading.depth + 1, context)) {
    const { captures } = recognise([element], place.path, child, context);
    once(child, child.text);
    const number = Number(captures['number']);
    const offset = startOf(child.heading);
    if (number < 1) {
      context.report('value-pattern', OPTION_NUMBER_PATH, offset, valuePattern(OPTION_NUMBER_PATH, child.line, String(number), POSITIVE));
    }
    const firstLine = numberLines.get(number);
    if (firstLine !== undefined) {
      context.report('adr-duplicate-option', OPTION_NUMBER_PATH, offset, adrDuplicateOption(child.line, number, firstLine));
    } else {
      numberLines.set(number, child.line);
    }
    context.ranges.set(`/${def.name}/${options.length}`, sectionRange(blocks, child));
    options.push({ number, title: String(captures['title'] ?? ''), content: contentOf({ blocks, span: child, path: place.path }, child.end, context) });
  }
}

/**
 * Read one H2 section into the model: free-form text, the Decision Outcome
 * with its H3s, or the options of Pros and Cons. Blank mandatory sections
 * are `adr-blank-section` errors; unknown or repeated H3s stop the read.
 *
 * @param def - the outline section the heading names
 * @param place - the blocks, the section's heading and extent, and its path
 * @param model - the flat model being built (written in place)
 * @param context - the match
 * @example
 * ```ts
 * readSection(moreInformationDef, { blocks, span, path: 'Adr > MoreInformation' }, model, context);
 * ```
 */
export function readSection(def: SectionDef, place: SectionPlace, model: Record<string, unknown>, context: MatchContext): void {
  switch (def.body.kind) {
    case 'free': {
      const content = contentOf(place, place.span.end, context);
      model[def.name] = content;
      context.ranges.set(`/${def.name}`, sectionRange(place.blocks, place.span));
      checkBlank(def, place, content, context);
      return;
    }
    case 'object':
      readDecisionOutcome(def, place, model, context);
      return;
    case 'array':
      readOptions(def, place, model, context);
      return;
    case 'value':
      throw new TypeError(`'${place.path}': the adr reader has no value sections`);
  }
}
