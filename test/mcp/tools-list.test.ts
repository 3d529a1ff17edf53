// tools/list of both toolsets: names, schemas, annotations, titles, and the
// bytes a client receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { jsonBytes, openSession, type Session } from './helpers.js';

const WHOLE_BODY = ['req', 'uc', 'tsk', 'qa', 'prb', 'gol', 'rsk', 'dec', 'sop', 'feat', 'vcr', 'sysrs'];
const SHARED = ['update', 'edit', 'set_classification', 'delete', 'validate', 'set_status', 'set_feat_id', 'list_references', 'list_incoming_references', 'check_links', 'mdformat'];
const ADR = ['create_adr', 'update_frontmatter', 'update_section', 'option_list', 'option_create', 'option_read', 'option_update', 'option_delete', 'validate_adr'];
const BOARD = ['task_list', 'task_pull', 'task_update', 'task_create'];

let full: Session;
let compact: Session;
let fullList: { tools: Tool[] };
let compactList: { tools: Tool[] };

beforeAll(async () => {
  [full, compact] = await Promise.all([openSession(), openSession({ toolset: 'compact' })]);
  [fullList, compactList] = await Promise.all([full.client.listTools(), compact.client.listTools()]);
});

afterAll(async () => {
  await Promise.all([full?.close(), compact?.close()]);
});

describe('the full toolset', () => {
  it("has the reference's 98 tools: five per whole-body type plus parse_<d>, list_adr and get_adr, the ADR, shared and board tools", () => {
    const perType = WHOLE_BODY.flatMap((t) => [`list_${t}`, `get_${t}`, `get_${t}_template`, `get_${t}_example`, `create_${t}`, `parse_${t}`]);
    const expected = [...perType, 'list_adr', 'get_adr', ...ADR, ...SHARED, ...BOARD];
    expect(fullList.tools.map((t) => t.name).sort()).toEqual([...expected].sort());
    expect(fullList.tools).toHaveLength(98);
    expect(full.registered.tools).toEqual(fullList.tools.map((t) => t.name));
  });

  it('gives every tool a title, a one-sentence description, an input and an output object schema and all four annotations', () => {
    for (const tool of fullList.tools) {
      expect(tool.title, tool.name).toMatch(/\S/);
      expect(tool.description, tool.name).toMatch(/^[A-Z][^]*\.$/);
      expect(tool.description!.length, tool.name).toBeLessThanOrEqual(100);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(Object.keys(tool.annotations ?? {}).sort(), tool.name).toEqual(['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint']);
      expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
    }
  });

  it('marks reads read-only and idempotent, deletes destructive, creates additive', () => {
    const hints = (name: string) => fullList.tools.find((t) => t.name === name)?.annotations;
    expect(hints('get_tsk')).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    expect(hints('list_vcr')).toMatchObject({ readOnlyHint: true });
    expect(hints('delete')).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(hints('create_req')).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(hints('set_status')).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(hints('task_pull')).toMatchObject({ readOnlyHint: false, idempotentHint: false });
  });

  it("takes the reference's parameter names", () => {
    const input = (name: string) => Object.keys((fullList.tools.find((t) => t.name === name)?.inputSchema.properties ?? {}) as object);
    expect(input('list_tsk')).toEqual(['max_results', 'offset', 'glob', 'language']);
    expect(input('get_tsk')).toEqual(['id', 'ref', 'raw', 'offset', 'limit', 'numbered', 'language', 'allow_broken']);
    expect(input('edit')).toEqual(['type', 'id', 'ref', 'old_str', 'new_str', 'replace_all', 'if_match', 'allow_broken', 'language']);
    expect(input('create_feat')).toEqual(['content', 'id']);
    expect(input('create_req')).toEqual(['content']);
    expect(input('task_update')).toEqual(['agent', 'task_id', 'status', 'note', 'force', 'if_updated_at']);
    expect(input('get_tsk_template')).toEqual([]);
  });

  it('lists the output kinds a tool can return', () => {
    const kinds = (name: string) => (fullList.tools.find((t) => t.name === name)?.outputSchema?.properties as Record<string, { enum?: string[] }>)['kind']?.enum;
    expect(kinds('get_tsk')).toEqual(['error', 'document', 'raw', 'parse-failure']);
    expect(kinds('create_req')).toEqual(['error', 'created', 'validation']);
  });
});

