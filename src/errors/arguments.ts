/**
 * Argument descriptions of the public functions and their one checker: each
 * method's arguments are data (`[text('content'), options({ dryRun: boolean })]`,
 * in the style of valibot or zod), checked by {@link checkArguments} at the
 * public boundary, before any storage access, so a wrong JavaScript type is
 * a `UsageError` naming the argument instead of a `TypeError` from deep
 * inside, a silent coercion into a write, or a hang.
 *
 * Message forms, used everywhere:
 * - `<method>: argument "<name>" must be <expected>, got <value>`
 * - `<method>: option "<key>" must be <expected>, got <value>`
 * - `<method>: unknown option "<key>"; known options: <k1>, <k2>, …`
 *
 * `<value>` is the JavaScript type and a short literal: `string "true"`,
 * `number 2.5`, `number NaN`, `null`, `undefined`, `array of 2 items`,
 * `object {"a":1}`, `symbol Symbol(s)`, `function f`, `bigint 12n`,
 * `Date 2026-01-01T00:00:00.000Z`.
 *
 * Rules: an optional argument or option accepts `undefined` and `null`
 * (null counts as absent, as `None` does in the reference's keyword
 * arguments); an options object may be absent or `null`; unknown option keys
 * are refused with the list of known ones (a misspelt `dryrun` would
 * otherwise be a real write). Nothing is converted: a rule either accepts
 * the value as it is or throws. Flags are booleans (`'true'`, `1` and `{}`
 * are refused); text is a string; paging values and line windows are
 * integers — a negative one is kept, because operations.md clamps it
 * (§3.1.1, §3.2.2) or reports it as a range error (§4.3), while `2.5`, `NaN`,
 * `Infinity` and `'2'` are refused. Checks whose messages operations.md
 * pins (type, id, ref, target, language, mode, layout) keep them and their
 * order: the type first, then the target, then the other arguments.
 *
 * @packageDocumentation
 */

import { UsageError, type UsageErrorCode } from './usage-error.js';
import { clip, describeValue, isPlainObject } from './values.js';

export { describeValue, isPlainObject, SHOWN_LENGTH } from './values.js';

/**
 * One argument or option rule: what it accepts, and in words what it
 * expects. `check` may throw its own, more specific `UsageError` (a type
 * code, an id shape); returning `false` gives the standard message.
 *
 * @example
 * ```ts
 * const flag: Rule = boolean;
 * flag.check(true); // true
 * ```
 */
export type Rule = {
  /** What the value must be, in words: `a boolean`, `a non-negative integer`. */
  readonly expects: string;
  /** Whether `undefined` and `null` are accepted. */
  readonly optional: boolean;
  /** Whether `check` also runs on absent values (rules that word their own errors). */
  readonly always?: boolean;
  /** The error code (default `invalid-arguments`). */
  readonly code?: UsageErrorCode;
  /** The known keys of an options object. */
  readonly keys?: Readonly<Record<string, Rule>>;
  /**
   * Whether a present value is acceptable.
   *
   * @param value - the value (never undefined or null for optional rules)
   * @param args - all arguments of the call, for rules that depend on another one
   * @returns whether the value is accepted
   */
  check(value: unknown, args: readonly unknown[]): boolean;
};

/**
 * One argument of a method: its name and rule.
 *
 * @example
 * ```ts
 * const content: ArgumentSpec = arg('content', text);
 * ```
 */
export type ArgumentSpec = { readonly name: string; readonly rule: Rule };

const rule = (expects: string, check: (value: unknown) => boolean): Rule => Object.freeze({ expects, optional: false, check });

/**
 * A string (any, the empty one included).
 *
 * @example
 * ```ts
 * text.check('x'); // true
 * ```
 */
export const text: Rule = rule('a string', (value) => typeof value === 'string');

/**
 * A boolean: `true` or `false`, nothing that merely looks like one.
 *
 * @example
 * ```ts
 * boolean.check('true'); // false
 * ```
 */
export const boolean: Rule = rule('a boolean', (value) => typeof value === 'boolean');

