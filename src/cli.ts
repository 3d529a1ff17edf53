#!/usr/bin/env node
// THROW-AWAY (not committed): runs only `specmgr mcp`, for the e2e test before the merge.
import { parseArgs } from 'node:util';
import { mcpCommand } from './cli/commands/mcp.js';
const [name, ...rest] = process.argv.slice(2);
if (name !== 'mcp') { process.stderr.write('only mcp\n'); process.exitCode = 2; }
else {
  const parsed = parseArgs({ args: rest, options: { ...mcpCommand.options, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  try {
    process.exitCode = await mcpCommand.run({ values: parsed.values as Record<string, unknown>, positionals: parsed.positionals }, {
      stdout: (t) => void process.stdout.write(t), stderr: (t) => void process.stderr.write(t), cwd: process.cwd(), env: process.env, stdoutIsTTY: false, stderrIsTTY: false });
  } catch (error) { process.stderr.write(`specmgr mcp: ${(error as Error).message}\n`); process.exitCode = 2; }
}
