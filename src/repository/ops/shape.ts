/**
 * Building result objects from reads: document, raw and parse-failure
 * results, titles and body text.
 *
 * @packageDocumentation
 */

import { splitDocument } from '../../format/index.js';
import type { AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { wordedDiagnostics, wordedError } from '../worded.js';
import type { DocumentResult, ParseFailureResult } from '../results.js';
import type { FileRead } from '../store/read-cache.js';
import type { Resolution } from '../store/resolve.js';

/**
 * A document's title (operations.md §1.7): the H1's inline source, or what
 * the type's `listTitle` makes of the body (feat: without the literal
 * `Feature: ` prefix).
 *
 * @param type - the document type
 * @param body - the parsed body model
 * @returns the title (`''` when the model has none)
 * @example
 * ```ts
 * titleOf(tsk, { title: 'Export' }); // 'Export'
 * ```
 */
export function titleOf(type: AnyDocumentType, body: Record<string, unknown>): string {
  if (type.listTitle !== undefined) return type.listTitle(body);
  return typeof body.title === 'string' ? body.title : '';
}

/**
 * The bodyText of a read (operations.md §1.7), exactly as stored (original
 * line endings), also for a broken document.
 *
 * @param type - the document type
 * @param read - the file read
 * @returns the body text
 * @example
 * ```ts
 * bodyTextOf(tsk, read); // '# Title\n\n- [ ] one…'
 * ```
 */
export function bodyTextOf(type: AnyDocumentType, read: FileRead): string {
  if (read.outcome.ok) {
    const { start, end } = read.outcome.source.body;
    return read.text.slice(start, end);
  }
  return splitDocument(read.text, type.tag, type.frontmatter.kind === 'adr').body.text;
}

/**
 * The `ParseFailureResult` of a broken read.
 *
 * @param context - the repository (for the reported path)
 * @param resolution - the resolved target
 * @param read - the broken read
 * @returns the result; `error` is the unlabelled rendering the cache keeps
 * @example
 * ```ts
 * if (!read.outcome.ok) return parseFailure(context, resolution, read);
 * ```
 */
export function parseFailure(context: RepoContext, resolution: Resolution, read: FileRead): ParseFailureResult {
  const outcome = read.outcome;
  return {
    kind: 'parse-failure',
    error: outcome.ok ? '' : wordedError(context, outcome),
    diagnostics: wordedDiagnostics(context, outcome.diagnostics),
    path: context.storage.absolute(read.path),
    id: resolution.target.kind === 'id' ? resolution.target.id : null,
    ref: resolution.ref,
    etag: read.etag,
  };
}

/**
 * The `DocumentResult` of a healthy read: copies of the cached models, so
 * callers cannot corrupt the cache.
 *
 * @param context - the repository
 * @param resolution - the resolved target
 * @param read - a read whose outcome is ok
 * @returns the result
 * @example
 * ```ts
 * return documentResult(context, resolution, read);
 * ```
 */
export function documentResult(context: RepoContext, resolution: Resolution, read: FileRead): DocumentResult {
  if (!read.outcome.ok) throw new TypeError('documentResult needs a parsed document');
  const { document, diagnostics } = read.outcome;
  const id = document.frontmatter.id;
  return {
    kind: 'document',
    type: resolution.type.tag,
    id: typeof id === 'string' ? id : null,
    ref: resolution.ref,
    path: context.storage.absolute(read.path),
    etag: read.etag,
    frontmatter: structuredClone(document.frontmatter),
    body: structuredClone(document.body),
    diagnostics: wordedDiagnostics(context, diagnostics),
  };
}

/**
 * The id of a read for results: the frontmatter id of a healthy document,
 * else the requested id (null for a ref).
 *
 * @param resolution - the resolved target
 * @param read - the read
 * @returns the id
 * @example
 * ```ts
 * resultId(resolution, read);
 * ```
 */
export function resultId(resolution: Resolution, read: FileRead): string | null {
  if (read.outcome.ok) {
    const id = read.outcome.document.frontmatter.id;
    return typeof id === 'string' ? id : null;
  }
  return resolution.target.kind === 'id' ? resolution.target.id : null;
}
