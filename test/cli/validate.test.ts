// specmgr validate: files and folders, the type from the frontmatter or the
// folder, the check-style text lines, --json, --lenient and exit codes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, jsonOf, removeDir, runCli } from './run-cli.js';

const BROKEN = 'docs/tsk/tsk-9e2d4a70-1c3b-4f5e-8a6d-0b1c2d3e4f50-docs-site-cleanup.md';
const BROKEN_LINES = [
  `${BROKEN}:5:1  error  The status "in-progress" is not a task list status. Use "draft", "active", "done" or "cancelled".  [frontmatter-field]`,
  `${BROKEN}:14:1  error  This task item continues on the next line without indentation; a task item must be one line. Join the item onto one line.  [soft-wrapped-list-item]`,
  `${BROKEN}:23:1  error  This entry (2026-09-03T10:00:00.000Z) is newer than the one above it (line 19). Put the newest entry first.  [value-order]`,
];
const LOOSE_LINE =
  'notes/loose.md:1:1  error  Cannot tell the document type: the file has no "type" in its frontmatter and is not in a collection folder. Add "type: <type>" to its frontmatter (one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr), move it into its collection folder (e.g. docs/req/), or pass --type.  [unknown-type]';

let tree: string;
beforeAll(() => {
  tree = copyFixture('tree');
});
afterAll(() => removeDir(tree));

