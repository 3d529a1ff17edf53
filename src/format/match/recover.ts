/**
 * Recovery after a structure failure: the failure is recorded, and matching
 * goes on at the next heading the outline knows, so that every independent
 * section reports its own problems in one pass (issue 11 item 4).
 *
 * @packageDocumentation
 */
import type { RootContent } from 'mdast';
import { fieldPath } from '../outline/paths.js';
import type { FieldDef, SectionDef } from '../outline/types.js';
import { headingText, isHeading } from './blocks.js';
import type { Diagnostic } from '../../diagnostics/index.js';
import { StructureFailure, type MatchContext } from './context.js';
import { entryHeadingMatcher } from './entry-heading.js';

// The structure failures among a match's diagnostics (value problems displace nothing).
const failures = new WeakSet<Diagnostic>();

/**
 * Record a structure failure: matching goes on after it.
 *
 * @param context - the match
 * @param failure - the failure caught
 * @example
 * ```ts
 * catch (failure) { if (failure instanceof StructureFailure) recordFailure(context, failure); }
 * ```
 */
export function recordFailure(context: MatchContext, failure: StructureFailure): void {
  failures.add(failure.diagnostic);
  context.diagnostics.push(failure.diagnostic);
}

/**
 * Run a step of matching; a structure failure it throws is recorded in the
 * context instead of stopping the match.
 *
 * @param context - the match
 * @param step - the step
 * @returns whether the step finished without a structure failure
 * @example
 * ```ts
 * if (!recorded(context, () => failMissing(context, def, …))) index = resumeAt(…);
 * ```
 */
export function recorded(context: MatchContext, step: () => void): boolean {
  try {
    step();
    return true;
  } catch (failure) {
    if (!(failure instanceof StructureFailure)) throw failure;
    recordFailure(context, failure);
    return false;
  }
}

/**
 * Whether a block is the heading of a section, read as `matchSectionAt`
 * reads it (the older forms too, in lenient mode) but without reporting
 * anything: matching probes with it where to go on after a failure.
 *
 * @param def - the section
 * @param path - its path (for a repeated section: the element path)
 * @param node - the block
 * @param context - the match
 * @param anyLevel - accept the heading's text at any level
 * @returns whether the block is that section's heading
 * @example
 * ```ts
 * standsAt(recentUpdates, 'Task > RecentUpdates', blocks[7], context);
 * ```
 */
export function standsAt(def: SectionDef, path: string, node: RootContent | undefined, context: MatchContext, anyLevel = false): boolean {
  if (!isHeading(node, anyLevel ? undefined : def.level)) return false;
  const compiled = def.heading.kind === 'entry' ? entryHeadingMatcher(def.heading.legacy, context.mode) : context.heading(path);
  const text = headingText(node, context.body);
  if (compiled.match(text) !== null) return true;
  return context.mode === 'lenient' && (compiled.matchLegacy?.(text) ?? null) !== null;
}

/**
 * The first field from `from` on that is a section whose heading is the
 * block at `index`.
 *
 * @param fields - a section's child fields
 * @param from - the first field to try
 * @param index - the block index
 * @param blocks - the body's blocks
 * @param parentPath - the section's path
 * @param context - the match
 * @returns that field's index, or -1
 * @example
 * ```ts
 * const next = fieldStandingAt(fields, k + 1, index, scope.blocks, scope.path, context);
 * ```
 */
export function fieldStandingAt(
  fields: readonly FieldDef[],
  from: number,
  index: number,
  blocks: readonly RootContent[],
  parentPath: string,
  context: MatchContext,
): number {
  const node = blocks[index];
  if (!isHeading(node)) return -1;
  for (let k = from; k < fields.length; k += 1) {
    const def = fields[k] as FieldDef;
    if (def.kind !== 'section' || (def.lenientOnly && context.mode === 'strict')) continue;
    if (standsAt(def, fieldPath(parentPath, def), node, context)) return k;
  }
  return -1;
}

