/**
 * The board's state file `<docsDir>/tsk/.board.json` (board.md §2): read,
 * check, write. A missing file is an empty board; a file that is not JSON,
 * has another version or is not a board file makes every call `invalid`
 * and is never overwritten.
 *
 * @packageDocumentation
 */

import { StorageError } from '../errors/index.js';
import { collectionDir, type Layout } from '../repository/index.js';
import { joinPath } from '../repository/index.js';
import type { Storage } from '../repository/index.js';
import { messages } from './messages.js';
import type { BoardFile, BoardFileTask } from './model.js';
import type { Failure } from './results.js';
import { canonicalTimestamp } from './time.js';

type Check<T> = { ok: true; value: T } | { ok: false; where: string; message: string };

const fail = (where: string, message: string): { ok: false; where: string; message: string } => ({ ok: false, where, message });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const STATUSES: readonly string[] = ['todo', 'in_progress', 'blocked', 'done'];

function checkTimestamp(value: unknown, where: string): Check<string> {
  const canonical = canonicalTimestamp(value);
  return canonical === null ? fail(where, `expected an RFC 3339 timestamp, got ${JSON.stringify(value) ?? 'nothing'}`) : { ok: true, value: canonical };
}

function optionalString(entry: Record<string, unknown>, key: string, where: string): Check<string | undefined> {
  const value = entry[key];
  if (value === undefined) return { ok: true, value: undefined };
  return typeof value === 'string' ? { ok: true, value } : fail(`${where}.${key}`, 'expected a string');
}

// Checked by hand rather than with a schema library: a board holds thousands of entries and this runs on every call.
function checkNotes(value: unknown, where: string): Check<BoardFileTask['notes']> {
  if (value === undefined) return { ok: true, value: [] };
  if (!Array.isArray(value)) return fail(where, 'expected an array');
  const notes: BoardFileTask['notes'] = [];
  for (const [i, note] of value.entries()) {
    if (!isObject(note) || typeof note.by !== 'string' || typeof note.text !== 'string') {
      return fail(`${where}.${i}`, 'expected a note { at, by, text }');
    }
    const at = checkTimestamp(note.at, `${where}.${i}.at`);
    if (!at.ok) return at;
    notes.push({ at: at.value, by: note.by, text: note.text });
  }
  return { ok: true, value: notes };
}

function checkEntry(value: unknown, where: string): Check<BoardFileTask> {
  if (!isObject(value)) return fail(where, 'expected an object');
  if (typeof value.list !== 'string') return fail(`${where}.list`, 'expected a string');
  const status = value.status;
  if (typeof status !== 'string' || !STATUSES.includes(status)) return fail(`${where}.status`, `expected one of ${STATUSES.join(', ')}`);
  const owner = optionalString(value, 'owner', where);
  if (!owner.ok) return owner;
  const reason = optionalString(value, 'reason', where);
  if (!reason.ok) return reason;
  const by = optionalString(value, 'by', where);
  if (!by.ok) return by;
  if (status === 'in_progress' && owner.value === undefined) return fail(`${where}.owner`, 'an in_progress task needs an owner');
  if (status === 'done' && by.value === undefined) return fail(`${where}.by`, 'a done task needs by');
  const priority = value.priority ?? 0;
  if (typeof priority !== 'number' || !Number.isInteger(priority)) return fail(`${where}.priority`, 'expected an integer');
  const dependsOn = value.dependsOn ?? [];
  if (!Array.isArray(dependsOn) || dependsOn.some((d) => typeof d !== 'string')) return fail(`${where}.dependsOn`, 'expected an array of task ids');
  const createdAt = checkTimestamp(value.createdAt, `${where}.createdAt`);
  if (!createdAt.ok) return createdAt;
  const updatedAt = checkTimestamp(value.updatedAt, `${where}.updatedAt`);
  if (!updatedAt.ok) return updatedAt;
  const notes = checkNotes(value.notes, `${where}.notes`);
  if (!notes.ok) return notes;
  return {
    ok: true,
    value: normalizeEntry({
      list: value.list,
      status: status as BoardFileTask['status'],
      ...(owner.value !== undefined ? { owner: owner.value } : {}),
      ...(reason.value !== undefined ? { reason: reason.value } : {}),
      ...(by.value !== undefined ? { by: by.value } : {}),
      priority,
      dependsOn: dependsOn as string[],
      createdAt: createdAt.value,
      updatedAt: updatedAt.value,
      notes: notes.value,
    }),
  };
}

