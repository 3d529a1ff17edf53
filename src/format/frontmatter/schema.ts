/**
 * zod schemas of the frontmatter of whole-body documents (formats.md §3.2)
 * and of ADRs (§3.9): defaults, normalisations and checks.
 *
 * @packageDocumentation
 */

import { z } from 'zod';
import type { DiagnosticCode } from '../../diagnostics/diagnostic.js';
import {
  causeExpectedString,
  causeStatus,
  causeTimestampImpossible,
  causeTimestampShape,
  causeTypeMismatch,
  causeVersionUnsupported,
} from '../../diagnostics/frontmatter-messages.js';
import { checkLegacyTimestamp, checkTimestamp } from './timestamp.js';

/**
 * What the frontmatter of one document type must satisfy.
 *
 * @example
 * ```ts
 * const rules: FrontmatterRules = { tag: 'req', kind: 'base', statuses: statusRules.req };
 * ```
 */
export interface FrontmatterRules {
  /** The document type code, used in messages and as the `type` default. */
  tag: string;
  /** `base` for the whole-body types (§3.2), `adr` for ADRs (§3.9). */
  kind: 'base' | 'adr';
  /** The status vocabulary, default and extra pattern. */
  statuses: { values: readonly string[]; default: string; pattern?: RegExp };
  /** The shape of the `id` (the type record's `idPattern`; default a lowercase UUID). */
  idPattern?: RegExp;
}

/**
 * How strictly legacy forms are judged (formats.md §8.1 rule 5).
 *
 * @example
 * ```ts
 * const mode: FrontmatterMode = 'lenient';
 * ```
 */
export type FrontmatterMode = 'strict' | 'lenient';

/**
 * The `params` every issue of these schemas carries, so that an issue maps to
 * a diagnostic without parsing its message.
 *
 * @example
 * ```ts
 * const params: FrontmatterIssueParams = { diagnostic: 'frontmatter-field', expected: 'string' };
 * ```
 */
export interface FrontmatterIssueParams {
  /** The diagnostic code of the issue. */
  diagnostic: DiagnosticCode;
  /** For a wrong YAML type: what was expected (the message then names the value). */
  expected?: 'string' | 'string or null';
}

/**
 * The current schema version, written into new documents.
 *
 * @example
 * ```ts
 * SCHEMA_VERSION; // '1.0.0'
 * ```
 */
export const SCHEMA_VERSION = '1.0.0';

/**
 * Keys accepted on read under another name, mapped to their model key.
 *
 * @example
 * ```ts
 * ADR_KEY_ALIASES.decision_makers; // 'decision-makers'
 * ```
 */
export const ADR_KEY_ALIASES: Readonly<Record<string, string>> = Object.freeze({ decision_makers: 'decision-makers' });

// Python's str.isspace set: the reference's test for a blank value.
const BLANK = /^[ \t\n\r\v\f\u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;
const VERSION = /^([0-9]+)\.[0-9]+\.[0-9]+$/;

type Ctx = z.RefinementCtx;

function fail(ctx: Ctx, input: unknown, message: string, params: FrontmatterIssueParams): never {
  ctx.addIssue({ code: 'custom', message, input, params: { ...params } });
  return z.NEVER;
}

function wrongType(ctx: Ctx, input: unknown, expected: 'string' | 'string or null'): never {
  const cause = causeExpectedString(input, expected === 'string or null');
  return fail(ctx, input, cause, { diagnostic: 'frontmatter-field', expected });
}

function optionalText(blankToNull: boolean) {
  return z
    .unknown()
    .transform((value, ctx): string | null => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'string') return wrongType(ctx, value, 'string or null');
      return blankToNull && BLANK.test(value) ? null : value;
    })
    .default(null);
}

function statusField(rules: FrontmatterRules) {
  const { values, pattern } = rules.statuses;
  const fallback = rules.statuses.default;
  return z
    .unknown()
    .transform((value, ctx): string => {
      if (value === null || value === undefined) return fallback;
      if (typeof value !== 'string') return wrongType(ctx, value, 'string');
      if (BLANK.test(value)) return fallback;
      if (values.includes(value) || (pattern?.test(value) ?? false)) return value;
      return fail(ctx, value, causeStatus(values, value), { diagnostic: 'frontmatter-field' });
    })
    .default(fallback);
}

