/**
 * Reading a whole collection through the cache (operations.md §3.1 steps 2–3,
 * §7.2 refresh): enumerate, drop vanished cache entries, read every member.
 *
 * @packageDocumentation
 */

import { StorageError } from '../../errors/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { recoverFeatIntents } from './intents.js';
import { listMembers, type Member } from './members.js';
import type { FileRead } from './read-cache.js';

/**
 * One scanned member: its read, or the storage error of a member that is a
 * symbolic link leaving the root.
 *
 * @example
 * ```ts
 * for (const item of items) if ('read' in item) console.log(item.read.etag);
 * ```
 */
export type ScanItem = { member: Member; read: FileRead } | { member: Member; outside: StorageError };

// Enough parallel reads to hide file-system latency without opening
// thousands of files at once.
const READ_CONCURRENCY = 32;

/**
 * Map over items with a bounded number of promises in flight, keeping order.
 *
 * @param items - the inputs
 * @param limit - the most calls running at once
 * @param fn - the asynchronous work
 * @returns the outputs, in input order
 * @example
 * ```ts
 * await mapBounded(paths, 8, (p) => storage.read(p));
 * ```
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Read every member of a collection in collection order. Members that
 * vanish between enumeration and read are left out; a member that is a link
 * leaving the root is returned with its error; any other storage failure
 * rejects.
 *
 * @param context - the repository
 * @param type - the document type
 * @param choice - the language (and its table) of the members to read
 * @returns the scanned members
 * @throws StorageError other than `path-outside-root`
 * @example
 * ```ts
 * const items = await scanCollection(context, tsk, english);
 * ```
 */
export async function scanCollection(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Promise<ScanItem[]> {
  if (type.tag === 'feat') await recoverFeatIntents(context); // interrupted feature-folder operations (store/intents.ts)
  const members = await listMembers(context.storage, context.layout, type.tag, choice.language);
  context.cache.reconcile(type.tag, new Set(members.map((m) => m.path)), choice.language);
  const items = await mapBounded(members, READ_CONCURRENCY, async (member): Promise<ScanItem | null> => {
    try {
      const read = await context.cache.read(context.storage, type, member.path, choice);
      return read === null ? null : { member, read };
    } catch (error) {
      if (error instanceof StorageError && error.code === 'path-outside-root') return { member, outside: error };
      throw error;
    }
  });
  return items.filter((item): item is ScanItem => item !== null);
}
