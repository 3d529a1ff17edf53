/**
 * `checkLinks()` (operations.md §6.5): dangling references, duplicate ids,
 * folder/id mismatches of folder-stored types (feat), broken members, and a
 * layout that finds no collection folder at all, over every collection.
 *
 * @packageDocumentation
 */

import type { Diagnostic, DiagnosticEnd } from '../../diagnostics/index.js';
import { LineIndex } from '../../text/index.js';
import { splitDocument } from '../../format/index.js';
import { typesOf, type AnyDocumentType } from '../checks/types.js';
import type { RepoContext } from '../context.js';
import { collectionDir } from '../layout.js';
import { folderMismatchMessage } from '../messages.js';
import type { LinkCheckCode, LinkCheckResult, LinkDiagnostic, LinkParamsByCode } from '../results.js';
import { baseName, parentDir } from '../storage/paths.js';
import type { FileRead } from '../store/read-cache.js';
import { englishChoice } from '../store/resolve.js';
import { memberFailure, scanCollection, type ScanItem } from '../store/scan.js';
import { bodyTextOf } from '../ops/shape.js';
import { wordedDiagnostics, wordedError, wordedErrorMessage, wordedText } from '../worded.js';
import { extractReferences } from './extract.js';
import { ReferenceResolver } from './resolver.js';

type Place = Pick<LinkDiagnostic, 'field' | 'line' | 'column' | 'documentLine' | 'end' | 'channel'>;

const START: Place = { field: '', line: 1, column: 1, documentLine: 1, end: { line: 1, column: 1, documentLine: 1 }, channel: 'frontmatter' };

function finding<C extends LinkCheckCode>(code: C, params: LinkParamsByCode[C], message: string, path: string, place: Place): LinkDiagnostic<C> {
  return { code, severity: 'error', message, path, ...place, docs: `docs/diagnostics.md#${code}`, params } as LinkDiagnostic<C>;
}

// The frontmatter `id` value's span (or the opening delimiter when the key is absent).
function idPlace(read: FileRead): Place {
  if (!read.outcome.ok) return START;
  const range = read.outcome.source.fields['/frontmatter/id'];
  if (range === undefined) {
    const line = read.outcome.source.frontmatter?.line ?? 1;
    return { field: 'id', line, column: 1, documentLine: line, end: { line, column: 4, documentLine: line }, channel: 'frontmatter' };
  }
  const index = new LineIndex(read.text);
  const start = index.position(range.start);
  const end = index.position(range.end);
  const endAt: DiagnosticEnd = { line: end.line, column: end.column, documentLine: end.line };
  return { field: 'id', line: start.line, column: start.column, documentLine: start.line, end: endAt, channel: 'frontmatter' };
}

// The place of a broken member's first error.
function errorPlace(diagnostics: readonly Diagnostic[]): Place {
  const first = diagnostics.find((d) => d.severity === 'error');
  if (first === undefined) return START;
  return { field: first.field, line: first.line, column: first.column, documentLine: first.documentLine, end: first.end, channel: first.channel };
}