describe('specmgr validate', () => {
  it('passes valid documents of every kind of folder with exit code 0', async () => {
    const run = await runCli(['validate', 'docs/req', 'docs/vcr', 'docs/adr', '.specmgr'], { cwd: tree });
    // docs/vcr holds an English record and its German variant in docs/vcr/de; the ADR folder's README.md index is no ADR.
    expect(run).toEqual({ code: 0, stdout: 'No problems in 5 files.\n', stderr: '' });
  });

  it('prints one problem a line, path:line:column with cwd-relative paths, then a summary, exit 1', async () => {
    const run = await runCli(['validate', 'docs'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([...BROKEN_LINES, '3 problems (3 errors) in 1 of 6 files', '']);
    expect(run.stderr).toBe('');
  });

  it('shows paths relative to the working directory, wherever the files are', async () => {
    const run = await runCli(['validate', join(tree, BROKEN)], { cwd: join(tree, 'docs') });
    expect(run.stdout.split('\n')[0]).toBe(BROKEN_LINES[0]!.replace('docs/tsk/', 'tsk/'));
  });

  it('takes the type from the frontmatter outside a collection folder, and says how to fix a file without one', async () => {
    const run = await runCli(['validate', 'notes'], { cwd: tree });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      'notes/legacy-checklist.md:28:1  error  The "## Recent Updates" section ends with text it has no place for: "### 2026-10-05 - Created". This is the older date-only entry heading form; the current form is "<timestamp> - <title>". Write "### 2026-10-05 00:00:00.000Z - Created", or parse with mode: \'lenient\' to accept it.  [body-leftover]',
      LOOSE_LINE,
      '2 problems (2 errors) in 2 of 2 files',
      '',
    ]);
  });

  it('accepts the older forms with --lenient, as warnings that keep exit code 0', async () => {
    const run = await runCli(['validate', 'notes/legacy-checklist.md', '--lenient'], { cwd: tree });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'notes/legacy-checklist.md:28:1  warning  This is an older form (date-only entry heading), accepted because of mode: \'lenient\'; the current form is "<timestamp> - <title>". Rewrite it in the current form.  [legacy-form]',
      '1 problem (1 warning) in 1 of 1 file',
      '',
    ]);
  });

  it('validates as the --type given, and finds the type of a folder named like a type anywhere', async () => {
    const elsewhere = join(tree, 'archive', 'adr');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(elsewhere, 'old.md'), '# An ADR without frontmatter\n');
    const [typed, placed] = await Promise.all([
      runCli(['validate', '--type', 'req', 'notes/loose.md'], { cwd: tree }),
      runCli(['validate', 'archive'], { cwd: tree }),
    ]);
    expect(typed.code).toBe(1);
    expect(typed.stdout).toMatch(/^notes\/loose\.md:1:1 {2}error {2}The document has no frontmatter block: .* {2}\[missing-frontmatter\]$/m);
    expect(placed.code).toBe(1);
    // Read as an ADR: the ADR's mandatory sections are what is missing.
    expect(placed.stdout.split('\n')[0]).toBe(
      'archive/adr/old.md:1:1  error  The mandatory "## Context and Problem Statement" section is missing. Add a "## Context and Problem Statement" section with at least one line of text.  [adr-blank-section]',
    );
    expect(placed.stdout).toMatch(/\n3 problems \(3 errors\) in 1 of 1 file\n$/);
  });

  it('prints the results as JSON with --json', async () => {
    const run = await runCli(['validate', '--json', 'docs/tsk', 'docs/vcr/de', 'notes/loose.md'], { cwd: tree });
    expect(run.code).toBe(1);
    const report = jsonOf(run);
    expect(report.summary).toEqual({ files: 4, errors: 4, warnings: 0, infos: 0 });
    expect(report.files.map((file: any) => [file.path, file.type, file.language, file.valid])).toEqual([
      ['docs/tsk/tsk-3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f1-release-checklist-for-2-4.md', 'tsk', 'en', true],
      [BROKEN, 'tsk', 'en', false],
      ['docs/vcr/de/vcr-9b3e7c14-52d8-4f0a-a6e1-2c8d4f7b9a60-checkout-session-timeout-verification.md', 'vcr', 'de', true],
      ['notes/loose.md', null, null, false],
    ]);
    expect(report.files[1].diagnostics.map((d: any) => [d.code, d.documentLine, d.column])).toEqual([
      ['frontmatter-field', 5, 1],
      ['soft-wrapped-list-item', 14, 1],
      ['value-order', 23, 1],
    ]);
    expect(report.files[3].problem.code).toBe('unknown-type');
  });

  it('exits 2 for a path that does not exist, no path, or an unknown --type, before reading any file', async () => {
    const [missing, none, type] = await Promise.all([
      runCli(['validate', 'docs', 'nope.md', 'gone'], { cwd: tree }),
      runCli(['validate'], { cwd: tree }),
      runCli(['validate', '--type', 'memo', 'notes/loose.md'], { cwd: tree }),
    ]);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: `specmgr validate: no such file or folder: "nope.md", "gone" (see 'specmgr validate --help')\n` });
    expect(none).toEqual({ code: 2, stdout: '', stderr: "specmgr validate: missing <file|folder>; usage: specmgr validate <file|folder>... (see 'specmgr validate --help')\n" });
    expect(type.code).toBe(2);
    expect(type.stderr).toBe(`specmgr validate: --type takes one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr, got "memo" (see 'specmgr validate --help')\n`);
  });

  it('finds the collection folders of a layout from SPECMGR_DOCS_DIR, and only README.md in a feature folder', async () => {
    const root = copyFixture('tree');
    try {
      mkdirSync(join(root, 'specs', 'checklists'), { recursive: true });
      writeFileSync(join(root, 'specs', 'checklists', 'x.md'), '# no frontmatter\n');
      mkdirSync(join(root, 'specs', 'tsk'), { recursive: true });
      writeFileSync(join(root, 'specs', 'tsk', 'y.md'), '# no frontmatter\n');
      writeFileSync(join(root, '.specmgr', 'feat', 'feat-214-csv-export', 'notes.md'), '# Notes of the feature\n');
      const run = await runCli(['validate', 'specs', '.specmgr'], { cwd: root, env: { SPECMGR_DOCS_DIR: 'specs' } });
      expect(run.stdout).toMatch(/^specs\/checklists\/x\.md:1:1 {2}error {2}Cannot tell the document type: .*\[unknown-type\]$/m);
      expect(run.stdout).toMatch(/^specs\/tsk\/y\.md:1:1 {2}error {2}The document has no frontmatter block: .*\[missing-frontmatter\]$/m);
      // Only a feature folder's README.md is the feature; another file there is no document of any type.
      expect(run.stdout).toMatch(/^\.specmgr\/feat\/feat-214-csv-export\/notes\.md:1:1 {2}error {2}Cannot tell the document type: .*\[unknown-type\]$/m);
      expect(run.stdout.split('\n').at(-2)).toBe('3 problems (3 errors) in 3 of 4 files');
    } finally {
      removeDir(root);
    }
  });
});

describe('specmgr --messages', () => {
  it('words diagnostics and errors in the reference profile, and refuses an unknown profile', async () => {
    const [validated, refused, unknown] = await Promise.all([
      runCli(['validate', 'docs/tsk', '--messages', 'reference'], { cwd: tree }),
      runCli(['get', 'tsk', '../x', '--messages', 'reference', '--root', tree]),
      runCli(['list', 'tsk', '--messages', 'klingon', '--root', tree]),
    ]);
    expect(validated.code).toBe(1);
    expect(validated.stdout.split('\n')[0]).toBe(
      `${BROKEN}: error frontmatter-field 5:1 tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'in-progress'`,
    );
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr: "specmgr get: ref '../x' contains a path separator or a '..' traversal sequence; a bare ref is expected (see 'specmgr get --help')\n",
    });
    expect(unknown).toEqual({ code: 2, stdout: '', stderr: `specmgr list: --messages takes default or reference, got "klingon" (see 'specmgr list --help')\n` });
  });
});
