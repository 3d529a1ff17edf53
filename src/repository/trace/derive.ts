/**
 * Deriving one graph node from a parsed document: its references with the
 * section each stands in, its id line and its normative fingerprint.
 *
 * @packageDocumentation
 */

import { LineIndex } from '../../text/index.js';
import { typesOf, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { bodyTextOf, titleOf } from '../ops/shape.js';
import { extractReferences } from '../references/extract.js';
import type { FileRead } from '../store/read-cache.js';
import { relationOf } from './facts.js';
import { normativeFingerprint } from './fingerprint.js';
import type { TraceNode, TraceReference } from './graph.js';

// A cheap test first: most of the cost of extraction is masking code, which parses the body.
const tagTests = new WeakMap<readonly AnyDocumentType[], RegExp>();
function mayReference(text: string, types: readonly AnyDocumentType[]): boolean {
  let test = tagTests.get(types);
  if (test === undefined) {
    const tags = types.flatMap((t) => (t.referenceTag === undefined ? [] : [t.referenceTag.replace(/[^A-Za-z0-9]/g, '')]));
    test = new RegExp(`(?:${tags.join('|') || '(?!)'})[ \\t-]`, 'i');
    tagTests.set(types, test);
  }
  return test.test(text);
}

/**
 * The section path of a file offset: the deepest body field of the parse
 * (`/body/plan/requirements/items/0`) whose range holds it, without the
 * `/body` root, list positions and the `items`/`entries` containers
 * (`plan/requirements`); `''` outside every section.
 *
 * @param fields - the parse's field ranges (file offsets)
 * @param offset - the file offset
 * @returns the section path
 * @example
 * ```ts
 * sectionAt(read.outcome.source.fields, 420); // 'plan/requirements'
 * ```
 */
export function sectionAt(fields: Readonly<Record<string, { start: number; end: number }>>, offset: number): string {
  let best: string | null = null;
  let size = Infinity;
  for (const [pointer, range] of Object.entries(fields)) {
    if (!pointer.startsWith('/body/') || offset < range.start || offset >= range.end) continue;
    const length = range.end - range.start;
    if (length < size || (length === size && best !== null && pointer.length > best.length)) {
      best = pointer;
      size = length;
    }
  }
  if (best === null) return '';
  return best
    .slice('/body/'.length)
    .split('/')
    .filter((part) => !/^\d+$/.test(part) && part !== 'items' && part !== 'entries')
    .join('/');
}

/**
 * The node of one read, or null when it does not parse.
 *
 * @param context - the repository
 * @param type - the document's type
 * @param ref - its member ref (the id of a document without one)
 * @param read - the read, text included
 * @returns the node
 * @example
 * ```ts
 * const node = deriveNode(context, req, ref, read);
 * ```
 */
export function deriveNode(context: RepoContext, type: AnyDocumentType, ref: string, read: FileRead): TraceNode | null {
  const { outcome } = read;
  if (!outcome.ok) return null;
  const { frontmatter, body } = outcome.document as { frontmatter: Record<string, unknown>; body: Record<string, unknown> };
  const id = typeof frontmatter.id === 'string' ? frontmatter.id : ref;
  const bodyLine = outcome.source.body.line;
  const idRange = outcome.source.fields['/frontmatter/id'];
  const line = idRange === undefined ? bodyLine : new LineIndex(read.text).position(idRange.start).line;
  const text = bodyTextOf(type, read);
  const types = typesOf(context.types);
  const found = mayReference(text, types) ? extractReferences(text, types) : [];
  const lines = found.length === 0 ? null : new LineIndex(text);
  const start = outcome.source.body.start;
  const references = found.map((r): TraceReference => {
    const section = sectionAt(outcome.source.fields, start + (lines?.starts[r.line - 1] ?? 0) + r.column - 1);
    return { type: r.type, id: r.id, relation: relationOf(type.tag, section), section, line: bodyLine + r.line - 1, column: r.column };
  });
  return {
    type: type.tag,
    id,
    ref,
    path: read.path,
    title: titleOf(type, body),
    status: typeof frontmatter.status === 'string' ? frontmatter.status : null,
    line,
    etag: read.etag,
    fingerprint: normativeFingerprint(type.tag, frontmatter, body),
    references,
  };
}

