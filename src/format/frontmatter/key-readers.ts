/**
 * How a written value of a shared frontmatter key reads into its model value:
 * the normalisations of formats.md §3.2/§3.9 and the causes of today's
 * diagnostics. Every failure is a custom zod issue whose message is the
 * cause text and whose `params` are {@link FrontmatterIssueParams}.
 *
 * @packageDocumentation
 */

import * as z from 'zod';
import type { DiagnosticCode } from '../../diagnostics/index.js';
import {
  causeExpectedString,
  causeStatus,
  causeTimestampImpossible,
  causeTimestampShape,
  causeTypeMismatch,
  causeVersionUnsupported,
} from '../../diagnostics/index.js';
import { checkLegacyTimestamp, checkTimestamp } from './timestamp.js';
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
    if (typeof value !== 'string') return wrongType(ctx, value, 'string or null');
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
    if (typeof value !== 'string') return wrongType(ctx, value, 'string');
    if (BLANK.test(value)) return fallback;
    if (rule.values.includes(value) || (rule.pattern?.test(value) ?? false)) return value as Status;
    return fail(ctx, value, causeStatus(rule.values, value), { diagnostic: 'frontmatter-field' });
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
  if (typeof value !== 'string') return wrongType(ctx, value, 'string');
  if (BLANK.test(value)) return SCHEMA_VERSION;
  const major = VERSION.exec(value)?.[1];
  if (major !== undefined && Number(major) === 1) return value;
  return fail(ctx, value, causeVersionUnsupported(value), { diagnostic: 'version-unsupported' });
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
    if (typeof value !== 'string') return wrongType(ctx, value, 'string');
    if (BLANK.test(value) || value === tag) return tag;
    return fail(ctx, value, causeTypeMismatch(tag, value), { diagnostic: 'frontmatter-type-mismatch' });
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
  if (typeof value !== 'string') return wrongType(ctx, value, 'string or null');
  if (BLANK.test(value)) return null;
  let check = checkTimestamp(value);
  // Lenient mode keeps a legacy value as written; read.ts adds its warning.
  if (check === 'shape' && mode === 'lenient') check = checkLegacyTimestamp(value);
  if (check === 'ok') return value;
  const cause = check === 'impossible' ? causeTimestampImpossible(value) : causeTimestampShape(value);
  return fail(ctx, value, cause, { diagnostic: 'invalid-timestamp' });
};
