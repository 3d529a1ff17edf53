/**
 * specmgr/mcp — the document operations and the task board as tools and
 * resources of an MCP server built with `@modelcontextprotocol/sdk`
 * (an optional peer dependency: install it beside specmgr). This entry
 * imports nothing from the SDK at load time; {@link registerSpecmgrTools}
 * imports it and fails with {@link MissingPeerDependencyError} (whose
 * message says what to install) when it is missing.
 *
 * @example
 * ```ts
 * import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * import { createBoard, createRepository } from 'specmgr';
 * import { nodeStorage } from 'specmgr/node';
 * import { registerSpecmgrTools } from 'specmgr/mcp';
 *
 * const repo = createRepository({ storage: nodeStorage('.') });
 * const server = new McpServer({ name: 'specs', version: '1.0.0' });
 * await registerSpecmgrTools(server, { repo, board: createBoard(repo) });
 * await server.connect(new StdioServerTransport());
 * ```
 *
 * @packageDocumentation
 */

export { DOCUMENT_URI_TEMPLATE, MissingPeerDependencyError, registerSpecmgrTools } from './mcp/index.js';
export type { SpecmgrTools, SpecmgrToolsOptions } from './mcp/index.js';
