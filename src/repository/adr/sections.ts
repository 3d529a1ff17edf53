/**
 * The section layout of an ADR body and text edits of its sections
 * (operations.md §4.9): only the changed section's source is replaced, so
 * hand edits elsewhere survive.
 *
 * @packageDocumentation
 */

import type { Heading, RootContent } from 'mdast';
import { parseBody } from '../../format/markdown/index.js';
import type { HeadingTable } from '../../format/outline/paths.js';

/**
 * The section keys of an ADR (formats.md §4.8), in the order of formats.md §6.1.
 *
 * @example
 * ```ts
 * ADR_SECTION_KEYS[0]; // 'contextAndProblemStatement'
 * ```
 */
export const ADR_SECTION_KEYS = [
  'contextAndProblemStatement',
  'decisionDrivers',
  'consideredOptions',
  'decisionOutcome',
  'consequences',
  'confirmation',
  'moreInformation',
] as const;

/**
 * One ADR section key.
 *
 * @example
 * ```ts
 * const key: AdrSectionKey = 'moreInformation';
 * ```
 */
export type AdrSectionKey = (typeof ADR_SECTION_KEYS)[number];

/**
 * The sections an ADR cannot lose.
 *
 * @example
 * ```ts
 * MANDATORY_SECTIONS.has('decisionOutcome'); // true
 * ```
 */
export const MANDATORY_SECTIONS: ReadonlySet<string> = new Set(['contextAndProblemStatement', 'consideredOptions', 'decisionOutcome']);

const TABLE_KEYS: Readonly<Record<AdrSectionKey | 'options', string>> = {
  contextAndProblemStatement: 'Adr > ContextAndProblemStatement',
  decisionDrivers: 'Adr > DecisionDrivers',
  consideredOptions: 'Adr > ConsideredOptions',
  decisionOutcome: 'Adr > DecisionOutcome',
  consequences: 'Adr > DecisionOutcome > Consequences',
  confirmation: 'Adr > DecisionOutcome > Confirmation',
  moreInformation: 'Adr > MoreInformation',
  options: 'Adr > Options',
};

/**
 * A heading and the extent of its section, as offsets into the body.
 *
 * @example
 * ```ts
 * const span: Span = { text: 'Consequences', depth: 3, start: 120, contentStart: 136, end: 300 };
 * ```
 */
export type Span = {
  /** The heading's inline source. */
  text: string;
  depth: number;
  /** Offset of the heading. */
  start: number;
  /** Offset just after the heading's line. */
  contentStart: number;
  /** Offset of the next heading of the same or a higher level (or the body's end). */
  end: number;
};

/**
 * Where an ADR's sections and options are.
 *
 * @example
 * ```ts
 * const layout = adrLayout(body, adr.headings);
 * layout.sections.get('decisionOutcome')?.end;
 * ```
 */
export type AdrLayout = {
  body: string;
  /** Present sections by key; `decisionOutcome` ends at its first H3. */
  sections: Map<AdrSectionKey, Span>;
  /** The `## Pros and Cons of the Options` container. */
  container: Span | undefined;
  /** The options, in document order. */
  options: (Span & { number: number })[];
  /** The end of the whole Decision Outcome section, its H3s included. */
  outcomeEnd: number | undefined;
  headings: HeadingTable;
};

function headingSource(node: Heading, body: string): string {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  return first === undefined || last === undefined ? '' : body.slice(first, last);
}

function lineAfter(body: string, offset: number): number {
  const newline = body.indexOf('\n', offset);
  return newline < 0 ? body.length : newline + 1;
}

function optionPattern(template: string): RegExp {
  const escaped = template.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{n\\}', '(\\d+)').replace('\\{title\\}', '(.+)')}$`, 'u');
}

/**
 * Read the section layout of an ADR body from its top-level headings.
 *
 * @param body - the body text (`\n` line breaks)
 * @param headings - the ADR heading table of the document's language
 * @returns the layout
 * @example
 * ```ts
 * adrLayout('# T\n\n## Context and Problem Statement\n\nWhy.\n', adr.headings).sections.has('contextAndProblemStatement'); // true
 * ```
 */
