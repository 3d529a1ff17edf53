// The MCP server of examples/mcp-server.mjs, bundled against the sources and
// spoken to over stdio, on a copy of examples/specs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTags } from '../helpers/statuses.js';
import { bundleExample, copySpecs, McpClient, removeDir, tempDir } from './helpers.js';

const RELEASE = '3b0f6c1e-52a4-4d8e-9f17-a2c4e6b8d0f1'; // the active task list of the samples
const BROKEN_TSK = 'tsk-9e2d4a70-1c3b-4f5e-8a6d-0b1c2d3e4f50-docs-site-cleanup';
const TSK_BODY = '# Sprint 12\n\n- [ ] Write the release notes\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted the task list.\n';

let bundleDir: string;
let specs: string;
let script: string;
let client: McpClient;

beforeAll(async () => {
  bundleDir = tempDir('mcp-bundle');
  specs = copySpecs();
  script = await bundleExample('mcp-server', bundleDir);
  client = new McpClient(script, ['--root', specs]);
});

afterAll(async () => {
  await client?.close();
  removeDir(bundleDir);
  removeDir(specs);
});

describe('protocol', () => {
  it('answers initialize with the protocol version, the tools capability and the server info', async () => {
    const response = await client.request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'vitest', version: '1.0.0' },
    });
    expect(response.error).toBeUndefined();
    expect(response.result).toMatchObject({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'specmgr' },
    });
    client.notify('notifications/initialized');
  });

  it('answers ping with an empty result, and a notification with nothing', async () => {
    const before = client.received.length;
    client.notify('notifications/cancelled', { requestId: 99 });
    const response = await client.request('ping');
    expect(response.result).toEqual({});
    // The only message since is the ping's answer.
    expect(client.received.slice(before)).toEqual([response]);
  });

  it('answers an unknown method with -32601 and malformed JSON with -32700', async () => {
    const unknown = await client.request('resources/list');
    expect(unknown.error?.code).toBe(-32601);

    const before = client.received.length;
    client.sendLine('{"jsonrpc": "2.0", "id": 1, "method": ');
    const after = await client.request('ping'); // answered after the parse error: messages are handled in order
    const [parseError] = client.received.slice(before);
    expect(parseError).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    expect(after.result).toEqual({});
  });

  it('answers an unknown tool with -32602', async () => {
    const response = await client.request('tools/call', { name: 'task_adopt', arguments: {} });
    expect(response.error?.code).toBe(-32602);
  });
});

describe('tools/list', () => {
  it('lists the reference tool names with JSON Schema inputs', async () => {
    const response = await client.request('tools/list');
    const tools = (response.result as { tools: { name: string; description: string; inputSchema: Record<string, any> }[] }).tools;
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining([
      'list_tsk', 'get_tsk', 'get_tsk_template', 'get_tsk_example', 'create_tsk',
      'update', 'edit', 'set_status', 'set_classification', 'delete', 'validate', 'list_references',
      'task_list', 'task_pull', 'task_update', 'task_create',
    ]));
    expect(new Set(names).size).toBe(names.length);
    // Every registered type has list/get; adr has no template or example.
    for (const type of documentTags) expect(names).toEqual(expect.arrayContaining([`list_${type}`, `get_${type}`]));
    expect(names).not.toContain('get_adr_template');
    expect(names).not.toContain('task_adopt');
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThan(10);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      for (const key of tool.inputSchema.required) expect(tool.inputSchema.properties).toHaveProperty(key);
    }
    const schema = (name: string) => tools.find((tool) => tool.name === name)!.inputSchema;
    expect(Object.keys(schema('list_tsk').properties)).toEqual(['max_results', 'offset', 'glob', 'language']);
    expect(Object.keys(schema('get_tsk').properties)).toEqual(expect.arrayContaining(['id', 'raw', 'offset', 'limit', 'numbered', 'language']));
    expect(schema('create_tsk').required).toEqual(['content']);
    expect(schema('update').required).toEqual(['type', 'content']);
    expect(Object.keys(schema('edit').properties)).toEqual(expect.arrayContaining(['type', 'id', 'old_str', 'new_str', 'replace_all']));
    expect(Object.keys(schema('set_status').properties)).toEqual(expect.arrayContaining(['type', 'id', 'status', 'superseded_by']));
    expect(Object.keys(schema('task_list').properties)).toEqual(['agent', 'status', 'owner', 'limit', 'before']);
    expect(Object.keys(schema('task_update').properties)).toEqual(expect.arrayContaining(['agent', 'task_id', 'status', 'note', 'force']));
    expect(schema('task_create').properties.depends_on).toMatchObject({ type: 'array', items: { type: 'string' } });
  });
});

