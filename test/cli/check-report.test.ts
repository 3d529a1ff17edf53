import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/index.js';
import { escapeData, escapeProperty, formatGithub } from '../../src/cli/report/github.js';
import { formatJson } from '../../src/cli/report/json.js';
import { formatSarif } from '../../src/cli/report/sarif.js';
import { relocate, shownPaths } from '../../src/cli/report/shown.js';
import { formatText, summaryLine } from '../../src/cli/report/text.js';
import { sarifValidator } from './check-sarif-schema.js';

const report: CheckReport = {
  tree: [],
  files: [
    {
      path: 'docs/req/a,b: c%.md',
      type: 'req',
      language: 'en',
      id: null,
      findings: [
        { path: 'docs/req/a,b: c%.md', line: 5, column: 1, endLine: 5, endColumn: 13, severity: 'error', code: 'frontmatter-field', message: 'The status "open" is 100% wrong,\nsee: docs', hint: 'Use "draft".', docs: 'docs/diagnostics.md#frontmatter-field', source: 'parse' },
        { path: 'docs/req/a,b: c%.md', line: 9, column: 3, endLine: 9, endColumn: 7, severity: 'warning', code: 'legacy-form', message: 'Older form.', source: 'parse' },
      ],
    },
    { path: 'docs/vcr/v.md', type: 'vcr', language: 'en', id: 'v', findings: [{ path: 'docs/vcr/v.md', line: 15, column: 1, endLine: 15, endColumn: 41, severity: 'info', code: 'dangling-reference', message: 'No requirement found.', source: 'links' }] },
    { path: 'docs/req/clean.md', type: 'req', language: 'en', id: 'c', findings: [] },
  ],
  summary: { files: 3, filesWithFindings: 2, errors: 1, warnings: 1, infos: 1 },
};