/**
 * An empty record without a prototype, so names such as `__proto__` or
 * `constructor` (valid agent names) are ordinary keys.
 *
 * @returns the record
 * @example
 * ```ts
 * const agents = emptyRecord<string>();
 * agents['__proto__'] = '2026-11-30T10:00:00.000Z'; // an own key, not the prototype
 * ```
 */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * The state file's root-relative path.
 *
 * @param layout - the repository's layout
 * @returns `<docsDir>/tsk/.board.json`
 * @example
 * ```ts
 * boardFilePath({ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' }); // 'docs/tsk/.board.json'
 * ```
 */
export function boardFilePath(layout: Layout): string {
  return joinPath(collectionDir(layout, 'tsk'), '.board.json');
}

/**
 * A state entry with exactly the owner fields its status allows, in the
 * file's key order.
 *
 * @param entry - an entry, possibly carrying stray owner fields
 * @returns the normalised entry
 * @example
 * ```ts
 * normalizeEntry({ ...entry, status: 'todo', owner: 'agent-7' }); // no owner
 * ```
 */
export function normalizeEntry(entry: BoardFileTask): BoardFileTask {
  const { status } = entry;
  return {
    list: entry.list,
    status,
    ...((status === 'in_progress' || status === 'blocked') && entry.owner !== undefined ? { owner: entry.owner } : {}),
    ...(status === 'blocked' ? { reason: entry.reason ?? '' } : {}),
    ...(status === 'done' && entry.by !== undefined ? { by: entry.by } : {}),
    priority: entry.priority,
    dependsOn: [...entry.dependsOn],
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    notes: entry.notes.map((note) => ({ at: note.at, by: note.by, text: note.text })),
  };
}

/**
 * Check the text of a state file.
 *
 * @param text - the file's text
 * @param path - the path to name in messages (as results report paths)
 * @returns the board file (timestamps in UTC with milliseconds), or the `invalid` result
 * @example
 * ```ts
 * parseBoardFile('{"version":2}', '/docs/tsk/.board.json');
 * // { ok: false, failure: { status: 'invalid', message: 'board state /docs/tsk/.board.json has version 2; this library reads version 1' } }
 * ```
 */
export function parseBoardFile(text: string, path: string): { ok: true; file: BoardFile } | { ok: false; failure: Failure } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, failure: { status: 'invalid', message: messages.stateNotJson(path, (error as Error).message) } };
  }
  const version = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as { version?: unknown }).version : undefined;
  if (version !== 1) return { ok: false, failure: { status: 'invalid', message: messages.stateVersion(path, version ?? null) } };
  const root = json as { tasks?: unknown; agents?: unknown };
  const invalid = (where: string, message: string): { ok: false; failure: Failure } => ({
    ok: false,
    failure: { status: 'invalid', message: messages.stateShape(path, `${where}: ${message}`) },
  });
  if (root.tasks !== undefined && !isObject(root.tasks)) return invalid('tasks', 'expected an object');
  if (root.agents !== undefined && !isObject(root.agents)) return invalid('agents', 'expected an object');
  // Copied into prototype-free records (see emptyRecord).
  const tasks = emptyRecord<BoardFileTask>();
  const agents = emptyRecord<string>();
  for (const [id, value] of Object.entries(root.tasks ?? {})) {
    const entry = checkEntry(value, `tasks.${id}`);
    if (!entry.ok) return invalid(entry.where, entry.message);
    tasks[id] = entry.value;
  }
  for (const [name, value] of Object.entries(root.agents ?? {})) {
    const at = checkTimestamp(value, `agents.${name}`);
    if (!at.ok) return invalid(at.where, at.message);
    agents[name] = at.value;
  }
  return { ok: true, file: { version: 1, tasks, agents } };
}

/**
 * Read the state file through the storage.
 *
 * @param storage - the repository's storage
 * @param layout - the repository's layout
 * @returns the board file (empty when the file does not exist), or the `invalid` result
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const state = await readBoardFile(repo.storage, repo.layout);
 * if (!state.ok) return state.failure;
 * ```
 */
