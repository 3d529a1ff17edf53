/**
 * A check report as a command shows it: every path relative to the current
 * directory, and every finding in output order.
 *
 * @packageDocumentation
 */

import { isAbsolute, join, relative, sep } from 'node:path';
import type { CheckFinding, CheckReport } from '../../check/index.js';

/**
 * The path a person types from the current directory: relative to `cwd`,
 * with `/` separators; the root itself when the finding concerns the tree.
 *
 * @param root - the checked tree's absolute root
 * @param cwd - the current directory
 * @returns a mapper from root-relative paths (`''`: the root) to shown paths
 * @example
 * ```ts
 * shownPaths('/repo/specs', '/repo')('docs/req/a.md'); // 'specs/docs/req/a.md'
 * shownPaths('/repo', '/repo')(''); // '.'
 * ```
 */
export function shownPaths(root: string, cwd: string): (path: string) => string {
  return (path: string): string => {
    const absolute = path === '' ? root : join(root, ...path.split('/'));
    const shown = isAbsolute(absolute) ? relative(cwd, absolute) : absolute;
    return shown === '' ? '.' : shown.split(sep).join('/');
  };
}

/**
 * The report with every path (files, findings) mapped for display; the
 * tree's own findings get the shown root.
 *
 * @param report - a report with root-relative paths
 * @param show - the mapper, from {@link shownPaths}
 * @returns a new report
 * @example
 * ```ts
 * const shown = relocate(report, shownPaths(root, io.cwd));
 * ```
 */
export function relocate(report: CheckReport, show: (path: string) => string): CheckReport {
  const move = (finding: CheckFinding): CheckFinding => ({ ...finding, path: show(finding.path) });
  return {
    files: report.files.map((file) => ({ ...file, path: show(file.path), findings: file.findings.map(move) })),
    tree: report.tree.map(move),
    summary: report.summary,
  };
}

/**
 * Every finding in output order: the tree's, then each file's in path order.
 *
 * @param report - a report
 * @returns the findings
 * @example
 * ```ts
 * for (const finding of allFindings(report)) io.stdout(`${finding.path}\n`);
 * ```
 */
export function allFindings(report: CheckReport): CheckFinding[] {
  return [...report.tree, ...report.files.flatMap((file) => file.findings)];
}
