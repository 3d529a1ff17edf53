/**
 * specmgr/mcp — the document operations and the task board as tools and
 * resources of an MCP server built with `@modelcontextprotocol/sdk`
 * (an optional peer dependency: install it beside specmgr).
 *
 * @packageDocumentation
 */

export {};
