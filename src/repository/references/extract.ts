/**
 * Reference extraction from a body (operations.md §6.1, formats.md §7.2):
 * typed UUID references and FEAT references, outside code spans and fenced
 * code blocks.
 *
 * @packageDocumentation
 */

import type { Nodes } from 'mdast';
import { LineIndex } from '../../text/lines.js';
import { parseBody } from '../../format/markdown/index.js';

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
  /** The id token, lowercased (a full or bare feat id for feat). */
  id: string;
  /** 1-based body line of the tag. */
  line: number;
  /** 1-based UTF-16 column of the tag. */
  column: number;
};

const UUID_REFERENCE =
  /(?<![\p{L}\p{N}_])(GOL|PRB|QA|UC|REQ|RSK|DEC|ADR|VCR|SYSRS)[ \t-]+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f])/giu;
const FEAT_REFERENCE = /(?<![\p{L}\p{N}_])FEAT[ \t-]+(feat-[0-9]+(?:-[a-z0-9-]+)?)(?![\p{L}\p{N}-])/giu;
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
 * Extract the references of a body: UUID references with a type tag, and
 * FEAT references (full ids or bare numbers), lowercased, in text order,
 * deduplicated by (type, id) keeping the first occurrence. Code spans and
 * fenced code blocks are skipped.
 *
 * @param body - the body text (bodyText)
 * @returns the references
 * @example
 * ```ts
 * extractReferences('Implements REQ 4f2a0000-0000-4000-8000-00000000000a; see FEAT feat-12.');
 * // [{ type: 'req', id: '4f2a…0a', line: 1, column: 12 }, { type: 'feat', id: 'feat-12', line: 1, column: 63 }]
 * ```
 */
export function extractReferences(body: string): ExtractedReference[] {
  const masked = maskCode(body);
  const found: { offset: number; type: string; id: string }[] = [];
  for (const m of masked.matchAll(UUID_REFERENCE)) {
    found.push({ offset: m.index, type: (m[1] ?? '').toLowerCase(), id: (m[2] ?? '').toLowerCase() });
  }
  for (const m of masked.matchAll(FEAT_REFERENCE)) found.push({ offset: m.index, type: 'feat', id: (m[1] ?? '').toLowerCase() });
  found.sort((a, b) => a.offset - b.offset);
  const lines = new LineIndex(body);
  const seen = new Set<string>();
  const references: ExtractedReference[] = [];
  for (const { offset, type, id } of found) {
    const key = `${type}\u0000${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    references.push({ type, id, ...lines.position(offset) });
  }
  return references;
}
