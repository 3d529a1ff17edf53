/**
 * The mcp layer: specmgr's operations as tools and resources of an MCP
 * server built with `@modelcontextprotocol/sdk`.
 *
 * @packageDocumentation
 */

export { registerSpecmgrTools } from './register.js';
export type { SpecmgrTools, SpecmgrToolsOptions } from './register.js';
export { MissingPeerDependencyError } from './sdk.js';
export { DOCUMENT_URI_TEMPLATE } from './resources.js';

// Used by the layers above (the specmgr mcp command).
export { importPeer } from './sdk.js';
