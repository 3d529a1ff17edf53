/**
 * Intent records: how the member-folder operations that take more than one
 * storage step (`renameFeat`, `create` and `delete` of a folder-stored type
 * such as feat) stay crash-consistent. Below, "feature" and `featDir` stand
 * for any folder-stored type and its collection folder: each such type has
 * its own records and create lock in its own folder.
 *
 * **Which operations.** `renameFeat` (folder rename, README id rewrite,
 * variant id rewrites), feat `create` (clearing a zombie folder, making the
 * folder, writing its README) and feat `delete` (README renamed to the
 * `.README.deleting` tombstone, tree removed). Every other write of the
 * repository is one atomic step: a flat or ADR create, a variant create
 * (a `mkdirp` of a variant folder before the write leaves at most an empty
 * folder, which no listing counts) and every rewrite through the mutation
 * pipeline (`writeAtomic`: old bytes or new bytes, never a torn file).
 *
 * **Where records live.** One JSON file per operation directly in the feature
 * directory: `<featDir>/.intent-<op>-<subject>.json` (`subject`: the feature
 * id, for a rename the old one), e.g.
 * `{"version":1,"op":"rename","from":"feat-0-a","to":"feat-1-a","updated":"…"}`.
 * It is written with `writeAtomic` before the first step and removed after
 * the last. Like lock and temporary files, it is a file, so no listing of
 * feature folders counts it, and its name never ends in `.md`.
 *
 * **When recovery runs.** Every operation that writes a record holds the feat
 * create lock (`<featDir>/.create`) from before the record is written until
 * after it is removed, so a record found by a holder of that lock belongs to
 * an operation that died (or failed). Recovery therefore runs: on taking the
 * create lock (feat create, delete and renameFeat), before their own work; at
 * every scan of the feat collection (`list('feat')`, `checkLinks`, `warm`,
 * references); and when a feat README is missing or carries another id at
 * resolution (`get`, `update`, … of a feature; a README that carries its
 * folder's id belongs to a complete operation, so a hit needs no check). A
 * read finds pending records with one listing of the feature directory and
 * takes the create lock only when there are some. An operation that throws
 * after writing its record runs the same recovery for its own record at once.
 *
 * **What recovery does** (idempotent: each step checks the state first, and
 * the record goes last, so a crash during recovery is recovered next time):
 * - rename `from → to`: once the folder is at `to` (and `from` is gone) the
 *   rename is completed: every variant id, then the README's `id` (and
 *   `updated`, with the time the rename chose), still equal to `from` are
 *   rewritten to `to`. The README goes last, so a README carrying the new id
 *   means a complete rename. Before the folder moved, nothing changed: the
 *   record is dropped.
 * - create `id`: with a README, the create is complete; without one, the
 *   folder (only ever made by this create) is removed: rolled back.
 * - delete `id`: with the README still in place, nothing was removed: the
 *   record is dropped; without it (tombstoned or partly removed), the rest of
 *   the tree is removed.
 *
 * **What a user sees.** A feature is reachable by exactly one of its ids,
 * with the README's id equal to the folder name, before and after recovery;
 * a create or delete that was interrupted is either complete or never
 * happened. An interrupted call's effect shows at the next call on the
 * collection. A record file that does not hold a valid record is removed.
 *
 * @packageDocumentation
 */

import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import { joinPath } from '../storage/paths.js';
import { rewriteId, rewriteVariantIds } from './feat-ids.js';
import type { LockTable } from './locks.js';
import { memberPath } from './members.js';
import { decodeText, encodeText } from '../text/file-text.js';

/**
 * The name a feat delete gives the README before removing the tree: not
 * `*.md` and not `README.md`, so a folder caught midway is never listed.
 *
 * @example
 * ```ts
 * joinPath(folder, FEAT_TOMBSTONE); // '.specmgr/feat/feat-1-a/.README.deleting'
 * ```
 */
export const FEAT_TOMBSTONE = '.README.deleting';

/**
 * What a multi-step feature-folder operation is about to do.
 *
 * @example
 * ```ts
 * const record: IntentRecord = { op: 'rename', from: 'feat-0-a', to: 'feat-1-a', updated: '2026-08-30T08:00:00.000Z' };
 * ```
 */
