/**
 * The structure failures of outline matching: missing fields, unexpected
 * headings and text left over (formats.md §4.4).
 *
 * @packageDocumentation
 */
import type { Blockquote, Heading, RootContent } from 'mdast';
import { bodyLeftover, bodyNoMatch, expectedType, foreignHeading, headingMismatch, lazyUnderline } from '../../diagnostics/index.js';
import { propertyPath } from '../outline/paths.js';
import type { FieldDef } from '../outline/types.js';
import { headingText, isHeading, lazyUnderlineAt, startOf, verbatim } from './blocks.js';
import type { MatchContext } from './context.js';

/**
 * The structure path and `<Expected>` text of a field that failed to match.
 *
 * @param def - the field
 * @param parentPath - the enclosing section's path
 * @param collapsed - whether the field is the single value of its section (`'section'`: and the model is that value itself)
 * @returns path and expected text
 */
export function expectation(def: FieldDef, parentPath: string, collapsed: boolean | 'section'): { path: string; expected: string } {
  if (def.kind === 'section' && def.repeated) {
    return { path: propertyPath(parentPath, def), expected: expectedType(def.typeName, true) };
  }
  const path = collapsed ? parentPath : `${parentPath} > ${def.typeName}`;
  if (def.kind === 'list') return { path, expected: expectedType(def.item === 'task' ? 'TaskItem' : 'ListItem', true) };
  if (def.kind === 'qaPairs') return { path, expected: expectedType('QaPair', true) };
  // The single value of a section without a comment is the section's own model value.
  if (collapsed === 'section') return { path, expected: parentPath.slice(parentPath.lastIndexOf(' > ') + 3) };
  return { path, expected: def.typeName };
}

/**
 * In a language variant, fail with `foreign-heading` when a heading is the
 * English heading of a field of the section (or of the failing field itself).
 *
 * @param context - the match
 * @param parentPath - the enclosing section's path
 * @param node - the heading found
 * @param ownPath - the failing field's path, when it is a section
 */
function failForeign(context: MatchContext, parentPath: string, node: Heading, ownPath?: string): void {
  const actual = headingText(node, context.body);
  const foreign = context.foreignHeading(parentPath, node.depth, actual, ownPath);
  if (!foreign) return;
  const line = context.lineOf(startOf(node));
  context.fail('foreign-heading', foreign.path, startOf(node), foreignHeading(foreign.path, line, context.options.language, foreign.alias, actual));
}

/**
 * Fail because text is left after the last field of a section.
 *
 * @param context - the match
 * @param blocks - the body's blocks
 * @param index - the first unconsumed block
 * @param end - where the section's content ends
 * @param path - the section's path
 */
export function failLeftover(context: MatchContext, blocks: readonly RootContent[], index: number, end: number, path: string): never {
  const node = blocks[index] as RootContent;
  const start = startOf(node);
  if (isHeading(node)) failForeign(context, path, node);
  const text = verbatim(context.body, start, end);
  return context.fail('body-leftover', path, start, bodyLeftover(path, context.lineOf(start), text));
}

/**
 * Fail because a mandatory field does not match at a block index:
 * `foreign-heading`, `heading-mismatch` or `body-no-match`.
 *
 * @param context - the match
 * @param def - the field
 * @param parentPath - the enclosing section's path
 * @param collapsed - whether the field is its section's single value
 * @param blocks - the body's blocks
 * @param index - the block where the field should start
 * @param to - the enclosing range's end index
 * @param sectionEnd - where the enclosing section's content ends (body offset)
 * @param sectionStart - where the enclosing section starts (body offset of its heading)
 * @param siblings - the other fields of the parent, for `foreign-heading`
 */
export function failMissing(
  context: MatchContext,
  def: FieldDef,
  parentPath: string,
  collapsed: boolean | 'section',
  blocks: readonly RootContent[],
  index: number,
  to: number,
  sectionEnd: number,
  sectionStart: number,
): never {
  const { path, expected } = expectation(def, parentPath, collapsed);
  const node = index < to ? blocks[index] : undefined;
  if (node && isHeading(node)) failForeign(context, parentPath, node, def.kind === 'section' ? path : undefined);
  if (def.kind === 'section' && node && isHeading(node, def.level)) {
    const elementPath = def.repeated ? `${path} > ${def.typeName}` : path;
    const alias = def.heading.kind === 'entry' ? '<timestamp> - <title>' : context.heading(elementPath).alias;
    const actual = headingText(node, context.body);
    context.fail('heading-mismatch', elementPath, startOf(node), headingMismatch(elementPath, context.lineOf(startOf(node)), alias, actual));
  }
  if (node) {
    const start = startOf(node);
    const text = verbatim(context.body, start, sectionEnd);
    context.fail('body-no-match', path, start, bodyNoMatch(path, expected, { line: context.lineOf(start), lineCount: text.split('\n').length, text }));
  }
  const lastLine = context.lineOf(Math.max(sectionStart, lastContentOffset(context.body, sectionEnd)));
  return context.fail('body-no-match', path, sectionEnd, bodyNoMatch(path, expected, { afterLine: lastLine }), lastLine);
}

function lastContentOffset(body: string, end: number): number {
  let offset = end;
  while (offset > 0 && /\s/.test(body.charAt(offset - 1))) offset -= 1;
  return Math.max(0, offset - 1);
}

/**
 * Fail with `body-no-match` when a paragraph of a block quote read as a
 * model value continues with a lazy line of `=` signs: the quote is written
 * back with `> ` on every line, which would make its text a heading.
 *
 * @param node - the block quote
 * @param path - the field path of the quote's value
 * @param context - the match
 */
export function failLazyQuote(node: Blockquote, path: string, context: MatchContext): void {
  for (const child of node.children) {
    const lazy = lazyUnderlineAt(child, context.body);
    if (lazy >= 0) context.fail('body-no-match', path, lazy, lazyUnderline(path, context.lineOf(lazy), 'block quote'));
  }
}
