/**
 * `specmgr check` run in-process through `checkCommand.run` with a
 * recording io: output of every format, exit codes, usage errors, progress.
 * test/cli/check.test.ts runs the same command as the built binary.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../../src/cli/commands/check.js';
import { BROKEN_FILE, REQ_FILE, treeFile, treePath, VCR_FILE } from '../check/trees.js';
import { recordingIO } from './check-io.js';
import { sarifValidator } from './check-sarif-schema.js';

const trees = treePath('clean').replace(/\/clean$/, '');

async function run(argv: { values?: Record<string, unknown>; positionals?: string[] }, options: Parameters<typeof recordingIO>[1] & { cwd?: string } = {}) {
  const recorded = recordingIO(options.cwd ?? trees, options);
  const code = await checkCommand.run({ values: argv.values ?? {}, positionals: argv.positionals ?? [] }, recorded.io);
  return { code, stdout: recorded.stdout(), stderr: recorded.stderr() };
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('specmgr check (in-process)', () => {
  it('prints nothing but the summary for a clean tree and exits 0', async () => {
    expect(await run({ positionals: ['clean'] })).toEqual({ code: 0, stdout: 'No problems in 4 files.\n', stderr: '' });
  });

  it('checks the current directory by default, paths relative to it', async () => {
    const result = await run({}, { cwd: treePath('broken') });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(`${BROKEN_FILE}:5:1  error  The status "open" is not a requirement status. Use "draft", "proposed", "accepted", "superseded", "deprecated", "rejected" or "implemented".  [frontmatter-field]`);
  });

  it('prints one problem a line, cwd-relative, then the summary, and exits 1', async () => {
    const result = await run({ positionals: ['broken'] });
    expect(result.stdout.split('\n')).toEqual([
      `broken/${BROKEN_FILE}:5:1  error  The status "open" is not a requirement status. Use "draft", "proposed", "accepted", "superseded", "deprecated", "rejected" or "implemented".  [frontmatter-field]`,
      `broken/${BROKEN_FILE}:23:1  error  Expected the heading "## Level" here, found "## Source". Rename the heading to "## Level".  [heading-mismatch]`,
      '2 problems (2 errors, 0 warnings) in 1 of 2 files',
      '',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
  });

  it('shows paths from a current directory inside the tree', async () => {
    const result = await run({ positionals: ['..'] }, { cwd: join(treePath('dangling'), 'docs') });
    expect(result.stdout.split('\n')[0]).toBe(`${VCR_FILE.replace(/^docs\//, '')}:15:1  error  No requirement found with id "a1b2c3d4-0000-4000-8000-0000000000ff".  [dangling-reference]`);
  });

  it('--format json prints the report with cwd-relative paths', async () => {
    const result = await run({ values: { format: 'json' }, positionals: ['dangling'] });
    const json = JSON.parse(result.stdout) as { summary: unknown; files: { path: string; findings: { path: string; code: string; line: number }[] }[] };
    expect(json.summary).toEqual({ files: 2, filesWithFindings: 1, errors: 1, warnings: 0, infos: 0 });
    expect(json.files.map((file) => file.path)).toEqual([`dangling/${REQ_FILE}`, `dangling/${VCR_FILE}`]);
    expect(json.files[1]?.findings.map(({ path, code, line }) => ({ path, code, line }))).toEqual([{ path: `dangling/${VCR_FILE}`, code: 'dangling-reference', line: 15 }]);
    expect(result.code).toBe(1);
  });

  it('--format sarif prints a SARIF 2.1.0 log', async () => {
    const result = await run({ values: { format: 'sarif' }, positionals: ['duplicate'] });
    const log = JSON.parse(result.stdout) as { runs: { tool: { driver: { name: string; version: string; rules: { id: string }[] } }; results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(sarifValidator()(log)).toBe(true);
    const [runLog] = log.runs;
    expect(runLog?.tool.driver.rules.map((rule) => rule.id)).toEqual(['duplicate-id']);
    expect(runLog?.tool.driver.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(runLog?.results.map((r) => [r.ruleId, r.locations[0]?.physicalLocation.artifactLocation.uri])).toEqual([
      ['duplicate-id', 'duplicate/docs/req/req-a1b2c3d4-0000-4000-8000-000000000001-maximum-oil-temperature.md'],
    ]);
  });

  it('--format github prints annotation lines', async () => {
    const result = await run({ values: { format: 'github' }, positionals: ['feat-mismatch'] });
    expect(result.stdout.split('\n')).toEqual([
      '::error file=feat-mismatch/.specmgr/feat/feat-215-csv-export/README.md,line=4,col=5,endLine=4,endColumn=24,title=folder-id-mismatch::Feature folder "feat-215-csv-export" exists at .specmgr/feat/feat-215-csv-export/README.md, but its frontmatter id is "feat-214-csv-export", not the folder\'s name; the folder was likely renamed or copied. Set its frontmatter id to "feat-215-csv-export" or rename the folder back.',
      '1 problem (1 error, 0 warnings) in 1 of 1 file',
      '',
    ]);
  });

  it('--lenient accepts legacy forms with a warning; --max-warnings decides whether warnings fail', async () => {
    const strict = await run({ positionals: ['legacy'] });
    expect(strict.code).toBe(1);
    const lenient = await run({ values: { lenient: true }, positionals: ['legacy'] });
    expect(lenient.stdout.split('\n').slice(-2)).toEqual(['1 problem (0 errors, 1 warning) in 1 of 2 files', '']);
    expect(lenient.code).toBe(0);
    expect((await run({ values: { lenient: true, 'max-warnings': '1' }, positionals: ['legacy'] })).code).toBe(0);
    const over = await run({ values: { lenient: true, 'max-warnings': '0' }, positionals: ['legacy'] });
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('specmgr check: 1 warning, more than --max-warnings 0\n');
  });

  it('--types checks only the listed types', async () => {
    const result = await run({ values: { types: 'req' }, positionals: ['dangling'] });
    expect(result).toEqual({ code: 0, stdout: 'No problems in 1 file.\n', stderr: '' });
    expect((await run({ values: { types: 'req, vcr' }, positionals: ['dangling'] })).code).toBe(1);
  });

  it('--no-links skips the link check', async () => {
    expect(await run({ values: { 'no-links': true }, positionals: ['dangling'] })).toEqual({ code: 0, stdout: 'No problems in 2 files.\n', stderr: '' });
  });

  it('takes the layout from SPECMGR_DOCS_DIR', async () => {
    const root = mkdtempSync(join(tmpdir(), 'specmgr-check-'));
    temps.push(root);
    mkdirSync(join(root, 'spec', 'req'), { recursive: true });
    writeFileSync(join(root, 'spec', 'req', 'req-x.md'), treeFile('broken', BROKEN_FILE));
    const result = await run({ positionals: ['.'] }, { cwd: root, env: { SPECMGR_DOCS_DIR: 'spec' } });
    expect(result.stdout.split('\n').slice(-2)).toEqual(['2 problems (2 errors, 0 warnings) in 1 of 1 file', '']);
    expect(result.stdout.split('\n')[0]).toMatch(/^spec\/req\/req-x\.md:5:1 {2}error {2}/);
  });

  it('reports a root without any collection folder as a problem', async () => {
    const root = mkdtempSync(join(tmpdir(), 'specmgr-check-'));
    temps.push(root);
    const result = await run({ values: { format: 'github' } }, { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')[0]).toMatch(/^::error title=no-collections::/);
  });

  describe('usage errors exit 2 with a message on stderr', () => {
    const usage = async (values: Record<string, unknown>, positionals: string[], message: string) => {
      const result = await run({ values, positionals });
      expect(result).toEqual({ code: 2, stdout: '', stderr: `specmgr check: ${message}\nRun "specmgr check --help" for the options.\n` });
    };
    it('an unknown format', () => usage({ format: 'xml' }, ['clean'], 'unknown format "xml" for --format; use text, json, sarif or github'));
    it('an unknown type', () => usage({ types: 'req,rq' }, ['clean'], 'unknown type "rq" in --types; known types: req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr'));
    it('an empty type list', () => usage({ types: ' , ' }, ['clean'], '--types needs a comma-separated list of types, e.g. --types req,vcr; known types: req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr'));
    it('a bad --max-warnings', () => usage({ 'max-warnings': '-1' }, ['clean'], '--max-warnings needs a whole number of 0 or more, got "-1"'));
    it('a missing root', () => usage({}, ['nowhere'], 'root folder "nowhere" does not exist'));
    it('a root that is a file', () => usage({}, [`clean/${REQ_FILE}`], `root "clean/${REQ_FILE}" is not a folder; give the folder that holds docs/ (default: the current directory)`));
    it('two roots', () => usage({}, ['clean', 'broken'], 'expected at most one root folder, got 2: clean broken'));
    it('a bad layout variable', async () => {
      const result = await run({ positionals: ['clean'] }, { env: { SPECMGR_DOCS_DIR: '../up' } });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe('specmgr check: layout.docsDir must be a root-relative POSIX path without "..", got "../up"\nRun "specmgr check --help" for the options.\n');
    });
  });

  describe('progress on a terminal', () => {
    const root = mkdtempSync(join(tmpdir(), 'specmgr-check-'));
    temps.push(root);
    mkdirSync(join(root, 'docs', 'req'), { recursive: true });
    const text = treeFile('clean', REQ_FILE);
    for (let n = 1; n <= 501; n++) {
      const id = `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`;
      writeFileSync(join(root, 'docs', 'req', `req-${id}-r.md`), text.replace(/^id: .*$/m, `id: ${id}`));
    }

    it('shows "checked n/total documents" on stderr, rewritten in place and cleared, for more than 500 documents', async () => {
      const result = await run({ positionals: ['.'] }, { cwd: root, stderrIsTTY: true });
      expect(result.stdout).toBe('No problems in 501 files.\n');
      const updates = [100, 200, 300, 400, 500, 501].map((n) => `\rchecked ${n}/501 documents`).join('');
      expect(result.stderr).toBe(`${updates}\r${' '.repeat('checked 501/501 documents'.length)}\r`);
      expect(result.code).toBe(0);
    });

    it('shows no progress when stderr is not a terminal', async () => {
      expect((await run({ positionals: ['.'] }, { cwd: root })).stderr).toBe('');
    });
  });
});
