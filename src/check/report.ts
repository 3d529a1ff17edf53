/**
 * What a whole-tree check reports: every problem of every document of a
 * repository, one finding per problem, grouped by file.
 *
 * @packageDocumentation
 */

import type { Severity } from '../diagnostics/index.js';
import type { DocumentType } from '../format/index.js';

/**
 * Where a finding comes from: the parse of one document, the links between
 * documents, or the tree itself (duplicate ids, feature folders whose name
 * and id differ, unreadable files).
 *
 * @example
 * ```ts
 * const source: FindingSource = 'links';
 * ```
 */
export type FindingSource = 'parse' | 'links' | 'tree';

/**
 * One problem found by a check, with a place a person or an editor can go
 * to. Lines and columns are 1-based and count lines of the whole file
 * (frontmatter included); the end is exclusive.
 *
 * @example
 * ```ts
 * const finding: CheckFinding = {
 *   path: 'docs/req/req-1-a.md', line: 5, column: 1, endLine: 5, endColumn: 13,
 *   severity: 'error', code: 'frontmatter-field', source: 'parse',
 *   message: 'The status "open" is not a requirement status.',
 * };
 * ```
 */
export type CheckFinding = {
  /** Root-relative POSIX path of the file the finding is in (`''`: the tree as a whole). */
  path: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity: Severity;
  /** A diagnostic code, a link-check code or a tree code; stable. */
  code: string;
  /** The finding as one or more sentences, in the repository's message profile. */
  message: string;
  hint?: string;
  /** Where the code is explained (`docs/diagnostics.md#<code>`). */
  docs?: string;
  source: FindingSource;
};

/**
 * One checked file and its findings (none for a clean file).
 *
 * @example
 * ```ts
 * const file: CheckedFile = { path: 'docs/req/req-1-a.md', type: 'req', language: 'en', id: '1', findings: [] };
 * ```
 */
export type CheckedFile = {
  path: string;
  /** The document type of the file's collection. */
  type: string;
  /** `en` for a canonical document, else the language of the variant. */
  language: string;
  /** The document id, or null when the file could not be read as one. */
  id: string | null;
  findings: CheckFinding[];
};

/**
 * Options of a whole-tree check. The parse mode is the repository's
 * (`openTree(root, { mode: 'lenient' })`): its cache holds parses of that
 * mode only, and a check must not parse a document twice.
 *
 * @example
 * ```ts
 * const options: CheckOptions = { types: ['req', 'vcr'], links: false };
 * ```
 */
export type CheckOptions = {
  /** The types to check (default: the 13 built-in types, then `hostTypes`). */
  types?: readonly string[];
  /**
   * The host document types of the repository (the records given to
   * `createRepository({ types })`); their collections are checked too.
   */
  hostTypes?: readonly DocumentType<unknown>[];
  /** Check links between documents as well (default true). */
  links?: boolean;
  /**
   * Apply the repository's coverage rules (`repo.checkCoverage()`): one
   * `coverage-missing` finding per document of a checked type that lacks
   * the links a rule requires. Default false, so a tree that checked clean
   * before coverage rules existed still does.
   */
  coverage?: boolean;
  /** Called as documents are checked, for a progress display. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * Totals of a check.
 *
 * @example
 * ```ts
 * const summary: CheckSummary = { files: 21, filesWithFindings: 2, errors: 2, warnings: 1, infos: 0 };
 * ```
 */
export type CheckSummary = {
  /** Document files checked. */
  files: number;
  /** Files with at least one finding. */
  filesWithFindings: number;
  errors: number;
  warnings: number;
  infos: number;
};

/**
 * The outcome of a whole-tree check: every file in path order, the
 * findings about the tree as a whole, and totals.
 *
 * @example
 * ```ts
 * const report = await checkRepository(repo);
 * if (report.summary.errors > 0) process.exitCode = 1;
 * ```
 */
export type CheckReport = {
  files: CheckedFile[];
  /** Findings that concern no single file (`no-collections`: the layout found no collection folder). */
  tree: CheckFinding[];
  summary: CheckSummary;
};
