import { describe, expect, it } from 'vitest';
import { createRepository, memoryStorage, NotFoundError, UsageError } from '../../src/index.js';
import { ID, PATH, treeRepo } from './tree.js';

const hops = (path: readonly { from: string; relation: string; to: string }[]): string => path.map((s) => `${s.from} -${s.relation}-> ${s.to}`).join(' | ');

describe('impact', () => {
  it('lists the dependants of a requirement, nearest first, each with its path of relations', async () => {
    const { repo } = treeRepo();
    const result = await repo.impactOf('req', ID.reqA);
    expect(result.document?.path).toBe(`/${PATH.reqA}`);
    expect(result.dependants.map((d) => `${d.depth} ${d.document.type}:${d.document.id}: ${hops(d.path)}`)).toEqual([
      `1 feat:${ID.feat}: feat:${ID.feat} -implements-> req:${ID.reqA}`,
      `1 vcr:${ID.vcr1}: vcr:${ID.vcr1} -verifies-> req:${ID.reqA}`,
      `2 tsk:${ID.tsk}: tsk:${ID.tsk} -references-> feat:${ID.feat} | feat:${ID.feat} -implements-> req:${ID.reqA}`,
    ]);
  });

  it('stops at the given depth', async () => {
    const { repo } = treeRepo();
    const result = await repo.impactOf('req', ID.reqA, { depth: 1 });
    expect(result.dependants.map((d) => d.document.type)).toEqual(['feat', 'vcr']);
    expect(result.depth).toBe(1);
  });

  it('has no dependants for a document nothing refers to', async () => {
    const { repo } = treeRepo();
    expect((await repo.impactOf('req', ID.reqC)).dependants).toEqual([]);
  });

  it('walks a chain of 1,000 documents without growing the stack, and a cycle once', async () => {
    const n = 1000;
    const id = (i: number): string => `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    const files: Record<string, string> = {};
    for (let i = 0; i < n; i++) {
      const next = (i + 1) % n;
      files[`docs/req/req-${id(i)}-r.md`] =
        `---\nclassification: null\ncreated: '2026-11-01T09:00:00.000Z'\nid: ${id(i)}\nstatus: draft\ntype: req\nupdated: '2026-11-01T09:00:00.000Z'\nversion: 1.0.0\n---\n\n` +
        `# R${i}\n\nTHE system SHALL do ${i}.\n\n## Characteristics\n\n1. Security\n\n## Level\n\nMUST\n\n## Source\n\nTest\n\n` +
        `## Related Artifacts\n\n### Requirements\n\n- REQ ${id(next)}: R${next}\n`;
    }
    const repo = createRepository({ storage: memoryStorage(files) });
    expect(await repo.traceLinks()).toMatchObject({ unresolved: 0, broken: [] });
    const result = await repo.impactOf('req', id(0));
    expect(result.dependants).toHaveLength(n - 1);
    expect(result.dependants[0]?.document.id).toBe(id(n - 1));
    expect(result.dependants[n - 2]?.depth).toBe(n - 1);
    expect(result.dependants[n - 2]?.path).toHaveLength(n - 1);
  }, 60_000);

  it('refuses a bad depth before any storage access, and a missing document', async () => {
    const { repo } = treeRepo();
    await expect(repo.impactOf('req', ID.reqA, { depth: 0 })).rejects.toThrow(new UsageError('invalid-arguments', 'impactOf: option "depth" must be an integer of at least 1, got number 0'));
    await expect(repo.impactOf('req', '9f000000-0000-4000-8000-00000000000f')).rejects.toBeInstanceOf(NotFoundError);
  });
});
