/**
 * The commands of `specmgr`, in the order `specmgr --help` lists them.
 *
 * @packageDocumentation
 */

import type { CommandSpec } from '../command.js';
import { boardCommand } from './board.js';
import { getCommand } from './get.js';
import { listCommand } from './list.js';
import { newCommand } from './new.js';
import { validateCommand } from './validate.js';
import { checkCommand } from './check.js';
import { mcpCommand } from './mcp.js';
import { traceCommand } from './trace.js';

/**
 * Every command; the dispatcher finds a command here by its name.
 *
 * @example
 * ```ts
 * commands.map((command) => command.name); // ['validate', 'list', 'get', 'new', 'board']
 * ```
 */
export const commands: readonly CommandSpec[] = [
  checkCommand,
  validateCommand,
  listCommand,
  getCommand,
  newCommand,
  boardCommand,
  traceCommand,
  mcpCommand,
];
