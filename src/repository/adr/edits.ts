/**
 * ADR section edits as body text transformations (operations.md §4.9): the
 * change of one section or option, placed where formats.md §6.1 orders it.
 *
 * @packageDocumentation
 */

import { headingOf, insertSection, removeSpan, replaceContent, type AdrLayout, type AdrSectionKey, type Span } from './sections.js';

/**
 * The value that deletes a section (as a blank value does).
 *
 * @example
 * ```ts
 * await repo.adr.updateSection(id, 'moreInformation', REMOVE);
 * ```
 */
export const REMOVE = 'REMOVE';

const H2_ORDER = ['contextAndProblemStatement', 'decisionDrivers', 'consideredOptions', 'decisionOutcome', 'options', 'moreInformation'] as const;

/**
 * The full title of option `n` in the layout's language.
 *
 * @param layout - the ADR layout
 * @param n - the option number
 * @param title - the partial title
 * @returns e.g. `Option 3: Key-value store`
 * @example
 * ```ts
 * optionTitle(layout, 3, 'Key-value store'); // 'Option 3: Key-value store'
 * ```
 */
export function optionTitle(layout: AdrLayout, n: number, title: string): string {
  return (layout.headings['Adr > Options > Option'] ?? 'Option {n}: {title}').replace('{n}', String(n)).replace('{title}', () => title);
}

/**
 * Where an absent H2 section goes: before the first present section that
 * follows it in the formats.md §6.1 order, else at the end of the body.
 *
 * @param layout - the ADR layout
 * @param key - the H2 section (or `options` for the container)
 * @returns the body offset
 * @example
 * ```ts
 * h2InsertionPoint(layout, 'decisionDrivers'); // the offset of '## Considered Options'
 * ```
 */
export function h2InsertionPoint(layout: AdrLayout, key: (typeof H2_ORDER)[number]): number {
  for (const later of H2_ORDER.slice(H2_ORDER.indexOf(key) + 1)) {
    const span = later === 'options' ? layout.container : layout.sections.get(later);
    if (span !== undefined) return span.start;
  }
  return layout.body.length;
}

/**
 * The body with one section replaced, inserted (when absent) or removed
 * (a blank value or {@link REMOVE}); everything else stays byte for byte.
 *
 * @param layout - the ADR layout
 * @param key - the section key
 * @param value - the new content
 * @returns the new body
 * @example
 * ```ts
 * sectionEdit(layout, 'confirmation', 'A test proves it.');
 * ```
 */
export function sectionEdit(layout: AdrLayout, key: AdrSectionKey, value: string): string {
  const { body } = layout;
  const span = layout.sections.get(key);
  const remove = value.trim() === '' || value === REMOVE;
  if (span !== undefined) return remove ? removeSpan(body, span) : replaceContent(body, span, value);
  if (remove) return body;
  if (key === 'consequences' || key === 'confirmation') {
    const confirmation = layout.sections.get('confirmation');
    const at = key === 'consequences' && confirmation !== undefined ? confirmation.start : (layout.outcomeEnd ?? body.length);
    return insertSection(body, at, `### ${headingOf(layout, key)}`, value);
  }
  return insertSection(body, h2InsertionPoint(layout, key), `## ${headingOf(layout, key)}`, value);
}

/**
 * The body with option `title` appended: after the last option, or in a new
 * Options container (placed in the formats.md §6.1 order) when there is none.
 *
 * @param layout - the ADR layout
 * @param title - the option's full title
 * @param value - the option's content
 * @returns the new body
 * @example
 * ```ts
 * optionAppend(layout, 'Option 4: Use SQLite', '- Good, because it is small.');
 * ```
 */
export function optionAppend(layout: AdrLayout, title: string, value: string): string {
  if (layout.container !== undefined) return insertSection(layout.body, layout.container.end, `### ${title}`, value);
  return insertSection(layout.body, h2InsertionPoint(layout, 'options'), `## ${headingOf(layout, 'options')}`, `### ${title}\n\n${value.trim()}`);
}

/**
 * The body with one option's content replaced.
 *
 * @param layout - the ADR layout
 * @param option - the option (one of `layout.options`)
 * @param value - the new content
 * @returns the new body
 * @example
 * ```ts
 * optionReplace(layout, layout.options[0], '- Bad, because it is slow.');
 * ```
 */
export function optionReplace(layout: AdrLayout, option: Span, value: string): string {
  return replaceContent(layout.body, option, value);
}

/**
 * The body without one option; the container heading goes with the last one.
 *
 * @param layout - the ADR layout
 * @param option - the option (one of `layout.options`)
 * @returns the new body
 * @example
 * ```ts
 * optionRemove(layout, layout.options[1]);
 * ```
 */
export function optionRemove(layout: AdrLayout, option: Span): string {
  const last = layout.options.every((o) => o === option);
  return removeSpan(layout.body, last && layout.container !== undefined ? layout.container : option);
}
