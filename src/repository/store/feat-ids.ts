/**
 * Rewriting the id of a feature's README and language variants
 * (`renameFeat`, and its completion by recovery in store/intents.ts): the
 * same rewrite either way, so a completed rename writes the same bytes.
 *
 * @packageDocumentation
 */

import { isMap, parseDocument as parseYaml } from 'yaml';
import { splitDocument } from '../../format/index.js';
import type { RepoContext } from '../context.js';
import { joinPath } from '../storage/paths.js';
import { decodeText, encodeText, rebuildFile, styleText } from '../text/file-text.js';

/**
 * A feat file's text with its frontmatter `id` changed from `from` to `to`
 * (and `updated` set, when given); everything else byte for byte.
 *
 * @param text - the file's text
 * @param from - the id the file must carry
 * @param to - the new id
 * @param updated - the new `updated`, or undefined to keep it
 * @returns the new text, or null when the file does not carry `from` in an editable frontmatter block
 * @example
 * ```ts
 * withFeatId(readme, 'feat-0-a', 'feat-1-a', '2026-08-30T08:00:00.000Z');
 * ```
 */
export function withFeatId(text: string, from: string, to: string, updated?: string): string | null {
  const split = splitDocument(text, 'feat');
  if (split.frontmatter === null) return null;
  const yaml = parseYaml(split.frontmatter.yaml, { schema: 'core', uniqueKeys: true });
  if (yaml.errors.length > 0 || !isMap(yaml.contents) || yaml.get('id') !== from) return null;
  const body = text.slice(split.body.start, split.body.end);
  try {
    return styleText(rebuildFile(split, body, updated === undefined ? { id: to } : { id: to, updated }), split);
  } catch {
    return null; // not a block mapping: left as it is
  }
}

/**
 * Rewrite one feat file's id when it still carries `from` (a no-op
 * otherwise), replacing the file only if it still holds the bytes read.
 *
 * @param context - the repository
 * @param path - the root-relative README path
 * @param from - the old id
 * @param to - the new id
 * @param updated - the new `updated`, or undefined to keep it
 * @returns nothing, once the file is rewritten or found not to need it
 * @example
 * ```ts
 * await rewriteId(context, '.specmgr/feat/feat-1-a/README.md', 'feat-0-a', 'feat-1-a', now);
 * ```
 */
export async function rewriteId(context: RepoContext, path: string, from: string, to: string, updated?: string): Promise<void> {
  const bytes = await context.storage.read(path);
  if (bytes === null) return;
  const text = withFeatId(decodeText(bytes), from, to, updated);
  if (text !== null) await context.storage.writeAtomic(path, encodeText(text), { expect: bytes });
}

/**
 * Give every language variant README of a feature folder the new id. A
 * variant carries its canonical document's id (languages.md §1); its
 * `updated` stays, since the translation itself did not change and
 * translationStatus must keep telling whether it is stale. Variants that
 * already carry another id are left alone, so a repeat is harmless.
 *
 * @param context - the repository
 * @param folder - the root-relative feature folder (already at its new name)
 * @param from - the old id
 * @param to - the new id
 * @returns nothing, once every variant is rewritten
 * @example
 * ```ts
 * await rewriteVariantIds(context, '.specmgr/feat/feat-1-a', 'feat-0-a', 'feat-1-a');
 * ```
 */
export async function rewriteVariantIds(context: RepoContext, folder: string, from: string, to: string): Promise<void> {
  for (const entry of await context.storage.list(folder)) {
    if (entry.kind !== 'dir' || !/^[a-z]{2}$/.test(entry.name)) continue;
    await rewriteId(context, joinPath(folder, entry.name, 'README.md'), from, to);
  }
}
