/**
 * In-process MCP sessions for the adapter tests: a temporary copy of the
 * fixture tree, a repository over it, an `McpServer` with specmgr's tools
 * and the SDK's own `Client`, linked by `InMemoryTransport`.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createBoard, createRepository, type MessageOption } from '../../src/index.js';
import { registerSpecmgrTools, type SpecmgrTools, type SpecmgrToolsOptions } from '../../src/mcp.js';
import { nodeStorage } from '../../src/node.js';

/** The fixture tree every session starts from. */
export const fixtureTree = fileURLToPath(new URL('../fixtures/mcp-tree/', import.meta.url));

/** Ids of the fixture documents. */
export const IDS = {
  req: '5a1c2d3e-0000-4000-8000-0000000000a1',
  vcr: '5a1c2d3e-0000-4000-8000-0000000000b1',
  tsk: '5a1c2d3e-0000-4000-8000-0000000000c1',
  brokenTsk: '5a1c2d3e-0000-4000-8000-0000000000c2',
  feat: 'feat-7-session-timeout',
} as const;

/** Root-relative paths of the fixture documents. */
export const PATHS = {
  tsk: 'docs/tsk/tsk-5a1c2d3e-0000-4000-8000-0000000000c1-release-checklist.md',
  brokenTsk: 'docs/tsk/tsk-5a1c2d3e-0000-4000-8000-0000000000c2-broken-list.md',
  req: 'docs/req/req-5a1c2d3e-0000-4000-8000-0000000000a1-idle-sessions-expire.md',
} as const;

/**
 * A fresh temporary folder (its real path) holding a copy of the fixture tree.
 *
 * @param tree - the folder to copy; null for an empty root
 */
export function copyFixtureTree(tree: string | null = fixtureTree): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'specmgr-mcp-')));
  if (tree !== null) cpSync(tree, root, { recursive: true });
  return root;
}

/** One connected session. */
export type Session = {
  client: Client;
  server: McpServer;
  root: string;
  registered: SpecmgrTools;
  /** Call a tool; the result with its structured content. */
  call: (name: string, args?: Record<string, unknown>) => Promise<CallToolResult & { structuredContent: Record<string, any> }>;
  close: () => Promise<void>;
};

/** Options of a session: the adapter's, without the repository, plus the repository's messages. */
export type SessionOptions = Omit<SpecmgrToolsOptions, 'repo' | 'board'> & { board?: boolean; repoMessages?: MessageOption; tree?: string | null };

/**
 * Open a session on a fresh copy of the fixture tree.
 *
 * @param options - toolset, types, messages; `board: false` leaves the board out; `tree: null` starts from an empty root
 * @returns the session
 */
export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const { board = true, repoMessages, tree, ...adapter } = options;
  const root = copyFixtureTree(tree);
  const repo = createRepository({ storage: nodeStorage(root), ...(repoMessages === undefined ? {} : { messages: repoMessages }) });
  const server = new McpServer({ name: 'specmgr-test', version: '1.0.0' });
  const registered = await registerSpecmgrTools(server, { repo, ...(board ? { board: createBoard(repo) } : {}), ...adapter });
  const client = new Client({ name: 'vitest', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  // The client validates structured content against the output schemas it has listed.
  await client.listTools();
  return {
    client,
    server,
    root,
    registered,
    call: async (name, args = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent: Record<string, any> },
    close: async () => {
      await client.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The bytes of a JSON value as sent (UTF-8 of its JSON). */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}
