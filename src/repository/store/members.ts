/**
 * Collection members in collection order (operations.md §1.2), and the
 * paths of language variants (languages.md §1).
 *
 * @packageDocumentation
 */

import { typeRecord, type TypeRef } from '../checks/types.js';
import type { Layout } from '../layout.js';
import { collectionDir } from '../layout.js';
import { joinPath } from '../storage/paths.js';
import type { Storage } from '../storage/storage.js';

/**
 * One member of a collection: its root-relative file path and its ref (the
 * file name without `.md`, or the folder name of a folder-stored type).
 *
 * @example
 * ```ts
 * const m: Member = { path: '.specmgr/feat/feat-1-a/README.md', ref: 'feat-1-a' };
 * ```
 */
export type Member = { path: string; ref: string };

const isSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Compare strings by code point. UTF-16 order differs from code-point order
 * only where a surrogate meets a unit of U+E000..U+FFFF, so the common case
 * compares code units without allocating.
 *
 * @param a - first string
 * @param b - second string
 * @returns negative, zero or positive
 * @example
 * ```ts
 * ['\u{1F600}', '\uFF01'].sort(byCodePoint); // ['\uFF01', '\u{1F600}']
 * ```
 */
export function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (isSurrogate(x) !== isSurrogate(y)) return isSurrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The root-relative path of a member's file for a language: the canonical
 * file for `en`, else the variant below `<lang>/` (a folder-stored type such
 * as feat: `<id>/<lang>/README.md`).
 *
 * @param type - the document type (or a built-in tag)
 * @param layout - the repository layout
 * @param ref - the member's ref
 * @param language - the language code
 * @returns the file path
 * @example
 * ```ts
 * memberPath('tsk', defaultLayout, 'tsk-x', 'de'); // 'docs/tsk/de/tsk-x.md'
 * memberPath('feat', defaultLayout, 'feat-1-a', 'en'); // '.specmgr/feat/feat-1-a/README.md'
 * ```
 */
export function memberPath(type: TypeRef, layout: Layout, ref: string, language = 'en'): string {
  const dir = collectionDir(layout, type);
  const variant = language === 'en' ? '' : language;
  const storage = typeRecord(type)?.storage;
  return storage?.kind === 'folder' ? joinPath(dir, ref, variant, storage.file) : joinPath(dir, variant, `${ref}.md`);
}

/**
 * Whether a file name is a member name of a flat collection: `*.md`, and not
 * the type's index file (the ADR table of contents `README.md`).
 *
 * @param type - the document type (or a built-in tag)
 * @param name - the file name
 * @returns whether the file is a member
 * @example
 * ```ts
 * isMemberName('adr', 'README.md'); // false
 * ```
 */
export function isMemberName(type: TypeRef, name: string): boolean {
  const storage = typeRecord(type)?.storage;
  return name.endsWith('.md') && name.length > 3 && !(storage?.kind === 'file' && storage.indexFile === name);
}

/**
 * Enumerate a collection in collection order: flat collections list their
 * `*.md` files (not recursively; adr skips its index `README.md`), sorted by
 * file name; a folder-stored type (feat) lists its folders sorted by name
 * (whether a folder holds its file shows when it is read). A missing folder
 * is an empty collection.
 *
 * @param storage - the storage
 * @param layout - the repository layout
 * @param type - the document type (or a built-in tag)
 * @param language - `en` for the canonical documents, else the variants of that language
 * @returns the members
 * @example
 * ```ts
 * await listMembers(storage, layout, 'tsk'); // [{ path: 'docs/tsk/tsk-a.md', ref: 'tsk-a' }, …]
 * ```
 */
export async function listMembers(storage: Storage, layout: Layout, type: TypeRef, language = 'en'): Promise<Member[]> {
  const dir = collectionDir(layout, type);
  if (typeRecord(type)?.storage.kind === 'folder') {
    const folders = (await storage.list(dir)).filter((entry) => entry.kind === 'dir').map((entry) => entry.name);
    return folders.sort(byCodePoint).map((ref) => ({ ref, path: memberPath(type, layout, ref, language) }));
  }
  const folder = language === 'en' ? dir : joinPath(dir, language);
  const listed = await storage.list(folder);
  const names = listed.filter((entry) => entry.kind === 'file' && isMemberName(type, entry.name)).map((e) => e.name);
  // A listed name is one path segment, so the member path is the folder and the name (memberPath's result, without normalising each one).
  const prefix = folder === '' ? '' : `${folder}/`;
  return names.sort(byCodePoint).map((name) => ({ ref: name.slice(0, -3), path: `${prefix}${name}` }));
}
