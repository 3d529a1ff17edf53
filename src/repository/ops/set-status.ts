/**
 * `setStatus(type, target, status, opts)` (operations.md §4.5).
 *
 * @packageDocumentation
 */

import { textResult } from '../worded.js';
import { isAllowedStatus } from '../../format/index.js';
import { checkSupersededBy } from '../checks/arguments.js';
import { checkLanguage } from '../checks/language.js';
import { checkTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { SetStatusOptions } from '../options.js';
import type { InvalidStatusResult, MutationResult } from '../results.js';
import { byCodePoint } from '../store/members.js';
import { mutateDocument, type EarlyResult } from './mutate.js';

/**
 * The vocabulary check of a status (M2): the status to write, or the
 * `InvalidStatusResult`.
 *
 * @param type - the document type
 * @param status - the caller's status
 * @param supersededBy - only for a type whose status rule has a pattern (adr): the successor id, which makes the status `superseded by <id>`
 * @returns the status to write, or the invalid-status result
 * @example
 * ```ts
 * checkStatus(tsk, 'x'); // { kind: 'invalid-status', …, allowedValues: ['active', 'cancelled', 'done', 'draft'] }
 * ```
 */
export function checkStatus(type: AnyDocumentType, status: unknown, supersededBy?: string): string | InvalidStatusResult {
  const rule = type.statuses;
  // checkSupersededBy lets supersededBy through only for a type whose rule has a pattern; adr's is `superseded by <id>`.
  if (rule.pattern !== undefined && supersededBy !== undefined && supersededBy !== null) return `superseded by ${supersededBy}`;
  const value = typeof status === 'string' ? status : String(status);
  if (typeof status === 'string' && isAllowedStatus(rule, value)) return value;
  const allowedValues = [...rule.values].sort(byCodePoint);
  if (rule.pattern !== undefined) allowedValues.push('superseded by <target-id>');
  return textResult(
    { kind: 'invalid-status' as const, valid: false as const, type: type.tag, status: value, allowedValues },
    { reason: 'invalid-status', params: { type: type.tag, noun: type.noun, status: value, allowed: allowedValues } },
  );
}

/**
 * Set a document's status. Setting the current status is a no-op: nothing
 * is written and `updated` stays. adr documents have no `updated`; their
 * `status` is edited in place (a block is added when the ADR has none).
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param status - the new status
 * @param options - supersededBy (adr), ifMatch, allowBroken, language
 * @returns the mutation result, or an invalid-status, conflict or parse-failure result
 * @throws UsageError before any storage access
 * @example
 * ```ts
 * await setDocumentStatus(context, 'tsk', id, 'done');
 * ```
 */
export async function setDocumentStatus(
  context: RepoContext,
  type: string,
  target: unknown,
  status: string,
  options: SetStatusOptions = {},
): Promise<MutationResult | EarlyResult> {
  const documentType = requireOperationType(context.types, type, 'all');
  const checked = checkTarget(documentType, target);
  checkSupersededBy(documentType, options.supersededBy);
  const choice = checkLanguage(documentType, options.language, context.languages);
  const wanted = checkStatus(documentType, status, options.supersededBy);
  if (typeof wanted !== 'string') return wanted;
  return mutateDocument(context, {
    type: documentType,
    target: checked,
    choice,
    operation: 'setStatus',
    ifMatch: options.ifMatch,
    allowBroken: options.allowBroken,
    plan: (current) => ({
      body: current.bodyText,
      changes: { status: wanted },
      noop: current.frontmatter !== null && current.frontmatter.status === wanted,
    }),
  });
}
