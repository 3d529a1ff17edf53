/**
 * `validate(type, content, opts)` (operations.md §5.1) and
 * `parseFile(type, path)` (§5.2).
 *
 * @packageDocumentation
 */

import { labelledResult, requireFullFits, type ValidateResult } from '../../api/index.js';
import { requireMode } from '../../api/index.js';
import { renderDiagnostics } from '../../diagnostics/index.js';
import { StorageError } from '../../errors/index.js';
import { hasFrontmatterMapping } from '../../format/index.js';
import { parseDocument } from '../../format/index.js';
import { checkLanguage } from '../checks/language.js';
import { requireOperationType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import type { RepoValidateOptions } from '../options.js';
import type { DocumentResult } from '../results.js';
import { assertInsideRoot, baseName } from '../storage/paths.js';
import { decodeText } from '../text/file-text.js';
import { computeEtag } from '../text/etag.js';
import { checkBody } from './body-check.js';

/**
 * Validate content without storing anything, like the pure `validate`, in
 * the repository's mode and with its language registry (both may be
 * overridden per call).
 *
 * @param context - the repository
 * @param type - any of the 13 types (adr included)
 * @param content - a body (`full: false`, the default) or a whole document (`full: true`)
 * @param options - full, mode, language, languages
 * @returns the validation result
 * @throws UsageError for an unknown type, a bad mode or language, and when `full` does not fit the content (reasons `full-without-frontmatter`, `body-with-frontmatter`)
 * @example
 * ```ts
 * validateContent(context, 'tsk', '# T\n\n- [ ] a\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted.').valid; // true
 * ```
 */
export function validateContent(context: RepoContext, type: string, content: string, options: RepoValidateOptions = {}): ValidateResult {
  const documentType = requireOperationType(context.types, type, 'all');
  const mode = options.mode === undefined ? context.mode : requireMode(options.mode);
  const choice = checkLanguage(documentType, options.language, options.languages ?? context.languages);
  const text = String(content);
  const tag = documentType.tag;
  const detected = hasFrontmatterMapping(text, tag);
  if (detected.kind === 'yaml-error') return labelledResult(detected.diagnostics, { type: tag, operation: 'validate' }, context.messages);
  const full = options.full === true;
  requireFullFits(full, detected.kind === 'mapping');
  if (full) {
    const parsed = parseDocument(documentType, text, { mode, headings: choice.headings, language: choice.language, limits: context.limits });
    return labelledResult(parsed.diagnostics, { type: tag, operation: 'validate' }, context.messages);
  }
  const checked = checkBody(documentType, text, choice, mode, 'validate', context.limits, context.messages);
  return checked.ok ? labelledResult([], { type: tag, operation: 'validate', channel: 'body' }, context.messages) : checked.result;
}

/**
 * Parse a file at a path as a type, whatever folder it is in. The path is
 * root-relative (an absolute path only inside the root) and is confined to
 * the root before any storage access.
 *
 * @param context - the repository
 * @param type - one of the 12 whole-body types
 * @param path - the file's path
 * @returns the parsed document, or a `ValidateResult` labelled `<t> parse_<t>`
 * @throws UsageError (`unknown-type`, `path-outside-root`); StorageError for a missing or unreadable file
 * @example
 * ```ts
 * await parseFileAt(context, 'tsk', '.specmgr/feat/feat-1-a/tsk-x.md');
 * ```
 */
export async function parseFileAt(context: RepoContext, type: string, path: string): Promise<DocumentResult | ValidateResult> {
  const documentType = requireOperationType(context.types, type, 'whole-body');
  const relative = assertInsideRoot(String(path), context.storage.absolute(''));
  const bytes = await context.storage.read(relative);
  if (bytes === null) {
    throw new StorageError({ code: 'io', path: relative, message: `could not read ${relative}: no such file` });
  }
  const choice = checkLanguage(documentType, 'en', context.languages);
  const parsed = parseDocument(documentType, decodeText(bytes), { mode: context.mode, headings: choice.headings, language: 'en', limits: context.limits });
  if (!parsed.ok) {
    // parseFile's result carries every diagnostic (warnings too), like validate.
    return labelledResult(parsed.diagnostics, { type: documentType.tag, operation: 'parseFile' }, context.messages);
  }
  const id = parsed.document.frontmatter.id;
  return {
    kind: 'document',
    type: documentType.tag,
    id: typeof id === 'string' ? id : null,
    ref: baseName(relative) === 'README.md' ? baseName(relative.slice(0, -'/README.md'.length)) : baseName(relative).replace(/\.md$/, ''),
    path: context.storage.absolute(relative),
    etag: computeEtag(bytes),
    frontmatter: parsed.document.frontmatter,
    body: parsed.document.body,
    diagnostics: [...renderDiagnostics(parsed.diagnostics, context.messages)],
  };
}
