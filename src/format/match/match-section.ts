/**
 * Matching one section: its heading rule, its extent, and its content as
 * free-form text, child fields, a single value or an array of elements.
 *
 * @packageDocumentation
 */
import type { CompiledHeading } from '../outline/compile-heading.js';
import type { SectionDef } from '../outline/types.js';
import { endOf, headingText, isHeading, offsetAt, sectionEnd, startOf, verbatim } from './blocks.js';
import { StructureFailure, type MatchContext } from './context.js';
import { entryHeadingMatcher } from './entry-heading.js';
import { failLeftover, failMissing } from './failures.js';
import { matchFields, matchRepeated, matchValue, type Matched, type Scope } from './match-fields.js';
import { leftoverLegacy } from './strict-legacy.js';
import { reportLegacy, writtenHeading } from './values.js';
import { recordFailure } from './recover.js';

function compiledHeading(def: SectionDef, path: string, context: MatchContext): CompiledHeading {
  return def.heading.kind === 'entry' ? entryHeadingMatcher(def.heading.legacy, context.mode) : context.heading(path);
}

/**
 * Run a section's cross-field checks on its model value, reporting each
 * issue at the range of the pointer it names (or at the section's start).
 * Both the ordered and the any-order reader call it.
 *
 * @param def - the section
 * @param scope - the section's path, pointer and content start
 * @param value - its model value (partial after a structure failure)
 * @param context - the match context
 * @example
 * ```ts
 * runChecks(def, { path: 'Adr', pointer: '/body', start: 0 }, model, context);
 * ```
 */
export function runChecks(def: SectionDef, scope: Pick<Scope, 'path' | 'pointer' | 'start'>, value: unknown, context: MatchContext): void {
  for (const check of def.checks ?? []) {
    const locate = (pointer: string) => context.ranges.get(`${scope.pointer}${pointer}`)?.start ?? scope.start;
    check({
      value,
      path: scope.path,
      mode: context.mode,
      root: undefined,
      lineOf: (pointer) => context.lineOf(locate(pointer)),
      columnOf: (pointer) => context.lines.position(locate(pointer)).column,
      headingOf: (pointer) => writtenHeading(context, locate(pointer)),
      report: (issue) => {
        // The span is the first line of the value: an entry's heading, an item's line.
        context.report(issue.code, issue.params as never, { field: issue.field, offset: locate(issue.pointer) });
      },
    });
  }
}

function matchContent(
  def: SectionDef,
  scope: Scope,
  captures: Record<string, unknown>,
  context: MatchContext,
  partial: Record<string, unknown>,
  elements: unknown[],
): unknown {
  const body = def.body;
  switch (body.kind) {
    case 'free': {
      const content = verbatim(context.body, scope.start, scope.end);
      return Object.keys(captures).length === 0 ? content : { ...captures, content };
    }
    case 'object':
      return matchFields(body.fields, scope, context, partial);
    case 'value':
      return matchValue(body.field, body.comment, scope, context);
    case 'array': {
      const element = body.element;
      const elementPath = `${scope.path} > ${element.typeName}`;
      // Elements are collected into `elements` as they match, so a failure in a later
      // element still leaves the earlier ones to the section's checks.
      const matched = matchRepeated(element, elementPath, scope.pointer, scope.from, scope, context, elements);
      if (!matched) return failMissing(context, element, scope.path, false, scope.blocks, scope.from, scope.to, scope.end, scope.start);
      if (matched.next < scope.to) {
        const legacy = leftoverLegacy([{ def: element, path: elementPath }], scope.blocks[matched.next], context);
        failLeftover(context, scope.blocks, matched.next, scope.end, scope.path, scope.heading, legacy);
      }
      return matched.value;
    }
  }
}

/**
 * Match a section whose heading should be the block at `index`.
 *
 * @param def - the section
 * @param path - its path (for a repeated section: the element path)
 * @param pointer - its JSON pointer
 * @param index - the block index of its heading
 * @param parent - the enclosing scope
 * @param context - the match
 * @param anyText - read a heading of the section's level as its heading whatever its text
 *   (the caller has reported that it does not match), so the content is still checked
 * @returns the match, or null when the block is not this section's heading; a
 *   structure failure inside the section is recorded and the match still
 *   returns (its partial value, and the block after the section)
 *
 * @example
 * ```ts
 * const matched = matchSectionAt(def, 'Task > RecentUpdates', '/recentUpdates', index, scope, context);
 * ```
 */
export function matchSectionAt(
  def: SectionDef,
  path: string,
  pointer: string,
  index: number,
  parent: Scope,
  context: MatchContext,
  anyText = false,
): Matched | null {
  const node = index < parent.to ? parent.blocks[index] : undefined;
  if (!isHeading(node, def.level)) return null;
  const compiled = compiledHeading(def, path, context);
  const text = headingText(node, context.body);
  let captures: Record<string, unknown> | null = compiled.match(text);
  // Lenient mode reads an older heading form (e.g. an unpadded number) with a warning.
  const legacy = captures === null && context.mode === 'lenient' ? (compiled.matchLegacy?.(text) ?? null) : null;
  if (legacy) {
    captures = legacy.values;
    reportLegacy(context, legacy.form, { field: path, offset: startOf(node), endOffset: endOf(node) });
  }
  if (captures === null && anyText) captures = {};
  if (captures === null) return null;
  const end = sectionEnd(parent.blocks, index, parent.to, def.level);
  const scope: Scope = {
    blocks: parent.blocks,
    from: index + 1,
    to: end,
    start: startOf(node),
    heading: startOf(node),
    end: offsetAt(parent.blocks, end, parent.end),
    path,
    pointer,
  };
  const contentScope = { ...scope, start: endOf(node) };
  const partial: Record<string, unknown> = { ...captures };
  const elements: unknown[] = [];
  let value: unknown;
  try {
    value = matchContent(def, contentScope, captures, context, partial, elements);
  } catch (failure) {
    if (!(failure instanceof StructureFailure)) throw failure;
    // The failure is this section's own: it is reported, the section is left at its end, and
    // matching goes on with the next one. Value rules still apply to everything matched before
    // the failure (formats.md §4.4).
    recordFailure(context, failure);
    runChecks(def, scope, def.body.kind === 'array' ? elements : partial, context);
    // A failed section is not matched: its parent's rules see it as absent (formats.md §4.4).
    return { value: undefined, next: end, failed: true };
  }
  const last = parent.blocks[end - 1];
  context.ranges.set(pointer, { start: startOf(node), end: last ? endOf(last) : endOf(node) });
  if (def.derive && typeof value === 'object' && value !== null) {
    value = { ...value, ...def.derive(value as Record<string, unknown>) };
  }
  runChecks(def, scope, value, context);
  return { value, next: end };
}
