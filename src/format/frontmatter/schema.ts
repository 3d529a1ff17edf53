/**
 * The one description of frontmatter: the shared keys of whole-body documents
 * (formats.md §3.2) and of ADRs (§3.9), each declared once with its model
 * schema, its default and its reader, plus a type's own keys. From it come
 * the validator (defaults, normalisations, diagnostics' wording), the
 * transform-free model schema (`type.frontmatterSchema`, JSON Schema) and
 * the TypeScript model type ({@link FrontmatterModel}).
 *
 * @packageDocumentation
 */

import * as z from 'zod';
import { TIMESTAMP_PATTERN } from './timestamp.js';
import {
  SCHEMA_VERSION,
  readStatus,
  readText,
  readTimestamp,
  readType,
  readVersion,
  type FrontmatterMode,
  type Reader,
} from './key-readers.js';

export { SCHEMA_VERSION } from './key-readers.js';
export type { FrontmatterIssueParams, FrontmatterIssueProblem, FrontmatterMode } from './key-readers.js';

/**
 * A type's own frontmatter keys: key → zod schema, in write order
 * (`defineDocumentType({ frontmatter: { … } })`).
 *
 * @example
 * ```ts
 * const keys: FrontmatterKeys = { priority: z.enum(['low', 'high']).default('low') };
 * ```
 */
export type FrontmatterKeys = Readonly<Record<string, z.ZodType>>;

/**
 * What the frontmatter of one document type must satisfy: the record's
 * `frontmatter` (`type.frontmatter`).
 *
 * @example
 * ```ts
 * const rules: FrontmatterRules = { tag: 'req', kind: 'base', statuses: documentTypes.req.statuses };
 * ```
 */
export interface FrontmatterRules {
  /** The document type code, used in messages and as the `type` default. */
  tag: string;
  /** `base` for the whole-body types (formats.md §3.2), `adr` for ADRs (formats.md §3.9). */
  kind: 'base' | 'adr';
  /** The status vocabulary, default and extra pattern. */
  statuses: { values: readonly string[]; default: string; pattern?: RegExp };
  /** The type's own keys, after the shared keys of its kind (none for the built-in types). */
  keys?: FrontmatterKeys;
  /** The shape of the `id` (the record's `idPattern`), named in the schema's description. */
  idPattern?: RegExp;
  /** The type's noun (the record's `noun`, e.g. `task list`), named in the default texts. */
  noun?: string;
}

/**
 * Keys accepted on read under another name, mapped to their model key.
 *
 * @example
 * ```ts
 * ADR_KEY_ALIASES.decision_makers; // 'decision-makers'
 * ```
 */
export const ADR_KEY_ALIASES: Readonly<Record<string, string>> = Object.freeze({ decision_makers: 'decision-makers' });

/**
 * One shared key of a frontmatter kind, declared once: `model` is the
 * transform-free schema of its value after reading (the record's
 * `frontmatterSchema`, the TypeScript type and the JSON Schema come from it),
 * `absent` what a missing key reads as, and `read` how a written value is
 * normalised and checked, with today's wording (the validator).
 */
interface SharedKey<Model extends z.ZodType = z.ZodType> {
  readonly model: Model;
  readonly absent: z.output<Model>;
  readonly read: Reader<z.output<Model>>;
}

function sharedKey<Model extends z.ZodType>(model: Model, absent: z.output<Model>, read: Reader<z.output<Model>>): SharedKey<Model> {
  return { model, absent, read };
}

// Major version 1 in any spelling `Number` reads as 1 (`01.2.3` included), as readVersion accepts.
const VERSION_MODEL = /^0*1\.[0-9]+\.[0-9]+$/;

function statusModel<Status extends string>(rule: FrontmatterRules['statuses']): z.ZodType<Status> {
  const listed = z.enum(rule.values as readonly [string, ...string[]]);
  const model = rule.pattern ? z.union([listed, z.string().regex(rule.pattern)]) : listed;
  const extra = rule.pattern ? ` or a value matching ${rule.pattern.source}` : '';
  return model.describe(`one of: ${rule.values.join(', ')}${extra}`) as unknown as z.ZodType<Status>;
}

const timestampModel = () =>
  z
    .string()
    .regex(TIMESTAMP_PATTERN)
    .nullable()
    .describe("yyyy-MM-dd'T'HH:mm:ss.fff (or a space for 'T') with Z or ±HH:mm; the date and time must exist");

