// The dispatcher in-process, with a fake CliIO and a registry of its own:
// how a command's outcome and errors become output and exit codes. (The
// built command is run as a child process in the other test files.)
import { describe, expect, it } from 'vitest';
import { EXIT, type CliIO, type CommandSpec } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { AlreadyExistsError, NotFoundError, StorageError, UsageError } from '../../src/index.js';

function fakeIO(env: Record<string, string> = {}): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    cwd: '/work/project',
    env,
    stdoutIsTTY: false,
    stderrIsTTY: false,
  };
  return io;
}

const throwing = (error: unknown): CommandSpec => ({
  name: 'boom',
  summary: 'throws what it is given',
  usage: 'usage: specmgr boom [--loud]',
  options: { loud: { type: 'boolean' } },
  run: async () => {
    throw error;
  },
});

describe('main', () => {
  it('passes the parsed options and positionals to the command and returns its exit code', async () => {
    const seen: unknown[] = [];
    const echo: CommandSpec = {
      name: 'echo',
      summary: 'prints its arguments',
      usage: 'usage: specmgr echo <word>... [--upper]',
      options: { upper: { type: 'boolean' }, times: { type: 'string' } },
      run: async (args, io) => {
        seen.push(args);
        io.stdout(`${args.positionals.join(' ')}\n`);
        return EXIT.problems;
      },
    };
    const io = fakeIO();
    expect(await main(['echo', 'a', '--upper', 'b', '--times', '2'], io, [echo])).toBe(EXIT.problems);
    expect(seen).toEqual([{ values: { upper: true, times: '2' }, positionals: ['a', 'b'] }]);
    expect(io.out).toBe('a b\n');
  });

  it('lists the commands of the registry it is given', async () => {
    const io = fakeIO();
    expect(await main(['--help'], io, [throwing(new Error('x'))])).toBe(EXIT.ok);
    expect(io.out).toContain('\ncommands:\n  boom  throws what it is given\n');
  });

  it.each([
    ['a UsageError', new UsageError('invalid-arguments', 'list: type must be a string'), EXIT.usage, "specmgr boom: list: type must be a string (see 'specmgr boom --help')\n"],
    ['a NotFoundError', new NotFoundError({ type: 'req', id: 'x', message: 'No requirement found with id "x".' }), EXIT.problems, 'specmgr boom: No requirement found with id "x".\n'],
    ['an AlreadyExistsError', new AlreadyExistsError({ path: 'docs/req/a.md', message: 'The variant exists.' }), EXIT.problems, 'specmgr boom: The variant exists.\n'],
    ['a StorageError', new StorageError({ code: 'lock-timeout', path: 'docs/tsk/a.md', message: 'could not lock docs/tsk/a.md within 10000 ms' }), EXIT.problems, 'specmgr boom: could not lock docs/tsk/a.md within 10000 ms\n'],
  ])('prints %s as one line with its exit code', async (_name, error, code, stderr) => {
    const io = fakeIO();
    expect(await main(['boom'], io, [throwing(error)])).toBe(code);
    expect(io.err).toBe(stderr);
    expect(io.out).toBe('');
  });

  it('calls an unexpected error an internal error, with the stack trace only under SPECMGR_DEBUG=1', async () => {
    const quiet = fakeIO();
    expect(await main(['boom'], quiet, [throwing(new TypeError('cannot read x'))])).toBe(EXIT.problems);
    expect(quiet.err).toBe('specmgr boom: internal error: cannot read x\nspecmgr boom: set SPECMGR_DEBUG=1 for the stack trace\n');
    const debug = fakeIO({ SPECMGR_DEBUG: '1' });
    await main(['boom'], debug, [throwing(new TypeError('cannot read x'))]);
    expect(debug.err).toMatch(/^specmgr boom: internal error: cannot read x\nTypeError: cannot read x\n {4}at /);
  });

  it('prints the usage for --help without running the command', async () => {
    const io = fakeIO();
    expect(await main(['boom', '--loud', '-h'], io, [throwing(new Error('ran'))])).toBe(EXIT.ok);
    expect(io.out).toBe('usage: specmgr boom [--loud]\n');
  });
});

describe('main help', () => {
  it('answers help for an unknown command like an unknown command', async () => {
    const io = fakeIO();
    expect(await main(['help', 'frob'], io, [throwing(new Error('x'))])).toBe(EXIT.usage);
    expect(io.err).toBe(`specmgr: unknown command "frob"; the commands are boom (see 'specmgr --help')\n`);
    const plain = fakeIO();
    expect(await main(['help'], plain, [throwing(new Error('x'))])).toBe(EXIT.ok);
    expect(plain.out.startsWith('usage: specmgr <command> [arguments] [options]\n')).toBe(true);
  });
});