/**
 * An integer of either sign (a safe integer): paging values and line
 * windows, where the operation itself clamps a negative value or reports it
 * as a range error (operations.md §3.1.1, §3.2.2, §4.3).
 *
 * @example
 * ```ts
 * integer.check(-3); // true
 * integer.check(2.5); // false
 * ```
 */
export const integer: Rule = rule('an integer', (value) => typeof value === 'number' && Number.isSafeInteger(value));

/**
 * A plain object of any keys (`{ … }`).
 *
 * @example
 * ```ts
 * record.check([]); // false
 * ```
 */
export const record: Rule = rule('a plain object', isPlainObject);

/**
 * Anything; the called function checks it itself.
 *
 * @example
 * ```ts
 * anything.check(Symbol()); // true
 * ```
 */
export const anything: Rule = Object.freeze({ expects: 'any value', optional: true, check: () => true });

/**
 * An array whose every element passes a rule.
 *
 * @param element - the rule of each element
 * @param expects - the words for the whole array
 * @returns the rule
 * @example
 * ```ts
 * arrayOf(text, 'an array of strings').check(['a', 1]); // false
 * ```
 */
export function arrayOf(element: Rule, expects: string): Rule {
  return rule(expects, (value) => Array.isArray(value) && value.every((item) => item !== undefined && item !== null && element.check(item, [])));
}

/**
 * One of a few exact values.
 *
 * @param values - the accepted values
 * @returns the rule
 * @example
 * ```ts
 * oneOf(['strict', 'lenient']).expects; // "one of 'strict', 'lenient'"
 * ```
 */
export function oneOf(values: readonly string[]): Rule {
  return rule(`one of ${values.map((v) => `'${v}'`).join(', ')}`, (value) => typeof value === 'string' && values.includes(value));
}

/**
 * A rule with a custom check and wording.
 *
 * @param expects - what the value must be, in words
 * @param check - the test (may throw its own UsageError)
 * @param code - the error code of the standard message
 * @returns the rule
 * @example
 * ```ts
 * const storage = custom('a Storage', (v) => typeof (v as { read?: unknown })?.read === 'function');
 * ```
 */
export function custom(expects: string, check: (value: unknown, args: readonly unknown[]) => boolean, code?: UsageErrorCode): Rule {
  return Object.freeze({ expects, optional: false, check, ...(code === undefined ? {} : { code }) });
}

/**
 * The same rule, also accepting `undefined` and `null`.
 *
 * @param inner - the rule of a present value
 * @returns the optional rule
 * @example
 * ```ts
 * optional(boolean).check(true); // true (and absent values pass before check is called)
 * ```
 */
export function optional(inner: Rule): Rule {
  return Object.freeze({ ...inner, optional: true });
}

/**
 * An optional options object with known keys, each checked by its rule.
 *
 * @param keys - the known options and their rules (all optional)
 * @returns the rule
 * @example
 * ```ts
 * const pageOptions = options({ maxResults: integer, offset: integer });
 * ```
 */
export function options(keys: Record<string, Rule>): Rule {
  const frozen: Record<string, Rule> = {};
  for (const [key, inner] of Object.entries(keys)) frozen[key] = optional(inner);
  return Object.freeze({ expects: 'a plain object of options', optional: true, keys: Object.freeze(frozen), check: isPlainObject });
}

/**
 * Name an argument.
 *
 * @param name - the parameter name as documented
 * @param ruleOf - its rule
 * @returns the argument spec
 * @example
 * ```ts
 * arg('dryRun', boolean);
 * ```
 */
export function arg(name: string, ruleOf: Rule): ArgumentSpec {
  return Object.freeze({ name, rule: ruleOf });
}

const absent = (value: unknown): boolean => value === undefined || value === null;

function fail(code: UsageErrorCode | undefined, message: string): never {
  throw new UsageError(code ?? 'invalid-arguments', message);
}

function readKey(method: string, value: Record<string, unknown>, key: string, where: string): unknown {
  try {
    return value[key];
  } catch {
    return fail('invalid-arguments', `${method}: option "${where}${key}" could not be read`);
  }
}

