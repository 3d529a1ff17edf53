import { describe, expect, it } from 'vitest';
import { extractReferences } from '../../src/repository/references/extract.js';
import { ID, adrDoc, featDoc, frontmatter, repoOver, reqDoc, storageKinds, tskDoc } from './helpers/fixtures.js';

const SOURCE_LINES = [
  'Implements REQ 4f2a0000-0000-4000-8000-00000000000a and gol-0e150000-0000-4000-8000-00000000000b.',
  'Again req\t4F2A0000-0000-4000-8000-00000000000A; see FEAT feat-12 and FEAT-feat-3-search, not feat-9.',
  '`uc c0de0000-0000-4000-8000-00000000000c` and TSK 4f2a0000-0000-4000-8000-00000000000a.',
  'REQ 4f2a0000-0000-4000-8000-00000000000a0 is not a tag.',
];
const SOURCE_BODY = SOURCE_LINES.join('\n');

describe('§10.11 extraction', () => {
  it('finds the expected references only', () => {
    expect(extractReferences(SOURCE_BODY).map((r) => [r.type, r.id, r.line, r.column])).toEqual([
      ['req', ID.a, 1, 12],
      ['gol', ID.b, 1, 57],
      ['feat', 'feat-12', 2, 53],
      ['feat', 'feat-3-search', 2, 70],
    ]);
  });
  it('skips fenced code, keeps indented code, respects word boundaries', () => {
    const body = ['```', `REQ ${ID.a}`, '```', '', `    REQ ${ID.b}`, '', `éREQ ${ID.c} xFEAT feat-1-a FEAT feat-177x FEAT feat-177- FEAT feat-2-b`].join('\n');
    expect(extractReferences(body).map((r) => `${r.type}:${r.id}`)).toEqual([`req:${ID.b}`, 'feat:feat-2-b']);
  });
});

