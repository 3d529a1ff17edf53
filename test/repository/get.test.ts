import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/errors/index.js';
import { ID, featDoc, frontmatter, readText, repoOver, storageKinds, tskDoc, writeText } from './helpers/fixtures.js';

describe.each(storageKinds)('get with %s', (_name, make) => {
  describe('get', () => {
    const doc = `${frontmatter('tsk', ID.a)}# Title\n\n- [ ] one\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.\n\n\n`;
    const body = '# Title\n\n- [ ] one\n\n## Recent Updates\n\n### 2026-08-15T00:00:00.000Z - Kickoff\n\nStarted.';

    it('returns the parsed model, by id, by ref and by plain string', async () => {
      const storage = await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: doc });
      const repo = repoOver(storage);
      const byId = await repo.get('tsk', { id: ID.a });
      expect(byId).toMatchObject({ kind: 'document', type: 'tsk', id: ID.a, ref: `tsk-${ID.a}-title`, diagnostics: [] });
      expect(byId.kind === 'document' && byId.body.title).toBe('Title');
      expect(await repo.get('tsk', ID.a)).toEqual(byId);
      expect(await repo.get('tsk', { ref: `tsk-${ID.a}-title` })).toEqual(byId);
    });

    it('returns copies, so callers cannot corrupt the cache', async () => {
      const repo = repoOver(await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: doc }));
      const first = await repo.get('tsk', ID.a);
      if (first.kind !== 'document') throw new Error('expected a document');
      first.body.title = 'changed';
      (first.frontmatter as { status: string }).status = 'done';
      const second = await repo.get('tsk', ID.a);
      expect(second.kind === 'document' && [second.body.title, second.frontmatter.status]).toEqual(['Title', 'draft']);
    });

    it('§10.3 raw reads and windows', async () => {
      const repo = repoOver(await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: doc }));
      const raw = await repo.get('tsk', ID.a, { raw: true });
      expect(raw).toMatchObject({ kind: 'raw', id: ID.a, text: body });
      expect(raw).not.toHaveProperty('parseFailure');
      expect((await repo.get('tsk', ID.a, { raw: true, offset: 1 })).kind === 'raw').toBe(true);
      const window = await repo.get('tsk', ID.a, { raw: true, offset: 3, limit: 1, numbered: true });
      expect(window.kind === 'raw' && window.text).toBe('3: - [ ] one\n');
    });

    it('§10.3 raw reads of the body "l1\\nl2\\nl3\\nl4" (broken, read with allowBroken)', async () => {
      const repo = repoOver(await make({ 'docs/tsk/lines.md': `${frontmatter('tsk', ID.a)}l1\nl2\nl3\nl4\n` }));
      const text = async (options: object) => {
        const r = await repo.get('tsk', { ref: 'lines' }, { raw: true, allowBroken: true, ...options });
        return r.kind === 'raw' ? r.text : r.kind;
      };
      expect(await text({})).toBe('l1\nl2\nl3\nl4');
      expect(await text({ offset: 1 })).toBe('l1\nl2\nl3\nl4\n');
      expect(await text({ numbered: true })).toBe('1: l1\n2: l2\n3: l3\n4: l4\n');
      const withFailure = await repo.get('tsk', { ref: 'lines' }, { raw: true, allowBroken: true });
      expect(withFailure.kind === 'raw' && withFailure.parseFailure?.kind).toBe('parse-failure');
      expect(withFailure.kind === 'raw' && withFailure.id).toBe(null);
      for (const options of [{}, { raw: true }, { raw: true, numbered: true }, { raw: true, offset: 2, limit: 1 }]) {
        expect((await repo.get('tsk', { ref: 'lines' }, options)).kind).toBe('parse-failure');
      }
    });

    it('keeps CRLF and BOM in raw text verbatim', async () => {
      const crlf = `\uFEFF${doc.replace(/\n/g, '\r\n')}`;
      const repo = repoOver(await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: crlf }));
      const raw = await repo.get('tsk', ID.a, { raw: true });
      expect(raw.kind === 'raw' && raw.text).toBe(body.replace(/\n/g, '\r\n'));
      const numbered = await repo.get('tsk', ID.a, { raw: true, offset: 1, limit: 2, numbered: true });
      expect(numbered.kind === 'raw' && numbered.text).toBe('1: # Title\n2: \n');
    });

    it('§2.6 not-found messages', async () => {
      const repo = repoOver(await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: doc }));
      const error = await repo.get('req', ID.b).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).message).toBe(
        `no requirement found with id '${ID.b}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'req-<uuid>').`,
      );
      expect((error as NotFoundError).id).toBe(ID.b);
      await expect(repo.get('tsk', { ref: 'nope' })).rejects.toThrow("no task list found with ref 'nope'");
      await expect(repo.get('adr', ID.b)).rejects.toThrow(`no ADR found with id '${ID.b}'. The id must be the bare document UUID, without a domain prefix (use '<uuid>', not 'adr-<uuid>').`);
    });

    it('§10.14.6 finds a document by id after its file was renamed externally', async () => {
      const storage = await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: doc });
      const repo = repoOver(storage);
      expect((await repo.get('tsk', ID.a)).kind).toBe('document');
      await storage.rename(`docs/tsk/tsk-${ID.a}-title.md`, 'docs/tsk/renamed.md');
      const again = await repo.get('tsk', ID.a);
      expect(again).toMatchObject({ kind: 'document', ref: 'renamed' });
    });

    it('§3.2.1 name recovery: a broken file named after the id is its parse failure; no further candidates', async () => {
      const storage = await make({
        [`docs/tsk/tsk-${ID.a}-broken.md`]: `${frontmatter('tsk', ID.a)}not a task list\n`,
        [`docs/tsk/${ID.b}-adr-style.md`]: `---\nid: [unclosed\n---\n# T\n`,
        [`docs/tsk/${ID.c}.md`]: `${frontmatter('tsk', ID.c)}# bare\n`,
        [`docs/tsk/x-${ID.d}-healthy-other.md`]: tskDoc(ID.e, 'Other'),
        [`docs/tsk/y-${ID.d}-broken-second.md`]: 'broken',
      });
      const repo = repoOver(storage);
      expect(await repo.get('tsk', ID.a)).toMatchObject({ kind: 'parse-failure', id: ID.a, ref: `tsk-${ID.a}-broken` });
      expect(await repo.get('tsk', ID.b)).toMatchObject({ kind: 'parse-failure', ref: `${ID.b}-adr-style` });
      expect(await repo.get('tsk', ID.c)).toMatchObject({ kind: 'parse-failure', ref: ID.c });
      await expect(repo.get('tsk', ID.d)).rejects.toThrow(NotFoundError);
    });

    it('feat: direct folder read, mismatch and missing messages, no partial ids', async () => {
      const storage = await make({
        '.specmgr/feat/feat-31-feature/README.md': featDoc('feat-31-feature'),
        '.specmgr/feat/feat-32-copy/README.md': featDoc('feat-31-feature'),
        '.specmgr/feat/feat-33-broken/README.md': `${frontmatter('feat', 'feat-33-broken')}# Feature: Broken\n`,
      });
      const repo = repoOver(storage);
      expect(await repo.get('feat', 'feat-31-feature')).toMatchObject({ kind: 'document', id: 'feat-31-feature', ref: 'feat-31-feature' });
      const body = await repo.get('feat', 'feat-31-feature');
      expect(body.kind === 'document' && body.body.title).toBe('Search');
      expect(await repo.get('feat', { ref: 'feat-32-copy' })).toMatchObject({ kind: 'document', id: 'feat-31-feature', ref: 'feat-32-copy' });
      const readme = storage.absolute('.specmgr/feat/feat-32-copy/README.md');
      await expect(repo.get('feat', 'feat-32-copy')).rejects.toThrow(
        `feature folder 'feat-32-copy' exists at ${readme}, but its frontmatter id ('feat-31-feature') does not match the containing folder's own name ('feat-32-copy') -- the folder was likely renamed or copied without updating its frontmatter.`,
      );
      const missing = storage.absolute('.specmgr/feat/feat-31-x/README.md');
      await expect(repo.get('feat', 'feat-31-x')).rejects.toThrow(
        `no feature found with id 'feat-31-x': ${missing} does not exist. The id must be the exact containing folder's name (e.g. 'feat-31-feature'), not a bare prefix like 'feat-31' -- use list_feat to discover the exact id first.`,
      );
      await expect(repo.get('feat', { ref: 'feat-9-none' })).rejects.toThrow("no feature found with ref 'feat-9-none'");
      expect(await repo.get('feat', 'feat-33-broken')).toMatchObject({ kind: 'parse-failure', id: 'feat-33-broken', ref: 'feat-33-broken' });
      const rows = (await repo.list('feat')).results;
      expect(rows.map((r) => [r.ref, r.id])).toEqual([
        ['feat-31-feature', 'feat-31-feature'],
        ['feat-32-copy', 'feat-31-feature'],
        ['feat-33-broken', null],
      ]);
      const failure = await repo.get('feat', 'feat-33-broken');
      expect(failure.kind === 'parse-failure' && failure.error).toBe(rows[2]?.error);
    });

    it('§10.14.1 a file vanishing between enumeration and read is left out silently', async () => {
      const storage = await make({ 'docs/tsk/a.md': tskDoc(ID.a, 'A'), 'docs/tsk/b.md': tskDoc(ID.b, 'B') });
      const vanishing = { ...storage, read: async (path: string) => (path === 'docs/tsk/a.md' ? null : storage.read(path)) };
      const page = await repoOver(vanishing).list('tsk');
      expect(page.results.map((r) => r.ref)).toEqual(['b']);
      expect([page.total, page.errorCount]).toEqual([1, 0]);
    });

    it('a hand edit between two gets is always visible to the second', async () => {
      const storage = await make({ [`docs/tsk/tsk-${ID.a}-title.md`]: tskDoc(ID.a, 'Before') });
      const repo = repoOver(storage);
      for (let i = 0; i < 20; i++) {
        const title = `T${i % 10}x`; // same length every time: a same-size edit
        const path = `docs/tsk/tsk-${ID.a}-title.md`;
        await writeText(storage, path, tskDoc(ID.a, title));
        const got = await repo.get('tsk', ID.a);
        expect(got.kind === 'document' && got.body.title).toBe(title);
        const raw = await repo.get('tsk', { ref: `tsk-${ID.a}-title` }, { raw: true });
        expect(raw.kind === 'raw' && raw.text.startsWith(`# ${title}\n`)).toBe(true);
        expect(raw.etag).toBe((await repo.list('tsk')).results[0]?.etag);
      }
      expect(await readText(storage, `docs/tsk/tsk-${ID.a}-title.md`)).toContain('T9x');
    });
  });
});
