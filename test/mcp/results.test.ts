// What the tools return: structured content and its JSON text, isError for
// a write that did not happen, library errors as results, root-relative paths.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, openSession, PATHS, type Session } from './helpers.js';

let session: Session;
const seen: unknown[] = [];

beforeAll(async () => {
  session = await openSession();
  const call = session.call;
  session.call = async (name, args) => {
    const result = await call(name, args);
    seen.push(result);
    return result;
  };
});

afterAll(async () => {
  await session?.close();
});

describe('reads', () => {
  it('returns the parsed document as structured content, its compact JSON as the text, with a root-relative path', async () => {
    const result = await session.call('get_tsk', { id: IDS.tsk });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'document', type: 'tsk', id: IDS.tsk, path: PATHS.tsk, frontmatter: { status: 'active' } });
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
    expect(result.structuredContent.body.title).toBe('Release Checklist');
    expect(result.structuredContent.body.tasks.items.map((t: { checked: boolean }) => t.checked)).toEqual([true, false, false]);
    expect(result.structuredContent.body.recent_updates.entries[0]).toMatchObject({ title: 'Created' });
  });

  it('returns a numbered window of the raw body', async () => {
    const result = await session.call('get_tsk', { id: IDS.tsk, raw: true, numbered: true, offset: 4, limit: 1 });
    expect(result.structuredContent).toMatchObject({ kind: 'raw', path: PATHS.tsk });
    expect(result.structuredContent.text).toBe('4: - [ ] Run the session expiry check <!-- task:d2e2f300-0000-4000-8000-000000000002 -->\n');
  });

  it('returns a document that does not parse as an ordinary parse-failure result', async () => {
    const result = await session.call('get_tsk', { id: IDS.brokenTsk });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'parse-failure', path: PATHS.brokenTsk, id: IDS.brokenTsk });
    expect(result.structuredContent.error).toBe(
      'The status "in-progress" is not a task list status. Use "draft", "active", "done" or "cancelled".\n' +
        'Expected a "## Recent Updates" section here, but the body ends. Add a "## Recent Updates" section at the end of the body.',
    );
  });

  it('lists with snake_case fields, glob and language', async () => {
    const result = await session.call('list_vcr', { glob: '5a1c*', language: 'de' });
    expect(result.structuredContent).toMatchObject({ kind: 'page', total: 1, max_results: 25, error_count: 0 });
    expect(result.structuredContent.results).toEqual([
      expect.objectContaining({ id: IDS.vcr, title: 'Prüfung des Sitzungsablaufs', path: 'docs/vcr/de/vcr-5a1c2d3e-0000-4000-8000-0000000000b1-session-expiry-check.md' }),
    ]);
    const none = await session.call('list_vcr', { glob: 'ffff*' });
    expect(none.structuredContent).toMatchObject({ kind: 'page', total: 0, results: [] });
  });

  it('returns the packaged template as text', async () => {
    const result = await session.call('get_tsk_template');
    expect(result.structuredContent).toMatchObject({ kind: 'template', type: 'tsk' });
    expect(result.structuredContent.text).toMatch(/^---\n[^]*\ntype: tsk\n[^]*# Title of the Task List\n/);
  });

  it('validates content without storing it: an invalid body is a result, not an error', async () => {
    const result = await session.call('validate', { type: 'tsk', content: '# Only a title\n' });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'validation', valid: false });
  });
});