describe('documents', () => {
  it('list_tsk returns rows, failed rows included, with snake_case fields', async () => {
    const page = await client.json('list_tsk');
    expect(page).toMatchObject({ kind: 'page', total: 2, offset: 0, max_results: 25, truncated: false, error_count: 1 });
    expect(page.results.map((row: { id: string | null }) => row.id)).toEqual([RELEASE, null]);
    expect(page.results[0]).toMatchObject({ title: 'Release Checklist for 2.4', status: 'active', error: null });
    expect(page.results[1]).toMatchObject({ ref: BROKEN_TSK, title: '<failed to parse>' });
    expect(page.results[1].error).toContain("got 'in-progress'");

    const filtered = await client.json('list_tsk', { glob: '3B0F*', max_results: 1 });
    expect(filtered).toMatchObject({ total: 1, error_count: 0, max_results: 1 });
    const risks = await client.json('list_rsk');
    expect(risks.results[0]).toHaveProperty('residual_zone');
  });

  it('get_tsk returns the parsed document, the raw body and numbered windows', async () => {
    const parsed = await client.json('get_tsk', { id: RELEASE });
    expect(parsed).toMatchObject({ kind: 'document', type: 'tsk', id: RELEASE, frontmatter: { status: 'active', type: 'tsk' } });
    expect(parsed.body.title).toBe('Release Checklist for 2.4');

    const raw = await client.json('get_tsk', { id: RELEASE, raw: true });
    expect(raw.kind).toBe('raw');
    expect(raw.text.startsWith('# Release Checklist for 2.4\n')).toBe(true);
    expect(raw.text.endsWith('\n')).toBe(false);

    const window = await client.json('get_tsk', { id: RELEASE, raw: true, numbered: true, offset: 1, limit: 3 });
    expect(window.text).toBe(`1: # Release Checklist for 2.4\n2: \n3: ${raw.text.split('\n')[2]}\n`);

    const byRef = await client.json('get_tsk', { ref: BROKEN_TSK });
    expect(byRef).toMatchObject({ kind: 'parse-failure', ref: BROKEN_TSK });
  });

  it('returns templates and examples as Markdown', async () => {
    const template = await client.call('get_tsk_template');
    expect(template.isError).toBe(false);
    expect(template.content[0]!.text.startsWith('---\n')).toBe(true);
    const example = await client.call('get_req_example');
    expect(example.content[0]!.text).toMatch(/^---\n[\s\S]*\ntype: req\n/);
  });

  it('creates, updates, edits, sets the status of and deletes a task list', async () => {
    const created = await client.json('create_tsk', { content: TSK_BODY });
    expect(created).toMatchObject({ kind: 'created', type: 'tsk', frontmatter: { status: 'draft', version: '1.0.0' } });
    const id: string = created.id;
    expect(readFileSync(created.path, 'utf8')).toContain('# Sprint 12');

    // Range update: replace line 3 (the item), with the snippet.
    const numbered = await client.json('get_tsk', { id, raw: true, numbered: true });
    expect(numbered.text).toContain('3: - [ ] Write the release notes\n');
    const updated = await client.json('update', { type: 'tsk', id, content: '- [ ] Write the release notes\n- [ ] Tag the release', offset: 3, limit: 1 });
    expect(updated).toMatchObject({ kind: 'updated', written: true });
    expect(updated.snippet).toContain('+ 4: - [ ] Tag the release');
    expect(updated.etag).not.toBe(created.etag);

    const edited = await client.json('edit', { type: 'tsk', id, old_str: 'Tag the release', new_str: 'Tag and publish the release' });
    expect(edited).toMatchObject({ kind: 'updated', written: true });

    const active = await client.json('set_status', { type: 'tsk', id, status: 'active' });
    expect(active).toMatchObject({ written: true, frontmatter: { status: 'active' } });
    const again = await client.json('set_status', { type: 'tsk', id, status: 'active' });
    expect(again.written).toBe(false);
    const invalid = await client.json('set_status', { type: 'tsk', id, status: 'finished' });
    expect(invalid).toMatchObject({
      kind: 'invalid-status',
      allowed_values: ['active', 'cancelled', 'done', 'draft'],
      message: "Invalid status 'finished' for type 'tsk'. Allowed values: active, cancelled, done, draft",
    });

    const raw = await client.json('get_tsk', { id, raw: true });
    expect(raw.text).toBe(TSK_BODY.trimEnd().replace('- [ ] Write the release notes', '- [ ] Write the release notes\n- [ ] Tag and publish the release'));
    const classified = await client.json('set_classification', { type: 'tsk', id, classification: 'internal' });
    expect(classified.frontmatter.classification).toBe('internal');

    const rejected = await client.json('update', { type: 'tsk', id, content: '# Only a title\n' });
    expect(rejected).toMatchObject({ kind: 'validation', valid: false });
    expect(rejected.errors[0].message).toMatch(/^tsk update \(body\): /);

    const deleted = await client.json('delete', { type: 'tsk', id });
    expect(deleted).toMatchObject({ kind: 'deleted', type: 'tsk' });
    const gone = await client.call('get_tsk', { id });
    expect(gone.isError).toBe(true);
    expect(gone.content[0]!.text).toBe(
      `no task list found with id '${id}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'tsk-<uuid>').`,
    );
  });

  // The server's repository speaks `messages: 'reference'` (its tools are the reference's), so these are the reference texts.
  it('reports usage errors as tool errors with the library message', async () => {
    const badId = await client.call('get_tsk', { id: 'tsk-1' });
    expect(badId).toEqual({
      content: [{ type: 'text', text: "id 'tsk-1' is not a canonical lowercase-hex UUID (8-4-4-4-12); a server-generated UUID is expected" }],
      isError: true,
    });
    const window = await client.call('get_tsk', { id: RELEASE, offset: 2 });
    expect(window.content[0]!.text).toBe('offset/limit are only valid with raw=True, got offset=2, limit=None');
    const adr = await client.call('edit', { type: 'adr', id: RELEASE, old_str: 'a', new_str: 'b' });
    expect(adr.isError).toBe(true);
    expect(adr.content[0]!.text).toMatch(/^unknown document type 'adr'; .*\('adr' is not supported\)$/);
    const unknownArgument = await client.call('list_tsk', { maxResults: 5 });
    expect(unknownArgument.isError).toBe(true);
    expect(unknownArgument.content[0]!.text).toContain("unknown argument 'maxResults'");
    const wrongType = await client.call('get_tsk', { id: RELEASE, raw: 'yes' });
    expect(wrongType.isError).toBe(true);
    const missing = await client.call('create_tsk', {});
    expect(missing.content[0]!.text).toContain("missing required argument 'content'");
  });

  it('validates content and lists references', async () => {
    const valid = await client.json('validate', { type: 'tsk', content: TSK_BODY });
    expect(valid).toEqual({ kind: 'validation', valid: true, errors: [], diagnostics: [] });
    const invalid = await client.json('validate', { type: 'tsk', content: '# Sprint\n\n- [ ] item\n' });
    expect(invalid.valid).toBe(false);
    expect(invalid.errors[0].message).toMatch(/^tsk validate \(body\): /);
    expect(invalid.diagnostics[0]).toHaveProperty('document_line');

    const refs = await client.json('list_references', { type: 'req', id: '9c41e7b2-5d3a-4f08-b6e1-27a8d0c3f591' });
    expect(refs).toMatchObject({ kind: 'page' });
    expect(refs.total).toBeGreaterThan(0);
    expect(refs).toHaveProperty('error_count');
  });
});

