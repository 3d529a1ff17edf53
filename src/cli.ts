#!/usr/bin/env node
/**
 * The `specmgr` command (package `bin`): the process around
 * {@link main} — real streams, working directory and environment, and the
 * exit code. The process is never ended with `process.exit`, so output
 * still buffered for a slow pipe is written before it exits.
 *
 * @packageDocumentation
 */

import type { CliIO } from './cli/command.js';
import { main } from './cli/main.js';

// A reader that stops early (`specmgr list req | head`) is not an error of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

const io: CliIO = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
};

process.exitCode = await main(process.argv.slice(2), io);
