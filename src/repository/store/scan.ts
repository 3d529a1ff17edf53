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
import { collectionDir } from '../layout.js';
import { joinPath } from '../storage/paths.js';
import { recoverFolderIntents } from './intents.js';
import { listMembers, type Member } from './members.js';
import type { FileRead } from './read-cache.js';
import { rebuiltError } from '../parallel/batch.js';
import { parseScanBatch } from '../parallel/dispatch.js';
import type { ParseOutcome } from '../parallel/parse-workers.js';
import { decodeText } from '../text/file-text.js';

/**
 * One scanned member: its read, or the error that kept it from being read
 * (a symbolic link leaving the root, an unreadable file, a failure of the
 * parser). A collection folder that cannot be listed is one such item, with
 * the folder's path and the ref `''`.
 *
 * @example
 * ```ts
 * for (const item of items) if ('read' in item) console.log(item.read.etag);
 * ```
 */
export type ScanItem = { member: Member; read: FileRead } | { member: Member; outside: StorageError };

/**
 * The error of one member as a `StorageError`: a storage error as it is,
 * anything else (a bug of the parser, a host storage throwing a plain
 * `Error`) wrapped with the path and the original message, so one file
 * never fails a whole scan.
 *
 * @param path - the member's root-relative path
 * @param error - what was thrown
 * @returns the storage error to report
 * @example
 * ```ts
 * memberFailure('docs/tsk/a.md', new RangeError('x')).message; // 'could not read docs/tsk/a.md: RangeError: x'
 * ```
 */
export function memberFailure(path: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  let reason: string;
  try {
    reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    reason = 'an unreadable error';
  }
  return new StorageError({ code: 'io', path, message: `could not read ${path}: ${reason}`, cause: error });
}

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
 * vanish between enumeration and read are left out; a member that cannot be
 * read or parsed (a link leaving the root, `EACCES`, any exception) is
 * returned with its error, so one file never fails the scan. A collection
 * folder that cannot be listed (e.g. a symbolic link leaving the root) gives
 * one failed item for the folder.
 *
 * @param context - the repository
 * @param type - the document type
 * @param choice - the language (and its table) of the members to read
 * @returns the scanned members
 * @example
 * ```ts
 * const items = await scanCollection(context, tsk, english);
 * ```
 */
export async function scanCollection(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Promise<ScanItem[]> {
  let members: Member[];
  try {
    // Interrupted member-folder operations are completed or undone first (store/intents.ts).
    if (type.storage.kind === 'folder') await recoverFolderIntents(context, type);
    members = await listMembers(context.storage, context.layout, type, choice.language);
  } catch (error) {
    const dir = choice.language === 'en' ? collectionDir(context.layout, type) : joinPath(collectionDir(context.layout, type), choice.language);
    return [{ member: { path: dir, ref: '' }, outside: memberFailure(dir, error) }];
  }
  context.cache.reconcile(type.tag, new Set(members.map((m) => m.path)), choice.language);
  const items =
    context.workers === undefined
      ? await mapBounded(members, READ_CONCURRENCY, async (member): Promise<ScanItem | null> => {
          try {
            const read = await context.cache.read(context.storage, type, member.path, choice);
            return read === null ? null : { member, read };
          } catch (error) {
            return { member, outside: memberFailure(member.path, error) };
          }
        })
      : await readAsOneBatch(context, type, choice, members);
  return items.filter((item): item is ScanItem => item !== null);
}

// With parse workers: read every member, then parse the cache misses as one
// batch (parallel/dispatch.ts decides where), so the threads get them together.
async function readAsOneBatch(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, members: readonly Member[]): Promise<(ScanItem | null)[]> {
  const reads = await mapBounded(members, READ_CONCURRENCY, async (member): Promise<Uint8Array | StorageError | null> => {
    try {
      return await context.storage.read(member.path);
    } catch (error) {
      return memberFailure(member.path, error);
    }
  });
  const items = new Array<ScanItem | null>(members.length).fill(null);
  const misses: { member: Member; bytes: Uint8Array; at: number }[] = [];
  members.forEach((member, at) => {
    const bytes = reads[at] ?? null;
    if (bytes instanceof StorageError) items[at] = { member, outside: bytes };
    else if (bytes !== null) {
      const hit = context.cache.lookup(type, member.path, bytes, choice);
      if (hit === null) misses.push({ member, bytes, at });
      else items[at] = { member, read: hit };
    }
  });
  const outcomes = await parseScanBatch(context, type, choice, misses.map(({ member, bytes }) => ({ path: member.path, text: decodeText(bytes) })));
  misses.forEach(({ member, bytes, at }, k) => {
    const outcome = outcomes[k] as ParseOutcome;
    items[at] =
      'result' in outcome
        ? { member, read: context.cache.put(type, member.path, bytes, choice, outcome.result) }
        : { member, outside: memberFailure(member.path, rebuiltError(outcome.thrown)) };
  });
  return items;
}

/**
 * The failure of a scan whose collection folder could not be listed (the
 * single folder item {@link scanCollection} returns then), or null.
 *
 * @param items - a scan's items
 * @returns the folder's error, or null for an ordinary scan
 * @example
 * ```ts
 * folderFailure(await scanCollection(context, tsk, english))?.message;
 * ```
 */
export function folderFailure(items: readonly ScanItem[]): StorageError | null {
  const only = items.length === 1 ? items[0] : undefined;
  return only !== undefined && 'outside' in only && only.member.ref === '' ? only.outside : null;
}
