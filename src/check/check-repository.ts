/**
 * `checkRepository(repo, options)`: the whole-tree check behind
 * `specmgr check` and `checkTree` of `specmgr/testing`.
 *
 * @packageDocumentation
 */

import { parse } from '../api/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { documentTypes } from '../domains/index.js';
import { NotFoundError, StorageError, UsageError } from '../errors/index.js';
import type { DocumentType } from '../format/index.js';
import { collectionDir, mapBounded, type Repository } from '../repository/index.js';
import { byPlace, fromDiagnostic, isInside, unreadable } from './findings.js';
import { coverageFindings, linkFindings } from './link-findings.js';
import { collectionFiles, type ListingFailure, type MemberFile } from './members.js';
import type { CheckedFile, CheckFinding, CheckOptions, CheckReport } from './report.js';

// Enough documents in flight to hide storage latency; the parse itself is synchronous.
const CONCURRENCY = 16;

type Selected = { type: DocumentType<unknown>; builtIn: boolean };

function selectTypes(repo: Repository, options: CheckOptions): Selected[] {
  const hosts = options.hostTypes ?? [];
  const builtIns = Object.values(documentTypes) as unknown as DocumentType<unknown>[];
  const tags = options.types ?? [...builtIns.map((t) => t.tag), ...hosts.map((t) => t.tag)];
  return [...new Set(tags)].map((tag) => {
    // The repository's own check: an unknown tag throws its unknown-type error, which names every type it has.
    repo.collection(tag);
    const builtIn = builtIns.find((t) => t.tag === tag);
    if (builtIn !== undefined) return { type: builtIn, builtIn: true };
    const host = hosts.find((t) => t.tag === tag);
    if (host === undefined) {
      throw new UsageError('invalid-arguments', `checkRepository: "${tag}" is a host type of the repository; pass its record in options.hostTypes to check it`);
    }
    return { type: host, builtIn: false };
  });
}

// The file's text decoded as the repository decodes it: UTF-8, a byte-order mark kept for the parser.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

async function checkFile(repo: Repository, type: DocumentType<unknown>, file: MemberFile): Promise<{ id: string | null; findings: CheckFinding[] }> {
  const asFindings = (diagnostics: readonly Diagnostic[]): CheckFinding[] => diagnostics.map((d) => fromDiagnostic(file.path, d, 'parse'));
  try {
    const result = await repo.get(type.tag, { ref: file.ref }, file.language === 'en' ? {} : { language: file.language });
    if (result.kind === 'document') return { id: result.id, findings: asFindings(result.diagnostics) };
    if (result.kind === 'parse-failure') return { id: null, findings: asFindings(result.diagnostics) };
    return { id: result.id, findings: [] };
  } catch (error) {
    if (error instanceof UsageError && error.code === 'invalid-ref') {
      // A file name no ref can address (e.g. a control character) is still a file of the collection: parse its content.
      const bytes = await repo.storage.read(file.path);
      if (bytes === null) return { id: null, findings: [] };
      const options = { mode: repo.mode, languages: repo.languages, messages: repo.messages, ...(file.language === 'en' ? {} : { language: file.language }) };
      const parsed = parse(type, decoder.decode(bytes), options);
      const id = parsed.ok && typeof parsed.document.frontmatter.id === 'string' ? parsed.document.frontmatter.id : null;
      return { id, findings: asFindings(parsed.diagnostics) };
    }
    if (error instanceof NotFoundError || error instanceof StorageError) return { id: null, findings: [unreadable(file.path, error.message)] };
    throw error;
  }
}

