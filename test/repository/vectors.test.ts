import { describe, expect, it } from 'vitest';
import { ID, frontmatter, readText, repoOver, storageKinds, tskBody } from './helpers/fixtures.js';
import { plainDoc, plainRepo } from './helpers/plain-type.js';
import { WINDOW_CASES } from './helpers/windows.js';

// The §10 vectors end to end through the repository, on both storages.
describe.each(storageKinds)('§10 vectors through the repository with %s', (_name, make) => {
  const ids = ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}0000000-0000-4000-8000-00000000000${x}`);
  const five = () => make(Object.fromEntries(ids.map((id, i) => [`docs/txt/${'abcde'[i]}.md`, plainDoc(id, `# ${'abcde'[i]}`)])));

  it.each([
    [0, 2, 'a b', true],
    [3, 2, 'd e', false],
    [4, 2, 'e', false],
    [5, 2, '', false],
    [10, 25, '', false],
    [0, 25, 'a b c d e', false],
  ])('§10.1 paging offset %s maxResults %s', async (offset, maxResults, refs, truncated) => {
    const page = await plainRepo(await five()).list('txt', { offset, maxResults });
    expect([page.results.map((r) => r.ref).join(' '), page.truncated, page.total, page.offset, page.maxResults]).toEqual([refs, truncated, 5, offset, maxResults]);
  });

  it('§10.1 paging normalisation', async () => {
    const repo = plainRepo(await five());
    for (const [given, applied] of [[undefined, 25], [0, 1], [-7, 1], [1, 1], [100, 100], [500, 100]] as const) {
      expect((await repo.list('txt', given === undefined ? {} : { maxResults: given })).maxResults).toBe(applied);
    }
    for (const [given, applied] of [[undefined, 0], [-3, 0], [40, 40]] as const) {
      expect((await repo.list('txt', given === undefined ? {} : { offset: given })).offset).toBe(applied);
    }
  });

  it.each(WINDOW_CASES)('§10.3 window offset %s limit %s numbered %s', async (offset, limit, numbered, expected) => {
    const repo = plainRepo(await make({ 'docs/txt/l.md': plainDoc(ID.a, 'l1\nl2\nl3\nl4') }));
    const options = { raw: true, numbered, ...(offset === undefined ? {} : { offset }), ...(limit === undefined ? {} : { limit }) };
    const result = await repo.get('txt', ID.a, options);
    expect(result.kind === 'raw' && result.text).toBe(expected);
    const plain = await repo.get('txt', ID.a, { raw: true });
    expect(plain.kind === 'raw' && plain.text).toBe('l1\nl2\nl3\nl4');
  });

  const lines = () => make({ 'docs/txt/l.md': plainDoc(ID.a, 'l1\nl2\nl3\nl4') });
  const body = async (repo: ReturnType<typeof plainRepo>) => {
    const raw = await repo.get('txt', ID.a, { raw: true });
    return raw.kind === 'raw' ? `${raw.text}\n` : raw.kind;
  };

  it.each([
    [2, 1, 'x', 'l1\nx\nl3\nl4\n', '  1: l1\n- 2: l2\n+ 2: x\n  3: l3\n  4: l4\n'],
    [2, 1, 'a\nb\nc', 'l1\na\nb\nc\nl3\nl4\n', '  1: l1\n- 2: l2\n+ 2: a\n+ 3: b\n+ 4: c\n  5: l3\n  6: l4\n'],
    [3, 0, 'i', 'l1\nl2\ni\nl3\nl4\n', '  1: l1\n  2: l2\n+ 3: i\n  4: l3\n  5: l4\n'],
    [5, undefined, 'a', 'l1\nl2\nl3\nl4\na\n', '  3: l3\n  4: l4\n+ 5: a\n'],
    [5, 0, 'z', 'l1\nl2\nl3\nl4\nz\n', '  3: l3\n  4: l4\n+ 5: z\n'],
    [2, 2, '', 'l1\nl4\n', '  1: l1\n- 2: l2\n- 3: l3\n  2: l4\n'],
    [1, undefined, 'new', 'new\n', null],
  ])('§10.4/§10.5 splice offset %s limit %s content %j', async (offset, limit, content, expected, snippet) => {
    const repo = plainRepo(await lines());
    const result = await repo.update('txt', ID.a, content, { offset, ...(limit === undefined ? {} : { limit }) });
    expect(result).toMatchObject({ kind: 'updated', written: true, snippet });
    expect(await body(repo)).toBe(expected);
  });

  it.each([
    [6, 0, 'offset must be in 1..5 for this 4-line body (N+1 = 5 is the virtual end-of-body position), got 6'],
    [0, 1, 'offset must be in 1..5, got 0'],
    [1, -1, 'limit must be in 0..4, got -1'],
    [3, 3, 'offset + limit - 1 must be <= 4 for this 4-line body, got offset=3, limit=3'],
  ])('§10.4 range error offset %s limit %s', async (offset, limit, message) => {
    const storage = await lines();
    const before = await readText(storage, 'docs/txt/l.md');
    await expect(plainRepo(storage).update('txt', ID.a, 'x', { offset, limit })).rejects.toMatchObject({ code: 'invalid-range', message });
    expect(await readText(storage, 'docs/txt/l.md')).toBe(before);
  });

  it('§10.4 expect', async () => {
    for (const expect_ of ['l2\nl3\n', 'l2\nl3']) {
      const repo = plainRepo(await lines());
      expect(await repo.update('txt', ID.a, 'x', { offset: 2, limit: 2, expect: expect_ })).toMatchObject({ kind: 'updated' });
    }
    const storage = await lines();
    const before = await readText(storage, 'docs/txt/l.md');
    expect(await plainRepo(storage).update('txt', ID.a, 'x', { offset: 2, limit: 2, expect: 'l2\nl4' })).toMatchObject({
      kind: 'conflict',
      reason: 'expect',
      current: 'l2\nl3\n',
    });
    expect(await readText(storage, 'docs/txt/l.md')).toBe(before);
  });

  it('§10.7 edit', async () => {
    const edit = async (oldString: string, newString: string, replaceAll?: boolean) => {
      const repo = plainRepo(await make({ 'docs/txt/e.md': plainDoc(ID.a, '# T\n\nfoo bar foo') }));
      const result = await repo.edit('txt', ID.a, oldString, newString, replaceAll === undefined ? {} : { replaceAll });
      return result.kind === 'updated' ? body(repo) : result.kind;
    };
    await expect(edit('baz', 'x')).rejects.toMatchObject({ code: 'edit-no-match' });
    await expect(edit('foo', 'x', false)).rejects.toMatchObject({ code: 'edit-ambiguous' });
    expect(await edit('foo', 'x', true)).toBe('# T\n\nx bar x\n');
    expect(await edit('bar ', '', false)).toBe('# T\n\nfoo foo\n');
    for (const old of ['l1\nl2', 'l1\r\nl2']) {
      const storage = await make({ 'docs/txt/c.md': plainDoc(ID.a, 'l0\nl1\nl2\nl3').replace(/\n/g, '\r\n') });
      expect(await plainRepo(storage).edit('txt', ID.a, old, 'x')).toMatchObject({ kind: 'updated', written: true });
      expect(await readText(storage, 'docs/txt/c.md')).toBe(plainDoc(ID.a, 'l0\nx\nl3').replace(/\n/g, '\r\n').replace('---\r\n\r\n', "updated: '2026-08-30T08:00:00.123Z'\r\n---\r\n\r\n"));
    }
  });

  it.each([
    ['2026-08-30T10:00:00.000+02:00', true],
    ['2026-08-30 10:00:00.000Z', true],
    ['2026-08-30', false],
    ['2026-08-30T10:00:00.000000Z', false],
    ['2026-08-05T08:15:42', false],
    ['2026-02-30T10:00:00.000Z', false],
    ['2026-08-30T24:00:00.000Z', false],
    ['2026-08-30T10:00:60.000Z', false],
  ])('§10.13 timestamp %s stored in a file: accepted %s', async (value, accepted) => {
    const text = `${frontmatter('tsk', ID.a).replace("created: '2026-01-01T00:00:00.000Z'", `created: '${value}'`)}${tskBody()}\n`;
    const result = await repoOver(await make({ 'docs/tsk/t.md': text })).get('tsk', { ref: 't' });
    expect(result.kind).toBe(accepted ? 'document' : 'parse-failure');
    if (!accepted && value.startsWith('2026-0') && /T(24|10:00:60)|02-30/.test(value)) {
      expect(result.kind === 'parse-failure' && result.diagnostics[0]?.code).toBe('invalid-timestamp');
    }
  });
});
