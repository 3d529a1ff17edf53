import { describe, expect, it } from 'vitest';
import { NotFoundError, UsageError } from '../../src/index.js';
import { ID, PATH, textOf, treeRepo } from './tree.js';

const STATE = 'docs/.trace.json';
const edit = async (storage: { writeAtomic(p: string, b: Uint8Array): Promise<void> }, path: string, text: string): Promise<void> =>
  storage.writeAtomic(path, new TextEncoder().encode(text));

describe('suspect links', () => {
  it('are never confirmed before the first confirmation, without a state file', async () => {
    const { repo } = treeRepo();
    expect(await repo.suspectLinks()).toEqual({ kind: 'suspect-links', links: [], confirmed: 0, unconfirmed: 5, state: { status: 'missing', path: `/${STATE}` } });
  });

  it('appear when a target changes, clear when confirmed, and ignore whitespace-only edits', async () => {
    const { repo, storage } = treeRepo();
    expect(await repo.confirmLinks()).toEqual({ kind: 'links-confirmed', confirmed: 5, notLinked: [], written: true, state: { status: 'missing', path: `/${STATE}` } });
    expect(await repo.suspectLinks()).toMatchObject({ links: [], confirmed: 5, unconfirmed: 0, state: { status: 'ok' } });

    await repo.edit('req', ID.reqA, '15 idle minutes', '10 idle minutes');
    const suspect = await repo.suspectLinks();
    expect(suspect.links.map((l) => `${l.from.type}:${l.from.id} ${l.relation} ${l.to.type}:${l.to.id} line ${l.line}`)).toEqual([
      `feat:${ID.feat} implements req:${ID.reqA} line 21`,
      `vcr:${ID.vcr1} verifies req:${ID.reqA} line 15`,
    ]);
    expect(suspect.links[1]?.message).toBe(
      `vcr ${ID.vcr1} ("Session Timeout Check") verifies req ${ID.reqA} ("Sessions Expire"), which changed since the link was confirmed. ` +
        `Review /${PATH.vcr1} against it, then confirm with repo.confirmLinks({ type: 'vcr', id: '${ID.vcr1}' }).`,
    );
    expect(suspect).toMatchObject({ confirmed: 3, unconfirmed: 0 });

    expect(await repo.confirmLinks({ type: 'vcr', id: ID.vcr1 })).toMatchObject({ confirmed: 1, written: true, notLinked: [] });
    expect((await repo.suspectLinks()).links.map((l) => l.from.type)).toEqual(['feat']);
    await repo.confirmLinks({ type: 'feat', id: ID.feat }, [{ type: 'req', id: ID.reqA }]);
    expect((await repo.suspectLinks()).links).toEqual([]);

    // Re-wrapped statement, extra blank lines, trailing spaces: the normalised content is the same.
    const text = (await textOf(storage, PATH.reqA)) ?? '';
    const rewrapped = text.replace('THE portal SHALL end a session after 10 idle minutes.', 'THE portal SHALL end a session\nafter   10 idle minutes.  ').replace('## Level', '\n\n## Level');
    expect(rewrapped).not.toBe(text);
    await edit(storage, PATH.reqA, rewrapped);
    expect(await repo.suspectLinks()).toMatchObject({ links: [], confirmed: 5 });

    // Only the updated stamp: not suspect either; a status change is.
    await edit(storage, PATH.reqA, rewrapped.replace("updated: '2026-11-02T09:00:00.000Z'", "updated: '2026-12-01T09:00:00.000Z'"));
    expect((await repo.suspectLinks()).links).toEqual([]);
    await repo.setStatus('req', ID.reqA, 'implemented');
    expect((await repo.suspectLinks()).links).toHaveLength(2);
  });

  it('write a versioned, sorted state file beside the documents', async () => {
    const { repo, storage } = treeRepo();
    await repo.confirmLinks();
    const state = JSON.parse((await textOf(storage, STATE)) ?? '') as { version: number; confirmed: Record<string, Record<string, string>> };
    expect(state.version).toBe(1);
    expect(Object.keys(state.confirmed)).toEqual([`feat:${ID.feat}`, `tsk:${ID.tsk}`, `vcr:${ID.vcr1}`, `vcr:${ID.vcr2}`]);
    expect(Object.keys(state.confirmed[`tsk:${ID.tsk}`] ?? {})).toEqual([`feat:${ID.feat}`, `vcr:${ID.vcr1}`]);
    expect((await textOf(storage, STATE))?.endsWith('}\n')).toBe(true);
  });

  it('read a corrupt state file as never confirmed, refuse to overwrite it for one source, and replace it for the whole tree', async () => {
    const { repo, storage } = treeRepo({ files: { [STATE]: '{"version": 1, "confirmed": ' } });
    const note = {
      status: 'corrupt',
      path: `/${STATE}`,
      message: `trace state /${STATE} is not valid JSON; every link counts as never confirmed. Delete the file and confirm the links again with repo.confirmLinks().`,
    };
    expect(await repo.suspectLinks()).toEqual({ kind: 'suspect-links', links: [], confirmed: 0, unconfirmed: 5, state: note });
    expect(await repo.confirmLinks({ type: 'vcr', id: ID.vcr1 })).toEqual({
      kind: 'links-confirmed',
      confirmed: 0,
      notLinked: [],
      written: false,
      state: note,
      message: `${note.message} Nothing was written: confirming one document would drop every other confirmation in the file.`,
    });
    expect(await textOf(storage, STATE)).toBe('{"version": 1, "confirmed": ');
    expect(await repo.confirmLinks()).toMatchObject({ confirmed: 5, written: true, state: note });
    expect((await repo.suspectLinks()).state).toEqual({ status: 'ok', path: `/${STATE}` });
  });

  it('name what is wrong with a state file of another version or shape', async () => {
    const cases: [string, string][] = [
      ['{"version": 2, "confirmed": {}}', 'has version 2; this library reads version 1'],
      ['[]', 'is not a JSON object'],
      ['{"version": 1}', 'has no "confirmed" object'],
      ['{"version": 1, "confirmed": {"vcr:x": {"req:y": "abc"}}}', 'has a fingerprint that is not 64 hex digits at confirmed.vcr:x.req:y'],
    ];
    for (const [text, why] of cases) {
      const { repo } = treeRepo({ files: { [STATE]: text } });
      expect((await repo.suspectLinks()).state.message).toBe(
        `trace state /${STATE} ${why}; every link counts as never confirmed. Delete the file and confirm the links again with repo.confirmLinks().`,
      );
    }
  });

  it('confirm only links the source has, and report the targets it does not link to', async () => {
    const { repo } = treeRepo();
    const result = await repo.confirmLinks({ type: 'tsk', id: ID.tsk }, [{ type: 'vcr', id: ID.vcr1 }, { type: 'req', id: ID.reqB }]);
    expect(result).toMatchObject({ confirmed: 1, notLinked: [{ type: 'req', id: ID.reqB }], written: true });
    expect(await repo.suspectLinks()).toMatchObject({ confirmed: 1, unconfirmed: 4 });
  });

  it('serialise concurrent confirmations under the lock, so none is lost', async () => {
    const { repo } = treeRepo();
    await Promise.all([repo.confirmLinks({ type: 'vcr', id: ID.vcr1 }), repo.confirmLinks({ type: 'vcr', id: ID.vcr2 }), repo.confirmLinks({ type: 'feat', id: ID.feat })]);
    expect(await repo.suspectLinks()).toMatchObject({ confirmed: 3, unconfirmed: 2 });
  });

  it('refuse a bad source before any storage access, and a missing one', async () => {
    const { repo } = treeRepo();
    await expect(repo.confirmLinks({ type: 'vcr' } as never)).rejects.toThrow(new UsageError('invalid-arguments', 'confirmLinks: argument "source" must be { type, id }, got object {"type":"vcr"}'));
    await expect(repo.confirmLinks({ type: 'vcr', id: '9f000000-0000-4000-8000-00000000000f' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