function versionField() {
  return z
    .unknown()
    .transform((value, ctx): string => {
      if (typeof value !== 'string') return wrongType(ctx, value, 'string');
      if (BLANK.test(value)) return SCHEMA_VERSION;
      const major = VERSION.exec(value)?.[1];
      if (major !== undefined && Number(major) === 1) return value;
      return fail(ctx, value, causeVersionUnsupported(value), { diagnostic: 'version-unsupported' });
    })
    .default(SCHEMA_VERSION);
}

function typeField(tag: string) {
  return z
    .unknown()
    .transform((value, ctx): string => {
      if (typeof value !== 'string') return wrongType(ctx, value, 'string');
      if (BLANK.test(value)) return tag;
      if (value === tag) return value;
      return fail(ctx, value, causeTypeMismatch(tag, value), { diagnostic: 'frontmatter-type-mismatch' });
    })
    .default(tag);
}

function timestampField(mode: FrontmatterMode) {
  return z
    .unknown()
    .transform((value, ctx): string | null => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'string') return wrongType(ctx, value, 'string or null');
      if (BLANK.test(value)) return null;
      let check = checkTimestamp(value);
      // Lenient mode keeps a legacy value as written; read.ts adds its warning.
      if (check === 'shape' && mode === 'lenient') check = checkLegacyTimestamp(value);
      if (check === 'ok') return value;
      const cause = check === 'impossible' ? causeTimestampImpossible(value) : causeTimestampShape(value);
      return fail(ctx, value, cause, { diagnostic: 'invalid-timestamp' });
    })
    .default(null);
}

/**
 * The schema of the shared frontmatter of the twelve whole-body types
 * (formats.md §3.2). Unknown keys pass through unchanged.
 *
 * Normalisation: blank `id`, `created`, `updated` and `classification` read
 * as null; absent, blank or null `status` as the type's default; absent or
 * blank `type` as the tag and `version` as `1.0.0`. Every issue is a custom
 * issue whose message is the cause text and whose `params` are
 * {@link FrontmatterIssueParams}.
 *
 * @param rules - the document type's tag and status rule
 * @param mode - `lenient` accepts the legacy timestamp forms (default `strict`)
 * @returns the zod schema
 * @example
 * ```ts
 * const schema = baseFrontmatterSchema({ tag: 'req', kind: 'base', statuses: statusRules.req });
 * schema.parse({ status: ' ' }).status; // 'draft'
 * ```
 */
export function baseFrontmatterSchema(rules: FrontmatterRules, mode: FrontmatterMode = 'strict') {
  return z.looseObject({
    classification: optionalText(true),
    created: timestampField(mode),
    id: optionalText(true),
    status: statusField(rules),
    type: typeField(rules.tag),
    updated: timestampField(mode),
    version: versionField(),
  });
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
 * The schema of ADR frontmatter (formats.md §3.9). `decision_makers` is read
 * as `decision-makers` (when that key is absent); unknown keys pass through.
 * Free-form values are kept as written; absent ones read as null.
 *
 * @param rules - the adr tag and status rule (with its `superseded by` pattern)
 * @returns the zod schema
 * @example
 * ```ts
 * const schema = adrFrontmatterSchema({ tag: 'adr', kind: 'adr', statuses: statusRules.adr });
 * schema.parse({ decision_makers: 'Ann' })['decision-makers']; // 'Ann'
 * ```
 */
export function adrFrontmatterSchema(rules: FrontmatterRules) {
  return z.preprocess(
    aliasKeys,
    z.looseObject({
      status: statusField(rules),
      date: optionalText(false),
      'decision-makers': optionalText(false),
      consulted: optionalText(false),
      informed: optionalText(false),
      id: optionalText(false),
      version: versionField(),
    }),
  );
}

/**
 * The keys a schema of the given kind knows, in its write order.
 *
 * @param kind - `base` or `adr`
 * @returns the known keys
 * @example
 * ```ts
 * knownKeys('adr'); // ['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version']
 * ```
 */
export function knownKeys(kind: 'base' | 'adr'): readonly string[] {
  return kind === 'adr'
    ? ['status', 'date', 'decision-makers', 'consulted', 'informed', 'id', 'version']
    : ['classification', 'created', 'id', 'status', 'type', 'updated', 'version'];
}
