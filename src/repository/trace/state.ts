/**
 * The trace state file `<docsDir>/.trace.json`: the fingerprint of each
 * link's target as its source last confirmed it (issue 14 item 3). It lives
 * beside the documents, never inside them, and is read and written through
 * the repository's storage like the board's state file (board.md §2). A
 * missing file confirms nothing; a file that is not JSON, has another
 * version or another shape confirms nothing either and is reported, never a
 * crash.
 *
 * @packageDocumentation
 */

import type { Layout } from '../layout.js';
import { joinPath } from '../storage/paths.js';
import type { Storage } from '../storage/storage.js';

/**
 * The file's content: for each source (`<type>:<id>`), the fingerprint of
 * each target (`<type>:<id>`) it confirmed.
 *
 * @example
 * ```ts
 * const state: TraceState = { version: 1, confirmed: { 'vcr:2a…': { 'req:1a…': 'ab12…' } } };
 * ```
 */
export type TraceState = { version: 1; confirmed: Record<string, Record<string, string>> };

/**
 * What a result says of the state file: `ok`, `missing` (nothing confirmed
 * yet) or `corrupt` (read as nothing confirmed; `message` says why and how
 * to fix it), with the file's path as the storage shows it.
 *
 * @example
 * ```ts
 * const note: TraceStateNote = { status: 'missing', path: '/srv/docs/.trace.json' };
 * ```
 */
export type TraceStateNote = { readonly status: 'ok' | 'missing' | 'corrupt'; readonly path: string; readonly message?: string };

/**
 * The state file's root-relative path.
 *
 * @param layout - the repository's layout
 * @returns `<docsDir>/.trace.json`
 * @example
 * ```ts
 * traceStatePath({ docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' }); // 'docs/.trace.json'
 * ```
 */
export function traceStatePath(layout: Layout): string {
  return joinPath(layout.docsDir, '.trace.json');
}

/**
 * The storage lock key held while the state file is read and rewritten.
 *
 * @param layout - the repository's layout
 * @returns `<docsDir>/.trace`
 * @example
 * ```ts
 * traceLockKey(defaultLayout); // 'docs/.trace'
 * ```
 */
export function traceLockKey(layout: Layout): string {
  return joinPath(layout.docsDir, '.trace');
}

const emptyState = (): TraceState => ({ version: 1, confirmed: Object.create(null) as Record<string, Record<string, string>> });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const FIX = 'every link counts as never confirmed. Delete the file and confirm the links again with repo.confirmLinks().';

/**
 * Check the text of a state file.
 *
 * @param text - the file's text
 * @param shown - the path to name in messages
 * @returns the state, or the corrupt note
 * @example
 * ```ts
 * parseTraceState('{"version":2}', '/docs/.trace.json').ok; // false
 * ```
 */
export function parseTraceState(text: string, shown: string): { ok: true; state: TraceState } | { ok: false; note: TraceStateNote } {
  const corrupt = (why: string): { ok: false; note: TraceStateNote } => ({ ok: false, note: { status: 'corrupt', path: shown, message: `trace state ${shown} ${why}; ${FIX}` } });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return corrupt('is not valid JSON');
  }
  if (!isObject(json)) return corrupt('is not a JSON object');
  if (json.version !== 1) return corrupt(`has version ${JSON.stringify(json.version) ?? 'none'}; this library reads version 1`);
  if (!isObject(json.confirmed)) return corrupt('has no "confirmed" object');
  const state = emptyState();
  for (const [source, targets] of Object.entries(json.confirmed)) {
    if (!isObject(targets)) return corrupt(`has a non-object entry at confirmed.${source}`);
    const out = Object.create(null) as Record<string, string>;
    for (const [target, fingerprint] of Object.entries(targets)) {
      if (typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) return corrupt(`has a fingerprint that is not 64 hex digits at confirmed.${source}.${target}`);
      out[target] = fingerprint;
    }
    state.confirmed[source] = out;
  }
  return { ok: true, state };
}

/**
 * Read the state file.
 *
 * @param storage - the repository's storage
 * @param layout - the repository's layout
 * @returns the state (empty when missing or corrupt), what to say of it, and the bytes read (null: no file)
 * @throws StorageError when the storage fails
 * @example
 * ```ts
 * const { state, note } = await readTraceState(repo.storage, repo.layout);
 * ```
 */
export async function readTraceState(storage: Storage, layout: Layout): Promise<{ state: TraceState; note: TraceStateNote; bytes: Uint8Array | null }> {
  const path = traceStatePath(layout);
  const shown = storage.absolute(path);
  const bytes = await storage.read(path);
  if (bytes === null) return { state: emptyState(), note: { status: 'missing', path: shown }, bytes };
  const parsed = parseTraceState(new TextDecoder().decode(bytes), shown);
  return parsed.ok ? { state: parsed.state, note: { status: 'ok', path: shown }, bytes } : { state: emptyState(), note: parsed.note, bytes };
}

/**
 * The text of a state file: sources and targets in sorted order, two-space
 * JSON, one final newline (so a confirmation that changes nothing writes
 * the same bytes, and diffs stay small).
 *
 * @param state - the state
 * @returns the text
 * @example
 * ```ts
 * serializeTraceState({ version: 1, confirmed: {} }); // '{\n  "version": 1,\n  "confirmed": {}\n}\n'
 * ```
 */
export function serializeTraceState(state: TraceState): string {
  const confirmed: Record<string, Record<string, string>> = {};
  for (const source of Object.keys(state.confirmed).sort()) {
    const targets = state.confirmed[source] ?? {};
    const keys = Object.keys(targets).sort();
    if (keys.length === 0) continue;
    confirmed[source] = Object.fromEntries(keys.map((k) => [k, targets[k] ?? '']));
  }
  return `${JSON.stringify({ version: 1, confirmed }, null, 2)}\n`;
}

/**
 * Write the state file atomically, expecting the bytes it was read from
 * (so a concurrent writer that does not take the lock is noticed, not
 * overwritten).
 *
 * @param storage - the repository's storage
 * @param layout - the repository's layout
 * @param state - the new state
 * @param expect - the bytes read (null: there was no file)
 * @returns nothing, once the file is in place
 * @throws StorageError when the storage fails (`changed` when the file changed since it was read)
 * @example
 * ```ts
 * await writeTraceState(storage, layout, state, bytes);
 * ```
 */
export async function writeTraceState(storage: Storage, layout: Layout, state: TraceState, expect: Uint8Array | null): Promise<void> {
  await storage.mkdirp(layout.docsDir);
  await storage.writeAtomic(traceStatePath(layout), new TextEncoder().encode(serializeTraceState(state)), { expect });
}