function checkOptions(method: string, keys: Readonly<Record<string, Rule>>, value: Record<string, unknown>, args: readonly unknown[], where: string): void {
  const known = Object.keys(keys).join(', ');
  let names: string[] = [];
  try {
    names = Object.keys(value);
    if (Object.getOwnPropertySymbols(value).length > 0) names.push('(a symbol key)');
  } catch {
    fail('invalid-arguments', `${method}: options${where === '' ? '' : ` "${where.slice(0, -1)}"`} could not be read`);
  }
  for (const key of names) {
    if (!Object.hasOwn(keys, key)) {
      fail('invalid-arguments', `${method}: unknown option ${JSON.stringify(`${where}${clip(key)}`)}; known options: ${known}`);
    }
  }
  for (const [key, inner] of Object.entries(keys)) {
    const option = readKey(method, value, key, where);
    if (absent(option)) continue;
    if (!inner.check(option, args)) fail(inner.code, `${method}: option "${where}${key}" must be ${inner.expects}, got ${describeValue(option)}`);
    if (inner.keys !== undefined) checkOptions(method, inner.keys, option as Record<string, unknown>, args, `${where}${key}.`);
  }
}

/**
 * Check a call's arguments against its description, in order, before the
 * function does anything else. Extra arguments beyond the description are
 * ignored (JavaScript callers may pass an index from `Array.map`).
 *
 * @param method - the method's name as the caller sees it (`update`, `adr.createOption`)
 * @param specs - the description of its arguments
 * @param args - the arguments as passed
 * @returns nothing when every argument fits
 * @throws UsageError naming the first argument or option that does not fit
 * @example
 * ```ts
 * checkArguments('update', [arg('content', text), arg('options', options({ dryRun: boolean }))], ['x', { dryRun: 'true' }]);
 * // throws: update: option "dryRun" must be a boolean, got string "true"
 * ```
 */
export function checkArguments(method: string, specs: readonly ArgumentSpec[], args: readonly unknown[]): void {
  specs.forEach((spec, index) => {
    const value = args[index];
    if (absent(value) && spec.rule.always !== true) {
      if (spec.rule.optional) return;
      fail(spec.rule.code, `${method}: argument "${spec.name}" must be ${spec.rule.expects}, got ${describeValue(value)}`);
    }
    if (!spec.rule.check(value, args)) {
      fail(spec.rule.code, `${method}: argument "${spec.name}" must be ${spec.rule.expects}, got ${describeValue(value)}`);
    }
    if (spec.rule.keys !== undefined && !absent(value)) checkOptions(method, spec.rule.keys, value as Record<string, unknown>, args, '');
  });
}

/**
 * Wrap a function so that every call is checked first. A synchronous
 * function throws; pass `asynchronous: true` for one that returns a promise,
 * so a usage error rejects the promise like every other failure of the call.
 * A `null` options object is passed on as `undefined`.
 *
 * @param method - the name shown in messages
 * @param specs - the argument description
 * @param fn - the function
 * @param asynchronous - whether `fn` returns a promise
 * @returns the checked function
 * @example
 * ```ts
 * const update = checked('update', [arg('content', text)], (content: string) => content.length, false);
 * ```
 */
export function checked<A extends unknown[], R>(method: string, specs: readonly ArgumentSpec[], fn: (...args: A) => R, asynchronous: boolean): (...args: A) => R {
  // A null options object counts as absent, so the function's own default applies.
  const tidy = (args: A): A => args.map((value, i) => (value === null && specs[i]?.rule.keys !== undefined ? undefined : value)) as A;
  if (!asynchronous) {
    return (...args: A): R => {
      checkArguments(method, specs, args);
      return fn(...tidy(args));
    };
  }
  return ((...args: A) => {
    try {
      checkArguments(method, specs, args);
    } catch (error) {
      return Promise.reject(error);
    }
    return fn(...tidy(args));
  }) as (...args: A) => R;
}
