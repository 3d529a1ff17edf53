/**
 * Builders for sections: free-form, composite, single-value, array
 * containers and repeated sections, plus the optionality modifiers.
 *
 * @packageDocumentation
 */
import * as z from 'zod';
import { field } from './fields.js';
import { words, type HeadingSpec } from './heading.js';
import { typeName as toTypeName } from './naming.js';
import type { HeadingKeysOf, SilentPropertyName } from './paths.js';
import type { AnyField, CheckContext, Field, LegacyForm, LiftedField, ObjectOf, SectionDef, ValueOf } from './types.js';

type Level = SectionDef['level'];

/**
 * Options shared by every section builder. `T` (the type name) and `H`
 * (whether the heading has a heading-table entry) are inferred so the
 * section's heading-table keys are known to the compiler.
 *
 * @example
 * ```ts
 * section('scope', { level: 3, typeName: 'Scope' }, [items('items')]);
 * ```
 */
export interface SectionOptions<C = Record<never, never>, T extends string = string, H extends boolean = boolean> {
  /** Heading level 1–6. */
  level: Level;
  /** Heading rule; default: the type name's words. */
  heading?: HeadingSpec<C, H>;
  /** Type name, when it is not the PascalCase of the property name. */
  typeName?: T;
  /** Cross-field checks run once the section is matched. */
  checks?: readonly ((context: CheckContext) => void)[];
  /** Values derived from the matched model. */
  derive?: (value: Record<string, unknown>) => Record<string, unknown>;
}

type Merge<A, B> = { [K in keyof (A & B)]: (A & B)[K] } & {};

// Heading-table keys at the type level, mirroring `walkSections`/`englishHeadings`:
// a section adds its type name (unless its heading is an update-entry heading)
// and its child sections' keys below it; a repeated element sits under its
// property's type name unless the property name is silent (SilentPropertyName).
// NoInfer: a builder nested in another builder's argument list must not take its
// type name from the outer call's expected type (that would widen it to `string`).
type Own<T extends string, H extends boolean> = NoInfer<H> extends true ? NoInfer<T> : never;
type Keyed<T extends string, H extends boolean, Sub extends string> = Own<T, H> | `${NoInfer<T>} > ${Sub}`;
type Segment<N extends string> = N extends SilentPropertyName ? '' : `${Capitalize<N>} > `;
type StripPrefix<K extends string, P extends string> = K extends `${P}${infer R}` ? R : never;
// An array section's element is walked directly below the container, without the segment `repeated` added.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any value type
type ElementKeys<E> = E extends Field<infer N, any, boolean, infer K> ? StripPrefix<K, Segment<N>> : never;

function captureShape(spec: HeadingSpec<unknown, boolean> | undefined): Record<string, z.ZodType> {
  const rule = spec?.rule;
  if (rule?.kind !== 'template') return {};
  return Object.fromEntries(
    Object.values(rule.captures).map((capture) => [capture.property, capture.integer ? z.number().int() : z.string()]),
  );
}

function sectionDef(name: string, options: SectionOptions<unknown, string, boolean>, body: SectionDef['body']): SectionDef {
  return {
    kind: 'section',
    name,
    typeName: options.typeName ?? toTypeName(name),
    optional: false,
    level: options.level,
    heading: (options.heading ?? words).rule,
    body,
    ...(options.checks ? { checks: options.checks } : {}),
    ...(options.derive ? { derive: options.derive } : {}),
  };
}

// A lifted section adds its children's properties right after its own.
function objectShape(fields: readonly AnyField[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    shape[f.name] = f.optional ? f.schema.optional() : f.schema;
    const lifted = (f as Partial<LiftedField>).lifted;
    if (lifted) for (const [key, schema] of Object.entries(lifted.shape)) shape[key] = schema as z.ZodType;
  }
  return shape;
}

/**
 * A free-form section: its whole content kept verbatim. With a template
 * heading the model is `{ ...captures, content }`, otherwise the content string.
 *
 * @param name - the property name
 * @param options - level and heading rule
 * @returns the field
 * @example
 * ```ts
 * freeSection('moreInformation', { level: 2 });
 * ```
 */
export function freeSection<N extends string, C = Record<never, never>, T extends string = Capitalize<N>, H extends boolean = true>(
  name: N,
  options: SectionOptions<C, T, H>,
): Field<N, keyof C extends never ? string : Merge<C, { content: string }>, false, Own<T, H>> {
  const captures = captureShape(options.heading);
  const schema = Object.keys(captures).length === 0 ? z.string() : z.object({ ...captures, content: z.string() });
  return field(sectionDef(name, options, { kind: 'free' }), schema as never);
}

