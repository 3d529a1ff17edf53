/**
 * `setClassification(type, target, classification, opts)` (operations.md §4.6).
 *
 * @packageDocumentation
 */

import { checkTarget } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { SetClassificationOptions } from '../options.js';
import type { MutationResult } from '../results.js';
import { englishChoice } from '../store/resolve.js';
import { mutateDocument, type EarlyResult } from './mutate.js';

/**
 * Set (or, with a blank value, clear) a document's classification. It
 * always writes and refreshes `updated`, even when the value is unchanged.
 *
 * @param context - the repository
 * @param type - one of the 12 whole-body types
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param classification - free text; blank or whitespace-only (or null) clears it
 * @param options - ifMatch, allowBroken
 * @returns the mutation result, or a conflict or parse-failure result
 * @throws UsageError before any storage access
 * @example
 * ```ts
 * await setDocumentClassification(context, 'tsk', id, 'internal');
 * ```
 */
export async function setDocumentClassification(
  context: RepoContext,
  type: string,
  target: unknown,
  classification: string | null,
  options: SetClassificationOptions = {},
): Promise<MutationResult | EarlyResult> {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  const checked = checkTarget(documentType, target);
  const value = typeof classification === 'string' && classification.trim() !== '' ? classification : null;
  return mutateDocument(context, {
    type: documentType,
    target: checked,
    choice: englishChoice(context, documentType),
    operation: 'setClassification',
    ifMatch: options.ifMatch,
    allowBroken: options.allowBroken,
    plan: (current) => ({ body: current.bodyText, changes: { classification: value } }),
  });
}
