/**
 * Outline matching: distribute a section's blocks to its declared fields in
 * order, producing the model and value diagnostics (formats.md §4.4).
 *
 * @packageDocumentation
 */
import type { RootContent } from 'mdast';
import { blockQuoteText, inlineSource } from '../markdown/index.js';
import { fieldPath } from '../outline/paths.js';
import type { FieldDef, SectionDef } from '../outline/types.js';
import { endOf, isComment, offsetAt, startOf, verbatim } from './blocks.js';
import type { MatchContext } from './context.js';
import { failLazyQuote, failLeftover, failMissing } from './failures.js';
import { matchList } from './match-list.js';
import { matchQaPairs } from './match-qa.js';
import { matchSectionAt } from './match-section.js';
import { FailureWatch, fieldStandingAt, recorded, resumeAt } from './recover.js';
import { leftoverLegacy } from './strict-legacy.js';
import { checkValue, reportLegacy } from './values.js';

/**
 * The blocks of one section's content.
 *
 * @example
 * ```ts
 * const scope: Scope = { blocks, from: 1, to: blocks.length, start: 0, heading: 0, end: body.length, path: 'Task', pointer: '' };
 * ```
 */
export interface Scope {
  /** The body's blocks. */
  blocks: readonly RootContent[];
  /** First block of the content. */
  from: number;
  /** One past the last block of the content. */
  to: number;
  /** Body offset where the section's content starts (after its heading). */
  start: number;
  /** Body offset of the section's heading line (diagnostics about the whole section point there). */
  heading: number;
  /** Body offset where the content ends. */
  end: number;
  /** The section's path. */
  path: string;
  /** The section's JSON pointer. */
  pointer: string;
}

/**
 * A matched field: its value and the next block index.
 *
 * @example
 * ```ts
 * const matched: Matched | null = matchField(def, path, pointer, index, scope, context);
 * if (matched && !matched.failed) index = matched.next;
 * ```
 */
export interface Matched {
  value: unknown;
  next: number;
  /** The section's heading matched but its content failed (reported): it has no value. */
  failed?: true;
}

/**
 * Match a repeated section again and again, collecting the elements into `values`.
 *
 * @param def - the repeated section
 * @param path - its element path
 * @param pointer - the array's JSON pointer
 * @param index - the first block
 * @param scope - the enclosing section
 * @param context - the match
 * @param values - where the elements are collected (also on a structure failure)
 * @returns the elements and the next block index, or null when fewer than the minimum matched
 *
 * @example
 * ```ts
 * const entries = matchRepeated(entryDef, 'Task > RecentUpdates > UpdateEntry', '/recentUpdates/entries', index, scope, context, values);
 * ```
 */
export function matchRepeated(
  def: SectionDef,
  path: string,
  pointer: string,
  index: number,
  scope: Scope,
  context: MatchContext,
  values: unknown[] = [],
): Matched | null {
  let next = index;
  // An element that failed (reported) is there: it counts towards the minimum, without a value.
  let count = 0;
  for (;;) {
    const one = matchSectionAt(def, path, `${pointer}/${values.length}`, next, scope, context);
    if (!one) break;
    if (!one.failed) values.push(one.value);
    count += 1;
    next = one.next;
  }
  if (count < (def.repeated?.min ?? 0)) return null;
  return { value: values, next };
}

/**
 * Match one field at a block index.
 *
 * @param def - the field
 * @param path - its structure path (for a repeated section: the element path)
 * @param pointer - its JSON pointer
 * @param index - the block where it should start
 * @param scope - the enclosing section
 * @param context - the match
 * @returns the match, or null when the field is not at this position
 *
 * @example
 * ```ts
 * const matched = matchField(def, 'Task > Tasks', '/tasks', index, scope, context);
 * if (matched) index = matched.next;
 * ```
 */