async function checkMember(
  context: RepoContext,
  type: AnyDocumentType,
  item: ScanItem,
  firstById: Map<string, string>,
  resolver: ReferenceResolver,
): Promise<LinkDiagnostic[]> {
  const path = context.storage.absolute(item.member.path);
  if (!('read' in item)) {
    return [finding('parse-failure', { type: type.tag, diagnostics: [] }, wordedErrorMessage(context, item.outside), path, START)];
  }
  const { read } = item;
  const out: LinkDiagnostic[] = [];
  let bodyLine: number;
  if (!read.outcome.ok) {
    const diagnostics = wordedDiagnostics(context, read.outcome.diagnostics);
    out.push(finding('parse-failure', { type: type.tag, diagnostics }, wordedError(context, read.outcome), path, errorPlace(diagnostics)));
    bodyLine = splitDocument(read.text, type.tag, type.frontmatter.kind === 'adr').body.line;
  } else {
    const id = read.outcome.document.frontmatter.id;
    if (typeof id === 'string') {
      const first = firstById.get(id);
      if (first === undefined) firstById.set(id, path);
      else {
        const params = { type: type.tag, id, firstPath: first };
        out.push(finding('duplicate-id', params, wordedText(context, { reason: 'duplicate-id', params }), path, idPlace(read)));
      }
    }
    if (type.storage.kind === 'folder' && id !== item.member.ref) {
      const text = folderMismatchMessage(type, item.member.ref, path, id);
      out.push(finding('folder-id-mismatch', { type: type.tag, id: item.member.ref, frontmatterId: id }, wordedText(context, text), path, idPlace(read)));
    }
    bodyLine = read.outcome.source.body.line;
  }
  for (const reference of extractReferences(bodyTextOf(type, read), typesOf(context.types))) {
    const resolved = await resolver.resolve(reference.type, reference.id);
    if (resolved.row.error === null) continue;
    const toDocument = (line: number): number => bodyLine + line - 1;
    const place: Place = {
      field: '',
      line: reference.line,
      column: reference.column,
      documentLine: toDocument(reference.line),
      end: { line: reference.end.line, column: reference.end.column, documentLine: toDocument(reference.end.line) },
      channel: 'body',
    };
    const params = { type: reference.type, id: reference.id, ...(resolved.problem === undefined ? {} : { problem: resolved.problem }) };
    out.push(finding('dangling-reference', params, resolved.row.error, path, place));
  }
  return out;
}

// Whether any collection folder of the layout exists: each folder is looked
// for in a listing of its parent, since a listing of a missing folder is empty.
async function collectionDirs(context: RepoContext): Promise<{ dirs: string[]; found: boolean }> {
  const dirs = [...new Set(context.types.tags().map((tag) => collectionDir(context.layout, context.types.find(tag) ?? tag)))];
  const listings = new Map<string, Promise<Set<string>>>();
  for (const dir of dirs) {
    const parent = parentDir(dir);
    let names = listings.get(parent);
    if (names === undefined) {
      names = context.storage.list(parent).then((entries) => new Set(entries.filter((e) => e.kind === 'dir').map((e) => e.name)));
      listings.set(parent, names);
    }
    if ((await names).has(baseName(dir))) return { dirs, found: true };
  }
  return { dirs, found: false };
}

/**
 * Scan every collection and report link problems as diagnostics (severity
 * `error`), each with the path of the file it concerns, worded in the
 * repository's profile. Never throws for content problems.
 *
 * A layout under which no collection folder exists at all (a mistyped
 * root or `layout`) is one `no-collections` finding, never a clean check.
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
  const layout = await collectionDirs(context);
  if (!layout.found) {
    const params = { root: context.storage.absolute(''), dirs: layout.dirs };
    return { kind: 'link-check', diagnostics: [finding('no-collections', params, wordedText(context, { reason: 'no-collections', params }), params.root, START)] };
  }
  const resolver = new ReferenceResolver(context);
  const diagnostics: LinkDiagnostic[] = [];
  for (const tag of context.types.tags()) {
    const type = context.types.find(tag);
    if (type === undefined) continue;
    const firstById = new Map<string, string>();
    for (const item of await scanCollection(context, type, englishChoice(context, type))) {
      try {
        for (const found of await checkMember(context, type, item, firstById, resolver)) diagnostics.push(found);
      } catch (error) {
        // One member that breaks the check is a finding of its own; the others are still checked.
        const message = wordedErrorMessage(context, memberFailure(item.member.path, error));
        diagnostics.push(finding('parse-failure', { type: type.tag, diagnostics: [] }, message, context.storage.absolute(item.member.path), START));
      }
    }
  }
  return { kind: 'link-check', diagnostics };
}
