/**
 * `update(type, target, content, opts)` (operations.md §4.3): whole-body
 * replacement or a line-range splice.
 *
 * @packageDocumentation
 */

import { textResult } from '../worded.js';
import { splitLines } from '../../text/index.js';
import { checkUpdateArguments } from '../checks/arguments.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import { checkTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { UpdateOptions } from '../options.js';
import type { ConflictResult, MutationResult } from '../results.js';
import { checkRange, droppedCount, rangeSnippet, spliceLines, type LineRange } from '../text/splice.js';
import { textWindow } from '../text/window.js';
import { checkBody } from './body-check.js';
import { mutateDocument, type CurrentDocument, type EarlyResult, type MutationPlan } from './mutate.js';

function expectConflict(current: CurrentDocument, range: LineRange): ConflictResult {
  return textResult(
    { kind: 'conflict' as const, reason: 'expect' as const, etag: current.read.etag, current: textWindow(current.bodyText, range.offset, range.limit) },
    { reason: 'expect-conflict', params: { offset: range.offset, ...(range.limit === undefined ? {} : { limit: range.limit }) } },
  );
}

function rangePlan(
  context: RepoContext,
  type: AnyDocumentType,
  choice: LanguageChoice,
  range: LineRange,
  content: string,
  expect: string | undefined,
): (current: CurrentDocument) => MutationPlan | EarlyResult {
  return (current) => {
    const before = splitLines(current.bodyText);
    checkRange(range, before.length);
    if (expect !== undefined && expect !== null) {
      const addressed = before.slice(range.offset - 1, range.offset - 1 + droppedCount(range, before.length));
      const expected = splitLines(expect);
      if (expected.length !== addressed.length || expected.some((line, i) => line !== addressed[i])) {
        return expectConflict(current, range);
      }
    }
    const body = spliceLines(before, range, content);
    const checked = checkBody(type, body, choice, context.mode, 'update', context.limits, context.messages);
    if (!checked.ok) return checked.result;
    const snippet = rangeSnippet(before, splitLines(body), range, splitLines(content).length);
    return { body, changes: {}, snippet };
  };
}

/**
 * Replace a document's body, or splice lines into it.
 *
 * Whole-body mode (no `offset`) validates the content before taking the
 * lock and writes it as given. Range mode checks the coordinates strictly
 * under the lock, compares `expect`, splices, validates the result and
 * returns a snippet. `dryRun` writes nothing; `ifMatch` guards against
 * concurrent changes.
 *
 * @param context - the repository
 * @param type - one of the 12 whole-body types
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param content - the new body, or the new text of the range
 * @param options - offset, limit, expect, ifMatch, dryRun, allowBroken, language
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError for bad arguments (before storage access) and bad ranges (after the read)
 * @example
 * ```ts
 * await updateDocument(context, 'tsk', id, '- [ ] new task', { offset: 3, limit: 0 });
 * ```
 */
export async function updateDocument(
  context: RepoContext,
  type: string,
  target: unknown,
  content: string,
  options: UpdateOptions = {},
): Promise<MutationResult | EarlyResult> {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  const checked = checkTarget(documentType, target);
  checkUpdateArguments(options);
  const choice = checkLanguage(documentType, options.language, context.languages);
  const text = String(content);
  let plan: (current: CurrentDocument) => MutationPlan | EarlyResult;
  if (options.offset === undefined || options.offset === null) {
    const body = checkBody(documentType, text, choice, context.mode, 'update', context.limits, context.messages);
    if (!body.ok) return body.result;
    plan = () => ({ body: text, changes: {}, snippet: null });
  } else {
    const range: LineRange = { offset: options.offset, limit: options.limit ?? undefined };
    plan = rangePlan(context, documentType, choice, range, text, options.expect);
  }
  return mutateDocument(context, {
    type: documentType,
    target: checked,
    choice,
    operation: 'update',
    ifMatch: options.ifMatch,
    allowBroken: options.allowBroken,
    dryRun: options.dryRun,
    plan,
  });
}