export function matchField(def: FieldDef, path: string, pointer: string, index: number, scope: Scope, context: MatchContext): Matched | null {
  const { blocks, to } = scope;
  const node = index < to ? blocks[index] : undefined;
  const body = context.body;
  const record = (value: unknown, next: number): Matched => {
    const last = blocks[next - 1];
    if (node && last) context.ranges.set(pointer, { start: startOf(node), end: endOf(last) });
    return { value, next };
  };
  switch (def.kind) {
    case 'section':
      return def.repeated ? matchRepeated(def, path, pointer, index, scope, context) : matchSectionAt(def, path, pointer, index, scope, context);
    case 'paragraph': {
      if (node?.type !== 'paragraph') return null;
      const text = inlineSource(node, body);
      if (def.value) checkValue(context, def.value, text, `${scope.path} > ${def.name}`, startOf(node), endOf(node));
      return record(text, index + 1);
    }
    case 'paragraphs': {
      const texts: string[] = [];
      let next = index;
      for (let n = node; next < to && n?.type === 'paragraph'; n = blocks[++next]) texts.push(inlineSource(n, body));
      return texts.length === 0 ? null : record(texts, next);
    }
    case 'list':
      return matchList(def, blocks, index, to, { path, pointer, ownerOffset: scope.heading, end: scope.end }, context);
    case 'comment':
      return isComment(node) ? record(verbatim(body, startOf(node), endOf(node)), index + 1) : null;
    case 'blockQuote':
      if (node?.type !== 'blockquote') return null;
      failLazyQuote(node, path, context);
      return record(blockQuoteText(node, body), index + 1);
    case 'code':
      return node?.type === 'code' ? record(verbatim(body, startOf(node), endOf(node)), index + 1) : null;
    case 'opaque':
      return node ? record(verbatim(body, startOf(node), scope.end), to) : null;
    case 'qaPairs':
      return matchQaPairs(def, path, pointer, index, scope, context);
  }
}

// Where an absent field is reported: the block that stands in its place, or
// the start of the section's last content line when nothing follows.
function missingAt(context: MatchContext, scope: Scope, index: number): number {
  if (index < scope.to) return offsetAt(scope.blocks, index, scope.end);
  const body = context.body;
  let end = scope.end;
  while (end > scope.heading && /\s/.test(body.charAt(end - 1))) end -= 1;
  return context.lines.lineStart(context.lineOf(Math.max(scope.heading, end - 1)));
}

/**
 * Match a section's child fields in order; text left after the last field
 * is a structure failure.
 *
 * A field that fails (a mandatory one that is not there, or one whose
 * content is wrong) is reported and matching goes on (see `recover.ts`): when
 * a later field's heading stands where the failing one was expected, the
 * failing one is only absent; otherwise its blocks are skipped to the next
 * heading the outline knows here, and matching goes on with the field that
 * heading starts, so a failure does not make the sections after it fail too.
 *
 * @param fields - the child fields
 * @param scope - the section's content
 * @param context - the match
 * @returns the model object
 *
 * @example
 * ```ts
 * const model = matchFields(section.body.fields, scope, context); // { title, tasks, recentUpdates }
 * ```
 */
