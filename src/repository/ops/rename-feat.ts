/**
 * `renameFeat(id, newId, opts)` (operations.md §4.8, reference `set_feat_id`).
 *
 * @packageDocumentation
 */

import { AlreadyExistsError } from '../../errors/index.js';
import { renderValue } from '../../diagnostics/python-repr.js';
import { clockTimestamp } from '../../format/frontmatter/timestamp.js';
import { parseDocument } from '../../format/parse-document.js';
import { splitDocument } from '../../format/split.js';
import { checkId } from '../checks/targets.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import type { IfMatchOptions } from '../options.js';
import type { MutationResult } from '../results.js';
import { joinPath } from '../storage/paths.js';
import { memberPath } from '../store/members.js';
import { englishChoice } from '../store/resolve.js';
import { decodeText, encodeText, rebuildFile, styleText } from '../text/file-text.js';
import { rebuiltFailure } from './body-check.js';
import { withDocumentLock } from './locked.js';
import { etagConflict, type EarlyResult } from './mutate.js';
import { bodyTextOf, parseFailure } from './shape.js';

// A variant carries its canonical document's id (languages.md §1), so a
// rename rewrites the id of every variant README in the moved folder. Their
// `updated` stays: the translation itself did not change, and
// translationStatus must keep telling whether it is stale.
async function renameVariantIds(context: RepoContext, folder: string, from: string, to: string): Promise<void> {
  for (const entry of await context.storage.list(folder)) {
    if (entry.kind !== 'dir' || !/^[a-z]{2}$/.test(entry.name)) continue;
    const path = joinPath(folder, entry.name, 'README.md');
    const bytes = await context.storage.read(path);
    if (bytes === null) continue;
    const text = decodeText(bytes);
    const split = splitDocument(text, 'feat');
    if (split.frontmatter === null || !new RegExp(`^id:[ \\t]*['"]?${from}['"]?[ \\t]*$`, 'm').test(split.frontmatter.yaml)) continue;
    const body = text.slice(split.body.start, split.body.end);
    await context.storage.writeAtomic(path, encodeText(styleText(rebuildFile(split, body, { id: to }), split)));
  }
}

/**
 * Rename a feature: move its folder and rewrite the README's `id` (with
 * `updated` refreshed; everything else, the body included, unchanged).
 * References to the old id in other documents are not rewritten;
 * `checkLinks` reports them.
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
  const type = requireOperationType(context.types, 'feat', 'whole-body');
  const from = checkId('feat', id);
  const to = checkId('feat', newId);
  const dir = collectionDir(context.layout, 'feat');
  const choice = englishChoice(context, type);
  return context.locks.run(context.storage, joinPath(dir, '.create'), () =>
    withDocumentLock(context, type, { kind: 'id', id: from }, choice, async (resolution) => {
      const { read } = resolution;
      const conflict = etagConflict(options.ifMatch, read.etag);
      if (conflict !== null) return conflict;
      if (!read.outcome.ok) return parseFailure(context, resolution, read);
      if ((await context.storage.list(dir)).some((entry) => entry.name === to)) {
        const shown = context.storage.absolute(joinPath(dir, to));
        throw new AlreadyExistsError({ path: shown, message: `feature folder ${renderValue(to)} already exists at ${shown}` });
      }
      const split = splitDocument(read.text, 'feat');
      const changes = { id: to, updated: clockTimestamp(context.clock) };
      const text = styleText(rebuildFile(split, bodyTextOf(type, read), changes), split);
      const outcome = parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: 'en', limits: context.limits });
      if (!outcome.ok) return rebuiltFailure(type, outcome, 'update');
      const path = memberPath('feat', context.layout, to);
      await context.storage.rename(joinPath(dir, from), joinPath(dir, to));
      const bytes = encodeText(text);
      try {
        await context.storage.writeAtomic(path, bytes);
      } catch (error) {
        // Put the folder back, so a failed write leaves the feature where it was.
        await context.storage.rename(joinPath(dir, to), joinPath(dir, from)).catch(() => undefined);
        throw error;
      }
      context.cache.move('feat', joinPath(dir, from), joinPath(dir, to));
      const written = context.cache.put(type, path, bytes, choice, outcome);
      await renameVariantIds(context, joinPath(dir, to), from, to);
      return {
        kind: 'updated',
        type: 'feat',
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
