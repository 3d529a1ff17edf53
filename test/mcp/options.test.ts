// The options of registerSpecmgrTools, the missing peer dependency, the
// path rewriting, and the usage errors of `specmgr mcp`.
import { describe, expect, it } from 'vitest';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createRepository, memoryStorage, UsageError } from '../../src/index.js';
import { MissingPeerDependencyError, registerSpecmgrTools } from '../../src/mcp.js';
import { loadMcpSdk } from '../../src/mcp/sdk.js';
import { registerWithSdk } from '../../src/mcp/register.js';
import { rootRelative, toWire } from '../../src/mcp/results.js';
import { mcpCommand } from '../../src/cli/commands/mcp.js';
import type { CliIO } from '../../src/cli/command.js';
import { fixtureTree, IDS, openSession } from './helpers.js';

const server = () => new McpServer({ name: 'options-test', version: '1.0.0' });
const repo = () => createRepository({ storage: memoryStorage() });

const missingModule = () => {
  const error = new Error("Cannot find package '@modelcontextprotocol/sdk' imported from /app/node_modules/specmgr/dist/mcp.js") as Error & { code: string };
  error.code = 'ERR_MODULE_NOT_FOUND';
  return Promise.reject(error);
};

describe('the optional peer dependency', () => {
  it('a missing SDK fails with a message saying what to install', async () => {
    const failure = registerWithSdk(server(), { repo: repo() }, missingModule);
    await expect(failure).rejects.toBeInstanceOf(MissingPeerDependencyError);
    await expect(failure).rejects.toThrow('specmgr/mcp needs the package "@modelcontextprotocol/sdk" (1.x), which is not installed: npm install @modelcontextprotocol/sdk');
    await expect(failure).rejects.toMatchObject({ code: 'missing-peer-dependency', packageName: '@modelcontextprotocol/sdk' });
  });

  it('any other import failure is passed on as it is', async () => {
    const broken = new SyntaxError('Unexpected token');
    await expect(loadMcpSdk(() => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('the installed SDK is imported once', async () => {
    expect(await loadMcpSdk()).toBe(await loadMcpSdk());
  });
});

describe('options', () => {
  it('refuses a missing repository, an unknown type and an unknown toolset', async () => {
    await expect(registerSpecmgrTools(server(), {} as never)).rejects.toThrow(new UsageError('invalid-arguments', 'registerSpecmgrTools: options.repo must be a repository (createRepository({ storage }))'));
    await expect(registerSpecmgrTools(server(), { repo: repo(), types: ['tsk', 'todo'] })).rejects.toThrow(
      'registerSpecmgrTools: types must be a non-empty list of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr; got ["tsk","todo"]',
    );
    await expect(registerSpecmgrTools(server(), { repo: repo(), types: [] })).rejects.toThrow('registerSpecmgrTools: types must be a non-empty list of');
    await expect(registerSpecmgrTools(server(), { repo: repo(), toolset: 'tiny' as never })).rejects.toThrow("registerSpecmgrTools: toolset must be 'full' or 'compact', got \"tiny\"");
  });

  it('refuses a server that already has one of the tool names, and registers nothing', async () => {
    const mcpServer = server();
    mcpServer.registerTool('delete', { description: 'the host\'s own delete' }, () => ({ content: [] }));
    await expect(registerSpecmgrTools(mcpServer, { repo: repo(), types: ['tsk'] })).rejects.toThrow(
      'registerSpecmgrTools: the server already has a tool "delete" (Tool delete is already registered); register specmgr\'s tools on a server without it, or limit them with types or toolset',
    );
    // The names registered before the clash are gone again: a second try fails on the same name, not on list_tsk.
    await expect(registerSpecmgrTools(mcpServer, { repo: repo(), types: ['tsk'] })).rejects.toThrow('already has a tool "delete"');
  });

  it('refuses messages that are not the repository\'s, and says how to fix it', async () => {
    await expect(registerSpecmgrTools(server(), { repo: repo(), messages: 'reference' })).rejects.toThrow(
      'registerSpecmgrTools: messages "reference" are not the repository\'s ("default"); create the repository with the same option: createRepository({ storage, messages })',
    );
  });

  it("messages: 'reference' with a reference repository gives the reference's texts", async () => {
    const session = await openSession({ messages: 'reference', repoMessages: 'reference', types: ['tsk'] });
    try {
      const result = await session.call('set_status', { type: 'tsk', id: IDS.tsk, status: 'bogus' });
      expect(result.isError).toBe(true);
      expect(result.structuredContent.message).toBe("Invalid status 'bogus' for type 'tsk'. Allowed values: active, cancelled, done, draft");
    } finally {
      await session.close();
    }
  });
});

describe('internal errors', () => {
  it('a bug is an internal-error result, handed to onInternalError first', async () => {
    const real = repo();
    const failing = { ...real, list: () => Promise.reject(new TypeError('cannot read properties of undefined')) } as typeof real;
    const seen: [unknown, string][] = [];
    const mcpServer = server();
    await registerSpecmgrTools(mcpServer, { repo: failing, types: ['tsk'], onInternalError: (error, tool) => seen.push([error, tool]) });
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const client = new Client({ name: 'vitest', version: '1.0.0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([mcpServer.connect(b), client.connect(a)]);
    try {
      const result = await client.callTool({ name: 'list_tsk', arguments: {} });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toEqual({ kind: 'error', code: 'internal-error', message: 'internal error: cannot read properties of undefined' });
      expect(seen).toEqual([[expect.any(TypeError), 'list_tsk']]);
      const usage = await client.callTool({ name: 'get_tsk', arguments: { id: 'nope' } });
      expect(usage.structuredContent).toMatchObject({ kind: 'error', code: 'invalid-id' });
      expect(seen).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('refuses an onInternalError that is not a function', async () => {
    await expect(registerSpecmgrTools(server(), { repo: repo(), onInternalError: 'log' as never })).rejects.toThrow('registerSpecmgrTools: onInternalError must be a function, got string');
  });
});

describe('root-relative paths', () => {
  const local = rootRelative('/srv/specs');

  it('makes the root ".", a path below it relative, also inside a message', () => {
    expect(local('/srv/specs')).toBe('.');
    expect(local('/srv/specs/docs/tsk/a.md')).toBe('docs/tsk/a.md');
    expect(local('cannot read /srv/specs/docs/a.md: EACCES')).toBe('cannot read docs/a.md: EACCES');
    expect(local('root "/srv/specs" has no docs')).toBe('root "." has no docs');
  });

  it('makes path fields relative for a storage rooted at "/" (memoryStorage), leaving texts alone', () => {
    const memory = rootRelative('/');
    expect(memory.path('/docs/tsk/a.md')).toBe('docs/tsk/a.md');
    expect(memory.path('/')).toBe('.');
    expect(memory('No task list found at /docs/tsk/a.md')).toBe('No task list found at /docs/tsk/a.md');
    expect(toWire({ path: '/docs/a.md', params: { firstPath: '/docs/b.md' } }, memory)).toEqual({ path: 'docs/a.md', params: { first_path: 'docs/b.md' } });
  });

  it('a repository over memoryStorage shows root-relative paths too', async () => {
    const memoryRepo = repo();
    await memoryRepo.create('tsk', '# Sprint\n\n- [ ] One\n\n## Recent Updates\n\n### 2026-03-01T09:00:00.000Z - Created\n\nCreated.\n');
    const mcpServer = server();
    await registerSpecmgrTools(mcpServer, { repo: memoryRepo, types: ['tsk'] });
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const client = new Client({ name: 'vitest', version: '1.0.0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([mcpServer.connect(b), client.connect(a)]);
    try {
      const list = (await client.callTool({ name: 'list_tsk', arguments: {} })).structuredContent as { results: { path: string; id: string }[] };
      expect(list.results[0]?.path).toMatch(/^docs\/tsk\/tsk-[0-9a-f-]{36}-sprint\.md$/);
      const uri = `specmgr://tsk/${list.results[0]?.id}`;
      const read = await client.readResource({ uri });
      expect((read.contents[0] as { text: string }).text).toMatch(/^---\n[^]*# Sprint\n/);
    } finally {
      await client.close();
    }
  });

  it('leaves a sibling folder whose name starts like the root alone', () => {
    expect(local('/srv/specs-old/a.md')).toBe('/srv/specs-old/a.md');
    expect(local('/srv/specs2/a.md')).toBe('/srv/specs2/a.md');
  });

  it('puts keys in snake_case, body model keys too, and keeps document content as written', () => {
    const result = {
      maxResults: 5, path: '/srv/specs/docs/a.md', frontmatter: { 'decision-makers': ['/srv/specs'], someKey: 1 }, text: 'see /srv/specs/x',
      body: { recentUpdates: { entries: [{ timestamp: 't', text: 'moved /srv/specs/a' }] } },
    };
    expect(toWire(result, local)).toEqual({
      max_results: 5, path: 'docs/a.md', frontmatter: { 'decision-makers': ['/srv/specs'], someKey: 1 }, text: 'see /srv/specs/x',
      body: { recent_updates: { entries: [{ timestamp: 't', text: 'moved /srv/specs/a' }] } },
    });
  });
});

describe('specmgr mcp usage errors', () => {
  const io: CliIO = { stdout: () => undefined, stderr: () => undefined, cwd: fixtureTree, env: {}, stdoutIsTTY: false, stderrIsTTY: false };
  const run = (values: Record<string, unknown>, positionals: string[] = []) => mcpCommand.run({ values, positionals }, io);

  it('names the wrong option value and what it takes', async () => {
    await expect(run({ toolset: 'small' })).rejects.toThrow('--toolset takes full or compact, got "small"');
    await expect(run({ messages: 'python' })).rejects.toThrow('--messages takes default or reference, got "python"');
    await expect(run({ messages: 'default', 'reference-messages': true })).rejects.toThrow('--messages default and --reference-messages contradict each other; give one');
    await expect(run({ types: 'tsk,todo' })).rejects.toThrow('--types takes a comma-separated list of req, uc, tsk, qa, prb, gol, rsk, dec, sop, feat, vcr, sysrs, adr; got "tsk,todo"');
  });

  it('refuses a root that is not a folder, and more than one root', async () => {
    await expect(run({}, ['no-such-folder'])).rejects.toThrow(`the root "no-such-folder" is not a folder (resolved to ${fixtureTree}no-such-folder)`);
    await expect(run({}, ['a', 'b'])).rejects.toThrow('specmgr mcp takes one root folder, got 2: a b');
    await expect(run({}, ['no-such-folder'])).rejects.toBeInstanceOf(UsageError);
  });

  it('prints its usage for --help', async () => {
    let out = '';
    const code = await mcpCommand.run({ values: { help: true }, positionals: [] }, { ...io, stdout: (text) => (out += text) });
    expect(code).toBe(0);
    expect(out).toMatch(/^usage: specmgr mcp \[root\] /);
    expect(out).toBe(mcpCommand.usage);
  });
});
