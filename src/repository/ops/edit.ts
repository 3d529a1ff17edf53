/**
 * `edit(type, target, oldString, newString, opts)` (operations.md §4.4):
 * exact string replacement in the body.
 *
 * @packageDocumentation
 */

import { UsageError } from '../../errors/index.js';
import { toLf } from '../../text/index.js';
import { checkLanguage } from '../checks/language.js';
import { checkTarget } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { EditOptions } from '../options.js';
import type { MutationResult } from '../results.js';
import { checkBody } from './body-check.js';
import { mutateDocument, type EarlyResult } from './mutate.js';

const IDENTICAL = 'No changes to apply: oldString and newString are identical.';
const EMPTY =
  'oldString cannot be empty when editing an existing file. Provide the exact text to replace, or use update for an intentional full-file replacement.';
const NO_MATCH = 'Could not find oldString in the file. It must match exactly, including whitespace, indentation, and line endings.';
const AMBIGUOUS = 'Found multiple matches for oldString. Provide more surrounding context to make the match unique.';

/**
 * Count exact, non-overlapping occurrences, left to right.
 *
 * @param text - where to look
 * @param needle - what to find (non-empty)
 * @returns the number of occurrences
 * @example
 * ```ts
 * countOccurrences('foo bar foo', 'foo'); // 2
 * ```
 */
export function countOccurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

/**
 * Replace text in a document's body. Body, `oldString` and `newString` are
 * compared with CRLF and CR turned into `\n`, so a CRLF document matches
 * text pasted with either ending, and it keeps CRLF when written.
 *
 * @param context - the repository
 * @param type - one of the 12 whole-body types
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @param oldString - the exact text to replace
 * @param newString - its replacement (`''` deletes)
 * @param options - replaceAll, ifMatch, allowBroken, language
 * @returns the mutation result, or a validation, conflict or parse-failure result
 * @throws UsageError `edit-identical`, `edit-empty` (before storage access), `edit-no-match`, `edit-ambiguous` (after the read)
 * @example
 * ```ts
 * await editDocument(context, 'tsk', id, '- [ ] Task 2', '- [x] Task 2');
 * ```
 */
export async function editDocument(
  context: RepoContext,
  type: string,
  target: unknown,
  oldString: string,
  newString: string,
  options: EditOptions = {},
): Promise<MutationResult | EarlyResult> {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  const checked = checkTarget(documentType, target);
  if (oldString === newString) throw new UsageError('edit-identical', IDENTICAL);
  if (oldString === '') throw new UsageError('edit-empty', EMPTY);
  const choice = checkLanguage(documentType, options.language, context.languages);
  const before = toLf(String(oldString));
  const after = toLf(String(newString));
  return mutateDocument(context, {
    type: documentType,
    target: checked,
    choice,
    operation: 'edit',
    ifMatch: options.ifMatch,
    allowBroken: options.allowBroken,
    plan: (current) => {
      const body = toLf(current.bodyText);
      const count = countOccurrences(body, before);
      if (count === 0) throw new UsageError('edit-no-match', NO_MATCH);
      if (count > 1 && options.replaceAll !== true) throw new UsageError('edit-ambiguous', AMBIGUOUS);
      const edited = options.replaceAll === true ? body.split(before).join(after) : body.replace(before, () => after);
      const validated = checkBody(documentType, edited, choice, context.mode, 'edit', context.limits, context.messages);
      return validated.ok ? { body: edited, changes: {} } : validated.result;
    },
  });
}
