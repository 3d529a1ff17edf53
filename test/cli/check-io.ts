/**
 * A CliIO that keeps what a command writes, for running `checkCommand`
 * in-process.
 */
import type { CliIO } from '../../src/cli/command.js';

/** The io and what was written to it. */
export type RecordedIO = { io: CliIO; stdout: () => string; stderr: () => string };

/** An io with the given working directory and environment. */
export function recordingIO(cwd: string, options: { env?: Record<string, string>; stderrIsTTY?: boolean } = {}): RecordedIO {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    cwd,
    env: options.env ?? {},
    stdoutIsTTY: false,
    stderrIsTTY: options.stderrIsTTY ?? false,
  };
  return { io, stdout: () => out, stderr: () => err };
}
