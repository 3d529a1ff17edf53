import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { nodeStorage } from '../../src/repository/storage/index.js';
import { ID, featDoc, frontmatter, repoOver, reqDoc, storageKinds, tempRoot, tskDoc, writeText } from './helpers/fixtures.js';

const BROKEN_REQ = `${frontmatter('req', ID.c)}# Broken\n\nNo statement sections.\n`;

describe.each(storageKinds)('reading with %s', (_name, make) => {
  const globFixture = () =>
    make({
      [`docs/req/req-${ID.f}-first.md`]: reqDoc(ID.f, 'First'),
      [`docs/req/req-${ID.d}-second.md`]: reqDoc(ID.d, 'Second'),
      [`docs/req/req-${ID.e}-third.md`]: reqDoc(ID.e, 'Third'),
      'docs/req/req-zz-broken.md': BROKEN_REQ,
    });

  describe('§10.2 glob', () => {
    const ids = (rows: { id: string | null; ref: string }[]) => rows.map((r) => r.id ?? `failed:${r.ref}`);
    it.each([
      [undefined, undefined, undefined, [ID.f, ID.d, ID.e, 'failed:req-zz-broken'], 4, false, 1],
      ['dead*', undefined, undefined, [ID.d, ID.e], 2, false, 0],
      ['DEAD*', undefined, undefined, [ID.d, ID.e], 2, false, 0],
      ['Dead*', undefined, undefined, [ID.d, ID.e], 2, false, 0],
      ['*', undefined, undefined, [ID.f, ID.d, ID.e], 3, false, 0],
      ['', undefined, undefined, [], 0, false, 0],
      ['dead*', 1, undefined, [ID.d], 2, true, 0],
      ['dead*', 1, 1, [ID.e], 2, false, 0],
      ['dead*', 1, 2, [], 2, false, 0],
      ['[!d]*', undefined, undefined, [ID.f], 1, false, 0],
      ['*-00000000000?', undefined, undefined, [ID.f, ID.d, ID.e], 3, false, 0],
    ])('glob %j maxResults %s offset %s', async (glob, maxResults, offset, expected, total, truncated, errorCount) => {
      const repo = repoOver(await globFixture());
      const options: Record<string, unknown> = {};
      if (glob !== undefined) options.glob = glob;
      if (maxResults !== undefined) options.maxResults = maxResults;
      if (offset !== undefined) options.offset = offset;
      const page = await repo.list('req', options);
      expect({ ids: ids(page.results), total: page.total, truncated: page.truncated, errorCount: page.errorCount }).toEqual({
        ids: expected,
        total,
        truncated,
        errorCount,
      });
    });
  });

  it('§3.1.2 rows: healthy and failed rows, paging echoes the applied values', async () => {
    const storage = await globFixture();
    const page = await repoOver(storage).list('req', { maxResults: 500, offset: -2 });
    expect(page.maxResults).toBe(100);
    expect(page.offset).toBe(0);
    expect(page.results[0]).toEqual({
      id: ID.f,
      title: 'First',
      status: 'draft',
      ref: `req-${ID.f}-first`,
      path: storage.absolute(`docs/req/req-${ID.f}-first.md`),
      error: null,
      etag: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const failed = page.results[3];
    expect(failed).toMatchObject({ id: null, title: '<failed to parse>', status: '<failed to parse>', ref: 'req-zz-broken' });
    expect(failed?.error).toMatch(/^Requirement/);
  });

  it('§10.14.2 ParseFailureResult.error equals the failed row error, cold and warm', async () => {
    const storage = await globFixture();
    const cold = repoOver(storage);
    const failure = await cold.get('req', { ref: 'req-zz-broken' });
    const row = (await cold.list('req')).results[3];
    expect(failure.kind).toBe('parse-failure');
    expect(failure.kind === 'parse-failure' && failure.error).toBe(row?.error);
    const again = repoOver(storage);
    const rowFirst = (await again.list('req')).results[3];
    const failureAfter = await again.get('req', { ref: 'req-zz-broken' });
    expect(failureAfter).toMatchObject({ kind: 'parse-failure', id: null, ref: 'req-zz-broken', error: rowFirst?.error });
    // A broken file whose name lacks its id is "not found" by id (§3.2.1).
    await expect(again.get('req', ID.c)).rejects.toThrow(NotFoundError);
  });

  it('lists only *.md files directly in the folder, sorted by code point; a missing folder is empty', async () => {
    const storage = await make({
      'docs/tsk/b.md': tskDoc(ID.b, 'B'),
      'docs/tsk/a.md': tskDoc(ID.a, 'A'),
      'docs/tsk/B.md': tskDoc(ID.c, 'Upper'),
      'docs/tsk/notes.txt': 'x',
      'docs/tsk/de/a.md': tskDoc(ID.a, 'A'),
      'docs/tsk/.a.md.lock': '{}',
    });
    const repo = repoOver(storage);
    expect((await repo.list('tsk')).results.map((r) => r.ref)).toEqual(['.a.md', 'B', 'a', 'b'].filter((r) => r !== '.a.md'));
    expect(await repo.list('req')).toEqual({ kind: 'page', total: 0, offset: 0, maxResults: 25, truncated: false, results: [], errorCount: 0 });
    expect(await storage.list('docs/req')).toEqual([]);
  });

  it('rsk rows carry the risk extras; failed rsk rows carry nulls', async () => {
    const storage = await make({ 'docs/rsk/a.md': repoOver(await make()).getExample('rsk'), 'docs/rsk/b.md': 'broken' });
    const [healthy, failed] = (await repoOver(storage).list('rsk')).results as Record<string, unknown>[];
    expect(healthy).toMatchObject({ error: null, initialZone: expect.any(String), residualZone: expect.any(String), strategy: expect.any(String) });
    expect(healthy?.residualProduct).toBe((healthy?.residualProbability as number) * (healthy?.residualImpact as number));
    expect(typeof healthy?.scope).toBe('string');
    expect(failed).toMatchObject({ initialZone: null, residualZone: null, strategy: null, scope: null, residualProbability: null, residualImpact: null, residualProduct: null });
  });

  it('adr skips README.md; feat lists <dir>/*/README.md by folder name', async () => {
    const storage = await make({
      'docs/adr/README.md': '# Table of contents\n',
      [`docs/adr/${ID.a}-use-sqlite.md`]: `---\nstatus: draft\nid: ${ID.a}\n---\n\n# Use SQLite\n\n## Context and Problem Statement\n\nX.\n\n## Considered Options\n\n- A\n\n## Decision Outcome\n\nA.\n`,
      '.specmgr/feat/feat-2-b/README.md': featDoc('feat-2-b', 'Bravo'),
      '.specmgr/feat/feat-10-a/README.md': featDoc('feat-10-a', 'Alpha'),
      '.specmgr/feat/feat-3-empty/notes.md': 'no readme',
    });
    const repo = repoOver(storage);
    expect((await repo.list('adr')).results.map((r) => [r.ref, r.title, r.error])).toEqual([[`${ID.a}-use-sqlite`, 'Use SQLite', null]]);
    const feats = (await repo.list('feat')).results;
    expect(feats.map((r) => [r.ref, r.id, r.title])).toEqual([
      ['feat-10-a', 'feat-10-a', 'Alpha'],
      ['feat-2-b', 'feat-2-b', 'Bravo'],
    ]);
    expect(feats[0]?.path).toBe(storage.absolute('.specmgr/feat/feat-10-a/README.md'));
    expect(await repo.get('adr', { ref: 'README' }).catch((e: unknown) => (e as Error).message)).toBe("no ADR found with ref 'README'");
  });
});

describe('nodeStorage: members that are links leaving the root', () => {
  it('lists them as failed rows with a null etag; get throws the storage error', async () => {
    const outside = tempRoot();
    writeFileSync(join(outside, 'secret.md'), tskDoc(ID.b, 'Secret'));
    const root = tempRoot();
    const storage = nodeStorage(root);
    await writeText(storage, 'docs/tsk/a.md', tskDoc(ID.a, 'A'));
    symlinkSync(join(outside, 'secret.md'), join(root, 'docs/tsk/b-link.md'));
    const repo = repoOver(storage);
    const page = await repo.list('tsk');
    expect(page.results.map((r) => [r.ref, r.etag === null, r.title])).toEqual([
      ['a', false, 'A'],
      ['b-link', true, '<failed to parse>'],
    ]);
    expect(page.results[1]?.error).toContain('resolves outside base directory');
    expect(page.errorCount).toBe(1);
    await expect(repo.get('tsk', { ref: 'b-link' })).rejects.toMatchObject({ code: 'path-outside-root' });
  });
});