describe.each(storageKinds)('references with %s', (_name, make) => {
  const fixture = (broken = false) =>
    make({
      [`docs/tsk/tsk-${ID.c}-source.md`]: tskDoc(ID.c, 'Source', { entry: SOURCE_BODY }),
      [`docs/req/req-${ID.a}-target.md`]: reqDoc(ID.a, 'Target'),
      '.specmgr/feat/feat-1-alpha/README.md': featDoc('feat-1-alpha', 'Alpha'),
      '.specmgr/feat/feat-10-beta/README.md': featDoc('feat-10-beta', 'Beta'),
      '.specmgr/feat/feat-12-gamma/README.md': broken ? 'broken' : featDoc('feat-12-gamma', 'Gamma'),
      '.specmgr/feat/feat-12-zeta/README.md': featDoc('feat-12-zeta', 'Zeta'),
      '.specmgr/feat/feat-3-search/README.md': featDoc('feat-3-search', 'Search'),
    });

  it('§6.3 listReferences resolves every unique reference', async () => {
    const storage = await fixture();
    const page = await repoOver(storage).listReferences('tsk', ID.c);
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.results).toEqual([
      { type: 'req', id: ID.a, ref: `req-${ID.a}-target`, title: 'Target', path: storage.absolute(`docs/req/req-${ID.a}-target.md`), error: null },
      {
        type: 'gol',
        id: ID.b,
        ref: null,
        title: null,
        path: null,
        error: `no goal found with id '${ID.b}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'gol-<uuid>').`,
      },
      { type: 'feat', id: 'feat-12', ref: 'feat-12-gamma', title: 'Gamma', path: storage.absolute('.specmgr/feat/feat-12-gamma/README.md'), error: null },
      { type: 'feat', id: 'feat-3-search', ref: 'feat-3-search', title: 'Search', path: storage.absolute('.specmgr/feat/feat-3-search/README.md'), error: null },
    ]);
    expect([page.total, page.errorCount]).toEqual([4, 1]);
    const paged = await repoOver(storage).listReferences('tsk', ID.c, { maxResults: 1, offset: 1 });
    expect(paged.kind === 'page' && [paged.results.map((r) => r.type), paged.truncated, paged.errorCount]).toEqual([['gol'], true, 1]);
  });

  it('§10.11 bare feat numbers: first folder by prefix with a trailing hyphen; a broken first match is unresolved', async () => {
    const resolve = async (broken: boolean, bare: string) => {
      const storage = await fixture(broken);
      await storage.writeAtomic(`docs/tsk/tsk-${ID.c}-source.md`, new TextEncoder().encode(tskDoc(ID.c, 'Source', { entry: `FEAT ${bare}` })));
      const page = await repoOver(storage).listReferences('tsk', ID.c);
      return page.kind === 'page' ? page.results[0] : undefined;
    };
    expect((await resolve(false, 'feat-1'))?.ref).toBe('feat-1-alpha');
    expect((await resolve(false, 'feat-12'))?.ref).toBe('feat-12-gamma');
    expect(await resolve(true, 'feat-12')).toMatchObject({ ref: null, error: expect.stringContaining("bare number 'feat-12'") });
    expect((await resolve(false, 'feat-7'))?.error).toBe(
      "no feature found for bare number 'feat-7': no feature folder named feat-7-* with a README.md exists under '.specmgr/feat' (use list_feat to discover the exact id)",
    );
  });

  it('a broken source returns its parse failure; a missing one throws', async () => {
    const storage = await make({ [`docs/tsk/tsk-${ID.c}-source.md`]: `${frontmatter('tsk', ID.c)}broken\n` });
    expect(await repoOver(storage).listReferences('tsk', ID.c)).toMatchObject({ kind: 'parse-failure' });
    await expect(repoOver(storage).listReferences('tsk', ID.d)).rejects.toThrow('no task list found');
  });

  it('§6.4 incoming references, by type then collection order, broken sources included', async () => {
    const storage = await fixture();
    await storage.writeAtomic(`docs/tsk/tsk-${ID.d}-second.md`, new TextEncoder().encode(tskDoc(ID.d, 'Second', { entry: `See REQ ${ID.a}.` })));
    await storage.writeAtomic(`docs/tsk/tsk-${ID.e}-broken.md`, new TextEncoder().encode(`${frontmatter('tsk', ID.e)}REQ ${ID.a}\n`));
    await storage.mkdirp('docs/adr');
    await storage.writeAtomic(`docs/adr/${ID.f}-x.md`, new TextEncoder().encode(adrDoc(ID.f).replace('We need a store.', `See REQ ${ID.a}.`)));
    const page = await repoOver(storage).listIncomingReferences('req', ID.a);
    expect(page.results.map((r) => [r.type, r.id, r.title])).toEqual([
      ['tsk', ID.c, 'Source'],
      ['tsk', ID.d, 'Second'],
      ['tsk', null, '<failed to parse>'],
      ['adr', ID.f, 'Use SQLite'],
    ]);
    const feat = await repoOver(storage).listIncomingReferences('feat', 'feat-12-gamma');
    expect(feat.results.map((r) => r.ref)).toEqual([`tsk-${ID.c}-source`]);
  });

  it('§6.5 checkLinks reports dangling references, duplicate ids, folder mismatches and broken members', async () => {
    const storage = await fixture(true);
    const put = (path: string, text: string) => storage.mkdirp(path.slice(0, path.lastIndexOf('/'))).then(() => storage.writeAtomic(path, new TextEncoder().encode(text)));
    await put(`docs/req/req-${ID.a}-zz-duplicate.md`, reqDoc(ID.a, 'Duplicate'));
    await put('.specmgr/feat/feat-99-copy/README.md', featDoc('feat-3-search'));
    const { kind, diagnostics } = await repoOver(storage).checkLinks();
    expect(kind).toBe('link-check');
    const summary = diagnostics.map((d) => [d.code, d.path.slice(d.path.indexOf('docs') >= 0 ? d.path.indexOf('docs') : d.path.indexOf('.specmgr')), d.line, d.channel]);
    expect(summary).toEqual([
      ['duplicate-id', `docs/req/req-${ID.a}-zz-duplicate.md`, 4, 'frontmatter'],
      ['dangling-reference', `docs/tsk/tsk-${ID.c}-source.md`, 9, 'body'],
      ['dangling-reference', `docs/tsk/tsk-${ID.c}-source.md`, 10, 'body'],
      ['parse-failure', '.specmgr/feat/feat-12-gamma/README.md', 1, 'frontmatter'],
      ['duplicate-id', '.specmgr/feat/feat-99-copy/README.md', 4, 'frontmatter'],
      ['folder-id-mismatch', '.specmgr/feat/feat-99-copy/README.md', 4, 'frontmatter'],
    ]);
    expect(diagnostics[0]?.message).toBe(`req id '${ID.a}' is also used by ${storage.absolute(`docs/req/req-${ID.a}-target.md`)}; lookups return that one`);
    expect(diagnostics[2]?.message).toContain("bare number 'feat-12'");
    expect(diagnostics[1]).toMatchObject({ severity: 'error', line: 9, column: 57, documentLine: 19 });
  });
});
