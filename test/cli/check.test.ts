/**
 * `specmgr check` as a user runs it: the built binary (`node dist/cli.js
 * check …`, after `npm run build`) as a child process. The in-process
 * tests (check-run.test.ts) cover every option; these prove the command
 * end to end: output, exit codes, JSON, SARIF against the SARIF 2.1.0
 * schema, GitHub annotation lines, usage errors on stderr.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { built } from '../helpers/built.js';
import { BROKEN_FILE, REQ_FILE, treePath, VCR_FILE } from '../check/trees.js';
import { sarifValidator } from './check-sarif-schema.js';

const trees = treePath('clean').replace(/\/clean$/, '');

function specmgr(args: string[], cwd = trees, env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [built('cli.js'), ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('specmgr check (the built binary)', () => {
  it('exits 0 with the summary for a clean tree', () => {
    expect(specmgr(['check', 'clean'])).toEqual({ code: 0, stdout: 'No problems in 4 files.\n', stderr: '' });
  });

  it('prints path:line:column  severity  message  [code] lines relative to the current directory, and exits 1', () => {
    const result = specmgr(['check', 'broken']);
    expect(result.stdout.split('\n')).toEqual([
      `broken/${BROKEN_FILE}:5:1  error  The status "open" is not a requirement status. Use "draft", "proposed", "accepted", "superseded", "deprecated", "rejected" or "implemented".  [frontmatter-field]`,
      `broken/${BROKEN_FILE}:23:1  error  Expected the heading "## Level" here, found "## Source". Rename the heading to "## Level".  [heading-mismatch]`,
      '2 problems (2 errors, 0 warnings) in 1 of 2 files',
      '',
    ]);
    expect(result.code).toBe(1);
  });

  it('checks the current directory when no root is given', () => {
    const result = specmgr(['check'], treePath('dangling'));
    expect(result.stdout).toBe(`${VCR_FILE}:15:1  error  No requirement found with id "a1b2c3d4-0000-4000-8000-0000000000ff".  [dangling-reference]\n1 problem (1 error, 0 warnings) in 1 of 2 files\n`);
    expect(result.code).toBe(1);
  });

  it('--format json', () => {
    const result = specmgr(['check', 'dangling', '--format', 'json']);
    const json = JSON.parse(result.stdout) as { summary: unknown; files: { path: string }[] };
    expect(json.summary).toEqual({ files: 2, filesWithFindings: 1, errors: 1, warnings: 0, infos: 0 });
    expect(json.files.map((file) => file.path)).toEqual([`dangling/${REQ_FILE}`, `dangling/${VCR_FILE}`]);
    expect(result.code).toBe(1);
  });

  it('--format sarif validates against the SARIF 2.1.0 schema', () => {
    const result = specmgr(['check', 'broken', '--format', 'sarif']);
    const log = JSON.parse(result.stdout) as { runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; level: string }[] }[] };
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0]?.tool.driver.rules.map((rule) => rule.id)).toEqual(['frontmatter-field', 'heading-mismatch']);
    expect(log.runs[0]?.results.map((r) => [r.ruleId, r.level])).toEqual([['frontmatter-field', 'error'], ['heading-mismatch', 'error']]);
    expect(result.code).toBe(1);
  });

  it('--format github prints workflow command lines', () => {
    const result = specmgr(['check', 'dangling', '--format', 'github']);
    expect(result.stdout.split('\n')).toEqual([
      `::error file=dangling/${VCR_FILE},line=15,col=1,endLine=15,endColumn=41,title=dangling-reference::No requirement found with id "a1b2c3d4-0000-4000-8000-0000000000ff".`,
      '1 problem (1 error, 0 warnings) in 1 of 2 files',
      '',
    ]);
  });

  it('--lenient with --max-warnings', () => {
    expect(specmgr(['check', 'legacy', '--lenient']).code).toBe(0);
    const over = specmgr(['check', 'legacy', '--lenient', '--max-warnings', '0']);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('specmgr check: 1 warning, more than --max-warnings 0\n');
  });

  it('--types filters; an unknown type is a usage error (exit 2) naming the known types', () => {
    expect(specmgr(['check', 'dangling', '--types', 'req']).code).toBe(0);
    const bad = specmgr(['check', 'dangling', '--types', 'rq']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('unknown type "rq" in --types; known types: req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr');
  });

  it('a missing root is a usage error (exit 2)', () => {
    const result = specmgr(['check', 'nowhere']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('root folder "nowhere" does not exist');
  });
});

describe('specmgr check keeps parse results between runs', () => {
  const temps: string[] = [];
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });
  const copy = (name: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'specmgr-check-cache-'));
    temps.push(dir);
    cpSync(treePath(name), dir, { recursive: true });
    return dir;
  };
  const cacheFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : []);

  it('in <root>/node_modules/.cache/specmgr, and sees a hand edit made between two runs', () => {
    const root = copy('clean');
    mkdirSync(join(root, 'node_modules'));
    expect(specmgr(['check'], root)).toEqual({ code: 0, stdout: 'No problems in 4 files.\n', stderr: '' });
    const cache = join(root, 'node_modules', '.cache', 'specmgr');
    expect(cacheFiles(cache).length).toBeGreaterThan(0);
    expect(specmgr(['check'], root)).toEqual({ code: 0, stdout: 'No problems in 4 files.\n', stderr: '' });
    const file = join(root, REQ_FILE);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^status: \w+$/m, 'status: open'));
    const edited = specmgr(['check'], root);
    expect(edited.code).toBe(1);
    expect(edited.stdout).toContain(`${REQ_FILE}:`);
    expect(edited.stdout).toContain('The status "open" is not a requirement status.');
  });

  it('never creates folders in a tree without node_modules; SPECMGR_CACHE_DIR chooses the folder, or off', () => {
    const root = copy('clean');
    expect(specmgr(['check'], root).code).toBe(0);
    expect(existsSync(join(root, 'node_modules'))).toBe(false);
    const chosen = join(root, '..', `${root.split('/').pop()}-cache`);
    temps.push(chosen);
    expect(specmgr(['check', root], trees, { SPECMGR_CACHE_DIR: chosen }).code).toBe(0);
    expect(cacheFiles(chosen).length).toBeGreaterThan(0);
    mkdirSync(join(root, 'node_modules'));
    expect(specmgr(['check'], root, { SPECMGR_CACHE_DIR: 'off' }).code).toBe(0);
    expect(existsSync(join(root, 'node_modules', '.cache'))).toBe(false);
  });
});
