/**
 * `warm(types?)` (operations.md §7.3) and `translationStatus(type, target)`
 * (languages.md §5).
 *
 * @packageDocumentation
 */

import { SpecmgrError } from '../../errors/index.js';
import { timestampInstant } from '../../format/index.js';
import { availableLanguages } from '../../i18n/index.js';
import { checkLanguage } from '../checks/language.js';
import { checkTarget } from '../checks/targets.js';
import { requireOperationType, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { TranslationState } from '../results.js';
import { memberPath } from '../store/members.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice, resolveDocument } from '../store/resolve.js';
import { folderFailure, memberFailure, scanCollection } from '../store/scan.js';
import { wordedErrorMessage } from '../worded.js';

/**
 * What `warm` did for one collection.
 *
 * @example
 * ```ts
 * const entry: WarmEntry = { type: 'tsk', members: 120, failed: 2, error: null };
 * ```
 */
export type WarmEntry = {
  type: string;
  /** Members read and parsed. */
  members: number;
  /** Members that failed to parse (or could not be read). */
  failed: number;
  /** The storage failure that stopped this collection, if any. */
  error: string | null;
};

/**
 * Read and parse every member of the given collections (default: every
 * type), filling the cache and the id index. Never throws for content
 * problems; a storage failure in one collection is reported in its entry
 * and does not stop the others.
 *
 * @param context - the repository
 * @param types - type codes (default: all registered)
 * @returns one entry per collection
 * @throws UsageError for an unknown type, before any storage access
 * @example
 * ```ts
 * await warmCollections(context, ['tsk']); // [{ type: 'tsk', members: 3, failed: 0, error: null }]
 * ```
 */
export async function warmCollections(context: RepoContext, types?: readonly string[]): Promise<WarmEntry[]> {
  const chosen = (types ?? context.types.tags()).map((tag) => requireOperationType(context.types, tag, 'all'));
  const entries: WarmEntry[] = [];
  for (const type of chosen) {
    try {
      const choice = englishChoice(context, type);
      const items =
        // The id index maps UUIDs to files; a folder-stored type (feat) is addressed by folder name, so a scan fills its cache.
        type.storage.kind === 'folder' ? await scanCollection(context, type, choice) : await context.index.rebuild(context, type, choice);
      const folder = folderFailure(items);
      if (folder !== null) {
        entries.push({ type: type.tag, members: 0, failed: 0, error: wordedErrorMessage(context, folder) });
        continue;
      }
      const failed = items.filter((item) => !('read' in item) || !item.read.outcome.ok).length;
      entries.push({ type: type.tag, members: items.length, failed, error: null });
    } catch (error) {
      const text = error instanceof SpecmgrError ? wordedErrorMessage(context, error) : error instanceof Error ? error.message : String(error);
      entries.push({ type: type.tag, members: 0, failed: 0, error: text });
    }
  }
  return entries;
}

function updatedInstant(read: FileRead): number {
  const updated = read.outcome.ok ? read.outcome.document.frontmatter.updated : null;
  return typeof updated === 'string' ? timestampInstant(updated) : Number.NaN;
}

/**
 * The translation state of a document in every language the registry has a
 * table for (`en` first among equals, code-point order): whether the variant
 * exists and whether it is stale (older `updated` than the canonical
 * document, unparseable, or without a usable `updated`).
 *
 * @param context - the repository
 * @param type - any of the 13 type codes
 * @param target - `{ id }`, `{ ref }` or a plain string id
 * @returns one entry per language
 * @throws UsageError before any storage access; NotFoundError when the canonical document does not resolve
 * @example
 * ```ts
 * await translationStates(context, 'tsk', id); // [{ language: 'de', exists: true, stale: true }, { language: 'en', exists: true, stale: false }]
 * ```
 */
export async function translationStates(context: RepoContext, type: string, target: unknown): Promise<TranslationState[]> {
  const documentType: AnyDocumentType = requireOperationType(context.types, type, 'all');
  const checked = checkTarget(documentType, target);
  const canonical = await resolveDocument(context, documentType, checked, englishChoice(context, documentType));
  const languages = [...new Set(['en', ...availableLanguages(documentType, context.languages)])].sort();
  const base = updatedInstant(canonical.read);
  const states: TranslationState[] = [];
  for (const language of languages) {
    if (language === 'en') {
      states.push({ language, exists: true, stale: false });
      continue;
    }
    const choice = checkLanguage(documentType, language, context.languages);
    const path = memberPath(documentType, context.layout, canonical.ref, language);
    let read: FileRead | null;
    try {
      read = await context.cache.read(context.storage, documentType, path, choice);
    } catch (error) {
      // One unreadable variant is reported in its own entry; the other languages are still answered.
      states.push({ language, exists: true, stale: true, error: wordedErrorMessage(context, memberFailure(path, error)) });
      continue;
    }
    if (read === null) {
      states.push({ language, exists: false, stale: false });
      continue;
    }
    const instant = updatedInstant(read);
    states.push({ language, exists: true, stale: Number.isNaN(instant) || Number.isNaN(base) || instant < base });
  }
  return states;
}
