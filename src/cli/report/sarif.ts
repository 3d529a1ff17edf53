/**
 * The SARIF 2.1.0 format of `specmgr check`, as GitHub code scanning takes it.
 *
 * @packageDocumentation
 */

import type { CheckFinding, CheckReport } from '../../check/index.js';
import { diagnosticCatalogue, type DiagnosticCode } from '../../diagnostics/index.js';
import { linkCheckCatalogue, type LinkCheckCode } from '../../repository/index.js';
import { allFindings } from './shown.js';

/** The project's home, where a rule's explanation is found. */
const HOME = 'https://github.com/specmgr/specmgr';

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

type Explained = { title: string; summary: string };

function explanation(code: string): Explained {
  if (Object.hasOwn(diagnosticCatalogue, code)) return diagnosticCatalogue[code as DiagnosticCode];
  if (Object.hasOwn(linkCheckCatalogue, code)) return linkCheckCatalogue[code as LinkCheckCode];
  return { title: code, summary: code };
}

function rule(code: string, level: string): Record<string, unknown> {
  const { title, summary } = explanation(code);
  return {
    id: code,
    shortDescription: { text: title },
    fullDescription: { text: summary },
    helpUri: `${HOME}/blob/main/docs/diagnostics.md#${code}`,
    defaultConfiguration: { level },
  };
}

// A relative URI reference: each path segment percent-encoded (spaces, `#`, `%`).
const uriOf = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

function result(finding: CheckFinding, ruleIndex: number, tree: boolean): Record<string, unknown> {
  const region: Record<string, number> = { startLine: finding.line, startColumn: finding.column };
  if (finding.endLine !== undefined) region.endLine = finding.endLine;
  if (finding.endColumn !== undefined) region.endColumn = finding.endColumn;
  const artifactLocation = { uri: uriOf(finding.path), uriBaseId: '%SRCROOT%' };
  return {
    ruleId: finding.code,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: finding.message },
    locations: [{ physicalLocation: tree ? { artifactLocation } : { artifactLocation, region } }],
  };
}

/**
 * Render a report as a SARIF 2.1.0 log with one run: the tool `specmgr`
 * with one rule per code the report uses (its short description from the
 * diagnostic catalogue or the link-check catalogue, its `helpUri` the
 * code's section of the diagnostics guide), and one result per finding
 * (`error`, `warning`, or `note` for an info) at its region; a finding
 * about the tree as a whole points at the root folder, without a region.
 * URIs are relative, with `uriBaseId: '%SRCROOT%'`, so no absolute path of
 * the machine that ran the check is in the log.
 *
 * @param report - the report, paths as they are to be shown (relative to the repository checkout)
 * @param version - the version of specmgr that made the report
 * @returns the SARIF JSON text, indented by two spaces, with a final line break
 * @example
 * ```ts
 * JSON.parse(formatSarif(report, '0.1.0')).runs[0].results.length;
 * ```
 */
export function formatSarif(report: CheckReport, version: string): string {
  const findings = allFindings(report);
  // A rule's level is that of its first finding: every code has one severity (the catalogues say which).
  const levels = new Map<string, string>();
  for (const finding of findings) if (!levels.has(finding.code)) levels.set(finding.code, LEVEL[finding.severity]);
  const codes = [...levels.keys()];
  const index = new Map(codes.map((code, i) => [code, i]));
  const treeFindings = new Set(report.tree);
  const log = {
    $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'specmgr', version, informationUri: HOME, rules: codes.map((code) => rule(code, levels.get(code) ?? 'error')) } },
        results: findings.map((finding) => result(finding, index.get(finding.code) ?? 0, treeFindings.has(finding))),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
