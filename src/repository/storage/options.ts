/**
 * Argument checks of the storages' own entry points (`nodeStorage`,
 * `memoryStorage`, `lock`, `writeAtomic`): a wrong value throws a
 * `UsageError` before anything touches the storage, instead of being
 * coerced (a `NaN` timeout used to wait forever).
 *
 * @packageDocumentation
 */

import { StorageError, UsageError } from '../../errors/index.js';

/**
 * A value as a TypeScript user would write it in a message: strings as JSON,
 * numbers as JavaScript literals (`NaN`, `-1`, `Infinity`), and the type of
 * anything else.
 *
 * @param value - any value
 * @returns a short literal or description
 * @example
 * ```ts
 * describeValue(NaN);    // 'number NaN'
 * describeValue('10');   // 'string "10"'
 * describeValue(null);   // 'null'
 * ```
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return `number ${Object.is(value, -0) ? '-0' : String(value)}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}${typeof value === 'bigint' ? 'n' : ''}`;
  if (typeof value === 'symbol' || typeof value === 'function') return `a ${typeof value}`;
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Uint8Array) return 'a Uint8Array';
  return 'an object';
}

/**
 * Check a duration option: `undefined` (use the default) or a finite number
 * of milliseconds, 0 or more.
 *
 * @param where - the call and option, e.g. `nodeStorage option lockTimeoutMs`
 * @param value - the caller's value
 * @returns the value, unchanged
 * @throws UsageError `invalid-arguments` naming the option and the value
 * @example
 * ```ts
 * checkMilliseconds('nodeStorage option lockTimeoutMs', 2000); // 2000
 * checkMilliseconds('nodeStorage option lockTimeoutMs', NaN);  // throws
 * ```
 */
export function checkMilliseconds(where: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  throw new UsageError(
    'invalid-arguments',
    `${where} must be a finite number of milliseconds, 0 or more; got ${describeValue(value)}`,
  );
}

/**
 * Check an options argument: `undefined` or a plain object.
 *
 * @param where - the call and argument, e.g. `nodeStorage options`
 * @param value - the caller's value
 * @returns the options as a record (empty for `undefined`)
 * @throws UsageError `invalid-arguments` for anything else
 * @example
 * ```ts
 * checkOptionsObject('lock options', { timeoutMs: 5 }); // { timeoutMs: 5 }
 * ```
 */
export function checkOptionsObject(where: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new UsageError('invalid-arguments', `${where} must be an object or left out; got ${describeValue(value)}`);
}

/**
 * Check a path or key handed to a storage method: it must be a string.
 *
 * @param where - the call and argument, e.g. `lock key`
 * @param value - the caller's value
 * @returns the string
 * @throws UsageError `invalid-arguments` for a non-string
 * @example
 * ```ts
 * checkString('read path', 'docs/a.md'); // 'docs/a.md'
 * ```
 */
export function checkString(where: string, value: unknown): string {
  if (typeof value === 'string') return value;
  throw new UsageError('invalid-arguments', `${where} must be a string; got ${describeValue(value)}`);
}

/**
 * Check the options of `writeAtomic`: `expect` is left out, `null` or a
 * `Uint8Array`; the bytes to write are a `Uint8Array`.
 *
 * @param bytes - the content argument
 * @param options - the options argument
 * @returns the expectation: `undefined` (none), `null` (must not exist) or the bytes
 * @throws UsageError `invalid-arguments` naming the argument
 * @example
 * ```ts
 * checkWriteArguments(bytes, { expect: null }); // null
 * ```
 */
export function checkWriteArguments(bytes: unknown, options: unknown): Uint8Array | null | undefined {
  if (!(bytes instanceof Uint8Array)) {
    throw new UsageError('invalid-arguments', `writeAtomic bytes must be a Uint8Array; got ${describeValue(bytes)}`);
  }
  const { expect } = checkOptionsObject('writeAtomic options', options);
  if (expect === undefined || expect === null || expect instanceof Uint8Array) return expect;
  throw new UsageError(
    'invalid-arguments',
    `writeAtomic option expect must be a Uint8Array, or null for "must not exist"; got ${describeValue(expect)}`,
  );
}

/**
 * Whether two byte arrays hold the same bytes.
 *
 * @param a - one array
 * @param b - the other
 * @returns true when the lengths and every byte agree
 * @example
 * ```ts
 * sameBytes(new Uint8Array([1]), new Uint8Array([1])); // true
 * ```
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The error of a conditional write whose expectation failed.
 *
 * @param path - the root-relative path
 * @param mustNotExist - whether the write expected no file there
 * @returns the `StorageError` with code `changed`
 * @example
 * ```ts
 * changedError('docs/req/a.md', false).message;
 * // 'could not write docs/req/a.md: the file changed since it was read; it was left as it is (read it again and retry)'
 * ```
 */
export function changedError(path: string, mustNotExist: boolean): StorageError {
  const what = mustNotExist ? 'was created since it was found missing' : 'changed since it was read';
  return new StorageError({
    code: 'changed',
    path,
    message: `could not write ${path}: the file ${what}; it was left as it is (read it again and retry)`,
  });
}
