/**
 * The link check's diagnostics as findings of the files a check read.
 *
 * @packageDocumentation
 */

import type { CoverageDiagnostic, LinkDiagnostic } from '../repository/index.js';
import { fromDiagnostic, isInside, rootRelative } from './findings.js';
import type { CheckedFile, CheckFinding } from './report.js';

/**
 * Convert link-check diagnostics to findings with root-relative paths,
 * keeping those of the checked collections (and `no-collections`, which
 * concerns the tree: path `''`). A `parse-failure` of a file whose read
 * already reported an error is dropped, so a broken file shows once, with
 * its precise parse diagnostics; a file the check did not read (the link
 * check found it) is added to `files`. Paths of other files named in a
 * message are made root-relative too.
 *
 * @param diagnostics - `repo.checkLinks()` diagnostics
 * @param root - `repo.storage.absolute('')`
 * @param dirs - the collection folders of the checked types
 * @param files - the checked files by path (receives files only the link check saw)
 * @returns the findings to add
 * @example
 * ```ts
 * linkFindings((await repo.checkLinks()).diagnostics, repo.storage.absolute(''), ['docs/req'], files);
 * ```
 */
export function linkFindings(diagnostics: readonly LinkDiagnostic[], root: string, dirs: readonly string[], files: Map<string, CheckedFile>): CheckFinding[] {
  const out: CheckFinding[] = [];
  // Messages name other files by the storage's absolute path (`storage.absolute`); a report says them root-relative.
  const prefix = root === '/' ? null : root.endsWith('/') ? root : `${root}/`;
  const relative = (text: string): string => (prefix === null ? text : text.split(prefix).join(''));
  for (const diagnostic of diagnostics) {
    const path = diagnostic.code === 'no-collections' ? '' : rootRelative(diagnostic.path, root);
    if (path !== '' && !dirs.some((dir) => isInside(path, dir))) continue;
    const file = files.get(path);
    if (diagnostic.code === 'parse-failure' && file?.findings.some((f) => f.severity === 'error') === true) continue;
    if (diagnostic.code !== 'no-collections' && file === undefined) {
      files.set(path, { path, type: diagnostic.params.type, language: 'en', id: null, findings: [] });
    }
    const finding = fromDiagnostic(path, diagnostic, diagnostic.code === 'dangling-reference' ? 'links' : 'tree');
    finding.message = relative(finding.message);
    if (finding.hint !== undefined) finding.hint = relative(finding.hint);
    out.push(finding);
  }
  return out;
}

/**
 * Convert coverage diagnostics to findings (source `links`) of the checked
 * collections, at the document's id line.
 *
 * @param diagnostics - `repo.checkCoverage()` diagnostics
 * @param root - `repo.storage.absolute('')`
 * @param dirs - the collection folders of the checked types
 * @returns the findings, with root-relative paths
 * @example
 * ```ts
 * coverageFindings((await repo.checkCoverage()).diagnostics, repo.storage.absolute(''), ['docs/req']);
 * ```
 */
export function coverageFindings(diagnostics: readonly CoverageDiagnostic[], root: string, dirs: readonly string[]): CheckFinding[] {
  const out: CheckFinding[] = [];
  for (const diagnostic of diagnostics) {
    const path = rootRelative(diagnostic.path, root);
    if (!dirs.some((dir) => isInside(path, dir))) continue;
    out.push({ path, line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity, code: diagnostic.code, message: diagnostic.message, source: 'links' });
  }
  return out;
}
