/**
 * The JSON format of `specmgr check`.
 *
 * @packageDocumentation
 */

import type { CheckedFile, CheckFinding, CheckReport } from '../../check/index.js';

function findingJson(f: CheckFinding): Record<string, unknown> {
  return {
    path: f.path,
    line: f.line,
    column: f.column,
    ...(f.endLine === undefined ? {} : { endLine: f.endLine }),
    ...(f.endColumn === undefined ? {} : { endColumn: f.endColumn }),
    severity: f.severity,
    code: f.code,
    message: f.message,
    ...(f.hint === undefined ? {} : { hint: f.hint }),
    ...(f.docs === undefined ? {} : { docs: f.docs }),
    source: f.source,
  };
}

const fileJson = (file: CheckedFile): Record<string, unknown> => ({
  path: file.path,
  type: file.type,
  language: file.language,
  id: file.id,
  findings: file.findings.map(findingJson),
});

/**
 * Render a report as JSON, keys in a fixed order so that two runs over the
 * same tree give the same bytes:
 * `{ summary: { files, filesWithFindings, errors, warnings, infos }, tree: [finding…], files: [{ path, type, language, id, findings: [finding…] }] }`,
 * each finding `{ path, line, column, endLine?, endColumn?, severity, code, message, hint?, docs?, source }`
 * (lines of the whole file, 1-based; the end exclusive). Every file checked
 * is listed, clean ones with no findings.
 *
 * @param report - the report, paths as they are to be shown
 * @returns the JSON text, indented by two spaces, with a final line break
 * @example
 * ```ts
 * JSON.parse(formatJson(report)).summary.errors; // 2
 * ```
 */
export function formatJson(report: CheckReport): string {
  const { summary } = report;
  const out = {
    summary: { files: summary.files, filesWithFindings: summary.filesWithFindings, errors: summary.errors, warnings: summary.warnings, infos: summary.infos },
    tree: report.tree.map(findingJson),
    files: report.files.map(fileJson),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
