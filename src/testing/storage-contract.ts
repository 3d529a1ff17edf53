/**
 * The contract suite of a `Storage`: the behaviour the repository relies
 * on, as tests any framework can run.
 *
 * @packageDocumentation
 */

import type { Storage } from '../repository/index.js';
import { bytesCases } from './contract/bytes-cases.js';
import { lockCases } from './contract/lock-cases.js';
import { pathCases } from './contract/path-cases.js';
import { treeCases } from './contract/tree-cases.js';

/**
 * The test framework the suite registers its tests with, and how strictly
 * it checks. `describe` and `it` are the framework's own: those of vitest,
 * jest, mocha, jasmine and `node:test` all fit.
 *
 * The suite brings its own assertions rather than taking the framework's
 * `expect`, so it runs the same under every framework (and in a browser);
 * a failure is an `AssertionError` that names the storage call, what the
 * contract requires and what the storage gave.
 *
 * @example
 * ```ts
 * import { describe, it } from 'vitest';
 *
 * const options: StorageContractOptions = { describe, it };
 * ```
 */
export interface StorageContractOptions {
  /** Groups the tests: called once with the suite's name and a function that registers them. */
  describe(name: string, body: () => void): unknown;
  /** Registers one test: called with its name and an async function that throws when it fails. */
  it(name: string, body: () => Promise<void>): unknown;
  /**
   * Also require the error texts memoryStorage and nodeStorage give
   * (default `false`: codes, paths and behaviour only, so a storage of
   * your own may word its errors as it likes).
   */
  exactMessages?: boolean;
}

const contractCases = [...bytesCases, ...treeCases, ...pathCases, ...lockCases];

/**
 * Register the storage contract for a `Storage` implementation: one
 * `describe` named `Storage contract: <name>` with one test per behaviour
 * (reads, atomic and conditional writes, listing, folders, removal,
 * renames, confinement to the root, absolute paths, change tokens, locks).
 * Each test gets a fresh, empty storage from `makeStorage`.
 *
 * Run it for every storage you write; the library runs it for
 * `memoryStorage` and `nodeStorage`. The lock tests wait for real (up to
 * about 200 ms each), so keep the framework's per-test timeout at a second
 * or more.
 *
 * @param name - the storage's name, shown in the suite's name
 * @param makeStorage - makes a fresh, empty storage (sync or async); cleaning up after it is yours
 * @param options - the framework's `describe` and `it`, and `exactMessages`
 * @returns nothing; the tests are registered with the framework
 * @example
 * ```ts
 * import { describe, it } from 'vitest';            // or jest, mocha, node:test
 * import { describeStorageContract } from 'specmgr/testing';
 *
 * describeStorageContract('objectStoreStorage', () => objectStoreStorage(freshBucket()), { describe, it });
 * ```
 */
export function describeStorageContract(name: string, makeStorage: () => Storage | Promise<Storage>, options: StorageContractOptions): void {
  if (typeof options?.describe !== 'function' || typeof options.it !== 'function') {
    throw new TypeError(
      `describeStorageContract: the third argument must be { describe, it } from your test framework (e.g. import { describe, it } from 'vitest'), got ${options === null || typeof options !== 'object' ? String(options) : `an object with describe: ${typeof options.describe}, it: ${typeof options.it}`}`,
    );
  }
  if (typeof makeStorage !== 'function') {
    throw new TypeError(`describeStorageContract: the second argument must be a function that makes a fresh storage, got ${typeof makeStorage}`);
  }
  const context = { exactMessages: options.exactMessages === true };
  const { it } = options;
  options.describe(`Storage contract: ${name}`, () => {
    for (const contractCase of contractCases) {
      it(contractCase.name, async () => contractCase.run(await makeStorage(), context));
    }
  });
}