describe('writes', () => {
  it('splices a line range and returns the snippet; the file holds the new line', async () => {
    const read = await session.call('get_tsk', { id: IDS.tsk, raw: true });
    const result = await session.call('update', {
      type: 'tsk', id: IDS.tsk, offset: 5, limit: 1, if_match: read.structuredContent.etag,
      content: '- [ ] Write and publish the release notes <!-- task:d3e2f300-0000-4000-8000-000000000003 -->',
    });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'updated', written: true, path: PATHS.tsk });
    expect(result.structuredContent.snippet).toContain('Write and publish the release notes');
    expect(readFileSync(join(session.root, PATHS.tsk), 'utf8')).toContain('- [ ] Write and publish the release notes <!-- task:d3e2f300');
  });

  it('a body that does not validate: isError with the validation result, nothing written', async () => {
    const before = readFileSync(join(session.root, PATHS.req), 'utf8');
    const result = await session.call('update', { type: 'req', id: IDS.req, content: '# Title only\n' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ kind: 'validation', valid: false });
    expect(result.structuredContent.errors[0].message).toMatch(/^req update \(body\): /);
    expect(readFileSync(join(session.root, PATHS.req), 'utf8')).toBe(before);
  });

  it('a failing create: isError with the validation result', async () => {
    const result = await session.call('create_req', { content: '# Only a title\n' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent.kind).toBe('validation');
    expect(result.structuredContent.errors[0].message).toMatch(/^req create \(body\): Expected a paragraph here, but the body ends\. Add a paragraph at the end of the body\.\n/);
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
  });

  it('a stale etag: isError with the conflict', async () => {
    const result = await session.call('set_status', { type: 'req', id: IDS.req, status: 'implemented', if_match: 'stale' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ kind: 'conflict', reason: 'etag' });
  });

  it('an invalid status: isError with the allowed values', async () => {
    const result = await session.call('set_status', { type: 'tsk', id: IDS.tsk, status: 'bogus' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({
      kind: 'invalid-status', valid: false, type: 'tsk', status: 'bogus', allowed_values: ['active', 'cancelled', 'done', 'draft'],
      message: 'The status "bogus" is not allowed for a task list. Use "active", "cancelled", "done" or "draft".',
    });
  });

  it('a write on a document that does not parse: isError with the parse failure', async () => {
    const result = await session.call('set_status', { type: 'tsk', id: IDS.brokenTsk, status: 'done' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent.kind).toBe('parse-failure');
  });

  it('creates a document and returns where it is, relative to the root', async () => {
    const example = (await session.call('get_req_example')).structuredContent.text as string;
    const body = example.replace(/^---\n[^]*?\n---\n\n?/, '');
    const result = await session.call('create_req', { content: body });
    expect(result.isError).toBe(false);
    expect(result.structuredContent.kind).toBe('created');
    expect(result.structuredContent.path).toMatch(/^docs\/req\/req-[0-9a-f-]{36}-[a-z0-9-]+\.md$/);
    expect(readFileSync(join(session.root, result.structuredContent.path), 'utf8')).toContain(`id: ${result.structuredContent.id}`);
  });
});

describe('library errors', () => {
  it('a usage error is isError with its code and message', async () => {
    const result = await session.call('get_tsk', { id: 'nope' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({
      kind: 'error', code: 'invalid-id',
      message: 'id "nope" is not a canonical lowercase-hex UUID (8-4-4-4-12); pass the id from the document\'s frontmatter',
    });
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
  });

  it('a document that is not there is isError not-found', async () => {
    const result = await session.call('get_req', { id: '5a1c2d3e-0000-4000-8000-0000000000ff' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({ kind: 'error', code: 'not-found', message: 'No requirement found with id "5a1c2d3e-0000-4000-8000-0000000000ff".' });
  });

  it('a path outside the root names the root as "."', async () => {
    const result = await session.call('parse_tsk', { path: '../outside.md' });
    expect(result.structuredContent).toEqual({ kind: 'error', code: 'path-outside-root', message: 'path "../outside.md" resolves outside the root folder "."' });
  });

  it('arguments of the wrong JSON type are refused by the input schema', async () => {
    const result = await session.client.callTool({ name: 'get_tsk', arguments: { id: 42 } });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool get_tsk:/);
  });

  it('a misspelt argument is refused, not ignored', async () => {
    const result = await session.client.callTool({ name: 'set_status', arguments: { type: 'tsk', id: IDS.tsk, status: 'done', ifMatch: 'stale' } });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/^MCP error -32602: Input validation error: Invalid arguments for tool set_status: [^]*Unrecognized key: "ifMatch"/);
  });
});

describe('paths', () => {
  it('no result of this file names the absolute root', async () => {
    await session.call('get_feat', { id: IDS.feat });
    await session.call('list_tsk');
    await session.call('check_links');
    await session.call('list_incoming_references', { type: 'req', id: IDS.req });
    await session.call('list_references', { type: 'vcr', id: IDS.vcr });
    expect(seen.length).toBeGreaterThan(15);
    expect(JSON.stringify(seen)).not.toContain(session.root);
  });

  it('a link check of a root without collections names the root as "."', async () => {
    const empty = await openSession({ tree: null });
    try {
      const result = await empty.call('check_links');
      expect(result.isError).toBe(false);
      expect(result.structuredContent.diagnostics).toEqual([expect.objectContaining({ code: 'no-collections', path: '.' })]);
      expect(JSON.stringify(result)).not.toContain(empty.root);
    } finally {
      await empty.close();
    }
  });

  it('get_feat reads the feature in its folder', async () => {
    const result = await session.call('get_feat', { id: IDS.feat });
    expect(result.structuredContent).toMatchObject({ kind: 'document', id: IDS.feat, path: '.specmgr/feat/feat-7-session-timeout/README.md' });
  });
});
