/**
 * Reading a whole collection through the cache (operations.md §3.1 steps 2–3,
 * §7.2 refresh; issue 13): enumerate, drop vanished cache entries, load the
 * persisted cache, look every member up (by identity or by etag), parse the
 * misses in one batch, store and persist the outcomes.
 *
 * @packageDocumentation
 */

import { StorageError } from '../../errors/index.js';
import type { LanguageChoice } from '../checks/language.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import { baseName, joinPath } from '../storage/paths.js';
import { recoverFolderIntents } from './intents.js';
import { listMembers, type Member } from './members.js';
import type { ParseResult } from '../../format/index.js';
import type { FileIdentity } from '../storage/storage.js';
import { computeEtag } from '../text/etag.js';
import { parseMisses } from './parse-misses.js';
import { fileRead, type FileRead, type KnownOutcome } from './read-cache.js';

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
 * What a listing needs of one member: its etag and outcome (served by the
 * file's identity without reading it, or read), or its error. A
 * {@link ScanItem} is one too.
 *
 * @example
 * ```ts
 * for (const item of await scanOutcomes(context, tsk, english)) if ('read' in item) console.log(item.read.etag);
 * ```
 */
export type OutcomeItem = { member: Member; read: KnownOutcome } | { member: Member; outside: StorageError };

/**
 * Read every member of a collection in collection order. Members that
 * vanish between enumeration and read are left out; a member that cannot be
 * read or parsed (a link leaving the root, `EACCES`, any exception) is
 * returned with its error, so one file never fails the scan. A collection
 * folder that cannot be listed (e.g. a symbolic link leaving the root) gives
 * one failed item for the folder.
 *
 * Every file is read and hashed; only files whose bytes no cache (in
 * memory or persisted) knows by etag are parsed ({@link parseMisses}).
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
  return (await scan(context, type, choice, false)) as ScanItem[];
}

/**
 * {@link scanCollection} for listings, which need outcomes and etags but
 * not the files' text (issue 13 item 3): with a storage that reports
 * identities, a member whose identity is the one recorded with its cached
 * outcome, and trusted by the racy-timestamp rule, is served without being
 * read. So an unchanged collection costs one listing and one identity per
 * member; a changed member is read and hashed, and parsed only when its
 * bytes are new. Rows are identical to those of a full scan.
 *
 * @param context - the repository
 * @param type - the document type
 * @param choice - the language of the members
 * @returns the scanned members
 * @example
 * ```ts
 * const items = await scanOutcomes(context, tsk, english);
 * ```
 */
export function scanOutcomes(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Promise<OutcomeItem[]> {
  return scan(context, type, choice, true);
}

// (a) the identity and cache lookup, (b) the read of a member the identity
// does not vouch for; the parse of the misses, (c), comes after, in one batch.
type Looked =
  | { member: Member; hit: KnownOutcome }
  | { member: Member; path: string; bytes: Uint8Array; etag: string; identity: FileIdentity | null; known: ParseResult | null }
  | { member: Member; outside: StorageError };

async function lookUp(
  context: RepoContext,
  type: AnyDocumentType,
  choice: LanguageChoice,
  member: Member,
  trust: boolean,
  known?: ReadonlyMap<string, FileIdentity>,
): Promise<Looked | null> {
  const { storage, cache } = context;
  try {
    let identity: FileIdentity | null = null;
    if (trust && storage.identity !== undefined) {
      identity = known?.get(type.storage.kind === 'folder' ? member.ref : baseName(member.path)) ?? (await storage.identity(member.path));
      if (identity === null) return null;
      const hit = cache.trusted(type.tag, member.path, choice.language, identity);
      if (hit !== null) return { member, hit };
    }
    const bytes = await storage.read(member.path);
    if (bytes === null) return null;
    const etag = computeEtag(bytes);
    return { member, path: member.path, bytes, etag, identity, known: cache.known(type.tag, member.path, etag, choice.language) };
  } catch (error) {
    return { member, outside: memberFailure(member.path, error) };
  }
}

// A collection's identities in one listing, where the storage offers it; any
// failure leaves each member to its own identity call, which reports its error.
async function folderIdentities(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice): Promise<ReadonlyMap<string, FileIdentity> | undefined> {
  const { storage } = context;
  if (storage.identities === undefined || storage.identity === undefined) return undefined;
  const dir = collectionDir(context.layout, type);
  try {
    if (type.storage.kind === 'folder') {
      return await storage.identities(dir, choice.language === 'en' ? type.storage.file : joinPath(choice.language, type.storage.file));
    }
    return await storage.identities(choice.language === 'en' ? dir : joinPath(dir, choice.language));
  } catch {
    return undefined;
  }
}

async function scan(context: RepoContext, type: AnyDocumentType, choice: LanguageChoice, trust: boolean): Promise<OutcomeItem[]> {
  let members: Member[];
  try {
    // Interrupted member-folder operations are completed or undone first (store/intents.ts).
    if (type.storage.kind === 'folder') await recoverFolderIntents(context, type);
    members = await listMembers(context.storage, context.layout, type, choice.language);
  } catch (error) {
    const dir = choice.language === 'en' ? collectionDir(context.layout, type) : joinPath(collectionDir(context.layout, type), choice.language);
    return [{ member: { path: dir, ref: '' }, outside: memberFailure(dir, error) }];
  }
  const live = new Set(members.map((m) => m.path));
  context.cache.reconcile(type.tag, live, choice.language);
  await context.persisted?.load(context, type, choice, live);
  // Taken before any identity is asked for: the racy-timestamp rule needs a moment no later than the stat.
  const recordedAt = Date.now();
  const known = trust ? await folderIdentities(context, type, choice) : undefined;
  const looked = (await mapBounded(members, READ_CONCURRENCY, (member) => lookUp(context, type, choice, member, trust, known))).filter(
    (step): step is Looked => step !== null,
  );
  const misses = looked.flatMap((step) => ('known' in step && step.known === null ? [step] : []));
  const parsed = await parseMisses(context, type, choice, misses);
  const outcomes = new Map(misses.map((miss, i) => [miss, parsed[i]] as const));
  const items = looked.map((step): OutcomeItem => {
    if ('hit' in step) return { member: step.member, read: step.hit };
    if ('outside' in step) return step;
    const result = outcomes.get(step) ?? { outcome: step.known as ParseResult };
    if ('thrown' in result) return { member: step.member, outside: memberFailure(step.member.path, result.thrown) };
    if (step.known === null || step.identity !== null) {
      const identified = step.identity === null ? {} : { identity: step.identity, recordedAt };
      context.cache.store(type.tag, step.member.path, { etag: step.etag, language: choice.language, outcome: result.outcome, ...identified });
    }
    return { member: step.member, read: fileRead(step.member.path, step.etag, step.bytes, result.outcome) };
  });
  await context.persisted?.save(context, type, choice, members.map((m) => m.path));
  // The id index serves canonical documents of flat collections (a feature is addressed by its folder).
  if (choice.language === 'en' && type.storage.kind === 'file') context.index.absorb(type.tag, items);
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
