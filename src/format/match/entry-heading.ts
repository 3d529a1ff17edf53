/**
 * Update-entry headings (formats.md §5.1), with the legacy forms lenient
 * mode accepts per domain.
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import type { CompiledHeading } from '../outline/compile-heading.js';
import type { EntryLegacy, LegacyForm, Mode } from '../outline/types.js';

const TS = '\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(?:Z|[+-]\\d{2}:\\d{2})';
const CURRENT = new RegExp(`^(${TS}) ([-:]) (.+)$`, 'u');
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2}) ([-:]) (.+)$/u;
const EM_DASH = new RegExp(`^(${TS}) — (.+)$`, 'u');

/** The heading text shown when an entry heading was expected. */
export const ENTRY_ALIAS = '<timestamp> - <title>';

/**
 * The entry heading rule for one domain and mode.
 *
 * @param legacy - the legacy forms the domain accepts
 * @param mode - the parse mode
 * @returns a compiled heading capturing `timestamp`, `separator` and `title`
 * @example
 * ```ts
 * entryHeadingMatcher({}, 'strict').match('2026-08-15 00:00:00.000Z - Kickoff');
 * // { timestamp: '2026-08-15 00:00:00.000Z', separator: '-', title: 'Kickoff' }
 * ```
 */
export function entryHeadingMatcher(legacy: EntryLegacy, mode: Mode): CompiledHeading {
  const lenient = mode === 'lenient';
  return {
    alias: ENTRY_ALIAS,
    match(text) {
      const current = CURRENT.exec(text);
      if (current) return { timestamp: current[1] ?? '', separator: current[2] ?? '-', title: current[3] ?? '' };
      if (!lenient) return null;
      const dateOnly = legacy.dateOnly ? DATE_ONLY.exec(text) : null;
      if (dateOnly) return { timestamp: dateOnly[1] ?? '', separator: dateOnly[2] ?? '-', title: dateOnly[3] ?? '' };
      const emDash = legacy.emDash ? EM_DASH.exec(text) : null;
      if (emDash) return { timestamp: emDash[1] ?? '', separator: '—', title: emDash[2] ?? '' };
      if (legacy.freeForm) return { timestamp: null, separator: null, title: text };
      return null;
    },
    render(values) {
      const timestamp = values['timestamp'];
      const separator = values['separator'];
      const title = String(values['title'] ?? '');
      if (timestamp === null || timestamp === undefined) return title;
      return `${String(timestamp)} ${separator === ':' ? ':' : separator === '—' ? '—' : '-'} ${title}`;
    },
  };
}

/**
 * The legacy form an entry heading is, among those the domain accepts in
 * lenient mode (checked in the order lenient mode reads them), or null for
 * a current heading or one that no mode accepts.
 *
 * @param legacy - the legacy forms the domain accepts
 * @param text - the heading text
 * @returns the older and the current form, or null
 * @example
 * ```ts
 * entryLegacyForm({ dateOnly: true }, '2026-01-05 - Title');
 * // { older: 'date-only entry heading', current: '<timestamp> - <title>' }
 * ```
 */
export function entryLegacyForm(legacy: EntryLegacy, text: string): LegacyForm | null {
  if (CURRENT.test(text)) return null;
  const older =
    legacy.dateOnly && DATE_ONLY.test(text)
      ? 'date-only entry heading'
      : legacy.emDash && EM_DASH.test(text)
        ? 'em-dash entry heading'
        : legacy.freeForm
          ? 'free-form entry heading'
          : null;
  return older === null ? null : { older, current: legacyCurrentForm(older) };
}