export async function readBoardFile(storage: Storage, layout: Layout): Promise<{ ok: true; file: BoardFile } | { ok: false; failure: Failure }> {
  const path = boardFilePath(layout);
  const bytes = await storage.read(path);
  if (bytes === null) {
    const file: BoardFile = { version: 1, tasks: emptyRecord(), agents: emptyRecord() };
    readFrom.set(file, null);
    return { ok: true, file };
  }
  const parsed = parseBoardFile(new TextDecoder().decode(bytes), storage.absolute(path));
  if (parsed.ok) readFrom.set(parsed.file, bytes);
  return parsed;
}

// The bytes each board file was read from (null: there was no file), so its
// write can expect them still there.
const readFrom = new WeakMap<BoardFile, Uint8Array | null>();

/**
 * The text of a state file: two-space JSON and one final newline.
 *
 * @param file - the board file
 * @returns the text
 * @example
 * ```ts
 * serializeBoardFile({ version: 1, tasks: {}, agents: {} }); // '{\n  "version": 1,\n  "tasks": {},\n  "agents": {}\n}\n'
 * ```
 */
export function serializeBoardFile(file: BoardFile): string {
  return `${JSON.stringify({ version: 1, tasks: file.tasks, agents: file.agents }, null, 2)}\n`;
}

/**
 * Write the state file atomically, creating its folder when needed.
 *
 * A file that came from {@link readBoardFile} is written only if the state
 * file still holds the bytes it was read from (`writeAtomic` with
 * `expect`). When something else rewrote it meanwhile (a hand edit, a host
 * that does not take the board lock), the state file is read again and this
 * file's changes (the task entries and agent times that differ from what
 * was read) are applied to the new content, up to 5 attempts in all. A state
 * file that no longer parses is never overwritten: the write fails instead.
 *
 * @param storage - the repository's storage
 * @param layout - the repository's layout
 * @param file - the board file
 * @returns nothing, once the file is in place
 * @throws StorageError when the storage fails (`changed` when the file kept changing or stopped parsing)
 * @example
 * ```ts
 * await writeBoardFile(repo.storage, repo.layout, file);
 * ```
 */
export async function writeBoardFile(storage: Storage, layout: Layout, file: BoardFile): Promise<void> {
  await storage.mkdirp(collectionDir(layout, 'tsk'));
  const path = boardFilePath(layout);
  const expected = readFrom.get(file);
  let target = file;
  let expect = expected;
  for (let attempt = 1; ; attempt++) {
    try {
      await storage.writeAtomic(path, new TextEncoder().encode(serializeBoardFile(target)), expect === undefined ? undefined : { expect });
      return;
    } catch (error) {
      if (!(error instanceof StorageError && error.code === 'changed') || attempt >= STATE_ATTEMPTS) throw error;
      const fresh = await storage.read(path);
      const current = parsedOrEmpty(fresh, storage.absolute(path));
      const base = parsedOrEmpty(expected ?? null, storage.absolute(path));
      if (current === null || base === null) throw error;
      target = reapply(base, file, current);
      expect = fresh;
    }
  }
}

const STATE_ATTEMPTS = 5;

function parsedOrEmpty(bytes: Uint8Array | null, shownPath: string): BoardFile | null {
  if (bytes === null) return { version: 1, tasks: emptyRecord(), agents: emptyRecord() };
  const parsed = parseBoardFile(new TextDecoder().decode(bytes), shownPath);
  return parsed.ok ? parsed.file : null;
}

// The changes from `base` to `changed`, applied to `onto`.
function reapply(base: BoardFile, changed: BoardFile, onto: BoardFile): BoardFile {
  for (const part of ['tasks', 'agents'] as const) {
    const from = base[part] as Record<string, unknown>;
    const to = changed[part] as Record<string, unknown>;
    const out = onto[part] as Record<string, unknown>;
    for (const key of Object.keys(to)) if (JSON.stringify(to[key]) !== JSON.stringify(from[key])) out[key] = to[key];
    for (const key of Object.keys(from)) if (!(key in to)) delete out[key];
  }
  return onto;
}