/**
 * A composite section whose content is distributed to child fields in order;
 * the model is an object of the children (plus heading captures).
 *
 * @param name - the property name
 * @param options - level and heading rule
 * @param fields - the child fields, in order
 * @returns the field
 * @example
 * ```ts
 * section('relatedInformation', { level: 2 }, [optional(valueSection('notes', { level: 3 }, items('items')))]);
 * ```
 */
export function section<
  N extends string,
  const F extends readonly AnyField[],
  C = Record<never, never>,
  T extends string = Capitalize<N>,
  H extends boolean = true,
>(name: N, options: SectionOptions<C, T, H>, fields: F): Field<N, Merge<C, ObjectOf<F>>, false, Keyed<T, H, HeadingKeysOf<F[number]>>> {
  const schema = z.object({ ...captureShape(options.heading), ...objectShape(fields) });
  return field(sectionDef(name, options, { kind: 'object', fields: fields.map((f) => f.def) }), schema as never);
}

/**
 * A section holding one value (a paragraph, paragraphs or a list). With
 * `comment: true` an optional leading comment is allowed and the model is
 * `{ comment?, value }`; otherwise the model is the value itself.
 *
 * @param name - the property name
 * @param options - level, heading rule and whether a leading comment is allowed
 * @param inner - the single value field
 * @returns the field
 * @example
 * ```ts
 * valueSection('level', { level: 2, comment: true }, paragraph('value', { value: rfc2119 }));
 * ```
 */
export function valueSection<N extends string, I extends AnyField, K extends boolean = false, T extends string = Capitalize<N>, H extends boolean = true>(
  name: N,
  options: SectionOptions<Record<never, never>, T, H> & { comment?: K },
  inner: I,
): Field<N, K extends true ? { comment?: string; value: ValueOf<I> } : ValueOf<I>, false, Own<T, H>> {
  const withComment = options.comment === true;
  const schema = withComment ? z.object({ comment: z.string().optional(), value: inner.schema }) : inner.schema;
  return field(sectionDef(name, options, { kind: 'value', field: inner.def, comment: withComment }), schema as never);
}

/**
 * A container section whose model is the array of its repeated child sections.
 *
 * @param name - the property name
 * @param options - level and heading rule of the container
 * @param element - the repeated child section (see {@link repeated})
 * @returns the field
 * @example
 * ```ts
 * arraySection('procedure', { level: 2 }, repeated(stepSection, { min: 1 }));
 * ```
 */
export function arraySection<N extends string, E extends AnyField, T extends string = Capitalize<N>, H extends boolean = true>(
  name: N,
  options: SectionOptions<Record<never, never>, T, H>,
  element: E,
): Field<N, ValueOf<E>, false, Keyed<T, H, ElementKeys<E>>> {
  const def = element.def;
  if (def.kind !== 'section' || !def.repeated) throw new TypeError(`arraySection '${name}' needs a repeated section`);
  return field(sectionDef(name, options, { kind: 'array', element: def }), element.schema as never);
}

/**
 * Make a section repeat: it matches again and again, and its model is an
 * array of its single-match model.
 *
 * @param element - the section matched once per element (its typeName is the element type name)
 * @param options - the fewest matches
 * @returns the repeated field
 * @example
 * ```ts
 * repeated(freeSection('', { level: 3, typeName: 'Option', heading: optionHeading }), { min: 0 });
 * ```
 */
export function repeated<N extends string, V, O extends boolean, K extends string>(
  element: Field<N, V, O, K>,
  options: { min: number },
): Field<N, V[], O, `${Segment<N>}${K}`> {
  const def = element.def;
  if (def.kind !== 'section') throw new TypeError('only sections repeat');
  // The phantom heading keys gain the property's segment; nothing changes at runtime.
  const result: Field<N, V[], O, string> = { ...element, def: { ...def, repeated: { min: options.min } }, schema: z.array(element.schema) };
  return result as Field<N, V[], O, `${Segment<N>}${K}`>;
}

/**
 * Make a field optional: absent when it does not match.
 *
 * @param f - the field
 * @returns the optional field
 * @example
 * ```ts
 * optional(freeSection('notes', { level: 2 }));
 * ```
 */
export function optional<N extends string, V, K extends string>(f: Field<N, V, boolean, K>): Field<N, V, true, K> {
  return { ...f, def: { ...f.def, optional: true }, optional: true };
}

/**
 * A mandatory field that lenient mode lets be missing, with a `legacy-form`
 * warning naming the older form.
 *
 * @param f - the mandatory field
 * @param legacy - the older and current forms
 * @returns the field, typed as optional (lenient models may lack it)
 * @example
 * ```ts
 * missingIsLegacy(sourceSection, { older: 'missing Source section', current: '## Source' });
 * ```
 */