export function adrLayout(body: string, headings: HeadingTable): AdrLayout {
  const blocks: RootContent[] = parseBody(body).children;
  const spans: Span[] = [];
  for (const node of blocks) {
    if (node.type !== 'heading' || node.depth > 3) continue;
    const start = node.position?.start.offset ?? 0;
    spans.push({ text: headingSource(node, body), depth: node.depth, start, contentStart: lineAfter(body, node.position?.end.offset ?? start), end: body.length });
  }
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as Span;
    const next = spans.slice(i + 1).find((other) => other.depth <= span.depth);
    span.end = next?.start ?? body.length;
  }
  const name = (key: keyof typeof TABLE_KEYS): string => headings[TABLE_KEYS[key]] ?? '';
  const layout: AdrLayout = { body, sections: new Map(), container: undefined, options: [], outcomeEnd: undefined, headings };
  const option = optionPattern(headings['Adr > Options > Option'] ?? 'Option {n}: {title}');
  let parent: string | undefined;
  for (const span of spans) {
    if (span.depth === 2) {
      parent = span.text;
      if (span.text === name('options')) layout.container = span;
      const key = (['contextAndProblemStatement', 'decisionDrivers', 'consideredOptions', 'decisionOutcome', 'moreInformation'] as const).find(
        (k) => name(k) === span.text,
      );
      if (key !== undefined && !layout.sections.has(key)) layout.sections.set(key, { ...span });
      if (key === 'decisionOutcome' && layout.outcomeEnd === undefined) layout.outcomeEnd = span.end;
    } else if (span.depth === 3 && parent === name('decisionOutcome')) {
      const key = (['consequences', 'confirmation'] as const).find((k) => name(k) === span.text);
      if (key !== undefined && !layout.sections.has(key)) layout.sections.set(key, span);
      const outcome = layout.sections.get('decisionOutcome');
      if (outcome !== undefined && outcome.end > span.start) outcome.end = span.start;
    } else if (span.depth === 3 && parent === name('options')) {
      const m = option.exec(span.text);
      if (m !== null) layout.options.push({ ...span, number: Number(m[1]) });
    }
  }
  return layout;
}

/**
 * The heading text of a section key in the layout's language.
 *
 * @param layout - the layout
 * @param key - a section key, or `options` for the container
 * @returns the heading text
 * @example
 * ```ts
 * headingOf(layout, 'moreInformation'); // 'More Information'
 * ```
 */
export function headingOf(layout: AdrLayout, key: AdrSectionKey | 'options'): string {
  return layout.headings[TABLE_KEYS[key]] ?? key;
}

/**
 * Replace the text between two offsets, keeping one blank line before what follows.
 *
 * @param body - the body
 * @param start - first offset replaced
 * @param end - one past the last offset replaced
 * @param text - the new text (without trailing line breaks)
 * @returns the new body
 * @example
 * ```ts
 * spliceText('a\n\nb\n', 0, 3, 'x'); // 'x\n\nb\n'
 * ```
 */
export function spliceText(body: string, start: number, end: number, text: string): string {
  const after = body.slice(end);
  const separator = text === '' ? '' : after.trim() === '' ? '\n' : '\n\n';
  return `${body.slice(0, start)}${text}${separator}${after}`;
}

/**
 * The body with a section's content replaced (heading kept).
 *
 * @param body - the body
 * @param span - the section
 * @param value - the new content
 * @returns the new body
 * @example
 * ```ts
 * replaceContent(body, span, 'New context.');
 * ```
 */
export function replaceContent(body: string, span: Span, value: string): string {
  return spliceText(body, span.contentStart, span.end, `\n${value.trim()}`);
}

/**
 * The body with a section removed, heading included.
 *
 * @param body - the body
 * @param span - the section
 * @returns the new body
 * @example
 * ```ts
 * removeSpan(body, span);
 * ```
 */
export function removeSpan(body: string, span: Span): string {
  return body.slice(0, span.start) + body.slice(span.end);
}

/**
 * The body with a new section inserted at an offset (a heading start, or the body's end).
 *
 * @param body - the body
 * @param at - where to insert
 * @param heading - the heading line, `#`s included
 * @param value - the section content
 * @returns the new body
 * @example
 * ```ts
 * insertSection(body, body.length, '## More Information', 'See also …');
 * ```
 */
export function insertSection(body: string, at: number, heading: string, value: string): string {
  const before = body.slice(0, at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  return spliceText(body, at, at, `${lead}${heading}\n\n${value.trim()}`);
}
