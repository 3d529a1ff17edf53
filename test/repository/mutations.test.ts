import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, UsageError } from '../../src/errors/index.js';
import { createRepository } from '../../src/repository/index.js';
import {
  ID,
  featBody,
  fixedClock,
  frontmatter,
  readText,
  repoOver,
  reqBody,
  storageKinds,
  tickingClock,
  tskBody,
  tskDoc,
} from './helpers/fixtures.js';

const TSK = `docs/tsk/tsk-${ID.a}-task-list.md`;
const LINES = 'docs/tsk/lines.md';
const fmLines = (text: string) => text.slice(0, text.indexOf('\n---\n') + 5).split('\n');

describe.each(storageKinds)('mutations with %s', (_name, make) => {
  describe('§10.9 create', () => {
    it('writes a flat document in the reference layout and returns its frontmatter', async () => {
      const storage = await make();
      const repo = repoOver(storage, fixedClock('2026-08-30T08:00:00.123Z', 120));
      const created = await repo.create('req', `${reqBody('Hello, World!')}\n\n  \n`);
      if (created.kind !== 'created') throw new Error(JSON.stringify(created));
      const id = created.id;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(created.ref).toBe(`req-${id}-hello-world`);
      expect(created.path).toBe(storage.absolute(`docs/req/req-${id}-hello-world.md`));
      const ts = "'2026-08-30T10:00:00.123+02:00'";
      expect(await readText(storage, `docs/req/req-${id}-hello-world.md`)).toBe(
        `---\nclassification: null\ncreated: ${ts}\nid: ${id}\nstatus: draft\ntype: req\nupdated: ${ts}\nversion: 1.0.0\n---\n\n${reqBody('Hello, World!')}\n`,
      );
      expect(created.frontmatter).toEqual({
        classification: null,
        created: '2026-08-30T10:00:00.123+02:00',
        id,
        status: 'draft',
        type: 'req',
        updated: '2026-08-30T10:00:00.123+02:00',
        version: '1.0.0',
      });
      expect(await repo.get('req', id)).toMatchObject({ kind: 'document', etag: created.etag });
      expect((await repo.list('req')).results.map((r) => r.id)).toEqual([id]);
    });

    it('uses the type default status, LF line endings for CRLF content, and a Z offset at 0', async () => {
      const storage = await make();
      const repo = repoOver(storage, fixedClock('2026-08-30T08:00:00.123Z', 0));
      const created = await repo.create('tsk', tskBody('Löschen & Co').replace(/\n/g, '\r\n'));
      if (created.kind !== 'created') throw new Error('not created');
      expect(created.ref).toBe(`tsk-${created.id}-l-schen-co`);
      const text = await readText(storage, `docs/tsk/${created.ref}.md`);
      expect(text).not.toContain('\r');
      expect(text).toContain("created: '2026-08-30T08:00:00.123Z'");
    });

    it('feat: feat-0-<slug> by default, AlreadyExistsError on repeat, invalid content reported first', async () => {
      const storage = await make();
      const repo = repoOver(storage);
      const created = await repo.create('feat', featBody('Search'));
      expect(created).toMatchObject({ kind: 'created', id: 'feat-0-search', ref: 'feat-0-search' });
      expect(created.kind === 'created' && created.frontmatter.status).toBe('planning');
      expect(await readText(storage, '.specmgr/feat/feat-0-search/README.md')).toContain('id: feat-0-search\nstatus: planning\ntype: feat\n');
      await expect(repo.create('feat', featBody('Search'))).rejects.toBeInstanceOf(AlreadyExistsError);
      const invalid = await repo.create('feat', '# Feature: Search\n');
      expect(invalid).toMatchObject({ kind: 'validation', valid: false });
      expect(await repo.create('feat', featBody('Other'), { id: 'feat-12-other' })).toMatchObject({ kind: 'created', id: 'feat-12-other' });
      expect((await repo.list('feat')).results.map((r) => r.id)).toEqual(['feat-0-search', 'feat-12-other']);
    });
  });

  describe('§4.3 update', () => {
    it('§10.10 whole-body update writes the content as given; only updated changes in the frontmatter', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a) });
      const repo = repoOver(storage);
      const before = (await readText(storage, TSK)) as string;
      const content = `${tskBody('Task list', 'Rewritten *as   given*.', '* [ ] Task 1\n* [x] Task 2')}\n\n`;
      const result = await repo.update('tsk', ID.a, content);
      expect(result).toMatchObject({ kind: 'updated', written: true, snippet: null, id: ID.a });
      const after = (await readText(storage, TSK)) as string;
      const changed = fmLines(after).filter((line, i) => line !== fmLines(before)[i]);
      expect(changed).toEqual(["updated: '2026-08-30T08:00:00.123Z'"]);
      expect(after.endsWith(`${content.trimEnd()}\n`)).toBe(true);
      const raw = await repo.get('tsk', ID.a, { raw: true });
      expect(raw.kind === 'raw' && raw.text).toBe(content.trimEnd());
      expect(raw.etag).toBe(result.kind === 'updated' ? result.etag : '');
    });

    it('§10.4 range errors and expect conflicts on a broken "l1..l4" body (allowBroken)', async () => {
      const storage = await make({ [LINES]: `${frontmatter('tsk', ID.a)}l1\nl2\nl3\nl4\n` });
      const repo = repoOver(storage);
      const target = { ref: 'lines' };
      const before = await readText(storage, LINES);
      const cases: [number, number | undefined, string][] = [
        [6, 0, 'offset must be in 1..5 for this 4-line body (N+1 = 5 is the virtual end-of-body position), got 6'],
        [0, 1, 'offset must be in 1..5, got 0'],
        [1, -1, 'limit must be in 0..4, got -1'],
        [3, 3, 'offset + limit - 1 must be <= 4 for this 4-line body, got offset=3, limit=3'],
      ];
      for (const [offset, limit, message] of cases) {
        const error = await repo.update('tsk', target, 'x', { offset, limit, allowBroken: true }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UsageError);
        expect(error).toMatchObject({ code: 'invalid-range', message });
      }
      expect(await repo.update('tsk', target, 'x', { offset: 2, limit: 1 })).toMatchObject({ kind: 'parse-failure' });
      for (const expect_ of ['l2\nl3\n', 'l2\nl3']) {
        const proceeds = await repo.update('tsk', target, 'x', { offset: 2, limit: 2, expect: expect_, allowBroken: true });
        expect(proceeds).toMatchObject({ kind: 'validation', valid: false });
      }
      const conflict = await repo.update('tsk', target, 'x', { offset: 2, limit: 2, expect: 'l2\nl4', allowBroken: true });
      expect(conflict).toMatchObject({
        kind: 'conflict',
        reason: 'expect',
        current: 'l2\nl3\n',
        message: 'the addressed lines (offset=2, limit=2) do not match expect; nothing was written',
      });
      expect(await readText(storage, LINES)).toBe(before);
    });

    it('splices lines, returns the snippet, and dryRun writes nothing', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a) });
      const repo = repoOver(storage);
      const before = (await readText(storage, TSK)) as string;
      const etag = (await repo.get('tsk', ID.a)).etag;
      const dry = await repo.update('tsk', ID.a, '- [ ] Task 2', { offset: 4, limit: 0, dryRun: true });
      expect(dry).toMatchObject({ kind: 'updated', written: false, etag, snippet: '  2: \n  3: - [ ] Task 1\n+ 4: - [ ] Task 2\n  5: \n  6: ## Recent Updates\n' });
      expect(dry.kind === 'updated' && dry.frontmatter.updated).toBe('2026-08-30T08:00:00.123Z');
      expect(await readText(storage, TSK)).toBe(before);
      const done = await repo.update('tsk', ID.a, '- [ ] Task 2', { offset: 4, limit: 0, ifMatch: etag });
      expect(done).toMatchObject({ kind: 'updated', written: true, snippet: dry.kind === 'updated' ? dry.snippet : '' });
      const raw = await repo.get('tsk', ID.a, { raw: true, offset: 3, limit: 2 });
      expect(raw.kind === 'raw' && raw.text).toBe('- [ ] Task 1\n- [ ] Task 2\n');
      const invalid = await repo.update('tsk', ID.a, '', { offset: 1, limit: 1 });
      expect(invalid).toMatchObject({ kind: 'validation', valid: false });
      expect(invalid.kind === 'validation' && invalid.errors[0]?.message.startsWith('tsk update (body): ')).toBe(true);
    });

    it('§8.4 ifMatch mismatch returns a conflict and writes nothing', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a) });
      const repo = repoOver(storage);
      const before = await readText(storage, TSK);
      const current = (await repo.get('tsk', ID.a)).etag;
      const result = await repo.setStatus('tsk', ID.a, 'done', { ifMatch: 'abc' });
      expect(result).toEqual({
        kind: 'conflict',
        reason: 'etag',
        etag: current,
        message: `document changed: ifMatch 'abc' does not match the current etag '${current}'; nothing was written`,
      });
      expect(await readText(storage, TSK)).toBe(before);
    });

    it('§1.6 keeps CRLF, BOM, comments, quoting and unknown keys', async () => {
      const doc = `\uFEFF---\r\n# hand-written\r\nid: ${ID.a}   # keep\r\ntype: "tsk"\r\nstatus: draft\r\ncreated: '2026-01-01 00:00:00.000Z'\r\ncustom: [a, b]\r\n---\r\n\r\n${tskBody().replace(/\n/g, '\r\n')}\r\n\r\n`;
      const storage = await make({ [TSK]: doc });
      const repo = repoOver(storage);
      expect(await repo.setStatus('tsk', ID.a, 'active')).toMatchObject({ kind: 'updated', written: true });
      const after = (await readText(storage, TSK)) as string;
      expect(after).toBe(
        `\uFEFF---\r\n# hand-written\r\nid: ${ID.a}   # keep\r\ntype: "tsk"\r\nstatus: active\r\ncreated: '2026-01-01 00:00:00.000Z'\r\ncustom: [a, b]\r\nupdated: '2026-08-30T08:00:00.123Z'\r\n---\r\n\r\n${tskBody().replace(/\n/g, '\r\n')}\r\n`,
      );
      const edited = await repo.edit('tsk', ID.a, 'Started.', 'Started\r\nagain.');
      expect(edited).toMatchObject({ kind: 'updated', written: true });
      expect(await readText(storage, TSK)).toContain('Started\r\nagain.\r\n');
    });
  });

  describe('§10.7 edit', () => {
    it('matching errors on the body "# T\\n\\nfoo bar foo"', async () => {
      const storage = await make({ [LINES]: `${frontmatter('tsk', ID.a)}# T\n\nfoo bar foo\n` });
      const repo = repoOver(storage);
      const target = { ref: 'lines' };
      await expect(repo.edit('tsk', target, 'baz', 'x', { allowBroken: true })).rejects.toMatchObject({
        code: 'edit-no-match',
        message: 'Could not find oldString in the file. It must match exactly, including whitespace, indentation, and line endings.',
      });
      await expect(repo.edit('tsk', target, 'foo', 'x', { replaceAll: false, allowBroken: true })).rejects.toMatchObject({
        code: 'edit-ambiguous',
        message: 'Found multiple matches for oldString. Provide more surrounding context to make the match unique.',
      });
      expect(await repo.edit('tsk', target, 'foo', 'x')).toMatchObject({ kind: 'parse-failure' });
      const stillBroken = await repo.edit('tsk', target, 'foo', 'x', { replaceAll: true, allowBroken: true });
      expect(stillBroken).toMatchObject({ kind: 'validation', valid: false });
      expect(stillBroken.kind === 'validation' && stillBroken.errors[0]?.message.startsWith('tsk edit (body): ')).toBe(true);
    });

    it('replaceAll, deletions, and CRLF matching', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a, 'foo list', { entry: 'foo bar foo' }) });
      const repo = repoOver(storage);
      expect(await repo.edit('tsk', ID.a, 'foo', 'x', { replaceAll: true })).toMatchObject({ kind: 'updated', written: true });
      const raw = await repo.get('tsk', ID.a, { raw: true });
      expect(raw.kind === 'raw' && raw.text).toContain('# x list');
      expect(raw.kind === 'raw' && raw.text).toContain('x bar x');
      expect(await repo.edit('tsk', ID.a, 'bar ', '')).toMatchObject({ kind: 'updated' });
      const crlf = await make({ [TSK]: tskDoc(ID.a, 'T', { entry: 'l1\nl2' }).replace(/\n/g, '\r\n') });
      const crlfRepo = repoOver(crlf);
      for (const old of ['l1\nl2', 'l1\r\nl2']) {
        const before = (await readText(crlf, TSK)) as string;
        expect(await crlfRepo.edit('tsk', ID.a, old, 'x')).toMatchObject({ kind: 'updated', written: true });
        const after = (await readText(crlf, TSK)) as string;
        expect(after).toContain('\r\n\r\nx\r\n');
        expect(after.replace(/\r\n/g, '')).not.toContain('\n');
        await crlf.writeAtomic(TSK, new TextEncoder().encode(before));
      }
    });
  });

  describe('§10.8 setStatus', () => {
    it('no-op when unchanged; otherwise only status and updated change, the body stays byte-identical', async () => {
      const storage = await make({ [TSK]: tskDoc(ID.a, 'T', { status: 'active' }) });
      const repo = repoOver(storage);
      const before = (await readText(storage, TSK)) as string;
      const noop = await repo.setStatus('tsk', ID.a, 'active');
      expect(noop).toMatchObject({ kind: 'updated', written: false });
      expect(await readText(storage, TSK)).toBe(before);
      const done = await repo.setStatus('tsk', ID.a, 'done');
      expect(done).toMatchObject({ kind: 'updated', written: true, snippet: null });
      const after = (await readText(storage, TSK)) as string;
      expect(fmLines(after).filter((l, i) => l !== fmLines(before)[i])).toEqual(['status: done', "updated: '2026-08-30T08:00:00.123Z'"]);
      expect(after.slice(after.indexOf('\n---\n'))).toBe(before.slice(before.indexOf('\n---\n')));
    });

    it('adr: supersededBy, the superseded-by pattern, and an ADR without a block', async () => {
      const storage = await make({
        [`docs/adr/${ID.a}-a.md`]: `---\nstatus: draft\nid: ${ID.a}\n---\n\n# A\n\n## Context and Problem Statement\n\nX.\n\n## Considered Options\n\n- A\n\n## Decision Outcome\n\nA.\n`,
      });
      const repo = repoOver(storage);
      expect(await repo.setStatus('adr', ID.a, 'ignored', { supersededBy: ID.b })).toMatchObject({ kind: 'updated', written: true });
      expect(await readText(storage, `docs/adr/${ID.a}-a.md`)).toContain(`status: superseded by ${ID.b}\nid: ${ID.a}\n---`);
      const result = await repo.setStatus('adr', ID.a, `superseded by ${ID.c}`);
      expect(result.kind === 'updated' && result.adr?.title).toBe('A');
      expect(result.kind === 'updated' && result.frontmatter.status).toBe(`superseded by ${ID.c}`);
    });
  });

  it('§4.6 setClassification always writes; blank clears to null', async () => {
    const storage = await make({ [TSK]: tskDoc(ID.a) });
    const repo = createRepository({ storage, clock: tickingClock() });
    const first = await repo.setClassification('tsk', ID.a, 'internal');
    const second = await repo.setClassification('tsk', ID.a, 'internal');
    expect([first.kind === 'updated' && first.written, second.kind === 'updated' && second.written]).toEqual([true, true]);
    expect(first.kind === 'updated' && second.kind === 'updated' && first.frontmatter.updated !== second.frontmatter.updated).toBe(true);
    expect(await readText(storage, TSK)).toContain('classification: internal\n');
    const cleared = await repo.setClassification('tsk', ID.a, '  \t ');
    expect(cleared.kind === 'updated' && cleared.frontmatter.classification).toBe(null);
    expect(await readText(storage, TSK)).toContain('classification: null\n');
  });

  it('§9.4 allowBroken repairs a broken document whose YAML parses', async () => {
    const storage = await make({ [LINES]: `${frontmatter('tsk', ID.a)}l1\nl2\nl3\nl4\n` });
    const repo = repoOver(storage);
    expect(await repo.update('tsk', { ref: 'lines' }, tskBody('Fixed'))).toMatchObject({ kind: 'parse-failure' });
    const fixed = await repo.update('tsk', { ref: 'lines' }, tskBody('Fixed'), { allowBroken: true });
    expect(fixed).toMatchObject({ kind: 'updated', written: true, id: ID.a });
    expect(await repo.get('tsk', ID.a)).toMatchObject({ kind: 'document', ref: 'lines' });
    const yamlBroken = await make({ [LINES]: '---\nid: [x\n---\n\nl1\n' });
    expect(await repoOver(yamlBroken).update('tsk', { ref: 'lines' }, tskBody(), { allowBroken: true })).toMatchObject({ kind: 'parse-failure' });
  });
});
