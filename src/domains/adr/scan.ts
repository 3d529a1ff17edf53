/**
 * Heading scanning for the adr reader: where a section ends, which outline
 * section a heading names, and the checks every heading of a level shares.
 *
 * @packageDocumentation
 */
import type { Heading, RootContent } from 'mdast';
import { adrDuplicateHeading, adrUnknownHeading, foreignHeading } from '../../diagnostics/structure-messages.js';
import { endOf, headingText, startOf } from '../../format/match/blocks.js';
import type { MatchContext } from '../../format/match/context.js';
import { fieldPath } from '../../format/outline/paths.js';
import type { SectionDef } from '../../format/outline/types.js';

/** A heading found among a body's top-level blocks, with the extent of its section. */
export interface HeadingSpan {
  /** The heading node. */
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

/**
 * The index of the first block in `[from, to)` that is a heading of level
 * `depth` or higher (a smaller number), or `to`.
 *
 * @param blocks - the body's top-level blocks
 * @param from - the first index to look at
 * @param to - one past the last index to look at
 * @param depth - the deepest heading level that ends the search
 * @returns the index
 * @example
 * ```ts
 * nextHeading(blocks, 1, blocks.length, 2); // the first H1 or H2 after the title
 * ```
 */
export function nextHeading(blocks: readonly RootContent[], from: number, to: number, depth: number): number {
  for (let i = from; i < to; i += 1) {
    const node = blocks[i];
    if (node?.type === 'heading' && node.depth <= depth) return i;
  }
  return to;
}

/**
 * The headings of one level in `[from, to)`, each with its section's extent.
 * The range must start at such a heading (or be empty).
 *
 * @param blocks - the body's top-level blocks
 * @param from - the index of the first heading
 * @param to - one past the range's last block
 * @param depth - the level of the headings
 * @param context - the match
 * @returns the headings in document order
 * @example
 * ```ts
 * headingsOf(blocks, 1, blocks.length, 2, context).map((h) => h.text); // ['Context and Problem Statement', ...]
 * ```
 */
export function headingsOf(blocks: readonly RootContent[], from: number, to: number, depth: number, context: MatchContext): HeadingSpan[] {
  const spans: HeadingSpan[] = [];
  for (let index = from; index < to; ) {
    const heading = blocks[index] as Heading;
    const end = nextHeading(blocks, index + 1, to, depth);
    const start = startOf(heading);
    spans.push({ heading, index, end, text: headingText(heading, context.body), line: context.lineOf(start) });
    index = end;
  }
  return spans;
}

/**
 * The body range a section covers: from its heading to its last block.
 *
 * @param blocks - the body's top-level blocks
 * @param span - the section's heading and extent
 * @returns start and end offsets
 * @example
 * ```ts
 * context.ranges.set('/moreInformation', sectionRange(blocks, span));
 * ```
 */
export function sectionRange(blocks: readonly RootContent[], span: HeadingSpan): { start: number; end: number } {
  const last = blocks[span.end - 1];
  return { start: startOf(span.heading), end: last ? endOf(last) : endOf(span.heading) };
}

/**
 * The outline section a heading names, read with the document's heading
 * table. An unrecognised heading fails with `adr-unknown-heading` (or, in a
 * language variant, `foreign-heading` when it is the English heading).
 *
 * @param candidates - the sections allowed at this place, in outline order
 * @param parentPath - the enclosing section's path (`Adr`, `Adr > DecisionOutcome`, `Adr > Options`)
 * @param span - the heading
 * @param context - the match
 * @returns the section, its path and the heading's captures
 * @example
 * ```ts
 * recognise(h2Sections, 'Adr', span, context).path; // 'Adr > MoreInformation'
 * ```
 */
export function recognise(
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
  const offset = startOf(span.heading);
  const foreign = context.foreignHeading(parentPath, span.heading.depth, span.text);
  if (foreign) {
    const text = foreignHeading(foreign.path, span.line, context.options.language, foreign.alias, span.text);
    context.fail('foreign-heading', foreign.path, offset, text);
  }
  const allowed = candidates.map((def) => context.heading(fieldPath(parentPath, def)).alias);
  return context.fail('adr-unknown-heading', parentPath, offset, adrUnknownHeading(parentPath, span.line, span.heading.depth, span.text, allowed));
}

/**
 * Remembers the first line of every heading key of one parent and fails
 * with `adr-duplicate-heading` on a repeat.
 *
 * @param parentPath - the parent reported in the diagnostic
 * @param context - the match
 * @returns a function taking a heading and the key it is unique by
 * @example
 * ```ts
 * const once = duplicateGuard('Adr', context);
 * once(span, 'Adr > MoreInformation');
 * ```
 */
export function duplicateGuard(parentPath: string, context: MatchContext): (span: HeadingSpan, key: string) => void {
  const firstLines = new Map<string, number>();
  return (span, key) => {
    const first = firstLines.get(key);
    if (first !== undefined) {
      context.fail('adr-duplicate-heading', parentPath, startOf(span.heading), adrDuplicateHeading(parentPath, span.line, span.text, first));
    }
    firstLines.set(key, span.line);
  };
}
