/**
 * Argument checks of the storages' own entry points (`nodeStorage`,
 * `memoryStorage`, `lock`, `writeAtomic`): a wrong value throws a
 * `UsageError` before anything touches the storage, instead of being
 * coerced (a `NaN` timeout used to wait forever).
 *
 * @packageDocumentation
 */

import { arg, checkArguments, custom, isPlainObject, optional, options, text, type ArgumentSpec, type Rule } from '../../errors/index.js';
import { StorageError } from '../../errors/index.js';
import type { NodeStorageOptions } from './node-storage.js';

const milliseconds: Rule = custom('a non-negative finite number of milliseconds', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);

/**
 * The argument descriptions of the storage factories, checked by the
 * factories themselves (the known options of `nodeStorage` are the keys of
 * {@link NodeStorageOptions}).
 *
 * @example
 * ```ts
 * storageSignatures.nodeStorage.map((spec) => spec.name); // ['rootDir', 'options']
 * ```
 */
export const storageSignatures: Readonly<Record<'memoryStorage' | 'nodeStorage', readonly ArgumentSpec[]>> = Object.freeze({
  memoryStorage: [
    arg(
      'files',
      optional(
        custom('a plain object of paths to strings or Uint8Arrays', (value) =>
          isPlainObject(value) && Object.values(value).every((content) => typeof content === 'string' || content instanceof Uint8Array),
        ),
      ),
    ),
  ],
  nodeStorage: [
    arg('rootDir', custom('a non-empty string (the folder)', (value) => typeof value === 'string' && value.trim() !== '' && !value.includes('\u0000'))),
    arg('options', options({ lockTimeoutMs: milliseconds, staleLockMs: milliseconds } satisfies Record<keyof NodeStorageOptions, Rule>)),
  ],
});

/**
 * Check the arguments of a storage factory against {@link storageSignatures}.
 *
 * @param factory - `memoryStorage` or `nodeStorage`
 * @param args - the caller's arguments
 * @returns nothing when they fit
 * @throws UsageError `invalid-arguments` naming the argument, what it got and what it takes
 * @example
 * ```ts
 * checkFactoryArguments('nodeStorage', ['/srv/p', { lockTimeoutMs: NaN }]);
 * // throws: nodeStorage: option "lockTimeoutMs" must be a non-negative finite number of milliseconds, got number NaN
 * ```
 */
export function checkFactoryArguments(factory: 'memoryStorage' | 'nodeStorage', args: readonly unknown[]): void {
  checkArguments(factory, storageSignatures[factory], args);
}


const expectation: Rule = custom('a Uint8Array, or null for "must not exist"', (value) => value === null || value instanceof Uint8Array);
const bytesRule: Rule = custom('a Uint8Array', (value) => value instanceof Uint8Array);

/**
 * Check a path or key handed to a storage method: it must be a string.
 *
 * @param method - the storage method, e.g. `read`
 * @param name - the argument, e.g. `path`
 * @param value - the caller's value
 * @returns the string
 * @throws UsageError `invalid-arguments` for a non-string
 * @example
 * ```ts
 * checkString('read', 'path', 'docs/a.md'); // 'docs/a.md'
 * checkString('lock', 'key', 7); // throws: lock: argument "key" must be a string, got number 7
 * ```
 */
export function checkString(method: string, name: string, value: unknown): string {
  checkArguments(method, [arg(name, text)], [value]);
  return value as string;
}

/**
 * Check the options of `lock`: left out, or `{ timeoutMs }` with a finite
 * number of milliseconds, 0 or more (a `NaN` timeout used to wait forever).
 *
 * @param value - the options argument
 * @returns the timeout, or `undefined` for the storage's default
 * @throws UsageError `invalid-arguments` naming the option and the value
 * @example
 * ```ts
 * checkLockOptions({ timeoutMs: 5 }); // 5
 * checkLockOptions({ timeoutMs: NaN }); // throws: lock: option "timeoutMs" must be a non-negative finite number of milliseconds, got number NaN
 * ```
 */
export function checkLockOptions(value: unknown): number | undefined {
  checkArguments('lock', [arg('options', options({ timeoutMs: milliseconds }))], [value]);
  return (value as { timeoutMs?: number } | undefined | null)?.timeoutMs ?? undefined;
}

/**
 * Check the content and options of `writeAtomic`: the bytes to write are a
 * `Uint8Array`; `expect` is left out, `null` or a `Uint8Array`.
 *
 * @param bytes - the content argument
 * @param writeOptions - the options argument
 * @returns the expectation: `undefined` (none), `null` (must not exist) or the bytes
 * @throws UsageError `invalid-arguments` naming the argument
 * @example
 * ```ts
 * checkWriteArguments(bytes, { expect: null }); // null
 * ```
 */
export function checkWriteArguments(bytes: unknown, writeOptions: unknown): Uint8Array | null | undefined {
  checkArguments('writeAtomic', [arg('bytes', bytesRule), arg('options', options({ expect: expectation }))], [bytes, writeOptions]);
  return (writeOptions as { expect?: Uint8Array | null } | undefined | null)?.expect;
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
