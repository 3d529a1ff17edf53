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
import { StructureFailure, type MatchContext } from './context.js';
import { entryHeadingMatcher } from './entry-heading.js';

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
    context.diagnostics.push(failure.diagnostic);
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
 * @returns whether the block is that section's heading
 * @example
 * ```ts
 * standsAt(recentUpdates, 'Task > RecentUpdates', blocks[7], context);
 * ```
 */
export function standsAt(def: SectionDef, path: string, node: RootContent | undefined, context: MatchContext): boolean {
  if (!isHeading(node, def.level)) return false;
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
