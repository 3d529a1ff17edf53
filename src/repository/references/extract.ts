/**
 * Reference extraction from a body (operations.md §6.1, formats.md §7.2):
 * typed references of every type whose record has a `referenceTag` (UUID
 * ids, or the folder ids of a folder-stored type such as `FEAT feat-12`),
 * outside code spans and fenced code blocks.
 *
 * @packageDocumentation
 */

import type { Nodes } from 'mdast';
import { LineIndex } from '../../text/index.js';
import { parseBody } from '../../format/index.js';
import { documentTypes } from '../../domains/index.js';
import type { DocumentType } from '../../format/index.js';
import { UUID_SOURCE } from '../../format/index.js';

/**
 * One extracted reference with its position in the body.
 *
 * @example
 * ```ts
 * const ref: ExtractedReference = { type: 'req', id: '4f2a0000-0000-4000-8000-00000000000a', line: 1, column: 12 };
 * ```
 */
export type ExtractedReference = {
  /** The target type code. */
  type: string;
  /** The id token, lowercased (a full or bare folder id for a folder-stored type such as feat). */
  id: string;
  /** 1-based body line of the tag. */
  line: number;
  /** 1-based UTF-16 column of the tag. */
  column: number;
  /** Just after the reference's last character (exclusive): 1-based body line and UTF-16 column. */
  end: { line: number; column: number };
};

// A tag is not the end of a word, and a UUID not the start of a longer hex run.
const BEFORE = '(?<![\\p{L}\\p{N}_])';
const SEPARATOR = '[ \\t-]+';

/** The patterns of one set of types: one for UUID-id tags, one per folder-stored type; reference tag → type tag. */
type ReferencePatterns = { patterns: { pattern: RegExp; tag: string | null }[]; tags: ReadonlyMap<string, string> };

const BUILT_IN_TYPES: readonly DocumentType<unknown>[] = Object.values(documentTypes);
const compiled = new WeakMap<readonly DocumentType<unknown>[], ReferencePatterns>();

const anchorless = (pattern: RegExp): string => pattern.source.replace(/^\^/, '').replace(/\$$/, '');

function referencePatterns(types: readonly DocumentType<unknown>[]): ReferencePatterns {
  const cached = compiled.get(types);
  if (cached) return cached;
  const tags = new Map<string, string>();
  const uuidTags: string[] = [];
  const patterns: ReferencePatterns['patterns'] = [];
  for (const type of types) {
    if (type.referenceTag === undefined) continue;
    tags.set(type.referenceTag.toUpperCase(), type.tag);
    if (type.storage.kind !== 'folder') {
      uuidTags.push(type.referenceTag);
      continue;
    }
    const token = anchorless(type.storage.referenceId ?? type.storage.idPattern);
    patterns.push({ pattern: new RegExp(`${BEFORE}${type.referenceTag}${SEPARATOR}(${token})(?![\\p{L}\\p{N}-])`, 'giu'), tag: type.tag });
  }
  // Longer tags first, so no tag is cut short by another that begins it.
  uuidTags.sort((a, b) => b.length - a.length);
  if (uuidTags.length > 0) {
    patterns.unshift({ pattern: new RegExp(`${BEFORE}(${uuidTags.join('|')})${SEPARATOR}(${UUID_SOURCE})(?![0-9a-f])`, 'giu'), tag: null });
  }
  const result = { patterns, tags };
  compiled.set(types, result);
  return result;
}

const FENCE_START = /^ {0,3}(?:`{3,}|~{3,})/;

function codeRanges(body: string, node: Nodes, out: [number, number][]): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) {
    if (node.type === 'inlineCode' || (node.type === 'code' && FENCE_START.test(body.slice(start, start + 40)))) {
      out.push([start, end]);
      return;
    }
  }
  if ('children' in node) for (const child of node.children) codeRanges(body, child as Nodes, out);
}

/**
 * The body with every code span and fenced code block blanked out: their
 * characters become spaces (line breaks stay), so offsets, lines and
 * columns of the remaining text do not move.
 *
 * @param body - the body text
 * @returns the masked body
 * @example
 * ```ts
 * maskCode('see `REQ x` here'); // 'see           here'
 * ```
 */
export function maskCode(body: string): string {
  const ranges: [number, number][] = [];
  codeRanges(body, parseBody(body), ranges);
  if (ranges.length === 0) return body;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += body.slice(at, start) + body.slice(start, end).replace(/[^\r\n]/g, ' ');
    at = end;
  }
  return out + body.slice(at);
}

/**
 * Extract the references of a body: for every type with a `referenceTag`,
 * `<TAG> <id>` (UUID ids; a folder-stored type's folder ids, e.g. FEAT
 * references by full id or bare number), lowercased, in text order,
 * deduplicated by (type, id) keeping the first occurrence. Code spans and
 * fenced code blocks are skipped.
 *
 * @param body - the body text (bodyText)
 * @param types - the types whose references count (default: the built-in
 *   types; a repository passes its own, host types included). The patterns
 *   are built once per array.
 * @returns the references
 * @example
 * ```ts
 * extractReferences('Implements REQ 4f2a0000-0000-4000-8000-00000000000a; see FEAT feat-12.');
 * // [{ type: 'req', id: '4f2a…0a', line: 1, column: 12 }, { type: 'feat', id: 'feat-12', line: 1, column: 63 }]
 * ```
 */
export function extractReferences(body: string, types: readonly DocumentType<unknown>[] = BUILT_IN_TYPES): ExtractedReference[] {
  const { patterns, tags } = referencePatterns(types);
  const masked = maskCode(body);
  const found: { offset: number; length: number; type: string; id: string }[] = [];
  for (const { pattern, tag } of patterns) {
    for (const m of masked.matchAll(pattern)) {
      const type = tag ?? tags.get((m[1] ?? '').toUpperCase()) ?? '';
      found.push({ offset: m.index, length: m[0].length, type, id: (m[tag === null ? 2 : 1] ?? '').toLowerCase() });
    }
  }
  found.sort((a, b) => a.offset - b.offset);
  const lines = new LineIndex(body);
  const seen = new Set<string>();
  const references: ExtractedReference[] = [];
  for (const { offset, length, type, id } of found) {
    const key = `${type}\u0000${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    references.push({ type, id, ...lines.position(offset), end: lines.position(offset + length) });
  }
  return references;
}
