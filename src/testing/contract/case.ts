/**
 * What one case of the storage contract is, and the small helpers the
 * cases share.
 *
 * @packageDocumentation
 */

import type { Storage } from '../../repository/index.js';

/**
 * How strictly a run of the suite checks: `exactMessages` also requires
 * the library's own error texts (memoryStorage and nodeStorage word them
 * so); without it, codes and paths are checked and texts are free.
 *
 * @example
 * ```ts
 * const context: CaseContext = { exactMessages: false };
 * ```
 */
export type CaseContext = { exactMessages: boolean };

/**
 * One behaviour every `Storage` must show, checked on a fresh storage.
 *
 * @example
 * ```ts
 * const readsNull: ContractCase = {
 *   name: 'reads null for a missing file',
 *   run: async (s) => same("read('nope.md')", await s.read('nope.md'), null),
 * };
 * ```
 */
export type ContractCase = {
  /** The behaviour, as the test's name. */
  name: string;
  /** Check it; throws a `ContractAssertionError` when the storage breaks it. */
  run: (storage: Storage, context: CaseContext) => Promise<void>;
};

/**
 * UTF-8 bytes of a text.
 *
 * @param text - the text
 * @returns its bytes
 * @example
 * ```ts
 * await storage.writeAtomic('a.md', utf8('one'));
 * ```
 */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/**
 * Read a file as text (`null` when it is missing).
 *
 * @param storage - the storage
 * @param path - the file
 * @returns its text, or `null`
 * @example
 * ```ts
 * same("read('a.md')", await readText(storage, 'a.md'), 'one');
 * ```
 */
export async function readText(storage: Storage, path: string): Promise<string | null> {
  const bytes = await storage.read(path);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * Wait a while (for the lock cases, which must see a waiter still waiting).
 *
 * @param ms - milliseconds
 * @returns a promise that resolves after them
 * @example
 * ```ts
 * await sleep(60);
 * ```
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
