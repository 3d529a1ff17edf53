/**
 * `registerSpecmgrTools(server, options)`: the document operations, the
 * ADR operations and the task board as tools of an `McpServer`, and the
 * documents as resources.
 *
 * @packageDocumentation
 */

import type { McpServer, RegisteredResourceTemplate, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Board } from '../board/index.js';
import { documentTypes } from '../domains/index.js';
import { UsageError } from '../errors/index.js';
import { resolveMessages, type MessageOption } from '../messages/index.js';
import type { Repository } from '../repository/index.js';
import { registerDocumentResources, DOCUMENT_URI_TEMPLATE } from './resources.js';
import { boardFailed, errorStructure, rootRelative, toolResult, toWire, writeFailed, type PathRewriter } from './results.js';
import { loadMcpSdk, type McpSdkImporter } from './sdk.js';
import { adrTools } from './tools-adr.js';
import { boardTools } from './tools-board.js';
import { traceTools } from './tools-trace.js';
import { compactTypeTools, typeTools } from './tools-documents.js';
import { sharedTools } from './tools-shared.js';
import type { ToolSpec } from './tool-spec.js';

/**
 * Options of {@link registerSpecmgrTools}.
 *
 * @example
 * ```ts
 * const options: SpecmgrToolsOptions = { repo, board: createBoard(repo), types: ['tsk', 'req'], toolset: 'compact' };
 * ```
 */
export type SpecmgrToolsOptions = {
  /** The repository the tools work on. */
  repo: Repository;
  /** The task board; without it there are no `task_*` tools. */
  board?: Board;
  /** The document types that get tools and resources (default: all 13, in canonical order). */
  types?: readonly string[];
  /**
   * `full` (default): the reference's tools, one set per type
   * (`list_tsk`, `get_tsk`, …). `compact`: one tool per operation taking
   * `type` (`list`, `get`, `create`, `template`, `example`, `parse`) beside
   * the shared, ADR and board tools.
   */
  toolset?: 'full' | 'compact';
  /**
   * The words of the texts the tools return: `'default'` or `'reference'`
   * (the reference's texts) or a profile. Result texts come from the
   * repository, so this must be the repository's profile
   * (`createRepository({ messages })`); default: the repository's.
   */
  messages?: MessageOption;
  /**
   * Called with an error that is no library error (a bug, not a caller
   * mistake) before the tool returns it as `internal-error`; e.g. to log
   * its stack on stderr. Default: nothing.
   */
  onInternalError?: (error: unknown, tool: string) => void;
  /**
   * Also register the traceability tools `trace_matrix`, `suspect_links`
   * and `impact_of` (issue 14). Default false, so the toolset stays the
   * reference's.
   */
  trace?: boolean;
};

/**
 * What {@link registerSpecmgrTools} registered.
 *
 * @example
 * ```ts
 * const registered = await registerSpecmgrTools(server, { repo });
 * registered.tools.includes('get_tsk'); // true
 * registered.remove();
 * ```
 */
export type SpecmgrTools = {
  /** The names of the registered tools, in registration order. */
  readonly tools: readonly string[];
  /** The URI template of the document resources. */
  readonly resourceTemplate: string;
  /** Remove every tool and the resource template from the server again. */
  remove(): void;
};

const KNOWN_TYPES = Object.keys(documentTypes);

function selectedTypes(types: unknown): string[] {
  if (types === undefined) return KNOWN_TYPES;
  const list = Array.isArray(types) ? (types as unknown[]) : [];
  const unknown = list.filter((type) => typeof type !== 'string' || !KNOWN_TYPES.includes(type));
  if (!Array.isArray(types) || list.length === 0 || unknown.length > 0) {
    throw new UsageError('unknown-type', `registerSpecmgrTools: types must be a non-empty list of ${KNOWN_TYPES.join(', ')}; got ${JSON.stringify(types)}`);
  }
  // Canonical order, whatever order the caller named them in.
  return KNOWN_TYPES.filter((type) => list.includes(type));
}

function checkOptions(options: SpecmgrToolsOptions): void {
  const repo = (options as Partial<SpecmgrToolsOptions> | null)?.repo;
  if (typeof repo !== 'object' || repo === null || typeof repo.list !== 'function') {
    throw new UsageError('invalid-arguments', 'registerSpecmgrTools: options.repo must be a repository (createRepository({ storage }))');
  }
  if (options.onInternalError !== undefined && typeof options.onInternalError !== 'function') {
    throw new UsageError('invalid-arguments', `registerSpecmgrTools: onInternalError must be a function, got ${typeof options.onInternalError}`);
  }
  if (options.trace !== undefined && typeof options.trace !== 'boolean') {
    throw new UsageError('invalid-arguments', `registerSpecmgrTools: trace must be a boolean, got ${typeof options.trace}`);
  }
  if (options.toolset !== undefined && options.toolset !== 'full' && options.toolset !== 'compact') {
    throw new UsageError('invalid-arguments', `registerSpecmgrTools: toolset must be 'full' or 'compact', got ${JSON.stringify(options.toolset)}`);
  }
  if (options.messages !== undefined && resolveMessages(options.messages) !== repo.messages) {
    throw new UsageError(
      'invalid-arguments',
      `registerSpecmgrTools: messages ${JSON.stringify(typeof options.messages === 'string' ? options.messages : resolveMessages(options.messages).name)} are not the repository's ("${repo.messages.name}"); ` +
        'create the repository with the same option: createRepository({ storage, messages })',
    );
  }
}

