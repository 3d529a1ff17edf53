/**
 * `checkLinks()` (operations.md §6.5): dangling references, duplicate ids,
 * folder/id mismatches of folder-stored types (feat) and broken members,
 * over every collection.
 *
 * @packageDocumentation
 */

import { renderValue } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import { splitDocument } from '../../format/index.js';
import { typesOf, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { folderMismatchMessage } from '../messages.js';
import type { LinkCheckResult, LinkDiagnostic } from '../results.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice } from '../store/resolve.js';
import { memberFailure, scanCollection, type ScanItem } from '../store/scan.js';
import { bodyTextOf } from '../ops/shape.js';
import { extractReferences } from './extract.js';
import { ReferenceResolver } from './resolver.js';

type Base = Omit<LinkDiagnostic, 'code' | 'message' | 'line' | 'column' | 'documentLine' | 'channel' | 'field'>;

// The document line and column of the frontmatter `id` value (or of the
// opening delimiter when the key is absent).
function idPosition(read: FileRead): { line: number; column: number } {
  if (!read.outcome.ok) return { line: 1, column: 1 };
  const range = read.outcome.source.fields['/frontmatter/id'];
  if (range === undefined) return { line: read.outcome.source.frontmatter?.line ?? 1, column: 1 };
  const position = new LineIndex(read.text).position(range.start);
  return { line: range.line, column: position.column };
}

function frontmatterFinding(base: Base, code: LinkDiagnostic['code'], message: string, read: FileRead): LinkDiagnostic {
  const { line, column } = idPosition(read);
  return { ...base, code, message, field: 'id', line, column, documentLine: line, channel: 'frontmatter' };
}

async function checkMember(
  context: RepoContext,
  type: AnyDocumentType,
  item: ScanItem,
  firstById: Map<string, string>,
  resolver: ReferenceResolver,
): Promise<LinkDiagnostic[]> {
  const path = context.storage.absolute(item.member.path);
  const base: Base = { severity: 'error', path };
  if (!('read' in item)) {
    return [{ ...base, code: 'parse-failure', message: item.outside.message, field: '', line: 1, column: 1, documentLine: 1, channel: 'frontmatter' }];
  }
  const { read } = item;
  const out: LinkDiagnostic[] = [];
  let bodyLine: number;
  if (!read.outcome.ok) {
    const first = read.outcome.diagnostics.find((d) => d.severity === 'error');
    out.push({
      ...base,
      code: 'parse-failure',
      message: read.outcome.error,
      field: first?.field ?? '',
      line: first?.line ?? 1,
      column: first?.column ?? 1,
      documentLine: first?.documentLine ?? 1,
      channel: first?.channel ?? 'frontmatter',
    });
    bodyLine = splitDocument(read.text, type.tag, type.frontmatter.kind === 'adr').body.line;
  } else {
    const id = read.outcome.document.frontmatter.id;
    if (typeof id === 'string') {
      const first = firstById.get(id);
      if (first === undefined) firstById.set(id, path);
      else out.push(frontmatterFinding(base, 'duplicate-id', `${type.tag} id ${renderValue(id)} is also used by ${first}; lookups return that one`, read));
    }
    if (type.storage.kind === 'folder' && id !== item.member.ref) {
      out.push(frontmatterFinding(base, 'folder-id-mismatch', folderMismatchMessage(type, item.member.ref, path, id), read));
    }
    bodyLine = read.outcome.source.body.line;
  }
  for (const reference of extractReferences(bodyTextOf(type, read), typesOf(context.types))) {
    const resolved = await resolver.resolve(reference.type, reference.id);
    if (resolved.row.error === null) continue;
    out.push({
      ...base,
      code: 'dangling-reference',
      message: resolved.row.error,
      field: '',
      line: reference.line,
      column: reference.column,
      documentLine: bodyLine + reference.line - 1,
      channel: 'body',
    });
  }
  return out;
}

/**
 * Scan every collection and report link problems as diagnostics (severity
 * `error`), each with the path of the file it concerns. Never throws for
 * content problems.
 *
 * @param context - the repository
 * @returns the findings, by type (canonical order), then collection order
 * @throws StorageError for storage failures
 * @example
 * ```ts
 * const { diagnostics } = await checkRepositoryLinks(context);
 * ```
 */
export async function checkRepositoryLinks(context: RepoContext): Promise<LinkCheckResult> {
  const resolver = new ReferenceResolver(context);
  const diagnostics: LinkDiagnostic[] = [];
  for (const tag of context.types.tags()) {
    const type = context.types.find(tag);
    if (type === undefined) continue;
    const firstById = new Map<string, string>();
    for (const item of await scanCollection(context, type, englishChoice(context, type))) {
      try {
        for (const finding of await checkMember(context, type, item, firstById, resolver)) diagnostics.push(finding);
      } catch (error) {
        // One member that breaks the check is a finding of its own; the others are still checked.
        const message = memberFailure(item.member.path, error).message;
        const path = context.storage.absolute(item.member.path);
        diagnostics.push({ severity: 'error', path, code: 'parse-failure', message, field: '', line: 1, column: 1, documentLine: 1, channel: 'frontmatter' });
      }
    }
  }
  return { kind: 'link-check', diagnostics };
}