export type IntentRecord =
  | { op: 'rename'; from: string; to: string; updated: string }
  | { op: 'create'; id: string }
  | { op: 'delete'; id: string };

const PREFIX = '.intent-';
const SUFFIX = '.json';
const RECORD_VERSION = 1;
// The create lock is not re-entrant; reads that would recover skip while
// their own repository holds it (its holder has recovered on entry).
const holding = new WeakMap<LockTable, Set<string>>();

const featDir = (context: RepoContext, type: AnyDocumentType): string => collectionDir(context.layout, type);
const subjectOf = (record: IntentRecord): string => (record.op === 'rename' ? record.from : record.id);
const recordPath = (context: RepoContext, type: AnyDocumentType, record: IntentRecord): string =>
  joinPath(featDir(context, type), `${PREFIX}${record.op}-${subjectOf(record)}${SUFFIX}`);

// One folder name: never empty, `.`, `..`, or containing a separator or a
// control character, so a hand-made record cannot point anywhere else.
const isSegment = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value !== '.' && value !== '..' && !/[/\\\u0000-\u001f]/.test(value);

function parseRecord(bytes: Uint8Array): IntentRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(bytes));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.version !== RECORD_VERSION) return null;
  if (v.op === 'rename' && isSegment(v.from) && isSegment(v.to) && typeof v.updated === 'string') {
    return { op: 'rename', from: v.from, to: v.to, updated: v.updated };
  }
  if ((v.op === 'create' || v.op === 'delete') && isSegment(v.id)) return { op: v.op, id: v.id };
  return null;
}

async function folderNames(context: RepoContext, type: AnyDocumentType): Promise<Set<string>> {
  const entries = await context.storage.list(featDir(context, type));
  return new Set(entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.name));
}

// Brings the collection to the state the record's operation commits to, or
// back to the one before it (see the module comment), then drops the record.
async function replay(context: RepoContext, type: AnyDocumentType, record: IntentRecord): Promise<void> {
  const { storage, layout } = context;
  const dir = featDir(context, type);
  if (record.op === 'rename') {
    const names = await folderNames(context, type);
    if (names.has(record.to) && !names.has(record.from)) {
      const folder = joinPath(dir, record.to);
      await rewriteVariantIds(context, folder, record.from, record.to);
      await rewriteId(context, memberPath(type, layout, record.to), record.from, record.to, record.updated);
    }
    context.cache.invalidate(type.tag, joinPath(dir, record.from));
    context.cache.invalidate(type.tag, joinPath(dir, record.to));
  } else {
    const folder = joinPath(dir, record.id);
    if ((await storage.read(memberPath(type, layout, record.id))) === null) await storage.removeTree(folder);
    context.cache.invalidate(type.tag, folder);
  }
  await storage.remove(recordPath(context, type, record));
}

async function pendingPaths(context: RepoContext, type: AnyDocumentType): Promise<string[]> {
  const entries = await context.storage.list(featDir(context, type));
  return entries
    .filter((entry) => entry.kind === 'file' && entry.name.startsWith(PREFIX) && entry.name.endsWith(SUFFIX))
    .map((entry) => joinPath(featDir(context, type), entry.name))
    .sort();
}

async function replayPending(context: RepoContext, type: AnyDocumentType): Promise<void> {
  for (const path of await pendingPaths(context, type)) {
    const bytes = await context.storage.read(path);
    if (bytes === null) continue;
    const record = parseRecord(bytes);
    if (record === null || recordPath(context, type, record) !== path) await context.storage.remove(path);
    else await replay(context, type, record);
  }
}

function holds(context: RepoContext, type: AnyDocumentType): boolean {
  return holding.get(context.locks)?.has(type.tag) === true;
}

/**
 * Run work under the create lock of a folder-stored type (feat:
 * `<featDir>/.create`), after finishing or undoing every operation a crash
 * left behind (its intent records).
 *
 * @param context - the repository
 * @param type - the folder-stored document type
 * @param work - what to do under the lock
 * @returns the work's result
 * @throws StorageError from the lock or from a recovery step (nothing of the work ran then)
 * @example
 * ```ts
 * await withFolderCreateLock(context, feat, () => createFolder());
 * ```
 */
