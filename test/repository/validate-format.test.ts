import { describe, expect, it } from 'vitest';
import { StorageError } from '../../src/errors/index.js';
import { ID, featDoc, frontmatter, readText, repoOver, storageKinds, tskBody, tskDoc } from './helpers/fixtures.js';

describe.each(storageKinds)('validate, parseFile and formatFile with %s', (_name, make) => {
  it('§10.12 validate', async () => {
    const repo = repoOver(await make());
    const body = "# Title\n\n- [ ] item\n\n## Recent Updates\n\n### 2026-08-15 00:00:00.000Z - Kickoff\n\nStarted the task list.\n";
    expect(repo.validate('tsk', body)).toEqual({ kind: 'validation', valid: true, errors: [], diagnostics: [] });
    const entries = [1, 2, 3, 4, 5].map((n) => `### 2026-02-3${n % 2}T00:00:00.000Z - Entry ${n}\n\nText ${n}.`).join('\n\n');
    const invalid = repo.validate('tsk', `# Title\n\n- [ ] item\n\n## Recent Updates\n\n${entries}\n`);
    expect(invalid.valid).toBe(false);
    const message = invalid.errors[0]?.message ?? '';
    expect(message.startsWith('tsk validate (body): ')).toBe(true);
    expect(message.endsWith('... (truncated)')).toBe(true);
    expect([...message].length).toBe(300 + '... (truncated)'.length);
    const yaml = repo.validate('req', '---\ntags: [a\n---\n# T', { full: true });
    expect(yaml.valid).toBe(false);
    expect(yaml.errors[0]?.message.startsWith('req validate: ')).toBe(true);
    expect(yaml.errors[0]?.message).toContain('the frontmatter block');
    // The detection's diagnostic names the type validated, not the rule set it reads with.
    expect(yaml.diagnostics[0]).toMatchObject({ code: 'yaml-syntax', params: { type: 'req' } });
    expect(repo.validate('tsk', tskDoc(ID.a), { full: true }).valid).toBe(true);
    expect(repo.validate('tsk', `${frontmatter('tsk', ID.a, '', 'wip')}${tskBody()}`, { full: true }).errors[0]?.message).toMatch(/^tsk validate: tsk frontmatter block, field 'status'/);
  });

  it('§5.2 parseFile parses any path as the type, confined to the root', async () => {
    const storage = await make({
      '.specmgr/feat/feat-1-a/tsk-embedded.md': tskDoc(ID.a, 'Embedded'),
      'notes/bad.md': `${frontmatter('tsk', ID.b)}nope\n`,
    });
    const repo = repoOver(storage);
    const parsed = await repo.parseFile('tsk', '.specmgr/feat/feat-1-a/tsk-embedded.md');
    expect(parsed).toMatchObject({ kind: 'document', id: ID.a, ref: 'tsk-embedded', path: storage.absolute('.specmgr/feat/feat-1-a/tsk-embedded.md') });
    expect(await repo.parseFile('tsk', storage.absolute('.specmgr/feat/feat-1-a/tsk-embedded.md'))).toMatchObject({ kind: 'document', id: ID.a });
    const failed = await repo.parseFile('tsk', './notes/../notes/bad.md');
    expect(failed.kind === 'validation' && failed.errors[0]?.message.startsWith('tsk parse_tsk: ')).toBe(true);
    await expect(repo.parseFile('tsk', 'notes/missing.md')).rejects.toBeInstanceOf(StorageError);
  });

  it('§4.10 formatFile rewrites the body canonically, keeps the frontmatter, CRLF and BOM, and writes only on change', async () => {
    const frontmatterText = `---\n# comment\nstatus: draft\nid: ${ID.a}\ntype: tsk\nzzz: kept\n---\n\n`;
    const messy = `${frontmatterText}Title\n=====\n\n* [ ] Task 1\n\n## Recent Updates\n### 2026-08-15T00:00:00.000Z - Kickoff\nStarted.\n\n\n`;
    const storage = await make({ 'docs/tsk/messy.md': `\uFEFF${messy.replace(/\n/g, '\r\n')}`, 'docs/tsk/broken.md': '---\nid: [x\n---\n# T\n' });
    const repo = repoOver(storage);
    const first = await repo.formatFile('docs/tsk/messy.md');
    expect(first).toMatchObject({ kind: 'formatted', changed: true });
    const canonical = `${frontmatterText}${tskBody('Title')}\n`;
    expect(await readText(storage, 'docs/tsk/messy.md')).toBe(`\uFEFF${canonical.replace(/\n/g, '\r\n')}`);
    const second = await repo.formatFile('docs/tsk/messy.md');
    expect(second).toEqual({ kind: 'formatted', changed: false, etag: first.kind === 'formatted' ? first.etag : '' });
    expect(await repo.formatFile('docs/tsk/broken.md')).toMatchObject({ kind: 'parse-failure', ref: 'broken' });
    expect(await readText(storage, 'docs/tsk/broken.md')).toBe('---\nid: [x\n---\n# T\n');
  });

  it('§4.10 formatFile infers the type from the folder when the frontmatter has none', async () => {
    const storage = await make({
      '.specmgr/feat/feat-1-a/README.md': featDoc('feat-1-a').replace('type: feat\n', ''),
      'other/x.md': '# Plain\n',
    });
    const repo = repoOver(storage);
    expect(await repo.formatFile('.specmgr/feat/feat-1-a/README.md')).toMatchObject({ kind: 'formatted' });
    await expect(repo.formatFile('other/x.md')).rejects.toMatchObject({ code: 'unknown-type', message: expect.stringMatching(/^unknown document type None; expected one of req, /) });
  });
});

describe('§10.14.8 dated entries', () => {
  it('run newest first; equal timestamps are accepted', async () => {
    const repo = repoOver(await storageKinds[0]![1]());
    const entries = (a: string, b: string) =>
      `# T\n\n- [ ] a\n\n## Recent Updates\n\n### ${a} - Second\n\nTwo.\n\n### ${b} - First\n\nOne.`;
    expect(repo.validate('tsk', entries('2026-08-15T00:00:00.000Z', '2026-08-15T00:00:00.000Z')).valid).toBe(true);
    expect(repo.validate('tsk', entries('2026-08-16T00:00:00.000Z', '2026-08-15T00:00:00.000Z')).valid).toBe(true);
    const wrong = repo.validate('tsk', entries('2026-08-14T00:00:00.000Z', '2026-08-15T00:00:00.000Z'));
    expect(wrong.diagnostics.map((d) => d.code)).toEqual(['value-order']);
  });
});
