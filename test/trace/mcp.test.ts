// The traceability tools of the MCP adapter (registerSpecmgrTools({ trace: true })).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../mcp/helpers.js';
import { ID, TREE } from './tree.js';

let session: Session;
beforeAll(async () => {
  session = await openSession({ tree: TREE, trace: true, board: false });
});
afterAll(async () => {
  await session?.close();
});

describe('trace tools', () => {
  it('are registered only when asked for', async () => {
    expect(session.registered.tools.filter((n) => ['trace_matrix', 'suspect_links', 'impact_of'].includes(n))).toEqual(['trace_matrix', 'suspect_links', 'impact_of']);
    const plain = await openSession({ tree: TREE, board: false });
    try {
      expect(plain.registered.tools).not.toContain('trace_matrix');
    } finally {
      await plain.close();
    }
  });

  it('trace_matrix returns the matrix, and with format its rendering', async () => {
    const result = await session.call('trace_matrix', { from: 'req', to: 'vcr', format: 'csv' });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ kind: 'trace-matrix', from: 'req', to: 'vcr' });
    expect((result.structuredContent.rendered as string).split('\r\n')[3]).toBe(`${ID.reqC},Audit Log,draft,not required,,,,,`);
  });

  it('suspect_links and impact_of', async () => {
    const suspect = await session.call('suspect_links');
    expect(suspect.structuredContent).toMatchObject({ kind: 'suspect-links', links: [], confirmed: 0, unconfirmed: 5, state: { status: 'missing' } });
    const impact = await session.call('impact_of', { type: 'req', id: ID.reqA, depth: 1 });
    expect(impact.isError).toBe(false);
    expect((impact.structuredContent.dependants as { document: { type: string } }[]).map((d) => d.document.type)).toEqual(['feat', 'vcr']);
    const bad = await session.call('impact_of', { type: 'req', id: ID.reqA, depth: 0 });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ kind: 'error', message: 'impactOf: option "depth" must be an integer of at least 1, got number 0' });
  });
});
