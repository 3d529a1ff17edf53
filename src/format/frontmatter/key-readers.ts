/**
 * How a written value of a shared frontmatter key reads into its model value:
 * the normalisations of formats.md §3.2/§3.9 and the causes of today's
 * diagnostics. Every failure is a custom zod issue whose `params` are
 * {@link FrontmatterIssueParams}: the facts the reader knows, which the
 * frontmatter reader completes into a diagnostic's params.
 *
 * @packageDocumentation
 */

import * as z from 'zod';
import { CURRENT_TIMESTAMP_FORM } from '../../diagnostics/index.js';
import type { FrontmatterLegacyForm } from '../../diagnostics/index.js';
import { checkLegacyTimestamp, checkTimestamp, legacyTimestampForm, timestampSuggestion } from './timestamp.js';
import type { FrontmatterRules } from './schema.js';

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
 * What a reader found wrong, as far as it knows (the frontmatter reader adds
 * the type, the key and the value's source text).
 *
 * @example
 * ```ts
 * const problem: FrontmatterIssueProblem = { kind: 'not-a-string', nullable: true };
 * ```
 */
export type FrontmatterIssueProblem =
  | { readonly kind: 'not-a-string'; readonly nullable: boolean; readonly example?: string }
  | { readonly kind: 'not-one-of'; readonly expected: readonly string[] }
  | { readonly kind: 'type-mismatch'; readonly expected: string }
  | { readonly kind: 'version-unsupported' }
  | {
      readonly kind: 'invalid-timestamp';
      readonly problem: 'shape' | 'impossible';
      readonly suggestion?: string;
      readonly legacyForm?: FrontmatterLegacyForm;
    };

/**
 * The `params` every issue of these schemas carries, so that an issue maps to
 * a diagnostic without parsing its message.
 *
 * @example
 * ```ts
 * const params: FrontmatterIssueParams = { problem: { kind: 'not-a-string', nullable: false } };
 * ```
 */
export interface FrontmatterIssueParams {
  /** What is wrong with the value (the issue's `input`). */
  problem: FrontmatterIssueProblem;
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

// Python's str.isspace set: the reference's test for a blank value.
const BLANK = /^[ \t\n\r\v\f\u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;
const VERSION = /^([0-9]+)\.[0-9]+\.[0-9]+$/;

type Ctx = z.RefinementCtx;

// The issue's message is a plain summary for direct users of the zod
// schema; diagnostics are worded from the params.
function fail(ctx: Ctx, input: unknown, message: string, problem: FrontmatterIssueProblem): never {
  const params: FrontmatterIssueParams = { problem };
  ctx.addIssue({ code: 'custom', message, input, params: { ...params } });
  return z.NEVER;
}

function wrongType(ctx: Ctx, input: unknown, nullable: boolean, example?: string): never {
  const problem = example === undefined ? { kind: 'not-a-string' as const, nullable } : { kind: 'not-a-string' as const, nullable, example };
  return fail(ctx, input, `expected a string${nullable ? ' or null' : ''}`, problem);
}

/**
 * How a written value (never `undefined`: an absent key reads as its
 * default) becomes its model value, or fails with a worded issue.
 *
 * @example
 * ```ts
 * const read: Reader<string | null> = readText(true);
 * ```
 */
export type Reader<T> = (value: unknown, ctx: Ctx, mode: FrontmatterMode) => T;

/**
 * A free-text value: a string, or null (blank values read as null when `blankToNull`).
 *
 * @param blankToNull - whether a blank string reads as null (base keys) or is kept (ADR keys)
 * @returns the reader
 * @example
 * ```ts
 * const read = readText(true);
 * ```
 */
export const readText =
  (blankToNull: boolean): Reader<string | null> =>
  (value, ctx) => {
    if (value === null) return null;
    if (typeof value !== 'string') return wrongType(ctx, value, true);
    return blankToNull && BLANK.test(value) ? null : value;
  };

/**
 * A status: one of the rule's values or its pattern; null and blank read as the default.
 *
 * @param rule - the type's status rule
 * @returns the reader
 * @example
 * ```ts
 * const read = readStatus(documentTypes.tsk.statuses);
 * ```
 */
export const readStatus =
  <Status extends string>(rule: FrontmatterRules['statuses']): Reader<Status> =>
  (value, ctx) => {
    const fallback = rule.default as Status;
    if (value === null) return fallback;
    if (typeof value !== 'string') return wrongType(ctx, value, false);
    if (BLANK.test(value)) return fallback;
    if (rule.values.includes(value) || (rule.pattern?.test(value) ?? false)) return value as Status;
    return fail(ctx, value, `expected one of ${rule.values.join(', ')}`, { kind: 'not-one-of', expected: rule.values });
  };

/**
 * The schema version: `1.x.x`; blank reads as {@link SCHEMA_VERSION}.
 *
 * @param value - the value as written
 * @param ctx - the zod refinement context issues are added to
 * @returns the version
 * @example
 * ```ts
 * z.unknown().transform((v, ctx) => readVersion(v, ctx, 'strict'));
 * ```
 */
export const readVersion: Reader<string> = (value, ctx) => {
  if (typeof value !== 'string') return wrongType(ctx, value, false, SCHEMA_VERSION);
  if (BLANK.test(value)) return SCHEMA_VERSION;
  const major = VERSION.exec(value)?.[1];
  if (major !== undefined && Number(major) === 1) return value;
  return fail(ctx, value, 'expected version 1.<minor>.<patch>', { kind: 'version-unsupported' });
};

/**
 * The `type` key: the tag (blank reads as it).
 *
 * @param tag - the type code
 * @returns the reader
 * @example
 * ```ts
 * const read = readType('tsk');
 * ```
 */
export const readType =
  <Tag extends string>(tag: Tag): Reader<Tag> =>
  (value, ctx) => {
    if (typeof value !== 'string') return wrongType(ctx, value, false);
    if (BLANK.test(value) || value === tag) return tag;
    return fail(ctx, value, `expected ${tag}`, { kind: 'type-mismatch', expected: tag });
  };

/**
 * `created`/`updated`: a timestamp (formats.md §3.3), a legacy form in
 * lenient mode, or null (blank reads as null).
 *
 * @param value - the value as written
 * @param ctx - the zod refinement context issues are added to
 * @param mode - `lenient` keeps a legacy value as written
 * @returns the timestamp or null
 * @example
 * ```ts
 * z.unknown().transform((v, ctx) => readTimestamp(v, ctx, 'lenient'));
 * ```
 */
export const readTimestamp: Reader<string | null> = (value, ctx, mode) => {
  if (value === null) return null;
  if (typeof value !== 'string') return wrongType(ctx, value, true);
  if (BLANK.test(value)) return null;
  let check = checkTimestamp(value);
  // Lenient mode keeps a legacy value as written; read.ts adds its warning.
  if (check === 'shape' && mode === 'lenient') check = checkLegacyTimestamp(value);
  if (check === 'ok') return value;
  if (check === 'impossible') return fail(ctx, value, 'names an impossible date or time', { kind: 'invalid-timestamp', problem: 'impossible' });
  const suggestion = timestampSuggestion(value);
  // Strict mode names the older form lenient mode would accept.
  const form = checkLegacyTimestamp(value) === 'ok' ? legacyTimestampForm(value) : null;
  const problem = {
    kind: 'invalid-timestamp' as const,
    problem: 'shape' as const,
    ...(suggestion === null ? {} : { suggestion }),
    ...(form === null ? {} : { legacyForm: { form, currentForm: CURRENT_TIMESTAMP_FORM } }),
  };
  return fail(ctx, value, `expected ${CURRENT_TIMESTAMP_FORM}`, problem);
};
