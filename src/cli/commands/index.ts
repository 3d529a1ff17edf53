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
// MERGE (lead): import { checkCommand } from './check.js';   — from branch h/check
// MERGE (lead): import { mcpCommand } from './mcp.js';       — from branch h/mcp

/**
 * Every command; the dispatcher finds a command here by its name.
 *
 * @example
 * ```ts
 * commands.map((command) => command.name); // ['validate', 'list', 'get', 'new', 'board']
 * ```
 */
export const commands: readonly CommandSpec[] = [
  // MERGE (lead): checkCommand,
  validateCommand,
  listCommand,
  getCommand,
  newCommand,
  boardCommand,
  // MERGE (lead): mcpCommand,
];
