/**
 * The adr body reader (formats.md §6.1): sections are recognised by their
 * heading, in any order, instead of the outline engine's ordered matching.
 *
 * @packageDocumentation
 */
import type { Root, RootContent } from 'mdast';
import { adrDuplicateHeading, bodyNoMatch } from '../../diagnostics/structure-messages.js';
import { adrBlankSection } from '../../diagnostics/value-messages.js';
import { endOf, headingText, isHeading, offsetAt, startOf, textBlocks, verbatim } from '../../format/match/blocks.js';
import type { MatchContext, MatchOptions } from '../../format/match/context.js';
import { failLeftover } from '../../format/match/failures.js';
import { runMatch, type BodyMatch } from '../../format/match/match-body.js';
import { parseBody } from '../../format/markdown/index.js';
import { fieldPath } from '../../format/outline/paths.js';
import type { SectionDef } from '../../format/outline/types.js';
import { readSection } from './read-section.js';
import { duplicateGuard, headingsOf, nextHeading, recognise } from './scan.js';

function sectionsOf(def: SectionDef): SectionDef[] {
  return def.body.kind === 'object' ? def.body.fields.filter((field): field is SectionDef => field.kind === 'section') : [];
}

// Content before the H1, no H1, or an H1 without text: the title is missing.
function failNoTitle(root: SectionDef, blocks: readonly RootContent[], context: MatchContext): never {
  const path = root.typeName;
  const node = blocks[0];
  if (!node) return context.fail('body-no-match', path, 0, bodyNoMatch(path, path, { afterLine: 1 }), 1);
  const start = startOf(node);
  const text = verbatim(context.body, start, context.body.length);
  const remaining = { line: context.lineOf(start), lineCount: text.split('\n').length, text };
  return context.fail('body-no-match', path, start, bodyNoMatch(path, path, remaining));
}

// The flat model in the order of formats.md §4.8: each H2 in outline order,
// a composite section followed by its lifted children.
function inOutlineOrder(root: SectionDef, model: Record<string, unknown>): Record<string, unknown> {
  const keys = ['title', ...sectionsOf(root).flatMap((def) => [def.name, ...sectionsOf(def).map((child) => child.name)])];
  return Object.fromEntries(keys.filter((key) => model[key] !== undefined).map((key) => [key, model[key]]));
}

function readAdr(root: SectionDef, blocks: readonly RootContent[], context: MatchContext): Record<string, unknown> {
  const path = root.typeName;
  const body = context.body;
  const first = blocks[0];
  const captures = isHeading(first, 1) ? context.heading(path).match(headingText(first, body)) : null;
  if (!first || captures === null) return failNoTitle(root, blocks, context);
  const model: Record<string, unknown> = { ...captures };
  const firstH2 = nextHeading(blocks, 1, blocks.length, 2);
  // The outline declares nothing between the title and the first section.
  if (firstH2 > 1) failLeftover(context, blocks, 1, offsetAt(blocks, firstH2, body.length), path);
  const sections = sectionsOf(root);
  const once = duplicateGuard(path, context);
  const titleLine = context.lineOf(startOf(first));
  for (const span of headingsOf(blocks, firstH2, blocks.length, 2, context)) {
    if (span.heading.depth === 1) {
      context.fail('adr-duplicate-heading', path, startOf(span.heading), adrDuplicateHeading(path, span.line, span.text, titleLine));
    }
    const found = recognise(sections, path, span, context);
    once(span, found.path);
    readSection(found.def, { blocks, span, path: found.path }, model, context);
  }
  const lastLine = context.lines.starts.length;
  for (const def of sections) {
    if (def.optional || model[def.name] !== undefined) continue;
    const sectionPath = fieldPath(path, def);
    const text = adrBlankSection(sectionPath, context.heading(sectionPath).alias, undefined);
    context.diagnostics.push(context.diagnostic('adr-blank-section', sectionPath, body.length, text, lastLine));
  }
  const last = blocks[blocks.length - 1] ?? first;
  context.ranges.set('', { start: startOf(first), end: endOf(last) });
  return inOutlineOrder(root, model);
}

/**
 * Read an ADR body (formats.md §6.1): exactly one H1 with nothing before it,
 * then H2 sections recognised by heading in any order; H3s only under
 * Decision Outcome and Pros and Cons of the Options are structure, deeper
 * or elsewhere they are content. The first structure failure stops the
 * read; value problems are all reported. Raw HTML is content here: the
 * reference's ADR reader accepts it, and its ADRs use it (`get_<d>`), so
 * the whole-body rule of formats.md §4.1 does not apply.
 *
 * @param root - the adr outline's H1 section
 * @param body - the body text (bodyText; the whole file without frontmatter)
 * @param options - mode, compiled headings and the document line of body line 1
 * @param tree - an already parsed body, when the caller has one
 * @returns the flat `Adr` model (when there is no error), diagnostics and source ranges
 * @example
 * ```ts
 * const match = matchAdrBody(adr.root, '# Use Postgres\n\n## Context and Problem Statement\n\nWe need a store.', options);
 * ```
 */
export function matchAdrBody(root: SectionDef, body: string, options: MatchOptions, tree: Root = parseBody(body)): BodyMatch {
  return runMatch(body, options, (context) => readAdr(root, textBlocks(tree.children, body), context));
}