export function matchFields(
  fields: readonly FieldDef[],
  scope: Scope,
  context: MatchContext,
  value: Record<string, unknown> = {},
): Record<string, unknown> {
  let index = scope.from;
  // After a failure, matching goes on with the field whose heading stands next; any field
  // after the last one that matched may (an optional one passed over before the failure too).
  let open = 0;
  const watch = new FailureWatch(context, fields, scope.blocks, scope.from, scope.to, scope.path);
  for (let k = 0; k < fields.length; k += 1) {
    const def = fields[k] as FieldDef;
    if (def.lenientOnly && context.mode === 'strict') continue;
    const path = fieldPath(scope.path, def);
    const pointer = `${scope.pointer}/${def.name}`;
    // Repeated elements are collected in place so that a structure failure
    // inside a later element still leaves the earlier ones to value checks.
    const partial: unknown[] = [];
    if (def.kind === 'section' && def.repeated) value[def.name] = partial;
    let matched: Matched | null = null;
    const finished = recorded(context, () => {
      matched =
        def.kind === 'section' && def.repeated
          ? matchRepeated(def, path, pointer, index, scope, context, partial)
          : matchField(def, path, pointer, index, scope, context);
    });
    if (!finished) {
      // Its content failed: the blocks up to the next known heading are its.
      index = resumeAt(fields, scope.blocks, index, scope.to);
      const next = fieldStandingAt(fields, open, index, scope.blocks, scope.path, context);
      if (next >= 0) k = next - 1;
      continue;
    }
    const found = matched as Matched | null;
    if (!found) delete value[def.name];
    if (found?.failed) {
      delete value[def.name];
      index = found.next;
      open = k + 1;
      continue;
    }
    if (found) {
      value[def.name] = found.value;
      if (def.lenientOnly) reportLegacy(context, def.lenientOnly, { field: path, offset: offsetAt(scope.blocks, index, scope.end) });
      index = found.next;
      open = k + 1;
      continue;
    }
    if (def.optional) continue;
    if (def.legacyMissing && context.mode === 'lenient') {
      reportLegacy(context, def.legacyMissing, { field: path, offset: missingAt(context, scope, index) });
      continue;
    }
    // After a failure, a field is not reported missing when it may be what the failure skipped
    // (any field but a section) or is there but out of place (a section whose heading is there).
    if (watch.failed() && (def.kind !== 'section' || watch.present(k))) continue;
    const siblings = leftoverLegacy(candidatesOf(fields, scope.path), scope.blocks[index], context);
    recorded(context, () => failMissing(context, def, scope.path, false, scope.blocks, index, scope.to, scope.end, scope.start, siblings));
    // A later field stands here: this one is just absent.
    if (index >= scope.to || fieldStandingAt(fields, k + 1, index, scope.blocks, scope.path, context) >= 0) continue;
    // Something else stands in its place: skip it; the field itself may come after it.
    index = resumeAt(fields, scope.blocks, index, scope.to);
    const next = fieldStandingAt(fields, open, index, scope.blocks, scope.path, context);
    if (next >= 0) k = next - 1;
  }
  // After a failure, what it displaced (a section out of order, an entry at the wrong level) is
  // not reported again as text left over.
  if (index < scope.to && !(watch.failed() && watch.displaced(scope.blocks[index]))) {
    const candidates = candidatesOf(fields, scope.path);
    failLeftover(context, scope.blocks, index, scope.end, scope.path, scope.heading, leftoverLegacy(candidates, scope.blocks[index], context));
  }
  return value;
}

// The fields of a section with the paths their headings are compiled under, for naming legacy forms.
function candidatesOf(fields: readonly FieldDef[], parentPath: string): { def: FieldDef; path: string }[] {
  return fields.map((def) => ({ def, path: fieldPath(parentPath, def) }));
}

/**
 * Match the single value of a value section (with its optional leading comment).
 *
 * @param inner - its single value field
 * @param withComment - whether a leading comment is allowed
 * @param scope - the section's content
 * @param context - the match
 * @returns the model value
 *
 * @example
 * ```ts
 * matchValue(paragraphDef, true, scope, context); // { comment: '<!-- RFC 2119 keyword -->', value: 'MUST' }
 * ```
 */
export function matchValue(inner: FieldDef, withComment: boolean, scope: Scope, context: MatchContext): unknown {
  let index = scope.from;
  let comment: string | undefined;
  const first = scope.blocks[index];
  if (withComment && index < scope.to && isComment(first)) {
    comment = verbatim(context.body, startOf(first), endOf(first));
    context.ranges.set(`${scope.pointer}/comment`, { start: startOf(first), end: endOf(first) });
    index += 1;
  }
  const pointer = withComment ? `${scope.pointer}/value` : scope.pointer;
  const matched = matchField(inner, scope.path, pointer, index, scope, context);
  if (!matched) failMissing(context, inner, scope.path, withComment ? true : 'section', scope.blocks, index, scope.to, scope.end, scope.start);
  if (matched.next < scope.to) failLeftover(context, scope.blocks, matched.next, scope.end, scope.path, scope.heading);
  if (!withComment) return matched.value;
  return comment === undefined ? { value: matched.value } : { comment, value: matched.value };
}
