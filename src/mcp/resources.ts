/**
 * Documents as MCP resources: the template `specmgr://{type}/{id}`, whose
 * list names every document of the selected types and whose read returns
 * the file's Markdown (frontmatter included).
 *
 * @packageDocumentation
 */

import type { McpServer, RegisteredResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { NotFoundError, SpecmgrError, UsageError } from '../errors/index.js';
import type { DocSummary, Repository } from '../repository/index.js';
import type { PathRewriter } from './results.js';
import type { McpSdkModule } from './sdk.js';

/**
 * The URI template of a document.
 *
 * @example
 * ```ts
 * const uri = DOCUMENT_URI_TEMPLATE.replace('{type}', 'tsk').replace('{id}', id);
 * ```
 */
export const DOCUMENT_URI_TEMPLATE = 'specmgr://{type}/{id}';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PAGE_SIZE = 100;

// A row's key in its URI: its id, or its ref when it does not parse (a
// folder-stored feature's ref is its id, the folder name).
const keyOf = (row: DocSummary): string => row.id ?? row.ref;
const targetOf = (key: string): { id: string } | { ref: string } => (UUID.test(key) ? { id: key } : { ref: key });

async function listAll(repo: Repository, types: readonly string[]): Promise<Resource[]> {
  const resources: Resource[] = [];
  for (const type of types) {
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await repo.list(type, { maxResults: PAGE_SIZE, offset });
      for (const row of page.results) {
        resources.push({ uri: `specmgr://${type}/${encodeURIComponent(keyOf(row))}`, name: row.ref, title: row.title, mimeType: 'text/markdown' });
      }
      if (!page.truncated || page.results.length === 0) break;
    }
  }
  return resources;
}

async function readDocument(repo: Repository, types: readonly string[], uri: URL, type: string, key: string, local: PathRewriter): Promise<ReadResourceResult> {
  if (!types.includes(type)) {
    throw new UsageError('unknown-type', `no documents of type "${type}" are served here; the URI is specmgr://<type>/<id> with a type of ${types.join(', ')}`);
  }
  const found = await repo.get(type, targetOf(key), { raw: true, allowBroken: true });
  const path = local.path(found.path);
  const bytes = await repo.storage.read(path);
  if (bytes === null) throw new NotFoundError({ type, ...targetOf(key), message: `${path} went away while it was read` });
  return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: new TextDecoder().decode(bytes) }] };
}

/**
 * Register the document resource template.
 *
 * @param server - the MCP server
 * @param sdk - the SDK module (for `ResourceTemplate`)
 * @param repo - the repository
 * @param types - the selected type tags
 * @param local - the path rewriter of the repository
 * @returns the registered template
 * @example
 * ```ts
 * registerDocumentResources(server, await loadMcpSdk(), repo, ['tsk'], rootRelative(root));
 * ```
 */
export function registerDocumentResources(
  server: McpServer,
  sdk: McpSdkModule,
  repo: Repository,
  types: readonly string[],
  local: PathRewriter,
): RegisteredResourceTemplate {
  const template = new sdk.ResourceTemplate(DOCUMENT_URI_TEMPLATE, { list: async () => ({ resources: await listAll(repo, types) }) });
  return server.registerResource(
    'specmgr-document',
    template,
    { title: 'Specification document', description: 'A document as Markdown with frontmatter.', mimeType: 'text/markdown' },
    async (uri, variables) => {
      const one = (value: string | string[] | undefined): string => decodeURIComponent((Array.isArray(value) ? value[0] : value) ?? '');
      try {
        return await readDocument(repo, types, uri, one(variables['type']), one(variables['id']), local);
      } catch (error) {
        // The protocol error carries the message only: keep it free of server paths.
        if (error instanceof SpecmgrError) error.message = local(error.message);
        throw error;
      }
    },
  );
}
