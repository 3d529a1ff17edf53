import { describe, expect, it } from 'vitest';
import { readBoardFile, writeBoardFile } from '../../src/board/state-file.js';
import { createRepository, type Storage } from '../../src/repository/index.js';
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

/**
 * A storage that lets a "hand writer" (a program that ignores the locks)
 * change a file right before the repository's next write of it: the moment
 * the write-time check exists for.
 */
function handEditing(inner: Storage, path: string, edits: ((text: string) => string)[]): { storage: Storage; writes: () => number } {
  let writes = 0;
  const storage: Storage = {
    ...inner,
    read: (p) => inner.read(p),
    list: (d) => inner.list(d),
    remove: (p) => inner.remove(p),
    removeTree: (d) => inner.removeTree(d),
    rename: (a, b) => inner.rename(a, b),
    mkdirp: (d) => inner.mkdirp(d),
    lock: (k, o) => inner.lock(k, o),
    absolute: (p) => inner.absolute(p),
    async writeAtomic(p, bytes, options) {
      if (p === path) {
        writes++;
        const edit = edits.shift();
        if (edit !== undefined) {
          const current = new TextDecoder().decode((await inner.read(p)) ?? new Uint8Array());
          await inner.writeAtomic(p, new TextEncoder().encode(edit(current)));
        }
      }
      return inner.writeAtomic(p, bytes, options);
    },
  };
  if (inner.changeToken) storage.changeToken = (p) => (inner.changeToken as (p: string) => Promise<string | null>)(p);
  return { storage, writes: () => writes };
}

const appendLine = (line: string) => (text: string) => `${text}${line}\n`;