const versionModel = () => z.string().regex(VERSION_MODEL).describe('1.<minor>.<patch>: the major version must be 1');

/**
 * The shared keys of the twelve whole-body types (formats.md §3.2), in
 * alphabetical order (their write order, §3.6). The one description of them.
 */
function baseKeys<Tag extends string, Status extends string>(tag: Tag, statuses: FrontmatterRules['statuses'], idPattern: RegExp | undefined) {
  return {
    classification: sharedKey(z.string().nullable().describe('free text'), null, readText(true)),
    created: sharedKey(timestampModel(), null, readTimestamp),
    id: sharedKey(
      // No pattern: a read keeps whatever id a file holds; lookups check it.
      z.string().nullable().describe(`the document id${idPattern === undefined ? '' : `, matching ${idPattern.source}`} (checked on lookup, not on read)`),
      null,
      readText(true),
    ),
    status: sharedKey(statusModel<Status>(statuses), statuses.default as Status, readStatus<Status>(statuses)),
    type: sharedKey(z.literal(tag), tag, readType(tag)),
    updated: sharedKey(timestampModel(), null, readTimestamp),
    version: sharedKey(versionModel(), SCHEMA_VERSION, readVersion),
  };
}

/** The keys of ADR frontmatter (formats.md §3.9), in their write order. Free-form values are kept as written. */
function adrKeys<Status extends string>(statuses: FrontmatterRules['statuses']) {
  const freeText = (description: string) => sharedKey(z.string().nullable().describe(description), null, readText(false));
  return {
    status: sharedKey(statusModel<Status>(statuses), statuses.default as Status, readStatus<Status>(statuses)),
    date: freeText('free-form; MADR uses YYYY-MM-DD'),
    'decision-makers': freeText('free-form (decision_makers is read as this key)'),
    consulted: freeText('free-form'),
    informed: freeText('free-form'),
    id: freeText('the ADR id'),
    version: sharedKey(versionModel(), SCHEMA_VERSION, readVersion),
  };
}

type SharedKeys = Readonly<Record<string, SharedKey>>;

/** The model schemas of a kind's shared keys, each with its default. */
type ModelShape<Keys extends SharedKeys> = { -readonly [K in keyof Keys]: z.ZodDefault<Keys[K]['model']> };

/**
 * The zod shape of the shared keys of a frontmatter kind, typed from their
 * declaration: `status` is the type's vocabulary, `type` its tag.
 *
 * @example
 * ```ts
 * type Status = z.output<z.ZodObject<SharedShape<'base', 'tsk', 'draft' | 'done'>>>['status']; // 'draft' | 'done'
 * ```
 */
export type SharedShape<Kind extends 'base' | 'adr', Tag extends string, Status extends string> = Kind extends 'adr'
  ? ModelShape<ReturnType<typeof adrKeys<Status>>>
  : ModelShape<ReturnType<typeof baseKeys<Tag, Status>>>;

/**
 * The frontmatter model of a type after validation, derived from the one
 * declaration of its kind's shared keys plus the type's own keys (typed from
 * their schemas); unknown keys are kept as `unknown`.
 *
 * @example
 * ```ts
 * type Fm = FrontmatterModel<'base', 'tsk', 'draft' | 'done', { priority: z.ZodDefault<z.ZodEnum<{ low: 'low'; high: 'high' }>> }>;
 * // { classification: string | null; …; status: 'draft' | 'done'; type: 'tsk'; …; priority: 'low' | 'high'; [key: string]: unknown }
 * ```
 */
export type FrontmatterModel<
  Kind extends 'base' | 'adr' = 'base',
  Tag extends string = string,
  Status extends string = string,
  Keys extends FrontmatterKeys = Record<never, never>,
> = z.output<z.ZodObject<SharedShape<Kind, Tag, Status> & Keys, z.core.$loose>>;

const declarations = new WeakMap<FrontmatterRules, SharedKeys>();

function declaration(rules: FrontmatterRules): SharedKeys {
  let keys = declarations.get(rules);
  if (!keys) {
    keys = rules.kind === 'adr' ? adrKeys(rules.statuses) : baseKeys(rules.tag, rules.statuses, rules.idPattern);
    declarations.set(rules, keys);
  }
  return keys;
}

