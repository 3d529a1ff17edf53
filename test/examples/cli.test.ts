// The CLI of examples/cli.mjs, bundled against the sources and run as a
// process on a copy of examples/specs.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../src/index.js';
import { bundleExample, copySpecs, removeDir, runCli, tempDir, type CliRun } from './helpers.js';

const RELEASE = '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f1';
const RELEASE_FILE = `docs/tsk/tsk-${RELEASE}-release-checklist-for-2-4.md`;
const BROKEN_TSK = 'tsk-9e2d4a70-1c3b-4f5e-8a6d-0b1c2d3e4f50-docs-site-cleanup';

let bundleDir: string;
let specs: string;
let script: string;
const cli = (...args: string[]): Promise<CliRun> => runCli(script, ['--root', specs, ...args], specs);
// The reference implementation's texts, as the expectations carried over from before the default profile.
const ref = (...args: string[]): Promise<CliRun> => cli('--messages', 'reference', ...args);

beforeAll(async () => {
  bundleDir = tempDir('cli-bundle');
  specs = copySpecs();
  script = await bundleExample('cli', bundleDir);
});

afterAll(() => {
  removeDir(bundleDir);
  removeDir(specs);
});

describe('list', () => {
  it('lists healthy and broken documents', async () => {
    const run = await cli('list', 'tsk');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^active +${RELEASE}  Release Checklist for 2\\.4$`, 'm'));
    expect(run.stdout).toContain(`BROKEN  ${BROKEN_TSK}`);
    expect(run.stderr).toBe('1 tsk document(s) do not parse\n');
  });

  it('filters by glob and prints JSON', async () => {
    const run = await cli('list', 'req', '--glob', '9C41*', '--json');
    expect(run.code).toBe(0);
    const page = JSON.parse(run.stdout);
    expect(page).toMatchObject({ kind: 'page', total: 1, errorCount: 0 });
    expect(page.results[0].id).toBe('9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591');
  });

  it('refuses an unknown type and options of other commands with exit code 2', async () => {
    const [unknown, misplaced, worded] = await Promise.all([ref('list', 'nope'), cli('list', 'tsk', '--raw'), cli('list', 'nope')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^error: unknown document type 'nope'; expected one of req, /);
    expect(worded.code).toBe(2);
    expect(worded.stderr).toMatch(/^error: unknown document type "nope"; expected one of req, /);
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toContain('option --raw does not apply to list');
  });
});

describe('get', () => {
  it('prints the parsed model, the raw body and numbered lines', async () => {
    const [parsed, raw, numbered] = await Promise.all([
      cli('get', 'tsk', RELEASE),
      cli('get', 'tsk', RELEASE, '--raw'),
      cli('get', 'tsk', RELEASE, '--numbered', '--limit', '2'),
    ]);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.stdout)).toMatchObject({ frontmatter: { id: RELEASE, status: 'active' }, body: { title: 'Release Checklist for 2.4' } });
    expect(raw.code).toBe(0);
    expect(raw.stdout.startsWith('# Release Checklist for 2.4\n\n')).toBe(true);
    expect(numbered.stdout).toBe('1: # Release Checklist for 2.4\n2: \n');
  });

  it('exits 1 for a broken or missing document and 2 for a bad ref', async () => {
    const [broken, missing, traversal] = await Promise.all([
      ref('get', 'tsk', BROKEN_TSK),
      ref('get', 'tsk', '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0'),
      ref('get', 'tsk', '../x'),
    ]);
    const worded = await cli('get', 'tsk', '../x');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("error frontmatter-field 5:1 tsk frontmatter block, field 'status' (document line 5)");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: no task list found with id '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0'\./);
    expect(traversal.code).toBe(2);
    expect(traversal.stderr).toBe("error: ref '../x' contains a path separator or a '..' traversal sequence; a bare ref is expected\n");
    expect(worded).toMatchObject({ code: 2, stderr: 'error: ref "../x" contains a path separator or a ".." traversal sequence; a bare ref is expected\n' });
  });

  it('speaks the default profile without --messages', async () => {
    const [broken, missing] = await Promise.all([cli('get', 'tsk', BROKEN_TSK), cli('get', 'tsk', '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^ {2}5:\d+ {2}error {2}.* {2}\[frontmatter-field\]$/m);
    expect(missing).toMatchObject({ code: 1, stderr: 'error: No task list found with id "3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f0".\n' });
    const wrong = await cli('--messages', 'klingon', 'list', 'tsk');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--messages takes default or reference, got "klingon"');
  });
});

describe('validate', () => {
  it('exits 0 for a valid file and 1 with formatted diagnostics for an invalid one', async () => {
    const file = `docs/tsk/${BROKEN_TSK}.md`;
    const [valid, invalid] = await Promise.all([cli('validate', 'tsk', RELEASE_FILE), ref('validate', 'tsk', file)]);
    expect(valid).toMatchObject({ code: 0, stdout: `${RELEASE_FILE}: valid tsk document\n` });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout.split('\n')).toEqual([
      `${file}: error frontmatter-field 5:1 tsk frontmatter block, field 'status' (document line 5): status must be one of ['active', 'cancelled', 'done', 'draft'], got 'in-progress'`,
      `${file}: error soft-wrapped-list-item 14:1 Task > Tasks > TaskItem (body line 4): soft-wrapped/lazy-continuation list items are not supported; fix: join the item text onto one physical line`,
      `${file}: error value-order 23:1 Task > RecentUpdates > UpdateEntry > timestamp (body line 13): entry '2026-09-03T10:00:00.000Z' is newer than the entry above it ('2026-09-01T10:00:00.000Z', body line 9); entries must run newest first`,
      `${file}: 3 error(s)`,
      '',
    ]);
  });

  it('validates a body with --body', async () => {
    writeFileSync(join(specs, 'body.md'), '# Sprint\n\n- [ ] item\n');
    const run = await ref('validate', 'tsk', 'body.md', '--body');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^body\.md: error body-no-match 3:1 Task > RecentUpdates: /);
  });

  it('exits 2 for a missing file, an unknown type or a missing argument', async () => {
    const runs = await Promise.all([cli('validate', 'tsk', 'nope.md'), cli('validate', 'nope', RELEASE_FILE), cli('validate', 'tsk')]);
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2]);
    const missing = runs[2]!;
    expect(missing.stderr).toContain('validate takes <type> <file>');
  });
});

describe('schema and check-links', () => {
  it('prints the JSON Schema of a type', async () => {
    const run = await cli('schema', 'feat');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(toJsonSchema('feat'));
  });

  it('reports link findings with exit code 1, and none with 0', async () => {
    const run = await ref('check-links');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^docs\/req\/req-9c41e7b2-[^:]+\.md: error dangling-reference \d+:\d+ no requirement found with id /m);
    expect(run.stdout).toMatch(/^\d+ finding\(s\)$/m);

    const plain = await cli('check-links');
    expect(plain.code).toBe(1);
    expect(plain.stdout).toMatch(/^docs\/req\/req-9c41e7b2-[^:]+\.md: \d+:\d+ {2}error {2}No requirement found with id "[0-9a-f-]+"\. {2}\[dangling-reference\]$/m);
    // The bare-UUID rule is named only for an id written with a domain prefix, which none of these is.
    expect(plain.stdout).not.toContain('domain prefix');
    expect(run.stdout).toContain('domain prefix');

    const empty = tempDir('cli-empty');
    try {
      // A folder with no collection folder in it is a finding, never a clean check.
      mkdirSync(join(empty, 'docs'));
      const none = await runCli(script, ['check-links'], empty);
      expect(none.code).toBe(1);
      expect(none.stdout).toMatch(/^\.: 1:1 {2}error {2}No collection folder was found under .*\. {2}\[no-collections\]\n1 finding\(s\)\n$/);
      mkdirSync(join(empty, 'docs', 'req'));
      const clean = await runCli(script, ['check-links'], empty);
      expect(clean).toMatchObject({ code: 0, stdout: 'no findings\n' });
    } finally {
      removeDir(empty);
    }
  });
});

describe('board', () => {
  it('adopts a list, pulls a task and finishes it', async () => {
    const adopted = await cli('board', 'adopt', RELEASE, '--agent', 'cli');
    expect(adopted).toMatchObject({ code: 0, stdout: 'adopted 4 task(s); task list 3b0f6c1e has 4 task(s) on the board\n' });

    const pulled = await cli('board', 'pull', '--agent', 'cli');
    expect(pulled.code).toBe(0);
    const [taskId] = pulled.stdout.split(' ');
    expect(pulled.stdout).toMatch(/^[0-9a-f]{8}  in_progress  Task 3: /);

    const done = await cli('board', 'done', taskId!, '--agent', 'cli', '--note', 'written');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(new RegExp(`^${taskId}  done  Task 3: `));

    const listed = await cli('board', 'list', '--agent', 'cli', '--owner', 'cli', '--json');
    expect(JSON.parse(listed.stdout)).toMatchObject({ status: 'ok', total: 1, tasks: [{ id: taskId, status: 'done', by: 'cli' }] });
  });

  it('needs --agent, and exits 1 for an answer other than ok', async () => {
    const noAgent = await cli('board', 'pull');
    expect(noAgent.code).toBe(2);
    expect(noAgent.stderr).toContain('board pull needs --agent <name>');
    const unknown = await cli('board', 'done', 'ffffffff', '--agent', 'cli');
    expect(unknown).toMatchObject({ code: 1, stderr: 'board: not_found: no task id starts with "ffffffff"\n' });
  });
});

describe('layout', () => {
  it('takes the folders from SPECMGR_DOCS_DIR', async () => {
    const root = tempDir('cli-layout');
    try {
      mkdirSync(join(root, 'specifications', 'tsk'), { recursive: true });
      copyFileSync(join(specs, RELEASE_FILE), join(root, 'specifications', 'tsk', 'release.md'));
      const [moved, defaults] = await Promise.all([
        runCli(script, ['list', 'tsk', '--root', root], undefined, { SPECMGR_DOCS_DIR: 'specifications' }),
        runCli(script, ['list', 'tsk', '--root', root]),
      ]);
      expect(moved.stdout).toMatch(new RegExp(`^active +${RELEASE}  Release Checklist`));
      expect(defaults.stdout).toBe('no tsk documents\n');
    } finally {
      removeDir(root);
    }
  });
});

describe('command line', () => {
  it('prints help with exit code 0 and refuses no or unknown commands with 2', async () => {
    const [help, ...refused] = await Promise.all([
      runCli(script, ['--help']),
      runCli(script, []),
      runCli(script, ['frobnicate']),
      runCli(script, ['list', 'tsk', '--bogus']),
      runCli(script, ['--root', join(specs, 'missing'), 'list', 'tsk']),
    ]);
    expect(help!.code).toBe(0);
    expect(help!.stdout).toContain('usage: node examples/cli.mjs');
    expect(refused.map((run) => run.code)).toEqual([2, 2, 2, 2]);
    expect(refused[2]!.stderr).toContain("Unknown option '--bogus'");
  });
});
