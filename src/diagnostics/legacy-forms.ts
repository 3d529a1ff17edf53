/**
 * The table of older and current forms (formats.md §8.1): facts that the
 * format layer names in `legacy-form` warnings and in strict-mode errors,
 * and that the message profiles word.
 *
 * @packageDocumentation
 */

/**
 * The `<current>` text of the timestamp rows of formats.md §8.1 (what
 * {@link legacyCurrentForm} returns for every legacy timestamp form).
 *
 * @example
 * ```ts
 * CURRENT_TIMESTAMP_FORM; // 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm'
 * ```
 */
export const CURRENT_TIMESTAMP_FORM = 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm';
const CURRENT_ENTRY_HEADING = '<timestamp> - <title>';
const CURRENT_TYPED_REFERENCE = '<TAG> <uuid>: <title>';

/**
 * The current form of every legacy form that lenient mode accepts, keyed by
 * the older form's name (the `<older>` text of the message). `<TAG>` stands
 * for the tag of the reference sub-list; {@link legacyCurrentForm} fills it in.
 *
 * @example
 * ```ts
 * legacyForms['oldest-first entries']; // 'newest entry first'
 * ```
 */
export const legacyForms = Object.freeze({
  'timestamp with 6 fraction digits and no offset': CURRENT_TIMESTAMP_FORM,
  'timestamp without fraction and offset': CURRENT_TIMESTAMP_FORM,
  'date-only timestamp': CURRENT_TIMESTAMP_FORM,
  'date-only entry heading': CURRENT_ENTRY_HEADING,
  'em-dash entry heading': CURRENT_ENTRY_HEADING,
  'free-form entry heading': CURRENT_ENTRY_HEADING,
  'oldest-first entries': 'newest entry first',
  'untyped reference item': CURRENT_TYPED_REFERENCE,
  'hyphenated reference item': CURRENT_TYPED_REFERENCE,
  'ADR item under Decisions': 'DEC <uuid>: <title>',
  'Acceptance Criteria sub-list': 'no Acceptance Criteria sub-list',
  'unnumbered question': '**<d>.<NNNN>**: <question>',
  'free-form problem statement': '<current state> is causing <issue>, for <stakeholder> because <cause>.',
  'missing problem statement paragraph':
    'one paragraph after the # title, before ## Current State: <current state> is causing <issue>, for <stakeholder> because <cause>.',
  'unpadded phase number': 'Phase <NNN>: <title>',
  'unpadded task number': 'Task <NNN>.<MMM>: <text>',
  'unnumbered task item': 'Task <NNN>.<MMM>: <text>',
  'missing Source section': '## Source',
  'missing Roles and Responsibilities section': '## Roles and Responsibilities',
} as const);

/**
 * The name of a legacy form (formats.md §8.1, column "Older form").
 *
 * @example
 * ```ts
 * const f: LegacyFormName = 'date-only timestamp';
 * ```
 */
export type LegacyFormName = keyof typeof legacyForms;

/**
 * The `<current>` text for a legacy form.
 *
 * @param older - the legacy form
 * @param tag - the reference sub-list's tag (`REQ`, `DEC`, …) replacing
 *   `<TAG>` for the typed-reference forms; without it `<TAG>` stays literal
 * @returns the current form's text
 * @example
 * ```ts
 * legacyCurrentForm('untyped reference item', 'REQ'); // 'REQ <uuid>: <title>'
 * legacyCurrentForm('date-only timestamp');          // 'yyyy-MM-ddTHH:mm:ss.fff with Z or ±HH:mm'
 * ```
 */
export function legacyCurrentForm(older: LegacyFormName, tag?: string): string {
  const current: string = legacyForms[older];
  return tag === undefined ? current : current.replace('<TAG>', tag);
}
