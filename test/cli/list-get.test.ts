// specmgr list and specmgr get on a copy of the fixture tree.
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, jsonOf, removeDir, runCli } from './run-cli.js';

const RELEASE = '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f1';
const RELEASE_FILE = `docs/tsk/tsk-${RELEASE}-release-checklist-for-2-4.md`;
const BROKEN_REF = 'tsk-9e2d4a70-1c3b-4f5e-8a6d-0b1c2d3e4f50-docs-site-cleanup';
const VCR = '9b3e7c14-52d8-4f0a-a6e1-2c8d4f7b9a60';

let tree: string;
beforeAll(() => {
  tree = copyFixture('tree');
});
afterAll(() => removeDir(tree));

describe('specmgr list', () => {
  it('prints a table with a broken document as BROKEN, and counts the broken ones on stderr', async () => {
    const run = await runCli(['list', 'tsk', '--root', tree]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'ID                                                          STATUS  TITLE',
      `${RELEASE}                        active  Release Checklist for 2.4`,
      `${BROKEN_REF}  BROKEN  The status "in-progress" is not a task list status. Use "draft", "active", "done" or "cancelled".`,
      '2 tsk documents',
      '',
    ]);
    expect(run.stderr).toBe("1 tsk document does not parse; 'specmgr check' shows why\n");
  });

  it('pages with --limit and --offset and says how to get the next page', async () => {
    const [first, second] = await Promise.all([runCli(['list', 'tsk', '--limit', '1'], { cwd: tree }), runCli(['list', 'tsk', '--limit', '1', '--offset', '1'], { cwd: tree })]);
    expect(first.stdout.split('\n').slice(1)).toEqual([`${RELEASE}  active  Release Checklist for 2.4`, '1-1 of 2 tsk documents; more with --offset 1', '']);
    expect(second.stdout.split('\n').at(-2)).toBe('2-2 of 2 tsk documents');
  });

  it('filters by --glob and by --language, and prints the page object with --json', async () => {
    const [glob, german] = await Promise.all([
      runCli(['list', 'tsk', '--glob', '3b0f*', '--json', '--root', tree]),
      runCli(['list', 'vcr', '--language', 'de', '--json', '--root', tree]),
    ]);
    expect(glob.code).toBe(0);
    const page = jsonOf(glob);
    expect(page).toMatchObject({ kind: 'page', total: 1, offset: 0, truncated: false, errorCount: 0 });
    expect(page.results.map((row: any) => [row.id, row.status, row.title])).toEqual([[RELEASE, 'active', 'Release Checklist for 2.4']]);
    expect(jsonOf(german).results.map((row: any) => [row.id, row.title])).toEqual([[VCR, 'Prüfung des Sitzungs-Timeouts']]);
  });

  it('says when a type has no documents', async () => {
    const run = await runCli(['list', 'gol', '--root', tree]);
    expect(run).toEqual({ code: 0, stdout: 'No gol documents.\n', stderr: '' });
  });

  it('takes the folders from SPECMGR_DOCS_DIR', async () => {
    const root = copyFixture('tree');
    try {
      mkdirSync(join(root, 'specifications'));
      renameSync(join(root, 'docs', 'tsk'), join(root, 'specifications', 'tsk'));
      const [moved, plain] = await Promise.all([
        runCli(['list', 'tsk', '--root', root], { env: { SPECMGR_DOCS_DIR: 'specifications' } }),
        runCli(['list', 'tsk', '--root', root]),
      ]);
      expect(moved.stdout.split('\n').at(-2)).toBe('2 tsk documents');
      expect(plain.stdout).toBe('No tsk documents.\n');
    } finally {
      removeDir(root);
    }
  });
});