const byPath = (a: { path: string }, b: { path: string }): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * Check every document of every collection of a repository's layout: the
 * canonical documents and their language variants of each selected type
 * (the type comes from the folder), with every parse diagnostic (errors,
 * warnings, infos; in a lenient repository the legacy forms it accepted),
 * then the link check (`repo.checkLinks()`: dangling references, duplicate
 * ids, feature folder/id mismatches, a layout without any collection
 * folder), and with `coverage: true` the coverage rules (`repo.checkCoverage()`). A document that does not parse is reported once, with its
 * precise diagnostics (the link check's `parse-failure` for it is folded
 * into them). References are checked in the canonical documents; variants
 * are translations of them.
 *
 * One pass: each document is parsed once; the link check reuses the
 * repository's parse cache. Never throws for content problems.
 *
 * @param repo - the repository (its mode is the check's mode)
 * @param options - types, host types, links, coverage, progress
 * @returns the report: files in path order, findings by line and column, paths root-relative
 * @throws UsageError for an unknown type, before any storage access
 * @throws StorageError when the storage fails as a whole
 * @example
 * ```ts
 * const report = await checkRepository(openTree('.'), { types: ['req', 'vcr'] });
 * for (const file of report.files) for (const f of file.findings) console.log(`${f.path}:${f.line}:${f.column} ${f.message}`);
 * ```
 */
export async function checkRepository(repo: Repository, options: CheckOptions = {}): Promise<CheckReport> {
  const selected = selectTypes(repo, options);
  const failures: ListingFailure[] = [];
  const work: { type: DocumentType<unknown>; file: MemberFile }[] = [];
  for (const { type, builtIn } of selected) {
    for (const file of await collectionFiles(repo, type, builtIn, failures)) work.push({ type, file });
  }
  // One scan per built-in collection first: its cache misses parse as one batch (on the repository's worker pool, when it has one),
  // so each get below finds its parse cached. A host type always parses in-process, so a scan would only add a read.
  const pooled = selected.filter(({ builtIn }) => builtIn).map(({ type }) => type.tag);
  if (pooled.length > 0) await repo.warm(pooled);
  const total = work.length;
  let done = 0;
  const files = new Map<string, CheckedFile>();
  const checked = await mapBounded(work, CONCURRENCY, async ({ type, file }) => {
    const result = await checkFile(repo, type, file);
    done += 1;
    options.onProgress?.(done, total);
    return { tag: type.tag, file, result };
  });
  for (const { tag, file, result } of checked) {
    files.set(file.path, { path: file.path, type: tag, language: file.language, id: result.id, findings: result.findings });
  }
  const root = repo.storage.absolute('');
  for (const failure of failures) {
    const message = failure.error instanceof Error ? failure.error.message : String(failure.error);
    const type = selected.find(({ type: t }) => isInside(failure.path, collectionDir(repo.layout, t.tag)))?.type.tag ?? '';
    files.set(failure.path, { path: failure.path, type, language: 'en', id: null, findings: [unreadable(failure.path, message)] });
  }
  const tree: CheckFinding[] = [];
  if (options.links !== false) {
    const dirs = selected.map(({ type }) => collectionDir(repo.layout, type.tag));
    for (const finding of linkFindings((await repo.checkLinks()).diagnostics, root, dirs, files)) {
      if (finding.path === '') tree.push(finding);
      else files.get(finding.path)?.findings.push(finding);
    }
  }
  if (options.coverage === true) {
    const dirs = selected.map(({ type }) => collectionDir(repo.layout, type.tag));
    for (const finding of coverageFindings((await repo.checkCoverage()).diagnostics, root, dirs)) files.get(finding.path)?.findings.push(finding);
  }
  const sorted = [...files.values()].sort(byPath).map((file) => ({ ...file, findings: byPlace(file.findings) }));
  return { files: sorted, tree, summary: summarize(sorted, tree) };
}

function summarize(files: readonly CheckedFile[], tree: readonly CheckFinding[]): CheckReport['summary'] {
  const all = [...tree, ...files.flatMap((file) => file.findings)];
  const count = (severity: string): number => all.filter((f) => f.severity === severity).length;
  return {
    files: files.length,
    filesWithFindings: files.filter((file) => file.findings.length > 0).length,
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info'),
  };
}
