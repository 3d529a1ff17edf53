/**
 * The structure failures of outline matching: missing fields, unexpected
 * headings and text left over (formats.md §4.4).
 *
 * @packageDocumentation
 */
import type { Blockquote, Heading, RootContent } from 'mdast';
import { excerpt } from '../../diagnostics/index.js';
import type { ExpectedPart, StrictLegacyForm } from '../../diagnostics/index.js';
import { propertyPath } from '../outline/paths.js';
import type { FieldDef, SectionDef } from '../outline/types.js';
import { endOf, headingText, isHeading, lazyUnderlineAt, startOf, verbatim } from './blocks.js';
import type { MatchContext } from './context.js';
import { headingLegacy, missingLegacy } from './strict-legacy.js';

const ENTRY_HEADING = '<timestamp> - <title>';

/**
 * A heading as a writer types it: its `#` markers, then its text, with the
 * `{placeholders}` of a template shown as `<placeholders>`.
 *
 * @param level - the heading level
 * @param alias - the heading text or template
 * @returns the heading line
 * @example
 * ```ts
 * headingForm(3, 'Phase {n}: {title}'); // '### Phase <n>: <title>'
 * ```
 */
export function headingForm(level: number, alias: string): string {
  return `${'#'.repeat(level)} ${alias.replace(/\{(\w+)\}/g, '<$1>')}`;
}

/**
 * The heading of a section path in the document's language, and whether it
 * is a form with placeholders.
 *
 * @param def - the section
 * @param path - its path (for a repeated section: the element path)
 * @param context - the match
 * @returns the heading text as the table gives it, and whether it is a template
 */
function headingOf(def: SectionDef, path: string, context: MatchContext): { alias: string; template: boolean } {
  if (def.heading.kind === 'entry') return { alias: ENTRY_HEADING, template: true };
  const alias = context.options.headings.get(path)?.alias ?? def.typeName;
  return { alias, template: def.heading.kind === 'template' };
}

const SECTION_HEADING_LINE = /^ {0,3}#{2,6}(?:[ \t]|$)/;

/**
 * The heading line of the section that holds an offset, as the document
 * writes it; nothing for the top level (the title's section is the whole
 * body, named by no heading).
 *
 * @param context - the match
 * @param path - the section's path
 * @param at - a body offset on the section's heading line (its start or its end)
 * @returns the trimmed heading line, or undefined at the top level
 * @example
 * ```ts
 * sectionHeadingAt(context, 'Task > RecentUpdates', scope.heading); // '## Recent Updates'
 * ```
 */
export function sectionHeadingAt(context: MatchContext, path: string, at: number | undefined): string | undefined {
  if (at === undefined || !path.includes(' > ')) return undefined;
  const start = context.lines.lineStart(context.lineOf(at));
  const line = context.body.slice(start, context.lineEnd(start));
  return SECTION_HEADING_LINE.test(line) ? line.trim() : undefined;
}

/**
 * The structure path, the engine's `<Expected>` word and the writer's view
 * of a field that failed to match.
 *
 * @param def - the field
 * @param parentPath - the enclosing section's path
 * @param collapsed - whether the field is the single value of its section (`'section'`: and the model is that value itself)
 * @param context - the match
 * @returns path, expected type word and expected part
 */
function expectation(
  def: FieldDef,
  parentPath: string,
  collapsed: boolean | 'section',
  context: MatchContext,
): { path: string; expectedType: string; expected: ExpectedPart } {
  if (def.kind === 'section') {
    const path = def.repeated ? propertyPath(parentPath, def) : collapsed ? parentPath : `${parentPath} > ${def.typeName}`;
    const headingPath = def.repeated ? `${path} > ${def.typeName}` : path;
    const expected: ExpectedPart = { kind: 'section', heading: headingForm(def.level, headingOf(def, headingPath, context).alias) };
    if (def.repeated) return { path, expectedType: `list[${def.typeName}]`, expected };
    return { path, expectedType: collapsed === 'section' ? parentPath.slice(parentPath.lastIndexOf(' > ') + 3) : def.typeName, expected };
  }
  const path = collapsed ? parentPath : `${parentPath} > ${def.typeName}`;
  if (def.kind === 'list') {
    return { path, expectedType: def.item === 'task' ? 'list[TaskItem]' : 'list[ListItem]', expected: { kind: def.item === 'task' ? 'task-item' : 'list-item' } };
  }
  if (def.kind === 'qaPairs') return { path, expectedType: 'list[QaPair]', expected: { kind: 'qa-pair' } };
  const part: ExpectedPart['kind'] =
    def.kind === 'paragraph' || def.kind === 'paragraphs'
      ? 'paragraph'
      : def.kind === 'comment'
        ? 'comment'
        : def.kind === 'blockQuote'
          ? 'block-quote'
          : def.kind === 'code'
            ? 'code'
            : 'text';
  // The single value of a section without a comment is the section's own model value.
  const expectedType = collapsed === 'section' ? parentPath.slice(parentPath.lastIndexOf(' > ') + 3) : def.typeName;
  return { path, expectedType, expected: { kind: part } as ExpectedPart };
}

/**
 * In a language variant, fail with `foreign-heading` when a heading is the
 * English heading of a field of the section (or of the failing field itself).
 *
 * @param context - the match
 * @param parentPath - the enclosing section's path
 * @param node - the heading found
 * @param ownPath - the failing field's path, when it is a section
 *
 * @example
 * ```ts
 * if (isHeading(node)) failForeign(context, 'Task', node, 'Task > RecentUpdates'); // reports foreign-heading when the text is English
 * ```
 */
