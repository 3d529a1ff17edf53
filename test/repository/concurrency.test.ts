import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/repository/index.js';
import { ID, storageKinds, tickingClock, tskDoc } from './helpers/fixtures.js';

const REF = `tsk-${ID.a}-task-list`;
const PATH = `docs/tsk/${REF}.md`;

describe.each(storageKinds)('§8.1 concurrency in one process with %s', (_name, make) => {
  it('20 concurrent range updates of one document are serialised: none is lost', async () => {
    const storage = await make({ [PATH]: tskDoc(ID.a) });
    const repo = createRepository({ storage, clock: tickingClock() });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => repo.update('tsk', ID.a, `- [ ] concurrent ${i}`, { offset: 4, limit: 0 })),
    );
    expect(results.every((r) => r.kind === 'updated' && r.written)).toBe(true);
    const doc = await repo.get('tsk', ID.a);
    if (doc.kind !== 'document') throw new Error('the document no longer parses');
    const items = (doc.body.tasks as { items: { text: string }[] }).items.map((item) => item.text);
    expect(items).toHaveLength(21);
    expect(new Set(items).size).toBe(21);
    expect(new Set(results.map((r) => r.kind === 'updated' && r.etag)).size).toBe(20);
  });

  it('20 concurrent updates with the same ifMatch: exactly one wins, the others get conflict', async () => {
    const storage = await make({ [PATH]: tskDoc(ID.a) });
    const repo = createRepository({ storage, clock: tickingClock() });
    const etag = (await repo.get('tsk', ID.a)).etag;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => repo.setClassification('tsk', { ref: REF }, `class ${i}`, { ifMatch: etag })),
    );
    expect(results.filter((r) => r.kind === 'updated')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'conflict' && r.reason === 'etag')).toHaveLength(19);
  });

  it('two repositories over one storage exclude each other too', async () => {
    const storage = await make({ [PATH]: tskDoc(ID.a) });
    const one = createRepository({ storage, clock: tickingClock() });
    const two = createRepository({ storage, clock: tickingClock('2027-01-01T00:00:00.000Z') });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? one : two).update('tsk', ID.a, `- [ ] r${i}`, { offset: 4, limit: 0 })),
    );
    const doc = await one.get('tsk', ID.a);
    expect(doc.kind === 'document' && (doc.body.tasks as { items: unknown[] }).items.length).toBe(11);
  });
});
