import { describe, expect, it } from 'vitest';
import { relationOf } from '../../src/repository/trace/facts.js';
import { sectionAt } from '../../src/repository/trace/derive.js';
import { ID, PATH, textOf, treeRepo } from './tree.js';

const row = (l: { from: { type: string; id: string }; to: { type: string; id: string }; relation: string; section: string; line: number }): string =>
  `${l.from.type}:${l.from.id} -${l.relation}-> ${l.to.type}:${l.to.id} (${l.section || 'top'}, line ${l.line})`;

describe('link graph', () => {
  it('types every reference by the section it stands in', async () => {
    const { repo } = treeRepo();
    const result = await repo.traceLinks();
    expect(result.links.map(row)).toEqual([
      `tsk:${ID.tsk} -references-> vcr:${ID.vcr1} (tasks, line 13)`,
      `tsk:${ID.tsk} -references-> feat:${ID.feat} (tasks, line 14)`,
      `feat:${ID.feat} -implements-> req:${ID.reqA} (plan/requirements, line 21)`,
      `vcr:${ID.vcr1} -verifies-> req:${ID.reqA} (verifies/reference, line 15)`,
      `vcr:${ID.vcr2} -verifies-> req:${ID.reqB} (verifies/reference, line 15)`,
    ]);
    expect(result.unresolved).toBe(0);
    expect(result.broken).toEqual([]);
    expect(result.derived).toBe(7);
    expect(result.links[0]?.from.path).toBe(`/${PATH.tsk}`);
  });

  it('re-derives only the documents whose etag changed', async () => {
    const { repo, storage } = treeRepo();
    await repo.traceLinks();
    expect((await repo.traceLinks()).derived).toBe(0);
    const text = (await textOf(storage, PATH.tsk)) ?? '';
    await storage.writeAtomic(PATH.tsk, new TextEncoder().encode(text.replace(`Run VCR ${ID.vcr1}`, `Run VCR ${ID.vcr2}`)));
    const after = await repo.traceLinks();
    expect(after.derived).toBe(1);
    expect(after.links.map(row).slice(0, 1)).toEqual([`tsk:${ID.tsk} -references-> vcr:${ID.vcr2} (tasks, line 13)`]);
  });

  it('drops a deleted document and its links, and lists a broken one', async () => {
    const { repo, storage } = treeRepo();
    await repo.traceLinks();
    await storage.remove(PATH.vcr2);
    await storage.writeAtomic(PATH.tsk, new TextEncoder().encode('not a document'));
    const after = await repo.traceLinks();
    expect(after.links.map((l) => l.from.type)).toEqual(['feat', 'vcr']);
    expect(after.broken).toEqual([`/${PATH.tsk}`]);
    expect(after.derived).toBe(1);
  });

  it('counts references to documents that do not exist as unresolved', async () => {
    const { repo, storage } = treeRepo();
    const text = (await textOf(storage, PATH.tsk)) ?? '';
    await storage.writeAtomic(PATH.tsk, new TextEncoder().encode(text.replace(`Run VCR ${ID.vcr1}`, 'Run VCR 9f000000-0000-4000-8000-00000000000f')));
    const result = await repo.traceLinks();
    expect(result.unresolved).toBe(1);
    expect(result.links).toHaveLength(4);
  });
});

describe('relations per type', () => {
  it('reads the section path from the deepest field of the parse that holds the offset', () => {
    const fields = { '/frontmatter/id': { start: 4, end: 10 }, '/body': { start: 20, end: 90 }, '/body/plan': { start: 30, end: 80 }, '/body/plan/requirements': { start: 40, end: 60 }, '/body/plan/requirements/items/0': { start: 42, end: 50 } };
    expect([5, 25, 35, 45, 55, 85].map((offset) => sectionAt(fields, offset))).toEqual(['', '', 'plan', 'plan/requirements', 'plan/requirements', '']);
  });
  it('takes the longest matching section, then the type default, then references', () => {
    expect(relationOf('gol', 'relatedArtifacts/decisions')).toBe('decided-by');
    expect(relationOf('gol', 'relatedArtifacts/goals')).toBe('relates-to');
    expect(relationOf('sysrs', 'requirements/security')).toBe('includes');
    expect(relationOf('req', 'moreInformation')).toBe('references');
    expect(relationOf('host-type', 'anything')).toBe('references');
  });
});
