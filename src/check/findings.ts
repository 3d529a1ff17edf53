/**
 * Findings from what the repository reports: a parse diagnostic of one
 * document, a link-check diagnostic, or an error that kept a file from
 * being read.
 *
 * @packageDocumentation
 */

import type { Diagnostic } from '../diagnostics/index.js';
import type { LinkDiagnostic } from '../repository/index.js';
import type { CheckFinding, FindingSource } from './report.js';

/**
 * A finding at a diagnostic's place in the whole file (its `documentLine`,
 * so a body diagnostic points at the file line an editor shows).
 *
 * @param path - the root-relative path of the file
 * @param diagnostic - a parse diagnostic or a link-check diagnostic
 * @param source - `parse` or `links`
 * @returns the finding
 * @example
 * ```ts
 * fromDiagnostic('docs/req/req-1-a.md', result.diagnostics[0], 'parse').line;
 * ```
 */
export function fromDiagnostic(path: string, diagnostic: Diagnostic | LinkDiagnostic, source: FindingSource): CheckFinding {
  const finding: CheckFinding = {
    path,
    line: diagnostic.documentLine,
    column: diagnostic.column,
    endLine: diagnostic.end.documentLine,
    endColumn: diagnostic.end.column,
    severity: diagnostic.severity,
    code: diagnostic.code,
    message: diagnostic.message,
    source,
  };
  if (diagnostic.hint !== undefined) finding.hint = diagnostic.hint;
  finding.docs = diagnostic.docs;
  return finding;
}

/**
 * A `parse-failure` finding for a file that could not be read at all
 * (unreadable, a link leaving the root, a feature folder without its file),
 * at line 1, column 1.
 *
 * @param path - the root-relative path
 * @param message - the error's message, worded by the repository
 * @returns the finding
 * @example
 * ```ts
 * unreadable('.specmgr/feat/feat-1-a/README.md', error.message).code; // 'parse-failure'
 * ```
 */
export function unreadable(path: string, message: string): CheckFinding {
  return { path, line: 1, column: 1, severity: 'error', code: 'parse-failure', message, docs: 'docs/diagnostics.md#parse-failure', source: 'tree' };
}

/**
 * A storage path as the repository reports it (`storage.absolute(p)`),
 * relative to the storage root again.
 *
 * @param shown - the reported path
 * @param root - `storage.absolute('')`
 * @returns the root-relative POSIX path (`''` for the root itself)
 * @example
 * ```ts
 * rootRelative('/srv/project/docs/req/a.md', '/srv/project'); // 'docs/req/a.md'
 * rootRelative('/docs/req/a.md', '/'); // 'docs/req/a.md'
 * ```
 */
export function rootRelative(shown: string, root: string): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  if (shown === root || `${shown}/` === base) return '';
  return shown.startsWith(base) ? shown.slice(base.length) : shown;
}

/**
 * Whether a root-relative path is a folder or lies below it.
 *
 * @param path - a root-relative path
 * @param dir - a root-relative folder
 * @returns whether `path` is `dir` or inside it
 * @example
 * ```ts
 * isInside('docs/req/a.md', 'docs/req'); // true
 * isInside('docs/reqs/a.md', 'docs/req'); // false
 * ```
 */
export function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir}/`);
}

/**
 * Order findings by place: line, then column; findings at one place keep
 * the order they were found in.
 *
 * @param findings - the findings of one file
 * @returns a new, sorted array
 * @example
 * ```ts
 * byPlace(file.findings)[0]?.line;
 * ```
 */
export function byPlace(findings: readonly CheckFinding[]): CheckFinding[] {
  return [...findings].sort((a, b) => a.line - b.line || a.column - b.column);
}
