/**
 * The bytes of one persisted cache file, and their strict validation: a
 * file that is corrupt, truncated, of another version or scope, or
 * tampered with reads as no file at all.
 *
 * @packageDocumentation
 */

import type { ParseResult } from '../../format/index.js';
import type { FileIdentity } from '../storage/storage.js';
import { CACHE_FORMAT_VERSION, LIBRARY_VERSION } from './fingerprint.js';

/**
 * One member as persisted: its path, the etag of the bytes its outcome was
 * parsed from, and the identity (with the moment it was taken) that may
 * vouch for those bytes.
 *
 * @example
 * ```ts
 * const entry: PersistedEntry = { path: 'docs/tsk/a.md', etag, outcome, identity: null, recordedAt: null };
 * ```
 */
export type PersistedEntry = {
  path: string;
  etag: string;
  outcome: ParseResult;
  identity: FileIdentity | null;
  recordedAt: number | null;
};

const MAGIC = 'specmgr-cache';
const ETAG = /^[0-9a-f]{64}$/;
// Parse outcomes are bounded by the format's limits (maxDepth 100 of
// Markdown); anything much deeper did not come from the parser, and would
// endanger recursive consumers of the outcome.
const MAX_JSON_DEPTH = 400;
const MAX_PATH = 4096;

// A fast 53-bit hash of the payload (cyrb53): it catches truncation, stray
// bytes and hand edits; it is not a defence against someone who can write
// the repository anyway (see persisted-cache.ts).
function checksum(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/**
 * Write a scope's entries as the bytes of a cache file: a header line
 * (format, versions, scope hash, payload length and checksum) and the JSON
 * payload.
 *
 * @param scope - the scope hash
 * @param entries - the members' entries
 * @returns the file's bytes
 * @example
 * ```ts
 * await cache.write(key, encodeCacheFile(hash, entries));
 * ```
 */
export function encodeCacheFile(scope: string, entries: readonly PersistedEntry[]): Uint8Array {
  const payload = JSON.stringify({ entries });
  const header = JSON.stringify({ format: MAGIC, version: CACHE_FORMAT_VERSION, library: LIBRARY_VERSION, scope, length: payload.length, checksum: checksum(payload) });
  return new TextEncoder().encode(`${header}\n${payload}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasKeys = (value: Record<string, unknown>, keys: readonly string[]): boolean => {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
};

// Iterative, so no nesting can exhaust the stack here; refuses `__proto__`
// keys, which JSON.parse makes own properties but Object.assign would
// turn into a prototype.
function plainAndShallow(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH) return false;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key === '__proto__') return false;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return true;
}

function isIdentity(value: unknown): value is FileIdentity {
  if (!isRecord(value) || !hasKeys(value, ['size', 'mtimeMs', 'ctimeMs', 'ino'])) return false;
  const { size, mtimeMs, ctimeMs, ino } = value;
  return Number.isSafeInteger(size) && (size as number) >= 0 && Number.isFinite(mtimeMs) && Number.isFinite(ctimeMs) && typeof ino === 'string' && ino.length <= 128;
}

function isDiagnostics(value: unknown): boolean {
  return Array.isArray(value) && value.every((d) => isRecord(d) && typeof d.code === 'string' && typeof d.severity === 'string' && typeof d.message === 'string');
}

function isOutcome(value: unknown): value is ParseResult {
  if (!isRecord(value) || !isDiagnostics(value.diagnostics)) return false;
  if (value.ok === false) return hasKeys(value, ['ok', 'error', 'diagnostics']) && typeof value.error === 'string';
  if (value.ok !== true || !hasKeys(value, ['ok', 'document', 'diagnostics', 'source'])) return false;
  const { document, source } = value;
  return isRecord(document) && isRecord(document.frontmatter) && isRecord(document.body) && isRecord(source);
}

function isEntry(value: unknown): value is PersistedEntry {
  if (!isRecord(value) || !hasKeys(value, ['path', 'etag', 'outcome', 'identity', 'recordedAt'])) return false;
  const { path, etag, identity, recordedAt } = value;
  if (typeof path !== 'string' || path === '' || path.length > MAX_PATH || path.includes('\0')) return false;
  if (typeof etag !== 'string' || !ETAG.test(etag)) return false;
  if (identity === null ? recordedAt !== null : !isIdentity(identity) || !Number.isFinite(recordedAt)) return false;
  return isOutcome(value.outcome);
}

/**
 * Read a cache file back, trusting nothing: the header must name this
 * format, cache-format version, library version and exactly this scope;
 * the payload must have the recorded length and checksum, and every entry
 * the exact shape {@link encodeCacheFile} writes, with no path twice.
 * Anything else (garbage, truncation, another version, another scope, an
 * edited entry) gives null, and the caller rebuilds.
 *
 * @param bytes - the stored bytes
 * @param scope - the scope hash the file must carry
 * @returns the entries, or null when the file cannot be trusted
 * @example
 * ```ts
 * const entries = decodeCacheFile(await cache.read(key), hash) ?? [];
 * ```
 */
export function decodeCacheFile(bytes: Uint8Array, scope: string): PersistedEntry[] | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const cut = text.indexOf('\n');
    if (cut < 0 || cut > 1024) return null;
    const header: unknown = JSON.parse(text.slice(0, cut));
    if (!isRecord(header) || !hasKeys(header, ['format', 'version', 'library', 'scope', 'length', 'checksum'])) return null;
    if (header.format !== MAGIC || header.version !== CACHE_FORMAT_VERSION || header.library !== LIBRARY_VERSION || header.scope !== scope) return null;
    const payload = text.slice(cut + 1);
    if (header.length !== payload.length || header.checksum !== checksum(payload)) return null;
    const parsed: unknown = JSON.parse(payload);
    if (!isRecord(parsed) || !hasKeys(parsed, ['entries']) || !Array.isArray(parsed.entries) || !plainAndShallow(parsed)) return null;
    const seen = new Set<string>();
    for (const entry of parsed.entries as unknown[]) {
      if (!isEntry(entry) || seen.has(entry.path)) return null;
      seen.add(entry.path);
    }
    return parsed.entries as PersistedEntry[];
  } catch {
    // Undecodable bytes, broken JSON, a string too long for the engine: all mean "no cache".
    return null;
  }
}
