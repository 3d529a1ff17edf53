/**
 * `formatFile(path)` (operations.md §4.10, reference `mdformat`).
 *
 * @packageDocumentation
 */

import { isMap, parseDocument as parseYaml } from 'yaml';
import { StorageError } from '../../errors/index.js';
import { parseDocument } from '../../format/index.js';

import { splitDocument } from '../../format/index.js';
import { checkLanguage, type LanguageChoice } from '../checks/language.js';
import { requireOperationType, unknownTypeError, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { wordedDiagnostics, wordedError } from '../worded.js';
import type { FormatResult, ParseFailureResult } from '../results.js';
import { assertInsideRoot } from '../storage/paths.js';
import { computeEtag } from '../text/etag.js';
import { serializeDocument } from '../../format/index.js';
import { decodeText, encodeText, rebuildFile, styleText } from '../text/file-text.js';

function frontmatterType(text: string): unknown {
  const block = splitDocument(text, 'adr', true).frontmatter;
  if (block === null) return undefined;
  const doc = parseYaml(block.yaml, { schema: 'core', uniqueKeys: false });
  return isMap(doc.contents) ? doc.contents.get('type') : undefined;
}

/**
 * The type of a file (operations.md §4.10): its frontmatter `type`, else the
 * nearest ancestor folder named like a type code.
 *
 * @param context - the repository
 * @param path - the root-relative path
 * @param text - the file's text
 * @returns the document type
 * @throws UsageError `unknown-type` (with `None` when nothing names a type)
 * @example
 * ```ts
 * inferType(context, 'docs/adr/x.md', '# Title'); // the adr type (when registered)
 * ```
 */
export function inferType(context: RepoContext, path: string, text: string): AnyDocumentType {
  const declared = frontmatterType(text);
  if (declared !== undefined && declared !== null && !(typeof declared === 'string' && declared.trim() === '')) {
    return requireOperationType(context.types, declared, 'all');
  }
  const folders = path.split('/').slice(0, -1).reverse();
  const tags = context.types.tags();
  const folder = folders.find((name) => tags.includes(name));
  if (folder === undefined) throw unknownTypeError(context.types, undefined, 'all');
  return requireOperationType(context.types, folder, 'all');
}

/**
 * Re-render a document file in the library's canonical Markdown under its
 * lock, keeping its frontmatter block byte for byte, its line endings and
 * BOM; a broken document is left untouched and its parse failure returned.
 * The file is written only when the text changes, and only if it still holds
 * the bytes that were formatted (`writeAtomic` with `expect`); a file
 * rewritten by hand meanwhile is formatted again from its new content (5
 * attempts in all).
 *
 * @param context - the repository
 * @param path - root-relative (or absolute inside the root) path of any document file
 * @returns `{ kind: 'formatted', changed, etag }`, or the parse failure
 * @throws UsageError (`path-outside-root`, `unknown-type`); StorageError for a missing file,
 *   or `changed` when the file kept changing
 * @example
 * ```ts
 * await formatDocumentFile(context, 'docs/tsk/tsk-x.md'); // { kind: 'formatted', changed: true, etag: '…' }
 * ```
 */
export async function formatDocumentFile(context: RepoContext, path: string): Promise<FormatResult | ParseFailureResult> {
  const relative = assertInsideRoot(String(path), context.storage.absolute(''));
  const missing = (): StorageError =>
    new StorageError({ code: 'io', path: relative, message: `could not read ${relative}: no such file` });
  const first = await context.storage.read(relative);
  if (first === null) throw missing();
  const type = inferType(context, relative, decodeText(first));
  const choice = checkLanguage(type, 'en', context.languages);
  for (let attempt = 1; ; attempt++) {
    try {
      return await formatLocked(context, relative, type, choice, missing);
    } catch (error) {
      if (!(error instanceof StorageError && error.code === 'changed') || attempt >= CHANGED_ATTEMPTS) throw error;
    }
  }
}

async function formatLocked(
  context: RepoContext,
  relative: string,
  type: AnyDocumentType,
  choice: LanguageChoice,
  missing: () => StorageError,
): Promise<FormatResult | ParseFailureResult> {
  return context.locks.run(context.storage, relative, async () => {
    const bytes = await context.storage.read(relative);
    if (bytes === null) throw missing();
    const text = decodeText(bytes);
    const etag = computeEtag(bytes);
    const parsed = parseDocument(type, text, { mode: context.mode, headings: choice.headings, language: 'en', limits: context.limits });
    if (!parsed.ok) {
      const name = relative.slice(relative.lastIndexOf('/') + 1);
      const ref = type.storage.kind === 'folder' && name === type.storage.file ? relative.split('/').at(-2) ?? '' : name.replace(/\.md$/, '');
      return {
        kind: 'parse-failure',
        error: wordedError(context, parsed),
        diagnostics: wordedDiagnostics(context, parsed.diagnostics),
        path: context.storage.absolute(relative),
        id: null,
        ref,
        etag,
      } satisfies ParseFailureResult;
    }
    const rendered = serializeDocument(type, parsed.document, choice.headings);
    const split = splitDocument(text, type.tag, type.frontmatter.kind === 'adr');
    const formatted = styleText(rebuildFile(split, splitDocument(rendered, type.tag, type.frontmatter.kind === 'adr').body.text, {}), split);
    if (formatted === text) return { kind: 'formatted', changed: false, etag };
    const out = encodeText(formatted);
    await context.storage.writeAtomic(relative, out, { expect: bytes });
    return { kind: 'formatted', changed: true, etag: computeEtag(out) };
  });
}

// A file rewritten by hand between the read and the write is formatted
// again from its new content, this many times in all.
const CHANGED_ATTEMPTS = 5;
