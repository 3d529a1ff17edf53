// Coverage findings in the whole-tree check (checkRepository / specmgr check --coverage).
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRepository } from '../../src/check/index.js';
import { removeDir, runCli } from '../cli/run-cli.js';
import { ID, PATH, TREE, treeRepo } from './tree.js';

const MESSAGE =
  `req ${ID.reqA} ("Sessions Expire", status accepted) has no vcr links of relation "verifies"; the coverage rule for req requires at least 1. ` +
  `Add "REQ ${ID.reqA}" to the Verifies section of a vcr document, or change the rule.`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) removeDir(root);
});

describe('coverage in the check', () => {
  it('adds coverage-missing findings at the id line with coverage: true, and none without', async () => {
    const { repo } = treeRepo();
    await repo.edit('vcr', ID.vcr1, `REQ ${ID.reqA}: Sessions Expire`, `REQ ${ID.reqC}: Audit Log`);
    const report = await checkRepository(repo, { coverage: true });
    const findings = report.files.flatMap((file) => file.findings);
    expect(findings).toEqual([{ path: PATH.reqA, line: 4, column: 1, severity: 'error', code: 'coverage-missing', message: MESSAGE, source: 'links' }]);
    expect(report.summary.errors).toBe(1);
    expect((await checkRepository(repo)).summary.errors).toBe(0);
    expect((await checkRepository(repo, { coverage: true, types: ['vcr'] })).summary.errors).toBe(0);
  });

  it('is switched on by specmgr check --coverage, and off by --no-coverage', async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-trace-check-')));
    roots.push(root);
    cpSync(TREE, root, { recursive: true });
    const file = join(root, PATH.vcr1);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`REQ ${ID.reqA}: Sessions Expire`, `REQ ${ID.reqC}: Audit Log`));
    const env = { SPECMGR_CACHE_DIR: 'off' };
    const [on, off, plain] = await Promise.all([
      runCli(['check', '--coverage', '--format', 'json'], { cwd: root, env }),
      runCli(['check', '--coverage', '--no-coverage'], { cwd: root, env }),
      runCli(['check'], { cwd: root, env }),
    ]);
    expect(on.code).toBe(1);
    const report = JSON.parse(on.stdout) as { files: { findings: { code: string; line: number; message: string }[] }[] };
    expect(report.files.flatMap((f) => f.findings).map((f) => [f.code, f.line, f.message])).toEqual([['coverage-missing', 4, MESSAGE]]);
    expect([off.code, plain.code]).toEqual([0, 0]);
  });
});
