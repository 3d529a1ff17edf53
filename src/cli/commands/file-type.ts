/**
 * Which document type (and language) a file on disk is, for
 * `specmgr validate`: from its frontmatter `type`, else from the folder it
 * is in.
 *
 * @packageDocumentation
 */

import { relative, sep } from 'node:path';
import { availableLanguages, documentTypes, type Layout } from '../../index.js';

/**
 * What the file is: a type and a language, or why it could not be told.
 *
 * @example
 * ```ts
 * const found: FileType = { ok: true, type: 'req', language: 'de' };
 * ```
 */
export type FileType = { ok: true; type: string; language: string } | { ok: false; message: string };

const tags = (): string[] => Object.keys(documentTypes);
const isTag = (value: string): boolean => Object.hasOwn(documentTypes, value);
const isFeatureFolder = (name: string): boolean => documentTypes.feat.idPattern.test(name);
const FEATURE_FILE = documentTypes.feat.storage.kind === 'folder' ? documentTypes.feat.storage.file : 'README.md';

// Only the `type:` line is needed, and a file that does not parse still has to be placed.
function frontmatterType(text: string): string | undefined {
  const block = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[1];
  if (block === undefined) return undefined;
  return /^type:[ \t]*(['"]?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/m.exec(block)?.[2];
}

function languageIn(type: string, folders: readonly string[]): string | undefined {
  if (folders.length !== 1) return folders.length === 0 ? 'en' : undefined;
  return availableLanguages(type).includes(folders[0]!) ? folders[0] : undefined;
}

// The file's place in the layout's collection folders (the longest folder wins).
function fromLayout(segments: readonly string[], layout: Layout): FileType | undefined {
  const path = segments.join('/');
  const folders = tags().map((tag) => ({
    tag,
    dir: tag === 'adr' ? layout.adrDir : tag === 'feat' ? layout.featDir : `${layout.docsDir}/${tag}`,
  }));
  folders.sort((a, b) => b.dir.length - a.dir.length);
  for (const { tag, dir } of folders) {
    if (!path.startsWith(`${dir}/`)) continue;
    const inner = path.slice(dir.length + 1).split('/');
    // A feature is the README.md of its folder; other files there are no feature documents.
    if (tag === 'feat' && (inner.at(-1) !== FEATURE_FILE || !isFeatureFolder(inner[0] ?? ''))) continue;
    const language = tag === 'feat' ? languageIn(tag, inner.slice(1, -1)) : languageIn(tag, inner.slice(0, -1));
    if (language !== undefined) return { ok: true, type: tag, language };
  }
  return undefined;
}

// Outside the layout: the innermost folder named like a type, or a feature folder.
function fromFolders(segments: readonly string[]): FileType | undefined {
  const folders = segments.slice(0, -1);
  const file = segments[segments.length - 1] ?? '';
  for (let index = folders.length - 1; index >= 0; index -= 1) {
    const name = folders[index]!;
    const below = folders.slice(index + 1);
    if (isFeatureFolder(name) && file === FEATURE_FILE) {
      const language = languageIn('feat', below);
      if (language !== undefined) return { ok: true, type: 'feat', language };
    }
    if (isTag(name) && name !== 'feat') {
      const language = languageIn(name, below);
      if (language !== undefined) return { ok: true, type: name, language };
    }
  }
  return undefined;
}

/**
 * Tell a file's type: the frontmatter `type` when it names a document type,
 * else the collection folder the file is in — a layout folder relative to
 * the working directory (`docs/req/…`, `docs/adr/…`, `.specmgr/feat/<id>/README.md`,
 * language variants one folder deeper, e.g. `docs/req/de/…`), else the
 * innermost folder named like a type (`…/adr/…`) or like a feature folder.
 * The language comes from the path only.
 *
 * @param path - the file's absolute path
 * @param text - its content
 * @param cwd - the working directory the layout is relative to
 * @param layout - the collection folders
 * @returns the type and language, or a message saying how to make the type clear
 * @example
 * ```ts
 * fileType('/p/docs/req/de/req-1.md', text, '/p', defaultLayout); // { ok: true, type: 'req', language: 'de' }
 * ```
 */
export function fileType(path: string, text: string, cwd: string, layout: Layout): FileType {
  const segments = relative(cwd, path).split(sep);
  const placed = (segments[0] === '..' ? undefined : fromLayout(segments, layout)) ?? fromFolders(path.split(sep));
  const declared = frontmatterType(text);
  if (declared !== undefined && isTag(declared)) {
    return { ok: true, type: declared, language: placed?.ok === true && placed.type === declared ? placed.language : 'en' };
  }
  if (placed !== undefined) return placed;
  const named = declared === undefined ? 'has no "type" in its frontmatter' : `has "type: ${declared}" in its frontmatter, which is no document type`;
  return {
    ok: false,
    message: `Cannot tell the document type: the file ${named} and is not in a collection folder. Add "type: <type>" to its frontmatter (one of ${tags().join(', ')}), move it into its collection folder (e.g. docs/req/), or pass --type.`,
  };
}
