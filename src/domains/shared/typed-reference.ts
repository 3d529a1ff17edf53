/**
 * Typed cross-references (formats.md §5.5): the value rule of an item (or
 * paragraph) that names another document as `<TAG> <uuid>: <title>`, and the
 * lenient-mode classifier of the older reference-item forms (§5.6, §8.1).
 *
 * @packageDocumentation
 */
import { legacyCurrentForm } from '../../diagnostics/index.js';
import type { LegacyForm, ValueRule } from '../../format/index.js';
import { pattern, UUID_SOURCE } from '../../format/index.js';

/**
 * The tags a typed cross-reference may carry (formats.md §5.5, the "Allowed TAG" column).
 *
 * @example
 * ```ts
 * const tag: ReferenceTag = 'RSK';
 * ```
 */
export type ReferenceTag = 'REQ' | 'DEC' | 'ADR' | 'GOL' | 'RSK' | 'SOP' | 'UC' | 'PRB' | 'QA' | 'VCR';

/**
 * One or more allowed tags of a place, in the order messages list them.
 *
 * @example
 * ```ts
 * const verifies: ReferenceTags = ['REQ', 'UC'];
 * ```
 */
export type ReferenceTags = readonly [ReferenceTag, ...ReferenceTag[]];

/**
 * Lenient-mode classification of an item that is not a typed reference:
 * the legacy form it is, or null when it is simply wrong.
 *
 * @example
 * ```ts
 * const classify: ReferenceLegacy = referenceLegacy('REQ');
 * ```
 */
export type ReferenceLegacy = (text: string) => LegacyForm | null;

/**
 * Options of {@link typedReference}.
 *
 * @example
 * ```ts
 * const options: TypedReferenceOptions = { legacy: referenceLegacy('GOL') };
 * ```
 */
export interface TypedReferenceOptions {
  /** Lenient mode: which legacy form a failing text is (null: a plain error). Omit where no legacy form exists (e.g. sysrs). */
  legacy?: ReferenceLegacy;
}

function tagGroup(tags: ReferenceTags): string {
  return tags.length === 1 ? tags[0] : `(${tags.join('|')})`;
}

/**
 * The pattern of a typed reference as messages show it (operations.md §2.3:
 * `<uuid>` abbreviated, no `/s` suffix, an alternation for several tags).
 *
 * @param tags - the allowed tags
 * @returns e.g. `^REQ (<uuid>): (.+)$` or `^(REQ|UC) (<uuid>): (.+)$`
 * @example
 * ```ts
 * typedReferenceDisplay(['DEC', 'ADR']); // '^(DEC|ADR) (<uuid>): (.+)$'
 * ```
 */
export function typedReferenceDisplay(tags: ReferenceTags): string {
  return `^${tagGroup(tags)} (<uuid>): (.+)$`;
}

/**
 * The value rule of a typed cross-reference: TAG, one space, a lowercase
 * UUID, `: `, a non-empty title that may soft-wrap (`/s`). Only the shape is
 * checked; the target need not exist.
 *
 * @param tags - the tags allowed at this place
 * @param options - the lenient-mode legacy classifier, where the place has legacy forms
 * @returns the value rule (`value-pattern` on failure)
 * @example
 * ```ts
 * const rule = typedReference(['REQ'], { legacy: referenceLegacy('REQ') });
 * satisfies(rule, 'REQ 4f2a1b3c-8d5e-4a91-9c72-1e6f8a2b3c4d: Revoke keys fast'); // true
 * ```
 */
export function typedReference(tags: ReferenceTags, options: TypedReferenceOptions = {}): ValueRule {
  const regex = new RegExp(`^${tags.length === 1 ? tags[0] : `(?:${tags.join('|')})`} (${UUID_SOURCE}): (.+)$`, 's');
  const expectedForm =
    tags.length === 1
      ? `a typed reference "${tags[0]} <uuid>: <title>"`
      : `a typed reference "<TAG> <uuid>: <title>" with TAG one of ${tags.map((tag) => `"${tag}"`).join(', ')}`;
  return pattern(regex, typedReferenceDisplay(tags), { expectedForm, ...(options.legacy ? { legacy: options.legacy } : {}) });
}

// Reference-written documents carry `GOL-<uuid>: <title>` (any tag) and, under
// Decisions, `ADR <uuid>: <title>` / `ADR-<uuid>: <title>` (formats.md §5.6).
const HYPHENATED = new RegExp(`^[A-Z]+-${UUID_SOURCE}: .+$`, 's');
const ADR_ITEM = new RegExp(`^ADR[ -]${UUID_SOURCE}: .+$`, 's');

/**
 * Options of {@link referenceLegacy}.
 *
 * @example
 * ```ts
 * const options: ReferenceLegacyOptions = { adrUnderDecisions: true };
 * ```
 */
export interface ReferenceLegacyOptions {
  /** The place is a Decisions sub-list, where ADR items are their own legacy form. */
  adrUnderDecisions?: boolean;
}

/**
 * The lenient-mode classifier of a Related Artifacts sub-list (formats.md
 * §5.6): every item that is not a typed reference is a legacy form, named
 * `ADR item under Decisions`, `hyphenated reference item` or (anything else)
 * `untyped reference item`; the item keeps its text.
 *
 * @param tag - the sub-list's tag, named in the `current` text
 * @param options - whether ADR items are recognised (Decisions sub-lists)
 * @returns the classifier
 * @example
 * ```ts
 * referenceLegacy('GOL')('GOL-0007: Competitive engines');
 * // { older: 'untyped reference item', current: 'GOL <uuid>: <title>' }
 * ```
 */
export function referenceLegacy(tag: ReferenceTag, options: ReferenceLegacyOptions = {}): ReferenceLegacy {
  return (text) => {
    if (options.adrUnderDecisions && ADR_ITEM.test(text)) {
      return { older: 'ADR item under Decisions', current: legacyCurrentForm('ADR item under Decisions') };
    }
    const older = HYPHENATED.test(text) ? 'hyphenated reference item' : 'untyped reference item';
    return { older, current: legacyCurrentForm(older, tag) };
  };
}