/**
 * Where matching goes on after a failure at block `index`: the next heading
 * of the level of the section's child sections or higher (the headings the
 * outline knows there), or the end of the section when it has none.
 *
 * @param fields - the section's child fields
 * @param blocks - the body's blocks
 * @param index - the block where the failure was found
 * @param to - one past the section's last block
 * @returns the block index to go on at
 * @example
 * ```ts
 * const resume = resumeAt(fields, scope.blocks, index, scope.to);
 * ```
 */
export function resumeAt(fields: readonly FieldDef[], blocks: readonly RootContent[], index: number, to: number): number {
  let depth = 0;
  for (const def of fields) if (def.kind === 'section') depth = Math.max(depth, def.level);
  for (let i = index + 1; i < to; i += 1) {
    const node = blocks[i];
    if (node?.type === 'heading' && node.depth <= depth) return i;
  }
  return to;
}

/**
 * What one section's matching knows about failures so far: whether an
 * error was reported inside it (by its fields or their sections), and which
 * of its child sections have a heading somewhere in it. Both are used only
 * after a failure, to keep its consequences from being reported as problems
 * of their own.
 *
 * @example
 * ```ts
 * const watch = new FailureWatch(context, fields, scope.blocks, scope.from, scope.to, scope.path);
 * if (watch.failed() && watch.present(k)) continue; // there, only out of place
 * ```
 */
export class FailureWatch {
  private seen: number;
  private sticky = false;
  private headings: Set<number> | undefined;

  /**
   * @param context - the match
   * @param fields - the section's child fields
   * @param blocks - the body's blocks
   * @param from - the section's first content block
   * @param to - one past its last block
   * @param path - the section's path
   */
  constructor(
    private readonly context: MatchContext,
    private readonly fields: readonly FieldDef[],
    private readonly blocks: readonly RootContent[],
    private readonly from: number,
    private readonly to: number,
    private readonly path: string,
  ) {
    this.seen = context.diagnostics.length;
  }

  /**
   * Whether a structure failure was reported since the section's matching began.
   *
   * @returns true once one was
   */
  failed(): boolean {
    const list = this.context.diagnostics;
    // Each diagnostic is looked at once, however often this is asked.
    for (; !this.sticky && this.seen < list.length; this.seen += 1) if (failures.has(list[this.seen] as Diagnostic)) this.sticky = true;
    return this.sticky;
  }

  /**
   * Whether text left at the end of the section after a failure is what the failure displaced,
   * not a problem of its own: a heading of one of its sections (out of order), one more element
   * of a repeated section (failing as the first did), or the heading of a part of one of its
   * sections at another level (an entry written one level too high).
   *
   * @param node - the first block left over
   * @returns true when it is
   */
  displaced(node: RootContent | undefined): boolean {
    if (!isHeading(node)) return false;
    for (const def of this.fields) {
      if (def.kind !== 'section' || (def.lenientOnly && this.context.mode === 'strict')) continue;
      const path = fieldPath(this.path, def);
      if (standsAt(def, path, node, this.context) || (def.repeated && node.depth === def.level)) return true;
      const body = def.body;
      const parts = body.kind === 'array' ? [body.element] : body.kind === 'object' ? body.fields : [];
      for (const part of parts) {
        if (part.kind === 'section' && standsAt(part, body.kind === 'array' ? `${path} > ${part.typeName}` : fieldPath(path, part), node, this.context, true)) return true;
      }
    }
    return false;
  }

  /**
   * Whether the heading of child field `k` (a section) stands anywhere in the section.
   *
   * @param k - the field's index
   * @returns true when it does
   */
  present(k: number): boolean {
    if (this.headings === undefined) {
      const found = new Set<number>();
      for (let i = this.from; i < this.to; i += 1) {
        const node = this.blocks[i];
        if (!isHeading(node)) continue;
        this.fields.forEach((def, j) => {
          if (def.kind === 'section' && !(def.lenientOnly && this.context.mode === 'strict') && !found.has(j) && standsAt(def, fieldPath(this.path, def), node, this.context)) found.add(j);
        });
      }
      this.headings = found;
    }
    return this.headings.has(k);
  }
}
