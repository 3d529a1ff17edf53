/**
 * Diagnostics as the lines the testing kit prints: the library's
 * formatter, with the file's path in front when one is known.
 *
 * @packageDocumentation
 */

import type { Diagnostic, Severity } from '../diagnostics/index.js';
import { formatDiagnostic, type MessageOption } from '../messages/index.js';

/**
 * Anything that reports a problem at a place: a parse diagnostic or a
 * finding of a whole-tree check.
 *
 * @example
 * ```ts
 * const problem: ProblemLike = { code: 'dangling-reference', severity: 'warning', line: 12, column: 3, message: 'No requirement 7.' };
 * ```
 */
export type ProblemLike = {
  code: string;
  severity: Severity;
  line: number;
  column: number;
  message: string;
  /** The line in the whole file, when `line` counts from somewhere else (body diagnostics). */
  documentLine?: number;
};

/**
 * The line of the file a problem is on: `documentLine` when it has one
 * (a diagnostic's `line` is a body line for body problems), else `line`.
 *
 * @param problem - a diagnostic or a finding
 * @returns the 1-based line in the file
 * @example
 * ```ts
 * fileLine(diagnostic); // 25 for a body diagnostic on body line 15
 * ```
 */
export function fileLine(problem: ProblemLike): number {
  return problem.documentLine ?? problem.line;
}

/**
 * One problem as a line: `[path:]line:column  severity  message  [code]`
 * in the default layout, or the layout of the `messages` profile. A
 * diagnostic goes through the library's `formatDiagnostic`; a finding,
 * which has no body line, is laid out the same way.
 *
 * @param problem - a diagnostic or a finding
 * @param path - the file's path, put in front; omitted when undefined
 * @param messages - the message profile to word and lay out in (default: the problem's own words, default layout)
 * @returns the line (more lines for a multi-line message)
 * @example
 * ```ts
 * problemLine(d, 'docs/tsk/a.md'); // 'docs/tsk/a.md:5:1  error  The status "open" is not …  [frontmatter-field]'
 * ```
 */
export function problemLine(problem: ProblemLike, path?: string, messages?: MessageOption): string {
  const text = isDiagnostic(problem)
    ? formatDiagnostic(problem, messages === undefined ? {} : { messages })
    : `${problem.line}:${problem.column}  ${problem.severity}  ${problem.message}  [${problem.code}]`;
  if (path === undefined) return text;
  // The default layout starts with the place, so the path joins it as `path:line:column`.
  return text.startsWith(`${fileLine(problem)}:${problem.column}`) ? `${path}:${text}` : `${path}: ${text}`;
}

function isDiagnostic(problem: ProblemLike): problem is Diagnostic {
  return typeof problem.documentLine === 'number' && 'channel' in problem && 'field' in problem;
}

/**
 * How many problems of each severity, as words: `2 errors, 1 warning`.
 *
 * @param problems - diagnostics or findings
 * @returns the counts of the severities present, `no problems` for none
 * @example
 * ```ts
 * countText(result.diagnostics); // '1 error, 2 warnings'
 * ```
 */
export function countText(problems: readonly ProblemLike[]): string {
  const counts: [Severity, string, string][] = [
    ['error', 'error', 'errors'],
    ['warning', 'warning', 'warnings'],
    ['info', 'info', 'infos'],
  ];
  const parts = counts.flatMap(([severity, one, many]) => {
    const n = problems.filter((p) => p.severity === severity).length;
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  });
  return parts.length === 0 ? 'no problems' : parts.join(', ');
}