function defineKey(shape: Record<string, z.ZodType>, key: string, schema: z.ZodType): void {
  // defineProperty, so that an own key named `__proto__` stays an ordinary key.
  Object.defineProperty(shape, key, { value: schema, enumerable: true, writable: true, configurable: true });
}

function withOwnKeys(shape: Record<string, z.ZodType>, rules: FrontmatterRules): Record<string, z.ZodType> {
  for (const [key, schema] of Object.entries(rules.keys ?? {})) defineKey(shape, key, schema);
  return shape;
}

/**
 * The transform-free zod schema of a type's frontmatter model (the record's
 * `frontmatterSchema`): every shared key with its default, then the type's
 * own keys; unknown keys pass through. It describes what a strict read
 * returns, converts with `z.toJSONSchema` (whose `io: 'input'` view is the
 * frontmatter as written, every key optional), and checks a model without
 * rewording anything; reading a file goes through the validator, which adds
 * the normalisations (blank values read as their default) and the
 * diagnostics' wording.
 *
 * @param rules - the type's tag, kind, status rule and own keys
 * @returns the zod schema
 * @example
 * ```ts
 * frontmatterModelSchema(documentTypes.tsk.frontmatter).parse({}).status; // 'draft'
 * ```
 */
export function frontmatterModelSchema(rules: FrontmatterRules): z.ZodObject<z.core.$ZodLooseShape, z.core.$loose> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, shared] of Object.entries(declaration(rules))) defineKey(shape, key, shared.model.default(shared.absent));
  return z.looseObject(withOwnKeys(shape, rules));
}

function aliasKeys(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = { ...input };
  for (const [alias, key] of Object.entries(ADR_KEY_ALIASES)) {
    if (!Object.hasOwn(copy, key) && Object.hasOwn(copy, alias)) {
      copy[key] = copy[alias];
      delete copy[alias];
    }
  }
  return copy;
}

/**
 * The validating schema of a type's frontmatter, built from the same
 * declaration as {@link frontmatterModelSchema}. Unknown keys pass through
 * unchanged; the type's own keys are checked by their own schemas.
 *
 * Normalisation (base, formats.md §3.2): blank `id`, `created`, `updated`
 * and `classification` read as null; absent, blank or null `status` as the
 * type's default; absent or blank `type` as the tag and `version` as
 * `1.0.0`. ADR (§3.9): `decision_makers` is read as `decision-makers` (when
 * that key is absent); free-form values are kept as written, absent ones
 * read as null. Every issue of a shared key is a custom issue whose message
 * is the cause text and whose `params` are {@link FrontmatterIssueParams}.
 *
 * @param rules - the type's tag, kind, status rule and own keys
 * @param mode - `lenient` accepts the legacy timestamp forms (default `strict`)
 * @returns the zod schema (with transforms: internal, never exported)
 * @example
 * ```ts
 * frontmatterValidator(documentTypes.req.frontmatter).parse({ status: ' ' }).status; // 'draft'
 * frontmatterValidator(documentTypes.adr.frontmatter).parse({ decision_makers: 'Ann' })['decision-makers']; // 'Ann'
 * ```
 */
export function frontmatterValidator(rules: FrontmatterRules, mode: FrontmatterMode = 'strict'): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, shared] of Object.entries(declaration(rules))) {
    const read = shared.read;
    defineKey(shape, key, z.unknown().transform((value, ctx) => read(value, ctx, mode)).default(shared.absent));
  }
  const object = z.looseObject(withOwnKeys(shape, rules));
  return rules.kind === 'adr' ? z.preprocess(aliasKeys, object) : object;
}

/**
 * The shared keys of a frontmatter kind, in its write order (taken from the
 * declaration of the kind).
 *
 * @param kind - `base` or `adr`
 * @returns the shared keys
 * @example
 * ```ts
 * knownKeys('adr'); // ['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version']
 * ```
 */
export function knownKeys(kind: 'base' | 'adr'): readonly string[] {
  return kind === 'adr' ? ADR_KEYS : BASE_KEYS;
}

const ANY_STATUS = { values: ['draft'], default: 'draft' };
const BASE_KEYS = Object.freeze(Object.keys(baseKeys('req', ANY_STATUS, undefined)));
const ADR_KEYS = Object.freeze(Object.keys(adrKeys(ANY_STATUS)));