describe('specmgr get', () => {
  it('prints the whole file as stored, by id or by ref', async () => {
    const stored = readFileSync(join(tree, RELEASE_FILE), 'utf8');
    const [byId, byRef] = await Promise.all([
      runCli(['get', 'tsk', RELEASE, '--root', tree]),
      runCli(['get', 'tsk', `tsk-${RELEASE}-release-checklist-for-2-4`, '--root', tree]),
    ]);
    expect(byId).toEqual({ code: 0, stdout: stored, stderr: '' });
    expect(byRef).toEqual(byId);
  });

  it('prints the body with --raw and a numbered window with --numbered --offset --limit', async () => {
    const [raw, numbered] = await Promise.all([
      runCli(['get', 'tsk', RELEASE, '--raw', '--root', tree]),
      runCli(['get', 'tsk', RELEASE, '--numbered', '--offset', '1', '--limit', '3', '--root', tree]),
    ]);
    expect(raw.code).toBe(0);
    expect(raw.stdout.startsWith('# Release Checklist for 2.4\n\n')).toBe(true);
    expect(raw.stdout).not.toContain('---\n');
    expect(numbered).toEqual({ code: 0, stdout: '1: # Release Checklist for 2.4\n2: \n3: <!-- Work through the list top to bottom; one owner per line. -->\n', stderr: '' });
  });

  it('gets a feature by its folder name and a variant with --language', async () => {
    const [feat, german] = await Promise.all([
      runCli(['get', 'feat', 'feat-214-csv-export', '--raw', '--limit', '1', '--root', tree]),
      runCli(['get', 'vcr', VCR, '--language', 'de', '--raw', '--limit', '1', '--root', tree]),
    ]);
    expect(feat.stdout).toBe('# Feature: Export Search Results as CSV\n');
    expect(german.stdout).toBe('# Prüfung des Sitzungs-Timeouts\n');
  });

  it('prints the result object with --json', async () => {
    const [parsed, raw] = await Promise.all([
      runCli(['get', 'tsk', RELEASE, '--json', '--root', tree]),
      runCli(['get', 'tsk', RELEASE, '--json', '--raw', '--limit', '1', '--root', tree]),
    ]);
    expect(jsonOf(parsed)).toMatchObject({
      kind: 'document',
      type: 'tsk',
      id: RELEASE,
      path: join(tree, RELEASE_FILE),
      frontmatter: { id: RELEASE, status: 'active' },
      body: { title: 'Release Checklist for 2.4' },
      diagnostics: [],
    });
    expect(jsonOf(raw)).toMatchObject({ kind: 'raw', id: RELEASE, text: '# Release Checklist for 2.4\n' });
  });

  it('prints the problems of a broken document on stderr and exits 1; --raw still shows its text', async () => {
    const [parsed, raw, json] = await Promise.all([
      runCli(['get', 'tsk', BROKEN_REF], { cwd: tree }),
      runCli(['get', 'tsk', BROKEN_REF, '--raw', '--limit', '1'], { cwd: tree }),
      runCli(['get', 'tsk', BROKEN_REF, '--json'], { cwd: tree }),
    ]);
    const file = `docs/tsk/${BROKEN_REF}.md`;
    expect(parsed.code).toBe(1);
    expect(parsed.stdout).toBe('');
    expect(parsed.stderr.split('\n')).toEqual([
      `${file} does not parse:`,
      `${file}:5:1  error  The status "in-progress" is not a task list status. Use "draft", "active", "done" or "cancelled".  [frontmatter-field]`,
      `${file}:14:1  error  This task item continues on the next line without indentation; a task item must be one line. Join the item onto one line.  [soft-wrapped-list-item]`,
      `${file}:23:1  error  This entry (2026-09-03T10:00:00.000Z) is newer than the one above it (line 19). Put the newest entry first.  [value-order]`,
      '',
    ]);
    expect(raw).toEqual({ code: 1, stdout: '# Docs Site Cleanup\n', stderr: parsed.stderr });
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ kind: 'parse-failure', ref: BROKEN_REF });
    expect(jsonOf(json).diagnostics).toHaveLength(3);
  });
});
