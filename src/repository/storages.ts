/**
 * The public storage factories with their arguments checked (issue 9,
 * item 6): the factories of `storage/` trust their callers, these check
 * JavaScript callers first, so `nodeStorage(12)` or
 * `memoryStorage({ 'a.md': 12 })` is a `UsageError` naming the argument,
 * not a `TypeError` or twelve zero bytes.
 *
 * @packageDocumentation
 */

import { arg, checkArguments, custom, isPlainObject, optional, options, type ArgumentSpec, type Rule } from '../errors/arguments.js';
import { memoryStorage as uncheckedMemoryStorage } from './storage/memory-storage.js';
import { nodeStorage as uncheckedNodeStorage, type NodeStorageOptions } from './storage/node-storage.js';
import type { Storage } from './storage/storage.js';

const milliseconds: Rule = custom('a non-negative finite number of milliseconds', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);

/**
 * The argument descriptions of the storage factories (the known options of
 * `nodeStorage` grow with {@link NodeStorageOptions}).
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
    arg('options', options({ lockTimeoutMs: milliseconds, staleLockMs: milliseconds })),
  ],
});

/**
 * Create a storage that keeps its files in memory (see the unchecked
 * factory in `storage/memory-storage.ts` for the behaviour).
 *
 * @param files - initial files keyed by root-relative path: strings (stored UTF-8) or bytes
 * @returns the storage
 * @throws UsageError `invalid-arguments` for a value of the wrong type
 * @example
 * ```ts
 * const storage = memoryStorage({ 'docs/req/a.md': '# A\n' });
 * ```
 */
export function memoryStorage(files?: Record<string, string | Uint8Array>): Storage {
  checkArguments('memoryStorage', storageSignatures.memoryStorage, [files]);
  return uncheckedMemoryStorage(files ?? {});
}

/**
 * Create a storage over a folder (see `storage/node-storage.ts`).
 *
 * @param rootDir - the root folder
 * @param nodeOptions - `lockTimeoutMs`, `staleLockMs` (non-negative milliseconds)
 * @returns the storage
 * @throws UsageError `invalid-arguments` for a value of the wrong type or an unknown option
 * @example
 * ```ts
 * const storage = nodeStorage('/srv/project', { lockTimeoutMs: 2_000 });
 * ```
 */
export function nodeStorage(rootDir: string, nodeOptions?: NodeStorageOptions): Storage {
  checkArguments('nodeStorage', storageSignatures.nodeStorage, [rootDir, nodeOptions]);
  return uncheckedNodeStorage(rootDir, nodeOptions ?? {});
}
