/**
 * Heading rule builders: literal text, space-separated words, templates with
 * typed placeholders, and update-entry headings.
 *
 * @packageDocumentation
 */
import type { Capture, EntryLegacy, HeadingRule, LegacyForm } from './types.js';

/**
 * A typed placeholder of a heading template.
 *
 * @example
 * ```ts
 * template('Option {n}: {title}', { n: integer('number'), title: text('title') });
 * ```
 */
export interface TypedCapture<P extends string, V> extends Capture {
  /** Phantom: the captured value's type. */
  readonly __value?: V;
  readonly property: P;
}

/**
 * A heading rule with the type of what it captures. `H` says whether the
 * heading has an entry in heading tables: every rule does except the
 * update-entry heading, whose text is data (`false`).
 *
 * @example
 * ```ts
 * section('safetyAndPrecautions', { level: 2, heading: literal('Safety and Precautions') }, [opaque('content')]);
 * ```
 */
export interface HeadingSpec<C = unknown, H extends boolean = true> {
  /** The runtime rule. */
  readonly rule: HeadingRule;
  /** Phantom: the captured properties. */
  readonly __captures?: C;
  /** Phantom: whether the heading has a heading-table entry. */
  readonly __translated?: H;
}

/** The object type a map of placeholders captures. */
export type CapturedBy<M> = {
  [K in keyof M as M[K] extends TypedCapture<infer P, unknown> ? P : never]: M[K] extends TypedCapture<string, infer V>
    ? V
    : never;
};

/**
 * A placeholder captured as an integer. A fixed-width group (`(\d{3})`)
 * is written zero-padded to that width.
 *
 * @param property - the model property, e.g. `number`
 * @param group - the regular expression group, default `(\d+)`
 * @param legacy - lenient mode: an older group also accepted, and the legacy form it is
 * @returns the capture
 * @example
 * ```ts
 * template('Step {n}: {title}', { n: integer('number'), title: text('title') });
 * integer('number', '(\\d{3})', { group: '(\\d{1,2})', form: { older: 'unpadded phase number', current: 'Phase <NNN>: <title>' } });
 * ```
 */
export function integer<P extends string>(
  property: P,
  group = '(\\d+)',
  legacy?: { group: string; form: LegacyForm },
): TypedCapture<P, number> {
  return { property, group, integer: true, ...(legacy ? { legacy } : {}) };
}

/**
 * A placeholder captured as text.
 *
 * @param property - the model property, e.g. `title`
 * @param group - the regular expression group, default `(.+)`
 * @returns the capture
 * @example
 * ```ts
 * template('{title}', { title: text('title') });
 * ```
 */
export function text<P extends string>(property: P, group = '(.+)'): TypedCapture<P, string> {
  return { property, group, integer: false };
}

/**
 * A heading that equals a fixed text.
 *
 * @param value - the exact heading text
 * @returns the heading rule
 * @example
 * ```ts
 * literal('Roles and Responsibilities');
 * ```
 */
export function literal(value: string): HeadingSpec<Record<never, never>> {
  return { rule: { kind: 'literal', text: value } };
}

/**
 * A heading that carries data: a template whose `{placeholders}` are captured
 * into model properties (languages.md §3).
 *
 * @param value - e.g. `Option {n}: {title}`
 * @param captures - what each placeholder compiles to and where it is stored
 * @returns the heading rule
 * @example
 * ```ts
 * template('Probability {n}', { n: integer('value', '([1-5])') });
 * ```
 */
export function template<M extends Record<string, TypedCapture<string, unknown>>>(
  value: string,
  captures: M,
): HeadingSpec<CapturedBy<M>> {
  return { rule: { kind: 'template', template: value, captures } };
}

/**
 * The heading of a dated update entry, `<timestamp> - <title>` (formats.md §5.1).
 *
 * @param legacy - the older heading forms lenient mode accepts in this domain
 * @returns the heading rule
 * @example
 * ```ts
 * entryHeading({ dateOnly: true, freeForm: true });
 * ```
 */
export function entryHeading(legacy: EntryLegacy = {}): HeadingSpec<Record<never, never>, false> {
  return { rule: { kind: 'entry', legacy } };
}

/** The default heading rule: the type name's words. */
export const words: HeadingSpec<Record<never, never>> = { rule: { kind: 'words' } };