export function missingIsLegacy<N extends string, V, K extends string>(f: Field<N, V, boolean, K>, legacy: LegacyForm): Field<N, V, true, K> {
  return { ...f, def: { ...f.def, legacyMissing: legacy }, optional: true };
}

/**
 * A field that exists only in lenient mode, as a legacy form (a `legacy-form`
 * warning when present); strict mode treats it as unknown content.
 *
 * @param f - the field
 * @param legacy - the older and current forms
 * @returns the optional field
 * @example
 * ```ts
 * lenientOnly(optional(refList('acceptanceCriteria')), { older: 'Acceptance Criteria sub-list', current: 'no Acceptance Criteria sub-list' });
 * ```
 */
export function lenientOnly<N extends string, V, K extends string>(f: Field<N, V, boolean, K>, legacy: LegacyForm): Field<N, V, true, K> {
  return { ...f, def: { ...f.def, lenientOnly: legacy, optional: true }, optional: true };
}

/**
 * A section whose model is flat: its value is its lead field's value (the
 * text before its first child heading), and its child sections are
 * properties of the enclosing model instead of nested under it. ADR's
 * `## Decision Outcome` is one: its lead is `decisionOutcome`, its
 * `### Consequences` is the top-level `consequences` (formats.md §4.8).
 * Lifting is read only inside an {@link anyOrder} section; the renderer
 * gathers the children back under the heading (`nestModel`), and source
 * ranges use the flat pointers (`/consequences`).
 *
 * @param name - the property name of the lead value
 * @param options - level and heading rule
 * @param lead - the lead field (an `opaque` field: verbatim text, `''` when there is none)
 * @param children - the child sections, in serialization order
 * @returns the field; its `lifted` schema holds the children's properties
 * @example
 * ```ts
 * liftedSection('decisionOutcome', { level: 2 }, opaque('text'), [optional(freeSection('consequences', { level: 3 }))]);
 * ```
 */
export function liftedSection<
  N extends string,
  L extends string,
  V,
  const F extends readonly AnyField[],
  T extends string = Capitalize<N>,
  H extends boolean = true,
>(
  name: N,
  options: SectionOptions<Record<never, never>, T, H>,
  lead: Field<L, V, false, never>,
  children: F,
): LiftedField<N, V, ObjectOf<F>, Keyed<T, H, HeadingKeysOf<F[number]>>> {
  if (lead.def.kind !== 'opaque') throw new TypeError(`liftedSection '${name}' needs an opaque lead field`);
  if (children.some((child) => child.def.kind !== 'section')) throw new TypeError(`liftedSection '${name}' lifts sections only`);
  const def: SectionDef = { ...sectionDef(name, options, { kind: 'object', fields: [lead.def, ...children.map((f) => f.def)] }), lifted: true };
  return { def, name, optional: false, schema: lead.schema, lifted: z.object(objectShape(children)) };
}

/**
 * Read a composite section's child sections by their heading, in any
 * order, instead of in outline order (ADR, formats.md §6.1). It applies to
 * the whole subtree, and every section in it is free-form text, a lifted
 * or plain composite, or a container of repeated sections. What the
 * reader reports, with the ADR codes and messages it has always had:
 * an unknown heading (`adr-unknown-heading`, or `foreign-heading` for an
 * English heading in a language variant), a repeated heading
 * (`adr-duplicate-heading`, including a second H1), and a mandatory
 * section that is blank or missing (`adr-blank-section`, missing ones at
 * the last body line). Text before the first child heading is the lead
 * field's (see {@link liftedSection}) or left over (`body-leftover`).
 * Headings deeper than the children's level are content. A container
 * without elements reads as absent, and an empty optional container is
 * not written, so that both round-trip. The model keeps outline order.
 *
 * @param f - the composite section
 * @param options - `rawHtml: 'content'` on the H1 section: raw HTML is content (as ADRs use it), not a `raw-html` failure
 * @returns the same field, read in any order
 * @example
 * ```ts
 * anyOrder(section('', { level: 1, typeName: 'Adr', heading }, [freeSection('context', { level: 2 })]), { rawHtml: 'content' });
 * ```
 */
export function anyOrder<N extends string, V, O extends boolean, K extends string>(f: Field<N, V, O, K>, options: { rawHtml?: 'content' } = {}): Field<N, V, O, K> {
  const def = f.def;
  if (def.kind !== 'section' || def.body.kind !== 'object') throw new TypeError('only composite sections are read in any order');
  if (def.body.fields.some((child) => child.kind !== 'section')) throw new TypeError(`'${def.typeName}': an any-order section holds sections only`);
  return { ...f, def: { ...def, order: 'any', ...(options.rawHtml ? { rawHtml: options.rawHtml } : {}) } };
}