describe('check report formats', () => {
  it('text: one problem a line, then the summary', () => {
    expect(formatText(report).split('\n')).toEqual([
      'docs/req/a,b: c%.md:5:1  error  The status "open" is 100% wrong, see: docs  [frontmatter-field]',
      'docs/req/a,b: c%.md:9:3  warning  Older form.  [legacy-form]',
      'docs/vcr/v.md:15:1  info  No requirement found.  [dangling-reference]',
      '3 problems (1 error, 1 warning, 1 info) in 2 of 3 files',
      '',
    ]);
  });

  it('summary lines count in words', () => {
    expect(summaryLine({ files: 21, filesWithFindings: 2, errors: 2, warnings: 1, infos: 0 })).toBe('3 problems (2 errors, 1 warning) in 2 of 21 files');
    expect(summaryLine({ files: 1, filesWithFindings: 1, errors: 1, warnings: 0, infos: 0 })).toBe('1 problem (1 error, 0 warnings) in 1 of 1 file');
    expect(summaryLine({ files: 21, filesWithFindings: 0, errors: 0, warnings: 0, infos: 0 })).toBe('No problems in 21 files.');
    expect(summaryLine({ files: 1, filesWithFindings: 0, errors: 0, warnings: 0, infos: 0 })).toBe('No problems in 1 file.');
  });

  it('github: workflow commands with data and properties escaped', () => {
    expect(formatGithub(report).split('\n')).toEqual([
      '::error file=docs/req/a%2Cb%3A c%25.md,line=5,col=1,endLine=5,endColumn=13,title=frontmatter-field::The status "open" is 100%25 wrong,%0Asee: docs',
      '::warning file=docs/req/a%2Cb%3A c%25.md,line=9,col=3,endLine=9,endColumn=7,title=legacy-form::Older form.',
      '::notice file=docs/vcr/v.md,line=15,col=1,endLine=15,endColumn=41,title=dangling-reference::No requirement found.',
      '3 problems (1 error, 1 warning, 1 info) in 2 of 3 files',
      '',
    ]);
    expect(escapeData('a%b\r\nc:d,e')).toBe('a%25b%0D%0Ac:d,e');
    expect(escapeProperty('a%b\r\nc:d,e')).toBe('a%25b%0D%0Ac%3Ad%2Ce');
  });

  it('github: a finding about the whole tree has no file', () => {
    const tree: CheckReport = { tree: [{ path: '.', line: 1, column: 1, severity: 'error', code: 'no-collections', message: 'No collection folder.', source: 'tree' }], files: [], summary: { files: 0, filesWithFindings: 0, errors: 1, warnings: 0, infos: 0 } };
    expect(formatGithub(tree)).toBe('::error title=no-collections::No collection folder.\n1 problem (1 error, 0 warnings) in 0 of 0 files\n');
  });

  it('json: the report with keys in a fixed order', () => {
    const text = formatJson(report);
    expect(JSON.parse(text)).toEqual({ summary: report.summary, tree: [], files: report.files });
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['summary', 'tree', 'files']);
    expect(text).toContain('"path": "docs/vcr/v.md",\n          "line": 15,\n          "column": 1,\n          "endLine": 15,\n          "endColumn": 41,\n          "severity": "info",\n          "code": "dangling-reference",\n          "message": "No requirement found.",\n          "source": "links"');
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('sarif: a valid SARIF 2.1.0 log with one rule per code and a result per finding', () => {
    const log = JSON.parse(formatSarif(report, '1.2.3')) as { version: string; runs: { tool: { driver: Record<string, unknown> }; results: unknown[] }[] };
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.version).toBe('2.1.0');
    const [run] = log.runs;
    expect(run?.tool.driver).toEqual({
      name: 'specmgr',
      version: '1.2.3',
      informationUri: 'https://github.com/specmgr/specmgr',
      rules: [
        { id: 'frontmatter-field', shortDescription: { text: 'Frontmatter key missing or wrong' }, fullDescription: expect.any(Object), helpUri: 'https://github.com/specmgr/specmgr/blob/main/docs/diagnostics.md#frontmatter-field', defaultConfiguration: { level: 'error' } },
        { id: 'legacy-form', shortDescription: expect.any(Object), fullDescription: expect.any(Object), helpUri: 'https://github.com/specmgr/specmgr/blob/main/docs/diagnostics.md#legacy-form', defaultConfiguration: { level: 'warning' } },
        { id: 'dangling-reference', shortDescription: { text: 'Dangling reference' }, fullDescription: { text: 'A typed reference (`REQ <uuid>`, `VCR <uuid>`, …) names a document that the repository does not have.' }, helpUri: 'https://github.com/specmgr/specmgr/blob/main/docs/diagnostics.md#dangling-reference', defaultConfiguration: { level: 'note' } },
      ],
    });
    expect(run?.results[0]).toEqual({
      ruleId: 'frontmatter-field',
      ruleIndex: 0,
      level: 'error',
      message: { text: 'The status "open" is 100% wrong,\nsee: docs' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'docs/req/a%2Cb%3A%20c%25.md', uriBaseId: '%SRCROOT%' }, region: { startLine: 5, startColumn: 1, endLine: 5, endColumn: 13 } } }],
    });
    expect(run?.results.map((r) => (r as { level: string }).level)).toEqual(['error', 'warning', 'note']);
  });

  it('sarif: a clean report is a valid log with no rules and no results', () => {
    const clean: CheckReport = { tree: [], files: [], summary: { files: 0, filesWithFindings: 0, errors: 0, warnings: 0, infos: 0 } };
    const log = JSON.parse(formatSarif(clean, '1.2.3')) as { runs: { tool: { driver: { rules: unknown[] } }; results: unknown[] }[] };
    expect(sarifValidator()(log)).toBe(true);
    expect(log.runs[0]?.tool.driver.rules).toEqual([]);
    expect(log.runs[0]?.results).toEqual([]);
  });

  it('sarif: the schema check does refuse a log that is not SARIF 2.1.0', () => {
    const log = JSON.parse(formatSarif(report, '1.2.3')) as Record<string, unknown>;
    expect(sarifValidator()({ ...log, version: '2.0.0' })).toBe(false);
    expect(sarifValidator()({ ...log, runs: [{ results: [] }] })).toBe(false);
  });

  it('shows paths relative to the current directory', () => {
    expect(shownPaths('/repo/specs', '/repo')('docs/req/a.md')).toBe('specs/docs/req/a.md');
    expect(shownPaths('/repo/specs', '/repo/specs/docs')('docs/req/a.md')).toBe('req/a.md');
    expect(shownPaths('/repo/specs', '/elsewhere')('docs/req/a.md')).toBe('../repo/specs/docs/req/a.md');
    expect(shownPaths('/repo', '/repo')('')).toBe('.');
    const moved = relocate(report, shownPaths('/r', '/'));
    expect(moved.files.map((f) => [f.path, f.findings.map((x) => x.path)])).toEqual([
      ['r/docs/req/a,b: c%.md', ['r/docs/req/a,b: c%.md', 'r/docs/req/a,b: c%.md']],
      ['r/docs/vcr/v.md', ['r/docs/vcr/v.md']],
      ['r/docs/req/clean.md', []],
    ]);
  });
});
