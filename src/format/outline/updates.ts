/**
 * The shared Updates shape (formats.md §5.1): an optional comment and dated
 * entries, newest first, each with non-blank content.
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { legacyCurrentForm } from '../../diagnostics/index.js';
import { checkTimestamp, timestampInstant } from '../frontmatter/timestamp.js';
import { comment } from './fields.js';
import { entryHeading, type HeadingSpec } from './heading.js';
import { updateEntrySchema, type UpdateEntry } from './models.js';
import { freeSection, optional, repeated, section } from './sections.js';
import type { CheckContext, EntryLegacy, Field } from './types.js';

/**
 * The model of an Updates section.
 *
 * @example
 * ```ts
 * const log: Updates = { entries: [{ timestamp: '2026-08-15T09:00:00.000Z', separator: '-', title: 'Kickoff', content: 'Started.' }] };
 * ```
 */
export interface Updates {
  /** The ordering comment, verbatim. */
  comment?: string;
  /** The entries, newest first. */
  entries: UpdateEntry[];
}

/** Schema of an Updates section. */
export const updatesSchema = z.object({ comment: z.string().optional(), entries: z.array(updateEntrySchema) });

const FULL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})$/;
const CURRENT_HEADING = legacyCurrentForm('date-only entry heading');

function legacyHeadingForm(entry: UpdateEntry): string | null {
  if (entry.timestamp === null) return 'free-form entry heading';
  if (entry.separator === '—') return 'em-dash entry heading';
  if (!FULL_TIMESTAMP.test(entry.timestamp)) return 'date-only entry heading';
  return null;
}

function checkEntries(legacy: EntryLegacy) {
  return (context: CheckContext): void => {
    const value = context.value as Updates;
    const entryPath = `${context.path} > UpdateEntry`;
    const timestampPath = `${entryPath} > timestamp`;
    const ordered: { index: number; instant: number; timestamp: string }[] = [];
    const entries = value.entries ?? [];
    entries.forEach((entry, index) => {
      const pointer = `/entries/${index}`;
      const older = legacyHeadingForm(entry);
      if (older !== null) {
        context.report({ code: 'legacy-form', pointer, field: entryPath, params: { form: older, currentForm: CURRENT_HEADING } });
      }
      // Em-dash entries carry a full timestamp, so they take part in the date and order checks.
      const fullTimestamp = older === null || older === 'em-dash entry heading';
      if (fullTimestamp && entry.timestamp !== null) {
        if (checkTimestamp(entry.timestamp) === 'impossible') {
          const params = { channel: 'body', received: entry.timestamp, problem: 'impossible' } as const;
          context.report({ code: 'invalid-timestamp', pointer, field: timestampPath, params });
        } else {
          ordered.push({ index, instant: timestampInstant(entry.timestamp), timestamp: entry.timestamp });
        }
      }
      if (entry.content === '') {
        context.report({ code: 'empty-content', pointer, field: `${entryPath} > content`, params: { heading: context.headingOf(pointer) } });
      }
    });
    const violations: { index: number; previous: (typeof ordered)[number]; timestamp: string }[] = [];
    for (let i = 1; i < ordered.length; i += 1) {
      const previous = ordered[i - 1];
      const current = ordered[i];
      if (previous && current && current.instant > previous.instant) {
        violations.push({ index: current.index, previous, timestamp: current.timestamp });
      }
    }
    if (violations.length === 0) return;
    const allEmDash = entries.every((entry) => entry.separator === '—');
    if (legacy.emDash && context.mode === 'lenient' && allEmDash) {
      const params = { form: 'oldest-first entries', currentForm: legacyCurrentForm('oldest-first entries') };
      context.report({ code: 'legacy-form', pointer: '', field: context.path, params });
      return;
    }
    for (const violation of violations) {
      const pointer = `/entries/${violation.index}`;
      const params = {
        value: violation.timestamp,
        previous: violation.previous.timestamp,
        previousLine: context.lineOf(`/entries/${violation.previous.index}`),
      };
      context.report({ code: 'value-order', pointer, field: timestampPath, params });
    }
  };
}

/**
 * An Updates section: `<!-- -->?` then dated entries (one heading level
 * deeper), newest first, non-blank content (formats.md §5.1).
 *
 * @param name - the property name, e.g. `recentUpdates`
 * @param options - the container's level and heading, and the legacy entry forms lenient mode accepts
 * @returns the field
 * @example
 * ```ts
 * updates('recentUpdates', { level: 2, legacy: { dateOnly: true, freeForm: true } });
 * ```
 */
export function updates<N extends string>(
  name: N,
  options: { level: 2 | 3; heading?: HeadingSpec<Record<never, never>>; legacy?: EntryLegacy },
): Field<N, Updates, false, Capitalize<N>> {
  const legacy = options.legacy ?? {};
  const entry = repeated(
    freeSection('entries', { level: (options.level + 1) as 3 | 4, typeName: 'UpdateEntry', heading: entryHeading(legacy) }),
    { min: 1 },
  );
  const container = section(
    name,
    { level: options.level, ...(options.heading ? { heading: options.heading } : {}), checks: [checkEntries(legacy)] },
    [optional(comment()), entry],
  );
  return { ...container, schema: updatesSchema as unknown as z.ZodType<Updates> };
}