describe.each(storageKinds)('hand edits between read and write with %s', (_name, make) => {
  it('an update runs again on the new content: the hand edit survives and the update is applied', async () => {
    const { storage, writes } = handEditing(await make({ [PATH]: tskDoc(ID.a) }), PATH, [appendLine('Hand edit one.')]);
    const repo = createRepository({ storage, clock: tickingClock() });
    const result = await repo.update('tsk', ID.a, '- [ ] from the library', { offset: 4, limit: 0 });
    expect(result).toMatchObject({ kind: 'updated', written: true });
    const text = new TextDecoder().decode((await storage.read(PATH)) ?? new Uint8Array());
    expect(text).toContain('Hand edit one.');
    expect(text).toContain('- [ ] from the library');
    expect(writes()).toBe(2); // the first write was refused, the re-run wrote
    expect(result.kind === 'updated' && result.etag).toBe((await repo.get('tsk', ID.a)).etag);
  });

  it('setStatus and setClassification keep a hand edit made meanwhile', async () => {
    const { storage } = handEditing(await make({ [PATH]: tskDoc(ID.a) }), PATH, [appendLine('Hand edit A.'), appendLine('Hand edit B.')]);
    const repo = createRepository({ storage, clock: tickingClock() });
    expect(await repo.setStatus('tsk', ID.a, 'active')).toMatchObject({ kind: 'updated', written: true });
    expect(await repo.setClassification('tsk', ID.a, 'internal')).toMatchObject({ kind: 'updated', written: true });
    const text = new TextDecoder().decode((await storage.read(PATH)) ?? new Uint8Array());
    expect(text).toContain('Hand edit A.\nHand edit B.\n');
    expect(text).toContain('status: active');
    expect(text).toContain('classification: internal');
  });

  it('an ifMatch update returns conflict with the current etag, and writes nothing', async () => {
    const inner = await make({ [PATH]: tskDoc(ID.a) });
    const { storage } = handEditing(inner, PATH, [appendLine('Hand edit.')]);
    const repo = createRepository({ storage, clock: tickingClock(), messages: 'reference' });
    const etag = (await repo.get('tsk', ID.a)).etag;
    const result = await repo.update('tsk', ID.a, '- [ ] from the library', { offset: 4, limit: 0, ifMatch: etag });
    const now = await repo.get('tsk', ID.a, { raw: true });
    expect(result).toMatchObject({ kind: 'conflict', reason: 'etag', etag: now.etag });
    expect(result.kind === 'conflict' && result.message).toBe(
      `document changed: ifMatch '${etag}' does not match the current etag '${now.etag}'; nothing was written`,
    );
    const text = new TextDecoder().decode((await storage.read(PATH)) ?? new Uint8Array());
    expect(text).toBe(`${tskDoc(ID.a)}Hand edit.\n`);
  });

  it('a file that keeps changing fails with StorageError changed after 5 attempts, every hand edit kept', async () => {
    const edits = [1, 2, 3, 4, 5].map((n) => appendLine(`Hand edit ${n}.`));
    const { storage, writes } = handEditing(await make({ [PATH]: tskDoc(ID.a) }), PATH, edits);
    const repo = createRepository({ storage, clock: tickingClock() });
    await expect(repo.setStatus('tsk', ID.a, 'active')).rejects.toMatchObject({ name: 'StorageError', code: 'changed', path: PATH });
    expect(writes()).toBe(5);
    const text = new TextDecoder().decode((await storage.read(PATH)) ?? new Uint8Array());
    expect(text).toBe(`${tskDoc(ID.a)}${[1, 2, 3, 4, 5].map((n) => `Hand edit ${n}.\n`).join('')}`);
  });

  it('formatFile formats the new content when the file was edited by hand meanwhile', async () => {
    const messy = tskDoc(ID.a).replace('- [ ] Task 1', '*   [ ] Task 1');
    const { storage, writes } = handEditing(await make({ [PATH]: messy }), PATH, [appendLine('Hand edit.')]);
    const repo = createRepository({ storage, clock: tickingClock() });
    const result = await repo.formatFile(PATH);
    expect(result).toMatchObject({ kind: 'formatted', changed: true });
    const text = new TextDecoder().decode((await storage.read(PATH)) ?? new Uint8Array());
    expect(text).toContain('Hand edit.');
    expect(text).not.toContain('*   [ ]');
    expect(writes()).toBe(2);
  });

  it('the board state file: a change made meanwhile is kept and the board write re-applied on top', async () => {
    const layout = { docsDir: 'docs', adrDir: 'docs/adr', featDir: '.specmgr/feat' };
    const statePath = 'docs/tsk/.board.json';
    const inner = await make({ [statePath]: '{\n  "version": 1,\n  "tasks": {},\n  "agents": {}\n}\n' });
    const { storage } = handEditing(inner, statePath, [
      (text) => text.replace('"agents": {}', '"agents": {\n    "by-hand": "2026-08-30T08:00:00.000Z"\n  }'),
    ]);
    const read = await readBoardFile(storage, layout);
    if (!read.ok) throw new Error('the state file does not parse');
    read.file.agents['library'] = '2026-08-30T09:00:00.000Z';
    await writeBoardFile(storage, layout, read.file);
    const after = await readBoardFile(storage, layout);
    expect(after.ok && after.file.agents).toEqual({ 'by-hand': '2026-08-30T08:00:00.000Z', library: '2026-08-30T09:00:00.000Z' });
  });
});

describe.each(storageKinds)('a failed lock release with %s', (_name, make) => {
  it('never turns a completed write into an error, and never leaves the key held in this process', async () => {
    const inner = await make({ [PATH]: tskDoc(ID.a) });
    let failed = 0;
    const storage: Storage = {
      ...inner,
      read: (p) => inner.read(p),
      writeAtomic: (p, b, o) => inner.writeAtomic(p, b, o),
      list: (d) => inner.list(d),
      mkdirp: (d) => inner.mkdirp(d),
      absolute: (p) => inner.absolute(p),
      async lock(key, options) {
        const release = await inner.lock(key, options);
        return async () => {
          await release();
          failed++;
          throw new Error('release failed');
        };
      },
    };
    const repo = createRepository({ storage, clock: tickingClock() });
    expect(await repo.setStatus('tsk', ID.a, 'active')).toMatchObject({ kind: 'updated', written: true });
    expect(await repo.setStatus('tsk', ID.a, 'done')).toMatchObject({ kind: 'updated', written: true });
    expect(failed).toBe(2);
    const doc = await repo.get('tsk', ID.a);
    expect(doc.kind === 'document' && doc.frontmatter).toMatchObject({ status: 'done' });
  });
});
