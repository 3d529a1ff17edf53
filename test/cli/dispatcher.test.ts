// The specmgr command line itself: help, version, unknown commands and
// options, and how library errors reach the user.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/built.js';
import { copyFixture, emptyDir, removeDir, runCli } from './run-cli.js';

let tree: string;
beforeAll(() => {
  tree = copyFixture('tree');
});
afterAll(() => removeDir(tree));

describe('specmgr --help and --version', () => {
  it('lists every command of the registry with exit code 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n').slice(0, 1)).toEqual(['usage: specmgr <command> [arguments] [options]']);
    for (const name of ['check', 'validate', 'list', 'get', 'new', 'board', 'trace', 'mcp']) expect(run.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(run.stdout).toContain("Run 'specmgr <command> --help' for the arguments and options of a command.");
  });

  it('prints the package version', async () => {
    const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
    const run = await runCli(['--version']);
    expect(run).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('prints the usage of one command with <command> --help and help <command>', async () => {
    const [flag, word] = await Promise.all([runCli(['list', '--help']), runCli(['help', 'list'])]);
    expect(flag.code).toBe(0);
    expect(flag.stdout.startsWith('usage: specmgr list <type> [options]\n')).toBe(true);
    expect(flag.stdout).toContain('  --glob G ');
    expect(word).toEqual(flag);
  });

  it('prints the overview on stderr with exit code 2 when no command is given', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.startsWith('usage: specmgr <command>')).toBe(true);
  });
});

describe('mistakes on the command line exit with 2 and one line', () => {
  it('names the commands for an unknown command', async () => {
    const run = await runCli(['frobnicate']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `specmgr: unknown command "frobnicate"; the commands are check, validate, list, get, new, board, trace, mcp (see 'specmgr --help')\n`,
    });
  });

  it('says that options go after the command', async () => {
    const run = await runCli(['--root', '.', 'list', 'req']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("specmgr: unknown option --root (options go after the command); the commands are check, validate, list, get, new, board, trace, mcp (see 'specmgr --help')\n");
  });

  it('refuses an unknown option, a missing value and a value for a flag', async () => {
    const [unknown, missing, flag] = await Promise.all([
      runCli(['list', 'req', '--bogus', '--root', tree]),
      runCli(['list', 'req', '--root']),
      runCli(['list', 'req', '--json=yes', '--root', tree]),
    ]);
    expect(unknown).toEqual({ code: 2, stdout: '', stderr: "specmgr list: unknown option --bogus (see 'specmgr list --help')\n" });
    expect(missing).toEqual({ code: 2, stdout: '', stderr: "specmgr list: option --root needs a value (see 'specmgr list --help')\n" });
    expect(flag).toEqual({ code: 2, stdout: '', stderr: "specmgr list: option --json takes no value (see 'specmgr list --help')\n" });
  });

  it('names missing and extra arguments', async () => {
    const [missing, extra] = await Promise.all([runCli(['get', 'req', '--root', tree]), runCli(['list', 'req', 'tsk', '--root', tree])]);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: "specmgr get: missing <id|ref>; usage: specmgr get <type> <id|ref> (see 'specmgr get --help')\n" });
    expect(extra).toEqual({ code: 2, stdout: '', stderr: `specmgr list: unexpected argument "tsk"; usage: specmgr list <type> (see 'specmgr list --help')\n` });
  });

  it('refuses a number option that is not a whole number', async () => {
    const run = await runCli(['list', 'req', '--limit', 'ten', '--root', tree]);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `specmgr list: --limit takes a whole number of at least 1, got "ten" (see 'specmgr list --help')\n` });
  });
});

describe('library errors', () => {
  it('exits 2 for a usage error of the library (unknown type, traversal ref)', async () => {
    const [type, ref] = await Promise.all([runCli(['list', 'nope', '--root', tree]), runCli(['get', 'tsk', '../x', '--root', tree])]);
    expect(type.code).toBe(2);
    expect(type.stderr).toBe(
      `specmgr list: unknown document type "nope"; expected one of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr (see 'specmgr list --help')\n`,
    );
    expect(ref).toEqual({
      code: 2,
      stdout: '',
      stderr: `specmgr get: ref "../x" contains a path separator or a ".." traversal sequence; a bare ref is expected (see 'specmgr get --help')\n`,
    });
  });

  it('exits 1 with the message of a NotFoundError, without a stack trace', async () => {
    const run = await runCli(['get', 'req', '00000000-0000-4000-8000-00000000dead', '--root', tree]);
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'specmgr get: No requirement found with id "00000000-0000-4000-8000-00000000dead".\n' });
  });

  it('exits 2 for a --root that is missing or not a folder', async () => {
    const file = join(tree, 'notes', 'loose.md');
    const [missing, notDir] = await Promise.all([runCli(['list', 'req', '--root', join(tree, 'missing')]), runCli(['list', 'req', '--root', file])]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^specmgr list: .*missing.* \(see 'specmgr list --help'\)\n$/);
    expect(missing.stderr.split('\n')).toHaveLength(2);
    expect(notDir.code).toBe(2);
    expect(notDir.stderr).toMatch(/^specmgr list: .*loose\.md.*\n$/);
  });

  it('adds the stack trace with SPECMGR_DEBUG=1', async () => {
    const run = await runCli(['get', 'req', '00000000-0000-4000-8000-00000000dead', '--root', tree], { env: { SPECMGR_DEBUG: '1' } });
    expect(run.code).toBe(1);
    const [first, second] = run.stderr.split('\n');
    expect(first).toBe('specmgr get: No requirement found with id "00000000-0000-4000-8000-00000000dead".');
    expect(second).toMatch(/^NotFoundError: /);
    expect(run.stderr).toMatch(/\n {4}at /);
  });

  it('exits 1 with the one-line message of a StorageError (a link that leaves the root)', async () => {
    const root = copyFixture('tree');
    const outside = emptyDir();
    try {
      writeFileSync(join(outside, 'secret.md'), 'not yours\n');
      symlinkSync(join(outside, 'secret.md'), join(root, 'docs', 'req', 'req-00000000-0000-4000-8000-0000000000aa-escape.md'));
      const run = await runCli(['get', 'req', 'req-00000000-0000-4000-8000-0000000000aa-escape', '--root', root]);
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: `specmgr get: path "docs/req/req-00000000-0000-4000-8000-0000000000aa-escape.md" resolves outside the root folder "${root}"\n`,
      });
    } finally {
      removeDir(root);
      removeDir(outside);
    }
  });
});
