/**
 * `get(type, target, opts)` (operations.md §3.2).
 *
 * @packageDocumentation
 */

import { UsageError } from '../../errors/index.js';
import { checkReadArguments } from '../checks/arguments.js';
import { checkLanguage } from '../checks/language.js';
import { checkTarget } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { GetOptions } from '../options.js';
import type { DocumentResult, ParseFailureResult, RawResult } from '../results.js';
import { resolveDocument } from '../store/resolve.js';
import { textWindow } from '../text/window.js';
import { bodyTextOf, documentResult, parseFailure, resultId } from './shape.js';

// `source` ranges are offsets into the whole file; a raw read returns the body (or a window of it) instead.
function checkSourceArguments(options: GetOptions): void {
  if (options.source === true && options.raw === true) {
    throw new UsageError(
      'invalid-arguments',
      'get: options "source" and "raw" cannot both be true; use { source: true } for the parsed document with its text and source ranges, or { raw: true } for the body text',
    );
  }
}

/**
 * Read one document: parsed, raw, or a window of its body lines.
 *
 * Usage checks run first, in order: type, target, read arguments (and
 * `source` without `raw`), language. A broken document gives a
 * `ParseFailureResult`, or with `raw` and `allowBroken` its raw text with
 * the failure attached.
 *
 * With `source: true` the parsed result also carries `text`, the whole file
 * as read, and `source`, the parse's ranges into it (formats.md §8.4): the
 * models, etag, text and ranges all come from one storage read, so a caller
 * that edits by position (the board) needs no second, raw read that could
 * see other bytes, and no parse of its own. A broken document still gives
 * the `ParseFailureResult` (there are no ranges without a parse).
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param options - raw, window, numbered, language, allowBroken and source
 * @returns the document, the raw text, or the parse failure
 * @throws UsageError before any storage access
 * @throws NotFoundError when nothing resolves
 * @example
 * ```ts
 * const r = await getDocument(context, 'tsk', { ref: 'tsk-…-export' }, { raw: true, offset: 3, limit: 5, numbered: true });
 * const s = await getDocument(context, 'tsk', { ref: 'tsk-…-export' }, { source: true });
 * if (s.kind === 'document') s.source?.fields['/body/tasks/items/0']; // { start, end, line } in s.text
 * ```
 */
export async function getDocument(
  context: RepoContext,
  type: string,
  target: unknown,
  options: GetOptions = {},
): Promise<DocumentResult | RawResult | ParseFailureResult> {
  const documentType = requireOperationType(context.types, type, 'all');
  const checked = checkTarget(documentType, target);
  checkReadArguments(options);
  checkSourceArguments(options);
  const choice = checkLanguage(documentType, options.language, context.languages);
  const resolution = await resolveDocument(context, documentType, checked, choice);
  const { read } = resolution;
  const raw = options.raw === true;
  let failure: ParseFailureResult | undefined;
  if (!read.outcome.ok) {
    failure = parseFailure(context, resolution, read);
    if (!(raw && options.allowBroken === true)) return failure;
  }
  if (!raw) {
    const result = documentResult(context, resolution, read);
    if (options.source === true && read.outcome.ok) {
      result.text = read.text;
      // A copy: the outcome is shared with the read cache.
      result.source = structuredClone(read.outcome.source);
    }
    return result;
  }
  const body = bodyTextOf(documentType, read);
  const windowed = options.offset != null || options.limit != null || options.numbered === true;
  const result: RawResult = {
    kind: 'raw',
    type: documentType.tag,
    id: resultId(resolution, read),
    ref: resolution.ref,
    path: context.storage.absolute(read.path),
    etag: read.etag,
    text: windowed ? textWindow(body, options.offset, options.limit, options.numbered === true) : body,
  };
  if (failure !== undefined) result.parseFailure = failure;
  return result;
}
