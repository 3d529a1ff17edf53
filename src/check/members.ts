/**
 * The files a check reads: every member of a collection folder, canonical
 * documents and their language variants, found from the layout (the type
 * comes from the folder).
 *
 * @packageDocumentation
 */

import type { DocumentType } from '../format/index.js';
import { availableLanguages } from '../i18n/index.js';
import { collectionDir, joinPath, type Repository } from '../repository/index.js';

/**
 * One file of a collection: its root-relative path, the ref that addresses
 * it (file name without `.md`, or the folder name of a folder-stored type)
 * and its language (`en` for the canonical document).
 *
 * @example
 * ```ts
 * const file: MemberFile = { path: 'docs/req/de/req-1-a.md', ref: 'req-1-a', language: 'de' };
 * ```
 */
export type MemberFile = { path: string; ref: string; language: string };

/**
 * A collection folder that could not be listed (e.g. a symbolic link leaving
 * the root), with the storage's reason.
 *
 * @example
 * ```ts
 * const failure: ListingFailure = { path: 'docs/req', error: new Error('…') };
 * ```
 */
export type ListingFailure = { path: string; error: unknown };

type Listing = { files: string[]; dirs: string[] };

async function listing(repo: Repository, dir: string, failures: ListingFailure[]): Promise<Listing> {
  try {
    const entries = await repo.storage.list(dir);
    return { files: entries.filter((e) => e.kind === 'file').map((e) => e.name), dirs: entries.filter((e) => e.kind === 'dir').map((e) => e.name) };
  } catch (error) {
    failures.push({ path: dir, error });
    return { files: [], dirs: [] };
  }
}

// Built-in types answer from the registry by tag; a host record answers from its own translations.
function variantLanguages(repo: Repository, type: DocumentType<unknown>, builtIn: boolean): Set<string> {
  const languages = availableLanguages(builtIn ? type.tag : type, repo.languages);
  return new Set(languages.filter((language) => language !== 'en'));
}

/**
 * Every file of one collection: for a flat type the `*.md` files of its
 * folder (an index file such as adr's `README.md` is no member) and of its
 * `<language>/` folders; for a folder-stored type (feat) each member folder's
 * file and its `<language>/` variants. Only languages the repository has a
 * heading table for are read; other folders are not collections.
 *
 * @param repo - the repository
 * @param type - the document type record
 * @param builtIn - whether the type is one of the 13 built-in types
 * @param failures - receives the folders that could not be listed
 * @returns the files, in no particular order
 * @example
 * ```ts
 * const files = await collectionFiles(repo, documentTypes.req, true, []);
 * ```
 */
export async function collectionFiles(repo: Repository, type: DocumentType<unknown>, builtIn: boolean, failures: ListingFailure[]): Promise<MemberFile[]> {
  const dir = collectionDir(repo.layout, type.tag);
  const languages = variantLanguages(repo, type, builtIn);
  const top = await listing(repo, dir, failures);
  const out: MemberFile[] = [];
  const { storage } = type;
  if (storage.kind === 'folder') {
    for (const ref of top.dirs) {
      const folder = joinPath(dir, ref);
      out.push({ path: joinPath(folder, storage.file), ref, language: 'en' });
      const inside = await listing(repo, folder, failures);
      for (const language of inside.dirs) {
        if (languages.has(language)) out.push({ path: joinPath(folder, language, storage.file), ref, language });
      }
    }
    return out;
  }
  const isMember = (name: string): boolean => name.endsWith('.md') && name.length > 3 && name !== storage.indexFile;
  for (const name of top.files.filter(isMember)) out.push({ path: joinPath(dir, name), ref: name.slice(0, -3), language: 'en' });
  for (const language of top.dirs.filter((name) => languages.has(name))) {
    const variants = await listing(repo, joinPath(dir, language), failures);
    for (const name of variants.files.filter(isMember)) out.push({ path: joinPath(dir, language, name), ref: name.slice(0, -3), language });
  }
  return out;
}