describe('task board', () => {
  it('creates a task, pulls it, finishes it and lists it', async () => {
    const created = await client.json('task_create', {
      agent: 'vitest',
      list: RELEASE,
      title: 'Announce the release',
      description: 'Post to the mailing list.',
      priority: 5,
    });
    expect(created).toMatchObject({ status: 'ok', task: { status: 'todo', priority: 5, list: RELEASE, depends_on: [] } });
    const taskId: string = created.task.id;

    const pulled = await client.json('task_pull', { agent: 'vitest' });
    expect(pulled).toMatchObject({ status: 'ok', task: { id: taskId, status: 'in_progress', owner: 'vitest' } });

    const conflict = await client.json('task_update', { agent: 'other', task_id: taskId.slice(0, 8), status: 'done' });
    expect(conflict).toMatchObject({ status: 'conflict', owner: 'vitest' });

    const done = await client.json('task_update', { agent: 'vitest', task_id: taskId.slice(0, 8), status: 'done', note: 'sent' });
    expect(done).toMatchObject({ status: 'ok', task: { status: 'done', by: 'vitest' } });
    expect(done.task.notes).toEqual([expect.objectContaining({ by: 'vitest', text: 'sent' })]);

    const raw = await client.json('get_tsk', { id: RELEASE, raw: true });
    expect(raw.text).toContain(`- [x] Announce the release <!-- task:${taskId} -->`);

    const listed = await client.json('task_list', { agent: 'vitest', status: 'done' });
    expect(listed).toMatchObject({ status: 'ok', count: 1, total: 1, truncated: false });
    expect(listed.tasks[0]).toMatchObject({ id: taskId.slice(0, 8), by: 'vitest', title: 'Announce the release' });
    expect(listed.tasks[0]).toHaveProperty('updated_at');

    const none = await client.json('task_pull', { agent: 'vitest' });
    expect(none).toEqual({ status: 'none', message: 'no unblocked todo task on an active task list' });
    const unknown = await client.json('task_update', { agent: 'vitest', task_id: 'ffffffff', status: 'done' });
    expect(unknown.status).toBe('not_found');
  });
});

describe('process', () => {
  it('exits when stdin closes', async () => {
    const other = new McpClient(script, ['--root', specs, '--types', 'tsk']);
    const response = await other.request('tools/list');
    const names = (response.result as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(names).toContain('list_tsk');
    expect(names).not.toContain('list_req');
    expect(await other.close()).toBe(0);
  });
});
