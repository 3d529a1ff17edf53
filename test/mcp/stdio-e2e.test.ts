// End to end: the built `specmgr mcp <root>` as a child process, driven by
// the SDK's own Client over stdio, on a temporary copy of the fixture tree.
// Needs `npm run build` first (npm test builds before the unit tests).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { built } from '../helpers/built.js';
import { copyFixtureTree, IDS, jsonBytes, PATHS } from './helpers.js';

type Structured = CallToolResult & { structuredContent: Record<string, any> };

async function start(root: string, ...options: string[]): Promise<{ client: Client; errors: Error[]; stderr: () => string }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [built('cli.js'), 'mcp', root, ...options], stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'vitest-e2e', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  return { client, errors, stderr: () => stderr };
}

let root: string;
let session: Awaited<ReturnType<typeof start>>;
const call = async (name: string, args: Record<string, unknown> = {}) => (await session.client.callTool({ name, arguments: args })) as Structured;

beforeAll(async () => {
  root = copyFixtureTree();
  session = await start(root);
});

afterAll(async () => {
  await session?.client.close();
  rmSync(root, { recursive: true, force: true });
});

describe('specmgr mcp over stdio', () => {
  it('introduces itself and logs one line to stderr only', async () => {
    expect(session.client.getServerVersion()).toMatchObject({ name: 'specmgr' });
    expect(session.client.getInstructions()).toMatch(/^Specification documents/);
    await expect.poll(session.stderr).toBe(`specmgr mcp: serving 98 tools for ${root} over stdio\n`);
  });

  it('tools/list: every tool has an input and an output schema', async () => {
    const list = await session.client.listTools();
    expect(list.tools).toHaveLength(98);
    for (const tool of list.tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    console.log(`tools/list bytes over stdio: full ${jsonBytes(list)}`);
  });

  it('get_tsk: parsed, raw, and a numbered window', async () => {
    const parsed = await call('get_tsk', { id: IDS.tsk });
    expect(parsed.isError).toBe(false);
    expect(parsed.structuredContent).toMatchObject({ kind: 'document', id: IDS.tsk, path: PATHS.tsk });
    expect(parsed.structuredContent.body.title).toBe('Release Checklist');

    const raw = await call('get_tsk', { id: IDS.tsk, raw: true });
    expect(raw.structuredContent.text).toMatch(/^# Release Checklist\n\n- \[x\] Freeze the release branch/);

    const window = await call('get_tsk', { id: IDS.tsk, raw: true, numbered: true, offset: 3, limit: 2 });
    expect(window.structuredContent.text).toBe(
      '3: - [x] Freeze the release branch <!-- task:d1e2f300-0000-4000-8000-000000000001 -->\n' +
        '4: - [ ] Run the session expiry check <!-- task:d2e2f300-0000-4000-8000-000000000002 -->\n',
    );
  });

  it('get_req and get_feat', async () => {
    const req = await call('get_req', { id: IDS.req });
    expect(req.structuredContent).toMatchObject({ kind: 'document', type: 'req', path: PATHS.req, frontmatter: { status: 'accepted' } });
    const feat = await call('get_feat', { id: IDS.feat });
    expect(feat.structuredContent).toMatchObject({ kind: 'document', type: 'feat', id: IDS.feat, path: '.specmgr/feat/feat-7-session-timeout/README.md' });
    expect(feat.structuredContent.body.title).toBe('Session Timeout');
  });

  it('list_vcr with a glob and a language', async () => {
    const english = await call('list_vcr', { glob: '5a1c2d3e-*' });
    expect(english.structuredContent.results.map((r: { title: string }) => r.title)).toEqual(['Session Expiry Check']);
    const german = await call('list_vcr', { glob: '5a1c2d3e-*', language: 'de' });
    expect(german.structuredContent.results).toEqual([
      expect.objectContaining({ id: IDS.vcr, title: 'Prüfung des Sitzungsablaufs', path: 'docs/vcr/de/vcr-5a1c2d3e-0000-4000-8000-0000000000b1-session-expiry-check.md' }),
    ]);
  });

  it('update with a range writes the lines', async () => {
    const result = await call('update', { type: 'tsk', id: IDS.tsk, offset: 1, limit: 1, content: '# Release Checklist for 2.5' });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'updated', written: true });
    expect(readFileSync(join(root, PATHS.tsk), 'utf8')).toContain('\n# Release Checklist for 2.5\n');
  });

  it('a failing create_req is isError with its structured validation result', async () => {
    const result = await call('create_req', { content: '# Only a title\n' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ kind: 'validation', valid: false });
    expect(result.structuredContent.errors[0].message).toMatch(/^req create \(body\): /);
  });

  it('task_list and task_pull', async () => {
    const list = await call('task_list', { agent: 'e2e' });
    expect(list.isError).toBe(false);
    expect(list.structuredContent).toMatchObject({ status: 'ok', total: 3 });
    const pulled = await call('task_pull', { agent: 'e2e' });
    expect(pulled.isError).toBe(false);
    expect(pulled.structuredContent).toMatchObject({ status: 'ok', task: { title: 'Run the session expiry check', status: 'in_progress', owner: 'e2e' } });
    const again = await call('task_pull', { agent: 'e2e' });
    expect(again.structuredContent.task.title).toBe('Write the release notes');
    const none = await call('task_pull', { agent: 'e2e' });
    expect(none.isError).toBe(true);
    expect(none.structuredContent.status).toBe('none');
  });

  it('reads a document as a resource: the whole file as Markdown', async () => {
    const listed = await session.client.listResources();
    expect(listed.resources.map((r) => r.uri)).toContain(`specmgr://req/${IDS.req}`);
    const read = await session.client.readResource({ uri: `specmgr://req/${IDS.req}` });
    expect(read.contents).toEqual([{ uri: `specmgr://req/${IDS.req}`, mimeType: 'text/markdown', text: readFileSync(join(root, PATHS.req), 'utf8') }]);
  });

  it('wrote nothing but protocol messages to stdout', () => {
    expect(session.errors).toEqual([]);
  });
});

