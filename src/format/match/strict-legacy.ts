/**
 * Strict mode meeting a form that lenient mode accepts: which older form a
 * heading or a missing part is, so that the structure error can name it
 * (issue 11 item 5). Lenient mode reads these forms with a `legacy-form`
 * warning instead; strict mode still fails, only the words change.
 *
 * @packageDocumentation
 */
import type { Heading, RootContent } from 'mdast';
import type { StrictLegacyForm } from '../../diagnostics/index.js';
import type { EntryLegacy, FieldDef, LegacyForm } from '../outline/types.js';
import { headingText, isHeading } from './blocks.js';
import type { MatchContext } from './context.js';
import { entryHeadingMatcher, entryLegacyForm } from './entry-heading.js';

function facts(form: LegacyForm): StrictLegacyForm {
  return { form: form.older, currentForm: form.current };
}

/**
 * The older form a heading text is for one section field: an older entry
 * heading (date-only, em dash, free-form, as the domain allows), an older
 * template group (an unpadded number), or the heading of a section that
 * only lenient mode knows.
 *
 * @param def - the section field
 * @param headingPath - the path its heading is compiled under (the element path of a repeated section)
 * @param text - the heading text found
 * @param context - the match
 * @returns the older and current form, or null (always null in lenient mode)
 * @example
 * ```ts
 * headingLegacy(entriesDef, 'Task > RecentUpdates > UpdateEntry', '2026-01-05 - Title', context);
 * // { form: 'date-only entry heading', currentForm: '<timestamp> - <title>' }
 * ```
 */
export function headingLegacy(def: FieldDef, headingPath: string, text: string, context: MatchContext): StrictLegacyForm | null {
  if (context.mode !== 'strict' || def.kind !== 'section') return null;
  if (def.lenientOnly) return context.options.headings.get(headingPath)?.match(text) ? facts(def.lenientOnly) : null;
  const marks = '#'.repeat(def.level);
  if (def.heading.kind === 'entry') {
    const form = entryLegacyForm(def.heading.legacy, text);
    if (!form) return null;
    const rewritten = rewrittenEntry(def.heading.legacy, text);
    return { ...facts(form), ...(rewritten === null ? {} : { rewritten: `${marks} ${rewritten}` }) };
  }
  const compiled = context.options.headings.get(headingPath);
  const legacy = compiled?.matchLegacy?.(text);
  if (!compiled || !legacy) return null;
  // The older group read the same values, so the heading writes back in the current form.
  return { ...facts(legacy.form), rewritten: `${marks} ${compiled.render(legacy.values)}` };
}

// An older entry heading in the current form: the em dash becomes ` - `; a date
// alone gets midnight UTC, the instant lenient mode reads it as. A free-form
// heading has no timestamp to keep.
function rewrittenEntry(legacy: EntryLegacy, text: string): string | null {
  const values = entryHeadingMatcher(legacy, 'lenient').match(text);
  const timestamp = values?.['timestamp'];
  if (values === null || typeof timestamp !== 'string') return null;
  const full = timestamp.length === 10 ? `${timestamp} 00:00:00.000Z` : timestamp;
  return `${full} - ${String(values['title'] ?? '')}`;
}

/**
 * The older form a block left over after a section's fields is: a heading
 * that one of the candidate fields reads in lenient mode.
 *
 * @param candidates - the section's fields with the paths their headings are compiled under
 * @param node - the first leftover block
 * @param context - the match
 * @returns the older and current form, or null
 * @example
 * ```ts
 * leftoverLegacy([{ def: entries, path: 'Task > RecentUpdates > UpdateEntry' }], blocks[index], context);
 * ```
 */
export function leftoverLegacy(
  candidates: readonly { readonly def: FieldDef; readonly path: string }[],
  node: RootContent | undefined,
  context: MatchContext,
): StrictLegacyForm | null {
  if (context.mode !== 'strict' || node === undefined || !isHeading(node)) return null;
  const text = headingText(node, context.body);
  for (const { def, path } of candidates) {
    if (def.kind !== 'section' || def.level !== (node as Heading).depth) continue;
    const found = headingLegacy(def, path, text, context);
    if (found) return found;
  }
  return null;
}

/**
 * The older form a missing mandatory field is, when lenient mode lets it be
 * missing (`missingIsLegacy`, e.g. a missing `## Source`). Where a heading
 * stands in its place, the field counts as missing only when that heading
 * is another section of the same parent: a misspelt `## Sources` is a wrong
 * heading, not the older form.
 *
 * @param def - the missing field
 * @param context - the match
 * @param found - the heading text found in its place, and the parent's path
 * @returns the older and current form, or null
 * @example
 * ```ts
 * missingLegacy(sourceDef, context); // { form: 'missing Source section', currentForm: '## Source' }
 * ```
 */
export function missingLegacy(def: FieldDef, context: MatchContext, found?: { readonly parentPath: string; readonly heading: string }): StrictLegacyForm | null {
  if (context.mode !== 'strict' || !def.legacyMissing) return null;
  if (found !== undefined && !isSiblingHeading(context, found.parentPath, found.heading)) return null;
  return facts(def.legacyMissing);
}

function isSiblingHeading(context: MatchContext, parentPath: string, text: string): boolean {
  const prefix = `${parentPath} > `;
  for (const [path, compiled] of context.options.headings) {
    if (path.startsWith(prefix) && !path.slice(prefix.length).includes(' > ') && compiled.match(text) !== null) return true;
  }
  return false;
}
