/**
 * The `github` format of `specmgr check`: GitHub Actions workflow commands,
 * so each finding shows as an annotation on its line of the pull request.
 *
 * @packageDocumentation
 */

import type { CheckFinding, CheckReport } from '../../check/index.js';
import { allFindings } from './shown.js';
import { summaryLine } from './text.js';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/**
 * Escape the message of a workflow command as the Actions runner reads it:
 * `%`, `\r` and `\n`.
 *
 * @param text - the message
 * @returns the escaped text
 * @example
 * ```ts
 * escapeData('50%\nmore'); // '50%25%0Amore'
 * ```
 */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Escape a property value of a workflow command: as {@link escapeData},
 * and `:` and `,`, which end a value.
 *
 * @param text - the value
 * @returns the escaped text
 * @example
 * ```ts
 * escapeProperty('docs/a,b.md'); // 'docs/a%2Cb.md'
 * ```
 */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function annotation(finding: CheckFinding, tree: boolean): string {
  const properties: string[] = [];
  if (!tree) {
    properties.push(`file=${escapeProperty(finding.path)}`, `line=${finding.line}`, `col=${finding.column}`);
    if (finding.endLine !== undefined) properties.push(`endLine=${finding.endLine}`);
    if (finding.endColumn !== undefined) properties.push(`endColumn=${finding.endColumn}`);
  }
  properties.push(`title=${escapeProperty(finding.code)}`);
  return `::${COMMAND[finding.severity]} ${properties.join(',')}::${escapeData(finding.message)}`;
}

/**
 * Render a report as workflow commands, one a line
 * (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<code>::<message>`;
 * warnings as `::warning`, infos as `::notice`; a finding about the tree as
 * a whole carries no file), then the plain summary line for the log.
 *
 * @param report - the report, paths as they are to be shown (relative to the workspace)
 * @returns the output, every line ending with `\n`
 * @example
 * ```ts
 * formatGithub(report).split('\n')[0]; // '::error file=docs/req/a.md,line=5,col=1,endLine=5,endColumn=13,title=frontmatter-field::The status …'
 * ```
 */
export function formatGithub(report: CheckReport): string {
  const treeFindings = new Set(report.tree);
  const lines = allFindings(report).map((finding) => annotation(finding, treeFindings.has(finding)));
  return `${[...lines, summaryLine(report.summary)].join('\n')}\n`;
}
