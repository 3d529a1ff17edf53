/**
 * Opening the repository a command works on. Every command but `validate`
 * opens it here, so there is one place that decides storage, layout and
 * parse mode.
 *
 * @packageDocumentation
 */

import { resolve } from 'node:path';
import { createRepository, layoutFromEnv, type Mode, type Repository } from '../index.js';
import { nodeStorage } from '../node.js';
import type { CliIO } from './command.js';

/**
 * A repository over a folder on disk: the folder resolved against the
 * command's working directory, the layout from `SPECMGR_DOCS_DIR`,
 * `SPECMGR_ADR_DIR` and `SPECMGR_FEAT_DIR` of the command's environment.
 *
 * @param root - the `--root` value (default `.`), relative to `io.cwd` or absolute
 * @param io - the command's working directory and environment
 * @param mode - how documents are read (`strict` unless `--lenient`)
 * @param messages - the message profile of results and errors (`--messages`)
 * @returns the repository and the absolute root
 * @throws StorageError `root-missing` / `root-not-a-directory` for a root that is not a folder
 * @example
 * ```ts
 * const { repo } = openRoot(values.root ?? '.', io, values.lenient ? 'lenient' : 'strict', 'default');
 * ```
 */
export function openRoot(root: string, io: CliIO, mode: Mode, messages: 'default' | 'reference'): { repo: Repository; root: string } {
  const absolute = resolve(io.cwd, root);
  const repo = createRepository({ storage: nodeStorage(absolute), layout: layoutFromEnv({ ...io.env }), mode, messages });
  return { repo, root: absolute };
}
