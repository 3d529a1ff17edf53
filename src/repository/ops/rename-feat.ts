/**
 * `renameFeat(id, newId, opts)` (operations.md §4.8, reference `set_feat_id`).
 *
 * @packageDocumentation
 */

import { AlreadyExistsError, defaultErrorText } from '../../errors/index.js';
import { clockTimestamp } from '../../format/index.js';
import { parseDocument } from '../../format/index.js';
import { splitDocument } from '../../format/index.js';
import { checkId } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import type { IfMatchOptions } from '../options.js';
import type { MutationResult } from '../results.js';
import { joinPath } from '../storage/paths.js';
import { rewriteVariantIds, withFeatId } from '../store/feat-ids.js';
import { underIntent, withFolderCreateLock } from '../store/intents.js';
import { memberPath } from '../store/members.js';
import { englishChoice } from '../store/resolve.js';
import { encodeText, rebuildFile, styleText } from '../text/file-text.js';
import { rebuiltFailure } from './body-check.js';
import { withDocumentLock } from './locked.js';
import { etagConflict, type EarlyResult } from './mutate.js';
import { bodyTextOf, parseFailure } from './shape.js';

/**
 * Rename a feature: move its folder and rewrite the README's `id` (with
 * `updated` refreshed; everything else, the body included, unchanged), then
 * the id of every language variant. References to the old id in other
 * documents are not rewritten; `checkLinks` reports them.
 *
 * The steps run under an intent record (store/intents.ts): a rename cut
 * short by a crash or a failed step is completed by the next operation on
 * the feat collection once the folder has moved (README and variants get
 * the new id, with the `updated` this call chose), or leaves the feature
 * untouched when the folder had not moved yet. The feature is never left
 * with a folder named by one id and a README carrying the other.
 *
 * @param context - the repository
 * @param id - the current feat id (folder name)
 * @param newId - the new feat id
 * @param options - ifMatch
 * @returns the mutation result (ref and path of the new folder), or a conflict, parse-failure or validation result
 * @throws UsageError (shapes, before any lock); NotFoundError; AlreadyExistsError when `newId` exists
 * @example
 * ```ts
 * await renameFeature(context, 'feat-0-search', 'feat-42-search');
 * ```
 */
export async function renameFeature(
  context: RepoContext,
  id: string,
  newId: string,
  options: IfMatchOptions = {},
): Promise<MutationResult | EarlyResult> {
  // renameFeat is the feat type's own operation (operations.md §4.8), so it names the type.
  const type = requireOperationType(context.types, 'feat', 'whole-body');
  const from = checkId(type, id);
  const to = checkId(type, newId);
  const dir = collectionDir(context.layout, type);
  const choice = englishChoice(context, type);
  return withFolderCreateLock(context, type, () =>
    withDocumentLock(context, type, { kind: 'id', id: from }, choice, async (resolution) => {
      const { read } = resolution;
      const conflict = etagConflict(options.ifMatch, read.etag);
      if (conflict !== null) return conflict;
      if (!read.outcome.ok) return parseFailure(context, resolution, read);
      if ((await context.storage.list(dir)).some((entry) => entry.name === to)) {
        const shown = context.storage.absolute(joinPath(dir, to));
        const params = { noun: 'feature', id: to, path: shown };
        throw new AlreadyExistsError({ path: shown, message: defaultErrorText('folder-exists', params), reason: 'folder-exists', params });
      }
      const updated = clockTimestamp(context.clock);
      // The same rewrite recovery applies, so a completed rename writes the same bytes either way.
      const split = splitDocument(read.text, 'feat');
      const text = withFeatId(read.text, from, to, updated) ?? styleText(rebuildFile(split, bodyTextOf(type, read), { id: to, updated }), split);
      const outcome = parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: 'en', limits: context.limits });
      if (!outcome.ok) return rebuiltFailure(type, outcome, 'update', context.messages);
      const path = memberPath(type, context.layout, to);
      const bytes = encodeText(text);
      await underIntent(context, type, { op: 'rename', from, to, updated }, async () => {
        await context.storage.rename(joinPath(dir, from), joinPath(dir, to));
        // The README goes last: once it carries the new id, the rename is complete.
        await rewriteVariantIds(context, joinPath(dir, to), from, to);
        await context.storage.writeAtomic(path, bytes, { expect: encodeText(read.text) });
      });
      context.cache.move(type.tag, joinPath(dir, from), joinPath(dir, to));
      const written = context.cache.put(type, path, bytes, choice, outcome);
      return {
        kind: 'updated',
        type: type.tag,
        id: to,
        ref: to,
        path: context.storage.absolute(path),
        etag: written.etag,
        frontmatter: structuredClone(outcome.document.frontmatter),
        written: true,
        snippet: null,
      } satisfies MutationResult;
    }),
  );
}
