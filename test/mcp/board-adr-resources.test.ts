// The board tools, the ADR tools and the document resources.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, openSession, PATHS, type Session } from './helpers.js';

let session: Session;

beforeAll(async () => {
  session = await openSession();
});

afterAll(async () => {
  await session?.close();
});

describe('board', () => {
  it('task_list lists the adopted tasks with snake_case fields', async () => {
    const result = await session.call('task_list', { agent: 'tester', status: 'todo' });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ status: 'ok', count: 2, total: 2, truncated: false });
    expect(result.structuredContent.tasks.map((t: { title: string }) => t.title).sort()).toEqual(['Run the session expiry check', 'Write the release notes']);
    expect(result.structuredContent.tasks[0]).toHaveProperty('created_at');
  });

  it('task_create, task_pull and task_update work one task through; done checks its box', async () => {
    const created = await session.call('task_create', { agent: 'tester', list: IDS.tsk, title: 'Tag the release', priority: 5 });
    expect(created.isError).toBe(false);
    expect(created.structuredContent).toMatchObject({ status: 'ok', task: { title: 'Tag the release', priority: 5, status: 'todo' } });
    const pulled = await session.call('task_pull', { agent: 'tester' });
    expect(pulled.structuredContent.task.id).toBe(created.structuredContent.task.id);
    const done = await session.call('task_update', { agent: 'tester', task_id: created.structuredContent.task.id.slice(0, 8), status: 'done' });
    expect(done.isError).toBe(false);
    expect(done.structuredContent).toMatchObject({ status: 'ok', task: { status: 'done', by: 'tester' } });
    expect(readFileSync(join(session.root, PATHS.tsk), 'utf8')).toMatch(/- \[x\] Tag the release <!-- task:/);
  });

  it('a board failure is isError with its structured result', async () => {
    const missing = await session.call('task_update', { agent: 'tester', task_id: 'ffff', status: 'done' });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toEqual({ status: 'not_found', message: 'no task id starts with "ffff"' });
    const invalid = await session.call('task_list', { agent: 'tester', before: 'yesterday' });
    expect(invalid.isError).toBe(true);
    expect(invalid.structuredContent.status).toBe('invalid');
  });

  it('a status outside the vocabulary is refused by the input schema', async () => {
    const result = await session.client.callTool({ name: 'task_update', arguments: { agent: 'tester', task_id: 'd2e2f300', status: 'finished' } });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool task_update:/);
  });
});

describe('ADR tools', () => {
  it('create_adr from snake_case models, then options and validation', async () => {
    const created = await session.call('create_adr', {
      frontmatter: { status: 'proposed', date: '2026-03-01' },
      body: {
        title: 'Use SQLite for the offline store',
        context_and_problem_statement: 'The field app needs a store that works offline.',
        considered_options: '- SQLite\n- IndexedDB',
        decision_outcome: 'Chosen option: "SQLite", because it runs everywhere.',
      },
    });
    expect(created.isError, JSON.stringify(created.structuredContent)).toBe(false);
    expect(created.structuredContent).toMatchObject({ kind: 'created', type: 'adr' });
    expect(created.structuredContent.path).toMatch(/^docs\/adr\/[0-9a-f-]{36}-use-sqlite-for-the-offline-store\.md$/);
    const id = created.structuredContent.id as string;

    const added = await session.call('option_create', { id, partial_title: 'Use IndexedDB', value: 'Browser only.' });
    expect(added.isError).toBe(false);
    const listed = await session.call('option_list', { id });
    expect(listed.structuredContent).toEqual({ kind: 'options', options: ['Option 1: Use IndexedDB'] });
    const read = await session.call('option_read', { id, full_title: 'Option 1: Use IndexedDB' });
    expect(read.structuredContent).toEqual({ kind: 'option', full_title: 'Option 1: Use IndexedDB', text: 'Browser only.' });
    const missing = await session.call('option_read', { id, full_title: 'Option 9: Nothing' });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({ kind: 'error', code: 'option-not-found' });
    const validated = await session.call('validate_adr', { id });
    expect(validated.structuredContent).toMatchObject({ kind: 'validation', valid: true });
    const section = await session.call('update_section', { id, key: 'decision_outcome', value: 'Chosen option: "SQLite".' });
    expect(section.structuredContent).toMatchObject({ kind: 'updated', written: true });
  });
});

describe('resources', () => {
  it('lists every document under specmgr://<type>/<id>, a broken one under its ref', async () => {
    const { resources } = await session.client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining([
      `specmgr://req/${IDS.req}`,
      `specmgr://tsk/${IDS.tsk}`,
      `specmgr://vcr/${IDS.vcr}`,
      `specmgr://feat/${IDS.feat}`,
      'specmgr://tsk/tsk-5a1c2d3e-0000-4000-8000-0000000000c2-broken-list',
    ]));
    expect(resources.find((r) => r.uri === `specmgr://req/${IDS.req}`)).toMatchObject({ name: 'req-5a1c2d3e-0000-4000-8000-0000000000a1-idle-sessions-expire', title: 'Idle Sessions Expire', mimeType: 'text/markdown' });
    const { resourceTemplates } = await session.client.listResourceTemplates();
    expect(resourceTemplates).toEqual([expect.objectContaining({ uriTemplate: 'specmgr://{type}/{id}', mimeType: 'text/markdown' })]);
  });

  it('reads the whole file, also of a document that does not parse', async () => {
    const read = await session.client.readResource({ uri: 'specmgr://tsk/tsk-5a1c2d3e-0000-4000-8000-0000000000c2-broken-list' });
    expect(read.contents).toEqual([{
      uri: 'specmgr://tsk/tsk-5a1c2d3e-0000-4000-8000-0000000000c2-broken-list',
      mimeType: 'text/markdown',
      text: readFileSync(join(session.root, PATHS.brokenTsk), 'utf8'),
    }]);
    const feat = await session.client.readResource({ uri: `specmgr://feat/${IDS.feat}` });
    expect((feat.contents[0] as { text: string }).text).toMatch(/^---\n[^]*id: feat-7-session-timeout\n[^]*# Feature: Session Timeout\n/);
  });

  it('a document that is not there, or a type not served, is a protocol error with a clear message', async () => {
    await expect(session.client.readResource({ uri: 'specmgr://req/5a1c2d3e-0000-4000-8000-0000000000ff' }))
      .rejects.toThrow('No requirement found with id "5a1c2d3e-0000-4000-8000-0000000000ff".');
    const narrow = await openSession({ types: ['req'] });
    try {
      await expect(narrow.client.readResource({ uri: `specmgr://tsk/${IDS.tsk}` }))
        .rejects.toThrow('no documents of type "tsk" are served here; the URI is specmgr://<type>/<id> with a type of req');
    } finally {
      await narrow.close();
    }
  });
});