function toolsFor(options: SpecmgrToolsOptions, types: readonly string[]): ToolSpec[] {
  const { repo, board } = options;
  const documents = options.toolset === 'compact' ? compactTypeTools(repo, types) : types.flatMap((type) => typeTools(repo, type));
  const trace = options.trace === true ? traceTools(repo, types) : [];
  return [...documents, ...(types.includes('adr') ? adrTools(repo) : []), ...sharedTools(repo, types), ...trace, ...(board === undefined ? [] : boardTools(board))];
}

async function call(tool: ToolSpec, args: Record<string, unknown>, local: PathRewriter, onInternalError: SpecmgrToolsOptions['onInternalError']): Promise<CallToolResult> {
  try {
    const structured = toWire(await tool.run(args), local) as Record<string, unknown>;
    const failed = tool.outcome === 'write' ? writeFailed(structured) : tool.outcome === 'board' ? boardFailed(structured) : false;
    return toolResult(structured, failed);
  } catch (error) {
    const structured = errorStructure(error, local);
    if (structured.code === 'internal-error') onInternalError?.(error, tool.name);
    return toolResult(structured, true);
  }
}

/**
 * Register specmgr's tools and resources on an MCP server of
 * `@modelcontextprotocol/sdk`. Every tool has a zod input schema, an
 * output schema, a title, annotations and `structuredContent` (its text
 * content is the same JSON). A write that did not happen (failed
 * validation, conflict, invalid status, a document that does not parse, a
 * board result other than `ok`) and a thrown library error
 * (`{ kind: 'error', code, message }`) are `isError: true`; reading a
 * broken document is an ordinary result. Paths are relative to the root.
 *
 * @param server - the `McpServer`
 * @param options - repository, board, types, toolset, messages, onInternalError, trace
 * @returns the registered tool names and a way to remove them
 * @throws MissingPeerDependencyError when `@modelcontextprotocol/sdk` is not installed
 * @throws UsageError for a missing repository, an unknown type, toolset or messages option, or a tool name the server already has (nothing is registered then)
 * @example
 * ```ts
 * const server = new McpServer({ name: 'specs', version: '1.0.0' });
 * const repo = createRepository({ storage: nodeStorage('.') });
 * await registerSpecmgrTools(server, { repo, board: createBoard(repo) });
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function registerSpecmgrTools(server: McpServer, options: SpecmgrToolsOptions): Promise<SpecmgrTools> {
  return registerWithSdk(server, options);
}

/**
 * {@link registerSpecmgrTools} with the SDK imported by a given importer
 * (tests simulate a missing package with it).
 *
 * @param server - the `McpServer`
 * @param options - as for registerSpecmgrTools
 * @param importer - how to import the SDK; default the installed package
 * @returns the registered tool names and a way to remove them
 * @example
 * ```ts
 * await registerWithSdk(server, { repo }, () => import('@modelcontextprotocol/sdk/server/mcp.js'));
 * ```
 */
export async function registerWithSdk(server: McpServer, options: SpecmgrToolsOptions, importer?: McpSdkImporter): Promise<SpecmgrTools> {
  const sdk = await loadMcpSdk(importer);
  checkOptions(options);
  const types = selectedTypes(options.types);
  const local = rootRelative(String(options.repo.storage.absolute('')));
  const registered: (RegisteredTool | RegisteredResourceTemplate)[] = [];
  const names: string[] = [];
  const undo = (): void => {
    for (const item of registered) item.remove();
  };
  for (const tool of toolsFor(options, types)) {
    const config = {
      title: tool.title,
      description: tool.description,
      // Strict: a misspelt argument (`ifMatch` for `if_match`) is refused, not silently ignored.
      inputSchema: z.strictObject(tool.input),
      outputSchema: tool.output,
      annotations: { ...tool.hints, openWorldHint: false },
    };
    const handler = (args: Record<string, unknown> | undefined): Promise<CallToolResult> => call(tool, args ?? {}, local, options.onInternalError);
    try {
      registered.push(server.registerTool(tool.name, config, handler as never));
    } catch (error) {
      // All or nothing: a name the server already has leaves no half toolset behind.
      undo();
      throw new UsageError('invalid-arguments', `registerSpecmgrTools: the server already has a tool "${tool.name}" (${error instanceof Error ? error.message : String(error)}); register specmgr's tools on a server without it, or limit them with types or toolset`);
    }
    names.push(tool.name);
  }
  try {
    registered.push(registerDocumentResources(server, sdk, options.repo, types, local));
  } catch (error) {
    undo();
    throw error;
  }
  return { tools: names, resourceTemplate: DOCUMENT_URI_TEMPLATE, remove: undo };
}
