/**
 * `specmgr mcp [root]`: the document tools, the board and the document
 * resources served over stdio to an MCP client. Stdout carries protocol
 * messages only; the one log line goes to stderr.
 *
 * @packageDocumentation
 */

import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import packageJson from '../../../package.json' with { type: 'json' };
import { createBoard, documentTypes, UsageError } from '../../index.js';
import { importPeer, registerSpecmgrTools } from '../../mcp/index.js';
import { EXIT, type CommandSpec } from '../command.js';
import { openRoot } from '../open.js';

const USAGE = `usage: specmgr mcp [root] [--toolset full|compact] [--types a,b] [--messages default|reference] [--lenient] [--trace]

Serve the specification documents under root (default: the current folder)
to an MCP client over stdio: the document tools, the task board and the
documents as resources (specmgr://<type>/<id>).

  --toolset full|compact   full (default): the reference's tools per type
                           (list_tsk, get_tsk, …); compact: one tool per
                           operation taking a type (list, get, create, …)
  --types a,b              only these document types (default: all 13)
  --messages default|reference
                           the words of every text (default: default)
  --reference-messages     the same as --messages reference
  --lenient                also read the older document forms (with warnings)
  --trace                  also serve the traceability tools trace_matrix,
                           suspect_links and impact_of

The layout comes from SPECMGR_DOCS_DIR, SPECMGR_ADR_DIR and SPECMGR_FEAT_DIR.
`;

const INSTRUCTIONS =
  'Specification documents as Markdown with YAML frontmatter. Find documents with list_<type> (or list), ' +
  'read a template or example before create_<type>, and read with raw and numbered before update with offset and limit. ' +
  'task_* tools work the task board.';

function choice(name: string, value: unknown, allowed: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && allowed.includes(value)) return value;
  throw new UsageError('invalid-arguments', `--${name} takes ${allowed.join(' or ')}, got ${JSON.stringify(value)}`);
}

function typesOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const known = Object.keys(documentTypes);
  const types = String(value).split(',').map((type) => type.trim()).filter((type) => type !== '');
  const unknown = types.filter((type) => !known.includes(type));
  if (types.length === 0 || unknown.length > 0) {
    throw new UsageError('unknown-type', `--types takes a comma-separated list of ${known.join(', ')}; got ${JSON.stringify(value)}`);
  }
  return types;
}

function rootOf(positionals: readonly string[], cwd: string): string {
  if (positionals.length > 1) throw new UsageError('invalid-arguments', `specmgr mcp takes one root folder, got ${positionals.length}: ${positionals.join(' ')}`);
  const root = resolve(cwd, positionals[0] ?? '.');
  if (statSync(root, { throwIfNoEntry: false })?.isDirectory() !== true) {
    throw new UsageError('invalid-arguments', `the root ${JSON.stringify(positionals[0] ?? '.')} is not a folder (resolved to ${root})`);
  }
  return root;
}

/**
 * `specmgr mcp [root]`. Resolves with exit code 0 when the client closes
 * stdin. Decision: without `--messages` the texts are the library's
 * default words, as in every other command; `--messages reference` (or
 * `--reference-messages`) selects the reference's texts for clients
 * written against it.
 *
 * @example
 * ```ts
 * await mcpCommand.run({ values: { toolset: 'compact' }, positionals: ['specs'] }, io);
 * ```
 */
export const mcpCommand: CommandSpec = {
  name: 'mcp',
  summary: 'Serve the documents and the task board to an MCP client over stdio',
  usage: USAGE,
  options: {
    toolset: { type: 'string' },
    types: { type: 'string' },
    messages: { type: 'string' },
    'reference-messages': { type: 'boolean' },
    lenient: { type: 'boolean' },
    trace: { type: 'boolean' },
  },
  run: async ({ values, positionals }, io) => {
    if (values['help'] === true) {
      io.stdout(USAGE);
      return EXIT.ok;
    }
    const toolset = choice('toolset', values['toolset'], ['full', 'compact']) as 'full' | 'compact' | undefined;
    const named = choice('messages', values['messages'], ['default', 'reference']);
    if (named === 'default' && values['reference-messages'] === true) {
      throw new UsageError('invalid-arguments', '--messages default and --reference-messages contradict each other; give one');
    }
    const messages = values['reference-messages'] === true ? 'reference' : ((named ?? 'default') as 'default' | 'reference');
    const types = typesOf(values['types']);
    const root = rootOf(positionals, io.cwd);
    const [{ McpServer }, { StdioServerTransport }] = await Promise.all([
      importPeer(() => import('@modelcontextprotocol/sdk/server/mcp.js')),
      importPeer(() => import('@modelcontextprotocol/sdk/server/stdio.js')),
    ]);
    const { repo } = openRoot(root, io, values['lenient'] === true ? 'lenient' : 'strict', messages);
    const server = new McpServer({ name: 'specmgr', version: packageJson.version }, { instructions: INSTRUCTIONS });
    const registered = await registerSpecmgrTools(server, {
      repo,
      board: createBoard(repo),
      toolset: toolset ?? 'full',
      messages,
      trace: values['trace'] === true,
      ...(types === undefined ? {} : { types }),
      // A bug, not a caller mistake: the operator gets the stack, the client a one-line internal error.
      onInternalError: (error, tool) => io.stderr(`specmgr mcp: ${tool} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
    });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((done) => {
      transport.onclose = () => done();
      // The client ends the session by closing our stdin.
      process.stdin.once('end', () => void server.close());
    });
    await server.connect(transport);
    io.stderr(`specmgr mcp: serving ${registered.tools.length} tools for ${root} over stdio\n`);
    await closed;
    return EXIT.ok;
  },
};