describe('the compact toolset', () => {
  it('has one generic tool per document operation, taking type, beside the ADR, shared and board tools', () => {
    expect(compactList.tools.map((t) => t.name)).toEqual(['list', 'get', 'template', 'example', 'create', 'parse', ...ADR, ...SHARED.slice(0, 5), 'set_status', 'set_feat_id', ...SHARED.slice(7), ...BOARD]);
    const get = compactList.tools.find((t) => t.name === 'get')!;
    expect((get.inputSchema.properties as Record<string, { enum?: string[] }>)['type']?.enum).toEqual([...WHOLE_BODY, 'adr']);
    expect(get.inputSchema.required).toEqual(['type']);
    const create = compactList.tools.find((t) => t.name === 'create')!;
    expect((create.inputSchema.properties as Record<string, { enum?: string[] }>)['type']?.enum).toEqual(WHOLE_BODY);
  });

  it('works like the per-type tools', async () => {
    const list = await compact.call('list', { type: 'tsk' });
    expect(list.isError).toBe(false);
    expect(list.structuredContent).toMatchObject({ kind: 'page', total: 2 });
  });
});

describe('tools/list bytes', () => {
  it('measures both toolsets: compact is less than half of full', () => {
    const fullBytes = jsonBytes(fullList);
    const compactBytes = jsonBytes(compactList);
    const sdkSchemaKeys = (JSON.stringify(fullList).match(/"\$schema":"[^"]*",?/g) ?? []).join('').length;
    const outputs = fullList.tools.reduce((n, t) => n + jsonBytes(t.outputSchema), 0);
    console.log(`tools/list bytes: full ${fullBytes} (${fullList.tools.length} tools; output schemas ${outputs}, "$schema" keys added by the SDK ${sdkSchemaKeys}), compact ${compactBytes} (${compactList.tools.length} tools)`);
    expect(compactBytes * 2).toBeLessThan(fullBytes);
    // The old hand-written server listed 98 tools without output schemas, annotations or titles in 54 KB.
    expect(compactBytes).toBeLessThan(54_000 / 2);
    expect(fullBytes / fullList.tools.length).toBeLessThan(800);
  });
});

describe('types', () => {
  it('limits the tools to the types named, in canonical order', async () => {
    const session = await openSession({ types: ['tsk', 'req'], board: false });
    try {
      const names = (await session.client.listTools()).tools.map((t) => t.name);
      expect(names.filter((n) => /_(req|tsk)(_|$)/.test(n))).toHaveLength(12);
      expect(names.slice(0, 2)).toEqual(['list_req', 'get_req']);
      expect(names).not.toContain('set_feat_id');
      expect(names).not.toContain('create_adr');
      expect(names).not.toContain('task_list');
      const status = (await session.client.listTools()).tools.find((t) => t.name === 'set_status')!;
      expect((status.inputSchema.properties as Record<string, { enum?: string[] }>)['type']?.enum).toEqual(['req', 'tsk']);
    } finally {
      await session.close();
    }
  });

  it('with adr only, leaves out the whole-body tools', async () => {
    const session = await openSession({ types: ['adr'], board: false });
    try {
      const names = (await session.client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(['list_adr', 'get_adr', ...ADR, 'set_status', 'list_references', 'list_incoming_references', 'check_links', 'mdformat']);
    } finally {
      await session.close();
    }
  });
});

describe('remove', () => {
  it('takes every tool and the resource template off the server again', async () => {
    const session = await openSession({ types: ['tsk'] });
    try {
      session.registered.remove();
      expect((await session.client.listTools()).tools).toEqual([]);
      expect((await session.client.listResourceTemplates()).resourceTemplates).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
