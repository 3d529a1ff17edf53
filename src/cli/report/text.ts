/**
 * The text format of `specmgr check`: one problem a line, then a summary.
 *
 * @packageDocumentation
 */

import type { CheckReport, CheckSummary } from '../../check/index.js';
import { allFindings } from './shown.js';

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The summary line: `3 problems (2 errors, 1 warning) in 2 of 21 files`
 * (infos are named only when there are some), or `No problems in 21 files.`
 *
 * @param summary - the report's totals
 * @returns the line, without a line break
 * @example
 * ```ts
 * summaryLine({ files: 21, filesWithFindings: 2, errors: 2, warnings: 1, infos: 0 }); // '3 problems (2 errors, 1 warning) in 2 of 21 files'
 * ```
 */
export function summaryLine(summary: CheckSummary): string {
  const problems = summary.errors + summary.warnings + summary.infos;
  if (problems === 0) return `No problems in ${plural(summary.files, 'file')}.`;
  const parts = [plural(summary.errors, 'error'), plural(summary.warnings, 'warning'), ...(summary.infos > 0 ? [plural(summary.infos, 'info')] : [])];
  return `${plural(problems, 'problem')} (${parts.join(', ')}) in ${summary.filesWithFindings} of ${plural(summary.files, 'file')}`;
}

// One problem a line: a message that spans lines is joined with spaces.
const oneLine = (text: string): string => text.replace(/\s*\r?\n\s*/g, ' ');

/**
 * Render a report as text: `path:line:column  severity  message  [code]`
 * per finding, then the summary line.
 *
 * @param report - the report, paths as they are to be shown
 * @returns the output, every line ending with `\n`
 * @example
 * ```ts
 * formatText(report);
 * // 'docs/req/a.md:5:1  error  The status "open" is not a requirement status. …  [frontmatter-field]\n1 problem (1 error, 0 warnings) in 1 of 2 files\n'
 * ```
 */
export function formatText(report: CheckReport): string {
  const lines = allFindings(report).map((f) => `${f.path}:${f.line}:${f.column}  ${f.severity}  ${oneLine(f.message)}  [${f.code}]`);
  return `${[...lines, summaryLine(report.summary)].join('\n')}\n`;
}