export function failForeign(context: MatchContext, parentPath: string, node: Heading, ownPath?: string): void {
  const actual = headingText(node, context.body);
  const foreign = context.foreignHeading(parentPath, node.depth, actual, ownPath);
  if (!foreign) return;
  context.fail(
    'foreign-heading',
    {
      language: context.options.language,
      expected: foreign.alias,
      expectedHeading: headingForm(node.depth, foreign.alias),
      heading: actual,
      foundHeading: headingForm(node.depth, actual),
    },
    { field: foreign.path, offset: startOf(node), endOffset: endOf(node) },
  );
}

const LIST_MARKER_START = /^ {0,3}[-*+]/;

/**
 * Whether leftover text starts with `-`, `*` or `+` after at most three
 * spaces (the indentation CommonMark allows before a block): the usual cause
 * of a leftover, a line that began a new list.
 *
 * @param text - the leftover text
 * @returns whether it starts with a list marker
 * @example
 * ```ts
 * startsWithListMarker('   - item'); // true
 * startsWithListMarker('1. item');   // false
 * ```
 */
export function startsWithListMarker(text: string): boolean {
  return LIST_MARKER_START.test(text);
}

/**
 * Fail because text is left after the last field of a section.
 *
 * @param context - the match
 * @param blocks - the body's blocks
 * @param index - the first unconsumed block
 * @param end - where the section's content ends
 * @param path - the section's path
 * @param sectionAt - a body offset on the section's heading line (absent at the top level)
 * @param legacy - strict mode: the older form the leftover is, when lenient mode reads it (see `leftoverLegacy`)
 *
 * @example
 * ```ts
 * failLeftover(context, blocks, index, to, 'Task > RecentUpdates', headingOffset);
 * ```
 */
export function failLeftover(
  context: MatchContext,
  blocks: readonly RootContent[],
  index: number,
  end: number,
  path: string,
  sectionAt?: number,
  legacy: StrictLegacyForm | null = null,
): never {
  const node = blocks[index] as RootContent;
  const start = startOf(node);
  if (isHeading(node)) failForeign(context, path, node);
  const text = verbatim(context.body, start, end);
  const section = sectionHeadingAt(context, path, sectionAt);
  return context.fail(
    'body-leftover',
    {
      excerpt: excerpt(text),
      listMarker: startsWithListMarker(text),
      ...(section === undefined ? {} : { section }),
      ...(legacy === null ? {} : { legacyForm: legacy }),
    },
    { field: path, offset: start, endOffset: endOf(node) },
  );
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
 * @param sectionStart - where the enclosing section starts (a body offset on its heading line)
 * @param siblingLegacy - strict mode: the older form the block found is for a sibling field (see `leftoverLegacy`)
 *
 * @example
 * ```ts
 * failMissing(context, def, 'Task', false, blocks, index, to, sectionStart);
 * ```
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
  siblingLegacy: StrictLegacyForm | null = null,
): never {
  const { path, expectedType, expected } = expectation(def, parentPath, collapsed, context);
  const node = index < to ? blocks[index] : undefined;
  if (node && isHeading(node)) failForeign(context, parentPath, node, def.kind === 'section' ? path : undefined);
  if (def.kind === 'section' && node && isHeading(node, def.level)) {
    const elementPath = def.repeated ? `${path} > ${def.typeName}` : path;
    const { alias, template } = headingOf(def, elementPath, context);
    const actual = headingText(node, context.body);
    const legacy = headingLegacy(def, elementPath, actual, context) ?? siblingLegacy ?? missingLegacy(def, context, { parentPath, heading: actual });
    context.fail(
      'heading-mismatch',
      {
        expected: alias,
        expectedHeading: headingForm(def.level, alias),
        template,
        heading: actual,
        foundHeading: headingForm(node.depth, actual),
        ...(legacy === null ? {} : { legacyForm: legacy }),
      },
      { field: elementPath, offset: startOf(node), endOffset: endOf(node) },
    );
  }
  const section = sectionHeadingAt(context, parentPath, sectionStart);
  const missing = missingLegacy(def, context);
  const where = { ...(section === undefined ? {} : { section }), ...(missing === null ? {} : { legacyForm: missing }) };
  if (node) {
    const start = startOf(node);
    const text = verbatim(context.body, start, sectionEnd);
    context.fail(
      'body-no-match',
      { reason: 'missing', expected, expectedType, ...where, found: { excerpt: excerpt(text), lineCount: text.split('\n').length } },
      { field: path, offset: start, endOffset: endOf(node) },
    );
  }
  const lastLine = context.lineOf(Math.max(sectionStart, lastContentOffset(context.body, sectionEnd)));
  return context.fail('body-no-match', { reason: 'missing', expected, expectedType, ...where }, { field: path, offset: sectionEnd, line: lastLine });
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
 *
 * @example
 * ```ts
 * failLazyQuote(quote, 'QuestionAndAnswer > Security > QaPair > question', context);
 * ```
 */
export function failLazyQuote(node: Blockquote, path: string, context: MatchContext): void {
  for (const child of node.children) {
    const lazy = lazyUnderlineAt(child, context.body);
    if (lazy >= 0) context.fail('body-no-match', { reason: 'lazy-underline' }, { field: path, offset: lazy });
  }
}
