import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRepository } from '../../src/index.js';
import { nodeStorage } from '../../src/node.js';
import { diskCopies, ID, PATH } from './tree.js';

const copy = diskCopies('specmgr-trace-');

describe('trace state on disk', () => {
  it('is written beside the documents, atomically, and leaves no lock behind', async () => {
    const root = copy();
    const repo = createRepository({ storage: nodeStorage(root) });
    await repo.confirmLinks();
    const state = JSON.parse(readFileSync(join(root, 'docs/.trace.json'), 'utf8')) as { version: number; confirmed: Record<string, unknown> };
    expect(state.version).toBe(1);
    expect(Object.keys(state.confirmed)).toHaveLength(4);
    expect(readdirSync(join(root, 'docs')).sort()).toEqual(['.trace.json', 'req', 'tsk', 'vcr']);

    const file = join(root, PATH.reqB);
    writeFileSync(file, readFileSync(file, 'utf8').replace('salted hashes', 'salted and peppered hashes'));
    const suspect = await repo.suspectLinks();
    expect(suspect.links.map((l) => `${l.from.id} ${l.to.id}`)).toEqual([`${ID.vcr2} ${ID.reqB}`]);
    expect(suspect.state).toEqual({ status: 'ok', path: join(root, 'docs/.trace.json') });

    // A second repository (another process would be the same) reads the same state.
    const other = createRepository({ storage: nodeStorage(root) });
    expect((await other.suspectLinks()).links).toHaveLength(1);
    expect(readdirSync(join(root, 'docs')).sort()).toEqual(['.trace.json', 'req', 'tsk', 'vcr']);
  });
});