export async function withFolderCreateLock<T>(context: RepoContext, type: AnyDocumentType, work: () => Promise<T>): Promise<T> {
  return context.locks.run(context.storage, joinPath(featDir(context, type), '.create'), async () => {
    const held = holding.get(context.locks) ?? new Set<string>();
    holding.set(context.locks, held);
    held.add(type.tag);
    try {
      await replayPending(context, type);
      return await work();
    } finally {
      held.delete(type.tag);
    }
  });
}

/**
 * Run the steps of a multi-step feature-folder operation under its intent
 * record: the record is written first and removed last. When a step throws,
 * the record is replayed at once (completing or undoing what the steps did,
 * as after a crash) and the error is rethrown; if that fails too, the record
 * stays for the next operation. A record that cannot be removed after the
 * last step is left for the next recovery, which finds nothing to do: the
 * operation still succeeds. Call it under {@link withFolderCreateLock}.
 *
 * @param context - the repository
 * @param type - the folder-stored document type
 * @param record - what the steps do
 * @param steps - the storage steps
 * @returns nothing, once every step is done
 * @throws the error of the record write or of the first failing step
 * @example
 * ```ts
 * await underIntent(context, feat, { op: 'delete', id }, () => storage.removeTree(folder));
 * ```
 */
export async function underIntent(context: RepoContext, type: AnyDocumentType, record: IntentRecord, steps: () => Promise<void>): Promise<void> {
  const path = recordPath(context, type, record);
  const body: Record<string, unknown> = { version: RECORD_VERSION, ...record };
  // Only a create can be the first write into the feature directory.
  if (record.op === 'create') await context.storage.mkdirp(featDir(context, type));
  await context.storage.writeAtomic(path, encodeText(`${JSON.stringify(body)}\n`));
  try {
    await steps();
  } catch (error) {
    await replay(context, type, record).catch(() => undefined);
    throw error;
  }
  await context.storage.remove(path).catch(() => undefined);
}

/**
 * Finish or undo interrupted member-folder operations of a folder-stored
 * type before a read, when their intent records are present. Costs one listing of the feature
 * directory when there are none; takes the create lock only when there are.
 * Never throws: a read goes on with what is stored when recovery fails (the
 * next operation tries again), or while this repository holds the create
 * lock itself.
 *
 * @param context - the repository
 * @param type - the folder-stored document type
 * @returns whether records were found (and recovery was attempted)
 * @example
 * ```ts
 * if (await recoverFolderIntents(context, feat)) read = await readAgain();
 * ```
 */
export async function recoverFolderIntents(context: RepoContext, type: AnyDocumentType): Promise<boolean> {
  if (holds(context, type)) return false;
  try {
    if ((await pendingPaths(context, type)).length === 0) return false;
    await withFolderCreateLock(context, type, async () => undefined);
  } catch {
    // reported by the read itself, or retried by the next operation
  }
  return true;
}

/**
 * Whether a feature folder is a zombie that a `create` with its id may
 * clear: it has no README and either holds the delete tombstone (a delete
 * that was cut short before intent records existed) or nothing but
 * temporary files (a create that was cut short). A folder with other
 * content and no README is someone's files: `create` refuses it, and
 * `delete` of that id removes it.
 *
 * @param context - the repository
 * @param file - the member file name of the type (`README.md`)
 * @param folder - the root-relative feature folder
 * @returns whether `create` may remove it
 * @example
 * ```ts
 * await isZombieFolder(context, 'README.md', '.specmgr/feat/feat-1-a'); // true for a folder holding only `.README.deleting`
 * ```
 */
export async function isZombieFolder(context: RepoContext, file: string, folder: string): Promise<boolean> {
  if ((await context.storage.read(joinPath(folder, file))) !== null) return false;
  const entries = await context.storage.list(folder);
  if (entries.some((entry) => entry.name === FEAT_TOMBSTONE)) return true;
  return entries.every((entry) => entry.kind === 'file' && entry.name.startsWith('.') && entry.name.endsWith('.tmp'));
}
