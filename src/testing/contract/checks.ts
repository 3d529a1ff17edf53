/**
 * The assertions of the storage contract suite. They are the suite's own,
 * not a test framework's `expect`, so the suite runs under any framework
 * that has `describe` and `it` (vitest, jest, mocha, node:test) and in a
 * browser; each failure names the storage call that broke the contract.
 *
 * @packageDocumentation
 */

import { StorageError } from '../../errors/index.js';

/**
 * A storage broke the contract. Named `AssertionError` and carrying
 * `actual` and `expected`, as test frameworks expect of a failed
 * assertion, so they show it as one (with a diff where they draw them).
 *
 * @example
 * ```ts
 * throw new ContractAssertionError("read('a.md') after a write", 'abc', 'abd');
 * ```
 */
class ContractAssertionError extends Error {
  override readonly name = 'AssertionError';
  /** What the storage gave. */
  readonly actual: unknown;
  /** What the contract requires. */
  readonly expected: unknown;

  /**
   * @param what - the storage call and the situation, e.g. `read('a.md') of a missing file`
   * @param actual - what the storage gave
   * @param expected - what the contract requires
   * @param requirement - the requirement in words, when `expected` alone does not say it
   */
  constructor(what: string, actual: unknown, expected: unknown, requirement?: string) {
    super(`Storage contract: ${what}: expected ${requirement ?? show(expected)}, got ${show(actual)}`);
    this.actual = actual;
    this.expected = expected;
  }
}

/**
 * A value as a failure message shows it: bytes in hex, strings quoted,
 * arrays and plain objects as JSON, errors by name, code and message.
 *
 * @param value - any value
 * @returns a short description
 * @example
 * ```ts
 * show(new Uint8Array([0xef, 0xbb])); // 'bytes <ef bb>'
 * ```
 */
function show(value: unknown): string {
  if (value instanceof Uint8Array) {
    const hex = [...value.subarray(0, 32)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    const more = value.length > 32 ? ` … (${value.length} bytes)` : '';
    return `${value.constructor.name === 'Uint8Array' ? 'bytes' : value.constructor.name} <${hex}${more}>`;
  }
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return `${value.name}${typeof code === 'string' ? ` (${code})` : ''}: ${JSON.stringify(value.message)}`;
  }
  if (typeof value === 'string' || Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)) {
    return JSON.stringify(value);
  }
  return typeof value === 'function' ? `function ${value.name === '' ? '(anonymous)' : value.name}` : String(value);
}

/**
 * Require two values to be the same (`Object.is`).
 *
 * @param what - the storage call and the situation
 * @param actual - what the storage gave
 * @param expected - what the contract requires
 * @returns nothing; throws {@link ContractAssertionError} when they differ
 * @example
 * ```ts
 * same("read('nope.md') of a missing file", await storage.read('nope.md'), null);
 * ```
 */
export function same(what: string, actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) throw new ContractAssertionError(what, actual, expected);
}

/**
 * Require a condition, describing the requirement in words.
 *
 * @param what - the storage call and the situation
 * @param condition - whether the storage met it
 * @param requirement - what was required, e.g. `a string`
 * @param actual - what the storage gave
 * @returns nothing; throws {@link ContractAssertionError} when `condition` is false
 * @example
 * ```ts
 * holds("changeToken('a.md')", typeof token === 'string', 'a string', token);
 * ```
 */
export function holds(what: string, condition: boolean, requirement: string, actual: unknown): void {
  if (!condition) throw new ContractAssertionError(what, actual, requirement, requirement);
}

/**
 * Require bytes to equal others exactly (a plain `Uint8Array`, same length
 * and content), or both to be `null`.
 *
 * @param what - the storage call and the situation
 * @param actual - what the storage gave
 * @param expected - the bytes required, or `null`
 * @returns nothing; throws {@link ContractAssertionError} when they differ
 * @example
 * ```ts
 * sameBytes("read('a.md') after writing it", await storage.read('a.md'), bytes);
 * ```
 */
export function sameBytes(what: string, actual: unknown, expected: Uint8Array | null): void {
  const equal =
    expected === null
      ? actual === null
      : actual instanceof Uint8Array && actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
  if (!equal) throw new ContractAssertionError(what, actual, expected);
}

/**
 * Require a folder listing to hold exactly these entries, in any order.
 *
 * @param what - the storage call and the situation
 * @param actual - the storage's entries
 * @param expected - `kind:name` strings, e.g. `['dir:de', 'file:a.md']`
 * @returns nothing; throws {@link ContractAssertionError} when they differ
 * @example
 * ```ts
 * sameEntries("list('docs')", await storage.list('docs'), ['dir:req']);
 * ```
 */
export function sameEntries(what: string, actual: readonly { name: string; kind: string }[], expected: readonly string[]): void {
  const got = Array.isArray(actual) ? actual.map((entry) => `${entry.kind}:${entry.name}`).sort() : actual;
  const want = [...expected].sort();
  if (!Array.isArray(got) || got.length !== want.length || got.some((entry, index) => entry !== want[index])) {
    throw new ContractAssertionError(what, got, want);
  }
}

/**
 * Require a call to be refused: the promise rejects (with anything).
 *
 * @param what - the storage call and the situation
 * @param promise - the call
 * @returns the rejection reason
 * @example
 * ```ts
 * const error = await refused("writeAtomic('a.md', 'x')", storage.writeAtomic('a.md', 'x' as never));
 * ```
 */
export async function refused(what: string, promise: Promise<unknown>): Promise<unknown> {
  let outcome: { rejected: true; reason: unknown } | { rejected: false; value: unknown };
  try {
    outcome = { rejected: false, value: await promise };
  } catch (reason) {
    outcome = { rejected: true, reason };
  }
  if (!outcome.rejected) throw new ContractAssertionError(what, outcome.value, 'a rejection', 'the call to be refused (a rejected promise)');
  return outcome.reason;
}

/**
 * Require a call to be refused with a `StorageError` of a code.
 *
 * @param what - the storage call and the situation
 * @param promise - the call
 * @param code - the `StorageError` code required
 * @returns the error
 * @example
 * ```ts
 * await storageError("writeAtomic('missing/a.md') into a missing folder", storage.writeAtomic('missing/a.md', bytes), 'io');
 * ```
 */
export async function storageError(what: string, promise: Promise<unknown>, code: StorageError['code']): Promise<StorageError> {
  return requireStorageError(what, await refused(what, promise), code);
}

/**
 * Require a thrown or rejected value to be a `StorageError` of a code.
 *
 * @param what - the storage call and the situation
 * @param error - what was thrown
 * @param code - the `StorageError` code required
 * @returns the error
 * @example
 * ```ts
 * requireStorageError("absolute('../x')", caught, 'path-outside-root');
 * ```
 */
export function requireStorageError(what: string, error: unknown, code: StorageError['code']): StorageError {
  if (!(error instanceof StorageError) || error.code !== code) {
    throw new ContractAssertionError(what, error, code, `a StorageError with code "${code}"`);
  }
  return error;
}