describe('specmgr mcp --toolset compact', () => {
  it('lists the compact toolset, smaller', async () => {
    const compactRoot = copyFixtureTree();
    const compact = await start(compactRoot, '--toolset', 'compact', '--reference-messages');
    try {
      const list = await compact.client.listTools();
      expect(list.tools).toHaveLength(30);
      console.log(`tools/list bytes over stdio: compact ${jsonBytes(list)}`);
      const status = (await compact.client.callTool({ name: 'set_status', arguments: { type: 'tsk', id: IDS.tsk, status: 'bogus' } })) as Structured;
      expect(status.isError).toBe(true);
      // The reference's words.
      expect(status.structuredContent.message).toBe("Invalid status 'bogus' for type 'tsk'. Allowed values: active, cancelled, done, draft");
    } finally {
      await compact.client.close();
      rmSync(compactRoot, { recursive: true, force: true });
    }
  });
});

describe('specmgr mcp --trace', () => {
  it('also serves trace_matrix, suspect_links and impact_of', async () => {
    const traceRoot = copyFixtureTree();
    const traced = await start(traceRoot, '--trace');
    try {
      const names = (await traced.client.listTools()).tools.map((tool) => tool.name);
      expect(names).toHaveLength(101);
      expect(names).toEqual(expect.arrayContaining(['trace_matrix', 'suspect_links', 'impact_of']));
      const matrix = (await traced.client.callTool({ name: 'trace_matrix', arguments: { from: 'req', to: 'vcr' } })) as Structured;
      expect(matrix.isError).toBe(false);
      expect(matrix.structuredContent).toMatchObject({ kind: 'trace-matrix', from: 'req', to: 'vcr' });
      expect(matrix.structuredContent.rows.map((row: { document: { id: string } }) => row.document.id)).toEqual([IDS.req]);
    } finally {
      await traced.client.close();
      rmSync(traceRoot, { recursive: true, force: true });
    }
  });
});

describe('specmgr mcp as a process', () => {
  it('exits 0 when the client closes stdin, having written nothing to stdout', async () => {
    const child = spawn(process.execPath, [built('cli.js'), 'mcp', root, '--types', 'tsk'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (stderr.endsWith('over stdio\n')) child.stdin.end();
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: '', stderr: `specmgr mcp: serving 20 tools for ${root} over stdio\n` });
  });
});
